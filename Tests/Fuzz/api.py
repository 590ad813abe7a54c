"""Random (and hostile) sequences of ``alignment_engine.Tree`` calls, as data, and their executor.

A sequence is a JSON list of calls, each a list ``[name, *arguments]`` (``CALLS`` below), so a
failing sequence is saved in the corpus and replayed as it is. Every call maps to one C call
of the library (``Tree`` and ``Program`` are thin): views are created and modifiers applied
through one-instruction ``Program``s (``ae_tree_build``), the rest through ``Tree`` methods.

View arguments: an int ``i`` is the i-th view created so far (modulo their number); ``{"raw":
n}`` is the literal view id ``n`` (misuse: ids that do not exist). Guide arguments: an int 0-7
is a built-in guide id, a string names a custom guide (defined on first use with default 0).
Guide values: an expression string, or a callback ``{"cb": KIND, ...}`` that answers a
constant, NaN, an infinity, raises, reads another guide, or misuses the tree from inside
(closes it, changes it, lays it out, asks for a guide position).

Properties (``Executor.run`` returns the violations):
- ``python-exception``: every call returns or raises the package's ``LayoutError`` (or, from
  ``layout``, the exception a callback raised, as itself);
- ``error-without-view-id``: a call given a view id that does not exist says which id;
- ``invalid-number``: after a successful layout, the size and every frame of a view below the
  root hold no NaN, finite origins and non-negative sizes (infinite only as a size), and a
  guide position is finite, and so is every number of every Text's lines (``all_lines``).
"""

from __future__ import annotations

import math
import random
import re
from typing import Any, Callable

from alignment_engine import (
    Alignment,
    HorizontalAlignment,
    InvalidExpressionError,
    InvalidGuideError,
    LayoutError,
    NotLaidOutError,
    Program,
    Tree,
    VerticalAlignment,
)
from alignment_engine.views._builder import Builder
from alignment_engine.values.unit_point import UnitPoint
from alignment_engine.views.modifiers import ContainerRelativeFrame, GridCellAnchor, GridCellColumns, GridCellUnsizedAxes, GridColumnAlignment
from alignment_engine._native.explainers import TreeExplainer
from alignment_engine._native.library import library
from alignment_engine._native.signatures import GridItemStruct
from alignment_engine.values.guides import _Guide
from alignment_engine.views.custom_layouts import _create_layout

from .layouts import EXPLICITS, PLACES, SIZES, SPACINGS, FuzzCallbackError, FuzzLayout, make_layout, use_stale
from .properties import Violation

Call = list[Any]

BUILTIN_GUIDES: list[_Guide] = [
    HorizontalAlignment.leading, HorizontalAlignment.center, HorizontalAlignment.trailing,
    VerticalAlignment.top, VerticalAlignment.center, VerticalAlignment.bottom,
    VerticalAlignment.first_text_baseline, VerticalAlignment.last_text_baseline,
]
VIEW_KINDS = ["hstack", "vstack", "zstack", "shape", "geometry_reader", "image", "spacer", "text", "measured",
              "grid", "grid_row", "divider", "view_that_fits", "scroll_view", "lazy_hstack", "lazy_vstack", "layout",
              "lazy_vgrid", "lazy_hgrid", "measured_batch"]
#: The views made by a direct call of a C function (``Tree._create_view``), by kind.
CREATE_FUNCTIONS = {
    "grid": "ae_view_create_grid", "grid_row": "ae_view_create_grid_row", "divider": "ae_view_create_divider",
    "view_that_fits": "ae_view_create_view_that_fits", "scroll_view": "ae_view_create_scroll_view",
    "lazy_hstack": "ae_view_create_lazy_hstack", "lazy_vstack": "ae_view_create_lazy_vstack",
    "lazy_vgrid": "ae_view_create_lazy_vgrid", "lazy_hgrid": "ae_view_create_lazy_hgrid",
}
MODIFIERS = ["frame", "flexible_frame", "padding", "offset", "fixed_size", "layout_priority", "overlay", "background",
             "aspect_ratio", "position", "layout_direction", "align",
             "grid_cell_columns", "grid_column_alignment", "grid_cell_anchor", "grid_cell_unsized_axes",
             "container_relative_frame", "container_relative_length",
             "ignores_safe_area", "safe_area_inset", "safe_area_padding"]
#: Changes in place: the ``Tree.set_*`` setters, those of modifiers taking an index first.
CHANGES = ["mark_dirty", "text", "text_lines", "spacing", "grid_spacing", "alignment", "image_size", "measured_fixed_size",
           "frame", "flexible_frame", "padding", "offset", "fixed_size", "layout_priority", "aspect_ratio", "position",
           "layout_value"]
#: Spans ``gridCellColumns`` is given through the API (every one a C int32; the extremes included).
SPANS = [1, 1, 2, 3, 0, -1, 1_000_000, 100_000_000, 2**31 - 1, -2**31]
#: Axis bits of ViewThatFits and ScrollView (1 horizontal, 2 vertical; 0 and 7 are wrong).
AXIS_BITS = [1, 2, 3, 3, 0, 7]
#: What a containerRelativeFrame's length function answers: a fraction of the container's
#: length, a constant, or a bad length (NaN, infinite, negative, raising).
LENGTH_ANSWERS: list[Any] = [0.5, 0.5, 100.0, "nan", "infinity", -1.0, "raise"]


def _length_function(answer: Any) -> Callable[[float, str], float]:
    """A containerRelativeFrame length function answering ``answer`` (``LENGTH_ANSWERS``)."""
    def length(container: float, axis: str) -> float:
        if answer == "raise":
            raise FuzzCallbackError("raised by a fuzz length function")
        return container * answer if answer == 0.5 else _length(answer)
    return length
