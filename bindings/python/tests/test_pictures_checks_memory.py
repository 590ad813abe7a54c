"""Pictures (SVG, PNG), layout checks, the low-level batched API, and memory."""

from __future__ import annotations

import gc
import os
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest

from alignment_engine import (
    Alignment,
    Color,
    HorizontalAlignment,
    HStack,
    Program,
    Tree,
    VerticalAlignment,
    VStack,
    ZStack,
    assert_aligned,
    assert_frames,
    layout,
)
from alignment_engine.pictures.picture import color_rgb
from alignment_engine.program import GUIDE_TOP

SVG = "{http://www.w3.org/2000/svg}"


def stripes_result():  # type: ignore[no-untyped-def]
    one_quarter = HorizontalAlignment.custom("oneQuarter", default="d.width / 4")
    return layout(
        ZStack(
            HStack(*(Color("blue").id(f"blue{i}") for i in range(4)), spacing=1).frame(width=300, height=150),
            HStack(*(Color("green").id(f"green{i}") for i in range(4)), spacing=1).frame(width=180, height=80),
            alignment=Alignment(one_quarter, VerticalAlignment.center),
        )
    )


def test_svg_is_valid_and_draws_every_view() -> None:
    result = layout(
        HStack(Color("red").frame(width=20, height=40).id("a"), Color("blue").frame(width=20, height=20).id("b"), alignment=VerticalAlignment.top)
    )
    root = ET.fromstring(result.to_svg(margin=0))
    assert root.tag == f"{SVG}svg"
    assert (root.get("width"), root.get("height"), root.get("viewBox")) == ("48", "40", "0 0 48 40")
    views = [r for r in root.iter(f"{SVG}rect") if r.get("class") == "view"]
    assert [(r.get("data-path"), r.get("fill"), r.get("x"), r.get("height")) for r in views] == [
        ("/0", "#ff3b30", "0", "40"),
        ("/1", "#007aff", "28", "20"),
    ]
    assert not list(root.iter(f"{SVG}line"))  # no explanation layer unless asked
    assert result._repr_svg_() == result.to_svg()


def test_explanation_layer_of_a_stack_with_a_top_guide() -> None:
    result = layout(
        HStack(Color("red").frame(width=20, height=40).id("a"), Color("blue").frame(width=20, height=20).id("b"), alignment=VerticalAlignment.top)
    )
    root = ET.fromstring(result.to_svg(explain=True))
    guides = [line for line in root.iter(f"{SVG}line") if "alignment" in (line.get("class") or "")]
    assert [(g.get("data-guide"), g.get("y1"), g.get("y2"), g.get("x1"), g.get("x2")) for g in guides] == [("top", "0", "0", "0", "48")]
    bands = [r for r in root.iter(f"{SVG}rect") if r.get("class") == "band spacing"]
    assert [(b.get("x"), b.get("width"), b.get("height")) for b in bands] == [("20", "8", "40")]
    labels = [t.text for t in root.iter(f"{SVG}text") if t.get("class") == "label-text"]
    assert labels == ["top"]


def test_svg_of_a_stack_with_a_centre_guide_and_scale(tmp_path: Path) -> None:
    result = layout(VStack(Color().frame(width=10, height=10), Color().frame(width=30, height=10)))
    path = tmp_path / "v.svg"
    result.save_svg(str(path), explain=True, scale=2, margin=4)
    root = ET.parse(path).getroot()
    lines = [line for line in root.iter(f"{SVG}line") if line.get("data-guide") == "center"]
    assert [(line.get("x1"), line.get("x2")) for line in lines] == [("15", "15")]
    x, y, width, height = (float(v) for v in root.get("viewBox").split())
    # The label below the line, centred on x = 15, reaches left of the views.
    assert y == -4 and x < -4 and float(root.get("width")) == 2 * width and float(root.get("height")) == 2 * height


