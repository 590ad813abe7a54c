"""The modifiers of a view, as immutable records: each knows how to write itself into a
build program (``_apply``); ``View``'s modifier methods make them."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from .guides import Alignment, Guide, GuideFunction
from .parameters import ContentMode, EdgeInsets, LayoutDirection

if TYPE_CHECKING:
    from ._builder import BuildableView, Builder

__all__ = [
    "Modifier", "Frame", "FlexibleFrame", "Padding", "AlignmentGuide", "Offset", "FixedSize", "LayoutPriority",
    "Overlay", "Background", "AspectRatio", "Position", "Environment",
]

class Modifier:
    """A modifier of a view's chain."""

    def _content_view(self) -> BuildableView | None:
        """The view an overlay or background draws (None for other modifiers)."""
        return None

    def _apply(self, builder: Builder, view: int, content: int | None) -> None:
        raise NotImplementedError


@dataclass(frozen=True)
class Frame(Modifier):
    """``.frame(width:height:alignment:)``."""

    width: float | None
    height: float | None
    alignment: Alignment

    def _apply(self, builder: Builder, view: int, content: int | None) -> None:
        h, v = builder.alignment(self.alignment)
        builder.program.frame(view, self.width, self.height, h, v)


@dataclass(frozen=True)
class FlexibleFrame(Modifier):
    """``.frame(minWidth:idealWidth:maxWidth:minHeight:idealHeight:maxHeight:alignment:)``."""

    lengths: tuple[float | None, float | None, float | None, float | None, float | None, float | None]
    alignment: Alignment

    def _apply(self, builder: Builder, view: int, content: int | None) -> None:
        h, v = builder.alignment(self.alignment)
        builder.program.flexible_frame(view, self.lengths, h, v)


@dataclass(frozen=True)
class Padding(Modifier):
    """``.padding(EdgeInsets)``."""

    insets: EdgeInsets

    def _apply(self, builder: Builder, view: int, content: int | None) -> None:
        i = self.insets
        builder.program.padding(view, i.top, i.leading, i.bottom, i.trailing)


@dataclass(frozen=True)
class AlignmentGuide(Modifier):
    """``.alignmentGuide(guide) { d in … }``."""

    guide: Guide
    value: GuideFunction

    def _apply(self, builder: Builder, view: int, content: int | None) -> None:
        builder.flush()
        builder.tree.alignment_guide(view, self.guide, self.value)


@dataclass(frozen=True)
class Offset(Modifier):
    """``.offset(x:y:)``."""

    x: float
    y: float

    def _apply(self, builder: Builder, view: int, content: int | None) -> None:
        builder.program.offset(view, self.x, self.y)


@dataclass(frozen=True)
class FixedSize(Modifier):
    """``.fixedSize(horizontal:vertical:)``."""

    horizontal: bool
    vertical: bool

    def _apply(self, builder: Builder, view: int, content: int | None) -> None:
        builder.program.fixed_size(view, self.horizontal, self.vertical)


@dataclass(frozen=True)
class LayoutPriority(Modifier):
    """``.layoutPriority(_:)``."""

    priority: float

    def _apply(self, builder: Builder, view: int, content: int | None) -> None:
        builder.program.layout_priority(view, self.priority)


@dataclass(frozen=True)
class Overlay(Modifier):
    """``.overlay(alignment:content:)``."""

    content: BuildableView
    alignment: Alignment

    def _content_view(self) -> BuildableView | None:
        return self.content

    def _apply(self, builder: Builder, view: int, content: int | None) -> None:
        assert content is not None
        h, v = builder.alignment(self.alignment)
        builder.program.overlay(view, content, h, v)


@dataclass(frozen=True)
class Background(Modifier):
    """``.background(alignment:content:)``."""

    content: BuildableView
    alignment: Alignment

    def _content_view(self) -> BuildableView | None:
        return self.content

    def _apply(self, builder: Builder, view: int, content: int | None) -> None:
        assert content is not None
        h, v = builder.alignment(self.alignment)
        builder.program.background(view, content, h, v)


@dataclass(frozen=True)
class AspectRatio(Modifier):
    """``.aspectRatio(_:contentMode:)``."""

    ratio: float | None
    content_mode: ContentMode

    def _apply(self, builder: Builder, view: int, content: int | None) -> None:
        builder.program.aspect_ratio(view, self.ratio, self.content_mode == ContentMode.fill)


@dataclass(frozen=True)
class Position(Modifier):
    """``.position(x:y:)``."""

    x: float
    y: float

    def _apply(self, builder: Builder, view: int, content: int | None) -> None:
        builder.program.position(view, self.x, self.y)


@dataclass(frozen=True)
class Environment(Modifier):
    """``.environment(\\.layoutDirection, …)``."""

    layout_direction: LayoutDirection

    def _apply(self, builder: Builder, view: int, content: int | None) -> None:
        builder.program.layout_direction(view, self.layout_direction == LayoutDirection.right_to_left)
