"""The seed examples, written with the builder API, with their numbers worked out."""

from __future__ import annotations

import pytest

from alignment_engine import (
    Alignment,
    Color,
    Edges,
    Font,
    GeometryReader,
    HorizontalAlignment,
    HStack,
    Image,
    Rectangle,
    RoundedRectangle,
    Text,
    VerticalAlignment,
    VStack,
    ZStack,
    assert_aligned,
    assert_frames,
    layout,
)

TITLE = Font(size=28, ascent=22, descent=6, leading=0, advance=15)


def stripes(color: str, count: int, name: str, stack: type = HStack) -> HStack:
    return stack(*(Color(color).id(f"{name}{i}") for i in range(count)), spacing=1)


def test_one_quarter_stripes() -> None:
    """Apple's LayeredVerticalStripes: the right edges of the left-most stripes line up."""
    one_quarter = HorizontalAlignment.custom("oneQuarter", default="d.width / 4")
    view = ZStack(
        stripes("blue", 4, "blue").frame(width=300, height=150).id("blue"),
        stripes("green", 4, "green").frame(width=180, height=80).id("green"),
        alignment=Alignment(horizontal=one_quarter, vertical=VerticalAlignment.center),
    )
    result = layout(view)
    assert result.size == (300, 150)
    blue_width = (300 - 3) / 4  # 74.25
    green_width = (180 - 3) / 4  # 44.25
    expected = {f"blue{i}": (i * (blue_width + 1), 0, blue_width, 150) for i in range(4)}
    # oneQuarter is 75 in the blue set and 45 in the green one: the green set starts at 75 - 45 = 30.
    expected |= {f"green{i}": (30 + i * (green_width + 1), 35, green_width, 80) for i in range(4)}
    assert_frames(result, expected)
    assert result["blue0"].frame.max_x == pytest.approx(result["green0"].frame.max_x)


def test_one_quarter_with_a_python_default() -> None:
    one_quarter = HorizontalAlignment.custom("oneQuarter", default=lambda d: d.width / 4)
    view = ZStack(
        stripes("blue", 4, "blue").frame(width=300, height=150),
        stripes("green", 4, "green").frame(width=180, height=80),
        alignment=Alignment(one_quarter, VerticalAlignment.center),
    )
    assert_frames(layout(view), {"green0": (30, 35, 44.25, 80)})


def test_first_third_stripes() -> None:
    """Apple's LayeredHorizontalStripes: the bottoms of the top stripes line up."""
    first_third = VerticalAlignment.custom("firstThird", default="d.height / 3")
    view = ZStack(
        stripes("blue", 3, "blue", VStack).frame(width=180, height=90),
        stripes("green", 3, "green", VStack).frame(width=70, height=60),
        alignment=Alignment(HorizontalAlignment.center, first_third),
    )
    result = layout(view)
    assert result.size == (180, 90)
    blue_height = (90 - 2) / 3
    green_height = (60 - 2) / 3
    # firstThird is 30 in the blue set and 20 in the green one: green starts at y = 10.
    assert_frames(
        result,
        {
            "blue0": (0, 0, 180, blue_height),
            "blue2": (0, 2 * (blue_height + 1), 180, blue_height),
            "green0": (55, 10, 70, green_height),
            "green1": (55, 10 + green_height + 1, 70, green_height),
        },
    )
    assert result["blue0"].frame.max_y == pytest.approx(result["green0"].frame.max_y)


def color_label(label: str, color: str, height: float) -> Text:
    return (
        Text(label, font=TITLE)
        .frame(height=height)
        .padding(Edges.horizontal, 20)
        .background(RoundedRectangle(color))
        .id(label)
    )


def test_weird_alignment_days() -> None:
    """swiftui-lab's weirdAlignment: a guide whose default is the view's height."""
    weird = HorizontalAlignment.custom("weirdAlignment", default="d.height")
    days = [("Monday", "red", 50), ("Tuesday", "orange", 70), ("Wednesday", "yellow", 90), ("Thursday", "green", 40),
            ("Friday", "blue", 70), ("Saturday", "purple", 40), ("Sunday", "pink", 40)]  # fmt: skip
    line = Rectangle("primary").frame(width=1).alignment_guide(weird, lambda d: d[HorizontalAlignment.leading])
    view = VStack(line.id("top line"), *(color_label(*day) for day in days), line.id("bottom line"), alignment=weird, spacing=10)
    result = layout(view)
    # Each label sits d.height to the left of the line; Wednesday (90) is the left-most,
    # Thursday / Saturday (160 wide, 40 left of the line) reach furthest right: 210 wide.
    assert result.size == (210, 500)
    expected = {"top line": (90, 0, 1, 10), "bottom line": (90, 490, 1, 10)}
    outer = {}
    y = 20.0
    for name, _, height in days:
        width = 15 * len(name) + 40
        outer[name] = (90 - height, y, width, height)
        expected[name] = (90 - height + 20, y + (height - 28) / 2, width - 40, 28)  # the Text, centred in its frame
        y += height + 10
    assert_frames(result, expected)
    assert_frames(result, outer, outer=True)
    # The background RoundedRectangle fills the padded label.
    assert_frames(result, {"/1/modifiers/2": (40, 20, 130, 50)})


