"""The safe area from Python: ``layout(..., safe_area=...)``, ``LayoutSession`` and the
``ignores_safe_area``, ``safe_area_inset`` and ``safe_area_padding`` modifiers.

The screen is an iPhone 14 Pro / 15 Pro in portrait, 393 x 852 points (Apple's device
specifications), with the safe-area insets UIKit printed for it,
``UIEdgeInsets(top: 59.0, left: 0.0, bottom: 34.0, right: 0.0)``
(csl.cool/2023/09/15/ios-dev/ios-layout-adaptation). The rules are SwiftUI's, as
docs/decisions.md "Safe area" records them; the same cases are in the Swift, C and document
tests.
"""

from __future__ import annotations

import json
import sys
import math
from pathlib import Path

import pytest

from alignment_engine import (
    Alignment,
    Color,
    EdgeInsets,
    Edges,
    HorizontalAlignment,
    HStack,
    InvalidDocumentError,
    InvalidTreeError,
    InvalidValueError,
    LayoutSession,
    Rect,
    SafeAreaRegions,
    ScrollView,
    Text,
    VerticalAlignment,
    VStack,
    layout,
    layout_document,
)
from alignment_engine.cli.main import main

SCREEN = (393, 852)
INSETS = (59, 0, 34, 0)


def on_screen(view, direction: str = "ltr"):
    return layout(view, *SCREEN, direction, safe_area=INSETS)


def test_a_full_screen_color_fills_the_safe_area_and_ignoring_it_the_screen():
    plain = on_screen(Color("red").id("c"))
    assert (plain.size.width, plain.size.height) == (393, 759)
    assert plain["c"].frame == Rect(0, 59, 393, 759)
    ignoring = on_screen(Color("red").ignores_safe_area().id("c"))
    assert ignoring["c"].frame == Rect(0, 0, 393, 852)
    assert ignoring["c"].outer_frame == Rect(0, 59, 393, 759)
    assert on_screen(Color("red").ignores_safe_area(edges=Edges.top).id("c"))["c"].frame == Rect(0, 0, 393, 818)
    assert on_screen(Color("red").ignores_safe_area("keyboard").id("c"))["c"].frame == Rect(0, 59, 393, 759)
    assert on_screen(Color("red").ignores_safe_area(SafeAreaRegions.container, "vertical").id("c"))["c"].frame == Rect(0, 0, 393, 852)
    # EdgeInsets work as well as a tuple.
    assert layout(Color("red").id("c"), *SCREEN, safe_area=EdgeInsets(top=59, bottom=34))["c"].frame == Rect(0, 59, 393, 759)


def test_rows_with_a_bottom_bar():
    """The rows' frame is proposed 759 - 50 - 8 (the default spacing) = 701; the bar sits on
    the safe area's bottom edge (818 - 50); the Color behind the rows reaches the screen's edges."""
    rows = VStack(*(Color("gray").frame(height=44).id(f"row{i}") for i in range(3)), spacing=0)
    screen = (
        rows.frame(max_height=math.inf, alignment=Alignment.top)
        .background(Color("white").ignores_safe_area().id("behind"))
        .safe_area_inset("bottom", Color("blue").frame(height=50).id("bar"))
    )
    result = on_screen(screen)
    assert result["row0"].frame == Rect(0, 59, 393, 44)
    assert result["row2"].frame == Rect(0, 147, 393, 44)
    assert result["bar"].frame == Rect(0, 768, 393, 50)
    assert result["behind"].frame == Rect(0, 0, 393, 852)
    assert result["behind"].outer_frame == Rect(0, 59, 393, 701)


def test_a_top_inset_with_alignment_and_spacing():
    result = on_screen(Color("gray").id("view").safe_area_inset(
        Edges.top, Color("blue").frame(width=100, height=40).id("bar"), HorizontalAlignment.trailing, spacing=0))
    assert result["bar"].frame == Rect(293, 59, 100, 40)
    assert result["view"].frame == Rect(0, 99, 393, 719)


