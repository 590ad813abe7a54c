"""The values of text and symbols: font weights and widths, truncation modes, Dynamic Type
sizes, image scales, text styles and symbol sizes, with the numbers the C library takes for
them (``AE_FONT_WEIGHT_*`` ...)."""

from __future__ import annotations

from dataclasses import dataclass
from enum import IntEnum

from ._arguments import real

__all__ = [
    "FontWeight", "FontWidth", "TruncationMode", "DynamicTypeSize", "ImageScale", "TextStyle", "SymbolSize", "TextModifierKey",
]


class FontWeight(IntEnum):
    """SwiftUI's ``Font.Weight``, lightest first; a weight widens characters by 2 % per hundred
    of weight class from the font's own weight (an assumed rule: docs/decisions.md)."""

    ultra_light = 0
    thin = 1
    light = 2
    regular = 3
    medium = 4
    semibold = 5
    bold = 6
    heavy = 7
    black = 8

    @property
    def weight_class(self) -> int:
        """OpenType's ``usWeightClass``: 100 (ultra light) ... 900 (black)."""
        return 100 * (self.value + 1)


class FontWidth(IntEnum):
    """SwiftUI's ``Font.Width``."""

    compressed = 0
    condensed = 1
    standard = 2
    expanded = 3


class TruncationMode(IntEnum):
    """SwiftUI's ``Text.TruncationMode``: where a truncated text's last line loses characters."""

    head = 0
    tail = 1
    middle = 2


class DynamicTypeSize(IntEnum):
    """SwiftUI's ``DynamicTypeSize``; ``large`` is the default."""

    x_small = 0
    small = 1
    medium = 2
    large = 3
    x_large = 4
    xx_large = 5
    xxx_large = 6
    accessibility1 = 7
    accessibility2 = 8
    accessibility3 = 9
    accessibility4 = 10
    accessibility5 = 11

    @property
    def swiftui_name(self) -> str:
        """SwiftUI's (and the document format's) name: ``xSmall`` ... ``accessibility5``."""
        head, *rest = self.name.split("_")
        return head + "".join(part.capitalize() for part in rest)

    @classmethod
    def from_swiftui_name(cls, name: str) -> DynamicTypeSize:
        """The size SwiftUI calls ``name`` (``"xxxLarge"``); ``ValueError`` for another name."""
        for size in cls:
            if size.swiftui_name == name:
                return size
        raise ValueError(f"{name!r} is not a Dynamic Type size (xSmall, small, medium, large, xLarge, xxLarge, xxxLarge, accessibility1 ... accessibility5)")


class ImageScale(IntEnum):
    """SwiftUI's ``Image.Scale``: 0.8, 1 and 1.3 of the font's point size for symbols."""

    small = 0
    medium = 1
    large = 2


class TextStyle(IntEnum):
    """SwiftUI's ``Font.TextStyle`` (``AE_TEXT_STYLE_*``)."""

    large_title = 0
    title = 1
    title2 = 2
    title3 = 3
    headline = 4
    body = 5
    callout = 6
    subheadline = 7
    footnote = 8
    caption = 9
    caption2 = 10


class TextModifierKey(IntEnum):
    """The text modifiers of the C library (``AE_TEXT_MODIFIER_*``)."""

    font = 0
    font_weight = 1
    bold = 2
    italic = 3
    monospaced = 4
    monospaced_digit = 5
    font_width = 6
    kerning = 7
    tracking = 8
    baseline_offset = 9
    minimum_scale_factor = 10
    truncation_mode = 11
    allows_tightening = 12
    dynamic_type_size = 13
    image_scale = 14


@dataclass(frozen=True)
class SymbolSize:
    """The box of an SF Symbol at the medium scale, in ems of its font's point size (the
    default is a square of 1 em)."""

    width: float
    height: float

    def __post_init__(self) -> None:
        object.__setattr__(self, "width", real(self.width, "SymbolSize(width)", minimum=0))
        object.__setattr__(self, "height", real(self.height, "SymbolSize(height)", minimum=0))
