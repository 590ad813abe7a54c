"""Text in the metrics model from Python, with exact numbers (body font: 9 points a
character, lines 17 tall, baseline 13 below a line's top; title: 15, 28 and 22)."""

from __future__ import annotations

import pytest

from alignment_engine import Color, Font, HStack, Text, VerticalAlignment, VStack, layout

TITLE = Font(28, 22, 6, 0, 15)


def text_layout(text: Text, width: float | None = None, height: float | None = None, direction: str = "ltr"):
    return layout(text.id("t"), width=width, height=height, direction=direction)["t"]


def line_widths(view) -> list[float]:
    return [line.width for line in view.lines]


def test_single_line_is_its_ideal_width() -> None:
    for width in (None, float("inf"), 500):
        view = text_layout(Text("Hello"), width=width)
        assert (view.frame.width, view.frame.height) == (45, 17)
        assert (view.first_baseline, view.last_baseline) == (13, 13)


@pytest.mark.parametrize(("width", "widths"), [(200, [153]), (100, [99, 45]), (60, [45, 45, 45])])
def test_wraps_greedily_at_several_widths(width: float, widths: list[float]) -> None:
    view = text_layout(Text("Hello world again"), width=width)
    assert line_widths(view) == widths
    assert (view.frame.width, view.frame.height) == (max(widths), 17 * len(widths))
    assert view.last_baseline == 17 * (len(widths) - 1) + 13


def test_a_word_longer_than_the_width_breaks_between_characters() -> None:
    assert line_widths(text_layout(Text("Supercalifragilistic"), width=50)) == [45, 45, 45, 45]
    assert line_widths(text_layout(Text("ab cd"), width=0)) == [9, 9, 9, 9]


def test_line_limit_height_cap_and_ellipsis() -> None:
    # "Hello" / "world…": the ellipsis is one more character.
    assert line_widths(text_layout(Text("Hello world again", line_limit=2), width=60)) == [45, 54]
    assert line_widths(text_layout(Text("Hello world again"), width=60, height=40)) == [45, 54]
    # "abcde…": characters are dropped until the ellipsis fits in 54.
    assert line_widths(text_layout(Text("abcdef ghijkl", line_limit=1), width=54)) == [54]


def test_lines_in_right_to_left_start_at_the_right() -> None:
    view = text_layout(Text("Hello world again"), width=100, direction="rtl")
    assert [(line.x, line.width) for line in view.lines] == [(0, 99), (54, 45)]


def test_baseline_gallery_rows() -> None:
    """Apple's VerticalAlignmentGallery rows at width 390: a line without text meets a text baseline."""

    def row(alignment: VerticalAlignment, text: str, name: str) -> HStack:
        return HStack(Color("red").frame(height=1).id(name + ".left"), Text(text, font=TITLE).id(name),
                      Color("red").frame(height=1), alignment=alignment, spacing=0)

    result = layout(VStack(row(VerticalAlignment.first_text_baseline, "First Text Baseline", "first"),
                           row(VerticalAlignment.last_text_baseline, "Last Text Baseline", "last"), spacing=30), width=390)
    first, last = result["first"], result["last"]
    # Each text is offered 130 (8 characters of title) and wraps to three lines of 28.
    assert (first.frame.width, first.frame.height) == (120, 84)
    assert result["first.left"].frame.max_y == first.first_baseline == first.frame.y + 22
    assert result["last.left"].frame.max_y == last.last_baseline == last.frame.y + 2 * 28 + 22


def test_cross_stack_alignment_with_text_in_two_fonts() -> None:
    from alignment_engine import VerticalAlignment as V

    mid = V.custom("midAccountAndName", default="d[.top]")
    result = layout(HStack(
        VStack(Text("@CSDN").alignment_guide(mid, "d[VerticalAlignment.center]").id("account"),
               Color("gray").frame(width=60, height=60)),
        VStack(Text("CSDN ID:"), Text("Forever_wj", font=TITLE).alignment_guide(mid, "d[VerticalAlignment.center]").id("name")),
        alignment=mid))
    assert (result.size.width, result.size.height) == (218, 115.5)
    assert result["account"].frame.mid_y == result["name"].frame.mid_y == 39
