"""Lazy ForEach in SwiftUI source: a ForEach over a range (or a collection the source does not
determine) that is all of a lazy stack's or grid's content becomes one document ForEach
template row (docs/decisions.md, "Lazy ForEach in SwiftUI source"); its rows lay out as the
rows built one by one; what a template cannot say is read row by row, noted; bad ranges are
errors."""

from __future__ import annotations

import json
from typing import Any

import pytest

from alignment_engine import SwiftSourceError, layout_swift
from alignment_engine.cli import main
from alignment_engine.swift.evaluation import MAX_ELEMENTS
from alignment_engine.swift_layout import read_swift_document
from swift_support import SWIFT

CONTACTS = SWIFT / "screens" / "contacts.swift"


def screen(body: str, members: str = "") -> str:
    return f"import SwiftUI\n\nstruct Screen: View {{\n{members}\n    var body: some View {{\n        {body}\n    }}\n}}\n"


def lazy(rows: str, data: str = "0..<4", container: str = "LazyVStack(spacing: 0)") -> str:
    return screen(f"ScrollView {{ {container} {{ ForEach({data}) {{ i in {rows} }} }} }}.id(\"list\")",
                  "    let names = [\"Ana\", \"Ben\", \"Cy\", \"Di\"]")


def lazy_content(source: str, **stand_ins: Any) -> Any:
    """The document's lazy stack's children, and the reading's assumptions."""
    read = read_swift_document(source, **stand_ins)
    return read.document["root"]["children"][0]["children"], read.assumptions


def test_a_range_in_a_lazy_stack_is_one_template_row() -> None:
    children, assumptions = lazy_content(lazy('Text("Row \\(i)").font(.caption).id("row")', "0..<1_000_000"))
    assert assumptions == ()
    assert children == [{"type": "ForEach", "count": 1_000_000, "variable": "i",
                         "content": {"type": "Text", "id": "row", "text": "Row \\(i)", "font": "caption"}}]
    # A closed range with another lower bound, String(i) and i.description, in a lazy grid.
    grid = 'LazyVGrid(columns: [GridItem(.fixed(40))])'
    children, _ = lazy_content(lazy('VStack { Text(String(i)); Text(i.description) }', "3...7", grid))
    assert children == [{"type": "ForEach", "range": [3, 8], "variable": "i", "content": {
        "type": "VStack", "alignment": "center", "children": [{"type": "Text", "text": "\\(i)"}, {"type": "Text", "text": "\\(i)"}]}}]
    # Array(0..<n) holds the range; rows that do not show their element have no variable.
    children, _ = lazy_content(lazy("Divider()", "Array(0..<5), id: \\.self"))
    assert children == [{"type": "ForEach", "count": 5, "content": {"type": "Divider"}}]


def test_a_custom_row_view_and_modifiers_on_the_foreach_are_in_the_template() -> None:
    members = "    struct Row: View {\n        let number: Int\n        var body: some View { Text(\"No. \\(number)\") }\n    }"
    source = screen('LazyHStack { ForEach(0..<10) { n in Row(number: n) }.padding(4) }', members)
    children = read_swift_document(source).document["root"]["children"]
    assert children == [{"type": "ForEach", "count": 10, "variable": "n", "content": {
        "type": "Text", "text": "No. \\(n)", "modifiers": [{"padding": 4}]}}]


def test_an_unknown_collection_is_a_template_of_its_unknown_element() -> None:
    source = screen("ScrollView { LazyVStack { ForEach(contacts) { contact in Text(contact.name) } } }", "    let contacts: [Contact]")
    children, assumptions = lazy_content(source, assume={"contacts": "100000"}, text_length=5)
    assert children == [{"type": "ForEach", "count": 100_000, "content": {"type": "Text", "text": "Lorem"}}]
    assert [item.kind for item in assumptions] == ["text"]


