"""The safe area in SwiftUI source: ``ignoresSafeArea``, ``edgesIgnoringSafeArea``,
``safeAreaInset``, ``safeAreaPadding`` and shape-style backgrounds read through the table,
laid out with the screen's insets (``safe_area=``, ``--safe-area``) and written back.

The screen is the one of test_safe_area.py: 393 x 852 points with the insets UIKit printed
for an iPhone 14 Pro / 15 Pro in portrait, 59 / 0 / 34 / 0 (csl.cool/2023/09/15/ios-dev/
ios-layout-adaptation); the rules are docs/decisions.md "Safe area".
"""

from __future__ import annotations

import json

import pytest

from alignment_engine import Rect, SwiftSourceError, layout_document, layout_swift
from alignment_engine.cli.main import main
from alignment_engine.swift.source_writer import document_to_swift
from swift_support import layout_written

SCREEN = {"width": 393, "height": 852}
INSETS = (59, 0, 34, 0)

ROWS_WITH_A_BAR = """
import SwiftUI

struct Rows: View {
    var body: some View {
        VStack(spacing: 0) {
            ForEach(0..<3) { index in
                Color.gray.frame(height: 44).id("row\\(index)")
            }
        }
        .frame(maxHeight: .infinity, alignment: .top)
        .background(.white)
        .safeAreaInset(edge: .bottom) {
            Color.blue.frame(height: 50).id("bar")
        }
    }
}
"""


def on_screen(source: str, **options):
    return layout_swift(source, **SCREEN, safe_area=INSETS, **options)


def test_a_full_screen_color_with_and_without_ignoring_the_safe_area():
    plain = on_screen("struct A: View { var body: some View { Color.red } }")
    assert plain["/"].frame == Rect(0, 59, 393, 759)
    for call in (".ignoresSafeArea()", ".ignoresSafeArea(.container)", ".edgesIgnoringSafeArea(.all)", ".ignoresSafeArea(edges: .vertical)"):
        assert on_screen(f"struct A: View {{ var body: some View {{ Color.red{call} }} }}")["/"].frame == Rect(0, 0, 393, 852), call
    assert on_screen("struct A: View { var body: some View { Color.red.ignoresSafeArea(edges: .top) } }")["/"].frame == Rect(0, 0, 393, 818)
    # The keyboard region alone: a layout has no keyboard.
    assert on_screen("struct A: View { var body: some View { Color.red.ignoresSafeArea(.keyboard) } }")["/"].frame == Rect(0, 59, 393, 759)


def test_rows_with_a_bottom_bar_and_a_shape_style_background():
    """759 - 50 - 8 (the default spacing) = 701 for the rows; the bar on the safe area's bottom
    edge; ``.background(.white)`` (the ShapeStyle overload) reaches the screen's edges."""
    result = on_screen(ROWS_WITH_A_BAR)
    assert result.assumptions == ()
    assert [result[f"row{i}"].frame for i in range(3)] == [Rect(0, 59 + 44 * i, 393, 44) for i in range(3)]
    assert result["bar"].frame == Rect(0, 768, 393, 50)
    background = result["/modifiers/1"]
    assert background.frame == Rect(0, 0, 393, 852) and background.outer_frame == Rect(0, 59, 393, 701)
    # Color.white as a view (the older view overload) stays in the rows' frame.
    as_view = on_screen(ROWS_WITH_A_BAR.replace(".background(.white)", ".background(Color.white)"))
    assert as_view["/modifiers/1"].frame == Rect(0, 59, 393, 701)
    # Given edges: the style reaches out only there.
    top = on_screen(ROWS_WITH_A_BAR.replace(".background(.white)", ".background(Color.white, ignoresSafeAreaEdges: .top)"))
    assert top["/modifiers/1"].frame == Rect(0, 0, 393, 760)


