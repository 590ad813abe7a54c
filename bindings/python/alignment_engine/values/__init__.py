"""The values views are made of and layouts answer, plain Python data that imports nothing of
the C library: geometry (``Rect``, ``Size``), ``UnitPoint`` and axis sets, alignment guides
and ``ViewDimensions``, view parameters (``Font``, ``EdgeInsets``...), layout value keys, and explanations."""

from .controls import (
    ButtonStyle, ControlSize, LabelStyle, ListSectionSpacing, ListStyle, PickerStyle, ProgressViewStyle, TextFieldStyle, ToggleStyle,
)
from .explanation import Explanation
from .geometry import Rect, Size
from .guides import Alignment, HorizontalAlignment, VerticalAlignment, ViewDimensions
from .layout_value_key import LayoutValueKey
from .parameters import ContentMode, EdgeInsets, Edges, Font, LayoutDirection, SafeAreaRegions, TextAlignment
from .text import DynamicTypeSize, FontWeight, FontWidth, ImageScale, SymbolSize, TextStyle, TruncationMode
from .unit_point import UnitPoint

__all__ = [
    "Rect", "Size", "UnitPoint", "Alignment", "HorizontalAlignment", "VerticalAlignment", "ViewDimensions",
    "ContentMode", "EdgeInsets", "Edges", "Font", "LayoutDirection", "SafeAreaRegions", "TextAlignment", "Explanation", "LayoutValueKey",
    "DynamicTypeSize", "FontWeight", "FontWidth", "ImageScale", "SymbolSize", "TextStyle", "TruncationMode",
    "ButtonStyle", "ControlSize", "LabelStyle", "ToggleStyle", "ProgressViewStyle", "TextFieldStyle", "PickerStyle", "ListStyle",
    "ListSectionSpacing",
]