def test_template_rows_lay_out_as_the_rows_built_one_by_one() -> None:
    # The same 50 rows of text; `i < 50 ? ... : ...` (a condition on the element) makes the
    # reader build each row. A viewport in the middle builds rows 12 to 38 (half a viewport
    # beyond each end, docs/decisions.md "Lazy rows"), each where the eager layout put it.
    template = layout_swift(lazy('Text("Row \\(i)").padding(4)', "0..<50"), width=390, height=300, viewports=[("list", 500, 300)])
    eager = layout_swift(lazy('Text(i < 50 ? "Row \\(i)" : "").padding(4)', "0..<50"), width=390, height=300)
    assert "ForEach" not in json.dumps(read_swift_document(lazy('Text(i < 50 ? "Row \\(i)" : "")', "0..<50")).document)
    rows = [view.path for view in template if view.path.startswith("/0/")]
    assert len(rows) < 40 and len(eager) == 2 + 50
    assert "/0/25" in rows and "/0/0" not in rows and "/0/49" not in rows
    for path in rows:
        assert tuple(template[path].frame) == tuple(eager[path].frame), path
    assert tuple(template["/0/25"].frame) == (168, 25 * 25 + 4, 54, 17)  # rows of 17 + 2 x 4; "Row 25": 6 characters of 9


def test_a_long_template_without_a_viewport_shows_its_first_screen_or_is_an_error() -> None:
    source = lazy('Text("Row \\(i)").id("row")', "0..<1_000_000")
    # No viewport: the ScrollView's first screen, as long as the proposal (844: rows 0 to 74
    # and half a screen more, 17 points each).
    result = layout_swift(source, width=390, height=844)
    assert len(result) < 150 and tuple(result["row[0]"].frame) == (172.5, 0, 45, 17) and "row[100]" not in result
    with pytest.raises(SwiftSourceError) as caught:
        layout_swift(source)  # no proposed height: no screen to show
    assert f"a lazy ForEach of more than {MAX_ELEMENTS} rows needs a ScrollView with a viewport" in str(caught.value)
    assert caught.value.line == 6
    # Up to the reader's limit, every row is laid out, as the eager rows were.
    assert len(layout_swift(lazy('Text("Row \\(i)")', "0..<2000"), width=390, height=844)) == 2 + 2000


def test_a_million_rows_build_only_the_rows_near_the_viewport(capsys: pytest.CaptureFixture[str], tmp_path: Any) -> None:
    source = lazy('Text("Row \\(i)").id("row")', "0..<1_000_000")
    # Rows of 17 points: row 500,000 starts at 8,500,000.
    result = layout_swift(source, width=390, height=844, viewports=[("list", 8_500_000, 844)])
    assert len(result) < 150
    assert tuple(result["row[500000]"].frame) == (150, 8_500_000, 90, 17)  # 10 characters of 9 points, centred
    assert 'Text("Row 500000")' in result.explain("row[500000]")
    assert "row[400000]" not in result and result["/0"].frame.height == 17_000_000
    assert result.sources[2].path == "/0/*"  # the template's row, which stands for every row
    assert read_swift_document(source).source("/0/500000").location.line == 6
    # The command line's --viewport on .swift files.
    path = tmp_path / "Million.swift"
    path.write_text(source)
    assert main(["layout", str(path), "--width", "390", "--height", "844", "--viewport", "list=8500000,844", "--compact"]) == 0
    views = json.loads(capsys.readouterr().out)["views"]
    row = next(view for view in views if view.get("id") == "row[500000]")
    assert len(views) < 150 and (row["path"], row["frame"]) == ("/0/500000", {"x": 150, "y": 8_500_000, "width": 90, "height": 17})


@pytest.mark.parametrize(("row", "why"), [
    ('Text("\\(i + 1)")', "arithmetic on the element at 6:"),
    ('Group { if i % 2 == 0 { Text("even") } else { Text("odd") } }', "arithmetic on the element at 6:"),
    ('Color.red.frame(height: CGFloat(i))', "the element in CGFloat(…) at 6:"),
    ('Text(names[i])', "indexing by the element at 6:"),
    ('Text("Row").id("row\\(i)")', "a value made from the element outside a Text's string at 6:"),
    ('Button("Row \\(i)") {}', "a Button in a row (the engine builds lazy rows of plain views only) at 6:"),
    ('Text("\\(i)"); Divider()', "2 views for each element at 6:"),
])
def test_what_a_template_cannot_say_builds_each_row_and_says_why(row: str, why: str) -> None:
    children, assumptions = lazy_content(lazy(row))
    assert len(children) >= 4 and all(child["type"] != "ForEach" for child in children)
    (note,) = [item for item in assumptions if item.kind == "loop"]
    assert note.line == 6 and note.replacement.startswith(f"each row built, not one lazy template row: it cannot hold {why}")


