"""Layout results: ``LayoutResult`` (the root's size and every view in document order),
``ViewLayout`` (one view's frames), ``Rect`` and ``Size``."""

from __future__ import annotations

import json
import math
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

__all__ = ["Size", "Rect", "ViewRecord", "Colors", "FrameReader", "ViewLayout", "ViewList", "LayoutResult", "TextLines", "frame_buffer"]


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


#: A Text's lines, first and last baselines, whether it was truncated and the scale it was
#: drawn at, as a tree gives them.
TextLines = tuple[list[Rect], float, float, bool, float]


class Colors(Protocol):
    """Where a result read from JSON finds its views' colours: ``get(index)``."""

    def get(self, index: int) -> str | None:
        """The colour of the view at ``index`` in the result's ``views``, or None."""
        ...


class FrameReader(Protocol):
    """Where a result made from a tree reads its frames and text lines, when they are first
    asked for (internal to the package; ``LayoutSession`` and ``layout()`` make them)."""

    @property
    def count(self) -> int:
        """How many views it reads the frames of when asked for every view's."""
        ...

    def frames(self, out: Any, views: Any = None) -> None:
        """Writes 8 numbers per view (frame, then outer frame) into the buffer of doubles
        ``out``: of every view by view id when ``views`` is None, else of the view ids in
        ``views`` in their order."""
        ...

    def text_lines(self) -> dict[int, TextLines]:
        """Every Text's lines, baselines and fit (truncated, scale) by view id."""
        ...

    def tap_target(self, view: int, type: str) -> Rect | None:
        """The tap target of view id ``view`` of type ``type``: a tappable control's, else None."""
        ...


def _numpy() -> Any:
    """NumPy when it imports, else None (imported when first needed)."""
    global _NUMPY
    if _NUMPY is False:
        try:
            import numpy
        except ImportError:
            numpy = None
        _NUMPY = numpy
    return _NUMPY


_NUMPY: Any = False


def frame_buffer(count: int, touched: bool = True) -> Any:
    """Room for the frames of ``count`` views, 8 doubles each: a ``(count, 8)`` NumPy array, or
    an ``array("d")`` of ``8 * count`` numbers without NumPy. With ``touched`` its memory is
    written here (room made ahead of a layout), so that the library's copy into it does not
    fault it in; room for a copy made at once need not be."""
    numpy = _numpy()
    if numpy is not None:
        buffer = numpy.empty((count, 8))
        if touched:
            buffer.fill(math.nan)
        return buffer
    return array("d", [math.nan]) * (8 * count)


class ViewLayout:
    """One laid-out view: ``frame`` (the view itself, inside all its modifiers),
    ``outer_frame`` (with all its modifiers, as its parent placed it), ``path`` (None in a
    result made without paths), ``type``, ``id``, ``color``, and for a Text ``lines`` and the
    baselines. Its frames are read from its result when first asked for."""

    __slots__ = ("_record", "_result", "_slot")

    def __init__(self, record: ViewRecord, result: LayoutResult, slot: int) -> None:
        """The view of ``record`` in ``result``, whose frames are those of ``slot``."""
        self._record = record
        self._result = result
        self._slot = slot

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
        colors = self._result._colors
        if color is None and colors is not None:
            return colors.get(self._slot)
        return color

    @property
    def frame(self) -> Rect:
        """The view itself, inside all its modifiers, in the root's coordinate space."""
        return Rect(*self._result._frame(self._slot)[:4])

    @property
    def outer_frame(self) -> Rect:
        """The view with all its modifiers, as its parent placed it."""
        return Rect(*self._result._frame(self._slot)[4:])

    @property
    def tap_target(self) -> Rect | None:
        """For a tappable control (Button, Toggle, TextField ...): the frame people tap to use
        it, in the root's coordinate space (a Toggle's switch, a List row for a Button in one);
        None for other views."""
        tap_target = self._record.tap_target
        if tap_target is None:
            return self._result._tap_target(self._slot, self._record.type)
        return tap_target

    @property
    def lines(self) -> list[Rect] | None:
        """A Text's line frames in the root's coordinate space (None for other views)."""
        text = self._text()
        return None if text is None else text.get("lines")

    @property
    def first_baseline(self) -> float | None:
        """The y of a Text's first baseline in the root's coordinate space (None for other views)."""
        text = self._text()
        return None if text is None else text.get("firstBaseline")

    @property
    def last_baseline(self) -> float | None:
        """The y of a Text's last baseline in the root's coordinate space (None for other views)."""
        text = self._text()
        return None if text is None else text.get("lastBaseline")

    def _text(self) -> dict[str, Any] | None:
        """A Text's lines, baselines and fit: its record's, else its result's."""
        text = self._record.text
        if text is None and self._record.type == _TEXT:
            return self._result._text(self._slot)
        return text

    @property
    def truncated(self) -> bool | None:
        """For a Text: whether characters were cut (an ellipsis stands for them); None for
        other views."""
        text = self._text()
        return None if text is None else bool(text.get("truncated", False))

    @property
    def scale(self) -> float | None:
        """For a Text: the fraction of its size it is drawn at, below 1 when it shrank to fit
        (``.minimum_scale_factor``), else 1; None for other views."""
        text = self._text()
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
        f = self._result._frame(self._slot)
        # The frames' JSON straight from the numbers (no Rect in between: a tenth of a result's writing).
        entry["frame"] = {"x": _number(f[0]), "y": _number(f[1]), "width": _number(f[2]), "height": _number(f[3])}
        entry["outerFrame"] = {"x": _number(f[4]), "y": _number(f[5]), "width": _number(f[6]), "height": _number(f[7])}
        tap_target = self.tap_target
        if tap_target is not None:
            entry["tapTarget"] = tap_target.to_dict()
        text = self._text()
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


