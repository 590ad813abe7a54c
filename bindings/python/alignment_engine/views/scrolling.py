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
from .stacks import HStack, VStack
from .view import View, _children

if TYPE_CHECKING:
    from ._builder import Builder

__all__ = ["ScrollView", "LazyVStack", "LazyHStack"]


class ScrollView(View):
    """``ScrollView(axes) { content }``: the content is proposed its ideal length along the
    scroll axes (default vertical); the scroll view takes the proposal along them and its
    content's length across them. Several children are stacked (a VStack, or an HStack when
    only horizontal)."""

    __slots__ = ("content", "axes")
    type_name = "ScrollView"

    def __init__(self, *children: View, axes: Axes = "vertical") -> None:
        super().__init__()
        bits = axes_bits(axes, "ScrollView(axes)")
        views = _children(children, "ScrollView")
        if len(views) > 1:
            views = (HStack(*views) if bits == 1 else VStack(*views),)
        object.__setattr__(self, "content", views)
        object.__setattr__(self, "axes", bits)

    def _emit(self, builder: Builder) -> int:
        return builder.create(library().ae_view_create_scroll_view, self.axes)

    def _content(self, builder: Builder, view_id: int) -> Iterable[View]:
        return self.content


class LazyVStack(VStack):
    """``LazyVStack``: children laid out as in a ``VStack``; it takes a finite proposed width
    and aligns them in it (in a ScrollView: the scroll view's width)."""

    __slots__ = ()
    type_name = "LazyVStack"

    def _emit(self, builder: Builder) -> int:
        spacing = math.nan if self.spacing is None else float(self.spacing)
        return builder.create(library().ae_view_create_lazy_vstack, builder.guide(self.alignment), ctypes.c_double(spacing))


class LazyHStack(HStack):
    """``LazyHStack``: children laid out as in an ``HStack``; it takes a finite proposed
    height and aligns them in it."""

    __slots__ = ()
    type_name = "LazyHStack"

    def _emit(self, builder: Builder) -> int:
        spacing = math.nan if self.spacing is None else float(self.spacing)
        return builder.create(library().ae_view_create_lazy_hstack, builder.guide(self.alignment), ctypes.c_double(spacing))