def test_the_even_and_odd_rows_are_read_each_with_its_element() -> None:
    children, _ = lazy_content(lazy('Group { if i % 2 == 0 { Text("even") } else { Text("odd") } }'))
    assert [child["text"] for child in children] == ["even", "odd", "even", "odd"]


def test_a_million_rows_a_template_cannot_say_are_the_limits_error() -> None:
    with pytest.raises(SwiftSourceError) as caught:
        read_swift_document(lazy('Text("\\(i * 2)")', "0..<1_000_000"))
    assert str(caught.value).endswith(f"a collection of 1000000 elements: the reader expands at most {MAX_ELEMENTS} "
                                      "(its rows are not a lazy template: arithmetic on the element at 6:85)")


def test_a_range_whose_bounds_are_not_known() -> None:
    source = lazy('Text("Row \\(i)")', "0..<count")
    children, assumptions = lazy_content(source)
    # Three rows of the unknown element, as any collection the source does not determine.
    assert children == [{"type": "ForEach", "count": 3, "content": {"type": "Text", "text": "Row Lorem ipsum."}}]
    assert [item.replacement for item in assumptions if item.kind == "loop"] == [
        "3 elements (the collection is not known; --assume count=N sets how many)"]
    children, _ = lazy_content(source, assume={"count": "1000000"})
    assert children == [{"type": "ForEach", "count": 1_000_000, "variable": "i", "content": {"type": "Text", "text": "Row \\(i)"}}]


@pytest.mark.parametrize("data", ["5..<2", "5...3"])
def test_a_reversed_range_is_an_error(data: str) -> None:
    with pytest.raises(SwiftSourceError) as caught:
        read_swift_document(lazy('Text("\\(i)")', data))
    low, high = data.replace("..<", " ").replace("...", " ").split()
    assert f"`{data}`: the range's upper bound {high} is below its lower bound {low}" in str(caught.value)
    assert caught.value.line == 6
    # An empty range and negative bounds are ranges.
    assert lazy_content(lazy('Text("\\(i)")', "2..<2"))[0] == [{"type": "ForEach", "range": [2, 2], "variable": "i",
                                                                 "content": {"type": "Text", "text": "\\(i)"}}]
    assert lazy_content(lazy('Text("\\(i)")', "-3..<0"))[0][0]["range"] == [-3, 0]


def test_a_foreach_beside_other_views_or_outside_a_lazy_stack_builds_each_row() -> None:
    beside = screen('LazyVStack { Text("Header"); ForEach(0..<3) { i in Text("\\(i)") } }')
    read = read_swift_document(beside)
    assert [child["text"] for child in read.document["root"]["children"]] == ["Header", "0", "1", "2"] and read.assumptions == ()
    for container in ("VStack", "List"):  # a List is a control: the engine builds its rows
        read = read_swift_document(screen(f'{container} {{ ForEach(0..<3) {{ i in Text("\\(i)") }} }}'))
        assert [child["text"] for child in read.document["root"]["children"]] == ["0", "1", "2"] and read.assumptions == ()
    # A lazy stack in a row whose ForEach the outer element bounds: the outer rows are built
    # one by one, each inner ForEach a template of its own count.
    nested = read_swift_document(screen('LazyVStack { ForEach(0..<100) { i in LazyHStack { ForEach(0..<i) { j in Text("\\(j)") } } } }'))
    rows = nested.document["root"]["children"]
    assert len(rows) == 100 and [row["children"][0].get("count") for row in rows[:3]] == [0, 1, 2]
    assert [item.replacement for item in nested.assumptions] == [
        "each row built, not one lazy template row: it cannot hold a range bounded by the element at 6:67"]


def test_the_contacts_screen_lays_out_its_visible_rows() -> None:
    read = read_swift_document(CONTACTS)
    stack = read.document["root"]["children"][2]["children"][0]
    assert stack["children"][0]["count"] == 100_000 and stack["children"][0]["variable"] == "number" and read.assumptions == ()
    result = layout_swift(CONTACTS, width=390, height=844, viewports=[("contacts", 1_000_000, 700)])
    # Rows of a 40-point badge padded 8 above and below: 56; row 17,857 starts at 999,992.
    top = result["/2"].frame.y  # the ScrollView, below the title and the count
    assert len(result) < 300 and tuple(result["contact[17857]"].frame) == (16, top + 999_992 + 8, 358, 40)
    assert 'Text("Contact 17857")' in result.explain("/2/0/17857/1/0")
