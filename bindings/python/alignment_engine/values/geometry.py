"""Sizes and rectangles in points, as results, explanations and pictures use them."""

from __future__ import annotations

import math
from typing import Any, Mapping, NamedTuple

__all__ = ["Size", "Rect"]


class Size(NamedTuple):
    """A size in points."""

    width: float
    height: float

    @classmethod
    def from_dict(cls, data: Mapping[str, Any]) -> Size:
        """A size as JSON writes it (``{"width": …, "height": …}``, ``"infinity"`` allowed)."""
        return cls(_from_json(data["width"]), _from_json(data["height"]))


class Rect(NamedTuple):
    """A rectangle in the root's coordinate space (y pointing down)."""

    x: float
    y: float
    width: float
    height: float

    @property
    def min_x(self) -> float:
        """The left edge: ``x``."""
        return self.x

    @property
    def mid_x(self) -> float:
        """The horizontal centre: ``x + width / 2``."""
        return self.x + self.width / 2

    @property
    def max_x(self) -> float:
        """The right edge: ``x + width``."""
        return self.x + self.width

    @property
    def min_y(self) -> float:
        """The top edge: ``y``."""
        return self.y

    @property
    def mid_y(self) -> float:
        """The vertical centre: ``y + height / 2``."""
        return self.y + self.height / 2

    @property
    def max_y(self) -> float:
        """The bottom edge: ``y + height``."""
        return self.y + self.height

    @property
    def size(self) -> Size:
        """The rectangle's width and height."""
        return Size(self.width, self.height)

    def contains(self, x: float, y: float) -> bool:
        """Whether the point lies inside the rectangle (edges included)."""
        return self.x <= x <= self.max_x and self.y <= y <= self.max_y

    def to_dict(self) -> dict[str, Any]:
        """The rectangle as the result JSON writes it."""
        return {"x": _number(self.x), "y": _number(self.y), "width": _number(self.width), "height": _number(self.height)}

    @classmethod
    def from_dict(cls, data: Mapping[str, Any]) -> Rect:
        """A rectangle as the result JSON writes it (the inverse of ``to_dict``)."""
        return cls(_from_json(data["x"]), _from_json(data["y"]), _from_json(data["width"]), _from_json(data["height"]))


def _number(value: float) -> Any:
    """A JSON number as the result JSON writes it: ``"infinity"`` for an infinite one, an int when integral."""
    value = float(value)
    if math.isinf(value):
        return "infinity" if value > 0 else "-infinity"
    if math.isnan(value):
        return None
    return int(value) if value.is_integer() and abs(value) < 2**53 else value


def _from_json(value: Any) -> float:
    """A number as the result JSON writes it, read back (the inverse of ``_number``):
    ``"infinity"`` / ``"-infinity"``, null for NaN, or a number."""
    if value is None:
        return math.nan
    if value == "infinity":
        return math.inf
    if value == "-infinity":
        return -math.inf
    return float(value)
