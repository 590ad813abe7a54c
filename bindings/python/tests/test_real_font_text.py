"""Host-measured text with a real FreeType font (Pillow's bundled font): sizes come from the
font, and the engine aligns the baselines the measured views report."""

from __future__ import annotations

import pytest

from alignment_engine import HStack, VerticalAlignment, layout
from alignment_engine.views.fonts import FontTextLayout, font_text

ImageFont = pytest.importorskip("PIL.ImageFont")

TITLE = ImageFont.load_default(size=36)
BODY = ImageFont.load_default(size=16)
PARAGRAPH = "A paragraph set in a smaller size wraps to several lines"


def test_wrapping_follows_the_fonts_widths() -> None:
    text = FontTextLayout(PARAGRAPH, BODY)
    lines = text.lines(160)
    assert len(lines) > 1
    assert all(BODY.getlength(line) <= 160 for line in lines)
    assert " ".join(lines) == PARAGRAPH
    # Greedy: the next word would not have fitted on any line.
    words = PARAGRAPH.split(" ")
    position = 0
    for line in lines[:-1]:
        position += len(line.split(" "))
        assert BODY.getlength(f"{line} {words[position]}") > 160
    ascent, descent = BODY.getmetrics()
    assert text.measure(160, None) == (max(BODY.getlength(line) for line in lines), len(lines) * (ascent + descent))
    assert text.measure(None, None) == (BODY.getlength(PARAGRAPH), ascent + descent)


@pytest.mark.parametrize("alignment", [VerticalAlignment.first_text_baseline, VerticalAlignment.last_text_baseline])
def test_the_engine_aligns_the_fonts_baselines(alignment: VerticalAlignment) -> None:
    result = layout(HStack(font_text("Title", TITLE).id("title"), font_text(PARAGRAPH, BODY).frame(width=160).id("body"), alignment=alignment, spacing=8))
    title, body = result["title"].frame, result["body"].frame
    title_ascent, title_descent = TITLE.getmetrics()
    body_ascent, body_descent = BODY.getmetrics()
    body_line = body_ascent + body_descent
    lines = len(FontTextLayout(PARAGRAPH, BODY).lines(160))
    assert (title.width, title.height) == (TITLE.getlength("Title"), title_ascent + title_descent)
    assert body.height == lines * body_line
    if alignment is VerticalAlignment.first_text_baseline:
        assert title.y + title_ascent == body.y + body_ascent
    else:
        assert title.y + title_ascent == body.y + (lines - 1) * body_line + body_ascent
    assert min(title.y, body.y) == 0
    # The paragraph is centred in its 160-point frame, after the 8-point gap.
    assert body.x == title.width + 8 + (160 - body.width) / 2


def test_the_same_row_right_to_left_is_mirrored() -> None:
    view = HStack(font_text("Title", TITLE).id("title"), font_text(PARAGRAPH, BODY).frame(width=160).id("body"),
                  alignment=VerticalAlignment.first_text_baseline, spacing=8)
    ltr, rtl = layout(view), layout(view, direction="rtl")
    for name in ("title", "body"):
        a, b = ltr[name].frame, rtl[name].frame
        assert b.x == ltr.size.width - a.x - a.width and b.y == a.y