def test_safe_area_padding_and_an_inset_beside():
    source = """
    struct A: View {
        var body: some View {
            Color.red
                .safeAreaInset(edge: .leading, alignment: .top, spacing: 0) { Color.blue.frame(width: 30, height: 30).id("side") }
                .safeAreaPadding(.horizontal, 20)
                .safeAreaPadding()
        }
    }
    """
    result = on_screen(source)
    # 16 all round, then 20 on each side: the view is 36 in horizontally, 59 + 16 down.
    assert result["side"].frame == Rect(36, 75, 30, 30)
    assert result["/"].frame == Rect(66, 75, 291, 727)
    rtl = on_screen(source, direction="rtl")
    assert rtl["side"].frame == Rect(393 - 36 - 30, 75, 30, 30)


def test_source_written_from_a_safe_area_document_reads_back():
    document = json.loads(ROWS_DOCUMENT)
    written = document_to_swift(document, "Rows")
    assert written.safe_area == (59, 0, 34, 0)
    assert written.command().endswith("--safe-area 59,0,34,0")
    assert ".ignoresSafeArea(.container, edges: [.top, .leading])" in written.text
    assert ".safeAreaInset(edge: .trailing, alignment: .bottom, spacing: 4) {" in written.text
    assert ".safeAreaPadding(EdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4))" in written.text
    again = layout_written(written.text, written)
    expected = layout_document(document)
    assert [view.frame for view in again] == [view.frame for view in expected]


ROWS_DOCUMENT = """{
  "proposal": {"width": 393, "height": 852},
  "safeArea": {"top": 59, "bottom": 34},
  "root": {"type": "Color", "modifiers": [
    {"ignoresSafeArea": {"regions": "container", "edges": ["top", "leading"]}},
    {"safeAreaInset": {"edge": "trailing", "alignment": "bottom", "spacing": 4, "content": {"type": "Color", "modifiers": [{"frame": {"width": 10}}]}}},
    {"safeAreaPadding": {"top": 1, "leading": 2, "bottom": 3, "trailing": 4}},
    {"safeAreaPadding": {"leading": 8, "trailing": 8}},
    {"safeAreaPadding": null}
  ]}
}"""


def test_bad_input(tmp_path):
    negative = tmp_path / "A.swift"
    negative.write_text("struct A: View { var body: some View { Color.red.safeAreaPadding(-4) } }", encoding="utf-8")
    with pytest.raises(SwiftSourceError, match=r"A.swift:1:\d+: must not be negative \(-4\).*safeAreaPadding"):
        layout_swift(negative, **SCREEN)
    unknown = on_screen("struct A: View { var body: some View { Color.red.ignoresSafeArea(edges: .middle) } }")
    assert [item.replacement for item in unknown.assumptions] == [
        "the arguments of .ignoresSafeArea are not understood (edges: edges such as .horizontal): left out"
    ]
    with pytest.raises(SwiftSourceError, match=r"the safe-area top and bottom insets \(500.0 and 400.0\) add up to 900.0"):
        layout_swift("struct A: View { var body: some View { Color.red } }", **SCREEN, safe_area=(500, 0, 400, 0))
    with pytest.raises(ValueError, match="safe_area.trailing"):
        layout_swift("struct A: View { var body: some View { Color.red } }", **SCREEN, safe_area=(0, 0, 0, float("nan")))


def test_the_command_line(tmp_path, capsys):
    source = tmp_path / "Rows.swift"
    source.write_text(ROWS_WITH_A_BAR, encoding="utf-8")
    assert main(["layout", str(source), "--width", "393", "--height", "852", "--safe-area", "59,0,34,0", "--compact"]) == 0
    views = {view["path"]: view for view in json.loads(capsys.readouterr().out)["views"]}
    assert views["/modifiers/2"]["frame"] == {"x": 0, "y": 768, "width": 393, "height": 50}
    assert main(["document", str(source), "--width", "393", "--height", "852", "--safe-area", "59,0,34,0", "--compact"]) == 0
    document = json.loads(capsys.readouterr().out)
    assert document["safeArea"] == {"top": 59, "leading": 0, "bottom": 34, "trailing": 0}
    assert document["root"]["modifiers"][1]["background"]["content"]["modifiers"] == [{"ignoresSafeArea": True}]
