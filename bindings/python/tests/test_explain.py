"""Why views got their frames: the core's explanation and text trace, from documents,
from built views, and for a view's guides, proposals and modifier chain."""

from __future__ import annotations

import pytest

from alignment_engine import (
    Color,
    HorizontalAlignment,
    HStack,
    LayoutError,
    LayoutResult,
    Text,
    VerticalAlignment,
    VStack,
    ZStack,
    Alignment,
    layout,
    layout_document,
)

from conftest import REPOSITORY

CSDN = REPOSITORY / "examples" / "documents" / "seed001-csdn-cross-stack.json"


def test_document_explanation_gives_proposals_answers_and_the_custom_guide() -> None:
    result = layout_document(CSDN)
    explanation = result.explanation
    handle = explanation["/0/0"]
    assert (handle.id, handle.type, handle.proposal, tuple(handle.size)) == ("handle", "Text", (60.0, 53.75), (45.0, 17.0))
    assert tuple(handle.frame) == tuple(result["handle"].frame) == (7.5, 30.5, 45.0, 17.0)
    assert [(step.kind, step.value) for step in handle.steps] == [("alignmentGuide", 8.5), ("Text", None)]
    assert handle.text is not None and handle.text.line_strings == ("@CSDN",) and handle.text.font_size == 17
    row = explanation.alignments[explanation["/"].aligns[0]]
    assert (row.kind, row.guide, row.axis, row.custom, row.position) == ("HStack", "midAccountAndName", "vertical", True, 39.0)
    # Both stacks' values come from their children's alignmentGuide: 8.5 (the handle's centre
    # 30.5 + 8.5 = 39) and 39 (the user name's centre).
    assert [(m.path, m.value, m.source) for m in row.members] == [("/0", 8.5, "content"), ("/1", 39.0, "content")]
    user = explanation["/1/1"]
    assert user.aligned_by and explanation.alignments[user.aligned_by[0]].guide == "center"


def test_explain_traces_proposals_and_alignments_down_to_the_view() -> None:
    result = layout_document(CSDN)
    trace = result.explain("handle")
    assert trace.startswith("How 'handle' (Text /0/0) got its frame (7.5, 30.5, 45, 17):")
    assert "'account' (VStack /0): proposed nil x 115.5 by 'row' (HStack /), answered 60 x 85" in trace
    assert "on midAccountAndName (vertical, custom): the line at y = 39" in trace
    assert "d[midAccountAndName] = 8.5 (content), so y = 30.5 <-" in trace
    assert ".alignmentGuide(midAccountAndName) = 8.5: proposed 60 x 53.75, answered 45 x 17" in trace
    assert result.explain("/0/0") == trace  # by path too
    with pytest.raises(KeyError, match="nope"):
        result.explain("nope")


def test_explanation_of_built_views_matches_the_document() -> None:
    mid = VerticalAlignment.custom("midAccountAndName", default="d[.top]")
    view = HStack(
        VStack(
            Text("@CSDN").alignment_guide(mid, "d[VerticalAlignment.center]").id("handle"),
            Color("gray").frame(width=60, height=60).id("avatar"),
        ).id("account"),
        VStack(Text("CSDN ID:"), Text("Forever_wj").alignment_guide(mid, lambda d: d.height / 2).id("user")),
        alignment=mid,
    ).id("row")
    result = layout(view)
    line = result.explanation.alignments[result.explanation["/"].aligns[0]]
    # The line runs through both texts' centres, where their alignmentGuides put it.
    assert line.guide == "midAccountAndName"
    assert line.position == result["handle"].frame.mid_y == result["user"].frame.mid_y
    trace = result.explain("handle")
    assert f"on midAccountAndName (vertical, custom): the line at y = {line.position:g}" in trace
    user = result.explanation["/1/1"]
    assert [s.source for s in result.explanation.alignments[result.explanation["/1"].aligned_by[0]].members] == ["content", "content"]
    assert user.steps[0].description == ".alignmentGuide(midAccountAndName)"


def test_explicit_and_default_values_and_zstack_lines() -> None:
    quarter = HorizontalAlignment.custom("oneQuarter", default="d.width / 4")
    result = layout(
        ZStack(
            Color("blue").frame(width=100, height=50).id("big"),
            Color("green").frame(width=40, height=20).alignment_guide(quarter, 0).id("small"),
            alignment=Alignment(quarter, VerticalAlignment.top),
        )
    )
    lines = [result.explanation.alignments[i] for i in result.explanation["/"].aligns]
    assert [(line.guide, line.axis, line.position) for line in lines] == [("oneQuarter", "horizontal", 25.0), ("top", "vertical", 0.0)]
    quarter_line = lines[0]
    assert [(m.path, m.value, m.source) for m in quarter_line.members] == [("/0", 25.0, "default"), ("/1", 0.0, "alignmentGuide")]
    assert result["small"].frame.x == 25.0


def test_result_from_json_alone_has_no_explanation() -> None:
    plain = LayoutResult.from_dict(layout_document(CSDN).to_dict())
    with pytest.raises(LayoutError, match="no explanation"):
        plain.explain("handle")
    with pytest.raises(LayoutError, match="no explanation"):
        plain.to_svg()


def test_jupyter_reprs_draw_without_the_explanation_layer() -> None:
    result = layout(HStack(Color("red").frame(width=10, height=10), Text("Hi")))
    svg = result._repr_svg_()
    assert svg.startswith("<svg") and ">Hi</text>" in svg and 'class="guide' not in svg
    page = result._repr_html_()
    assert page.startswith('<div class="ae-layout">') and 'class="hit"' in page and 'class="guide' not in page


def test_a_guide_function_that_raises_while_the_core_replays_the_layout_raises_from_explanation() -> None:
    calls: list[float] = []

    def guide(d):  # type: ignore[no-untyped-def]
        calls.append(d.width)
        if len(calls) > 1:  # the layout's own call succeeds; the explanation's replay fails
            raise ZeroDivisionError("from the guide")
        return d.width / 2

    view = VStack(Color("red").frame(width=40, height=10).alignment_guide(HorizontalAlignment.center, guide), Color("blue").frame(width=20, height=10))
    result = layout(view)
    assert result["/0"].frame.x == 0 and result["/1"].frame.x == 10
    with pytest.raises(ZeroDivisionError, match="from the guide"):
        result.explain("/0")
    with pytest.raises(ZeroDivisionError, match="from the guide"):
        result.explanation


def test_closing_the_tree_while_its_explanation_replays_the_layout_raises_busy_error() -> None:
    from alignment_engine import BusyError

    holder: list[LayoutResult] = []

    def guide(d):  # type: ignore[no-untyped-def]
        if holder:
            holder[0]._explainer._tree.close()  # type: ignore[union-attr]
        return 0.0

    result = layout(VStack(Color("red").frame(width=40, height=10).alignment_guide(HorizontalAlignment.leading, guide)))
    holder.append(result)
    with pytest.raises(BusyError, match=r"Tree.close\(\) was called while LayoutResult.explanation is using the tree"):
        result.explanation
    holder.clear()
    assert result.explanation["/0"].frame.width == 40
