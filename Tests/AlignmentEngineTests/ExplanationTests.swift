import XCTest
@testable import AlignmentEngine

/// `LayoutTree.explanation()` and `explain(_:)`: why every view got its frame, replayed from
/// the last layout's proposals.
final class ExplanationTests: XCTestCase {
    func testCustomGuideAlignmentAcrossStacks() throws {
        let mid = VerticalAlignment.custom("midAccountAndName") { d in d[.top] }
        let tree = try laidOut(
            HStack(alignment: mid) {
                VStack {
                    Text("@CSDN").alignmentGuide(mid) { d in d[VerticalAlignment.center] }.id("account")
                    Color.gray.frame(width: 60, height: 60).id("avatar")
                }.id("left")
                VStack {
                    Text("CSDN ID:").id("label")
                    Text("Forever_wj").alignmentGuide(mid) { d in d[VerticalAlignment.center] }.font(.title).id("name")
                }.id("right")
            }.id("row"))
        let explanation = try tree.explanation()
        XCTAssertEqual(explanation.views.map(\.path), ["/", "/0", "/0/0", "/0/1", "/1", "/1/0", "/1/1"])
        let row = explanation[tree.view(named: "row")!]!
        let line = explanation.alignments[row.aligns[0]]
        XCTAssertEqual(line.kind, "HStack")
        XCTAssertEqual(line.guide, "midAccountAndName")
        XCTAssertTrue(line.isCustom)
        XCTAssertEqual(line.position, 39)
        XCTAssertEqual(line.members.map(\.value), [8.5, 39])
        XCTAssertEqual(line.members.map(\.source), [.content, .content])

        let account = explanation[tree.view(named: "account")!]!
        XCTAssertEqual(account.proposal, ProposedViewSize(width: 60, height: 53.75))
        XCTAssertEqual(account.size, Size(width: 45, height: 17))
        XCTAssertEqual(account.frame, Rect(x: 7.5, y: 30.5, width: 45, height: 17))
        XCTAssertEqual(account.steps.map(\.kind), ["alignmentGuide", "Text"])
        XCTAssertEqual(account.steps[0].guideValue, 8.5)
        XCTAssertEqual(account.text?.string, "@CSDN")
        XCTAssertEqual(account.lines?.firstBaseline, 43.5)
        // The left column aligned the text on its horizontal centre, by default.
        let column = explanation.alignments[account.alignedBy[0]]
        XCTAssertEqual(column.guide, "center")
        XCTAssertEqual(column.position, 30)
        XCTAssertEqual(column.members.map(\.source), [.default, .default])

        let trace = try tree.explain(tree.view(named: "account")!)
        XCTAssertTrue(trace.hasPrefix("How 'account' (Text /0/0) got its frame (7.5, 30.5, 45, 17):\n"), trace)
        XCTAssertTrue(trace.contains("'left' (VStack /0): proposed nil x 115.5 by 'row' (HStack /), answered 60 x 85"), trace)
        XCTAssertTrue(trace.contains(".alignmentGuide(midAccountAndName) = 8.5: proposed 60 x 53.75, answered 45 x 17"), trace)
        XCTAssertTrue(trace.contains("d[midAccountAndName] = 8.5 (content), so y = 30.5 <-"), trace)
    }

    func testRightToLeftLinesAndFramesAlignments() throws {
        let oneQuarter = HorizontalAlignment.custom("oneQuarter") { d in d.width / 4 }
        let view = ZStack(alignment: Alignment(horizontal: oneQuarter, vertical: .center)) {
            Color.blue.frame(width: 300, height: 150).id("blue")
            Color.green.frame(width: 180, height: 80).id("green")
        }
        for (direction, position) in [(LayoutDirection.leftToRight, 75.0), (.rightToLeft, 225.0)] {
            let tree = try laidOut(view, direction: direction)
            let explanation = try tree.explanation()
            let lines = explanation.views[0].aligns.map { explanation.alignments[$0] }
            XCTAssertEqual(lines.map(\.guide), ["oneQuarter", "center"])
            XCTAssertEqual(lines[0].position, position)
            XCTAssertEqual(lines[1].position, 75)
            XCTAssertEqual(try tree.guidePosition(oneQuarter.definition, of: tree.view(named: "green")!), position)
            // Each fixed frame aligned its colour too (center, center), inside the view itself.
            let green = explanation[tree.view(named: "green")!]!
            let frameLine = explanation.alignments[green.aligns[0]]
            XCTAssertEqual(frameLine.kind, "frame")
            XCTAssertEqual(frameLine.modifier, 0)
            XCTAssertEqual(frameLine.members.first?.insideModifier, 0)
        }
    }

    /// Deeper than `LargeStack`'s inline depth (paths grow with the square of the depth, so not deeper).
    func testDeepChainsAreExplainedWithoutRecursion() throws {
        let tree = LayoutTree()
        let root = try DeepTreeTests.deepChain(tree, levels: 3_000)
        try tree.layout(root)
        let explanation = try tree.explanation()
        XCTAssertEqual(explanation.views.count, 3_001)
        let leaf = explanation[ViewID(0)]!
        XCTAssertEqual(leaf.frame, Rect(x: 3_000, y: 3_000, width: 20, height: 10))
        XCTAssertEqual(leaf.alignedBy.count, 1)
    }

    /// Fuzzing (seed 2026): placement does not ask a host layout with no subviews to place
    /// them, and neither does the explanation's replay, so a placeSubviews that would fail
    /// (here: one that re-enters the tree) fails neither.
    func testAHostLayoutWithoutSubviewsIsNotAskedToPlaceThem() throws {
        var placements = 0
        let host = HostLayout(name: "Empty",
                              sizeThatFits: { _, _, _ in Size(width: 0, height: 10) },
                              placeSubviews: { _, _, _, _ in placements += 1 })
        let tree = LayoutTree()
        let stack = try tree.add(.hstack())
        let layout = try tree.add(.layout(host))
        let image = try tree.add(.image(width: 20, height: 10))
        try tree.setChildren(of: stack, to: [layout, image])
        try tree.layout(stack)
        // An empty layout asks for no spacing, as an empty stack does.
        XCTAssertEqual(tree.frame(of: image), Rect(x: 0, y: 0, width: 20, height: 10))
        let explanation = try tree.explanation()
        XCTAssertEqual(explanation.views.count, 3)
        XCTAssertEqual(placements, 0)
    }

    func testNothingToExplainBeforeALayout() throws {
        let tree = LayoutTree()
        let view = try tree.add(.shape(.color))
        XCTAssertThrowsError(try tree.explanation())
        XCTAssertThrowsError(try tree.explain(view))
    }
}
