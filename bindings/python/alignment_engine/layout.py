"""Laying out: ``layout(view)`` for builder views and ``layout_document(doc)`` for layout
documents, both returning a ``LayoutResult``."""

from __future__ import annotations

import ctypes
import json
import math
import os
from dataclasses import replace
from pathlib import Path
from typing import Any, Callable, Generator, Iterable, Sequence, Union

from ._library import check, library
from ._tree import Tree
from .errors import InvalidDocumentError
from .guides import HORIZONTAL, Alignment, Guide
from .program import Program
from .result import LayoutResult, Rect, Size, ViewRecord
from .scrolling import observe_geometry_frame
from .modifiers import AlignmentGuide, Offset
from .parameters import LayoutDirection
from .views import Text, View

__all__ = ["layout", "layout_document", "Document"]

#: A layout document: parsed JSON, JSON text, or the path of a JSON file.
Document = Union[dict, str, bytes, "os.PathLike[str]"]
_Proposal = Union[float, str, None]


class _Builder:
    """Turns a view tree into a C tree: batchable instructions go into a ``Program``, the
    calls that need strings or callbacks are made directly after flushing it.

    Views are created in document order (a view, its children, then its modifiers'
    content), iteratively so that deep trees do not hit Python's recursion limit.
    """

    def __init__(self, tree: Tree, geometry_frames: Sequence[Rect] = ()) -> None:
        self.tree = tree
        self.program = Program(first_view=tree.view_count)
        self.records: list[ViewRecord] = []
        self.slots: list[int] = []
        self._names: list[tuple[int, str | None, str | None]] = []
        #: GeometryReader frames (in building order) the content functions are built with,
        #: and those the layout found.
        self.geometry_frames = list(geometry_frames)
        self.observed_frames = list(geometry_frames)
        self.readers = 0

    # Primitives used by views and modifiers.

    def guide(self, guide: Guide) -> int:
        return self.tree.guide_id(guide)

    def alignment(self, alignment: Alignment) -> tuple[int, int]:
        return self.tree.guide_id(alignment.horizontal), self.tree.guide_id(alignment.vertical)

    def flush(self) -> None:
        """Builds the pending program, so that every view created so far exists in the tree."""
        program = self.program
        if program.values:
            self.tree.build(program)
            self.program = Program(first_view=program.first_view + program.view_count)

    def direct(self, create: Callable[[Tree], int]) -> int:
        """Creates a view with a direct call (Text), keeping ids consecutive."""
        self.flush()
        view = create(self.tree)
        self.program = Program(first_view=view + 1)
        return view

    def observe_geometry(self, reader: int, observer: Callable[[float, float], None]) -> None:
        """Tells ``observer`` the size of GeometryReader ``reader`` whenever a layout places it."""
        self.flush()
        self.tree.observe_geometry(reader, observer)

    def next_reader(self) -> tuple[int, Rect]:
        """The building index of the next GeometryReader and the frame it had last time."""
        index = self.readers
        self.readers += 1
        return index, self.geometry_frames[index] if index < len(self.geometry_frames) else Rect(0.0, 0.0, 0.0, 0.0)

    def observe_frame(self, reader: int, index: int, observer: Callable[[Rect], None]) -> None:
        """Records GeometryReader ``reader``'s global frame as reader ``index`` and tells ``observer``."""
        observed = self.observed_frames

        def record(frame: Rect) -> None:
            while len(observed) <= index:
                observed.append(Rect(0.0, 0.0, 0.0, 0.0))
            observed[index] = frame
            observer(frame)

        self.flush()
        observe_geometry_frame(self.tree, reader, record)

    @property
    def geometry_settled(self) -> bool:
        """Whether every GeometryReader got the frame its content was built with."""
        return self.readers == 0 or self.observed_frames == self.geometry_frames

    # Building.

    def build(self, root: View) -> int:
        """Creates ``root`` and everything below it; returns the root's view id."""
        stack = [self._view(root, "/")]
        value: int | None = None
        while stack:
            try:
                request = stack[-1].send(value)
            except StopIteration as stop:
                stack.pop()
                value = stop.value
                continue
            stack.append(self._view(*request))
            value = None
        self.flush()
        for view, name, color in self._names:
            if name is not None:
                self.tree.set_id(view, name)
            if color is not None:
                self.tree.set_color(view, color)
        assert value is not None
        return value

    def _view(self, view: View, path: str) -> Generator[tuple[View, str], int, int]:
        view_id = view._emit(self)
        self.records.append(_record(view, path))
        self.slots.append(view_id)
        if view.view_id is not None or view.color is not None:
            self._names.append((view_id, view.view_id, view.color))
        prefix = "" if path == "/" else path
        children: list[int] = []
        for index, child in enumerate(view._content(self, view_id)):
            children.append((yield (child, f"{prefix}/{index}")))
        if children:
            self.program.children(view_id, children)
        for k, modifier in enumerate(view.modifiers):
            content = None
            content_view = modifier._content_view()
            if content_view is not None:
                content = yield (content_view, f"{prefix}/modifiers/{k}")
            modifier._apply(self, view_id, content)
        return view_id