def test_safe_area_padding_on_a_plain_view_and_a_scroll_view():
    assert on_screen(Color("red").id("c").safe_area_padding(20))["c"].frame == Rect(20, 79, 353, 719)
    assert on_screen(Color("red").ignores_safe_area().id("c").safe_area_padding(20))["c"].frame == Rect(0, 0, 393, 852)
    assert on_screen(Color("red").ignores_safe_area().id("c").padding(20))["c"].frame == Rect(20, 79, 353, 719)
    # The default: 16.
    assert on_screen(Color("red").id("c").safe_area_padding())["c"].frame == Rect(16, 75, 361, 727)
    # Apple's example: a horizontal ScrollView with 20 points of safe-area padding on both sides.
    items = HStack(*(Color("orange").frame(width=100, height=100).id(f"item{i}") for i in range(5)), spacing=10)
    scroll = ScrollView(items, axes="horizontal").background(Color("white").ignores_safe_area(edges=Edges.horizontal).id("behind"))
    result = on_screen(scroll.id("scroll").safe_area_padding(Edges.horizontal, 20))
    assert result["scroll"].frame == Rect(20, 59, 353, 100)
    assert [result[f"item{i}"].frame.x for i in range(5)] == [20, 130, 240, 350, 460]
    assert result["behind"].frame == Rect(0, 59, 393, 100)
    padded = on_screen(scroll.id("scroll").padding(Edges.horizontal, 20))
    assert padded["behind"].frame == Rect(20, 59, 353, 100)


def test_right_to_left():
    """The leading inset is on the right: a landscape screen unsafe by 59 on its leading edge
    and 21 at the bottom; a leading inset sits on the right."""
    insets = (0, 59, 21, 0)
    plain = layout(Color("red").id("c"), 852, 393, "rtl", safe_area=insets)
    assert plain["c"].frame == Rect(0, 0, 793, 372)
    leading = layout(Color("red").ignores_safe_area(edges=Edges.leading).id("c"), 852, 393, "rtl", safe_area=insets)
    assert leading["c"].frame == Rect(0, 0, 852, 372)
    bar = layout(
        Color("gray").id("view").safe_area_inset("leading", Color("blue").frame(width=30).id("bar"), VerticalAlignment.center, 0),
        393, 100, "rtl")
    assert bar["bar"].frame == Rect(363, 0, 30, 100)
    assert bar["view"].frame == Rect(0, 0, 363, 100)


def test_a_session_lays_out_again_for_new_insets_and_changes_in_place():
    view = VStack(
        Color("red").frame(height=40).ignores_safe_area().id("top"),
        Text("Hello").id("text"),
        Color("blue").ignores_safe_area().safe_area_padding(0).id("bottom"),
        spacing=0,
    )
    with LayoutSession(view) as session:
        for insets in [INSETS, (20, 0, 0, 0), None, INSETS]:
            result = session.layout(*SCREEN, safe_area=insets)
            cold = layout(view, *SCREEN, safe_area=insets)
            assert [v.frame for v in result.views] == [v.frame for v in cold.views]
        assert session.layout(*SCREEN, safe_area=INSETS) is result
        assert result["top"].frame == Rect(0, 0, 393, 40)
        assert result["bottom"].frame == Rect(0, 116, 393, 736)
        session.set_safe_area_padding("bottom", Edges.bottom, 10)
        session.set_ignores_safe_area("bottom", edges=Edges.top)
        changed = session.layout(*SCREEN, safe_area=INSETS)
        cold = layout(VStack(
            Color("red").frame(height=40).ignores_safe_area().id("top"),
            Text("Hello").id("text"),
            Color("blue").ignores_safe_area(edges=Edges.top).safe_area_padding(Edges.bottom, 10).id("bottom"),
            spacing=0,
        ), *SCREEN, safe_area=INSETS)
        assert [v.frame for v in changed.views] == [v.frame for v in cold.views]
        assert changed["bottom"].frame == Rect(0, 116, 393, 692)


def test_the_explanation_says_how_far_a_view_reaches_into_the_safe_area():
    result = on_screen(VStack(Color("red").ignores_safe_area().id("color"), Color("blue").id("blue")))
    trace = result.explain("color")
    assert ".ignoresSafeArea() (extended into the safe area by top 59)" in trace


