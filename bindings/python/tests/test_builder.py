"""Every view type and modifier through the builder API, and the result object."""

from __future__ import annotations

import math

import pytest

from alignment_engine import (
    Alignment,
    Capsule,
    Circle,
    Color,
    EdgeInsets,
    Edges,
    Ellipse,
    Font,
    GeometryReader,
    HStack,
    Image,
    InvalidTreeError,
    InvalidValueError,
    Rect,
    Rectangle,
    RoundedRectangle,
    Spacer,
    Text,
    TextAlignment,
    VerticalAlignment,
    VStack,
    ZStack,
    assert_frames,
    layout,
)


@pytest.mark.no_library
def test_views_are_immutable_values() -> None:
    base = Color("red")
    framed = base.frame(width=10)
    assert base.modifiers == ()
    assert len(framed.modifiers) == 1
    with pytest.raises(AttributeError):
        base.fill_color = "blue"  # type: ignore[misc]
    assert framed.id("x").view_id == "x" and framed.view_id is None
    with pytest.raises(ValueError):
        Color().frame(width=10, max_width=20)
    with pytest.raises(TypeError):
        HStack(Color(), alignment=Alignment.center)  # type: ignore[arg-type]
    with pytest.raises(TypeError):
        HStack("not a view")  # type: ignore[arg-type]


def test_equal_flexible_rectangles() -> None:  # reference case R1
    view = HStack(Rectangle("red").id("r"), Rectangle("green").id("g"), Rectangle("blue").id("b"), spacing=0).frame(width=300, height=100)
    result = layout(view, 1000, 1000)
    assert_frames(result, {"r": (0, 0, 100, 100), "g": (100, 0, 100, 100), "b": (200, 0, 100, 100)})


def test_flexibility_order_and_overflow() -> None:  # reference case R2
    view = HStack(
        Rectangle().frame(max_width=100).id("red"),
        Rectangle().frame(min_width=100).id("green"),
        spacing=0,
    ).frame(width=150, height=100)
    assert_frames(layout(view), {"red": (-12.5, 0, 75, 100), "green": (62.5, 0, 100, 100)}, outer=True)


def test_layout_priority() -> None:  # snapshot case S8
    view = VStack(Color().id("red"), Color().layout_priority(1).id("blue"), HStack(Color(), Color()).id("row"))
    assert_frames(layout(view, 200, 200), {"red": (0, 0, 200, 0), "blue": (0, 8, 200, 184), "row": (0, 200, 200, 0)})


@pytest.mark.parametrize(
    "padding, size, origin",
    [
        ((), (42, 42), (16, 16)),
        ((8,), (26, 26), (8, 8)),
        ((Edges.horizontal, 4), (18, 10), (4, 0)),
        ((Edges.vertical,), (10, 42), (0, 16)),
        ((EdgeInsets(top=1, leading=2, bottom=3, trailing=4),), (16, 14), (2, 1)),
    ],
)
def test_padding_forms(padding: tuple, size: tuple, origin: tuple) -> None:
    result = layout(Color().frame(width=10, height=10).id("c").padding(*padding))
    assert result.size == size
    assert_frames(result, {"c": (*origin, 10, 10)})


def test_offset_moves_the_outer_frame_only_at_the_end() -> None:
    result = layout(HStack(Color().frame(width=10, height=10).offset(x=5, y=3).id("a"), Color().frame(width=10, height=10).offset(y=2).padding(1).id("b"), spacing=0))
    # The row is 12 tall: a is centred at y = 1 and moved by its offset; b's offset sits inside its padding.
    assert_frames(result, {"a": (5, 4, 10, 10), "b": (11, 3, 10, 10)})
    assert_frames(result, {"a": (5, 4, 10, 10), "b": (10, 0, 12, 12)}, outer=True)


def test_fixed_size_text() -> None:
    result = layout(Text("hello world").fixed_size().id("t").frame(width=20), 20, 100)
    assert result["t"].frame.width == 99
    wrapped = layout(Text("hello world").id("t"), 50, None)
    assert wrapped["t"].frame.size == (45, 34)


def test_text_line_limit_font_and_alignment() -> None:
    big = Font(size=20, ascent=16, descent=4, leading=2, advance=10)
    result = layout(Text("one two three", font=big, line_limit=1, multiline_text_alignment="center").id("t"), 60, None)
    # Capped at one line: "one" and an ellipsis, 4 characters of 10.
    assert result["t"].frame.size == (40, 22)
    assert Text("x").multiline_text_alignment(TextAlignment.trailing).line_limit(2).font(big).text_font is big


def test_overlay_and_background() -> None:
    view = (
        Color("gray")
        .frame(width=100, height=100)
        .id("base")
        .overlay(Circle("red").frame(width=20, height=20).id("badge"), alignment=Alignment.top_trailing)
        .background(Capsule("blue").id("back"))
    )
    result = layout(view)
    assert [v.path for v in result] == ["/", "/modifiers/1", "/modifiers/2"]
    assert_frames(result, {"badge": (80, 0, 20, 20), "back": (0, 0, 100, 100), "base": (0, 0, 100, 100)})


