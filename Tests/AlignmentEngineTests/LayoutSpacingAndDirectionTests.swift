import XCTest
@testable import AlignmentEngine

/// The last pieces of the Layout protocol: a layout's own `spacing(subviews:cache:)`
/// counts in the stacks around it, and `LayoutSubviews.layoutDirection` reports the
/// direction the container is laid out in.
final class LayoutSpacingAndDirectionTests: XCTestCase {
    /// Its subviews side by side with no space, at their ideal sizes; with `flushLeading`, its
    /// spacing asks for none on its leading edge (the subviews' union elsewhere).
    struct Row: Layout {
        var flushLeading = false

        func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
            subviews.reduce(CGSize.zero) { size, subview in
                let s = subview.sizeThatFits(.unspecified)
                return CGSize(width: size.width + s.width, height: max(size.height, s.height))
            }
        }

        func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
            var x = bounds.minX
            for subview in subviews {
                subview.place(at: CGPoint(x: x, y: bounds.minY), proposal: .unspecified)
                x += subview.sizeThatFits(.unspecified).width
            }
        }

        func spacing(subviews: Subviews, cache: inout ()) -> ViewSpacing {
            var spacing = ViewSpacing()
            for subview in subviews { spacing.formUnion(subview.spacing) }
            if flushLeading { spacing.formUnion(.zero, edges: .leading) }
            return spacing
        }
    }

    private func box(_ width: Double, _ id: String) -> some View {
        Color.red.frame(width: width, height: 10).id(id)
    }

    func testALayoutThatAsksForNoLeadingSpaceSitsFlushAgainstThePreviousChild() throws {
        // HStack with default spacing: 10-wide box, the Row (20 wide), a 5-wide box.
        let flush = try layoutBothDirections(HStack {
            box(10, "a")
            Row(flushLeading: true) { Color.blue.frame(width: 20, height: 10) }.id("row")
            box(5, "b")
        })
        assertFrame(flush, "row", 10, 0, 20, 10)  // 0 instead of 8 before it
        assertFrame(flush, "b", 38, 0, 5, 10)     // its trailing edge keeps the default 8
        assertSize(flush.size, 43, 10)
        let plain = try layout(HStack {
            box(10, "a")
            Row() { Color.blue.frame(width: 20, height: 10) }.id("row")
            box(5, "b")
        })
        assertFrame(plain, "row", 18, 0, 20, 10)
        assertFrame(plain, "b", 46, 0, 5, 10)
    }

    func testTheDefaultSpacingIsTheUnionOfTheSubviewsAndZeroWhenEmpty() throws {
        // A Spacer in the Row asks for no space (the Row orients no Spacer, so the Spacer's
        // every edge is zero and so are the Row's); a layout that keeps the protocol's
        // default spacing and has no subviews asks for none on any edge.
        struct Plain: Layout {
            func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize { .zero }
            func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {}
        }
        let result = try layout(HStack {
            box(10, "a")
            Row() { Spacer(minLength: 4) }.id("spacerRow")
            box(5, "b")
            Plain() {}.id("empty")
            box(5, "c")
        })
        assertFrame(result, "spacerRow", 10, 3, 4, 4)
        assertFrame(result, "b", 14, 0, 5, 10)
        assertFrame(result, "empty", 19, 5, 0, 0)
        assertFrame(result, "c", 19, 0, 5, 10)
        // `ViewSpacing`'s own arithmetic.
        let leading = ViewSpacing(zeroEdges: .leading)
        XCTAssertEqual(ViewSpacing().distance(to: leading, along: .horizontal), 0)
        XCTAssertEqual(leading.distance(to: ViewSpacing(), along: .horizontal), 8)
        XCTAssertEqual(leading.distance(to: ViewSpacing(), along: .vertical), 8)
        XCTAssertEqual(ViewSpacing().union(.zero, edges: .vertical), ViewSpacing(zeroEdges: [.top, .bottom]))
    }

    func testASpacingOverrideInsideAVStackSpacesTheRowsBelow() throws {
        // The override is asked once per structure and its answer used for each layout.
        final class Count { var calls = 0 }
        struct FlushTop: Layout {
            let count: Count
            func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
                subviews.first?.sizeThatFits(proposal) ?? .zero
            }
            func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
                subviews.first?.place(at: bounds.origin, proposal: proposal)
            }
            func spacing(subviews: Subviews, cache: inout ()) -> ViewSpacing {
                count.calls += 1
                return ViewSpacing(zeroEdges: .top)
            }
        }
        let count = Count()
        let tree = LayoutTree()
        let root = try tree.add(VStack {
            Color.red.frame(width: 10, height: 10)
            FlushTop(count: count) { Color.blue.frame(width: 10, height: 6) }.id("flush")
        })
        try tree.layout(root)
        try tree.layout(root, proposal: ProposedViewSize(width: 50, height: 50))
        XCTAssertEqual(tree.frame(of: tree.view(named: "flush")!), Rect(x: 0, y: 10, width: 10, height: 6))
        XCTAssertEqual(count.calls, 1)
    }

    private struct Refusal: Error, CustomStringConvertible {
        var description: String { "no spacing today" }
    }

    /// A tree: HStack(box 10, host layout `name` around a 20-wide box, box 5).
    private func hostTree(_ host: HostLayout) throws -> (tree: LayoutTree, root: ViewID, layout: ViewID) {
        let tree = LayoutTree()
        let root = try tree.add(.hstack())
        let layout = try tree.add(.layout(host))
        let boxes = try [10.0, 20, 5].map { width in try tree.add(.image(width: width, height: 10)) }
        try tree.setChildren(of: layout, to: [boxes[1]])
        try tree.setChildren(of: root, to: [boxes[0], layout, boxes[2]])
        return (tree, root, layout)
    }

    private func rowHost(_ name: String, spacing: HostLayout.SpacingFunction? = nil) -> HostLayout {
        HostLayout(
            name: name,
            sizeThatFits: { _, subviews, _ in subviews[0].sizeThatFits(.unspecified) },
            placeSubviews: { _, _, subviews, _ in subviews[0].place(at: .zero, proposal: .unspecified) },
            spacing: spacing)
    }

    func testAThrowingSpacingFailsTheLayoutWithAnErrorNamingIt() throws {
        let (tree, root, layout) = try hostTree(rowHost("Stubborn", spacing: { _, _ in throw Refusal() }))
        for _ in 0..<2 {
            XCTAssertThrowsError(try tree.layout(root)) { error in
                XCTAssertEqual((error as? LayoutError)?.kind, .callbackFailed)
                XCTAssertTrue("\(error)".contains("the layout 'Stubborn' (Layout view #1) failed in spacing: no spacing today"), "\(error)")
            }
            XCTAssertNil(tree.frame(of: layout))
        }
        try tree.setLayoutSpacing(nil, of: layout)
        try tree.layout(root)
        XCTAssertEqual(tree.frame(of: layout)?.x, 18)
    }

    func testChangingALayoutsSpacingAfterALayoutRelaysItOut() throws {
        let (tree, root, layout) = try hostTree(rowHost("Row"))
        try tree.layout(root)
        XCTAssertEqual(tree.frame(of: layout)?.x, 18)
        try tree.setLayoutSpacing({ _, _ in ViewSpacing(zeroEdges: [.leading, .trailing]) }, of: layout)
        try tree.layout(root)
        XCTAssertEqual(tree.frame(of: layout)?.x, 10)
        XCTAssertEqual(tree.frame(of: ViewID(4)), Rect(x: 30, y: 0, width: 5, height: 10))
        // A failure found while refreshing the facts after the change fails that layout.
        try tree.setLayoutSpacing({ _, _ in throw Refusal() }, of: layout)
        XCTAssertThrowsError(try tree.layout(root)) { error in
            XCTAssertTrue("\(error)".contains("the layout 'Row' (Layout view #1) failed in spacing"), "\(error)")
        }
        XCTAssertNil(tree.frame(of: layout))
        try tree.setLayoutSpacing(nil, of: layout)
        try tree.layout(root)
        XCTAssertEqual(tree.frame(of: layout)?.x, 18)
        XCTAssertThrowsError(try tree.setLayoutSpacing(nil, of: root)) { error in
            XCTAssertTrue("\(error)".contains("is an HStack, not a Layout"), "\(error)")
        }
    }

    /// Records the direction each of its functions saw.
    struct DirectionProbe: Layout {
        final class Seen { var directions: [String: LayoutDirection] = [:] }
        let seen: Seen
        func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
            seen.directions["size"] = subviews.layoutDirection
            return CGSize(width: 10, height: 10)
        }
        func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
            seen.directions["place"] = subviews.layoutDirection
        }
        func spacing(subviews: Subviews, cache: inout ()) -> ViewSpacing {
            seen.directions["spacing"] = subviews.layoutDirection
            return ViewSpacing()
        }
    }

    func testSubviewsReportTheDirectionTheContainerIsLaidOutIn() throws {
        func directions(_ root: LayoutDirection, inside environment: LayoutDirection?) throws -> Set<LayoutDirection> {
            let seen = DirectionProbe.Seen()
            let probe = DirectionProbe(seen: seen) { Color.red }
            if let environment {
                _ = try layout(HStack { probe }.environment(\.layoutDirection, environment), direction: root)
            } else {
                _ = try layout(HStack { probe }, direction: root)
            }
            XCTAssertEqual(Set(seen.directions.keys), ["size", "place", "spacing"])
            return Set(seen.directions.values)
        }
        XCTAssertEqual(try directions(.leftToRight, inside: nil), [.leftToRight])
        XCTAssertEqual(try directions(.rightToLeft, inside: nil), [.rightToLeft])
        XCTAssertEqual(try directions(.leftToRight, inside: .rightToLeft), [.rightToLeft])
        XCTAssertEqual(try directions(.rightToLeft, inside: .leftToRight), [.leftToRight])
        XCTAssertEqual(try directions(.rightToLeft, inside: .rightToLeft), [.rightToLeft])
    }

    func testTheDirectionFollowsTheRootFromOneLayoutToTheNext() throws {
        let seen = DirectionProbe.Seen()
        let tree = LayoutTree()
        let root = try tree.add(VStack { DirectionProbe(seen: seen) { Color.red } })
        try tree.layout(root, direction: .rightToLeft)
        XCTAssertEqual(seen.directions["place"], .rightToLeft)
        try tree.layout(root, direction: .leftToRight)
        XCTAssertEqual(seen.directions["place"], .leftToRight)
        XCTAssertEqual(seen.directions["size"], .leftToRight)
    }
}