def _record(view: View, path: str) -> ViewRecord:
    explicit = frozenset(
        f"{'horizontal' if m.guide.axis == HORIZONTAL else 'vertical'}:{m.guide.name}"
        for m in view.modifiers
        if isinstance(m, AlignmentGuide)
    )
    dx = dy = 0.0
    for modifier in reversed(view.modifiers):
        if not isinstance(modifier, Offset):
            break
        dx += modifier.x
        dy += modifier.y
    return ViewRecord(path, view.type_name, view.view_id, view.color, view._alignment_names(), explicit, (dx, dy))


def _proposal(value: _Proposal) -> float | None:
    if value is None:
        return None
    if value == "infinity":
        return math.inf
    return float(value)


def layout(
    view: View,
    width: _Proposal = None,
    height: _Proposal = None,
    direction: LayoutDirection | str = "ltr",
    *,
    guides: Iterable[Guide] = (),
) -> LayoutResult:
    """Lays out a view for a proposal and returns every view's frames.

    ``width`` / ``height``: the proposal (None = unspecified, i.e. the ideal size; a number;
    ``math.inf`` or ``"infinity"``). ``direction``: ``"ltr"``, ``"rtl"`` or a
    ``LayoutDirection``. ``guides``: custom guides to define first, in order (needed only for
    guides that are read inside guide functions but used nowhere in the tree, or to define a
    guide before another one whose default expression refers to it).

    An exception raised by a Python guide or measure function comes out of this call as itself.
    """
    if not isinstance(view, View):
        raise TypeError(f"layout() needs a View, not {view!r}")
    right_to_left = LayoutDirection.parse(direction) == LayoutDirection.right_to_left
    # GeometryReader content functions are called again with the frames layout gave the
    # readers, until those frames settle (at most 8 layouts; once without readers).
    geometry_frames: list[Rect] = []
    for attempt in range(8):
        with Tree() as tree:
            for guide in guides:
                tree.guide_id(guide)
            builder = _Builder(tree, geometry_frames)
            root = builder.build(view)
            size = tree.layout(root, _proposal(width), _proposal(height), right_to_left)
            if builder.geometry_settled or attempt == 7:
                frames = tree.frames()
                records = [_with_text_lines(tree, record, slot) for record, slot in zip(builder.records, builder.slots)]
                return LayoutResult(Size(*size), records, frames, builder.slots)
            geometry_frames = builder.observed_frames
    raise AssertionError("unreachable")


def _with_text_lines(tree: Tree, record: ViewRecord, view: int) -> ViewRecord:
    """A Text's record with its lines and baselines from the tree's last layout; other records as they are."""
    if record.type != Text.type_name:
        return record
    lines, first, last = tree.text_lines(view)
    return replace(record, text={"lines": lines, "firstBaseline": first, "lastBaseline": last})


def _document_text(doc: Document) -> str:
    if isinstance(doc, dict):
        return json.dumps(doc)
    if isinstance(doc, bytes):
        return doc.decode("utf-8")
    if isinstance(doc, str) and doc.lstrip().startswith("{"):
        return doc
    if isinstance(doc, (str, os.PathLike)):
        return Path(doc).read_text(encoding="utf-8")
    raise TypeError(f"a layout document is a dict, JSON text or a path, not {type(doc).__name__}")


