"""The builder that turns a view tree into a C tree, and what it needs of views and modifiers.

Views (``views``) and modifiers (``modifiers``) write themselves into a ``Builder``; the
builder knows them only through the two protocols below, so this module imports neither and
the package's modules stay free of import cycles.
"""

from __future__ import annotations

from typing import Any, Callable, Generator, Iterable, Protocol, Sequence

from .._native.tree import Tree
from ..errors import LayoutError
from ..program import Program
from ..results.result import ViewRecord
from ..values.geometry import Rect
from ..values.guides import Alignment, Guide

__all__ = ["Builder", "BuildableView", "BuildStep", "BuildKind", "RowSource", "RowTables", "with_rows"]

#: Per container with rows, the records and view ids of each row built, by row index.
RowTables = dict[int, dict[int, tuple[list[ViewRecord], list[int]]]]


class RowSource(Protocol):
    """What the builder needs of a lazy container's rows (``views.ForEach``)."""

    def __len__(self) -> int: ...

    def view(self, index: int) -> BuildableView: ...


def with_rows(tree: Tree, records: list[ViewRecord], slots: Sequence[int], tables: RowTables) -> tuple[list[ViewRecord], Sequence[int]]:
    """``records`` and their view ids with the rows the tree's last layout built, each
    container's in order right after it (before its modifiers' content, in document order);
    forgets the rows that layout dropped (and the containers in them)."""
    if not tables:
        return records, slots
    for container in list(tables):
        table = tables.get(container)
        if table is None:
            continue
        try:
            window = tree.row_window(container)
        except LayoutError:  # a container in a dropped row
            window = range(0)
        for index in [index for index in table if index not in window]:
            dropped = [table.pop(index)]
            while dropped:
                for slot in dropped.pop()[1]:
                    inner = tables.pop(slot, None)
                    if inner:
                        dropped.extend(inner.values())
    out_records: list[ViewRecord] = []
    out_slots: list[int] = []
    # Explicit stack of (records, slots, next position).
    work: list[tuple[Sequence[ViewRecord], Sequence[int], int]] = [(records, slots, 0)]
    while work:
        part_records, part_slots, position = work.pop()
        if position >= len(part_records):
            continue
        slot = part_slots[position]
        out_records.append(part_records[position])
        out_slots.append(slot)
        work.append((part_records, part_slots, position + 1))
        table = tables.get(slot)
        if table:
            for index in sorted(table, reverse=True):
                row_records, row_slots = table[index]
                work.append((row_records, row_slots, 0))
    return out_records, out_slots


class BuildableView(Protocol):
    """What the builder needs of a view (``views.View`` is the implementation)."""

    @property
    def view_id(self) -> str | None: ...

    @property
    def color(self) -> str | None: ...

    @property
    def modifiers(self) -> tuple[BuildStep, ...]: ...

    @property
    def layout_values(self) -> tuple[tuple[str, float], ...]: ...

    def _emit(self, builder: Builder) -> int: ...

    def _content(self, builder: Builder, view_id: int) -> Iterable[BuildableView]: ...

    def _child_path(self, index: int) -> str: ...

    def _record(self, path: str) -> ViewRecord: ...


class BuildKind(Protocol):
    """What the builder needs of a modifier's kind (``modifiers.ModifierKind``): whether its
    first value is a view it draws, and how it is written into the tree."""

    @property
    def content(self) -> bool: ...

    def apply(self, builder: Builder, view: int, step: BuildStep, content: int | None) -> None: ...


class BuildStep(Protocol):
    """What the builder needs of a modifier (``modifiers.Modifier`` is the implementation)."""

    @property
    def kind(self) -> BuildKind: ...

    @property
    def values(self) -> tuple[object, ...]: ...


