import XCTest
@testable import AlignmentEngine

/// ScrollView, lazy stacks, and GeometryReader content built with the reader's real size
/// (issue 12).
final class ScrollAndGeometryTests: XCTestCase {
    func testGeometryReaderContentGetsTheRealSize() throws {
        // SwiftUI: `proxy.size.width / 2` is half the reader's width, not 0.
        let view = GeometryReader { proxy in
            Color.red.frame(width: proxy.size.width / 2).id("half")
        }.id("reader")
        let result = try layoutBothDirections(view, proposal: ProposedViewSize(width: 200, height: 100))
        assertFrame(result, "reader", 0, 0, 200, 100)
        assertFrame(result, "half", 0, 0, 100, 100)
    }

    func testGeometryProxyGlobalFrame() throws {
        // The reader sits below a 30-point bar; its content reads the reader's global minY.
        let view = VStack(spacing: 0) {
            Color.gray.frame(height: 30)
            GeometryReader { proxy in
                Color.red.frame(width: proxy.frame(in: .global).minY, height: proxy.frame(in: .local).height / 4).id("probe")
            }
        }
        let result = try layout(view, proposal: ProposedViewSize(width: 100, height: 110))
        assertFrame(result, "probe", 0, 30, 30, 20)
    }

    func testNestedReadersSettle() throws {
        let view = GeometryReader { outer in
            GeometryReader { inner in
                Color.red.frame(width: inner.size.width / 2, height: outer.size.height / 4).id("box")
            }.frame(width: outer.size.width / 2)
        }
        let result = try layout(view, proposal: ProposedViewSize(width: 400, height: 200))
        assertFrame(result, "box", 0, 0, 100, 50)
    }

    func testVerticalScrollViewProposesNilAlongItsAxis() throws {
        let view = ScrollView {
            Color.red.frame(width: 100, height: 1000).id("content")
        }.id("scroll")
        // Content 100 x 1000 (its ideal height); the ScrollView takes the proposal and centres
        // the content across its axis, at the top along it.
        let result = try layoutBothDirections(view, proposal: ProposedViewSize(width: 390, height: 844))
        assertFrame(result, "scroll", 0, 0, 390, 844)
        assertFrame(result, "content", 145, 0, 100, 1000)
        // Several views are stacked: a Color takes the width, a text its ideal height.
        let stacked = try layout(ScrollView { Color.red.frame(height: 500).id("a"); Text("end").id("b") },
                                 proposal: ProposedViewSize(width: 390, height: 844))
        assertFrame(stacked, "a", 0, 0, 390, 500)
        assertFrame(stacked, "b", 181.5, 508, 27, 17)
        // Unspecified proposal: the content's size.
        let ideal = try layout(view)
        assertSize(ideal.size, 100, 1000)
    }

    func testHorizontalScrollView() throws {
        let view = ScrollView(.horizontal) {
            HStack { ForEach(0..<10) { i in Color.red.frame(width: 50, height: 20).id("c\(i)") } }
        }
        let result = try layoutBothDirections(view, proposal: ProposedViewSize(width: 390, height: 844))
        assertSize(result.size, 390, 844)
        // 10 × 50 + 9 × 8 = 572 wide, starting at the leading edge, centred vertically.
        assertFrame(result, "c0", 0, 412, 50, 20)
        assertFrame(result, "c9", 522, 412, 50, 20)
        XCTAssertThrowsError(try { () throws(LayoutError) in
            let tree = LayoutTree()
            let scroll = try tree.add(.scrollView(.vertical))
            try tree.setChildren(of: scroll, to: [try tree.add(.circle), try tree.add(.circle)])
        }()) { error in XCTAssertTrue("\(error)".contains("ScrollView, which has one child"), "\(error)") }
    }

    func testLazyStacksLayOutAsStacks() throws {
        let lazy = try layout(LazyVStack(alignment: .leading, spacing: 4) { Color.red.frame(width: 10, height: 10); Text("ab").id("t") })
        let plain = try layout(VStack(alignment: .leading, spacing: 4) { Color.red.frame(width: 10, height: 10); Text("ab").id("t") })
        XCTAssertEqual(lazy.size, plain.size)
        XCTAssertEqual(lazy["t"]!.frame, plain["t"]!.frame)
        XCTAssertEqual(lazy.views[0].type, .lazyVStack)
        let row = try layout(LazyHStack(alignment: .top) { Color.red.frame(width: 10, height: 30); Text("ab").id("t") })
        assertFrame(row, "t", 18, 0, 18, 17)
        XCTAssertEqual(row.views[0].type.name, "LazyHStack")
    }
}
