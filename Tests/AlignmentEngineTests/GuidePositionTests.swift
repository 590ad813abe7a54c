import XCTest
@testable import AlignmentEngine

/// `LayoutTree.guidePosition(_:of:)`: where a view's guide lies after layout, so hosts can
/// check and draw why a guide moved a view.
final class GuidePositionTests: XCTestCase {
    func testViewsAlignedAcrossStacksShareTheirCustomGuide() throws {
        let mid = VerticalAlignment.custom("midAccountAndName") { d in d[.top] }
        let tree = try laidOut(
            HStack(alignment: mid) {
                VStack {
                    Text("@CSDN").alignmentGuide(mid) { d in d[VerticalAlignment.center] }.id("account")
                    Color.gray.frame(width: 60, height: 60).id("avatar")
                }
                VStack {
                    Text("CSDN ID:").id("label")
                    Text("Forever_wj").alignmentGuide(mid) { d in d[VerticalAlignment.center] }.font(.title).id("name")
                }
            })
        let account = tree.view(named: "account")!, name = tree.view(named: "name")!
        XCTAssertEqual(try tree.guidePosition(mid.definition, of: account), 39)
        XCTAssertEqual(try tree.guidePosition(mid.definition, of: name), 39)
        // Views without an explicit value report the guide's default: their top.
        XCTAssertEqual(try tree.guidePosition(mid.definition, of: tree.view(named: "label")!), 0)
        XCTAssertEqual(try tree.guidePosition(mid.definition, of: tree.view(named: "avatar")!), 55.5)
        XCTAssertEqual(try tree.guidePosition(VerticalAlignment.center.definition, of: account), 39)
    }

    func testCustomHorizontalGuidesReverseRightToLeft() throws {
        let oneQuarter = HorizontalAlignment.custom("oneQuarter") { d in d.width / 4 }
        func stripes(_ id: String) -> some View { HStack(spacing: 1) { ForEach(0..<4) { _ in Color.blue } }.id(id) }
        let view = ZStack(alignment: Alignment(horizontal: oneQuarter, vertical: .center)) {
            stripes("blue").frame(width: 300, height: 150)
            stripes("green").frame(width: 180, height: 80)
        }
        let ltr = try laidOut(view)
        XCTAssertEqual(try ltr.guidePosition(oneQuarter.definition, of: ltr.view(named: "blue")!), 75)
        XCTAssertEqual(try ltr.guidePosition(oneQuarter.definition, of: ltr.view(named: "green")!), 75)
        let rtl = try laidOut(view, direction: .rightToLeft)
        XCTAssertEqual(try rtl.guidePosition(oneQuarter.definition, of: rtl.view(named: "blue")!), 225)
        XCTAssertEqual(try rtl.guidePosition(oneQuarter.definition, of: rtl.view(named: "green")!), 225)
    }

    func testGuidesOfViewsInsideModifiersAndOverlays() throws {
        let tree = try laidOut(
            Color.gray.frame(width: 100, height: 40).overlay(alignment: .bottomTrailing) {
                Color.red.frame(width: 10, height: 10).padding(5).id("badge")
            }.padding(20).id("card"))
        // The badge (20 x 20 with its padding) sits in the card's bottom-trailing corner.
        let badge = tree.view(named: "badge")!
        XCTAssertEqual(try tree.guidePosition(HorizontalAlignment.trailing.definition, of: badge), 120)
        XCTAssertEqual(try tree.guidePosition(VerticalAlignment.bottom.definition, of: badge), 60)
        XCTAssertEqual(try tree.guidePosition(HorizontalAlignment.leading.definition, of: tree.view(named: "card")!), 0)
    }

    func testQueriesBeforeLayoutOrOutsideTheRootFail() throws {
        let tree = LayoutTree()
        let a = try tree.add(.shape(.color)), b = try tree.add(.shape(.color))
        XCTAssertThrowsError(try tree.guidePosition(VerticalAlignment.top.definition, of: a))
        try tree.layout(a)
        XCTAssertThrowsError(try tree.guidePosition(VerticalAlignment.top.definition, of: b))
        XCTAssertEqual(try tree.guidePosition(VerticalAlignment.bottom.definition, of: a), 10)
    }

    /// Fuzzing (seed 23): right to left, the leading edge of an infinitely wide view is
    /// infinitely far; its position is an error, not infinity.
    func testLeadingGuideOfAnInfinitelyWideViewRightToLeftIsAnError() throws {
        let tree = LayoutTree()
        let color = try tree.add(.shape(.color))
        try tree.layout(color, proposal: ProposedViewSize(width: .infinity, height: 10), direction: .rightToLeft)
        XCTAssertThrowsError(try tree.guidePosition(HorizontalAlignment.leading.definition, of: color)) {
            XCTAssertEqual(($0 as? LayoutError)?.message, "guide 'leading' of Color view #0 has no finite position")
        }
        XCTAssertEqual(try tree.guidePosition(VerticalAlignment.bottom.definition, of: color), 10)
    }
}