extension LayoutSpacingAndDirectionTests {
    func testChangingTheEnvironmentDirectionInPlaceIsReported() throws {
        let seen = DirectionProbe.Seen()
        let tree = LayoutTree()
        let probe = try tree.add(DirectionProbe(seen: seen) { Color.red })
        let row = try tree.add(.hstack())
        let box = try tree.add(.image(width: 10, height: 10))
        try tree.setChildren(of: row, to: [probe, box])
        try tree.apply(.layoutDirection(.leftToRight), to: row)
        try tree.layout(row)
        XCTAssertEqual(seen.directions["place"], .leftToRight)
        XCTAssertEqual(tree.frame(of: box)?.x, 18)
        try tree.setModifier(.layoutDirection(.rightToLeft), at: 0, of: row)
        try tree.layout(row)
        XCTAssertEqual(seen.directions["place"], .rightToLeft)
        XCTAssertEqual(seen.directions["size"], .rightToLeft)
        XCTAssertEqual(tree.frame(of: box)?.x, 0)
    }

    func testChangingTheEnvironmentDirectionInPlaceMovesSpacingPreferences() throws {
        // [a 10] [inner: b 10, Spacer(minLength: 5)] [c 10]: the inner stack asks for no
        // space on its trailing edge, which is its leading edge for the outer stack once the
        // inner one is right to left.
        let tree = LayoutTree()
        let outer = try tree.add(.hstack())
        let inner = try tree.add(.hstack())
        let views = try [10.0, 10, 10].map { width in try tree.add(.image(width: width, height: 10)) }
        let spacer = try tree.add(.spacer(minLength: 5))
        try tree.setChildren(of: inner, to: [views[1], spacer])
        try tree.setChildren(of: outer, to: [views[0], inner, views[2]])
        try tree.apply(.layoutDirection(.leftToRight), to: inner)
        try tree.layout(outer)
        XCTAssertEqual(tree.outerFrame(of: inner)?.x, 18)
        try tree.setModifier(.layoutDirection(.rightToLeft), at: 0, of: inner)
        try tree.layout(outer)
        XCTAssertEqual(tree.outerFrame(of: inner)?.x, 10)
        XCTAssertEqual(tree.frame(of: views[1])?.x, 15)
    }
}