CALLBACKS = ["const", "frac", "read", "explicit", "nan", "inf", "-inf", "raise", "close", "mutate", "layout", "position"]
MEASURES = ["fixed", "echo", "nan", "negative", "inf", "raise"]
#: What a batch measure does besides answering each request as its ``MEASURES`` kind.
BATCH_FAULTS = ["none", "none", "fewer", "more", "numbers", "close", "mutate", "layout"]


def _length(value: Any) -> float | None:
    if value is None:
        return None
    if value in ("infinity", "-infinity", "nan"):
        return {"infinity": math.inf, "-infinity": -math.inf, "nan": math.nan}[value]
    return float(value)


class Executor:
    """Runs a call sequence on fresh trees; counts calls; collects violations."""

    def __init__(self) -> None:
        self.tree: Tree | None = None
        self.views: list[int] = []
        self.children: dict[int, list[int]] = {}
        self.contents: dict[int, list[int]] = {}
        self.guides: dict[str, _Guide] = {}
        self.calls = 0
        self.violations: list[Violation] = []
        self.laid_out: int | None = None
        #: The message of the error the last call raised (None: it returned).
        self.last_error: str | None = None
        #: Subviews proxies and handles custom layouts kept (``layouts.FuzzLayout``).
        self.kept: list[Any] = []
        self.layouts: list[FuzzLayout] = []

    # References.

    def view(self, ref: Any) -> int:
        if isinstance(ref, dict):
            return int(ref["raw"])
        if not self.views:
            return int(ref)
        return self.views[int(ref) % len(self.views)]

    def guide(self, ref: Any, axis: str = "vertical") -> _Guide:
        if isinstance(ref, int):
            return BUILTIN_GUIDES[ref % len(BUILTIN_GUIDES)]
        if ref not in self.guides:
            kind = HorizontalAlignment if axis == "horizontal" else VerticalAlignment
            self.guides[ref] = kind.custom(ref, 0.0)
        return self.guides[ref]

    def guide_id(self, ref: Any) -> int:
        assert self.tree is not None
        return self.tree.guide_id(self.guide(ref))

    # Callbacks (closures over the executor: they may misuse the tree on purpose).

    def callback(self, spec: Any, axis: str) -> Any:
        if isinstance(spec, (str, int, float)):
            return spec
        kind = spec["cb"]
        tree = self.tree

        def function(d: Any) -> float:
            if kind == "const":
                return float(spec["v"])
            if kind == "frac":
                return (d.width if axis == "horizontal" else d.height) * float(spec["v"])
            if kind == "read":
                return d[self.guide(spec["guide"])]
            if kind == "explicit":
                value = d.explicit(self.guide(spec["guide"]))
                return 0.0 if value is None else value
            if kind == "nan":
                return math.nan
            if kind in ("inf", "-inf"):
                return math.inf if kind == "inf" else -math.inf
            if kind == "raise":
                raise FuzzCallbackError("raised by a fuzz callback")
            assert tree is not None
            if kind == "close":
                tree.close()
            elif kind == "mutate":
                tree.set_children(self.views[0], [])
            elif kind == "layout":
                tree.layout(self.views[0], 100.0, 100.0)
            elif kind == "position":
                tree.guide_position(self.views[0], VerticalAlignment.top)
            return 0.0

        return function

    def measure(self, spec: dict[str, Any]) -> Any:
        kind = spec["m"]

        def function(width: float | None, height: float | None) -> tuple[float, float]:
            if kind == "fixed":
                return float(spec["w"]), float(spec["h"])
            if kind == "echo":
                return (10.0 if width is None else width), (10.0 if height is None else height)
            if kind == "nan":
                return math.nan, 5.0
            if kind == "negative":
                return -5.0, 5.0
            if kind == "inf":
                return math.inf, math.inf
            raise FuzzCallbackError("raised by a fuzz measure")

        return function

    def measure_batch(self, spec: dict[str, Any]) -> Any:
        single = self.measure(spec)
        fault = spec["b"]

        def function(batch: Any) -> Any:
            sizes = [single(width, height) for _, width, height in batch]
            tree = self.tree
            assert tree is not None
            if fault == "fewer":
                return sizes[:-1]
            if fault == "more":
                return sizes + [(1.0, 1.0)]
            if fault == "numbers":
                return [1.0] * (2 * len(batch) + 1)
            if fault == "close":
                tree.close()
            elif fault == "mutate":
                tree.set_children(self.views[0], [])
            elif fault == "layout":
                tree.layout(self.views[0], 100.0, 100.0)
            return sizes

        return function

    # Calls.

    def build(self, fill: Any) -> int:
        """Runs a one-instruction (or a few) ``Program``; ``fill(program)`` answers a view id or None."""
        assert self.tree is not None
        program = Program(first_view=self.tree.view_count)
        made = fill(program)
        self.tree.build(program)
        return made

    def create_arguments(self, args: list[Any]) -> list[Any]:
        """Arguments of a vocabulary C function: guides by name or id, spacings (None: the
        default, NaN in C), axis bits."""
        return [self.guide_id(a) if isinstance(a, str) else (math.nan if a is None else a) for a in args]

    def create(self, kind: str, args: list[Any]) -> int:
        assert self.tree is not None
        if kind == "text":
            text, font, limit, alignment = args
            return self.tree.text(text, font, limit, alignment)
        if kind == "measured":
            measure = self.tree.define_measure(self.measure(args[0]))
            return self.build(lambda p: p.measured(measure))
        if kind == "measured_batch":
            batch = self.tree.define_measure_batch(self.measure_batch(args[0]))
            return self.tree.measured_batch(batch, args[0]["w"])
        if kind == "chain":
            stack_kind, depth = args
            return self.build(lambda p: _chain(p, stack_kind, depth))
        if kind == "layout":
            layout = make_layout(args[0], lambda: (self.tree, self.views[0]), self.kept)
            self.layouts.append(layout)
            return _create_layout(self.tree, layout)
        if kind in ("lazy_vgrid", "lazy_hgrid"):
            # Grid items as ae_grid_item fields: size kind, minimum, maximum, spacing, two guides.
            items = [GridItemStruct(size, *(math.nan if n is None else _length(n) for n in (minimum, maximum, spacing)),
                                *(self.guide_id(g) if isinstance(g, str) else g for g in (h, v)))
                     for size, minimum, maximum, spacing, h, v in args[0]]
            array = (GridItemStruct * len(items))(*items)
            return self.tree._create_view(getattr(library(), CREATE_FUNCTIONS[kind]), array, len(items), *self.create_arguments(args[1:]))
        if kind in CREATE_FUNCTIONS:
            return self.tree._create_view(getattr(library(), CREATE_FUNCTIONS[kind]), *self.create_arguments(args))
        guides = [self.guide_id(a) if isinstance(a, str) else a for a in args]
        makers = {
            "hstack": lambda p: p.hstack(guides[0], _length(args[1])),
            "vstack": lambda p: p.vstack(guides[0], _length(args[1])),
            "zstack": lambda p: p.zstack(guides[0], guides[1]),
            "shape": lambda p: p.shape(int(args[0])),
            "geometry_reader": lambda p: p.geometry_reader(),
            "image": lambda p: p.image(_length(args[0]), _length(args[1]), bool(args[2])),
            "spacer": lambda p: p.spacer(_length(args[0])),
        }
        return self.build(makers[kind])

    def modify(self, name: str, view: int, args: list[Any]) -> None:
        assert self.tree is not None
        if name == "align":
            guide = self.guide(args[0], args[2] if len(args) > 2 else "vertical")
            self.tree.alignment_guide(view, guide, self.callback(args[1], "horizontal" if guide.axis == 0 else "vertical"))
            return
        grid_modifiers = {
            "grid_cell_columns": lambda: GridCellColumns(int(args[0])),
            "grid_column_alignment": lambda: GridColumnAlignment(self.guide(args[0], "horizontal")),  # type: ignore[arg-type]
            "grid_cell_anchor": lambda: GridCellAnchor(UnitPoint(_length(args[0]), _length(args[1]))),  # type: ignore[arg-type]
            "grid_cell_unsized_axes": lambda: GridCellUnsizedAxes(int(args[0])),
            # Counts, spans and spacings unchecked by Python: the C layer's checks are fuzzed.
            "container_relative_frame": lambda: ContainerRelativeFrame(int(args[0]), int(args[1]), int(args[2]), _length(args[3]), self.alignment(args[4], args[5]), None),
            "container_relative_length": lambda: ContainerRelativeFrame(int(args[0]), 1, 1, 0.0, self.alignment(args[2], args[3]), _length_function(args[1])),
        }
        if name in ("ignores_safe_area", "safe_area_inset", "safe_area_padding"):
            # Straight to the C functions, with the raw numbers, so that their checks are fuzzed.
            lib = self.tree._lib
            if name == "ignores_safe_area":
                self.tree._check("Tree.apply", lib.ae_view_apply_ignores_safe_area, view, int(args[0]), int(args[1]))
            elif name == "safe_area_padding":
                self.tree._check("Tree.apply", lib.ae_view_apply_safe_area_padding, view, *[_length(a) for a in args])
            else:
                guide = self.guide_id(args[2]) if isinstance(args[2], str) else args[2]
                spacing = math.nan if args[3] is None else _length(args[3])  # AE_UNSPECIFIED: the default spacing
                self.tree._check("Tree.apply", lib.ae_view_apply_safe_area_inset, view, self.view(args[0]), int(args[1]), guide, spacing)
                self.contents.setdefault(view, []).append(self.view(args[0]))
            return
        if name in grid_modifiers:
            # Through the package's modifier table, as the builder applies ``View.grid_cell_columns(...)``.
            modifier = grid_modifiers[name]()
            modifier.kind.apply(Builder(self.tree), view, modifier, None)
            return
        guides = [self.guide_id(a) if isinstance(a, str) else a for a in args]
        appliers = {
            "frame": lambda p: p.frame(view, _length(args[0]), _length(args[1]), guides[2], guides[3]),
            "flexible_frame": lambda p: p.flexible_frame(view, [_length(a) for a in args[:6]], guides[6], guides[7]),
            "padding": lambda p: p.padding(view, *[_length(a) for a in args]),
            "offset": lambda p: p.offset(view, _length(args[0]), _length(args[1])),
            "fixed_size": lambda p: p.fixed_size(view, bool(args[0]), bool(args[1])),
            "layout_priority": lambda p: p.layout_priority(view, _length(args[0])),
            "overlay": lambda p: p.overlay(view, self.view(args[0]), guides[1], guides[2]),
            "background": lambda p: p.background(view, self.view(args[0]), guides[1], guides[2]),
            "aspect_ratio": lambda p: p.aspect_ratio(view, _length(args[0]), bool(args[1])),
            "position": lambda p: p.position(view, _length(args[0]), _length(args[1])),
            "layout_direction": lambda p: p.layout_direction(view, bool(args[0])),
        }
        self.build(appliers[name])
        if name in ("overlay", "background"):
            self.contents.setdefault(view, []).append(self.view(args[0]))

    def change(self, name: str, view: int, args: list[Any]) -> None:
        """A change in place; a modifier's setter takes the modifier index first."""
        assert self.tree is not None
        tree = self.tree
        if name == "mark_dirty":
            tree.mark_dirty(view)
        elif name == "text":
            tree.set_text(view, args[0])
        elif name == "text_lines":
            tree.set_text_lines(view, args[0], bool(args[1]), _length(args[2]))
        elif name == "spacing":
            tree.set_spacing(view, _length(args[0]))
        elif name == "grid_spacing":
            tree.set_grid_spacing(view, _length(args[0]), _length(args[1]))
        elif name == "alignment":  # one guide (either axis), a horizontal and a vertical one, or None (a GridRow's reset)
            if len(args) == 1:
                tree.set_alignment(view, None if args[0] is None else self.guide(args[0], "horizontal"))
            else:
                tree.set_alignment(view, self.alignment(args[0], args[1]))
        elif name == "image_size":
            tree.set_image_size(view, _length(args[0]), _length(args[1]))  # type: ignore[arg-type]
        elif name == "measured_fixed_size":
            tree.set_measured_fixed_size(view, bool(args[0]))
        elif name == "layout_value":  # read by custom layouts that place by values (``layouts.PLACES``)
            tree.set_layout_value(view, args[0], _length(args[1]))  # type: ignore[arg-type]
        else:
            index, rest = int(args[0]), args[1:]
            setters = {
                "frame": lambda: tree.set_frame(view, index, _length(rest[0]), _length(rest[1]), self.alignment(rest[2], rest[3])),
                "flexible_frame": lambda: tree.set_flexible_frame(view, index, [_length(a) for a in rest[:6]], self.alignment(rest[6], rest[7])),
                "padding": lambda: tree.set_padding(view, index, *[_length(a) for a in rest]),
                "offset": lambda: tree.set_offset(view, index, _length(rest[0]), _length(rest[1])),
                "fixed_size": lambda: tree.set_fixed_size(view, index, bool(rest[0]), bool(rest[1])),
                "layout_priority": lambda: tree.set_layout_priority(view, index, _length(rest[0])),
                "aspect_ratio": lambda: tree.set_aspect_ratio(view, index, _length(rest[0]), int(bool(rest[1]))),
                "position": lambda: tree.set_position(view, index, _length(rest[0]), _length(rest[1])),
            }
            setters[name]()

    def alignment(self, horizontal: Any, vertical: Any) -> Alignment:
        """An Alignment of two guides; a custom guide known on the other axis becomes that
        axis' center (``Alignment`` takes no guide of the wrong axis, so the typed Python API
        cannot pass one; the C layer's check of guide axes is fuzzed through ``mod`` calls and
        single-guide ``alignment`` changes)."""
        h, v = self.guide(horizontal, "horizontal"), self.guide(vertical, "vertical")
        return Alignment(
            h if isinstance(h, HorizontalAlignment) else HorizontalAlignment.center,
            v if isinstance(v, VerticalAlignment) else VerticalAlignment.center,
        )

    def step(self, call: Call) -> None:
        """Runs one call (the executor's state follows what succeeded)."""
        name = call[0]
        if name == "tree":
            if self.tree is not None:
                self.tree.close()
            self.tree = Tree()
            self.views, self.children, self.contents, self.guides, self.laid_out = [], {}, {}, {}, None
            return
        if self.tree is None:
            return
        tree = self.tree
        if name == "view":
            self.views.append(self.create(call[1], call[2]))
        elif name == "guide":
            _, guide_name, axis, default = call
            kind = HorizontalAlignment if axis == "horizontal" else VerticalAlignment
            guide = kind.custom(guide_name, self.callback(default, axis))
            self.guides[guide_name] = guide
            tree.guide_id(guide)
        elif name == "children":
            parent, kids = self.view(call[1]), [self.view(k) for k in call[2]]
            tree.set_children(parent, kids)
            for others in self.children.values():
                others[:] = [k for k in others if k not in kids]
            self.children[parent] = kids
        elif name == "mod":
            self.modify(call[1], self.view(call[2]), call[3])
        elif name == "change":
            self.change(call[1], self.view(call[2]), call[3])
        elif name == "layout":
            self.laid_out = None
            root = self.view(call[1])
            # A fifth argument: safe-area insets (top, leading, bottom, trailing).
            safe_area = tuple(_length(a) for a in call[5]) if len(call) > 5 else None
            size = tree.layout(root, _length(call[2]), _length(call[3]), bool(call[4]), safe_area)
            self.laid_out = root
            self.check_size(size)
            self.check_frames()
        elif name == "frames":
            tree.frames()
        elif name == "position":
            value = tree.guide_position(self.view(call[1]), self.guide(call[2]))
            if self.laid_out is not None and not math.isfinite(value):
                self.violations.append(Violation("invalid-number", f"a guide position is {value} | guide {call[2]}"))
        elif name == "lines":
            tree.text_lines(self.view(call[1]))
        elif name == "all_lines":
            for view, (lines, first, last) in tree.all_text_lines().items():
                numbers = [first, last, *(value for line in lines for value in line)]
                if not all(math.isfinite(value) for value in numbers):
                    self.violations.append(Violation("invalid-number", f"the lines of Text {view} hold {numbers}"))
        elif name == "observe":
            callback = self.callback(call[2], "vertical")
            tree.observe_geometry(self.view(call[1]), lambda width, height: callback(None) if callable(callback) else None)
        elif name == "id":
            tree.set_id(self.view(call[1]), call[2])
        elif name == "close":
            tree.close()
        elif name == "explain":
            explainer = TreeExplainer(tree, {"/": self.view(call[1])})
            explainer.explanation()
            explainer.trace("/")
        elif name == "stale":
            problems: list[str] = []
            use_stale(self.kept, problems)
            self.violations += [Violation("stale-subviews", problem) for problem in problems[:1]]
        else:
            raise ValueError(f"unknown fuzz call {name!r}")

    # Properties.

    def check_raised(self, names: list[str]) -> None:
        """``["raised", names]``: the call before failed with an error naming one of ``names``
        (the outcome required of some inputs)."""
        if self.last_error is None:
            self.violations.append(Violation("wrong-error", f"expected an error naming one of {names}, the call succeeded"))
        elif not any(word in self.last_error for word in names):
            self.violations.append(Violation("wrong-error", f"expected an error naming one of {names} | got: {self.last_error[:300]}"))

    def check_size(self, size: tuple[float, float]) -> None:
        for value in size:
            if math.isnan(value) or value < 0:
                self.violations.append(Violation("invalid-number", f"layout answered size {size}"))
                return

    def below(self, root: int) -> set[int]:
        seen = {root}
        stack = [root]
        while stack:
            view = stack.pop()
            for nxt in self.children.get(view, []) + self.contents.get(view, []):
                if nxt not in seen:
                    seen.add(nxt)
                    stack.append(nxt)
        return seen

    def check_frames(self) -> None:
        assert self.tree is not None and self.laid_out is not None
        frames = self.tree.frames()
        for view in sorted(self.below(self.laid_out)):
            if not 0 <= view < len(frames) // 8:
                continue
            values = frames[8 * view : 8 * view + 8]
            origins = [values[i] for i in (0, 1, 4, 5)]
            sizes = [values[i] for i in (2, 3, 6, 7)]
            if any(not math.isfinite(v) for v in origins) or any(math.isnan(v) or v < 0 for v in sizes):
                self.violations.append(Violation("invalid-number", f"frames of a laid-out view are not valid | view {view}: {list(values)}"))
                return

    def run(self, calls: list[Call]) -> list[Violation]:
        """Runs every call; an exception that is not the package's own is a violation."""
        for call in calls:
            self.calls += 1
            if call[0] == "raised":
                self.check_raised(call[1])
                continue
            self.last_error = None
            try:
                self.step(call)
            except FuzzCallbackError as error:
                # Laying out, guide positions and explanations (which replay placement) run
                # callbacks and raise their own exceptions.
                self.last_error = str(error)
                if call[0] not in ("layout", "position", "explain"):
                    self.violations.append(Violation("python-exception", f"{call[0]}: a callback's exception escaped"))
            except LayoutError as error:
                self.last_error = str(error)
                self.check_error(call, error)
            except (RuntimeError, TypeError) as error:
                # A custom layout's misuse gets the package's own errors, which layout raises again
                # as themselves: a RuntimeError for a kept subviews proxy (proxies live only during
                # their call), a TypeError naming the layout for an answer of the wrong type.
                self.last_error = str(error)
                expected = "valid only during" if isinstance(error, RuntimeError) else "FuzzLayout"
                if call[0] not in ("layout", "position") or expected not in str(error):
                    self.violations.append(Violation("python-exception", f"{call[0]}: {type(error).__name__} | {error}"))
            except Exception as error:  # noqa: BLE001 - every other exception is a finding
                self.last_error = str(error)
                self.violations.append(Violation("python-exception", f"{call[0]}: {type(error).__name__} | {error}"))
        for layout in self.layouts:
            self.violations += [Violation("stale-subviews", problem) for problem in layout.stale_errors[:1]]
        if self.tree is not None:
            self.tree.close()
        return self.violations

    def check_error(self, call: Call, error: LayoutError) -> None:
        message = str(error)
        if not message.strip():
            self.violations.append(Violation("error-without-view-id", f"{call[0]}: {type(error).__name__} without a message"))
            return
        if self.tree is None or self.tree.closed:
            return
        if isinstance(error, (InvalidExpressionError, InvalidGuideError, NotLaidOutError)):
            return
        count = self.tree.view_count
        arguments = list(call[1:]) + (list(call[2]) if call[0] == "children" else []) + (list(call[3]) if call[0] in ("mod", "change") else [])
        if call[0] == "children" and len(call[2]) >= count:
            return
        bad = [a["raw"] for a in arguments if isinstance(a, dict) and "raw" in a and not 0 <= a["raw"] < count]
        named = [int(n) for n in re.findall(r"-?\d+", message)]
        if bad and not any(not 0 <= n < count for n in named):
            self.violations.append(Violation("error-without-view-id", f"{call[0]} does not name view {bad[0]} | {message[:200]}"))


