"""``UnitPoint``, a point of a view's unit square (``gridCellAnchor``, custom layouts' anchors),
and ``Axes``, a set of axes (``gridCellUnsizedAxes``, ``ViewThatFits``, ``ScrollView``) with
its C bits."""

from __future__ import annotations

from typing import Iterable, NamedTuple, Union

from ._arguments import Where, type_error, value_error

__all__ = ["UnitPoint", "Axes", "axes_bits"]

#: The C bit of the horizontal axis in an axis set (``AE_AXES_HORIZONTAL``).
AXES_HORIZONTAL = 1
#: The C bit of the vertical axis in an axis set (``AE_AXES_VERTICAL``).
AXES_VERTICAL = 2


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
