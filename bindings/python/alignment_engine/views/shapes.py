"""The shapes: ``Color``, ``Rectangle``, ``RoundedRectangle``, ``Capsule``, ``Ellipse`` and
``Circle``, leaves that take whatever they are proposed."""

from __future__ import annotations

from typing import TYPE_CHECKING, ClassVar, TypeVar

from ..values import _arguments as arguments
from .view import View

if TYPE_CHECKING:
    from ._builder import Builder

__all__ = ["Color", "Rectangle", "RoundedRectangle", "Capsule", "Ellipse", "Circle"]

_V = TypeVar("_V", bound=View)


class _Shape(View):
    __slots__ = ("fill_color",)
    _shape: ClassVar[int]

    def __init__(self, color: str | None = None) -> None:
        super().__init__()
        object.__setattr__(self, "fill_color", None if color is None else arguments.string(color, f"{self.type_name}(color)"))

    @property
    def color(self) -> str | None:
        """The colour pictures draw the shape with (``.fill``), or None."""
        return self.fill_color

    def fill(self: _V, color: str) -> _V:
        """``.fill(color)``: the colour pictures draw the shape with."""
        return self._replace(fill_color=arguments.string(color, "fill(color)", self._on))

    def _emit(self, builder: Builder) -> int:
        return builder.program.shape(self._shape)


class Color(_Shape):
    """``Color.red`` is ``Color("red")``: takes whatever it is proposed (10 on an unspecified axis)."""

    type_name = "Color"
    _shape = 0


class Rectangle(_Shape):
    """``Rectangle()``; ``Rectangle("blue")`` or ``Rectangle().fill("blue")`` gives it a colour."""

    type_name = "Rectangle"
    _shape = 1


class RoundedRectangle(_Shape):
    """``RoundedRectangle(cornerRadius:)``; the radius only affects pictures."""

    __slots__ = ("corner_radius",)
    type_name = "RoundedRectangle"
    _shape = 2

    def __init__(self, color: str | None = None, corner_radius: float = 8.0) -> None:
        super().__init__(color)
        object.__setattr__(self, "corner_radius", arguments.real(corner_radius, "RoundedRectangle(corner_radius)", minimum=0))


class Capsule(_Shape):
    """``Capsule()``."""

    type_name = "Capsule"
    _shape = 3


class Ellipse(_Shape):
    """``Ellipse()``."""

    type_name = "Ellipse"
    _shape = 4


class Circle(_Shape):
    """``Circle()``: a square of the smaller proposed side."""

    type_name = "Circle"
    _shape = 5