class Builder:
    """Turns a view tree into a C tree: batchable instructions go into a ``Program``, the
    calls that need strings or callbacks are made directly after flushing it.

    Views are created in document order (a view, its children, then its modifiers'
    content), iteratively so that deep trees do not hit Python's recursion limit.
    """

    def __init__(self, tree: Tree, geometry_frames: Sequence[Rect] = (), row_tables: RowTables | None = None) -> None:
        self.tree = tree
        #: The path of the view being emitted.
        self.path = "/"
        #: Per container with rows (its view id), the records and view ids of each row built,
        #: by row index; shared with the builders of rows.
        self.row_tables: RowTables = {} if row_tables is None else row_tables
        self.program = Program(first_view=tree.view_count)
        self.records: list[ViewRecord] = []
        self.slots: list[int] = []
        #: Every view with an ``.id`` or a colour, with its view id.
        self.labelled: list[tuple[int, BuildableView]] = []
        #: GeometryReader frames (in building order) the content functions are built with,
        #: and those the layout found.
        self.geometry_frames = list(geometry_frames)
        self.observed_frames = list(geometry_frames)
        self.readers = 0

    @property
    def slot_run(self) -> Sequence[int]:
        """The view ids of the records: a ``range`` when they are consecutive (views are made
        in document order, so they nearly always are), else the list."""
        slots = self.slots
        if slots and slots[-1] - slots[0] == len(slots) - 1 and slots == list(range(slots[0], slots[-1] + 1)):
            return range(slots[0], slots[-1] + 1)
        return slots

    def paths(self) -> dict[str, int]:
        """Each built view's path with its view id."""
        return {record.path: slot for record, slot in zip(self.records, self.slots)}

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

    def create(self, function: Any, *arguments: object) -> int:
        """Creates a view with a direct call of the library's function ``function(tree,
        *arguments, &out)`` (``library().ae_view_create_grid``: grids, ViewThatFits, scroll
        views), keeping ids consecutive."""
        return self.direct(lambda tree: tree._create_view(function, *arguments))

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
        self.tree.observe_geometry_frame(reader, record)

    @property
    def geometry_settled(self) -> bool:
        """Whether every GeometryReader got the frame its content was built with."""
        return self.readers == 0 or self.observed_frames == self.geometry_frames

    # Building.

    def rows(self, container: int, source: RowSource | None) -> int:
        """Gives lazy container ``container`` (just created, at ``path``) the rows of
        ``source`` built on demand (``Tree.set_rows``), each by a builder of its own whose
        records this builder's ``row_tables`` keep; answers ``container``."""
        if source is None:
            return container
        self.flush()
        table: dict[int, tuple[list[ViewRecord], list[int]]] = {}
        self.row_tables[container] = table
        prefix = "" if self.path == "/" else self.path
        tree, tables = self.tree, self.row_tables

        def build(index: int) -> int:
            builder = Builder(tree, row_tables=tables)
            root = builder.build(source.view(index), f"{prefix}/{index}")
            table[index] = (builder.records, builder.slots)
            return root

        self.tree.set_rows(container, len(source), build)
        return container

    def build(self, root: BuildableView, path: str = "/") -> int:
        """Creates ``root`` (at ``path``) and everything below it; returns the root's view id."""
        stack = [self._view(root, path)]
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
        for view_id, view in self.labelled:
            if view.view_id is not None:
                self.tree.set_id(view_id, view.view_id)
            if view.color is not None:
                self.tree.set_color(view_id, view.color)
            for name, number in view.layout_values:
                self.tree.set_layout_value(view_id, name, number)
        assert value is not None
        return value

    def _view(self, view: BuildableView, path: str) -> Generator[tuple[BuildableView, str], int, int]:
        self.path = path
        view_id = view._emit(self)
        self.records.append(view._record(path))
        self.slots.append(view_id)
        if view.view_id is not None or view.color is not None or view.layout_values:
            self.labelled.append((view_id, view))
        prefix = "" if path == "/" else path
        children: list[int] = []
        for index, child in enumerate(view._content(self, view_id)):
            children.append((yield (child, f"{prefix}/{view._child_path(index)}")))
        if children:
            self.program.children(view_id, children)
        for k, modifier in enumerate(view.modifiers):
            kind = modifier.kind
            content = (yield (modifier.values[0], f"{prefix}/modifiers/{k}")) if kind.content else None
            kind.apply(self, view_id, modifier, content)
        return view_id