def _chain(program: Program, kind: str, depth: int) -> int:
    """``depth`` nested stacks (``kind``: hstack, vstack or zstack) around a shape; answers the root."""
    make = {"hstack": program.hstack, "vstack": program.vstack, "zstack": program.zstack}[kind]
    root = inner = make()
    for _ in range(depth - 1):
        child = make()
        program.children(inner, [child])
        inner = child
    program.children(inner, [program.shape()])
    return root


# ---- Generation ----


class SequenceGenerator:
    """A random call sequence: mostly a sensible tree, with misuse mixed in."""

    def __init__(self, rng: random.Random) -> None:
        self.rng = rng
        self.count = 0
        self.custom: list[tuple[str, str]] = []
        # What the sequence made so far (by creation order), so that most changes fit.
        self.kinds: list[str] = []
        self.modifiers: dict[int, list[str]] = {}

    def view_ref(self) -> Any:
        if self.rng.random() < 0.06:
            return {"raw": self.rng.choice([-1, -2**31, 2**31 - 1, self.count + self.rng.randint(0, 5), 10**6])}
        return self.rng.randrange(max(self.count, 1))

    def length(self, allow_none: bool = True) -> Any:
        r = self.rng.random()
        if r < 0.08 and allow_none:
            return None
        if r < 0.12:
            return self.rng.choice(["infinity", "-infinity", "nan", -1.0, 1e308])
        return float(self.rng.randint(0, 120))

    def guide_ref(self, axis: str | None = None) -> Any:
        customs = [name for name, a in self.custom if axis is None or a == axis]
        if customs and self.rng.random() < 0.4:
            return self.rng.choice(customs)
        if axis == "horizontal":
            return self.rng.randrange(3)
        if axis == "vertical":
            return self.rng.randrange(3, 8)
        return self.rng.randrange(8)

    def value(self) -> Any:
        rng = self.rng
        if rng.random() < 0.4:
            return rng.choice(["d.width / 2", "d[.top] + 5", "d.height", "max(d[.bottom], 20)", "d[.top] / 0", "1e308 * 10", "d["])
        kind = rng.choices(CALLBACKS, weights=[5, 5, 3, 2, 1, 1, 1, 1, 0.3, 0.3, 0.3, 0.3])[0]
        spec: dict[str, Any] = {"cb": kind}
        if kind in ("const", "frac"):
            spec["v"] = rng.choice([0.25, 0.5, 3, -7, 1e308])
        if kind in ("read", "explicit"):
            spec["guide"] = self.guide_ref()
        return spec

    def create(self) -> Call:
        rng = self.rng
        kind = rng.choice(VIEW_KINDS)
        self.count += 1
        self.kinds.append(kind)
        args: list[Any]
        if kind in ("hstack", "vstack"):
            args = [self.guide_ref("vertical" if kind == "hstack" else "horizontal"), rng.choice([None, 0.0, 8.0, -4.0])]
        elif kind == "zstack":
            args = [self.guide_ref("horizontal"), self.guide_ref("vertical")]
        elif kind == "shape":
            args = [rng.randrange(6)]
        elif kind == "image":
            args = [self.length(False), self.length(False), rng.random() < 0.5]
        elif kind == "spacer":
            args = [self.length()]
        elif kind == "text":
            args = [rng.choice(["Hi", "Hello world", "שלום", ""]), rng.choice([None, [17, 13, 4, 0, 9], [0, 0, 0, 0, 0]]),
                    rng.choice([None, 1, 2]), rng.randrange(3)]
        elif kind == "measured":
            args = [{"m": rng.choice(MEASURES), "w": rng.randint(0, 50), "h": rng.randint(0, 50)}]
        elif kind == "measured_batch":
            args = [{"m": rng.choice(MEASURES), "b": rng.choice(BATCH_FAULTS), "w": rng.randint(0, 50), "h": rng.randint(0, 50)}]
        elif kind == "grid":
            args = [self.guide_ref("horizontal"), self.guide_ref("vertical"), self.spacing(), self.spacing()]
        elif kind == "grid_row":
            args = [rng.choice([-1, self.guide_ref("vertical")])]
        elif kind in ("lazy_hstack", "lazy_vstack"):
            args = [self.guide_ref("vertical" if kind == "lazy_hstack" else "horizontal"), self.spacing()]
        elif kind in ("view_that_fits", "scroll_view"):
            args = [rng.choice(AXIS_BITS)]
        elif kind in ("lazy_vgrid", "lazy_hgrid"):
            args = [[self.grid_item() for _ in range(rng.choice([1, 1, 2, 3, 0]))],
                    self.guide_ref("horizontal" if kind == "lazy_vgrid" else "vertical"), self.spacing()]
        elif kind == "layout":
            args = [self.layout_behaviour()]
        else:
            args = []
        return ["view", kind, args]

    def safe_area(self) -> list[Any]:
        """Safe-area insets for a layout: a phone's, or odd ones (negative, NaN, huge)."""
        rng = self.rng
        if rng.random() < 0.7:
            return rng.choice([[59.0, 0.0, 34.0, 0.0], [0.0, 59.0, 21.0, 59.0], [20.0, 0.0, 0.0, 0.0]])
        return [rng.choice([0.0, 10.0, -1.0, "nan", 1e308]) for _ in range(4)]

    def spacing(self) -> Any:
        return self.rng.choice([None, 0.0, 8.0, -4.0, 1e308])

    def grid_item(self) -> list[Any]:
        """An ``ae_grid_item``: size kind (now and then an unknown one), minimum, maximum,
        spacing, and both guides or both -1 (now and then only one)."""
        rng = self.rng
        guides = rng.choice([[-1, -1], [-1, -1], [self.guide_ref("horizontal"), self.guide_ref("vertical")], [self.guide_ref("horizontal"), -1]])
        return [rng.choice([0, 1, 2, 2, 5]), self.length(False), rng.choice(["infinity", self.length(False)]), self.spacing()] + guides

    def layout_behaviour(self) -> dict[str, Any]:
        """How a custom layout behaves (``layouts.FuzzLayout``): mostly well, sometimes not."""
        rng = self.rng
        good = rng.random() < 0.6
        behaviour: dict[str, Any] = {"size": rng.choice(SIZES[:3]) if good else rng.choice(SIZES),
                                     "place": "hstack" if good else rng.choice(PLACES),
                                     "w": rng.choice([0, 10, 40, 1e308]), "h": rng.choice([0, 10, 40])}
        if rng.random() < 0.3:
            behaviour["explicit"] = rng.choice(EXPLICITS)
        if rng.random() < 0.3:
            behaviour["spacing"] = rng.choice(SPACINGS)
        return behaviour

    def modifier(self) -> Call:
        name = self.rng.choice(MODIFIERS)
        view = self.view_ref()
        if isinstance(view, int):
            self.modifiers.setdefault(view, []).append(name)
        return ["mod", name, view, self.modifier_args(name)]

    def modifier_args(self, name: str) -> list[Any]:
        rng = self.rng
        h, v = self.guide_ref("horizontal"), self.guide_ref("vertical")
        return {
            "frame": lambda: [self.length(), self.length(), h, v],
            "flexible_frame": lambda: [self.length() for _ in range(6)] + [h, v],
            "padding": lambda: [self.length(False) for _ in range(4)],
            "offset": lambda: [self.length(False), self.length(False)],
            "fixed_size": lambda: [rng.random() < 0.5, rng.random() < 0.5],
            "layout_priority": lambda: [rng.choice([0, 1, -1, 1e308])],
            "overlay": lambda: [self.view_ref(), h, v],
            "background": lambda: [self.view_ref(), h, v],
            "aspect_ratio": lambda: [rng.choice([None, 1.0, 2.0, 0.0, -1.0]), rng.random() < 0.5],
            "position": lambda: [self.length(False), self.length(False)],
            "layout_direction": lambda: [rng.random() < 0.5],
            "align": lambda: [self.guide_ref(), self.value()],
            "grid_cell_columns": lambda: [rng.choice(SPANS)],
            "grid_column_alignment": lambda: [self.guide_ref("horizontal")],
            "grid_cell_anchor": lambda: [rng.choice([0.0, 0.5, 1.0, -2.0, "nan", "infinity"]), rng.choice([0.0, 0.5, 1.0, 4.0])],
            "grid_cell_unsized_axes": lambda: [rng.choice(AXIS_BITS)],
            "container_relative_frame": lambda: [rng.choice(AXIS_BITS), rng.choice([1, 1, 2, 3, 5, 0, -1]), rng.choice([1, 1, 2, 4, 0]),
                                                 rng.choice([0.0, 10.0, 1e308, -1.0, "nan"]), h, v],
            "container_relative_length": lambda: [rng.choice(AXIS_BITS), rng.choice(LENGTH_ANSWERS), h, v],
            "ignores_safe_area": lambda: [rng.choice([3, 3, 1, 2, 0, 4]), rng.choice([15, 15, 1, 4, 10, 0, 16])],
            "safe_area_inset": lambda: [self.view_ref(), rng.choice([1, 4, 2, 8, 8, 3, 0]), rng.choice([h, v]), rng.choice([None, 0.0, 8.0, -4.0, "nan"])],
            "safe_area_padding": lambda: [rng.choice([0.0, 16.0, 59.0, -1.0, "nan"]) for _ in range(4)],
        }[name]()

    def change(self) -> Call:
        """A change in place of a random view, often of the wrong type or a missing modifier."""
        rng = self.rng
        name, view = rng.choice(CHANGES), self.view_ref()
        fitting = self.fitting_change()
        if fitting is not None and rng.random() < 0.8:
            name, view, index = fitting
        else:
            index = rng.choice([0, 0, 1, 2, -1, 7])
        args: list[Any] = {
            "mark_dirty": lambda: [],
            "text": lambda: [rng.choice(["Hi", "a longer text that wraps", "", "שלום עולם"])],
            "text_lines": lambda: [rng.choice([None, 1, 3, 0, -1]), rng.random() < 0.5, rng.choice([0.0, 4.0, 1e308, -1.0, "nan"])],
            "spacing": lambda: [rng.choice([None, 0.0, 8.0, -4.0, "nan", "infinity"])],
            "grid_spacing": lambda: [rng.choice([None, 0.0, 8.0, -4.0, "nan"]), rng.choice([None, 4.0, "infinity"])],
            "alignment": lambda: rng.choice([[self.guide_ref("horizontal")], [self.guide_ref("vertical")], [None],
                                             [self.guide_ref("horizontal"), self.guide_ref("vertical")]]),
            "image_size": lambda: [self.length(False), self.length(False)],
            "measured_fixed_size": lambda: [rng.random() < 0.5],
            "layout_value": lambda: [rng.choice(["k", "k", "other"]), rng.choice([0.0, 5.0, 40.0, -3.0, 1e308, "nan", "infinity"])],
        }.get(name, lambda: [index] + self.modifier_args(name))()
        return ["change", name, view, args]

    def fitting_change(self) -> tuple[str, int, int] | None:
        """A change that fits a view made so far: (change, view, modifier index), or None."""
        rng = self.rng
        fits = {"hstack": ["spacing", "alignment"], "vstack": ["spacing", "alignment"], "zstack": ["alignment"],
                "lazy_hstack": ["spacing", "alignment"], "lazy_vstack": ["spacing", "alignment"],
                "grid": ["grid_spacing", "alignment"], "grid_row": ["alignment"], "layout": ["mark_dirty"],
                "text": ["text", "text_lines", "mark_dirty", "layout_value"], "image": ["image_size", "layout_value"],
                "measured": ["mark_dirty", "measured_fixed_size"], "measured_batch": ["mark_dirty", "measured_fixed_size"],
                "shape": ["layout_value"]}
        candidates: list[tuple[str, int, int]] = [
            (name, view, 0) for view, kind in enumerate(self.kinds) for name in fits.get(kind, [])
        ]
        candidates += [
            (name, view, index) for view, names in self.modifiers.items() for index, name in enumerate(names) if name in CHANGES
        ]
        return rng.choice(candidates) if candidates else None

    def sequence(self, length: int = 40) -> list[Call]:
        rng = self.rng
        calls: list[Call] = [["tree"]]
        for i in range(rng.randint(0, 3)):
            name, axis = f"c{i}", rng.choice(["horizontal", "vertical"])
            self.custom.append((name, axis))
            calls.append(["guide", name, axis, self.value()])
        for _ in range(length):
            r = rng.random()
            if r < 0.35 or self.count == 0:
                calls.append(self.create())
            elif r < 0.55:
                calls.append(["children", self.view_ref(), [self.view_ref() for _ in range(rng.randint(0, 4))]])
            elif r < 0.72:
                calls.append(self.modifier())
            elif r < 0.8:
                calls.append(self.change())
            elif r < 0.9:
                # The same layout again now and then (``ae_tree_layout_again``, or no call at all).
                last = [call for call in calls if call[0] == "layout"]
                again = last and rng.random() < 0.3
                calls.append(list(last[-1]) if again else ["layout", self.view_ref(), self.length(), self.length(), rng.random() < 0.3,
                                                           *([self.safe_area()] if rng.random() < 0.3 else [])])
            elif r < 0.94:
                calls.append(["position", self.view_ref(), self.guide_ref()])
            elif r < 0.955:
                calls.append(["lines", self.view_ref()] if rng.random() < 0.7 else ["all_lines"])
            elif r < 0.965:
                calls.append(["observe", self.view_ref(), {"cb": rng.choice(["const", "raise", "close", "mutate", "layout", "position"]), "v": 0}])
            elif r < 0.975:
                calls.append(["id", self.view_ref(), rng.choice(["a", "b", "a"])])
            elif r < 0.98:
                calls.append(["stale"])
            elif r < 0.985:
                calls.append(["frames"])
            elif r < 0.99:
                calls.append(["explain", self.view_ref()])
            else:
                calls.append(["tree"])
                self.count = 0
                self.kinds, self.modifiers = [], {}
        calls.append(["layout", 0, 100.0, None, False])
        calls.append(["position", rng.randrange(max(self.count, 1)), self.guide_ref()])
        return calls


