"""The modifiers of a view, as immutable records: each knows how to write itself into a
build program (``_apply``); ``View``'s modifier methods make them."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, ClassVar, Sequence

from . import _arguments as arguments
from .guides import Alignment, Guide, GuideFunction
from .parameters import DEFAULT_PADDING, ContentMode, EdgeInsets, Edges, LayoutDirection

if TYPE_CHECKING:
    from ._builder import BuildableView, Builder
    from ._tree import Tree

__all__ = [
    "Modifier", "Frame", "FlexibleFrame", "Padding", "AlignmentGuide", "Offset", "FixedSize", "LayoutPriority",
    "Overlay", "Background", "AspectRatio", "Position", "Environment",
    "frame_modifier", "padding_modifier", "aspect_ratio_modifier",
]

class Modifier:
    """A modifier of a view's chain. Those whose parameters can be changed in a laid-out tree
    (``LayoutSession``) implement ``_set``."""

    #: How messages name the modifier (``.frame(width:height:)``).
    label: ClassVar[str] = "modifier"

    def _content_view(self) -> BuildableView | None:
        """The view an overlay or background draws (None for other modifiers)."""
        return None

    def _apply(self, builder: Builder, view: int, content: int | None) -> None:
        raise NotImplementedError

    def _set(self, tree: Tree, view: int, index: int) -> None:
        """Gives modifier ``index`` of ``view`` (one of this kind) this modifier's parameters."""
        raise TypeError(f"{self.label} cannot be changed in a laid-out tree")


#: The names of a flexible frame's lengths, in the order ``FlexibleFrame.lengths`` holds them.
_FLEXIBLE_NAMES = ("min_width", "ideal_width", "max_width", "min_height", "ideal_height", "max_height")


def frame_modifier(
    width: float | None, height: float | None, alignment: Alignment, flexible: Sequence[float | None], call: str, where: arguments.Where
) -> Frame | FlexibleFrame:
    """``.frame(width:height:alignment:)``, or the flexible frame when any of ``flexible`` (min,
    ideal, max width, then height) is given; mixing the two forms is a ``ValueError``.
    ``call`` names the method and ``where`` the view in messages about bad arguments."""
    arguments.instance(alignment, Alignment, f"{call}(alignment)", where)
    if any(v is not None for v in flexible):
        if width is not None or height is not None:
            raise ValueError(f"{arguments.label(call, where)}: width/height cannot be mixed with min/ideal/max values")
        lengths = tuple(
            arguments.optional_real(value, f"{call}({name})", where, minimum=0, infinite=name.startswith("max"))
            for name, value in zip(_FLEXIBLE_NAMES, flexible)
        )
        return FlexibleFrame(lengths, alignment)  # type: ignore[arg-type]
    return Frame(
        arguments.optional_real(width, f"{call}(width)", where, minimum=0), arguments.optional_real(height, f"{call}(height)", where, minimum=0), alignment
    )


def padding_modifier(edges: float | Edges | EdgeInsets | None, length: float | None, call: str, where: arguments.Where) -> Padding:
    """``.padding()`` (16 on every edge), ``.padding(8)``, ``.padding(Edges.horizontal, 4)``
    (``length`` None = 16), or ``.padding(EdgeInsets(top=…))``; ``call`` and ``where`` name
    the method and the view in messages about bad arguments."""
    if isinstance(edges, EdgeInsets):
        return Padding(edges)
    if isinstance(edges, Edges):
        value = DEFAULT_PADDING if length is None else arguments.real(length, f"{call}(length)", where)
        return Padding(EdgeInsets(*(value if edge in edges else 0.0 for edge in (Edges.top, Edges.leading, Edges.bottom, Edges.trailing))))
    if length is not None:
        raise TypeError(f"{arguments.label(f'{call}(length)', where)}: a length goes with Edges, not with {edges!r}")
    value = DEFAULT_PADDING if edges is None else arguments.real(edges, f"{call}(edges)", where)
    return Padding(EdgeInsets(value, value, value, value))


def aspect_ratio_modifier(ratio: float | None, content_mode: ContentMode | str, call: str, where: arguments.Where) -> AspectRatio:
    """``.aspectRatio(_:contentMode:)`` with the mode as a ``ContentMode`` or its name; ``call``
    and ``where`` name the method and the view in messages about bad arguments."""
    mode = arguments.member(content_mode, ContentMode, f"{call}(content_mode)", where)
    return AspectRatio(arguments.optional_real(ratio, f"{call}(ratio)", where, positive=True), mode)


