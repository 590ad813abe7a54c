"""The value types that views and modifiers take: layout direction, content mode, text
alignment, edges and insets, and fonts in the metrics model."""

from __future__ import annotations

import math
from dataclasses import dataclass, replace
from enum import Enum, IntEnum, IntFlag
from typing import ClassVar

from ._arguments import Where, member, real, type_error, value_error
from .text import FontWeight, FontWidth, TextStyle

__all__ = ["DEFAULT_PADDING", "LayoutDirection", "ContentMode", "TextAlignment", "Edges", "EdgeInsets", "SafeAreaRegions", "Font", "safe_area_insets"]

DEFAULT_PADDING = 16.0


class LayoutDirection(Enum):
    """SwiftUI's ``LayoutDirection``; values are the document's names."""

    left_to_right = "leftToRight"
    right_to_left = "rightToLeft"

    @classmethod
    def parse(cls, value: LayoutDirection | str, name: str = "direction", where: Where = "") -> LayoutDirection:
        """A direction from itself, ``"ltr"`` / ``"rtl"``, or ``"leftToRight"`` / ``"rightToLeft"``;
        else ``TypeError`` / ``ValueError`` naming the parameter ``name`` of the view ``where`` names."""
        if isinstance(value, LayoutDirection):
            return value
        names = {"ltr": cls.left_to_right, "rtl": cls.right_to_left, "leftToRight": cls.left_to_right, "rightToLeft": cls.right_to_left}
        if isinstance(value, str) and value in names:
            return names[value]
        expected = "a LayoutDirection, 'ltr', 'rtl', 'leftToRight' or 'rightToLeft'"
        raise value_error(name, where, expected, value) if isinstance(value, str) else type_error(name, where, expected, value)


class ContentMode(IntEnum):
    """``.aspectRatio``'s content mode."""

    fit = 0
    fill = 1


class TextAlignment(IntEnum):
    """``multilineTextAlignment``."""

    leading = 0
    center = 1
    trailing = 2


class Edges(IntFlag):
    """A set of edges for ``.padding(edges, length)`` (SwiftUI's ``Edge.Set``)."""

    top = 1
    leading = 2
    bottom = 4
    trailing = 8
    horizontal = leading | trailing
    vertical = top | bottom
    all = top | leading | bottom | trailing


@dataclass(frozen=True)
class EdgeInsets:
    """Insets per edge, as ``.padding(EdgeInsets(...))`` takes."""

    top: float = 0.0
    leading: float = 0.0
    bottom: float = 0.0
    trailing: float = 0.0

    def __post_init__(self) -> None:
        for edge in ("top", "leading", "bottom", "trailing"):
            object.__setattr__(self, edge, real(getattr(self, edge), f"EdgeInsets({edge})"))


class SafeAreaRegions(IntFlag):
    """The safe-area regions ``.ignores_safe_area`` ignores (SwiftUI's ``SafeAreaRegions``):
    the container's (the screen's insets, and what ``safe_area_inset`` and
    ``safe_area_padding`` add) and the software keyboard's (a layout has no keyboard)."""

    container = 1
    keyboard = 2
    all = container | keyboard


def safe_area_insets(
    value: EdgeInsets | tuple[float, float, float, float] | None, name: str, where: Where = ""
) -> EdgeInsets | None:
    """Safe-area insets given with a proposal: None (none), an ``EdgeInsets`` or a tuple
    ``(top, leading, bottom, trailing)``, each a finite number >= 0; else ``TypeError`` /
    ``ValueError`` naming the parameter ``name`` (and the view ``where`` names)."""
    if value is None:
        return None
    if isinstance(value, EdgeInsets):
        edges = (value.top, value.leading, value.bottom, value.trailing)
    elif isinstance(value, tuple) and len(value) == 4:
        edges = value
    else:
        raise type_error(name, where, "None, EdgeInsets or a tuple (top, leading, bottom, trailing)", value)
    names = ("top", "leading", "bottom", "trailing")
    return EdgeInsets(*(real(edge, f"{name}.{edge_name}", where, minimum=0) for edge_name, edge in zip(names, edges)))


