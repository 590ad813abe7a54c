"""The stacks: ``HStack``, ``VStack`` and ``ZStack``."""

from __future__ import annotations

from typing import TYPE_CHECKING, Iterable

from ..values import _arguments as arguments
from ..values.guides import Alignment, HorizontalAlignment, VerticalAlignment
from .view import View, _children

if TYPE_CHECKING:
    from ._builder import Builder

__all__ = ["HStack", "VStack", "ZStack"]


class HStack(View):
    """``HStack(alignment:spacing:) { children }``; ``spacing`` None = SwiftUI's default."""

    __slots__ = ("children", "alignment", "spacing")
    type_name = "HStack"

    def __init__(self, *children: View, alignment: VerticalAlignment = VerticalAlignment.center, spacing: float | None = None) -> None:
        super().__init__()
        name = self.type_name
        object.__setattr__(self, "children", _children(children, name))
        object.__setattr__(self, "alignment", arguments.instance(alignment, VerticalAlignment, f"{name}(alignment)"))
        object.__setattr__(self, "spacing", arguments.optional_real(spacing, f"{name}(spacing)"))

    def _emit(self, builder: Builder) -> int:
        return builder.program.hstack(builder.guide(self.alignment), self.spacing)

    def _content(self, builder: Builder, view_id: int) -> Iterable[View]:
        return self.children


class VStack(View):
    """``VStack(alignment:spacing:) { children }``; ``spacing`` None = SwiftUI's default."""

    __slots__ = ("children", "alignment", "spacing")
    type_name = "VStack"

    def __init__(
        self, *children: View, alignment: HorizontalAlignment = HorizontalAlignment.center, spacing: float | None = None
    ) -> None:
        super().__init__()
        name = self.type_name
        object.__setattr__(self, "children", _children(children, name))
        object.__setattr__(self, "alignment", arguments.instance(alignment, HorizontalAlignment, f"{name}(alignment)"))
        object.__setattr__(self, "spacing", arguments.optional_real(spacing, f"{name}(spacing)"))

    def _emit(self, builder: Builder) -> int:
        return builder.program.vstack(builder.guide(self.alignment), self.spacing)

    def _content(self, builder: Builder, view_id: int) -> Iterable[View]:
        return self.children


class ZStack(View):
    """``ZStack(alignment:) { children }``."""

    __slots__ = ("children", "alignment")
    type_name = "ZStack"

    def __init__(self, *children: View, alignment: Alignment = Alignment.center) -> None:
        super().__init__()
        object.__setattr__(self, "children", _children(children, "ZStack"))
        object.__setattr__(self, "alignment", arguments.instance(alignment, Alignment, "ZStack(alignment)"))

    def _emit(self, builder: Builder) -> int:
        h, v = builder.alignment(self.alignment)
        return builder.program.zstack(h, v)

    def _content(self, builder: Builder, view_id: int) -> Iterable[View]:
        return self.children
