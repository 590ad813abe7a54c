"""Sizes that follow Dynamic Type, from the C library's table: ``scaled_value`` (SwiftUI's
``@ScaledMetric``) and ``text_style_font`` (a text style's font at a Dynamic Type size)."""

from __future__ import annotations

import ctypes

from .library import check, library
from ..values import _arguments as arguments
from ..values.parameters import Font
from ..values.text import DynamicTypeSize, TextStyle

__all__ = ["scaled_value", "text_style_font"]


def scaled_value(value: float, relative_to: TextStyle | str = TextStyle.body, at: DynamicTypeSize | str = DynamicTypeSize.large) -> float:
    """``@ScaledMetric(relativeTo:)`` of ``value`` at Dynamic Type size ``at``: measured for
    ``body`` at large (x 1), medium (16.333 / 17, Jared Sinclair 2024) and accessibility5
    (48 / 17, iOS 11); elsewhere the style's point size ratio (assumed; docs/decisions.md)."""
    number = arguments.real(value, "scaled_value(value)")
    style = arguments.member(relative_to, TextStyle, "scaled_value(relative_to)")
    size = arguments.member(at, DynamicTypeSize, "scaled_value(at)")
    out = ctypes.c_double()
    check(library().ae_text_style_scaled_value(int(style), number, int(size), ctypes.byref(out)))
    return out.value


def text_style_font(style: TextStyle | str, at: DynamicTypeSize | str = DynamicTypeSize.large) -> Font:
    """The metrics-model font of a text style at Dynamic Type size ``at`` (its point size
    from Apple's table), as a font of fixed metrics."""
    checked = arguments.member(style, TextStyle, "text_style_font(style)")
    size = arguments.member(at, DynamicTypeSize, "text_style_font(at)")
    out = (ctypes.c_double * 5)()
    check(library().ae_font_get_text_style_at(int(checked), int(size), out))
    return Font(*out)
