import XCTest
@testable import AlignmentEngine

/// Stacks, spacers, spacing preferences and priorities (semantics §2, §3, §8.2; decisions
/// 4, 5, 6, 10, 11, 13, 14). Every layout is also checked right to left.
final class StackRuleTests: XCTestCase {
    private func box(_ id: String, _ width: Double = 10, _ height: Double = 10) -> some View {
        Color.gray.frame(width: width, height: height).id(id)
    }

    /// A row of fixed boxes and shapes in frames that fix only their height, placed at the
    /// height it was sized to (decisions, "Cold path" items 19 and 21).
    func testRowOfFixedHeightChildrenAndShapes() throws {
        let row = HStack {
            box("a", 20, 30); Color.gray.frame(height: 10).id("f1"); box("b", 20, 20); Color.gray.frame(height: 10).id("f2")
        }
        let result = try layoutBothDirections(VStack { row.id("row"); box("below", 40, 10) }, proposal: ProposedViewSize(width: 200, height: nil))
        assertSize(result.size, 200, 48)
        assertFrame(result, "row", 0, 0, 200, 30)
        assertFrame(result, "a", 0, 0, 20, 30)
        assertFrame(result, "f1", 28, 10, 68, 10)
        assertFrame(result, "b", 104, 5, 20, 20)
        assertFrame(result, "f2", 132, 10, 68, 10)
        assertFrame(result, "below", 80, 38, 40, 10)
    }

    /// Shapes take the proposed length (decisions, "Cold path" item 21): a stack knows their
    /// range without probing them, and lays them out as if it had (the flexible frame, less
    /// flexible, and the fixed box are offered their shares first; the shapes split the rest).
    func testShapesTakingTheirOfferAreDistributedAsProbed() throws {
        let row = HStack {
            Color.gray.id("color")
            Color.gray.frame(maxWidth: 50).id("limited")
            Rectangle().frame(height: 5).id("rect")
            box("fixed", 20, 30)
        }
        let result = try layoutBothDirections(row, proposal: ProposedViewSize(width: 200, height: nil))
        assertSize(result.size, 200, 30)
        assertFrame(result, "color", 0, 0, 53, 30)
        assertFrame(result, "limited", 61, 0, 50, 30)
        assertFrame(result, "rect", 119, 12.5, 53, 5)
        assertFrame(result, "fixed", 180, 0, 20, 30)
    }

    /// Which nodes say they take the proposed length: shapes on both axes, a fixed frame on
    /// the axis it leaves to such a child, nothing with a padding in between.
    func testTakingTheProposedLengthIsAPreparedFact() throws {
        let tree = LayoutTree()
        let shape = try tree.add(.shape(.color))
        let fixedHeight = try tree.add(.shape(.color))
        try tree.apply(.frame(width: nil, height: 10), to: fixedHeight)
        let padded = try tree.add(.shape(.color))
        try tree.apply(.padding(EdgeInsets(top: 1, leading: 1, bottom: 1, trailing: 1)), to: padded)
        try tree.apply(.frame(width: nil, height: 10), to: padded)
        let image = try tree.add(.image(width: 20, height: 10))
        let row = try tree.add(.hstack(alignment: .center, spacing: nil))
        try tree.setChildren(of: row, to: [shape, fixedHeight, padded, image])
        _ = try tree.layout(row, proposal: ProposedViewSize(width: 300, height: nil))
        func takes(_ view: ViewID) throws -> UInt16 {
            tree.prepared.info[try tree.record(view).outer] & (PreparedTree.takesProposedWidth | PreparedTree.takesProposedHeight)
        }
        XCTAssertEqual(try takes(shape), PreparedTree.takesProposedWidth | PreparedTree.takesProposedHeight)
        XCTAssertEqual(try takes(fixedHeight), PreparedTree.takesProposedWidth)
        XCTAssertEqual(try takes(padded), 0)
        XCTAssertEqual(try takes(image), 0)
        XCTAssertEqual(try takes(row), 0)
    }

