"""Text weights, widths, tracking, fits, Dynamic Type and SF Symbols from Python, with the
Swift tests' numbers and sources (the metrics model's body: 9 a character, 17 a line)."""

from __future__ import annotations

import math
import warnings

import pytest

from alignment_engine import (
    DynamicTypeSize, Font, FontWeight, HStack, Image, LayoutSession, LayoutWarning, SymbolSize, Text, TextStyle, VStack,
    VerticalAlignment, layout, layout_document, scaled_value, text_style_font,
)
from alignment_engine.errors import InvalidTreeError, InvalidValueError, LayoutError
from alignment_engine.views.fonts import font_face, font_text

#: SF's cap height, 1443 of 2048 units (Capsize, from the system font's files).
CAP_HEIGHT = 1443 / 2048


def width(view: Text) -> float:
    return layout(view.id("t"))["t"].frame.width


def test_weights_widths_and_spacing_follow_the_documented_rule() -> None:
    # 2 % per hundred of weight class from the font's own weight (assumed); .bold() is the
    # emphasized weight of the style (HIG: semibold for body, bold for the titles).
    assert width(Text("abcd")) == 36
    assert width(Text("abcd").bold()) == pytest.approx(4 * 9 * 1.04)
    assert width(Text("ab", font=Font.title.bold())) == pytest.approx(2 * 15 * 1.06)
    assert width(Text("abcd").font_weight("black")) == pytest.approx(4 * 9 * 1.10)
    assert width(Text("abcd", font=Font.headline)) == 36
    assert width(Text("abcd").font_width("condensed")) == 27
    assert width(Text("abcd").italic()) == pytest.approx(36 * 873 / 853)
    # Kerning follows every character, tracking only those between (Apple's docs).
    assert width(Text("abcd").kerning(2)) == 44
    assert width(Text("abcd").tracking(2)) == 42
    result = layout(HStack(Text("a").id("plain"), Text("b").baseline_offset(5).id("raised"), alignment=VerticalAlignment.first_text_baseline, spacing=0))
    assert tuple(result["plain"].frame) == (0, 5, 9, 17)
    assert tuple(result["raised"].frame) == (9, 0, 9, 22)


def test_the_nearest_setting_wins() -> None:
    result = layout(VStack(Text("abcd").id("inherits"), Text("abcd").font_weight(None).id("own")).font_weight(FontWeight.heavy).font(Font.title))
    assert result["inherits"].frame.width == pytest.approx(4 * 15 * 1.08)
    assert result["own"].frame.width == 60


def test_results_say_which_texts_were_truncated_or_shrunk() -> None:
    result = layout(VStack(
        Text("Hello World", line_limit=1).minimum_scale_factor(0.5).frame(width=80).id("shrinks"),
        Text("Hello World", line_limit=1).minimum_scale_factor(0.9).frame(width=80).id("floor"),
        Text("abcdefghijklmnop", line_limit=1).truncation_mode("head").frame(width=99).id("head"),
        Text("Hello").id("fits"),
    ))
    assert result["shrinks"].scale == pytest.approx(80 / 99) and result["shrinks"].truncated is False
    assert result["shrinks"].frame.height == pytest.approx(17 * 80 / 99)
    assert result["floor"].scale == 0.9 and result["floor"].truncated is True
    assert result["head"].truncated is True and result["head"].scale == 1
    assert result["fits"].truncated is False and result["fits"].scale == 1
    assert result[0].truncated is None and result[0].scale is None
    # Every Text at once, as a layout check reads them.
    assert [(text.id, text.truncated) for text in result.texts] == [("shrinks", False), ("floor", True), ("head", True), ("fits", False)]
    assert result.to_dict()["views"][2]["truncated"] is True
    assert "truncated" not in result.to_dict()["views"][4]


def test_dynamic_type_for_a_tree_a_subtree_and_a_range() -> None:
    # HIG Typography: body is 40 points at accessibility3, 14 at xSmall; title 34 at xxxLarge.
    result = layout(VStack(
        Text("Hello").id("body"),
        Text("Hello", font=Font(17, 13, 4, 0, 9)).id("fixed"),
        Text("a").dynamic_type_size("x_small").id("small"),
        VStack(Text("a").id("clamped")).font(Font.title).dynamic_type_size(maximum=DynamicTypeSize.xxx_large),
    ), dynamic_type_size="accessibility3")
    assert tuple(result["body"].frame)[2:] == (105, 40)
    assert result["fixed"].frame.height == 17
    assert result["small"].frame.height == 14
    assert result["clamped"].frame.height == 34
    for size in DynamicTypeSize:
        sizes = [text_style_font(style, size).size for style in TextStyle]
        heights = [layout(Text("a", font=Font.system(style)).id("t"), dynamic_type_size=size)["t"].frame.height for style in TextStyle]
        assert heights == sizes


def test_a_session_changes_the_dynamic_type_size_in_place() -> None:
    view = VStack(Text("styled").id("styled"), Text("x").dynamic_type_size("x_small").id("small"), spacing=0)
    with LayoutSession(view) as session:
        assert session.layout()["styled"].frame.height == 17
        session.set_dynamic_type_size("accessibility1")
        assert session.layout()["styled"].frame.height == 28
        session.set_dynamic_type_size("xx_large", "small")
        assert session.layout()["small"].frame.height == 21
        session.set_font("styled", Font.caption)
        assert session.layout()["styled"].frame.height == 22
        with pytest.raises(InvalidTreeError):
            session.set_font_weight("styled", "bold")


