"""Custom layouts (the Python ``Layout`` API) that behave, or misbehave, as data says.

A behaviour is a dict ``{"size": KIND, "place": KIND, "w": W, "h": H}`` (JSON, so a failing
call sequence is saved and replayed as it is); ``FuzzLayout(behaviour, context)`` is the
``Layout`` subclass that acts it out. ``SIZES`` are what ``size_that_fits`` does, ``PLACES``
what ``place_subviews`` does:

- well-behaved: ``fixed`` answers (w, h); ``echo`` the proposal (10 where unspecified);
  ``hstack`` stacks the subviews left to right and places them there;
- bad answers: ``nan``, ``negative``, ``inf`` sizes, ``huge`` (a finite 1e308 on both axes);
  ``raise`` raises ``FuzzCallbackError``;
- layout values: ``values`` places each subview at x = its layout value ``"k"`` (0 when
  unset; ``Tree.set_layout_value``, the ``layout_value`` change);
- misuse of the subviews: ``twice`` places subview 0 twice (the last placement wins); ``out-of-range`` places index
  count + 3 (``ae_subviews_place`` without the sequence's own index check); ``nan-point``
  places at NaN; ``twice-size`` sizes subview 0 for 1e308 x 1e308; ``keep`` keeps the subviews
  proxy and its C handle, ``use-kept`` uses those kept by earlier calls (``use_stale``);
- misuse of the tree: ``close`` closes it, ``mutate`` changes its children, ``layout`` lays it
  out again, from inside the callback (``context`` answers the tree and a view);
- with an ``"explicit"`` or ``"spacing"`` key (``EXPLICITS``, ``SPACINGS``), the layout also
  overrides ``explicit_alignment`` (None, 7, NaN, infinity, raising) or ``spacing`` (the
  default, none, a number instead of a ``ViewSpacing``, raising).
"""

from __future__ import annotations

import ctypes
import math
from typing import Any, Callable

from alignment_engine import Layout, LayoutError, LayoutSubview, ProposedViewSize, ViewSpacing
from alignment_engine._native.library import check
from alignment_engine._native.library import library

#: What ``explicit_alignment`` and ``spacing`` do when a behaviour overrides them (``"explicit"``,
#: ``"spacing"`` keys: ``FuzzLayoutWithOverrides``).
EXPLICITS = ["none", "const", "nan", "inf", "raise"]
SPACINGS = ["default", "zero", "not-a-spacing", "raise"]
SIZES = ["fixed", "echo", "hstack", "nan", "negative", "inf", "huge", "raise", "twice-size", "keep", "use-kept",
         "close", "mutate", "layout"]
PLACES = ["hstack", "values", "none", "twice", "out-of-range", "nan-point", "raise", "keep", "use-kept", "close", "mutate", "layout"]


class FuzzCallbackError(Exception):
    """Raised by callbacks that ``raise``; ``Tree.layout`` must raise it again as itself."""


class FuzzLayout(Layout):
    """A custom layout acting out ``behaviour``; ``context()`` answers (tree, a view id) for
    the behaviours that misuse the tree, ``kept`` holds the proxies kept by ``keep``, and
    ``stale_errors`` the exceptions a kept proxy raised that are not the package's own."""

    def __init__(self, behaviour: dict[str, Any], context: Callable[[], tuple[Any, int]], kept: list[Any]) -> None:
        self.behaviour = behaviour
        self.context = context
        self.kept = kept
        self.stale_errors: list[str] = []

    def size_that_fits(self, proposal: ProposedViewSize, subviews: Any, cache: Any) -> tuple[float, float]:
        kind = self.behaviour.get("size", "fixed")
        w, h = float(self.behaviour.get("w", 10)), float(self.behaviour.get("h", 10))
        answers = {"nan": (math.nan, h), "negative": (-w - 1, h), "inf": (math.inf, math.inf), "huge": (1e308, 1e308)}
        if kind in answers:
            return answers[kind]
        if kind == "echo":
            return (10.0 if proposal.width is None else proposal.width), (10.0 if proposal.height is None else proposal.height)
        if kind == "hstack":
            sizes = [subview.size_that_fits(proposal) for subview in subviews]
            return sum(s.width for s in sizes), max((s.height for s in sizes), default=0.0)
        self.misuse(kind, subviews)
        return w, h

    def place_subviews(self, bounds: Any, proposal: ProposedViewSize, subviews: Any, cache: Any) -> None:
        kind = self.behaviour.get("place", "hstack")
        if kind == "hstack":
            x = bounds.x
            for subview in subviews:
                size = subview.size_that_fits(ProposedViewSize(None, None))
                subview.place(at=(x, bounds.y))
                x += size.width
        elif kind == "values":
            for subview in subviews:
                subview.place(at=(bounds.x + (subview["k"] or 0.0), bounds.y))
        elif kind == "twice" and len(subviews):
            subviews[0].place(at=(bounds.x, bounds.y))
            subviews[0].place(at=(bounds.x + 1, bounds.y))
        elif kind == "out-of-range":
            LayoutSubview(subviews, len(subviews) + 3).place(at=(bounds.x, bounds.y))
        elif kind == "nan-point" and len(subviews):
            subviews[0].place(at=(math.nan, bounds.y))
        elif kind != "none":
            self.misuse(kind, subviews)

    def misuse(self, kind: str, subviews: Any) -> None:
        """The behaviours both callbacks share: raising, keeping proxies, misusing the tree."""
        if kind == "raise":
            raise FuzzCallbackError("raised by a fuzz layout")
        if kind == "keep":
            self.kept.append((subviews, subviews._live()))
        elif kind == "use-kept":
            use_stale(self.kept, self.stale_errors)
        elif kind == "twice-size" and len(subviews):
            subviews[0].size_that_fits((1e308, 1e308))
        elif kind in ("close", "mutate", "layout"):
            tree, view = self.context()
            if kind == "close":
                tree.close()
            elif kind == "mutate":
                tree.set_children(view, [])
            else:
                tree.layout(view, 100.0, 100.0)


