"""Layout results: ``LayoutResult`` (the root's size and every view in document order),
``ViewLayout`` (one view's frames), ``Rect`` and ``Size``."""

from __future__ import annotations

import json
import os
from array import array
from dataclasses import dataclass, field
from typing import Any, Iterable, Iterator, Protocol, Sequence

from ..errors import LayoutError
from ..pictures import html, picture as pictures
from ..swift.assumptions import Assumption
from ..swift.documents import ViewSource
from ..values.explanation import Explainer, Explanation
from ..values.geometry import Rect, Size, _from_json, _number

__all__ = ["Size", "Rect", "ViewRecord", "Colors", "ViewLayout", "LayoutResult"]


@dataclass(frozen=True)
class ViewRecord:
    """What a result knows about a view besides its frames (internal to the package):
    ``text`` holds a Text's ``lines`` / baselines (and ``truncated`` / ``scale`` when it did
    not fit as it is) when known; a result read without paths has ``path`` None and
    ``parent``, the index of the entry of the view that holds it."""

    path: str | None
    type: str
    id: str | None = None
    color: str | None = None
    text: dict[str, Any] | None = field(default=None, compare=False)
    parent: int | None = None
    #: A tappable control's tap target.
    tap_target: Rect | None = None


class Colors(Protocol):
    """Where a result read from JSON finds its views' colours: ``get(index)``."""

    def get(self, index: int) -> str | None:
        """The colour of the view at ``index`` in the result's ``views``, or None."""
        ...


