"""Extreme values from Python, each the exact input that broke us: a grid cell
spanning 2**31 - 1 columns killed the process, lengths that add up past the largest finite
number came out as infinite sizes, and an infinitely large child of aspectRatio was rejected
with a NaN."""

from __future__ import annotations

import math
from typing import Any

import pytest

from alignment_engine import Color, Grid, GridRow, HStack, InvalidValueError, Layout, ScrollView, VStack, layout


class Huge(Layout):
    """A layout 1e308 square whatever it is proposed."""

    def size_that_fits(self, proposal: Any, subviews: Any, cache: Any) -> tuple[float, float]:
        return (1e308, 1e308)

    def place_subviews(self, bounds: Any, proposal: Any, subviews: Any, cache: Any) -> None:
        pass


def test_a_cell_spanning_the_most_columns_lays_out_at_once() -> None:
    span = 2**31 - 1
    grid = Grid(
        GridRow(Color("red").frame(width=10, height=10).grid_cell_columns(span).id("wide")),
        GridRow(Color("green").frame(width=10, height=10).id("a"), Color("blue").frame(width=10, height=10).id("b")),
    )
    result = layout(grid)
    # Columns 10 and 10, then span - 2 empty ones: span - 1 spacings of 8.
    width = 20 + 8 * (span - 1)
    assert result.size == (width, 28)
    assert tuple(result["wide"].frame) == ((width - 10) / 2, 0, 10, 10)
    assert tuple(result["b"].frame) == (18, 18, 10, 10)


@pytest.mark.parametrize(("view", "message"), [
    (lambda: HStack(Huge()(), Huge()()), "HStack view #0 came out infinitely wide"),
    (lambda: ScrollView(VStack(Color("a").frame(width=1, height=1e308), Color("b").frame(width=1, height=1e308))),
     "VStack view #1 came out infinitely tall"),
])
def test_lengths_that_overflow_are_an_error_naming_the_container(view: Any, message: str) -> None:
    with pytest.raises(InvalidValueError, match=message):
        layout(view(), width=300, height=400)


def test_an_infinitely_large_child_of_aspect_ratio_sits_at_its_origin() -> None:
    result = layout(Color("red").aspect_ratio(1.5, content_mode="fill").id("fill"), width=300)
    assert tuple(result["fill"].frame) == (0, 0, math.inf, math.inf)
