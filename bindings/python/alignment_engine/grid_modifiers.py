"""The grid cell modifiers as immutable records (``gridCellColumns``,
``gridColumnAlignment``, ``gridCellAnchor``, ``gridCellUnsizedAxes``)."""

from __future__ import annotations

import ctypes
from dataclasses import dataclass
from typing import TYPE_CHECKING, Iterable, NamedTuple, Union

from ._arguments import Where, type_error, value_error
from ._vocabulary import AXES_HORIZONTAL, AXES_VERTICAL, vocabulary_library
from .guides import HorizontalAlignment
from .modifiers import Modifier

if TYPE_CHECKING:
    from ._builder import Builder

__all__ = ["UnitPoint", "Axes", "GridCellColumns", "GridColumnAlignment", "GridCellAnchor", "GridCellUnsizedAxes", "axes_bits"]


class UnitPoint(NamedTuple):
    """A point of a view's unit square: (0, 0) top-leading, (1, 1) bottom-trailing."""

    x: float
    y: float


UnitPoint.top_leading = UnitPoint(0, 0)  # type: ignore[attr-defined]
UnitPoint.top = UnitPoint(0.5, 0)  # type: ignore[attr-defined]
UnitPoint.top_trailing = UnitPoint(1, 0)  # type: ignore[attr-defined]
UnitPoint.leading = UnitPoint(0, 0.5)  # type: ignore[attr-defined]
UnitPoint.center = UnitPoint(0.5, 0.5)  # type: ignore[attr-defined]
UnitPoint.trailing = UnitPoint(1, 0.5)  # type: ignore[attr-defined]
UnitPoint.bottom_leading = UnitPoint(0, 1)  # type: ignore[attr-defined]
UnitPoint.bottom = UnitPoint(0.5, 1)  # type: ignore[attr-defined]
UnitPoint.bottom_trailing = UnitPoint(1, 1)  # type: ignore[attr-defined]

#: A set of axes: ``"horizontal"``, ``"vertical"``, or several of them.
Axes = Union[str, Iterable[str]]


def axes_bits(axes: Axes, name: str, where: Where = "") -> int:
    """The C bits of an axis set, the parameter ``name`` of the view ``where`` names: a
    ``TypeError`` for what is not a name or names, ``ValueError`` for unknown names."""
    if isinstance(axes, str):
        names: tuple[object, ...] = (axes,)
    else:
        try:
            names = tuple(axes)
        except TypeError:
            names = (axes,)
    bits = 0
    for axis in names:
        if axis == "horizontal":
            bits |= AXES_HORIZONTAL
        elif axis == "vertical":
            bits |= AXES_VERTICAL
        else:
            expected = "'horizontal' or 'vertical' (or both as a tuple)"
            raise value_error(name, where, expected, axis) if isinstance(axis, str) else type_error(name, where, expected, axis)
    return bits


def _direct(builder: Builder, function: str, view: int, *arguments: object) -> None:
    builder.flush()
    builder.tree._check(function, getattr(vocabulary_library(), function), view, *arguments)


@dataclass(frozen=True)
class GridCellColumns(Modifier):
    """``.gridCellColumns(_:)``."""

    label = ".gridCellColumns"

    count: int

    def _apply(self, builder: Builder, view: int, content: int | None) -> None:
        _direct(builder, "ae_view_apply_grid_cell_columns", view, self.count)


@dataclass(frozen=True)
class GridColumnAlignment(Modifier):
    """``.gridColumnAlignment(_:)``."""

    label = ".gridColumnAlignment"

    guide: HorizontalAlignment

    def _apply(self, builder: Builder, view: int, content: int | None) -> None:
        _direct(builder, "ae_view_apply_grid_column_alignment", view, builder.guide(self.guide))


@dataclass(frozen=True)
class GridCellAnchor(Modifier):
    """``.gridCellAnchor(_:)``."""

    label = ".gridCellAnchor"

    anchor: UnitPoint

    def _apply(self, builder: Builder, view: int, content: int | None) -> None:
        _direct(builder, "ae_view_apply_grid_cell_anchor", view, ctypes.c_double(self.anchor.x), ctypes.c_double(self.anchor.y))


@dataclass(frozen=True)
class GridCellUnsizedAxes(Modifier):
    """``.gridCellUnsizedAxes(_:)``."""

    label = ".gridCellUnsizedAxes"

    axes: int

    def _apply(self, builder: Builder, view: int, content: int | None) -> None:
        _direct(builder, "ae_view_apply_grid_cell_unsized_axes", view, self.axes)