    func testSpacerTakesWhatIsLeftWithoutGaps() throws {
        let result = try layoutBothDirections(HStack { box("red"); Spacer().id("spacer"); box("blue") },
                                              proposal: ProposedViewSize(width: 100, height: 50))
        assertSize(result.size, 100, 10)
        assertFrame(result, "red", 0, 0, 10, 10)
        assertFrame(result, "spacer", 10, 5, 80, 0)
        assertFrame(result, "blue", 90, 0, 10, 10)
    }

    func testSpacerMinimumLengthIsReservedAndStackOverflows() throws {
        let result = try layoutBothDirections(
            HStack(spacing: 0) { box("a", 60); Spacer(minLength: 20).id("spacer"); box("b", 60) },
            proposal: ProposedViewSize(width: 100, height: 10))
        assertSize(result.size, 140, 10)
        assertFrame(result, "spacer", 60, 5, 20, 0)
        assertFrame(result, "b", 80, 0, 60, 10)
    }

    func testSpacerIdealIsItsDefaultMinimumLength() throws {
        let result = try layout(HStack { box("a"); Spacer().id("spacer"); box("b") })
        assertSize(result.size, 28, 10)
        assertFrame(result, "spacer", 10, 5, 8, 0)
    }

    func testSpacerInVStackGrowsVertically() throws {
        let result = try layoutBothDirections(VStack { box("a"); Spacer().id("spacer"); box("b") },
                                              proposal: ProposedViewSize(width: 50, height: 100))
        assertSize(result.size, 10, 100)
        assertFrame(result, "spacer", 5, 10, 0, 80)
    }

    func testSpacerOutsideStacksGrowsOnBothAxes() throws {
        let result = try layoutBothDirections(ZStack { Spacer().id("spacer") }, proposal: ProposedViewSize(width: 50, height: 40))
        assertFrame(result, "spacer", 0, 0, 50, 40)
        // Through modifiers and into overlay content the stack's orientation still holds.
        let inOverlay = try layout(HStack { box("a").overlay { Spacer().id("spacer") } }, proposal: ProposedViewSize(width: 50, height: 40))
        assertFrame(inOverlay, "spacer", 0, 5, 10, 0)
    }

    func testSpacerAtANestedStacksEdgeSuppressesTheGapOutsideIt() throws {
        let nested = try layout(HStack { box("a"); HStack { Spacer(); box("b") }.id("inner") })
        assertFrame(nested, "inner", 10, 0, 18, 10)
        // A frame with a width resets the preference to the default spacing...
        let framed = try layout(HStack { box("a"); HStack { Spacer(); box("b") }.frame(width: 30).id("inner") })
        assertFrame(framed, "inner", 18, 0, 30, 10, outer: true)
        // ...except directly around a Spacer, which keeps its zero.
        let framedSpacer = try layout(HStack { box("a"); Spacer().frame(width: 20).id("spacer"); box("b") })
        assertFrame(framedSpacer, "spacer", 10, 5, 20, 0, outer: true)
        assertFrame(framedSpacer, "b", 30, 0, 10, 10)
        // Padding resets only the edges it insets.
        let padded = try layout(HStack { box("a"); Spacer().padding(.leading, 5).id("spacer"); box("b") })
        assertFrame(padded, "spacer", 18, 5, 13, 0, outer: true)
        assertFrame(padded, "b", 31, 0, 10, 10)
    }

    func testEmptyStackHasZeroSizeNoSpacingAndLowestPriority() throws {
        let result = try layoutBothDirections(HStack { box("a"); HStack {}.id("empty"); box("b") })
        assertSize(result.size, 20, 10)
        assertFrame(result, "empty", 10, 5, 0, 0)
        assertFrame(result, "b", 10, 0, 10, 10)
        let tree = LayoutTree()
        let empty = try tree.add(.vstack())
        assertSize(try tree.layout(empty, proposal: ProposedViewSize(width: 100, height: 100)), 0, 0)
    }

    func testHigherPriorityTakesSpaceFirst() throws {
        let result = try layoutBothDirections(
            HStack(spacing: 0) { Color.red.frame(maxWidth: 50).id("capped"); Color.blue.layoutPriority(1).id("priority") },
            proposal: ProposedViewSize(width: 200, height: 10))
        assertFrame(result, "capped", 0, 0, 0, 10)
        assertFrame(result, "priority", 0, 0, 200, 10)
    }

