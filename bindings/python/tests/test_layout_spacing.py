"""A custom layout's own spacing preferences and the direction it is laid out in,
with real frames: default spacing 8 between views that state no preference."""

from __future__ import annotations

from typing import Any

import pytest

from alignment_engine import (
    CallbackError,
    Color,
    Edges,
    HStack,
    Layout,
    LayoutDirection,
    LayoutSubviews,
    ProposedViewSize,
    Rect,
    Spacer,
    ViewSpacing,
    assert_frames,
    layout,
)

UNSPECIFIED = ProposedViewSize(None, None)


class Row(Layout):
    """Its subviews side by side with no space, at their ideal sizes."""

    def size_that_fits(self, proposal: ProposedViewSize, subviews: LayoutSubviews, cache: Any) -> tuple[float, float]:
        sizes = [s.size_that_fits(UNSPECIFIED) for s in subviews]
        return sum(s.width for s in sizes), max((s.height for s in sizes), default=0)

    def place_subviews(self, bounds: Rect, proposal: ProposedViewSize, subviews: LayoutSubviews, cache: Any) -> None:
        x = bounds.x
        for subview in subviews:
            subview.place(at=(x, bounds.y), proposal=UNSPECIFIED)
            x += subview.size_that_fits(UNSPECIFIED).width


class FlushRow(Row):
    """A Row that asks for no space on its leading edge."""

    def spacing(self, subviews: LayoutSubviews, cache: Any) -> ViewSpacing:
        return super().spacing(subviews, cache).union(ViewSpacing.zero, Edges.leading)


def _row_between_boxes(row: Layout) -> Any:
    return HStack(
        Color("red").frame(width=10, height=10).id("a"),
        row(Color("blue").frame(width=20, height=10)).id("row"),
        Color("red").frame(width=5, height=10).id("b"),
    )


def test_a_layout_that_asks_for_no_leading_space_sits_flush_against_the_previous_child() -> None:
    flush = layout(_row_between_boxes(FlushRow()))
    assert_frames(flush, {"row": (10, 0, 20, 10), "b": (38, 0, 5, 10)})
    assert flush.size == (43, 10)
    plain = layout(_row_between_boxes(Row()))
    assert_frames(plain, {"row": (18, 0, 20, 10), "b": (46, 0, 5, 10)})
    # Right to left mirrors the same layout.
    assert_frames(layout(_row_between_boxes(FlushRow()), direction="rtl"), {"row": (13, 0, 20, 10), "b": (0, 0, 5, 10)})


def test_subviews_report_their_spacing_and_the_default_is_their_union() -> None:
    seen: list[ViewSpacing] = []

    class Probe(Row):
        def size_that_fits(self, proposal: ProposedViewSize, subviews: LayoutSubviews, cache: Any) -> tuple[float, float]:
            seen[:] = [s.spacing for s in subviews]
            return super().size_that_fits(proposal, subviews, cache)

    # An unoriented Spacer asks for no space anywhere, so the Row (default spacing) too.
    result = layout(HStack(Color("red").frame(width=10, height=10), Probe()(Color("blue").frame(width=5, height=5), Spacer(min_length=4)).id("row")))
    assert seen == [ViewSpacing(), ViewSpacing.zero]
    assert_frames(result, {"row": (10, 2.5, 9, 5)})


def test_view_spacing_arithmetic() -> None:
    leading = ViewSpacing(Edges.leading)
    assert ViewSpacing().distance(leading, "horizontal") == 0
    assert leading.distance(ViewSpacing(), "horizontal") == 8
    assert leading.distance(ViewSpacing(), "vertical") == 8
    assert ViewSpacing().union(ViewSpacing.zero, Edges.vertical) == ViewSpacing(Edges.top | Edges.bottom)
    spacing = ViewSpacing()
    spacing.form_union(ViewSpacing.zero, Edges.trailing)
    assert spacing.zero_edges == Edges.trailing
    assert ViewSpacing.zero.zero_edges == Edges.all
    with pytest.raises(ValueError, match="zero_edges"):
        ViewSpacing(16)
    with pytest.raises(ValueError, match="along"):
        leading.distance(leading, "diagonal")  # type: ignore[arg-type]


def test_a_spacing_that_raises_or_answers_wrongly_fails_the_layout() -> None:
    class Refusing(Row):
        def spacing(self, subviews: LayoutSubviews, cache: Any) -> ViewSpacing:
            raise KeyError("no spacing today")

    class Sloppy(Row):
        def spacing(self, subviews: LayoutSubviews, cache: Any) -> Any:
            return None

    with pytest.raises(KeyError, match="no spacing today"):
        layout(_row_between_boxes(Refusing()))
    with pytest.raises(TypeError, match="Sloppy.spacing must return a ViewSpacing, not None"):
        layout(_row_between_boxes(Sloppy()))


def test_a_layout_may_keep_its_spacing_number_in_self_spacing() -> None:
    class SpacedFlushRow(FlushRow):
        def __init__(self, spacing: float) -> None:
            self.spacing = spacing  # type: ignore[assignment, method-assign]

    assert_frames(layout(_row_between_boxes(SpacedFlushRow(4))), {"row": (10, 0, 20, 10)})


def test_the_spacing_callback_is_registered_only_when_overridden() -> None:
    calls: list[str] = []

    class Counting(FlushRow):
        def spacing(self, subviews: LayoutSubviews, cache: Any) -> ViewSpacing:
            calls.append("spacing")
            return super().spacing(subviews, cache)

    layout(_row_between_boxes(Counting()), width=300)
    assert calls == ["spacing"]


class DirectionProbe(Row):
    """Records the direction each of its methods saw."""

    def __init__(self) -> None:
        self.seen: dict[str, LayoutDirection] = {}

    def size_that_fits(self, proposal: ProposedViewSize, subviews: LayoutSubviews, cache: Any) -> tuple[float, float]:
        self.seen["size"] = subviews.layout_direction
        return super().size_that_fits(proposal, subviews, cache)

    def place_subviews(self, bounds: Rect, proposal: ProposedViewSize, subviews: LayoutSubviews, cache: Any) -> None:
        self.seen["place"] = subviews.layout_direction
        super().place_subviews(bounds, proposal, subviews, cache)

    def spacing(self, subviews: LayoutSubviews, cache: Any) -> ViewSpacing:
        self.seen["spacing"] = subviews.layout_direction
        return super().spacing(subviews, cache)


@pytest.mark.parametrize(
    ("root", "environment", "expected"),
    [
        ("ltr", None, LayoutDirection.left_to_right),
        ("rtl", None, LayoutDirection.right_to_left),
        ("ltr", "rtl", LayoutDirection.right_to_left),
        ("rtl", "ltr", LayoutDirection.left_to_right),
    ],
)
def test_subviews_report_the_direction_the_container_is_laid_out_in(root: str, environment: str | None, expected: LayoutDirection) -> None:
    probe = DirectionProbe()
    view = HStack(probe(Color("red").frame(width=10, height=10)))
    layout(view if environment is None else view.environment(layout_direction=environment), direction=root)
    assert probe.seen == {"size": expected, "place": expected, "spacing": expected}
