"""Every example document as SVG, PNG and HTML with the explanation layer: every Text's
characters and every custom guide's name are in the SVG, no two labels overlap and no label
covers a view, and the PNG is exactly the SVG rasterised."""

from __future__ import annotations

import io
import json
import re
import xml.etree.ElementTree as ET
from itertools import combinations
from pathlib import Path

import pytest

from alignment_engine import layout_document
from alignment_engine.values.geometry import Rect
from alignment_engine.pictures.html import save_html
from alignment_engine.pictures.picture import png_bytes

from conftest import REPOSITORY

SVG = "{http://www.w3.org/2000/svg}"
EXAMPLES = sorted((REPOSITORY / "examples" / "documents").glob("*.json"))


def overlap(a: Rect, b: Rect) -> bool:
    return a.x < b.max_x and b.x < a.max_x and a.y < b.max_y and b.y < a.max_y


def label_boxes(root: ET.Element) -> list[Rect]:
    return [
        Rect(*(float(r.get(k)) for k in ("x", "y", "width", "height")))  # type: ignore[arg-type]
        for r in root.iter(f"{SVG}rect")
        if r.get("class") == "label-box"
    ]


def test_there_are_example_documents() -> None:
    assert len(EXAMPLES) >= 9


@pytest.mark.parametrize("document", EXAMPLES, ids=lambda p: p.stem)
def test_example_svg_shows_texts_guides_and_labels_that_overlap_nothing(document: Path) -> None:
    data = json.loads(document.read_text())
    result = layout_document(document)
    svg = result.to_svg(explain=True, scale=2)
    root = ET.fromstring(svg)
    runs: dict[str, str] = {}
    for text in root.iter(f"{SVG}text"):
        if text.get("class") == "text":
            runs[text.get("data-path", "")] = runs.get(text.get("data-path", ""), "") + (text.text or "")
    texts = [view for view in result if view.type == "Text"]
    for view in texts:
        string = result.explanation[view.path].text.string  # type: ignore[union-attr]
        assert re.sub(r"\s", "", runs.get(view.path, "")) == re.sub(r"\s", "", string), view.path
    label_texts = {t.text for t in root.iter(f"{SVG}text") if t.get("class") == "label-text"}
    custom = {guide["name"] for guide in data.get("guides", [])}
    used = {line.guide for line in result.explanation.alignments if line.custom}
    assert used <= custom
    assert custom <= label_texts, f"custom guides without a label: {custom - label_texts}"
    guide_lines = {line.get("data-guide") for line in root.iter(f"{SVG}line") if "alignment" in (line.get("class") or "")}
    assert custom <= guide_lines
    boxes = label_boxes(root)
    assert boxes, "the explanation layer labels its guides"
    for a, b in combinations(boxes, 2):
        assert not overlap(a, b), f"labels overlap: {a} and {b}"
    frames = [view.frame for view in result] + [view.outer_frame for view in result]
    for box in boxes:
        for frame in frames:
            assert not overlap(box, frame), f"label {box} covers a view at {frame}"


@pytest.mark.parametrize("document", EXAMPLES, ids=lambda p: p.stem)
def test_example_png_is_the_svg_rasterised_and_html_is_written(document: Path, tmp_path: Path) -> None:
    cairosvg = pytest.importorskip("cairosvg")
    from PIL import Image, ImageChops

    result = layout_document(document)
    png = tmp_path / "picture.png"
    result.save_png(png, explain=True, scale=2)
    svg = result.to_svg(explain=True, scale=2)
    drawn = Image.open(png).convert("RGBA")
    expected = Image.open(io.BytesIO(cairosvg.svg2png(bytestring=svg.encode()))).convert("RGBA")
    assert drawn.size == expected.size == (round(float(ET.fromstring(svg).get("width"))), round(float(ET.fromstring(svg).get("height"))))
    assert ImageChops.difference(drawn, expected).getbbox() is None
    assert png.read_bytes() == png_bytes(svg)
    page = tmp_path / "page.html"
    save_html(result, page)
    text = page.read_text()
    assert text.startswith("<!DOCTYPE html>") and "<svg" in text and "http" not in text.replace("http://www.w3.org/2000/svg", "")


def test_crowded_guides_get_labels_that_overlap_nothing() -> None:
    from alignment_engine import Color, HorizontalAlignment, HStack, VerticalAlignment, VStack, ZStack, Alignment, layout

    rows = [
        HStack(
            Color("red").frame(width=4, height=3),
            Color("blue").frame(width=4, height=1 + i % 3),
            alignment=VerticalAlignment.custom(f"row{i}", default=f"d.height * {i % 4} / 4"),
            spacing=0,
        )
        for i in range(25)
    ]
    columns = [ZStack(Color("green").frame(width=2, height=2), alignment=Alignment(HorizontalAlignment.custom(f"col{i}", default="d.width / 3"), VerticalAlignment.top)) for i in range(20)]
    result = layout(VStack(*rows, HStack(*columns, spacing=0), spacing=0))
    root = ET.fromstring(result.to_svg(explain=True))
    texts = {t.text for t in root.iter(f"{SVG}text") if t.get("class") == "label-text"}
    assert {f"row{i}" for i in range(25)} | {f"col{i}" for i in range(20)} <= texts
    boxes = label_boxes(root)
    assert len(boxes) >= 45
    for a, b in combinations(boxes, 2):
        assert not overlap(a, b), f"labels overlap: {a} and {b}"
    for box in boxes:
        for view in result:
            assert not overlap(box, view.outer_frame)
