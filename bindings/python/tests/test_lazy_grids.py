"""LazyVGrid, LazyHGrid and GridItem from Python: the published measurements and
Apple's examples with their numbers, and bad items as clear errors."""

from __future__ import annotations

import math

import pytest

from conftest import REPOSITORY

from alignment_engine import (
    Color,
    GridItem,
    HorizontalAlignment,
    InvalidValueError,
    LazyHGrid,
    LazyVGrid,
    LazyVStack,
    ScrollView,
    Text,
    VerticalAlignment,
    assert_frames,
    layout,
)


def cells(count: int, height: float = 50) -> list[Color]:
    return [Color("red").frame(height=height).id(f"c{i}") for i in range(count)]


def test_objc_io_fixed_and_adaptive_columns() -> None:
    # objc.io, "SwiftUI's Grid Views" (2020), quiz 1: [.fixed(70), .adaptive(minimum: 40)] in a
    # 200-wide frame: 70, then two adaptive cells of (200 - 70 - 8 - 8) / 2 = 57.
    grid = LazyVGrid(*cells(4), columns=[GridItem.fixed(70), GridItem.adaptive(minimum=40)]).id("grid").frame(width=200)
    result = layout(grid, width=300, height=300)
    assert_frames(result, {"grid": (0, 0, 200, 108), "c0": (0, 0, 70, 50), "c1": (78, 0, 57, 50), "c2": (143, 0, 57, 50), "c3": (0, 58, 70, 50)})


def test_flexible_columns_lay_out_twice() -> None:
    # "Predict LazyVGrid layout" (juejin.cn/post/7083356120147820552): flexible minimums 100
    # and 180 at 300: sized 334 wide, placed as 163 and 180.
    result = layout(LazyVGrid(*cells(2), columns=[GridItem.flexible(minimum=100), GridItem.flexible(minimum=180)]), width=300, height=300)
    assert (result.size.width, result.size.height) == (334, 50)
    assert_frames(result, {"c0": (0, 0, 163, 50), "c1": (171, 0, 180, 50)})


def test_apple_examples_in_scroll_views() -> None:
    # Apple's LazyVStack: rows at the scroll view's leading edge.
    rows = layout(ScrollView(LazyVStack(*(Text(f"Row {i}").id(f"row{i}") for i in range(1, 4)), alignment=HorizontalAlignment.leading).id("stack")).id("s"),
                  width=300, height=400)
    assert_frames(rows, {"s": (0, 0, 300, 400), "stack": (0, 0, 300, 67), "row1": (0, 0, 45, 17), "row3": (0, 50, 45, 17)})
    # Apple's GridItem page: fixed rows 30, 60, 90, 10 with spacings 1, 10, 20, 50.
    items = [GridItem.fixed(30, spacing=1), GridItem.fixed(60, spacing=10), GridItem.fixed(90, spacing=20), GridItem.fixed(10, spacing=50)]
    colours = [Color(c).frame(width=30).id(f"c{i}") for i, c in enumerate(["red", "green", "blue", "yellow", "red"])]
    demo = layout(ScrollView(LazyHGrid(*colours, rows=items, spacing=5).id("grid"), axes="horizontal"), width=300, height=400)
    assert_frames(demo, {"grid": (0, 0, 65, 221), "c1": (0, 31, 30, 60), "c3": (0, 211, 30, 10), "c4": (35, 0, 30, 30)})
    # Apple's LazyHGrid page: two fixed rows of 20, aligned at the top.
    top = layout(LazyHGrid(Text("1F600").id("a"), Text("G").id("b"), rows=[GridItem.fixed(20)] * 2, alignment=VerticalAlignment.top))
    assert_frames(top, {"a": (0, 0, 45, 17), "b": (18, 28, 9, 17)})


def test_bad_grid_items_are_clear_errors() -> None:
    with pytest.raises(InvalidValueError, match=r"GridItem.fixed\(size\): expected a number that is not negative, not -1"):
        GridItem.fixed(-1)
    with pytest.raises(InvalidValueError, match=r"GridItem.fixed\(size\): .* not NaN"):
        GridItem.fixed(math.nan)
    with pytest.raises(InvalidValueError, match=r"GridItem.flexible\(maximum\)"):
        GridItem.flexible(maximum=-math.inf)
    with pytest.raises(InvalidValueError, match=r"GridItem.flexible\(minimum\): expected a number not above the maximum 20, not 30"):
        GridItem.flexible(30, 20)
    with pytest.raises(InvalidValueError, match=r"GridItem.adaptive\(minimum\): expected a number > 0, not 0"):
        GridItem.adaptive(0)
    with pytest.raises(InvalidValueError, match=r"GridItem.adaptive\(minimum\): expected a finite number"):
        GridItem.adaptive(math.inf)
    with pytest.raises(InvalidValueError, match=r"LazyVGrid\(columns\): expected at least one GridItem"):
        LazyVGrid(columns=[])
    with pytest.raises(TypeError, match=r"LazyHGrid\(rows\)\[0\]: expected a GridItem"):
        LazyHGrid(rows=[10])


def test_pictures_draw_scroll_views_and_the_spacing_between_grid_tracks() -> None:
    from alignment_engine import layout_document
    from alignment_engine._native.explainers import document_explanation
    from alignment_engine.pictures.scene import build_scene

    doc = (REPOSITORY / "Tests/Fixtures/documents/lazy-grid-items-aligned.json").read_bytes()
    _, explanation = document_explanation(doc)
    scene = build_scene(layout_document(doc), explanation, explain=True)
    # Columns 0+100, 108+92, 208+45, 255+45: gaps of 8, 8 and 2 across the grid's 40 points.
    tracks = [tuple(band.rect) for band in scene.bands if "columns" in band.title]
    assert tracks == [(100, 0, 8, 40), (200, 0, 8, 40), (253, 0, 2, 40)]
    assert scene.boxes[0].shape == "outline" and tuple(scene.boxes[0].rect) == (0, 0, 300, 40)
    doc = (REPOSITORY / "Tests/Fixtures/documents/scroll-view-field-guide.json").read_bytes()
    _, explanation = document_explanation(doc)
    outlines = [tuple(box.rect) for box in build_scene(layout_document(doc), explanation, explain=True).boxes if box.shape == "outline"]
    assert (100, 0, 100, 350) in outlines and (0, 350, 300, 50) in outlines
