"""Guide positions after layout (``Tree.guide_position``): custom guides and explicit values
included, so a host can check or draw why a guide moved a view."""

from __future__ import annotations

from alignment_engine import HorizontalAlignment, Program, Tree, VerticalAlignment


def test_views_aligned_on_a_custom_guide_share_its_position() -> None:
    mid = VerticalAlignment.custom("mid", default="d[.top]")
    with Tree() as tree:
        program = Program()
        left = program.shape()
        program.frame(left, 20, 20)
        right = program.shape()
        program.frame(right, 20, 60)
        tree.build(program)
        row = tree.guide_id(mid)
        tree.alignment_guide(left, mid, "d.height")          # its bottom
        tree.alignment_guide(right, mid, "d[VerticalAlignment.center]")
        program = Program(first_view=2)
        stack = program.hstack(row, 8)
        program.children(stack, [left, right])
        tree.build(program)
        tree.layout(stack)
        # left's bottom meets right's centre: right spans 0...60, left 10...30.
        assert tree.guide_position(left, mid) == tree.guide_position(right, mid) == 30
        assert tree.guide_position(right, VerticalAlignment.top) == 0
        assert tree.guide_position(left, HorizontalAlignment.trailing) == 20
        tree.layout(stack, right_to_left=True)
        assert tree.guide_position(left, HorizontalAlignment.leading) == 48