class FuzzLayoutWithOverrides(FuzzLayout):
    """A ``FuzzLayout`` that also overrides ``explicit_alignment`` and ``spacing`` (the package
    registers those callbacks only for classes that override them)."""

    def explicit_alignment(self, guide: Any, bounds: Any, proposal: ProposedViewSize, subviews: Any, cache: Any) -> float | None:
        kind = self.behaviour.get("explicit", "none")
        if kind == "raise":
            raise FuzzCallbackError("raised by a fuzz layout's explicit_alignment")
        return {"none": None, "const": 7.0, "nan": math.nan, "inf": math.inf}[kind]

    def spacing(self, subviews: Any, cache: Any) -> Any:
        kind = self.behaviour.get("spacing", "default")
        if kind == "raise":
            raise FuzzCallbackError("raised by a fuzz layout's spacing")
        if kind == "not-a-spacing":
            return 8.0
        return ViewSpacing.zero if kind == "zero" else super().spacing(subviews, cache)


def make_layout(behaviour: dict[str, Any], context: Callable[[], tuple[Any, int]], kept: list[Any]) -> FuzzLayout:
    """The custom layout acting out ``behaviour`` (with the overrides when it names them)."""
    kind = FuzzLayoutWithOverrides if "explicit" in behaviour or "spacing" in behaviour else FuzzLayout
    return kind(behaviour, context, kept)


def use_stale(kept: list[Any], problems: list[str]) -> None:
    """Uses every kept subviews proxy, and its C handle straight (``ae_subviews_get_count``,
    ``ae_subviews_place``), after the callback that received it: each use must fail with a
    clear error (the package's ``LayoutError``, the ``RuntimeError`` saying a proxy lives only
    during its call, or ``IndexError`` when there is no subview 0), never answer; anything else
    is written to ``problems``."""
    lib = library()
    for subviews, handle in kept:
        count = ctypes.c_size_t()
        uses: list[tuple[str, Callable[[], Any]]] = [
            ("subviews[0].size_that_fits", lambda: subviews[0].size_that_fits((10.0, 10.0))),
            ("subviews[0].place", lambda: subviews[0].place(at=(0.0, 0.0))),
            ("subviews.layout_direction", lambda: subviews.layout_direction),
            ("ae_subviews_get_count", lambda: check(lib.ae_subviews_get_count(handle, ctypes.byref(count)))),
            ("ae_subviews_place", lambda: check(lib.ae_subviews_place(handle, 0, 0.0, 0.0, 0.0, 0.0, math.nan, math.nan))),
        ]
        for name, use in uses:
            try:
                use()
            except (LayoutError, RuntimeError, IndexError) as error:  # IndexError: a layout without subviews
                if not str(error).strip():
                    problems.append(f"{name} on a stale handle: {type(error).__name__} without a message")
                continue
            except Exception as error:  # noqa: BLE001 - every other exception is a finding
                problems.append(f"{name} on a stale handle: {type(error).__name__}: {error}")
                continue
            problems.append(f"{name} on a stale handle answered instead of failing")