def test_png_pixels_have_the_views_colours(tmp_path: Path) -> None:
    pytest.importorskip("cairosvg")
    from PIL import Image

    result = stripes_result()
    path = tmp_path / "stripes.png"
    result.save_png(str(path), scale=2, margin=0)
    image = Image.open(path).convert("RGB")
    assert image.size == (600, 300)
    for name in ("blue3", "green0", "green1", "green2"):  # the green set covers the middle of blue0 to blue2
        frame = result[name].frame
        assert image.getpixel((int(frame.mid_x * 2), int(frame.mid_y * 2))) == color_rgb(name.rstrip("0123456789"))
    # Between the green and blue sets (above the green stripes) the blue set shows.
    assert image.getpixel((int(result["green0"].frame.mid_x * 2), 10)) == color_rgb("blue")


def test_assert_frames_lists_every_difference() -> None:
    result = stripes_result()
    with pytest.raises(AssertionError) as caught:
        assert_frames(result, {"blue0": (0, 0, 74, 150), "green0": {"x": 31, "y": 35, "width": 44.25, "height": 80}, "nope": (0, 0, 0, 0)})
    message = str(caught.value)
    assert "3 frame(s) differ" in message
    assert "blue0 frame: width 74.25 != 74" in message and "green0 frame: x 30 != 31" in message and "nope: no such view" in message
    assert_frames(result, {"blue0": (0, 0, 74.2, 150)}, tolerance=0.1)


def test_assert_aligned() -> None:
    result = stripes_result()
    assert_aligned(result, "blue0", "blue1", "green0", VerticalAlignment.center)
    assert_aligned(result, "blue0", "blue3", VerticalAlignment.top)
    with pytest.raises(AssertionError, match="do not share"):
        assert_aligned(result, "blue0", "green0", HorizontalAlignment.leading)
    with pytest.raises(ValueError, match="not known"):
        assert_aligned(result, "blue0", "green0", VerticalAlignment.custom("c", default="0"))


def test_low_level_program() -> None:
    with Tree() as tree:
        program = Program(first_view=tree.view_count)
        row = program.hstack(GUIDE_TOP, 8)
        leaves = [program.image(20, h) for h in (10, 15, 20)]
        program.children(row, leaves)
        program.padding(row, 1, 2, 3, 4)
        assert tree.build(program) == 0
        assert tree.view_count == 4
        assert tree.layout(row) == (2 + 76 + 4, 1 + 20 + 3)
        frames = tree.frames()
        assert list(frames[8:16]) == [2, 1, 20, 10, 2, 1, 20, 10]
        assert list(frames[4:8]) == [0, 0, 82, 24]
    assert tree.closed
    tree.close()  # closing twice is harmless


def rss_pages() -> int:
    with open("/proc/self/statm") as file:
        return int(file.read().split()[1])


@pytest.mark.skipif(not os.path.exists("/proc/self/statm"), reason="needs /proc")
def test_laying_out_many_trees_does_not_grow_memory() -> None:
    def one(i: int) -> None:
        view = HStack(
            Color("red").frame(width=10, height=10).alignment_guide(VerticalAlignment.center, lambda d: d.height / 2).id("a"),
            VStack(Color().frame(width=i % 7 + 1, height=5), Color()).frame(height=20),
        )
        assert layout(view)["a"].frame.width == 10

    for i in range(500):  # warm up allocator pools and caches
        one(i)
    gc.collect()
    before = rss_pages()
    for i in range(10_000):
        one(i)
    gc.collect()
    grown_kib = (rss_pages() - before) * os.sysconf("SC_PAGE_SIZE") / 1024
    assert grown_kib < 4096, f"RSS grew by {grown_kib:.0f} KiB over 10,000 layouts"


def test_trees_are_freed_without_close() -> None:
    before = rss_pages()
    for _ in range(2000):
        tree = Tree()
        program = Program(first_view=0)
        program.children(program.vstack(), [program.shape() for _ in range(50)])
        tree.build(program)
        del tree
    gc.collect()
    assert (rss_pages() - before) * os.sysconf("SC_PAGE_SIZE") < 8 * 1024 * 1024