def test_bad_input():
    with pytest.raises(InvalidValueError, match=r"the safe-area top and bottom insets \(500.0 and 400.0\) add up to 900.0, more than the proposed height 852.0"):
        layout(Color("red"), *SCREEN, safe_area=(500, 0, 400, 0))
    with pytest.raises(InvalidValueError, match=r"layout\(safe_area\).top: expected a number that is not negative, not -1"):
        layout(Color("red"), *SCREEN, safe_area=(-1, 0, 0, 0))
    with pytest.raises(InvalidValueError, match=r"layout\(safe_area\).leading: expected a finite number that is not negative, not NaN"):
        layout(Color("red"), *SCREEN, safe_area=(0, math.nan, 0, 0))
    with pytest.raises(TypeError, match=r"layout\(safe_area\): expected None, EdgeInsets or a tuple"):
        layout(Color("red"), *SCREEN, safe_area=(1, 2))
    with pytest.raises(InvalidValueError, match=r"safe_area_inset\(edge\) on Color: expected one edge"):
        Color("red").safe_area_inset(Edges.vertical, Color("blue"))
    with pytest.raises(InvalidValueError, match=r"safe_area_inset\(edge\) on Color: expected one of"):
        Color("red").safe_area_inset("middle", Color("blue"))
    with pytest.raises(TypeError, match=r"safe_area_inset\(alignment\) on Color: expected a HorizontalAlignment for the bottom edge"):
        Color("red").safe_area_inset("bottom", Color("blue"), VerticalAlignment.top)
    with pytest.raises(InvalidValueError, match=r"safe_area_padding\(insets\).top on Color: expected a number that is not negative"):
        Color("red").safe_area_padding(-4)
    with pytest.raises(InvalidValueError, match=r"ignores_safe_area\(regions\) on Color: expected one of"):
        Color("red").ignores_safe_area("window")
    with LayoutSession(Color("red").id("c")) as session:
        with pytest.raises(InvalidTreeError, match="has no .safeAreaPadding modifier"):
            session.set_safe_area_padding("c", 4)


FIXTURES = Path(__file__).resolve().parents[3] / "Tests" / "Fixtures" / "documents"


def test_documents_with_a_safe_area_and_its_override():
    """The document fixtures, and ``layout_document(safe_area=...)`` replacing the
    document's ``safeArea``."""
    result = layout_document(FIXTURES / "safe-area-full-screen.json")
    assert result["behind"].frame == Rect(0, 0, 393, 852)
    assert result["header"].frame == Rect(0, 0, 393, 44)
    assert result["keyboardOnly"].frame == Rect(0, 788, 393, 30)
    landscape = layout_document({
        "proposal": {"width": 852, "height": 393},
        "root": {"type": "Color", "id": "c", "modifiers": [{"ignoresSafeArea": {"edges": "horizontal"}}]},
    }, safe_area=(0, 59, 21, 59))
    assert landscape["c"].frame == Rect(0, 0, 852, 372)
    replaced = layout_document(FIXTURES / "safe-area-full-screen.json", safe_area=EdgeInsets())
    assert replaced["header"].frame == Rect(0, 0, 393, 44)
    assert replaced["content"].frame == Rect(0, 44, 393, 778)
    with pytest.raises(InvalidDocumentError, match=r"safeArea: the safe-area top and bottom insets \(500.0 and 400.0\)"):
        layout_document(FIXTURES / "safe-area-full-screen.json", safe_area=(500, 0, 400, 0))


def test_the_command_line_takes_safe_area_insets(capsys):
    document = str(FIXTURES / "safe-area-full-screen.json")
    assert main(["layout", document, "--safe-area", "0,0,0,0", "--compact"]) == 0
    result = json.loads(capsys.readouterr().out)
    assert result["size"] == {"width": 393, "height": 852}
    assert main(["explain", document, "header", "--safe-area", "20,0,0,0"]) == 0
    assert "(extended into the safe area by top 20)" in capsys.readouterr().out
    with pytest.raises(SystemExit):
        main(["layout", document, "--safe-area", "59,0,34"])
    assert "four numbers >= 0, not '59,0,34'" in capsys.readouterr().err


def test_the_gallery_writes_the_swiftui_code_of_a_safe_area_document():
    sys.path.insert(0, str(FIXTURES.parents[2] / "docs" / "_ext"))
    from swiftui import swiftui_code

    code = swiftui_code(json.loads((FIXTURES / "safe-area-inset-bottom-bar.json").read_text()))
    assert "// laid out in a safe area: safeArea: EdgeInsets(top: 59, leading: 0, bottom: 34, trailing: 0)" in code
    assert ".safeAreaInset(edge: .bottom) {\n" in code
    assert ".ignoresSafeArea()" in code
    code = swiftui_code(json.loads((FIXTURES / "safe-area-padding-scroll-view.json").read_text()))
    assert ".safeAreaPadding(.horizontal, 20)" in code and ".safeAreaPadding()" in code
    assert ".ignoresSafeArea(edges: [.leading, .trailing, .bottom])" in code