    func testLowerPriorityGroupsKeepTheirMinimum() throws {
        // The priority-1 colour is offered 200 - 8 - 30 (the other's minimum) = 162.
        let result = try layoutBothDirections(
            HStack { Color.red.frame(minWidth: 30).id("low"); Color.blue.layoutPriority(1).id("high") },
            proposal: ProposedViewSize(width: 200, height: 10))
        assertFrame(result, "low", 0, 0, 30, 10)
        assertFrame(result, "high", 38, 0, 162, 10)
    }

    func testCrossAxisRangeContainsTheAlignmentLine() throws {
        // A guide below the view's bottom: the range still starts at [0, 0] (decision 4).
        let result = try layoutBothDirections(
            HStack(alignment: .top) { box("a").alignmentGuide(.top) { _ in -20 }; box("b") })
        assertSize(result.size, 28, 30)
        assertFrame(result, "a", 0, 20, 10, 10)
        assertFrame(result, "b", 18, 0, 10, 10)
    }

    func testSingleChildStackPassesFrameGuidesThrough() throws {
        let single = try layoutBothDirections(
            HStack(alignment: .top) { VStack { box("a").alignmentGuide(.top) { _ in 5 } }.id("stack"); box("b") })
        assertFrame(single, "stack", 0, 0, 10, 10)
        assertFrame(single, "b", 18, 5, 10, 10)
        // With two children the frame guides stop at the stack.
        let two = try layoutBothDirections(
            HStack(alignment: .top) { VStack { box("a").alignmentGuide(.top) { _ in 5 }; box("c") }.id("stack"); box("b") })
        assertFrame(two, "b", 18, 0, 10, 10)
    }

    func testTextBaselinesOnViewsWithoutTextAreTheirBottoms() throws {
        let result = try layoutBothDirections(
            HStack(alignment: .firstTextBaseline) { box("tall", 10, 30); box("short") })
        assertFrame(result, "short", 18, 20, 10, 10)
        let last = try layoutBothDirections(HStack(alignment: .lastTextBaseline) { box("tall", 10, 30); box("short") })
        assertFrame(last, "short", 18, 20, 10, 10)
        let image = try layout(HStack(alignment: .firstTextBaseline) { Image("x", width: 10, height: 30).id("image"); Text("Hi").id("text") })
        // The image has no baseline: its bottom (30) meets the text's baseline (13).
        assertFrame(image, "text", 18, 17, 18, 17)
    }

    func testContainersCombineBaselinesTopMostAndBottomMost() throws {
        let result = try layoutBothDirections(
            HStack(alignment: .lastTextBaseline) {
                VStack { Text("a"); Text("b") }.id("pair")
                Text("c").id("c")
            })
        // The pair's last baseline is the bottom-most: 17 + 8 + 13 = 38.
        assertFrame(result, "c", 17, 25, 9, 17)
        let first = try layout(HStack(alignment: .firstTextBaseline) { VStack { Text("a"); Text("b") }; Text("c").id("c") })
        assertFrame(first, "c", 17, 0, 9, 17)
        let padded = try layout(HStack(alignment: .firstTextBaseline) { Text("a").padding(10).id("a"); Text("c").id("c") })
        assertFrame(padded, "c", 37, 10, 9, 17)
    }

    func testCustomGuideCombinesExplicitValuesByTheirMean() throws {
        let mid = VerticalAlignment.custom("mid") { d in d[.top] }
        let result = try layoutBothDirections(
            HStack(alignment: mid) {
                VStack(spacing: 0) {
                    box("a").alignmentGuide(mid) { _ in 0 }
                    box("b").alignmentGuide(mid) { _ in 10 }
                }.id("pair")
                box("c")
            })
        // The pair's values are 0 and 10 + 10: their mean is 10.
        assertFrame(result, "pair", 0, 0, 10, 20)
        assertFrame(result, "c", 18, 10, 10, 10)
    }
}
