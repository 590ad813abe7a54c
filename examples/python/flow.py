"""The wrapping layout of seed 003 as a custom ``Layout`` (SwiftUI's ``struct Flow: Layout``):
subviews at their ideal sizes, left to right, a new row when the next would pass the width.

    PYTHONPATH=bindings/python python3 examples/python/flow.py

prints the chips' frames in 300 points: the same as the alignment-guide trick of the seed
(``tests/test_vocabulary.py`` checks both give the same frames).
"""

from __future__ import annotations

from typing import Any, NamedTuple

from alignment_engine import Color, Edges, Layout, LayoutSubviews, ProposedViewSize, Rect, Size, Text, View, layout


class Arrangement(NamedTuple):
    size: Size
    origins: list[tuple[float, float]]


class Flow(Layout):
    """Rows of subviews at their ideal sizes, ``spacing`` apart."""

    def __init__(self, spacing: float = 0) -> None:
        self.spacing = spacing

    def size_that_fits(self, proposal: ProposedViewSize, subviews: LayoutSubviews, cache: Any) -> Size:
        return self.arrange(proposal.width, subviews).size

    def place_subviews(self, bounds: Rect, proposal: ProposedViewSize, subviews: LayoutSubviews, cache: Any) -> None:
        for subview, (x, y) in zip(subviews, self.arrange(bounds.width, subviews).origins):
            subview.place(at=(bounds.x + x, bounds.y + y), proposal=ProposedViewSize(None, None))

    def arrange(self, max_width: float | None, subviews: LayoutSubviews) -> Arrangement:
        limit = float("inf") if max_width is None else max_width
        origins: list[tuple[float, float]] = []
        x = y = row_height = width = 0.0
        for subview in subviews:
            size = subview.size_that_fits(ProposedViewSize(None, None))
            if x > 0 and x + size.width > limit:
                x, y, row_height = 0.0, y + row_height + self.spacing, 0.0
            origins.append((x, y))
            x += size.width + self.spacing
            width = max(width, x - self.spacing)
            row_height = max(row_height, size.height)
        return Arrangement(Size(width, y + row_height), origins)


PLATFORMS = ["Ninetendo", "XBox", "PlayStation", "PlayStation 2", "PlayStation 3", "PlayStation 4"]


def chip(platform: str) -> View:
    """A chip of the seed: padded text on a colour."""
    return Text(platform).padding(5).background(Color("blue")).padding(Edges.all, 4).id(platform)


def main() -> None:
    result = layout(Flow()(*(chip(platform) for platform in PLATFORMS)).id("chips"), width=300, height=400)
    for platform in PLATFORMS:
        print(f"{platform:14} {tuple(result[platform].outer_frame)}")


if __name__ == "__main__":
    main()
