"""The text modifiers (``.font``, ``.fontWeight``, ``.bold``, ``.dynamicTypeSize``,
``.imageScale`` ...): one ``ModifierKind`` each, added to ``MODIFIERS``. Each sets a value for
every Text and symbol image inside the view it modifies, the nearest setting winning; all
but ``.font`` and the Dynamic Type size range are one C text modifier
(``ae_view_apply_text_modifier``, ``AE_OP_TEXT_MODIFIER``) and change in place with
``ae_view_set_text_modifier``."""

from __future__ import annotations

import math
from typing import TYPE_CHECKING, Any, Callable

from ..values import _arguments as arguments
from ..values.parameters import Font
from ..values.text import DynamicTypeSize, FontWeight, FontWidth, ImageScale, TextModifierKey, TruncationMode
from .modifiers import MODIFIERS, ModifierKind, Parameter, _tree_call

if TYPE_CHECKING:
    from ._builder import Builder

__all__ = [
    "FontModifier", "FontWeightModifier", "Bold", "Italic", "Monospaced", "MonospacedDigit", "FontWidthModifier", "Kerning",
    "Tracking", "BaselineOffset", "MinimumScaleFactor", "TruncationModeModifier", "AllowsTightening", "DynamicTypeSizeModifier",
    "DynamicTypeSizeRange", "ImageScaleModifier", "TEXT_MODIFIERS",
]

Check = Callable[[Any, str, arguments.Where], Any]


def _text_modifier(name: str, label: str, key: TextModifierKey, parameter: str, check: Check, number: Callable[[Any], float]) -> ModifierKind:
    """A modifier that is C's text modifier ``key``, its value ``number(value)``."""
    return ModifierKind(
        name, label, (Parameter(parameter, check),), "ae_view_apply_text_modifier", "ae_view_set_text_modifier",
        apply=lambda b, view, m, _: b.program.text_modifier(view, key, number(m.values[0])),
        change=lambda tree, view, index, m: tree.set_text_modifier(view, index, key, number(m.values[0])),
    )


def _member(kind: type, optional: bool = False) -> Check:
    """The check of a member of enum ``kind`` (or its name; None when ``optional``)."""
    def check(value: Any, name: str, where: arguments.Where) -> Any:
        return None if optional and value is None else arguments.member(value, kind, name, where)
    return check


def _enum_number(value: Any) -> float:
    """An enum member's number; None as ``AE_UNSPECIFIED``."""
    return math.nan if value is None else float(value)


def _flag(value: bool) -> float:
    return 1.0 if value else 0.0


def _points(value: Any, name: str, where: arguments.Where) -> float:
    return arguments.real(value, name, where)


def _scale_factor(value: Any, name: str, where: arguments.Where) -> float:
    factor = arguments.real(value, name, where, minimum=0)
    if factor > 1:
        raise arguments.value_error(name, where, "a number from 0 to 1", value)
    return factor


def _apply_font(builder: Builder, view: int, font: Font) -> None:
    """``.font(_:)`` through ``Tree.apply_font``: a style's font without metrics."""
    metrics = None if font.style is not None else font.as_tuple()
    _tree_call(builder, builder.tree.apply_font, view, metrics, font.traits() if font.has_traits else None)


def _apply_range(builder: Builder, view: int, minimum: DynamicTypeSize, maximum: DynamicTypeSize) -> None:
    builder.program.dynamic_type_size_range(view, int(minimum), int(maximum))


FontModifier = ModifierKind(
    "FontModifier", ".font", (Parameter("font", lambda value, name, where: arguments.instance(value, Font, name, where)),),
    "ae_view_apply_font", None,
    apply=lambda b, view, m, _: _apply_font(b, view, m.values[0]),
)
FontWeightModifier = _text_modifier("FontWeightModifier", ".fontWeight", TextModifierKey.font_weight, "weight", _member(FontWeight, True), _enum_number)
Bold = _text_modifier("Bold", ".bold", TextModifierKey.bold, "is_active", arguments.boolean, _flag)
Italic = _text_modifier("Italic", ".italic", TextModifierKey.italic, "is_active", arguments.boolean, _flag)
Monospaced = _text_modifier("Monospaced", ".monospaced", TextModifierKey.monospaced, "is_active", arguments.boolean, _flag)
MonospacedDigit = _text_modifier("MonospacedDigit", ".monospacedDigit", TextModifierKey.monospaced_digit, "is_active", arguments.boolean, _flag)
FontWidthModifier = _text_modifier("FontWidthModifier", ".fontWidth", TextModifierKey.font_width, "width", _member(FontWidth, True), _enum_number)
Kerning = _text_modifier("Kerning", ".kerning", TextModifierKey.kerning, "kerning", _points, float)
Tracking = _text_modifier("Tracking", ".tracking", TextModifierKey.tracking, "tracking", _points, float)
BaselineOffset = _text_modifier("BaselineOffset", ".baselineOffset", TextModifierKey.baseline_offset, "offset", _points, float)
MinimumScaleFactor = _text_modifier(
    "MinimumScaleFactor", ".minimumScaleFactor", TextModifierKey.minimum_scale_factor, "factor", _scale_factor, float)
TruncationModeModifier = _text_modifier(
    "TruncationModeModifier", ".truncationMode", TextModifierKey.truncation_mode, "mode", _member(TruncationMode), _enum_number)
AllowsTightening = _text_modifier("AllowsTightening", ".allowsTightening", TextModifierKey.allows_tightening, "flag", arguments.boolean, _flag)
DynamicTypeSizeModifier = _text_modifier(
    "DynamicTypeSizeModifier", ".dynamicTypeSize", TextModifierKey.dynamic_type_size, "size", _member(DynamicTypeSize), _enum_number)
DynamicTypeSizeRange = ModifierKind(
    "DynamicTypeSizeRange", ".dynamicTypeSize(range)",
    (Parameter("minimum", _member(DynamicTypeSize)), Parameter("maximum", _member(DynamicTypeSize))),
    "ae_view_apply_dynamic_type_size_range", None,
    apply=lambda b, view, m, _: _apply_range(b, view, *m.values),
)
ImageScaleModifier = _text_modifier("ImageScaleModifier", ".imageScale", TextModifierKey.image_scale, "scale", _member(ImageScale), _enum_number)

#: The text modifiers, by the name of their kind (all in ``MODIFIERS`` too).
TEXT_MODIFIERS: dict[str, ModifierKind] = {
    kind.name: kind
    for kind in (
        FontModifier, FontWeightModifier, Bold, Italic, Monospaced, MonospacedDigit, FontWidthModifier, Kerning, Tracking,
        BaselineOffset, MinimumScaleFactor, TruncationModeModifier, AllowsTightening, DynamicTypeSizeModifier,
        DynamicTypeSizeRange, ImageScaleModifier,
    )
}
MODIFIERS.update(TEXT_MODIFIERS)