#: The type name of a Text, whose lines a result made from a tree reads when first asked.
_TEXT = "Text"


def _run(slots: Sequence[int]) -> range | None:
    """``slots`` as a run of consecutive view ids (a ``range`` of step 1), or None."""
    return slots if isinstance(slots, range) and slots.step == 1 else None


class ViewList(Sequence[ViewLayout]):
    """Some views of a result (``result.changed``), in an order of their own: a sequence of
    ``ViewLayout``; ``positions`` are their indices in ``result.views`` and ``frames`` their
    frames in one array (``(count, 8)`` with NumPy: frame x, y, width, height, then outer
    frame), read in one call."""

    def __init__(self, result: LayoutResult, positions: Any) -> None:
        """The views of ``result`` at ``positions`` (indices into its ``views``)."""
        self._result = result
        self.positions = positions

    def __len__(self) -> int:
        return len(self.positions)

    def __getitem__(self, index: int) -> ViewLayout:  # type: ignore[override]
        return self._result[int(self.positions[index])]

    def __iter__(self) -> Iterator[ViewLayout]:
        result = self._result
        for position in self.positions:
            yield result[int(position)]

    @property
    def frames(self) -> Any:
        """The views' frames, 8 numbers per view in their order: a ``(count, 8)`` NumPy array
        (an ``array("d")`` without NumPy)."""
        return self._result._frames_at(self.positions)

    def __repr__(self) -> str:
        return f"<ViewList of {len(self)} views>"


