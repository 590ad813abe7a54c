"""Layout documents: the shared fixtures, the accepted forms of a document, and agreement
between ``layout_document`` and the builder API."""

from __future__ import annotations

import json
import math
import re
import warnings
from pathlib import Path

import pytest

from alignment_engine import (
    Alignment,
    Color,
    HorizontalAlignment,
    HStack,
    InvalidDocumentError,
    LayoutResult,
    Rect,
    Size,
    Text,
    VerticalAlignment,
    ZStack,
    assert_matches,
    layout,
    layout_document,
)

from conftest import FIXTURES

DOCUMENTS = sorted((FIXTURES / "documents").glob("*.json"))
DOCUMENTS = [path for path in DOCUMENTS if not path.name.endswith(".expected.json")]
INVALID = sorted((FIXTURES / "invalid").glob("*.json"))


@pytest.mark.parametrize("path", DOCUMENTS, ids=[p.stem for p in DOCUMENTS])
def test_fixture_documents(path: Path) -> None:
    expected_path = path.with_name(path.stem + ".expected.json")
    if not expected_path.exists():
        pytest.skip(f"{expected_path.name} is missing")
    expected = json.loads(expected_path.read_text())
    with warnings.catch_warnings(record=True) as issued:
        warnings.simplefilter("always")
        result = layout_document(path)
    # A document's warnings (unknown symbol names) are its result's and are issued.
    assert [str(warning.message) for warning in issued] == expected.get("warnings", [])
    assert_matches(result, expected)
    # to_dict() writes the spec's result JSON: the same keys, in the same order, for every view.
    data = result.to_dict()
    assert list(data) == list(expected)
    assert [list(view) for view in data["views"]] == [list(view) for view in expected["views"]]


@pytest.mark.parametrize("path", INVALID, ids=[p.stem for p in INVALID])
def test_invalid_fixture_documents(path: Path) -> None:
    # Whatever is wrong, an invalid document is AE_ERROR_INVALID_DOCUMENT, and the message
    # holds the fixture's expected text (the JSON path and what is wrong there).
    expected = path.with_suffix(".error").read_text().strip()
    with pytest.raises(InvalidDocumentError) as caught:
        layout_document(path)
    assert expected in str(caught.value)
    assert caught.value.status_name == "AE_ERROR_INVALID_DOCUMENT"


STRIPES = {
    "format": 1,
    "guides": [{"name": "oneQuarter", "axis": "horizontal", "default": "d.width / 4"}],
    "root": {
        "type": "ZStack",
        "alignment": {"horizontal": "oneQuarter", "vertical": "center"},
        "children": [
            {"type": "HStack", "id": "blue", "spacing": 1, "children": [{"type": "Color", "color": "blue"}] * 4,
             "modifiers": [{"frame": {"width": 300, "height": 150}}]},
            {"type": "HStack", "id": "green", "spacing": 1, "children": [{"type": "Color", "color": "green"}] * 4,
             "modifiers": [{"frame": {"width": 180, "height": 80}}]},
        ],
    },
}  # fmt: skip


def test_document_forms(tmp_path: Path) -> None:
    from_dict = layout_document(STRIPES)
    from_text = layout_document(json.dumps(STRIPES))
    file = tmp_path / "stripes.json"
    file.write_text(json.dumps(STRIPES))
    from_path = layout_document(file)
    from_str_path = layout_document(str(file))
    assert from_dict.to_dict() == from_text.to_dict() == from_path.to_dict() == from_str_path.to_dict()
    assert from_dict["green"].frame.x == 30
    assert from_dict["/1/0"].color == "green"


def test_document_and_builder_give_the_same_result_json() -> None:
    one_quarter = HorizontalAlignment.custom("oneQuarter", default="d.width / 4")
    view = ZStack(
        HStack(*[Color("blue")] * 4, spacing=1).id("blue").frame(width=300, height=150),
        HStack(*[Color("green")] * 4, spacing=1).id("green").frame(width=180, height=80),
        alignment=Alignment(one_quarter, VerticalAlignment.center),
    )
    assert layout(view).to_dict() == layout_document(STRIPES).to_dict()


