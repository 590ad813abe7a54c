"""``.containerRelativeFrame``: a view sized as a part of its container, the nearest
enclosing ``ScrollView`` or else the layout's proposal, as an immutable modifier record."""

from __future__ import annotations

import ctypes
from dataclasses import dataclass
from typing import TYPE_CHECKING, Callable, Optional

from .grid_modifiers import _direct
from .guides import Alignment
from .modifiers import Modifier

if TYPE_CHECKING:
    from ._builder import Builder

__all__ = ["ContainerRelativeFrame", "LengthFunction"]

#: The closure form's function: ``length(container_length, axis)`` with axis ``"horizontal"``
#: or ``"vertical"``, answering the frame's length (a number >= 0).
LengthFunction = Callable[[float, str], float]


@dataclass(frozen=True)
class ContainerRelativeFrame(Modifier):
    """``.containerRelativeFrame(_:count:span:spacing:alignment:)``: on ``axes`` (C axis bits)
    ``span`` of ``count`` columns ``spacing`` apart in the container's length, by Apple's
    ``(length - spacing * (count - 1)) / count * span + spacing * (span - 1)``; or, with
    ``length``, the closure form ``.containerRelativeFrame(_:alignment:_:)``."""

    label = ".containerRelativeFrame"

    axes: int
    alignment: Alignment
    count: int = 1
    span: int = 1
    spacing: float = 0.0
    length: Optional[LengthFunction] = None

    def _apply(self, builder: Builder, view: int, content: int | None) -> None:
        horizontal, vertical = builder.alignment(self.alignment)
        if self.length is None:
            _direct(builder, "ae_view_apply_container_relative_frame", view, self.axes, self.count, self.span,
                    ctypes.c_double(self.spacing), horizontal, vertical)
        else:
            builder.flush()
            builder.tree.apply_container_relative_length(view, self.axes, self.length, horizontal, vertical)
