"""The builder that turns a view tree into a C tree, and what it needs of views and modifiers.

Views (``views``) and modifiers (``modifiers``) write themselves into a ``Builder``; the
builder knows them only through the two protocols below, so this module imports neither and
the package's modules stay free of import cycles.
"""

from __future__ import annotations

from typing import Any, Callable, Generator, Iterable, Protocol, Sequence

from .._native.tree import Tree
from ..program import Program
from ..results.result import ViewRecord
from ..values.geometry import Rect
from ..values.guides import Alignment, Guide

__all__ = ["Builder", "BuildableView", "BuildStep", "BuildKind"]


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

    def __init__(self, tree: Tree, geometry_frames: Sequence[Rect] = ()) -> None:
        self.tree = tree
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

    def build(self, root: BuildableView) -> int:
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