class LayoutResult:
    """A whole layout: ``size`` (the root's), and every view in document order (a view, then
    its children depth first, then the content of its modifiers).

    ``result["name"]`` finds a view by id, ``result["/0/1"]`` by path (in a result with
    paths); ``len(result)``,
    iteration and ``result.views`` go in document order. ``frames`` holds every view's frames
    in one array (NumPy where it is installed), ``changed`` the views whose frames the layout
    changed. ``to_dict()`` / ``to_json()`` give
    the result JSON of the spec; ``explain(view_id)`` and ``explanation`` say why views got
    their frames; ``to_svg`` / ``save_png`` draw it. In Jupyter a result shows as its picture.

    A result made from a tree reads frames and text lines when they are first asked for,
    and answers in time that follows what its layout changed.
    """

    def __init__(
        self,
        size: Size,
        records: Sequence[ViewRecord],
        frames: Sequence[float] | FrameReader,
        slots: Sequence[int],
        explainer: Explainer | None = None,
        colors: Colors | None = None,
        warnings: Sequence[str] = (),
        *,
        changed: Sequence[int] | None = None,
        frame_buffer: Any = None,
        texts: bool | None = None,
        taps: Sequence[tuple[int, str]] | None = None,
    ) -> None:
        """``records`` and ``slots`` are kept, not copied: ``slots[i]`` is the slot of
        ``records[i]``. ``frames`` holds 8 doubles per slot, or is a ``FrameReader`` that
        reads them (by view id, the slot) and the Texts' lines when first asked for.
        ``explainer`` gives the explanation (None for results read from JSON alone);
        ``colors`` the colours records do not hold, by slot; ``warnings`` what laid out by a
        documented fallback. ``changed``: the slots whose frames the layout changed (None:
        every view). ``frame_buffer``: room for the frames of every slot (``frame_buffer(n)``)
        that the first read of all frames may fill. ``texts``: whether a record is a Text
        (None: look); ``taps``: the slots and types of the tappable controls, whose tap
        targets ``_read_now`` reads (None: look)."""
        self.size = Size(*size)
        #: What laid out by a documented fallback rather than as asked (SF Symbol names the
        #: engine does not know, laid out as the default square), one message each.
        self.warnings: list[str] = list(warnings)
        self._colors = colors
        self._explainer = explainer
        self._records = records
        self._slots = slots
        self._index: dict[str, int] | None = None
        if hasattr(frames, "text_lines"):
            self._reader: FrameReader | None = frames  # type: ignore[assignment]
            self._all: Any = None
        else:
            self._reader = None
            self._all = frames
        self._buffer = frame_buffer
        self._lines: dict[int, TextLines] | None = None
        self._changed = changed
        self._positions: Any = None
        self._texts = texts
        self._taps = taps
        #: The tap targets read before the tree moved on, by slot.
        self._tap_targets: dict[int, Rect | None] | None = None
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
            yield ViewLayout(record, self, slot)

    def __getitem__(self, key: str | int) -> ViewLayout:
        if isinstance(key, int):
            return ViewLayout(self._records[key], self, self._slots[key])
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
        return ViewLayout(self._records[i], self, self._slots[i])

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

    @property
    def frames(self) -> Any:
        """Every view's frames in one array, in document order (``views``): a ``(len(result),
        8)`` NumPy array, read-only, of frame x, y, width, height, then outer frame x, y,
        width, height; an ``array("d")`` of 8 numbers per view without NumPy. Read in one
        call when first asked for."""
        every = self._every_frame()
        numpy = _numpy()
        run = _run(self._slots)
        if numpy is not None:
            table = numpy.asarray(every).reshape(-1, 8)
            rows = table[run.start : run.stop] if run is not None else table[numpy.asarray(self._slots, dtype=numpy.intp)]
            view = rows.view()
            view.flags.writeable = False
            return view
        if run is not None:
            return every[8 * run.start : 8 * run.stop]
        return array("d", [value for slot in self._slots for value in every[8 * slot : 8 * slot + 8]])

    @property
    def changed(self) -> ViewList:
        """The views whose frame or outer frame the layout that made this result changed:
        placed elsewhere or at another size, moved with a container, or no longer placed
        (every view after a first layout, and for a result read from JSON). The engine lists
        them as it places them, so this costs what the layout changed."""
        if self._positions is None:
            changed = self._changed
            # Every view changed (every view after a first layout, or all moved): in document order.
            if changed is None or self._reader is not None and len(changed) == len(self._records) == self._reader.count:
                self._positions = range(len(self._records))
            else:
                self._positions = self._positions_of(changed)
        return ViewList(self, self._positions)

    # Frames and lines, read when first asked for.

    def _every_frame(self) -> Any:
        """The frames of every slot, 8 numbers each, read in one call the first time."""
        if self._all is None:
            assert self._reader is not None
            count = self._reader.count
            buffer = self._buffer
            if buffer is None or len(memoryview(buffer).cast("B")) < 64 * count:
                buffer = frame_buffer(count, touched=False)
            self._buffer = None
            self._reader.frames(buffer)
            self._all = buffer
        return self._all

    def _frame(self, slot: int) -> Sequence[float]:
        """The 8 numbers of a slot: from the frames read already, else read alone."""
        every = self._all
        if every is None:
            out = array("d", bytes(64))
            assert self._reader is not None
            self._reader.frames(out, array("i", [slot]))
            return out
        if isinstance(every, array):
            return every[8 * slot : 8 * slot + 8]
        row = every[slot] if getattr(every, "ndim", 1) == 2 else every[8 * slot : 8 * slot + 8]
        return row.tolist() if hasattr(row, "tolist") else row

    def _frames_at(self, positions: Any) -> Any:
        """The frames of the views at ``positions`` in one array (see ``ViewList.frames``)."""
        if isinstance(positions, range) and positions == range(len(self._records)):
            return self.frames  # every view: read all at once
        numpy = _numpy()
        slots = self._slots
        run = _run(slots)
        if self._all is not None or self._reader is None:
            every = self._every_frame()
            if numpy is not None:
                table = numpy.asarray(every).reshape(-1, 8)
                chosen = numpy.asarray(positions, dtype=numpy.intp)
                return table[chosen + run.start] if run is not None else table[numpy.asarray(slots, dtype=numpy.intp)[chosen]]
            return array("d", [value for p in positions for value in every[8 * slots[p] : 8 * slots[p] + 8]])
        # Read only these views' frames, in one call.
        if numpy is not None:
            chosen = numpy.asarray(positions, dtype=numpy.int32)
            if run is None:
                views = numpy.asarray(slots, dtype=numpy.int32)[chosen]
            else:
                views = chosen + run.start if run.start else chosen
            out = numpy.empty((len(views), 8))
            self._reader.frames(out, numpy.ascontiguousarray(views, dtype=numpy.int32))
            return out
        views_array = array("i", (slots[p] for p in positions))
        out = array("d", bytes(64 * len(views_array)))
        self._reader.frames(out, views_array)
        return out

    def _positions_of(self, changed: Any) -> Any:
        """The positions in ``views`` of the slots ``changed`` (slots without a view left out)."""
        slots = self._slots
        run = _run(slots)
        if run is not None:
            numpy = _numpy()
            if numpy is not None:
                values = numpy.frombuffer(changed, dtype=numpy.int32) if isinstance(changed, array) else numpy.asarray(changed, dtype=numpy.int32)
                if run.start == 0 and (self._reader is None or run.stop >= self._reader.count):
                    return values  # every view of the tree is a view of the result
                return values[(values >= run.start) & (values < run.stop)] - run.start
            return array("i", (slot - run.start for slot in changed if run.start <= slot < run.stop))
        where = {slot: i for i, slot in enumerate(slots)}
        return array("i", (where[slot] for slot in changed if slot in where))

    def _text(self, slot: int) -> dict[str, Any] | None:
        """A Text's lines, baselines and fit, read for every Text when first asked for."""
        if self._reader is None:
            return None
        if self._lines is None:
            self._lines = self._reader.text_lines()
        found = self._lines.get(slot)
        if found is None:
            return None
        lines, first, last, truncated, scale = found
        text: dict[str, Any] = {"lines": lines, "firstBaseline": first, "lastBaseline": last}
        if truncated:
            text["truncated"] = True
        if scale != 1:
            text["scale"] = scale
        return text

    @property
    def _reads_frames(self) -> bool:
        """Whether frames asked for later are read from the tree (not all are held yet)."""
        return self._all is None and self._reader is not None

    def _read_now(self, frames: bool = True) -> None:
        """Reads what this result still reads from its tree (its frames when ``frames``, and
        its Texts' lines), before the tree lays out again and no longer keeps them."""
        if frames and self._all is None and self._reader is not None:
            self._every_frame()
        if self._lines is None and self._reader is not None:
            if self._texts is None:
                self._texts = any(record.type == _TEXT for record in self._records)
            if self._texts:
                self._lines = self._reader.text_lines()
        if self._tap_targets is None and self._reader is not None:
            if self._taps is None:
                self._taps = [(slot, record.type) for record, slot in zip(self._records, self._slots)]
            reader = self._reader
            self._tap_targets = {slot: reader.tap_target(slot, type) for slot, type in self._taps}

    def _tap_target(self, slot: int, type: str) -> Rect | None:
        """A view's tap target: as read before the tree moved on, else from the tree."""
        if self._tap_targets is not None:
            return self._tap_targets.get(slot)
        return None if self._reader is None else self._reader.tap_target(slot, type)

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