@dataclass(frozen=True)
class Frame(Modifier):
    """``.frame(width:height:alignment:)``."""

    label = ".frame(width:height:)"

    width: float | None
    height: float | None
    alignment: Alignment

    def _apply(self, builder: Builder, view: int, content: int | None) -> None:
        h, v = builder.alignment(self.alignment)
        builder.program.frame(view, self.width, self.height, h, v)

    def _set(self, tree: Tree, view: int, index: int) -> None:
        tree.set_frame(view, index, self.width, self.height, self.alignment)


@dataclass(frozen=True)
class FlexibleFrame(Modifier):
    """``.frame(minWidth:idealWidth:maxWidth:minHeight:idealHeight:maxHeight:alignment:)``."""

    label = ".frame(minWidth:…)"

    lengths: tuple[float | None, float | None, float | None, float | None, float | None, float | None]
    alignment: Alignment

    def _apply(self, builder: Builder, view: int, content: int | None) -> None:
        h, v = builder.alignment(self.alignment)
        builder.program.flexible_frame(view, self.lengths, h, v)

    def _set(self, tree: Tree, view: int, index: int) -> None:
        tree.set_flexible_frame(view, index, self.lengths, self.alignment)


@dataclass(frozen=True)
class Padding(Modifier):
    """``.padding(EdgeInsets)``."""

    label = ".padding"

    insets: EdgeInsets

    def _apply(self, builder: Builder, view: int, content: int | None) -> None:
        i = self.insets
        builder.program.padding(view, i.top, i.leading, i.bottom, i.trailing)

    def _set(self, tree: Tree, view: int, index: int) -> None:
        i = self.insets
        tree.set_padding(view, index, i.top, i.leading, i.bottom, i.trailing)


@dataclass(frozen=True)
class AlignmentGuide(Modifier):
    """``.alignmentGuide(guide) { d in … }``."""

    label = ".alignmentGuide"

    guide: Guide
    value: GuideFunction

    def _apply(self, builder: Builder, view: int, content: int | None) -> None:
        builder.flush()
        builder.tree.alignment_guide(view, self.guide, self.value)


@dataclass(frozen=True)
class Offset(Modifier):
    """``.offset(x:y:)``."""

    label = ".offset"

    x: float
    y: float

    def _apply(self, builder: Builder, view: int, content: int | None) -> None:
        builder.program.offset(view, self.x, self.y)

    def _set(self, tree: Tree, view: int, index: int) -> None:
        tree.set_offset(view, index, self.x, self.y)


@dataclass(frozen=True)
class FixedSize(Modifier):
    """``.fixedSize(horizontal:vertical:)``."""

    label = ".fixedSize"

    horizontal: bool
    vertical: bool

    def _apply(self, builder: Builder, view: int, content: int | None) -> None:
        builder.program.fixed_size(view, self.horizontal, self.vertical)

    def _set(self, tree: Tree, view: int, index: int) -> None:
        tree.set_fixed_size(view, index, self.horizontal, self.vertical)


@dataclass(frozen=True)
class LayoutPriority(Modifier):
    """``.layoutPriority(_:)``."""

    label = ".layoutPriority"

    priority: float

    def _apply(self, builder: Builder, view: int, content: int | None) -> None:
        builder.program.layout_priority(view, self.priority)

    def _set(self, tree: Tree, view: int, index: int) -> None:
        tree.set_layout_priority(view, index, self.priority)


@dataclass(frozen=True)
class Overlay(Modifier):
    """``.overlay(alignment:content:)``."""

    label = ".overlay"

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

    label = ".background"

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

    label = ".aspectRatio"

    ratio: float | None
    content_mode: ContentMode

    def _apply(self, builder: Builder, view: int, content: int | None) -> None:
        builder.program.aspect_ratio(view, self.ratio, self.content_mode == ContentMode.fill)

    def _set(self, tree: Tree, view: int, index: int) -> None:
        tree.set_aspect_ratio(view, index, self.ratio, self.content_mode)


@dataclass(frozen=True)
class Position(Modifier):
    """``.position(x:y:)``."""

    label = ".position"

    x: float
    y: float

    def _apply(self, builder: Builder, view: int, content: int | None) -> None:
        builder.program.position(view, self.x, self.y)

    def _set(self, tree: Tree, view: int, index: int) -> None:
        tree.set_position(view, index, self.x, self.y)


@dataclass(frozen=True)
class Environment(Modifier):
    """``.environment(\\.layoutDirection, …)``."""

    label = ".environment(\\.layoutDirection)"

    layout_direction: LayoutDirection

    def _apply(self, builder: Builder, view: int, content: int | None) -> None:
        builder.program.layout_direction(view, self.layout_direction == LayoutDirection.right_to_left)
