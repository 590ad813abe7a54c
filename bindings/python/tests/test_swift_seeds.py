"""The seed articles' SwiftUI code as source (Tests/Fixtures/swift/seeds, verbatim where it
compiles as SwiftUI), laid out to the frames the articles state: the numbers of
test_seeds.py and SeedExampleTests.swift, which the example documents hold."""

from __future__ import annotations

import pytest

from alignment_engine import assert_frames, assert_matches, layout_document, layout_swift
from swift_support import EXAMPLES, SWIFT, read_json, without_ids

SEEDS = SWIFT / "seeds"

#: Each seed file, the example document it must lay out as, and its stand-ins.
AS_DOCUMENTS = [
    ("seed000-weird-alignment-days", "seed000-weird-alignment-days", {}),
    ("seed000-selected-day-arrow", "seed000-selected-day-arrow", {"images": {"arrow.right.circle.fill": (32, 32)}}),
    ("seed001-csdn-cross-stack", "seed001-csdn-cross-stack", {}),
    ("seed002-horizontal-alignment-gallery", "apple-horizontal-alignment-gallery", {}),
    ("seed002-horizontal-alignment-gallery-rtl", "apple-horizontal-alignment-gallery-rtl", {}),
    ("seed002-one-quarter-stripes", "apple-one-quarter-stripes", {}),
    ("seed002-one-quarter-stripes", "apple-one-quarter-stripes-rtl", {"direction": "rtl"}),
    ("seed004-vertical-alignment-gallery", "apple-vertical-alignment-gallery", {}),
    ("seed004-first-third-stripes", "apple-first-third-stripes", {}),
]


@pytest.mark.parametrize(("source", "document", "options"), AS_DOCUMENTS, ids=[f"{s}-as-{d}" for s, d, _ in AS_DOCUMENTS])
def test_seed_lays_out_as_its_example_document(source: str, document: str, options: dict) -> None:
    doc = read_json(EXAMPLES / f"{document}.json")
    proposal = doc.get("proposal", {})
    result = layout_swift(SEEDS / f"{source}.swift", width=proposal.get("width"), height=proposal.get("height"), **options)
    expected = layout_document(doc).to_dict()
    assert_matches(result, without_ids(expected), tolerance=1e-9)


def test_weird_alignment_days_numbers() -> None:
    """Each label sits its height to the left of the line; Wednesday (90) is the left-most."""
    result = layout_swift(SEEDS / "seed000-weird-alignment-days.swift")
    assert result.size == (210, 500)
    assert result.assumptions == ()
    # The lines, then each label (Text, then its background) in the VStack of spacing 10.
    assert_frames(result, {"/0": (90, 0, 1, 10), "/8": (90, 490, 1, 10)})
    days = [("Monday", 50), ("Tuesday", 70), ("Wednesday", 90), ("Thursday", 40), ("Friday", 70), ("Saturday", 40), ("Sunday", 40)]
    y = 20.0
    for index, (name, height) in enumerate(days, start=1):
        width = 15 * len(name) + 40
        assert_frames(result, {f"/{index}": (90 - height, y, width, height)}, outer=True)
        assert_frames(result, {f"/{index}": (90 - height + 20, y + (height - 28) / 2, width - 40, 28), f"/{index}/modifiers/2": (90 - height, y, width, height)})
        y += height + 10


def test_csdn_before_and_after_the_custom_guide() -> None:
    before = layout_swift(SEEDS / "seed001-csdn-before.swift")
    # Two VStacks centred in the HStack: 60 x 85 (17 + 8 + 60) and 150 x 53 (17 + 8 + 28).
    assert before.size == (218, 85)
    assert_frames(before, {"/0": (0, 0, 60, 85), "/1": (68, 16, 150, 53), "/1/1": (68, 41, 150, 28)})
    after = layout_swift(SEEDS / "seed001-csdn-cross-stack.swift")
    # "@CSDN" (centre 8.5 below its top) and "Forever_wj" (centre 25 + 14) share the guide.
    assert after.size == (218, 115.5)
    assert_frames(after, {"/0": (0, 30.5, 60, 85), "/0/0": (7.5, 30.5, 45, 17), "/1": (68, 0, 150, 53), "/1/1": (68, 25, 150, 28)})
    assert after["/0/0"].frame.mid_y == after["/1/1"].frame.mid_y
    # The asset's natural size is a stand-in, said where it is (it is resizable and framed, so it does not matter).
    (image,) = after.assumptions
    assert (image.line, image.column, image.kind, image.construct) == (21, 17, "image", 'Image("forever_wj")')


def test_wrapped_layout_guides_are_stateful_closures_left_out() -> None:
    """The wrapping HStack computes its guides by mutating captured state from inside the
    closures: no guide expression of a layout document can say that, so both closures are
    left out (at their lines) and the six chips stand at the ZStack's top leading corner,
    each as wide as its text plus 18 and 35 tall."""
    result = layout_swift(SEEDS / "seed003-wrapped-layout.swift", width=300, height=400)
    assert [(item.line, item.column, item.kind) for item in result.assumptions] == [(21, 21, "modifier"), (35, 21, "modifier")]
    assert "a guide of layout documents is one expression" in result.assumptions[0].replacement
    platforms = ["Ninetendo", "XBox", "PlayStation", "PlayStation 2", "PlayStation 3", "PlayStation 4"]
    assert [view.type for view in result][:3] == ["GeometryReader", "ZStack", "Text"]
    chips = [view for view in result if view.type == "Text"]
    assert [(view.outer_frame.x, view.outer_frame.y, view.outer_frame.width, view.outer_frame.height) for view in chips] == [
        (0, 0, 9 * len(name) + 18, 35) for name in platforms
    ]


def test_an_article_snippet_that_does_not_compile_says_why() -> None:
    """The article's first snippet subtracts `d[explicit: .top]`, an optional, without `??`:
    Swift rejects it, and the reader leaves the guide out saying so, where it is."""
    source = """
    struct Snippet: View {
        var body: some View {
            Text("Hello")
                .alignmentGuide(HorizontalAlignment.leading, computeValue: { d in
                    return d[HorizontalAlignment.leading] + d.width / 3.0 - d[explicit: VerticalAlignment.top]
                })
        }
    }
    """
    result = layout_swift(source)
    (note,) = result.assumptions
    assert (note.line, note.column, note.kind) == (5, 17, "modifier")
    assert "d[explicit: .guide] needs ?? and a value for views without one" in note.replacement
    assert tuple(result.root.frame) == (0, 0, 45, 17)