def layout_document(doc: Document) -> LayoutResult:
    """Lays out a layout document (format 1, see the spec) with ``ae_document_layout``.

    ``doc`` is the parsed JSON (a dict), JSON text, or the path of a JSON file. Raises
    ``InvalidDocumentError`` (whose message names the JSON path) for a document that is not valid.
    """
    text = _document_text(doc)
    data = text.encode("utf-8")
    lib = library()
    out = ctypes.c_void_p()
    length = ctypes.c_size_t()
    check(lib.ae_document_layout(data, len(data), ctypes.byref(out), ctypes.byref(length)))
    try:
        answer = ctypes.string_at(out.value, length.value).decode("utf-8")
    finally:
        lib.ae_string_free(out.value)
    try:
        result = json.loads(answer)
    except ValueError as error:
        raise InvalidDocumentError(f"the library answered JSON that does not parse: {error}") from error
    return LayoutResult.from_dict(result, _document_records(text))


# ---- What pictures need to know from a document (colours, alignments, explicit guides) ----

_TWO_D = {
    "topLeading": ("leading", "top"),
    "top": ("center", "top"),
    "topTrailing": ("trailing", "top"),
    "leading": ("leading", "center"),
    "center": ("center", "center"),
    "trailing": ("trailing", "center"),
    "bottomLeading": ("leading", "bottom"),
    "bottom": ("center", "bottom"),
    "bottomTrailing": ("trailing", "bottom"),
}
_HORIZONTAL_NAMES = {"leading", "trailing"}


def _document_records(text: str) -> list[ViewRecord] | None:
    """Records in document order from the document itself, or None if it cannot be read."""
    try:
        doc = json.loads(text)
        horizontal_custom = {g["name"] for g in doc.get("guides", []) if g.get("axis") == "horizontal"}
        records: list[ViewRecord] = []
        stack: list[tuple[dict[str, Any], str]] = [(doc["root"], "/")]
        while stack:
            node, path = stack.pop()
            records.append(_document_record(node, path, horizontal_custom))
            prefix = "" if path == "/" else path
            pending = [(child, f"{prefix}/{i}") for i, child in enumerate(node.get("children", []))]
            for k, modifier in enumerate(node.get("modifiers", [])):
                for key in ("overlay", "background"):
                    if isinstance(modifier, dict) and key in modifier:
                        pending.append((modifier[key]["content"], f"{prefix}/modifiers/{k}"))
            stack.extend(reversed(pending))
        return records
    except (ValueError, KeyError, TypeError, AttributeError):
        return None


def _document_record(node: dict[str, Any], path: str, horizontal_custom: set[str]) -> ViewRecord:
    kind = node["type"]
    alignment: tuple[str | None, str | None] = (None, None)
    value = node.get("alignment", "center")
    if kind == "HStack":
        alignment = (None, value)
    elif kind == "VStack":
        alignment = (value, None)
    elif kind == "ZStack":
        alignment = _TWO_D[value] if isinstance(value, str) else (value["horizontal"], value["vertical"])
    explicit: set[str] = set()
    dx = dy = 0.0
    for modifier in node.get("modifiers", []):
        if "offset" in modifier:
            dx += modifier["offset"].get("x", 0.0)
            dy += modifier["offset"].get("y", 0.0)
        else:
            dx = dy = 0.0
        if "alignmentGuide" in modifier:
            name = modifier["alignmentGuide"]["guide"]
            axis, _, short = name.rpartition(".")
            if axis:
                explicit.add(f"{'horizontal' if axis == 'HorizontalAlignment' else 'vertical'}:{short}")
            else:
                horizontal = name in _HORIZONTAL_NAMES or name in horizontal_custom
                explicit.add(f"{'horizontal' if horizontal else 'vertical'}:{name}")
    return ViewRecord(path, kind, node.get("id"), node.get("color"), alignment, frozenset(explicit), (dx, dy))
