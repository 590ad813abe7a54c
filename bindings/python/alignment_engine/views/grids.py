"""``Grid``, ``GridRow``, ``Divider`` and ``ViewThatFits`` in SwiftUI's words::

    Grid(
        GridRow(Text("Name"), Text("Ada")),
        Divider(),
        GridRow(Text("Born"), Text("1815").grid_column_alignment(HorizontalAlignment.trailing)),
        alignment=Alignment.leading,
    )
    ViewThatFits(wide_view, narrow_view, axes="horizontal")

Cells take the grid cell modifiers (``grid_cell_columns``, ``grid_column_alignment``,
``grid_cell_anchor``, ``grid_cell_unsized_axes``) like any other modifier.
"""

from __future__ import annotations

import math
from typing import TYPE_CHECKING, Iterable

from .._native.library import library
from ..values import _arguments as arguments
from ..values.guides import Alignment, VerticalAlignment
from ..values.unit_point import Axes, axes_bits
from .view import View, _children

if TYPE_CHECKING:
    from ._builder import Builder

__all__ = ["Grid", "GridRow", "Divider", "ViewThatFits"]



def _spacing(value: float | None) -> float:
    return math.nan if value is None else float(value)


class Grid(View):
    """``Grid(alignment:horizontalSpacing:verticalSpacing:) { rows }``: each ``GridRow`` is a
    row of cells; any other child spans every column. Spacing None = SwiftUI's default (8)."""

    __slots__ = ("children", "alignment", "horizontal_spacing", "vertical_spacing")
    type_name = "Grid"

    def __init__(
        self, *children: View, alignment: Alignment = Alignment.center,
        horizontal_spacing: float | None = None, vertical_spacing: float | None = None,
    ) -> None:
        super().__init__()
        object.__setattr__(self, "children", _children(children, "Grid"))
        object.__setattr__(self, "alignment", arguments.instance(alignment, Alignment, "Grid(alignment)"))
        object.__setattr__(self, "horizontal_spacing", arguments.optional_real(horizontal_spacing, "Grid(horizontal_spacing)"))
        object.__setattr__(self, "vertical_spacing", arguments.optional_real(vertical_spacing, "Grid(vertical_spacing)"))

    def _emit(self, builder: Builder) -> int:
        h, v = builder.alignment(self.alignment)
        return builder.create(library().ae_view_create_grid, h, v, _spacing(self.horizontal_spacing), _spacing(self.vertical_spacing))

    def _content(self, builder: Builder, view_id: int) -> Iterable[View]:
        return self.children


class GridRow(View):
    """``GridRow(alignment:) { cells }``; ``alignment`` None = the grid's vertical alignment."""

    __slots__ = ("children", "alignment")
    type_name = "GridRow"

    def __init__(self, *children: View, alignment: VerticalAlignment | None = None) -> None:
        super().__init__()
        object.__setattr__(self, "children", _children(children, "GridRow"))
        object.__setattr__(self, "alignment", None if alignment is None else arguments.instance(alignment, VerticalAlignment, "GridRow(alignment)"))

    def _emit(self, builder: Builder) -> int:
        return builder.create(library().ae_view_create_grid_row, -1 if self.alignment is None else builder.guide(self.alignment))

    def _content(self, builder: Builder, view_id: int) -> Iterable[View]:
        return self.children


class Divider(View):
    """``Divider()``: one pixel thick (``layout(pixel_scale=)``; 1 point without a scale), vertical
    in an HStack or GridRow, horizontal elsewhere."""

    __slots__ = ()
    type_name = "Divider"

    def _emit(self, builder: Builder) -> int:
        return builder.create(library().ae_view_create_divider)


class ViewThatFits(View):
    """``ViewThatFits(in: axes) { children }``: shows the first child whose ideal size fits
    the proposal on ``axes`` (default both), else the last; the others get empty frames."""

    __slots__ = ("children", "axes")
    type_name = "ViewThatFits"

    def __init__(self, *children: View, axes: Axes = ("horizontal", "vertical")) -> None:
        super().__init__()
        object.__setattr__(self, "children", _children(children, "ViewThatFits"))
        object.__setattr__(self, "axes", axes_bits(axes, "ViewThatFits(axes)"))

    def _emit(self, builder: Builder) -> int:
        return builder.create(library().ae_view_create_view_that_fits, self.axes)

    def _content(self, builder: Builder, view_id: int) -> Iterable[View]:
        return self.children
