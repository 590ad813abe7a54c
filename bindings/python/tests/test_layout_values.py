"""Layout values (``LayoutValueKey``, ``View.layout_value``, ``subview[key]``) and
``GridLayout``."""

from __future__ import annotations

import math
from typing import Any

import pytest

from alignment_engine import (
    Alignment, AnyLayout, Color, Grid, GridLayout, GridRow, Image, InvalidValueError, Layout, LayoutSession,
    LayoutValueKey, Text, VStackLayout, assert_frames, layout,
)


# Apple, LayoutValueKey: "a property that defines an amount of flexibility for a view ...
# with a default value of nil"; here the default is 1.
Flexibility = LayoutValueKey("flexibility", default=1.0)


class ShareRow(Layout):
    """Gives each subview a share of the proposed width in proportion to its flexibility."""

    def size_that_fits(self, proposal: Any, subviews: Any, cache: Any) -> tuple[float, float]:
        return (proposal.width if proposal.width is not None else 100, 10)

    def place_subviews(self, bounds: Any, proposal: Any, subviews: Any, cache: Any) -> None:
        flexibilities = [subview[Flexibility] for subview in subviews]
        total = sum(flexibilities)
        x = bounds.x
        for subview, flexibility in zip(subviews, flexibilities):
            width = bounds.width * flexibility / total
            subview.place(at=(x, bounds.y), proposal=(width, 10))
            x += width


def test_subviews_read_their_values_and_the_default() -> None:
    result = layout(ShareRow()(
        Color("red").layout_value(Flexibility, 3).id("a"),
        # The value belongs to the view with its modifiers, wherever in the chain it is set.
        Color("green").layout_value(Flexibility, 2).padding(0).id("b"),
        Color("blue").id("c"),
    ), width=120)
    assert_frames(result, {"a": (0, 0, 60, 10), "b": (60, 0, 40, 10), "c": (100, 0, 20, 10)})


class Named(Layout):
    """Puts each subview at x = its "x" value (a plain name: None when unset)."""

    def size_that_fits(self, proposal: Any, subviews: Any, cache: Any) -> tuple[float, float]:
        return (max((subview["x"] or 0) for subview in subviews) + 10, 10)

    def place_subviews(self, bounds: Any, proposal: Any, subviews: Any, cache: Any) -> None:
        for subview in subviews:
            subview.place(at=(subview["x"] or 0, 0), proposal=(10, 10))


def test_a_changed_value_relays_out_in_a_session() -> None:
    session = LayoutSession(Named()(Color("red").id("a"), Color("blue").layout_value("x", 30).id("b")))
    result = session.layout()
    assert result.size == (40, 10)
    assert_frames(result, {"a": (0, 0, 10, 10), "b": (30, 0, 10, 10)})
    session.set_layout_value("a", "x", 50)
    result = session.layout()
    assert result.size == (60, 10)
    assert_frames(result, {"a": (50, 0, 10, 10)})


def test_bad_layout_values_are_errors_naming_the_view() -> None:
    with pytest.raises(InvalidValueError, match=r"layout_value\(value\) on Color \(id 'a'\)"):
        Color("red").id("a").layout_value(Flexibility, math.nan)
    with pytest.raises(TypeError, match=r"layout_value\(key\)"):
        Color("red").layout_value(3, 1)  # type: ignore[arg-type]
    with pytest.raises(TypeError, match=r"LayoutValueKey\(name\)"):
        LayoutValueKey(None)  # type: ignore[arg-type]


def test_grid_layout_is_a_grid_and_switches_with_stacks() -> None:
    def rows() -> tuple[Any, ...]:
        return (GridRow(Text("Hello").id("hello"), Image(20, 20).id("globe")),
                GridRow(Image(20, 20).id("wave"), Text("World").id("world")))

    grid = layout(Grid(*rows(), alignment=Alignment.leading, horizontal_spacing=4, vertical_spacing=2))
    for value in (GridLayout(Alignment.leading, 4, 2), AnyLayout(GridLayout(Alignment.leading, 4, 2))):
        result = layout(value(*rows()))
        assert result.size == grid.size == (94, 42)
        assert_frames(result, {"globe": (49, 0, 20, 20), "world": (49, 23.5, 45, 17)})
    cells = (Color("red").frame(width=10, height=20).id("a"), Color("red").frame(width=30, height=10).id("b"))
    for value in (AnyLayout(GridLayout(Alignment.leading)), AnyLayout(VStackLayout(Alignment.leading.horizontal))):
        assert_frames(layout(value(*cells)), {"b": (0, 28, 30, 10)})
