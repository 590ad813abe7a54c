"""Text lines and baselines of trees built from Python (``ae_view_get_text_lines``), and their
agreement with the results of the same views as layout documents.

Numbers follow the metrics model's body font: every character 9 wide, lines 17 tall, the
baseline 13 below a line's top. "Hello world again" proposed width 100 wraps after "world"
(11 characters, 99 wide) and leaves "again" (5 characters, 45 wide) on the second line.
"""

from __future__ import annotations

from typing import Any

import pytest

from alignment_engine import (
    Color,
    Font,
    HStack,
    Rect,
    Text,
    VerticalAlignment,
    VStack,
    layout,
    layout_document,
)

HELLO = "Hello world again"


@pytest.mark.parametrize("alignment, second_x", [("leading", 0), ("center", 27), ("trailing", 54)])
def test_lines_and_baselines_follow_the_alignment(alignment: str, second_x: float) -> None:
    text = layout(Text(HELLO, multiline_text_alignment=alignment), 100).root
    # The text is as wide as its longest line (99); a shorter line is placed within it.
    assert text.lines == [Rect(0, 0, 99, 17), Rect(second_x, 17, 45, 17)]
    assert (text.first_baseline, text.last_baseline) == (13, 30)


def test_lines_are_in_the_root_coordinate_space() -> None:
    # Padding 5 proposes the text 100 and moves it to (5, 5).
    text = layout(VStack(Text(HELLO).id("t").padding(5)), 110)["t"]
    assert text.lines == [Rect(5, 5, 99, 17), Rect(5, 22, 45, 17)]
    assert (text.first_baseline, text.last_baseline) == (18, 35)


def test_line_limit_font_and_many_lines() -> None:
    big = Font(size=20, ascent=16, descent=4, leading=2, advance=10)
    capped = layout(Text("one two three", font=big, line_limit=1), 60).root
    assert capped.lines == [Rect(0, 0, 40, 22)]
    assert (capped.first_baseline, capped.last_baseline) == (16, 16)
    # More lines than the first buffer holds: the bindings ask again with the count.
    many = layout(Text(" ".join(["ab"] * 30)), 20).root
    assert many.lines is not None and len(many.lines) == 30
    assert many.lines[-1] == Rect(0, 29 * 17, 18, 17)
    assert many.last_baseline == 29 * 17 + 13


def test_result_json_has_lines_only_for_texts() -> None:
    data = layout(HStack(Color("red"), Text("hi")), 100).to_dict()
    color, text = data["views"][1:]
    assert not {"lines", "firstBaseline", "lastBaseline"} & set(color)
    assert list(text)[-3:] == ["lines", "firstBaseline", "lastBaseline"]
    assert text["lines"] == [{"x": 82, "y": 0, "width": 18, "height": 17}]
    assert layout(Color("red")).root.lines is None


def _text(text: str, **keys: Any) -> dict[str, Any]:
    return {"type": "Text", "text": text, **keys}


TITLE = {"size": 28, "ascent": 22, "descent": 6, "leading": 0, "advance": 15}

# (builder view, proposal, the same view as a document's root)
SAME_VIEWS = [
    (Text(HELLO, multiline_text_alignment="center").id("t"), (100, None), _text(HELLO, id="t", multilineTextAlignment="center")),
    (
        HStack(Text("small"), Text("big words here", font=Font(**TITLE)).id("b"), alignment=VerticalAlignment.last_text_baseline),
        (200, None),
        {"type": "HStack", "alignment": "lastTextBaseline",
         "children": [_text("small"), _text("big words here", id="b", font="title")]},
    ),
    (
        VStack(Text(HELLO, line_limit=1).offset(x=3, y=4), Color("red").overlay(Text("over the top", multiline_text_alignment="trailing"))),
        (80, 300),
        {"type": "VStack", "children": [
            _text(HELLO, lineLimit=1, modifiers=[{"offset": {"x": 3, "y": 4}}]),
            {"type": "Color", "color": "red", "modifiers": [
                {"overlay": {"content": _text("over the top", multilineTextAlignment="trailing")}}]},
        ]},
    ),
    (Text("").frame(width=50, height=40), (None, None), _text("", modifiers=[{"frame": {"width": 50, "height": 40}}])),
]  # fmt: skip


@pytest.mark.parametrize("view, proposal, root", SAME_VIEWS, ids=["center", "baselines", "offset-overlay", "empty"])
def test_builder_and_document_results_agree(view: Any, proposal: tuple[Any, Any], root: dict[str, Any]) -> None:
    width, height = proposal
    doc = {"format": 1, "proposal": {"width": width, "height": height}, "fonts": {"title": TITLE}, "root": root}
    expected = layout_document(doc).to_dict()
    assert any("lines" in entry for entry in expected["views"])
    assert layout(view, width, height).to_dict() == expected


def test_every_text_at_once_is_each_text_alone() -> None:
    """``Tree.all_text_lines`` (one call) answers what ``Tree.text_lines`` answers per Text,
    right to left and for a ViewThatFits choice too; the Text it hides has no lines."""
    from alignment_engine import LayoutSession, ViewThatFits

    view = VStack(
        Text(HELLO, multiline_text_alignment="center").id("a"),
        ViewThatFits(Text("a text far too long for the width").id("long"), Text("short").id("short")),
        Color().frame(width=10, height=10),
        Text("x").id("x"),
    )
    with LayoutSession(view) as session:
        session.layout(100, direction="rtl")
        tree = session.tree
        every = tree.all_text_lines()
        ids = {name: session.view_id(name) for name in ("a", "long", "short", "x")}
        assert sorted(every) == sorted(ids.values())
        for view_id in ids.values():
            lines, first, last = tree.text_lines(view_id)
            assert every[view_id] == (lines, first, last)
        assert every[ids["a"]][0] == [Rect(0, 0, 99, 17), Rect(27, 17, 45, 17)]
        assert every[ids["long"]][0] == []
        assert every[ids["x"]] == ([Rect(45, 85, 9, 17)], 98, 98)  # centred in 99, below 34 + 8 + 17 + 8 + 10 + 8
