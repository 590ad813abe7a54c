"""Grids, ViewThatFits and custom layouts from Python, with their numbers
worked out: text is 9 points per character and 17 tall, images 20 x 20."""

from __future__ import annotations

import importlib.util
import math
from typing import Any

import pytest

from alignment_engine import (
    GeometryReader,
    LazyHStack,
    LazyVStack,
    ScrollView,
    VStack,
    Alignment,
    AnyLayout,
    CallbackError,
    Color,
    Divider,
    Grid,
    GridRow,
    HorizontalAlignment,
    HStack,
    HStackLayout,
    Image,
    Layout,
    LayoutSubviews,
    ProposedViewSize,
    Rect,
    Text,
    UnitPoint,
    VerticalAlignment,
    ViewThatFits,
    VStackLayout,
    assert_frames,
    layout,
)
from conftest import REPOSITORY
from test_seeds import PLATFORMS, wrapping_hstack


def _load_flow_example() -> Any:
    spec = importlib.util.spec_from_file_location("flow_example", REPOSITORY / "examples" / "python" / "flow.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


flow_example = _load_flow_example()
Flow = flow_example.Flow


def test_flow_layout_gives_the_frames_of_the_alignment_guide_trick() -> None:
    flow = layout(Flow()(*(flow_example.chip(p) for p in PLATFORMS)).id("chips"), width=300, height=400)
    trick = layout(wrapping_hstack(PLATFORMS), width=300, height=400)
    for platform in PLATFORMS:
        assert flow[platform].outer_frame == trick[platform].outer_frame, platform
        assert flow[platform].frame == trick[platform].frame, platform
    assert_frames(flow, {"chips": (0, 0, 270, 105), "PlayStation 2": (0, 35, 135, 35)}, outer=True)


def test_a_python_layout_costs_at_most_two_callbacks_per_subview() -> None:
    calls = {"size": 0, "place": 0}

    class CountingFlow(Flow):  # type: ignore[misc, valid-type]
        def size_that_fits(self, proposal: ProposedViewSize, subviews: LayoutSubviews, cache: Any) -> Any:
            calls["size"] += 1
            return super().size_that_fits(proposal, subviews, cache)

        def place_subviews(self, bounds: Rect, proposal: ProposedViewSize, subviews: LayoutSubviews, cache: Any) -> None:
            calls["place"] += 1
            super().place_subviews(bounds, proposal, subviews, cache)

    counts = []
    for n in (5, 50):
        calls.update(size=0, place=0)
        chips = [flow_example.chip(f"chip {i}") for i in range(n)]
        # Inside a stack, which probes it at 0, at infinity and with its share.
        layout(HStack(CountingFlow(spacing=4)(*chips), Color("red")), width=400)
        assert calls["place"] == 1
        assert calls["size"] + calls["place"] <= 2 * n
        counts.append(calls["size"])
    # One call per distinct proposal, however many subviews.
    assert counts[0] == counts[1]


def test_flow_spacing_and_unspecified_width() -> None:
    one_row = layout(Flow()(*(flow_example.chip(p) for p in PLATFORMS)))
    assert one_row.size == (675, 35)
    narrow = layout(Flow(spacing=4)(*(flow_example.chip(p) for p in PLATFORMS)), width=150)
    assert narrow.size == (135, 6 * 35 + 5 * 4)


class Staircase(Layout):
    """Subviews one below the other, subview i at x = 10 i, placed by their top anchor; a
    cache counts how often it is made."""

    made = 0

    def make_cache(self, subviews: LayoutSubviews) -> list[int]:
        Staircase.made += 1
        return []

    def size_that_fits(self, proposal: ProposedViewSize, subviews: LayoutSubviews, cache: Any) -> tuple[float, float]:
        sizes = [s.size_that_fits(ProposedViewSize(None, None)) for s in subviews]
        return max(10 * i + s.width for i, s in enumerate(sizes)), sum(s.height for s in sizes)

    def place_subviews(self, bounds: Rect, proposal: ProposedViewSize, subviews: LayoutSubviews, cache: Any) -> None:
        y = bounds.y
        for i, subview in enumerate(subviews):
            d = subview.dimensions(ProposedViewSize(None, None))
            subview.place(at=(bounds.x + 10 * i + d.width / 2, y), anchor=UnitPoint.top, proposal=ProposedViewSize(None, None))
            y += d.height


def test_anchors_default_explicit_alignment_and_cache() -> None:
    Staircase.made = 0
    view = HStack(
        Text("x").id("x"),
        Staircase()(Color("red").frame(width=20, height=10).id("a"), Text("b").id("b")).id("stairs"),
        alignment=VerticalAlignment.first_text_baseline,
    )
    result = layout(view)
    # The staircase's first baseline is b's, 10 + 13 = 23; x's is 13.
    assert_frames(result, {"stairs": (17, 0, 20, 27), "a": (17, 0, 20, 10), "b": (27, 10, 9, 17), "x": (0, 10, 9, 17)})
    assert Staircase.made == 1
    rtl = layout(view, direction="rtl")
    assert_frames(rtl, {"b": (37 - 27 - 9, 10, 9, 17)})


def test_explicit_alignment_override_and_priorities() -> None:
    seen: list[float] = []

    class TopAt(Staircase):
        def explicit_alignment(self, guide: Any, bounds: Rect, proposal: ProposedViewSize, subviews: LayoutSubviews, cache: Any) -> Any:
            seen.extend(s.priority for s in subviews)
            return 4 if guide == VerticalAlignment.top else None

    result = layout(HStack(Color("red").frame(width=5, height=5).id("dot"), TopAt()(Color("red").frame(width=20, height=10).layout_priority(3)),
                           alignment=VerticalAlignment.top))
    assert_frames(result, {"dot": (0, 4, 5, 5)})
    assert seen and set(seen) == {3.0}


class Broken(Layout):
    def __init__(self, mistake: str) -> None:
        self.mistake = mistake

    def size_that_fits(self, proposal: ProposedViewSize, subviews: LayoutSubviews, cache: Any) -> tuple[float, float]:
        if self.mistake == "raise":
            raise KeyError("no such size")
        if self.mistake == "nan":
            return (math.nan, 1)
        if self.mistake == "negative":
            return (-1, 1)
        if self.mistake == "infinite":
            return (1, math.inf)
        return (10, 10)

    def place_subviews(self, bounds: Rect, proposal: ProposedViewSize, subviews: LayoutSubviews, cache: Any) -> None:
        subviews[0].place(at=(0, 0))
        if self.mistake == "twice":
            subviews[0].place(at=(5, 7))


def test_bad_layouts_fail_with_their_error() -> None:
    with pytest.raises(KeyError, match="no such size"):
        layout(Broken("raise")(Color("red")))
    for mistake, message in [("nan", r"answered size \(nan x 1.0\)"), ("negative", r"answered size \(-1.0 x 1.0\)"),
                             ("infinite", r"answered size \(1.0 x inf\)")]:
        with pytest.raises(CallbackError, match=message) as caught:
            layout(Broken(mistake)(Color("red")))
        assert "the layout 'Broken'" in str(caught.value)
    with pytest.raises(IndexError):
        layout(Broken("index")())


def test_a_subview_placed_twice_keeps_its_last_placement() -> None:
    # semantics.md decision 23, as Apple documents place(at:anchor:proposal:).
    result = layout(Broken("twice")(Color("red").frame(width=4, height=4).id("red")))
    assert result["red"].frame == (5, 7, 4, 4)


def test_any_layout_lays_out_as_its_stack() -> None:
    def children() -> tuple[Any, ...]:
        return (Color("red").frame(width=10, height=20).id("a"), Color("red").frame(width=30, height=10).id("b"))

    via_layout = layout(AnyLayout(HStackLayout(spacing=8))(*children()))
    via_stack = layout(HStack(*children(), spacing=8))
    assert via_layout.size == via_stack.size == (48, 20)
    assert via_layout["b"].frame == via_stack["b"].frame
    vertical = layout(AnyLayout(VStackLayout(alignment=HorizontalAlignment.leading, spacing=2))(*children()))
    assert_frames(vertical, {"b": (0, 22, 30, 10)})


def test_apple_two_by_two_grid() -> None:
    grid = Grid(
        GridRow(Text("Hello").id("hello"), Image(20, 20).id("globe")),
        GridRow(Image(20, 20).id("wave"), Text("World").id("world")),
    )
    result = layout(grid)
    assert result.size == (98, 48)
    assert_frames(result, {"hello": (0, 1.5, 45, 17), "globe": (65.5, 0, 20, 20), "wave": (12.5, 28, 20, 20), "world": (53, 29.5, 45, 17)})


def test_grid_cell_modifiers_and_divider() -> None:
    grid = Grid(
        GridRow(Text("Regular font:").grid_column_alignment(HorizontalAlignment.trailing).id("regular"), Text("Helvetica 12")),
        GridRow(Text("Fixed-width font:").id("fixed"), Text("Menlo Regular 11").id("menlo")),
        Divider().grid_cell_unsized_axes("horizontal").id("divider"),
        GridRow(Color("clear").grid_cell_unsized_axes(("horizontal", "vertical")).id("clear"),
                Color("red").frame(width=10, height=10).grid_cell_anchor((1, 0)).id("anchored")),
        GridRow(Text("Use fixed-width font").grid_cell_columns(2).id("toggle")),
        alignment=Alignment(HorizontalAlignment.leading, VerticalAlignment.first_text_baseline),
    )
    result = layout(grid)
    # Columns 153 and 144; the divider row is 1, the colour row 10 (the anchored square).
    assert result.size == (305, 17 + 8 + 17 + 8 + 1 + 8 + 10 + 8 + 17)
    assert_frames(result, {
        "regular": (36, 0, 117, 17), "fixed": (0, 25, 153, 17), "menlo": (161, 25, 144, 17),
        "divider": (0, 50, 305, 1), "clear": (0, 59, 153, 10), "anchored": (295, 59, 10, 10),
        "toggle": (0, 77, 180, 17),
    })
    with pytest.raises(ValueError, match=r"grid_cell_unsized_axes\(axes\) on Color: expected 'horizontal' or 'vertical'.*not 'depth'"):
        Color("red").grid_cell_unsized_axes("depth")


def test_view_that_fits() -> None:
    view = ViewThatFits(
        HStack(Text("75%"), Color("blue").frame(width=100, height=4)).id("both"),
        Color("blue").frame(width=100, height=4).id("bar"),
        Text("75%").id("text"),
        axes="horizontal",
    )
    assert_frames(layout(view, width=200, height=1), {"both": (0, 0, 135, 17), "bar": (0, 0, 0, 0)})
    assert_frames(layout(view, width=120, height=1), {"bar": (0, 0, 100, 4), "both": (0, 0, 0, 0)})
    assert_frames(layout(view, width=50, height=1), {"text": (0, 0, 27, 17)})


def test_geometry_reader_content_gets_the_real_size_and_frame() -> None:
    # SwiftUI: proxy.size.width / 2 is half the reader's width, not 0.
    half = layout(GeometryReader(lambda proxy: Color("red").frame(width=proxy.size.width / 2).id("half")), width=200, height=100)
    assert_frames(half, {"half": (0, 0, 100, 100)})
    below = VStack(
        Color("gray").frame(height=30),
        GeometryReader(lambda proxy: Color("red").frame(width=proxy.global_frame.y, height=proxy.size.height / 4).id("probe")),
        spacing=0,
    )
    assert_frames(layout(below, width=100, height=110), {"probe": (0, 30, 30, 20)})


def test_scroll_view_and_lazy_stacks() -> None:
    view = ScrollView(LazyVStack(Text("Rows").id("title"), Color("red").frame(height=200).id("row"), alignment=HorizontalAlignment.leading, spacing=4)).id("scroll")
    result = layout(view, width=390, height=300)
    assert_frames(result, {"scroll": (0, 0, 390, 300), "title": (0, 0, 36, 17), "row": (0, 21, 390, 200)})
    assert result["scroll"].type == "ScrollView"
    row = layout(ScrollView(*(Color("red").frame(width=50, height=20).id(f"c{i}") for i in range(10)), axes="horizontal").id("s"), width=390, height=100)
    # As tall as its content (SwiftUI Field Guide), so the content is at y 0, not 40.
    assert_frames(row, {"s": (0, 0, 390, 20), "c0": (0, 0, 50, 20), "c9": (522, 0, 50, 20)})
    lazy = layout(LazyHStack(Color("red").frame(width=10, height=30), Text("ab").id("t"), alignment=VerticalAlignment.top))
    assert_frames(lazy, {"t": (18, 0, 18, 17)})