@pytest.mark.parametrize(
    "view, frame",
    [
        (Color().aspect_ratio(2), (0, 5, 100, 50)),
        (Ellipse().aspect_ratio(2, content_mode="fill"), (-10, 0, 120, 60)),
        (RoundedRectangle(corner_radius=4).frame(width=20, height=20).position(x=30, y=40), (20, 30, 20, 20)),
        (Circle(), (20, 0, 60, 60)),
    ],
)
def test_aspect_ratio_position_and_shapes(view: Color, frame: tuple) -> None:
    result = layout(view.id("v").frame(width=100, height=60))
    assert_frames(result, {"v": frame})


def test_spacer_image_and_flexible_frames() -> None:
    result = layout(
        HStack(Image(10, 20).id("a"), Spacer(), Image(30, 40).resizable().frame(width=10).id("b"), spacing=0)
        .frame(max_width=math.inf)
        .id("row"),
        100,
        50,
    )
    assert_frames(result, {"a": (0, 15, 10, 20), "b": (90, 0, 10, 50), "row": (0, 0, 100, 50)})


def test_geometry_reader_with_views() -> None:
    result = layout(GeometryReader(Color().frame(width=10, height=10).id("c"), Color().id("fill")), 100, 80)
    assert_frames(result, {"c": (0, 0, 10, 10), "fill": (0, 0, 100, 80)})


def test_layout_direction() -> None:
    row = HStack(Color().frame(width=10, height=10).id("a"), Color().frame(width=20, height=10).id("b"), spacing=0)
    assert_frames(layout(row), {"a": (0, 0, 10, 10), "b": (10, 0, 20, 10)})
    assert_frames(layout(row, direction="rtl"), {"a": (20, 0, 10, 10), "b": (0, 0, 20, 10)})
    nested = VStack(row.environment(layout_direction="rtl"), alignment=Alignment.leading.horizontal)
    assert_frames(layout(nested), {"a": (20, 0, 10, 10)})


def test_baseline_alignment_of_texts() -> None:
    big = Font(size=28, ascent=22, descent=6, leading=0, advance=15)
    result = layout(HStack(Text("small").id("s"), Text("big", font=big).id("b"), alignment=VerticalAlignment.first_text_baseline))
    assert result["s"].frame.y + 13 == result["b"].frame.y + 22


def test_errors_from_the_library() -> None:
    with pytest.raises(InvalidTreeError, match="x"):
        layout(HStack(Color().id("x"), Color().id("x")))
    with pytest.raises(InvalidValueError):
        layout(Color().frame(width=-1))
    with pytest.raises(InvalidValueError):
        layout(Color(), width=-5)


def test_result_object() -> None:
    result = layout(VStack(Color("red").frame(width=10, height=10).id("a"), Color().frame(width=20, height=5)))
    assert len(result) == 3
    assert result["a"].frame == Rect(5, 0, 10, 10)
    assert result["/1"].frame == result[2].frame
    assert "a" in result and "zz" not in result
    with pytest.raises(KeyError):
        result["zz"]
    frame = result["a"].frame
    assert (frame.min_x, frame.mid_x, frame.max_x, frame.min_y, frame.mid_y, frame.max_y) == (5, 10, 15, 0, 5, 10)
    data = result.to_dict()
    assert data["size"] == {"width": 20, "height": 23}
    assert data["views"][1] == {
        "id": "a",
        "path": "/0",
        "type": "Color",
        "frame": {"x": 5, "y": 0, "width": 10, "height": 10},
        "outerFrame": {"x": 5, "y": 0, "width": 10, "height": 10},
    }
    assert "id" not in data["views"][2]
    assert result.root.type == "VStack"


def test_deep_builder_trees_do_not_recurse() -> None:
    view = Color().frame(width=1, height=1)
    for i in range(3000):
        view = (HStack if i % 2 else VStack)(view).padding(1)
    result = layout(view)
    assert result.size == (6001, 6001)
    # repr walks a work stack too: deeper than Python's recursion limit.
    text = repr(view)
    assert text.startswith("HStack((), (VStack((), (HStack(") and text.endswith(".Padding")
    assert text.count("Stack(") == 3000 and text.count("Color(") == 1


def test_view_reprs() -> None:
    assert repr(Rectangle().frame(width=20, height=10).padding(1)) == "Rectangle((), None).Frame.Padding"
    assert repr(HStack(Rectangle(), Text("hi").id("t")).padding(2)) == (
        "HStack((), (Rectangle((), None), Text((), 'hi', None, None, False, 0.0, <TextAlignment.leading: 0>).id('t')),"
        " VerticalAlignment.center, None).Padding")
    assert repr(VStack(HStack(Rectangle()), spacing=4)) == (
        "VStack((), (HStack((), (Rectangle((), None),), VerticalAlignment.center, None),), HorizontalAlignment.center, 4.0)")
    assert repr(ZStack()) == "ZStack((), (), Alignment(horizontal=HorizontalAlignment.center, vertical=VerticalAlignment.center))"
