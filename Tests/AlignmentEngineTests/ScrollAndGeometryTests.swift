import XCTest
@testable import AlignmentEngine

/// ScrollView, lazy stacks, and GeometryReader content built with the reader's real size
///
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
        // Content 100 x 1000 (its ideal height); the ScrollView takes the proposed height and
        // its content's width (it used to take the proposed width and centre the
        // content), with the content at its top-leading corner.
        let result = try layoutBothDirections(view, proposal: ProposedViewSize(width: 390, height: 844))
        assertFrame(result, "scroll", 0, 0, 100, 844)
        assertFrame(result, "content", 0, 0, 100, 1000)
        // Several views are stacked: a Color takes the width, a text its ideal height.
        let stacked = try layout(ScrollView { Color.red.frame(height: 500).id("a"); Text("end").id("b") },
                                 proposal: ProposedViewSize(width: 390, height: 844))
        assertFrame(stacked, "a", 0, 0, 390, 500)
        assertFrame(stacked, "b", 181.5, 508, 27, 17)
        // Unspecified proposal: the content's size.
        let ideal = try layout(view)
        assertSize(ideal.size, 100, 1000)
    }

    func testFieldGuideScrollViewIsAsWideAsItsContent() throws {
        // SwiftUI Field Guide, swiftuifieldguide.com/layout/scrollview: "a vertical scroll
        // view accepts the proposed height unconditionally, [but] only becomes as wide as the
        // width of its contents". ScrollView { Color(100 x 50) } proposed 300 x 400.
        let vertical = try layoutBothDirections(ScrollView { Color.red.frame(width: 100, height: 50).id("c") }.id("s"),
                                                proposal: ProposedViewSize(width: 300, height: 400))
        assertFrame(vertical, "s", 0, 0, 100, 400)
        assertFrame(vertical, "c", 0, 0, 100, 50)
        // The same guide's fix: a flexible frame makes the content, and so the scroll view,
        // as wide as proposed.
        let filled = try layout(ScrollView { Text("short").frame(maxWidth: .infinity).id("c") }.id("s"),
                                proposal: ProposedViewSize(width: 300, height: 400))
        assertFrame(filled, "s", 0, 0, 300, 400)
        assertFrame(filled, "c", 0, 0, 300, 17, outer: true)
        // Horizontal: as wide as proposed, as tall as its content; both axes: the proposal.
        let horizontal = try layout(ScrollView(.horizontal) { Color.red.frame(width: 100, height: 50).id("c") }.id("s"),
                                    proposal: ProposedViewSize(width: 300, height: 400))
        assertFrame(horizontal, "s", 0, 0, 300, 50)
        assertFrame(horizontal, "c", 0, 0, 100, 50)
        let both = try layout(ScrollView([.horizontal, .vertical]) { Color.red.frame(width: 100, height: 50).id("c") }.id("s"),
                              proposal: ProposedViewSize(width: 300, height: 400))
        assertFrame(both, "s", 0, 0, 300, 400)
        assertFrame(both, "c", 0, 0, 100, 50)
    }

    func testHorizontalScrollView() throws {
        let view = ScrollView(.horizontal) {
            HStack { ForEach(0..<10) { i in Color.red.frame(width: 50, height: 20).id("c\(i)") } }
        }
        let result = try layoutBothDirections(view, proposal: ProposedViewSize(width: 390, height: 844))
        // As wide as proposed, as tall as its content (it used to be 844 tall with
        // the content centred at y = 412).
        assertSize(result.size, 390, 20)
        // 10 × 50 + 9 × 8 = 572 wide, starting at the leading edge.
        assertFrame(result, "c0", 0, 0, 50, 20)
        assertFrame(result, "c9", 522, 0, 50, 20)
        XCTAssertThrowsError(try { () throws(LayoutError) in
            let tree = LayoutTree()
            let scroll = try tree.add(.scrollView(.vertical))
            try tree.setChildren(of: scroll, to: [try tree.add(.circle), try tree.add(.circle)])
        }()) { error in XCTAssertTrue("\(error)".contains("ScrollView, which has one child"), "\(error)") }
    }

    func testLazyStacksLayOutTheirChildrenAsStacks() throws {
        // Unspecified proposal: a lazy stack is the stack it lays out.
        let lazy = try layout(LazyVStack(alignment: .leading, spacing: 4) { Color.red.frame(width: 10, height: 10); Text("ab").id("t") })
        let plain = try layout(VStack(alignment: .leading, spacing: 4) { Color.red.frame(width: 10, height: 10); Text("ab").id("t") })
        XCTAssertEqual(lazy.size, plain.size)
        XCTAssertEqual(lazy["t"]!.frame, plain["t"]!.frame)
        XCTAssertEqual(lazy.views[0].type, .lazyVStack)
        let row = try layout(LazyHStack(alignment: .top) { Color.red.frame(width: 10, height: 30); Text("ab").id("t") })
        assertFrame(row, "t", 18, 0, 18, 17)
        XCTAssertEqual(row.views[0].type.name, "LazyHStack")
    }

    func testAppleLazyVStackAlignsToTheScrollViewsLeadingEdge() throws {
        // Apple's LazyVStack page: ScrollView { LazyVStack(alignment: .leading) { ForEach(1...100)
        // { Text("Row \($0)") } } }: "the stack aligns to the leading edge of the scroll view".
        let view = ScrollView {
            LazyVStack(alignment: .leading) { ForEach(1...100) { i in Text("Row \(i)").id("row\(i)") } }.id("stack")
        }.id("scroll")
        let result = try layoutBothDirections(view, proposal: ProposedViewSize(width: 300, height: 400))
        assertFrame(result, "scroll", 0, 0, 300, 400)
        assertFrame(result, "stack", 0, 0, 300, 100 * 17 + 99 * 8)
        assertFrame(result, "row1", 0, 0, 45, 17)
        assertFrame(result, "row100", 0, 99 * 25, 63, 17)
        // Centred (the default) and trailing, in the whole width.
        let centred = try layout(ScrollView { LazyVStack { Text("Row 1").id("r"); Color.red.frame(width: 100, height: 10) } },
                                 proposal: ProposedViewSize(width: 300, height: 400))
        assertFrame(centred, "r", 127.5, 0, 45, 17)
        let trailing = try layout(ScrollView { LazyVStack(alignment: .trailing) { Text("Row 1").id("r") } },
                                  proposal: ProposedViewSize(width: 300, height: 400))
        assertFrame(trailing, "r", 255, 0, 45, 17)
    }

    func testAppleLazyHStackAlignsToTheScrollViewsTopEdge() throws {
        // Apple's LazyHStack page: ScrollView(.horizontal) { LazyHStack(alignment: .top,
        // spacing: 10) { ForEach(1...100) { Text("Column \($0)") } } }.
        let view = ScrollView(.horizontal) {
            LazyHStack(alignment: .top, spacing: 10) { ForEach(1...100) { i in Text("Column \(i)").id("c\(i)") } }.id("stack")
        }.id("scroll")
        let result = try layoutBothDirections(view, proposal: ProposedViewSize(width: 300, height: 400))
        assertFrame(result, "scroll", 0, 0, 300, 400)
        XCTAssertEqual(result["stack"]!.frame.height, 400)
        assertFrame(result, "c1", 0, 0, 72, 17)
        assertFrame(result, "c2", 82, 0, 72, 17)
        // Centred by default: in the middle of the scroll view's height.
        let centred = try layout(ScrollView(.horizontal) { LazyHStack { Text("Column 1").id("c") } },
                                 proposal: ProposedViewSize(width: 300, height: 400))
        assertFrame(centred, "c", 0, 191.5, 72, 17)
    }
}