def test_text_lines_and_baselines_from_documents() -> None:
    doc = {"format": 1, "proposal": {"width": 50, "height": None}, "root": {"type": "Text", "id": "t", "text": "hello world"}}
    result = layout_document(doc)
    text = result["t"]
    assert text.lines is not None and len(text.lines) == 2
    assert text.first_baseline == 13 and text.last_baseline == 30
    entry = result.to_dict()["views"][0]
    assert [line["y"] for line in entry["lines"]] == [0, 17]
    # The builder path reports the same lines (ae_view_get_text_lines).
    assert layout(Text("hello world").id("t"), 50).to_dict() == result.to_dict()


def test_infinite_sizes_are_written_as_infinity() -> None:
    doc = {"format": 1, "proposal": {"width": "infinity", "height": 10}, "root": {"type": "Color", "id": "c"}}
    data = layout_document(doc).to_dict()
    assert data["size"]["width"] == "infinity"
    result = LayoutResult.from_dict(data)
    assert result.size == Size(math.inf, 10) and result["c"].frame == Rect(0, 0, math.inf, 10)


def test_rects_and_sizes_read_back_what_the_result_json_writes() -> None:
    rect = Rect(1.5, -2, math.inf, -math.inf)
    assert rect.to_dict() == {"x": 1.5, "y": -2, "width": "infinity", "height": "-infinity"}
    assert Rect.from_dict(rect.to_dict()) == rect
    assert Size.from_dict({"width": "infinity", "height": 3}) == Size(math.inf, 3.0)
    assert math.isnan(Rect.from_dict({"x": None, "y": 0, "width": 0, "height": 0}).x)
    with pytest.raises(ValueError):
        Rect.from_dict({"x": "wide", "y": 0, "width": 0, "height": 0})


@pytest.mark.parametrize(
    "doc, message",
    [
        ("{not json", None),
        ({"format": 1, "root": {"type": "Nope"}}, "root.type"),
        ({"format": 2, "root": {"type": "Color"}}, "format"),
        ({"format": 1, "root": {"type": "HStack", "children": [{"type": "Color", "modifiers": [{"frame": {"width": -1}}]}]}},
         "root.children[0].modifiers[0].frame.width"),
    ],
)  # fmt: skip
def test_invalid_documents(doc: object, message: str | None) -> None:
    with pytest.raises(InvalidDocumentError, match=None if message is None else re.escape(message)):
        layout_document(doc)  # type: ignore[arg-type]


#: SwiftUI's text styles in the metrics form: (size, ascent, advance).
TEXT_STYLES = {
    "largeTitle": (34, 27, 18), "title": (28, 22, 15), "title2": (22, 17, 12), "title3": (20, 16, 11), "headline": (17, 13, 9),
    "body": (17, 13, 9), "callout": (16, 12, 8), "subheadline": (15, 12, 8), "footnote": (13, 10, 7), "caption": (12, 9, 6),
    "caption2": (11, 9, 6),
}


def test_text_styles_are_fonts_of_every_document() -> None:
    texts = [{"type": "Text", "id": name, "text": "abc", "font": name} for name in TEXT_STYLES]
    result = layout_document({"root": {"type": "VStack", "alignment": "leading", "spacing": 0, "children": texts}})
    y = 0
    for name, (size, ascent, advance) in TEXT_STYLES.items():
        assert tuple(result[name].frame) == (0, y, 3 * advance, size), name
        assert result[name].first_baseline == y + ascent
        y += size


def test_a_document_font_replaces_a_text_style_and_other_names_are_errors() -> None:
    small = {"size": 10, "ascent": 8, "descent": 2, "advance": 5}
    result = layout_document({"fonts": {"caption": small}, "root": {"type": "Text", "id": "t", "text": "ab", "font": "caption"}})
    assert tuple(result["t"].frame) == (0, 0, 10, 10)
    with pytest.raises(InvalidDocumentError, match=r"root\.font: unknown font 'Caption' \(SwiftUI's text styles are 'largeTitle'"):
        layout_document({"root": {"type": "Text", "text": "ab", "font": "Caption"}})