def test_csdn_cross_stack_alignment() -> None:
    """CSDN's midAccountAndName: two texts in different VStacks share one guide."""
    mid = VerticalAlignment.custom("midAccountAndName", default="d[.top]")
    view = HStack(
        VStack(
            Text("@CSDN").alignment_guide(mid, lambda d: d[VerticalAlignment.center]).id("account"),
            Image(120, 120).resizable().frame(width=60, height=60).id("avatar"),
        ).id("left"),
        VStack(
            Text("CSDN ID:").id("label"),
            Text("Forever_wj", font=TITLE).alignment_guide(mid, "d[VerticalAlignment.center]").id("name"),
        ).id("right"),
        alignment=mid,
    )
    result = layout(view)
    assert_aligned(result, "account", "name", VerticalAlignment.center)
    # left: 60 x 85, its guide at 8.5; right: 150 x 53, its guide at 17 + 8 + 14 = 39.
    assert result.size == (218, 115.5)
    assert_frames(
        result,
        {
            "left": (0, 30.5, 60, 85),
            "account": (7.5, 30.5, 45, 17),
            "avatar": (0, 55.5, 60, 60),
            "right": (68, 0, 150, 53),
            "label": (107, 0, 72, 17),
            "name": (68, 25, 150, 28),
        },
    )


PLATFORMS = ["Ninetendo", "XBox", "PlayStation", "PlayStation 2", "PlayStation 3", "PlayStation 4"]


def wrapping_hstack(platforms: list[str]) -> GeometryReader:
    """Seed 003, transcribed: stateful guide closures inside a top-leading ZStack."""

    def content(g):  # type: ignore[no-untyped-def]
        width = 0.0
        height = 0.0

        def leading(platform: str):  # type: ignore[no-untyped-def]
            def compute(d) -> float:  # type: ignore[no-untyped-def]
                nonlocal width, height
                if abs(width - d.width) > g.size.width:
                    width = 0
                    height -= d.height
                result = width
                if platform == platforms[-1]:
                    width = 0
                else:
                    width -= d.width
                return result

            return compute

        def top(platform: str):  # type: ignore[no-untyped-def]
            def compute(d) -> float:  # type: ignore[no-untyped-def]
                nonlocal height
                result = height
                if platform == platforms[-1]:
                    height = 0
                return result

            return compute

        return ZStack(
            *(
                Text(platform)
                .padding(5)
                .background(Color("blue"))
                .padding(Edges.all, 4)
                .alignment_guide(HorizontalAlignment.leading, leading(platform))
                .alignment_guide(VerticalAlignment.top, top(platform))
                .id(platform)
                for platform in platforms
            ),
            alignment=Alignment.top_leading,
        ).id("chips")

    return GeometryReader(content).id("reader")


def test_wrapping_hstack_puts_chips_in_rows() -> None:
    result = layout(wrapping_hstack(PLATFORMS), width=300, height=400)
    # Chips are Text + 2 x 5 + 2 x 4 wide: 99, 54, 117, 135, 135, 135; 35 tall.
    rows = {
        "Ninetendo": (0, 0, 99),
        "XBox": (99, 0, 54),
        "PlayStation": (153, 0, 117),
        "PlayStation 2": (0, 35, 135),
        "PlayStation 3": (135, 35, 135),
        "PlayStation 4": (0, 70, 135),
    }
    assert_frames(result, {name: (x, y, w, 35) for name, (x, y, w) in rows.items()}, outer=True)
    assert_frames(result, {"reader": (0, 0, 300, 400), "chips": (0, 0, 270, 105)})
    # The hidden probe that tells the GeometryReader's proxy its size is not a view of the result.
    assert [view.path for view in result][:3] == ["/", "/0", "/0/0"]


def test_wrapping_hstack_follows_the_available_width() -> None:
    result = layout(wrapping_hstack(PLATFORMS), width=200, height=400)
    ys = [result[name].outer_frame.y for name in PLATFORMS]
    assert ys == [0, 0, 35, 70, 105, 140]