@dataclass(frozen=True)
class Font:
    """A font in the engine's metrics model: every character is ``advance`` wide, lines are
    ``ascent + descent + leading`` tall.

    A font of a text style (``Font.body``, ``Font.title``, ``Font.system(TextStyle.caption)``)
    keeps its ``style`` and follows the Dynamic Type size of its environment; a font of
    metrics keeps its size. Its traits (``weight()``, ``bold()``, ``width()``, ``italic()``,
    ``monospaced()``, ``monospaced_digit()``, as SwiftUI's ``Font`` has them) change its
    advance by the engine's rule; the metrics are those of the font's own weight."""

    size: float
    ascent: float
    descent: float
    leading: float
    advance: float
    #: The text style the font is set in (a ``TextStyle`` name, ``"large_title"`` ...), or None.
    style: str | None = None
    font_weight: FontWeight | None = None
    is_bold: bool = False
    font_width: FontWidth | None = None
    is_italic: bool = False
    is_monospaced: bool = False
    is_monospaced_digit: bool = False

    body: ClassVar[Font]
    large_title: ClassVar[Font]
    title: ClassVar[Font]
    title2: ClassVar[Font]
    title3: ClassVar[Font]
    headline: ClassVar[Font]
    callout: ClassVar[Font]
    subheadline: ClassVar[Font]
    footnote: ClassVar[Font]
    caption: ClassVar[Font]
    caption2: ClassVar[Font]

    def __post_init__(self) -> None:
        for metric in ("size", "ascent", "descent", "leading", "advance"):
            object.__setattr__(self, metric, real(getattr(self, metric), f"Font({metric})", minimum=0))
        if self.style is not None:
            object.__setattr__(self, "style", member(self.style, TextStyle, "Font(style)").name)
        if self.font_weight is not None:
            object.__setattr__(self, "font_weight", member(self.font_weight, FontWeight, "Font(font_weight)"))
        if self.font_width is not None:
            object.__setattr__(self, "font_width", member(self.font_width, FontWidth, "Font(font_width)"))

    @classmethod
    def text_style(cls, size: float) -> Font:
        """The metrics-model font of ``size`` points by the text styles' rule (``TextStyle.font``):
        ascent ``round(0.78 s)``, descent ``s - ascent``, advance ``round(0.53 s)``, no
        leading; a font of fixed metrics (SwiftUI's ``Font.system(size:)``)."""
        ascent = float(_round_half_away(0.78 * size))
        return cls(size, ascent, size - ascent, 0, float(_round_half_away(0.53 * size)))

    @classmethod
    def system(cls, style: TextStyle | str, weight: FontWeight | str | None = None) -> Font:
        """``Font.system(_:weight:)``: the font of a text style (a ``TextStyle`` or its name),
        which follows the Dynamic Type size, in ``weight`` (None: the style's own)."""
        font: Font = getattr(cls, member(style, TextStyle, "Font.system(style)").name)
        return font if weight is None else font.weight(weight)

    def as_tuple(self) -> tuple[float, float, float, float, float]:
        """``(size, ascent, descent, leading, advance)``, the order of the C ``ae_font``."""
        return (self.size, self.ascent, self.descent, self.leading, self.advance)

    @property
    def has_traits(self) -> bool:
        """Whether the font names a text style or a trait (C's ``ae_font_traits``)."""
        return (self.style is not None or self.font_weight is not None or self.is_bold or self.font_width is not None
                or self.is_italic or self.is_monospaced or self.is_monospaced_digit)

    def traits(self) -> tuple[int, int, int, int, int, int, int]:
        """The ``ae_font_traits`` fields: text style, weight, width (-1: none), bold, italic,
        monospaced, monospaced digit (1 or 0)."""
        return (
            -1 if self.style is None else int(TextStyle[self.style]),
            -1 if self.font_weight is None else int(self.font_weight),
            -1 if self.font_width is None else int(self.font_width),
            int(self.is_bold), int(self.is_italic), int(self.is_monospaced), int(self.is_monospaced_digit),
        )

    def bold(self) -> Font:
        """``Font.bold()``: the emphasized weight of the font's style (bold for the titles,
        semibold for the other styles, bold for a font of its own metrics)."""
        return replace(self, is_bold=True, font_weight=None)

    def weight(self, weight: FontWeight | str) -> Font:
        """``Font.weight(_:)``: a ``FontWeight`` or its name."""
        return replace(self, font_weight=member(weight, FontWeight, "Font.weight(weight)"), is_bold=False)

    def width(self, width: FontWidth | str) -> Font:
        """``Font.width(_:)``: a ``FontWidth`` or its name."""
        return replace(self, font_width=member(width, FontWidth, "Font.width(width)"))

    def italic(self) -> Font:
        """``Font.italic()``."""
        return replace(self, is_italic=True)

    def monospaced(self) -> Font:
        """``Font.monospaced()``."""
        return replace(self, is_monospaced=True)

    def monospaced_digit(self) -> Font:
        """``Font.monospacedDigit()``."""
        return replace(self, is_monospaced_digit=True)


def _round_half_away(value: float) -> int:
    """Rounds as Swift's ``rounded()`` does (halves away from zero), not to even."""
    return int(math.floor(value + 0.5)) if value >= 0 else -int(math.floor(-value + 0.5))


#: SwiftUI's text styles (``Font.TextStyle``) at their default Dynamic Type sizes; each keeps
#: its style, so that a text set in it follows the Dynamic Type size. ``headline`` is
#: semibold with the metrics of ``body``.
_TEXT_STYLE_SIZES = {
    "large_title": 34, "title": 28, "title2": 22, "title3": 20, "headline": 17, "body": 17,
    "callout": 16, "subheadline": 15, "footnote": 13, "caption": 12, "caption2": 11,
}
for _name, _size in _TEXT_STYLE_SIZES.items():
    setattr(Font, _name, replace(Font.text_style(_size), style=_name))
del _name, _size


# ---- Modifiers ---------------------------------------------------------------------------