class ViewLayout:
    """One laid-out view: ``frame`` (the view itself, inside all its modifiers),
    ``outer_frame`` (with all its modifiers, as its parent placed it), ``path`` (None in a
    result made without paths), ``type``, ``id``, ``color``, and for a Text ``lines`` and the
    baselines."""

    __slots__ = ("_record", "_frames", "_offset", "_colors")

    def __init__(self, record: ViewRecord, frames: Sequence[float], offset: int, colors: Colors | None = None) -> None:
        """``frames[offset:offset + 8]`` are the view's frame and outer frame; ``colors``
        gives the colour of slot ``offset // 8`` when the record has none."""
        self._record = record
        self._frames = frames
        self._offset = offset
        self._colors = colors

    @property
    def path(self) -> str | None:
        """Where the view sits in the tree: ``/`` is the root, ``/0/1`` the root's first
        child's second child; None in a result made with ``resultPaths`` false."""
        return self._record.path

    @property
    def parent(self) -> int | None:
        """In a result made with ``resultPaths`` false: the index in ``views`` of the view
        that holds this one (as a child or as the content of one of its modifiers); None
        for the root and in results with paths."""
        return self._record.parent

    @property
    def type(self) -> str:
        """The view's type: ``HStack``, ``Text``, ..."""
        return self._record.type

    @property
    def id(self) -> str | None:
        """The view's ``.id``, or None."""
        return self._record.id

    @property
    def color(self) -> str | None:
        """The colour pictures draw the view with, or None."""
        color = self._record.color
        if color is None and self._colors is not None:
            return self._colors.get(self._offset // 8)
        return color

    @property
    def frame(self) -> Rect:
        """The view itself, inside all its modifiers, in the root's coordinate space."""
        o = self._offset
        return Rect(*self._frames[o : o + 4])

    @property
    def outer_frame(self) -> Rect:
        """The view with all its modifiers, as its parent placed it."""
        o = self._offset + 4
        return Rect(*self._frames[o : o + 4])

    @property
    def tap_target(self) -> Rect | None:
        """For a tappable control (Button, Toggle, TextField ...): the frame people tap to use
        it, in the root's coordinate space (a Toggle's switch, a List row for a Button in one);
        None for other views."""
        return self._record.tap_target

    @property
    def lines(self) -> list[Rect] | None:
        """A Text's line frames in the root's coordinate space (None for other views)."""
        text = self._record.text
        return None if text is None else text.get("lines")

    @property
    def first_baseline(self) -> float | None:
        """The y of a Text's first baseline in the root's coordinate space (None for other views)."""
        text = self._record.text
        return None if text is None else text.get("firstBaseline")

    @property
    def last_baseline(self) -> float | None:
        """The y of a Text's last baseline in the root's coordinate space (None for other views)."""
        text = self._record.text
        return None if text is None else text.get("lastBaseline")

    @property
    def truncated(self) -> bool | None:
        """For a Text: whether characters were cut (an ellipsis stands for them); None for
        other views."""
        text = self._record.text
        return None if text is None else bool(text.get("truncated", False))

    @property
    def scale(self) -> float | None:
        """For a Text: the fraction of its size it is drawn at, below 1 when it shrank to fit
        (``.minimum_scale_factor``), else 1; None for other views."""
        text = self._record.text
        return None if text is None else float(text.get("scale", 1.0))

    def to_dict(self) -> dict[str, Any]:
        """The view's entry of the result JSON."""
        entry: dict[str, Any] = {}
        if self.id is not None:
            entry["id"] = self.id
        if self.path is not None:
            entry["path"] = self.path
        else:
            entry["parent"] = self.parent
        entry["type"] = self.type
        frames, o = self._frames, self._offset
        # The frames' JSON straight from the array (no Rect in between: a tenth of a result's writing).
        entry["frame"] = {"x": _number(frames[o]), "y": _number(frames[o + 1]), "width": _number(frames[o + 2]), "height": _number(frames[o + 3])}
        entry["outerFrame"] = {"x": _number(frames[o + 4]), "y": _number(frames[o + 5]), "width": _number(frames[o + 6]), "height": _number(frames[o + 7])}
        if self._record.tap_target is not None:
            entry["tapTarget"] = self._record.tap_target.to_dict()
        text = self._record.text
        if text:
            for key in ("lines", "firstBaseline", "lastBaseline"):
                if key in text:
                    value = text[key]
                    entry[key] = [line.to_dict() for line in value] if key == "lines" else _number(value)
            if text.get("truncated"):
                entry["truncated"] = True
            if text.get("scale", 1) != 1:
                entry["scale"] = _number(text["scale"])
        return entry

    def __repr__(self) -> str:
        name = f" id={self.id!r}" if self.id is not None else ""
        place = self.path if self.path is not None else f"parent={self.parent}"
        return f"<ViewLayout {self.type} {place}{name} frame={tuple(self.frame)}>"


class LayoutResult:
    """A whole layout: ``size`` (the root's), and every view in document order (a view, then
    its children depth first, then the content of its modifiers).

    ``result["name"]`` finds a view by id, ``result["/0/1"]`` by path (in a result with
    paths); ``len(result)``,
    iteration and ``result.views`` go in document order. ``to_dict()`` / ``to_json()`` give
    the result JSON of the spec; ``explain(view_id)`` and ``explanation`` say why views got
    their frames; ``to_svg`` / ``save_png`` draw it. In Jupyter a result shows as its picture.
    """

    def __init__(
        self,
        size: Size,
        records: Sequence[ViewRecord],
        frames: Sequence[float],
        slots: Sequence[int],
        explainer: Explainer | None = None,
        colors: Colors | None = None,
        warnings: Sequence[str] = (),
    ) -> None:
        """``frames`` holds 8 doubles per slot; ``slots[i]`` is the slot of ``records[i]``;
        ``explainer`` gives the explanation (None for results read from JSON alone);
        ``colors`` the colours records do not hold, by slot; ``warnings`` what laid out by a
        documented fallback."""
        self.size = Size(*size)
        #: What laid out by a documented fallback rather than as asked (SF Symbol names the
        #: engine does not know, laid out as the default square), one message each.
        self.warnings: list[str] = list(warnings)
        self._colors = colors
        self._explainer = explainer
        self._records = list(records)
        self._frames = frames
        self._slots = slots
        self._index: dict[str, int] | None = None
        #: For a layout of SwiftUI source: every stand-in the reader chose for what the source
        #: does not determine (``alignment_engine.swift.Assumption``); None for other layouts.
        self.assumptions: tuple[Assumption, ...] | None = None
        #: For a layout of SwiftUI source: what gives the source of each view (its ``sources``).
        self.source_document: Any = None

    @classmethod
    def from_dict(
        cls, data: dict[str, Any], colors: Colors | None = None, explainer: Explainer | None = None
    ) -> LayoutResult:
        """A result from its JSON form, whose entries have a ``path`` or a ``parent``;
        ``colors`` gives what the JSON does not say (colours), ``explainer`` where its
        explanation comes from."""
        views = data["views"]
        frames = array("d")
        made: list[ViewRecord] = []
        for view in views:
            frame, outer = view["frame"], view["outerFrame"]
            try:
                # All-number frames in one step (fromlist leaves the array as it was on failure).
                frames.fromlist([frame["x"], frame["y"], frame["width"], frame["height"], outer["x"], outer["y"], outer["width"], outer["height"]])
            except TypeError:  # "infinity" or null
                frames.extend(Rect.from_dict(frame))
                frames.extend(Rect.from_dict(outer))
            text: dict[str, Any] = {}
            if "lines" in view:
                text["lines"] = [Rect.from_dict(line) for line in view["lines"]]
            for key in ("firstBaseline", "lastBaseline", "scale"):
                if key in view:
                    text[key] = _from_json(view[key])
            if view.get("truncated"):
                text["truncated"] = True
            tap = view.get("tapTarget")
            made.append(ViewRecord(view.get("path"), view["type"], view.get("id"), None, text or None, view.get("parent"),
                                   None if tap is None else Rect.from_dict(tap)))
        return cls(Size.from_dict(data["size"]), made, frames, range(len(made)), explainer, colors, data.get("warnings", ()))

    @property
    def sources(self) -> tuple[ViewSource, ...] | None:
        """For a layout of SwiftUI source: the source of each view, in the order of ``views``
        (``alignment_engine.swift.ViewSource``: its path, file, line and column, and the
        custom views it was inlined from); None for other layouts."""
        return None if self.source_document is None else self.source_document.sources

    def __len__(self) -> int:
        return len(self._records)

    def __iter__(self) -> Iterator[ViewLayout]:
        for record, slot in zip(self._records, self._slots):
            yield ViewLayout(record, self._frames, slot * 8, self._colors)

    def __getitem__(self, key: str | int) -> ViewLayout:
        if isinstance(key, int):
            return ViewLayout(self._records[key], self._frames, self._slots[key] * 8, self._colors)
        if self._index is None:
            index: dict[str, int] = {}
            for i, record in enumerate(self._records):
                if record.path is not None:
                    index[record.path] = i
                if record.id is not None:
                    index[record.id] = i
            self._index = index
        try:
            i = self._index[key]
        except KeyError:
            raise KeyError(f"no view with id or path {key!r}") from None
        return ViewLayout(self._records[i], self._frames, self._slots[i] * 8, self._colors)

    def __contains__(self, key: object) -> bool:
        try:
            self[key]  # type: ignore[index]
        except (KeyError, IndexError, TypeError):
            return False
        return True

    @property
    def views(self) -> list[ViewLayout]:
        """Every view, in document order."""
        return list(self)

    @property
    def root(self) -> ViewLayout:
        """The root view."""
        return self[0]

    def to_dict(self) -> dict[str, Any]:
        """The result JSON of the spec (``size`` and ``views``) as Python data, with the
        ``warnings`` of a layout that has some; a layout of SwiftUI source also lists its
        ``assumptions``."""
        made: dict[str, Any] = {
            "size": {"width": _number(self.size.width), "height": _number(self.size.height)},
            "views": [view.to_dict() for view in self],
        }
        if self.warnings:
            made["warnings"] = list(self.warnings)
        if self.assumptions is not None:
            made["assumptions"] = [assumption.to_dict() for assumption in self.assumptions]
        return made

    def to_json(self, indent: int | None = 2) -> str:
        """The result JSON as text."""
        return json.dumps(self.to_dict(), indent=indent)

    @property
    def explanation(self) -> Explanation:
        """Why every view got its frame (from the layout core; see ``alignment_engine.explanation``).

        Raises ``LayoutError`` for a result read from JSON alone, which has none."""
        if self._explainer is None:
            raise LayoutError("this result has no explanation: it was read from JSON; make it with layout() or layout_document()")
        return self._explainer.explanation()

    def explain(self, view_id: str) -> str:
        """How the view with id (or path) ``view_id`` got its frame, as text: the proposals from
        the root down to it, each answer, and the alignments with the guide values that decided
        its position (the layout core's trace, as C's ``ae_view_explain``)."""
        path = self[view_id].path
        if self._explainer is None:
            raise LayoutError("this result has no explanation: it was read from JSON; make it with layout() or layout_document()")
        # A document's explainer finds a view by id as well as by path.
        return self._explainer.trace(view_id if path is None else path)

    def to_svg(self, *, explain: bool = False, scale: float = 1.0, margin: float = 8.0, highlight: Iterable[str] = ()) -> str:
        """An SVG picture of the layout; see ``alignment_engine.pictures.to_svg``."""
        return pictures.to_svg(self, explain=explain, scale=scale, margin=margin, highlight=highlight)

    def save_svg(self, path: str | os.PathLike[str], **options: Any) -> None:
        """Writes ``to_svg(**options)`` to a file."""
        pictures.save_svg(self, path, **options)

    def save_png(self, path: str | os.PathLike[str], **options: Any) -> None:
        """Writes the SVG picture rasterised to PNG; see ``alignment_engine.pictures.save_png``."""
        pictures.save_png(self, path, **options)

    def _repr_svg_(self) -> str:
        """Jupyter: the picture (without the explanation layer)."""
        return self.to_svg()

    def _repr_html_(self) -> str:
        """Jupyter: the interactive picture with its view outline (without the explanation layer)."""
        return html.to_html_fragment(self, explain=False)

    @property
    def texts(self) -> list[ViewLayout]:
        """Every Text, in document order: read ``truncated``, ``scale``, ``frame`` and ``lines``
        of each (what a layout check asks: was a text cut, or shrunk below a threshold)."""
        return [view for view in self if view.type == "Text"]

    def __repr__(self) -> str:
        return f"<LayoutResult size={tuple(self.size)} views={len(self)}>"