def random_sequence(rng: random.Random) -> list[Call]:
    """A random call sequence (see ``SequenceGenerator``)."""
    return SequenceGenerator(rng).sequence(rng.randint(5, 60))


def _guide_chain(n: int, callbacks: bool) -> list[Call]:
    calls: list[Call] = [["tree"]]
    for i in reversed(range(n)):
        following = f"g{i + 1}"
        value: Any = ({"cb": "read", "guide": following} if callbacks else f"d[.{following}] + 1") if i + 1 < n else "d.height / 2"
        calls.append(["guide", f"g{i}", "vertical", value])
    calls += [["view", "hstack", ["g0", None]], ["view", "shape", [0]], ["view", "shape", [1]],
              ["mod", "frame", 1, [10.0, 10.0, 1, 4]], ["mod", "frame", 2, [10.0, 30.0, 1, 4]],
              ["children", 0, [1, 2]], ["layout", 0, None, None, False], ["position", 1, "g0"]]
    return calls


def _misuse(kind: str) -> list[Call]:
    """A stack of two shapes whose first child's top guide is a callback ``kind``, laid out twice."""
    return [["tree"], ["view", "hstack", [3, None]], ["view", "shape", [0]], ["view", "shape", [0]],
            ["mod", "frame", 1, [10.0, 10.0, 1, 4]], ["children", 0, [1, 2]],
            ["mod", "align", 1, [3, {"cb": kind}]], ["layout", 0, 100.0, 100.0, False], ["frames"],
            ["position", 1, 3], ["layout", 0, 100.0, 100.0, False], ["position", 1, 3]]


