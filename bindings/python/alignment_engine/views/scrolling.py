"""``ScrollView``, ``LazyVStack`` and ``LazyHStack`` in SwiftUI's words.

For example::

    ScrollView(LazyVStack(*rows, alignment=HorizontalAlignment.leading, spacing=4))
    ScrollView(HStack(*cards), axes="horizontal")
"""

from __future__ import annotations

import ctypes
import math
from typing import TYPE_CHECKING, Iterable

from .._native.library import library
from ..values.unit_point import Axes, axes_bits
from ..values import _arguments as arguments
from ..values.guides import HorizontalAlignment, VerticalAlignment
from .stacks import HStack, VStack
from .view import ForEach, View, _children, _row_source

if TYPE_CHECKING:
    from ._builder import Builder

__all__ = ["ScrollView", "LazyVStack", "LazyHStack"]


class ScrollView(View):
    """``ScrollView(axes) { content }``: the content is proposed its ideal length along the
    scroll axes (default vertical); the scroll view takes the proposal along them and its
    content's length across them. Several children are stacked (a VStack, or an HStack when
    only horizontal)."""

    __slots__ = ("content", "axes", "viewport_offset", "viewport_length")
    type_name = "ScrollView"

    def __init__(self, *children: View, axes: Axes = "vertical") -> None:
        super().__init__()
        bits = axes_bits(axes, "ScrollView(axes)")
        views = _children(children, "ScrollView")
        if len(views) > 1:
            views = (HStack(*views) if bits == 1 else VStack(*views),)
        object.__setattr__(self, "content", views)
        object.__setattr__(self, "axes", bits)
        object.__setattr__(self, "viewport_offset", None)
        object.__setattr__(self, "viewport_length", None)

    def viewport(self, offset: float, length: float) -> ScrollView:
        """The scroll view with a viewport: its content from ``offset`` along its scroll axis
        is visible over ``length`` (SwiftUI keeps these as scroll state: the content offset and
        the scroll view's own length). Its lazy stacks and grids whose content is one
        ``ForEach`` then build and lay out only the rows in and near the viewport. An offset
        below 0 counts as 0, one past the end as the last screen; ``length`` must be positive."""
        offset = arguments.real(offset, "ScrollView.viewport(offset)")
        length = arguments.real(length, "ScrollView.viewport(length)", positive=True)
        copy = object.__new__(type(self))
        for name in self._slot_names:
            object.__setattr__(copy, name, getattr(self, name))
        object.__setattr__(copy, "viewport_offset", offset)
        object.__setattr__(copy, "viewport_length", length)
        return copy

    def _emit(self, builder: Builder) -> int:
        view = builder.create(library().ae_view_create_scroll_view, self.axes)
        if self.viewport_offset is not None:
            builder.tree.set_viewport(view, self.viewport_offset, self.viewport_length)
        return view

    def _content(self, builder: Builder, view_id: int) -> Iterable[View]:
        return self.content


class LazyVStack(VStack):
    """``LazyVStack``: children laid out as in a ``VStack``; it takes a finite proposed width
    and aligns them in it (in a ScrollView: the scroll view's width). With one ``ForEach`` as
    its content, its rows are built on demand (only those near a ScrollView's viewport)."""

    __slots__ = ("row_source",)
    type_name = "LazyVStack"

    def __init__(
        self, *children: View | ForEach, alignment: HorizontalAlignment = HorizontalAlignment.center, spacing: float | None = None
    ) -> None:
        source = _row_source(children)
        super().__init__(*(() if source else children), alignment=alignment, spacing=spacing)  # type: ignore[arg-type]
        object.__setattr__(self, "row_source", source)

    def _emit(self, builder: Builder) -> int:
        spacing = math.nan if self.spacing is None else float(self.spacing)
        return builder.rows(builder.create(library().ae_view_create_lazy_vstack, builder.guide(self.alignment), ctypes.c_double(spacing)),
                            self.row_source)


class LazyHStack(HStack):
    """``LazyHStack``: children laid out as in an ``HStack``; it takes a finite proposed
    height and aligns them in it. With one ``ForEach`` as its content, its columns are built
    on demand (only those near a horizontal ScrollView's viewport)."""

    __slots__ = ("row_source",)
    type_name = "LazyHStack"

    def __init__(
        self, *children: View | ForEach, alignment: VerticalAlignment = VerticalAlignment.center, spacing: float | None = None
    ) -> None:
        source = _row_source(children)
        super().__init__(*(() if source else children), alignment=alignment, spacing=spacing)  # type: ignore[arg-type]
        object.__setattr__(self, "row_source", source)

    def _emit(self, builder: Builder) -> int:
        spacing = math.nan if self.spacing is None else float(self.spacing)
        return builder.rows(builder.create(library().ae_view_create_lazy_hstack, builder.guide(self.alignment), ctypes.c_double(spacing)),
                            self.row_source)
