"""From Python: line spacing, reserved lines, text styles, the pixel Divider and
containerRelativeFrame, with the Swift tests' numbers."""

from __future__ import annotations

import ctypes
import math

import pytest

from alignment_engine import Alignment, Color, Divider, HorizontalAlignment, LazyHStack, Rectangle, ScrollView, Text, VStack, layout
from alignment_engine._native.library import library
from alignment_engine.errors import InvalidValueError, LayoutError
from alignment_engine.views.fonts import font_text
from alignment_engine.values.parameters import ContentMode, Font


def test_line_spacing_is_added_between_lines() -> None:
    result = layout(Text("Hello world again").line_spacing(6).id("t"), width=100)
    assert (result.size.width, result.size.height) == (99, 40)
    text = result["t"]
    assert [line.y for line in text.lines] == [0, 23]
    assert text.last_baseline == 36


def test_reserves_space_makes_a_short_text_as_tall_as_its_limit() -> None:
    assert layout(Text("Hello").line_limit(3, reserves_space=True)).size.height == 51
    assert layout(Text("Hello").line_limit(3)).size.height == 17
    assert layout(Text("Hello", line_limit=3, reserves_space=True, line_spacing=4)).size.height == 59


def test_qiita_reserves_space_example() -> None:
    """qiita.com/SNQ-2001/items/95f0c05be717261fc627, in the metrics model."""
    result = layout(
        VStack(Text("短い文").line_limit(3, reserves_space=True).id("reserved"), Text("短い文").line_limit(3).id("plain"), spacing=30)
        .frame(width=200)
        .padding(10)
    )
    assert (result.size.width, result.size.height) == (220, 118)
    assert result["reserved"].frame.y == 10 and result["reserved"].frame.height == 51
    assert result["plain"].frame.y == 91


def test_text_styles_match_the_engines() -> None:
    styles = ["large_title", "title", "title2", "title3", "headline", "body", "callout", "subheadline", "footnote", "caption", "caption2"]
    sizes = [34, 28, 22, 20, 17, 17, 16, 15, 13, 12, 11]
    for index, (name, size) in enumerate(zip(styles, sizes)):
        font = getattr(Font, name)
        metrics = (ctypes.c_double * 5)()
        assert library().ae_font_get_text_style(index, metrics) == 0
        assert font.as_tuple() == tuple(metrics), name
        assert font.size == size
        # A style's font keeps its style, so that it follows the Dynamic Type size.
        assert font.style == name
    assert Font.title.as_tuple() == (28, 22, 6, 0, 15)
    assert Font.headline.as_tuple() == Font.body.as_tuple()
    assert layout(Text("Hi", font=Font.caption)).size.width == 12


def test_bad_text_values_are_errors() -> None:
    with pytest.raises(InvalidValueError, match="line_spacing"):
        Text("a").line_spacing(-1)
    with pytest.raises(InvalidValueError, match="line_spacing"):
        Text("a", line_spacing=math.nan)
    with pytest.raises(InvalidValueError, match="line_limit"):
        Text("a").line_limit(0, reserves_space=True)


def test_a_divider_is_one_pixel_thick() -> None:
    stack = VStack(Color("red").frame(width=100, height=20), Divider().id("divider"), spacing=0)
    assert layout(stack).size.height == 21
    retina = layout(stack, pixel_scale=2)
    assert (retina["divider"].frame.width, retina["divider"].frame.height) == (100, 0.5)
    assert layout(Divider(), width=300, height=400, pixel_scale=3).size.height == pytest.approx(1 / 3)
    with pytest.raises(InvalidValueError, match="pixel_scale"):
        layout(stack, pixel_scale=0)


def test_apples_five_columns_span_two_example() -> None:
    items = [
        Rectangle().aspect_ratio(1.5, ContentMode.fit).container_relative_frame("horizontal", count=5, span=2, spacing=10).id(f"item{i}")
        for i in range(3)
    ]
    result = layout(ScrollView(LazyHStack(*items, spacing=10), axes="horizontal"), width=400, height=300)
    for index, x in enumerate([0, 164, 328]):
        frame = result[f"item{index}"].frame
        assert (frame.x, frame.width) == (x, 154)
        assert frame.height == pytest.approx(154 / 1.5)


def test_the_root_proposal_and_the_closure_form() -> None:
    seen: list[tuple[float, str]] = []

    def three_quarters(length: float, axis: str) -> float:
        seen.append((length, axis))
        return length * 0.75

    result = layout(
        VStack(
            Color("green").container_relative_frame("horizontal", count=3).frame(height=10).id("third"),
            Color("blue").container_relative_frame("horizontal", length=three_quarters).frame(height=10).id("closure"),
            alignment=HorizontalAlignment.leading,
            spacing=0,
        ),
        width=300,
        height=200,
    )
    assert result["third"].frame.width == 100
    assert result["closure"].frame.width == 225
    assert (300, "horizontal") in seen
    assert layout(Color("red").container_relative_frame(["horizontal", "vertical"], alignment=Alignment.top), width=50, height=60).size.height == 60


def test_bad_container_relative_frames_are_errors() -> None:
    with pytest.raises(InvalidValueError, match=r"container_relative_frame\(count\)"):
        Color("red").container_relative_frame("horizontal", count=0)
    with pytest.raises(InvalidValueError, match=r"container_relative_frame\(span\).*from 1 to count \(2\)"):
        Color("red").container_relative_frame("horizontal", count=2, span=3)
    with pytest.raises(InvalidValueError, match=r"container_relative_frame\(spacing\)"):
        Color("red").container_relative_frame("horizontal", count=2, spacing=math.nan)
    with pytest.raises(InvalidValueError, match=r"container_relative_frame\(axes\)"):
        Color("red").container_relative_frame("diagonal")
    with pytest.raises(InvalidValueError, match="no count"):
        Color("red").container_relative_frame("horizontal", count=2, length=lambda length, axis: length)
    with pytest.raises(LayoutError, match="length function of the containerRelativeFrame"):
        layout(Color("red").container_relative_frame("vertical", length=lambda length, axis: -1.0), width=10, height=10)

    def failing(length: float, axis: str) -> float:
        raise KeyError("from the length function")

    with pytest.raises(KeyError, match="from the length function"):
        layout(Color("red").container_relative_frame("vertical", length=failing), width=10, height=10)


class _MonospacedFont:
    """A FontLike whose characters are 10 wide, ascent 12 and descent 4."""

    def getlength(self, text: str) -> float:
        return 10.0 * len(text)

    def getmetrics(self) -> tuple[int, int]:
        return 12, 4


def test_host_measured_text_adds_line_spacing() -> None:
    result = layout(font_text("aaa bbb", _MonospacedFont(), line_spacing=5).id("t"), width=40)
    assert (result.size.width, result.size.height) == (30, 37)  # 2 x 16 + 5
    capped = layout(font_text("aaa bbb ccc", _MonospacedFont(), line_spacing=5), width=40, height=40)
    assert capped.size.height == 37  # (40 + 5) / 21: two lines
    with pytest.raises(InvalidValueError, match="line_spacing"):
        font_text("a", _MonospacedFont(), line_spacing=-1)