def _layout_misuse(behaviour: dict[str, Any]) -> list[Call]:
    """An HStack holding a custom layout of ``behaviour`` (two shapes inside) and a shape, laid
    out twice; then the frames, and every subviews proxy the layout kept, used stale."""
    return [["tree"], ["view", "hstack", [3, None]], ["view", "layout", [behaviour]], ["view", "shape", [0]],
            ["view", "shape", [1]], ["view", "shape", [2]], ["children", 1, [2, 3]], ["children", 0, [1, 4]],
            ["layout", 0, 300.0, None, False], ["frames"], ["layout", 0, 200.0, 100.0, True], ["stale"]]


#: Hostile call sequences (name, calls, size); a case names one by ``"hostile"``.
HOSTILE_SEQUENCES: list[tuple[str, list[Call], str]] = [
    ("api-guide-chain-70", _guide_chain(70, callbacks=False), "small"),
    ("api-guide-chain-70-callbacks", _guide_chain(70, callbacks=True), "small"),
    ("api-guide-chain-20000", _guide_chain(20_000, callbacks=False), "big"),
    *[(f"api-callback-{kind}", _misuse(kind), "small") for kind in ("nan", "inf", "-inf", "raise", "close", "mutate", "layout", "position")],
    ("api-deep-1000000", [["tree"], ["view", "chain", ["vstack", 1_000_000]], ["layout", 0, 100.0, None, False]], "huge"),
    ("api-reparent-and-cycle", [["tree"], ["view", "hstack", [3, None]], ["view", "vstack", [0, None]], ["view", "shape", [0]],
                                ["children", 0, [1, 2]], ["children", 1, [2]], ["children", 1, [0]], ["children", 2, [0]],
                                ["mod", "overlay", 0, [0, 1, 4]], ["mod", "overlay", 2, [1, 1, 4]], ["layout", 0, 50.0, 50.0, False],
                                ["layout", 1, 50.0, 50.0, True], ["frames"], ["position", 2, 0]], "small"),
    ("api-wrong-ids", [["tree"], ["view", "hstack", [3, None]], ["children", {"raw": 5}, [0]], ["children", 0, [{"raw": -1}]],
                       ["mod", "padding", {"raw": 2**31 - 1}, [1.0, 1.0, 1.0, 1.0]], ["layout", {"raw": 7}, None, None, False],
                       ["position", {"raw": -5}, 0], ["lines", {"raw": 3}], ["id", {"raw": 9}, "x"],
                       ["mod", "overlay", 0, [{"raw": 12}, 1, 4]]], "small"),
    ("api-after-close", [["tree"], ["view", "shape", [0]], ["close"], ["layout", 0, 10.0, 10.0, False], ["frames"],
                         ["view", "shape", [0]]], "small"),
    *[(f"api-layout-size-{kind}", _layout_misuse({"size": kind, "place": "hstack"}), "small") for kind in SIZES],
    *[(f"api-layout-place-{kind}", _layout_misuse({"size": "hstack", "place": kind}), "small") for kind in PLACES],
    *[(f"api-layout-explicit-{kind}", _layout_misuse({"size": "hstack", "place": "hstack", "explicit": kind}), "small") for kind in EXPLICITS],
    *[(f"api-layout-spacing-{kind}", _layout_misuse({"size": "hstack", "place": "hstack", "spacing": kind}), "small") for kind in SPACINGS],
    *[(f"api-grid-span-{span}", [["tree"], ["view", "grid", [1, 4, None, None]], ["view", "grid_row", [-1]], ["view", "shape", [0]],
                                  ["view", "shape", [0]], ["children", 1, [2, 3]], ["children", 0, [1]],
                                  ["mod", "grid_cell_columns", 2, [span]], ["layout", 0, 300.0, 100.0, False], ["frames"]], "small")
      for span in SPANS[4:]],
]


def hostile_sequence(name: str) -> tuple[list[Call], str]:
    """The calls and size of a hostile sequence by name."""
    for known, calls, size in HOSTILE_SEQUENCES:
        if known == name:
            return calls, size
    raise KeyError(f"no hostile call sequence {name!r}")
