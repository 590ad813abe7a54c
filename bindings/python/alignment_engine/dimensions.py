"""``ViewDimensions``: what an alignment-guide callable sees of a view (SwiftUI's ``ViewDimensions``)."""

from __future__ import annotations

import ctypes
from typing import TYPE_CHECKING, Callable

from ._library import library, check

if TYPE_CHECKING:
    from ._library import Dimensions
    from .guides import Guide

__all__ = ["ViewDimensions"]


class ViewDimensions:
    """A view's size and guide values, valid only while the guide callable that received it runs.

    ``d.width``, ``d.height``; ``d[guide]`` is the guide's explicit value if the view has one,
    else its default; ``d.explicit(guide)`` is the explicit value or ``None``.
    """

    __slots__ = ("_pointer", "_guide_id", "width", "height")

    def __init__(self, pointer: ctypes._Pointer[Dimensions], guide_id: Callable[[Guide], int]) -> None:
        self._pointer: ctypes._Pointer[Dimensions] | None = pointer
        self._guide_id = guide_id
        contents = pointer.contents
        #: The view's width.
        self.width: float = contents.width
        #: The view's height.
        self.height: float = contents.height

    def _live_pointer(self) -> ctypes._Pointer[Dimensions]:
        if self._pointer is None:
            raise RuntimeError("ViewDimensions are valid only during the guide callback that received them")
        return self._pointer

    def __getitem__(self, guide: Guide) -> float:
        """``d[guide]``: the explicit value if the view has one, else the guide's default."""
        value = ctypes.c_double()
        check(library().ae_dimensions_get_value(self._live_pointer(), self._guide_id(guide), ctypes.byref(value)))
        return value.value

    def explicit(self, guide: Guide) -> float | None:
        """``d[explicit: guide]``: the view's explicit value for the guide, or ``None``."""
        has_value = ctypes.c_int()
        value = ctypes.c_double()
        check(
            library().ae_dimensions_get_explicit_value(
                self._live_pointer(), self._guide_id(guide), ctypes.byref(has_value), ctypes.byref(value)
            )
        )
        return value.value if has_value.value else None

    def _invalidate(self) -> None:
        self._pointer = None

    def __repr__(self) -> str:
        return f"ViewDimensions(width={self.width!r}, height={self.height!r})"