def test_scaled_values() -> None:
    # Jared Sinclair (2024): 17 at large, 16.333 at medium, relative to body; iOS 11: 48 at AX5.
    assert scaled_value(17) == 17
    assert scaled_value(17, at="medium") == pytest.approx(16.333, abs=1e-3)
    assert scaled_value(17, relative_to="body", at=DynamicTypeSize.accessibility5) == pytest.approx(48)


def test_symbols_are_sized_from_their_font() -> None:
    result = layout(HStack(
        Image(system_name="star").id("star"),
        Image(system_name="star.fill").image_scale("large").id("large"),
        Text("Hi").id("text"),
        Image(system_name="tall", symbol_size=(0.5, 1.2)).id("given"),
        alignment=VerticalAlignment.first_text_baseline, spacing=0,
    ))
    large_baseline = (22.1 + 17 * CAP_HEIGHT) / 2
    assert tuple(result["large"].frame) == pytest.approx((17, 0, 22.1, 22.1))
    assert tuple(result["star"].frame) == pytest.approx((0, large_baseline - (17 + 17 * CAP_HEIGHT) / 2, 17, 17))
    assert result["text"].frame.y == pytest.approx(large_baseline - 13)
    assert tuple(result["given"].frame)[2:] == pytest.approx((8.5, 20.4))
    assert layout(Image(system_name="gear").font(Font.title).id("g"))["g"].frame.width == 28
    assert layout(Image(system_name="gear").id("g"), dynamic_type_size="accessibility3")["g"].frame.width == 40


def test_an_unknown_symbol_is_a_warning_and_the_default_square() -> None:
    with pytest.warns(LayoutWarning, match=r"view 'x': Image\(systemName: \"no.such\"\) is not a symbol the engine knows"):
        result = layout(Image(system_name="no.such").id("x"))
    assert tuple(result["x"].frame) == (0, 0, 17, 17)
    assert len(result.warnings) == 1
    with warnings.catch_warnings():
        warnings.simplefilter("error")
        sized = layout(Image(system_name="no.such").id("x"), symbols={"no.such": SymbolSize(2, 1)})
    assert tuple(sized["x"].frame) == (0, 0, 34, 17)
    assert sized.warnings == []


def test_documents_report_fits_and_warnings() -> None:
    doc = {"dynamicTypeSize": "accessibility3", "root": {"type": "VStack", "children": [
        {"type": "Text", "id": "t", "text": "Hello World", "lineLimit": 1, "modifiers": [{"minimumScaleFactor": 0.5}, {"frame": {"width": 200}}]},
        {"type": "Image", "id": "s", "systemName": "no.such"},
    ]}}
    with pytest.warns(LayoutWarning):
        result = layout_document(doc)
    # 11 characters of 21 (body at AX3) are 231 wide: in 200 they shrink by 200 / 231.
    assert result["t"].scale == pytest.approx(200 / 231)
    assert result["s"].frame.width == 40
    assert result.warnings and result.to_dict()["warnings"] == result.warnings
    with pytest.warns(LayoutWarning):
        large = layout_document(doc, dynamic_type_size="large")
    assert large["s"].frame.width == 17


def test_bad_input_is_a_clear_error_naming_the_view() -> None:
    with pytest.raises(InvalidValueError, match=r"minimum_scale_factor\(factor\).*Text 'a'.*from 0 to 1"):
        Text("a").minimum_scale_factor(1.5)
    with pytest.raises(InvalidValueError, match="minimum_scale_factor"):
        Text("a").minimum_scale_factor(-0.1)
    with pytest.raises(ValueError, match="font_weight"):
        Text("a").font_weight("superbold")
    with pytest.raises(ValueError, match="dynamic_type_size"):
        Text("a").dynamic_type_size("huge")
    with pytest.raises(ValueError, match="dynamic_type_size"):
        layout(Text("a"), dynamic_type_size="huge")
    with pytest.raises(ValueError, match="maximum"):
        Text("a").dynamic_type_size(minimum="large", maximum="small")
    with pytest.raises(InvalidValueError, match="kerning"):
        Text("a").kerning(math.inf)
    with pytest.raises(TypeError, match="width and a height, or a system_name"):
        Image(width=10)
    with pytest.raises(InvalidValueError):
        Image(system_name="x", symbol_size=(-1, 1))
    with pytest.raises(LayoutError, match="minimumScaleFactor must be from 0 to 1"):
        layout_document({"root": {"type": "Text", "text": "a", "modifiers": [{"minimumScaleFactor": 2}]}})


def test_font_text_measures_the_weights_face() -> None:
    pil = pytest.importorskip("PIL.ImageFont")
    try:
        regular = pil.truetype("/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf", 17)
    except OSError:
        pytest.skip("DejaVu Sans is not installed")
    bold = font_face(regular, "bold")
    assert bold.path.endswith("DejaVuSans-Bold.ttf")
    assert font_face(regular, italic=True, width="condensed").path.endswith("DejaVuSansCondensed-Oblique.ttf")
    assert font_face(regular, monospaced=True).path.endswith("DejaVuSansMono.ttf")
    result = layout(VStack(font_text("Hello", regular).id("r"), font_text("Hello", regular, weight=FontWeight.bold).id("b")))
    assert result["r"].frame.width == pytest.approx(regular.getlength("Hello"))
    assert result["b"].frame.width == pytest.approx(bold.getlength("Hello"))
    assert result["b"].frame.width > result["r"].frame.width
