import XCTest
@testable import AlignmentEngine

/// `containerRelativeFrame`, relative to the nearest ScrollView or the root's
/// proposal, with Apple's formula (developer.apple.com/documentation/swiftui/view/
/// containerrelativeframe(_:count:span:spacing:alignment:)):
/// `(containerWidth − spacing × (count − 1)) / count × span + (span − 1) × spacing`.
final class ContainerRelativeFrameTests: XCTestCase {
    /// Apple's first example: each rectangle fills the container (an iPhone screen, 390 × 844).
    func testAppleFullScreenPagesExample() throws {
        let result = try layout(
            ScrollView(.horizontal) {
                LazyHStack(spacing: 0) {
                    ForEach(0..<3) { item in
                        Rectangle().containerRelativeFrame([.horizontal, .vertical]).id("page\(item)")
                    }
                }
            },
            proposal: ProposedViewSize(width: 390, height: 844))
        assertFrame(result, "page0", 0, 0, 390, 844)
        assertFrame(result, "page1", 390, 0, 390, 844)
        assertFrame(result, "page2", 780, 0, 390, 844)
    }

    /// Apple's second example: five columns 10 apart, each rectangle spanning two, in a
    /// 400-wide scroll view: (400 − 40) / 5 × 2 + 10 = 154 wide, 154 / 1.5 tall.
    func testAppleFiveColumnsSpanTwoExample() throws {
        let result = try layout(
            ScrollView(.horizontal) {
                LazyHStack(spacing: 10) {
                    ForEach(0..<3) { item in
                        Rectangle().aspectRatio(3.0 / 2.0, contentMode: .fit)
                            .containerRelativeFrame(.horizontal, count: 5, span: 2, spacing: 10).id("item\(item)")
                    }
                }
            },
            proposal: ProposedViewSize(width: 400, height: 300))
        for (index, x) in [0.0, 164, 328].enumerated() {
            let frame = result["item\(index)"]!.frame
            XCTAssertEqual(frame.x, x, accuracy: 1e-9)
            XCTAssertEqual(frame.width, 154, accuracy: 1e-9)
            XCTAssertEqual(frame.height, 154 / 1.5, accuracy: 1e-9)
        }
    }

    func testTheRootProposalIsTheContainerOutsideScrollViews() throws {
        let result = try layout(
            VStack(alignment: .leading, spacing: 0) {
                Color.green.containerRelativeFrame(.horizontal, count: 3, spacing: 0).frame(height: 10).id("third")
                Color.red.containerRelativeFrame(.horizontal, count: 4, span: 3, spacing: 8).frame(height: 10).id("threeQuarters")
                Color.blue.containerRelativeFrame(.horizontal) { length, _ in length * 0.75 }.frame(height: 10).id("closure")
            }.padding(20),
            proposal: ProposedViewSize(width: 300, height: 200))
        // A padding does not make a container: lengths come from the root's 300.
        assertFrame(result, "third", 20, 20, 100, 10)
        assertFrame(result, "threeQuarters", 20, 30, (300 - 24) / 4 * 3 + 16, 10)
        assertFrame(result, "closure", 20, 40, 225, 10)
    }

    func testTheAxesItDoesNotSizeAndAlignment() throws {
        let result = try layout(
            Color.red.frame(width: 40, height: 30)
                .containerRelativeFrame(.vertical, count: 2, spacing: 0, alignment: .bottom).id("content"),
            proposal: ProposedViewSize(width: 300, height: 200))
        assertSize(result.size, 40, 100)
        assertFrame(result, "content", 0, 70, 40, 30)
        assertFrame(result, "content", 0, 0, 40, 100, outer: true)
    }

    func testAnUnspecifiedContainerLengthLeavesTheAxisToTheChild() throws {
        assertSize(try layout(Color.red.containerRelativeFrame(.horizontal, count: 2, spacing: 0)).size, 10, 10)
        // A vertical scroll view proposed no height: its content is not sized vertically.
        let result = try layout(ScrollView { Color.red.frame(width: 20, height: 30).containerRelativeFrame([.horizontal, .vertical]).id("c") },
                                proposal: ProposedViewSize(width: 100, height: nil))
        assertSize(result["c"]!.outerFrame.size, 100, 30)
    }

    /// The ScrollView is probed with several heights inside the VStack; the content is sized
    /// for the height it gets in the end.
    func testTheNearestScrollViewsFinalProposalSizesItsContent() throws {
        let result = try layout(
            VStack(spacing: 0) {
                ScrollView { Color.red.containerRelativeFrame(.vertical, count: 2, spacing: 0).id("half") }.id("scroll")
                Color.blue.frame(height: 100)
            },
            proposal: ProposedViewSize(width: 300, height: 500))
        assertFrame(result, "scroll", 0, 0, 300, 400)
        XCTAssertEqual(result["half"]!.frame.height, 200)
        // Nested: the inner scroll view is the container of what it holds.
        let nested = try layout(
            ScrollView {
                VStack(spacing: 0) {
                    Color.red.containerRelativeFrame(.vertical, count: 4, spacing: 0).id("outer")
                    ScrollView(.horizontal) { Color.blue.containerRelativeFrame(.horizontal, count: 2, spacing: 0).id("inner") }.frame(width: 120, height: 50)
                }
            },
            proposal: ProposedViewSize(width: 300, height: 400))
        XCTAssertEqual(nested["outer"]!.frame.height, 100)
        XCTAssertEqual(nested["inner"]!.frame.width, 60)
    }

    func testRelayoutAfterAProposalOrContainerChangeMatchesACold() throws {
        func view(_ bottom: Double) -> some View {
            VStack(spacing: 0) {
                ScrollView { Color.red.containerRelativeFrame([.horizontal, .vertical], count: 3, span: 2, spacing: 6).id("part") }
                Color.blue.frame(height: bottom).id("bottom")
            }.containerRelativeFrame(.horizontal, count: 2, spacing: 0, alignment: .leading)
        }
        let tree = LayoutTree()
        let root = try tree.add(view(100))
        for proposal in [ProposedViewSize(width: 300, height: 500), ProposedViewSize(width: 200, height: 500), ProposedViewSize(width: 200, height: 300)] {
            try tree.layout(root, proposal: proposal)
            let cold = try laidOut(view(100), proposal: proposal)
            XCTAssertEqual(try tree.result().views.map(\.frame), try cold.result().views.map(\.frame), "\(proposal)")
        }
        // The bottom view's height changes the scroll view's proposal, hence its content.
        try tree.setModifier(.frame(width: nil, height: 150), at: 0, of: try XCTUnwrap(tree.view(named: "bottom")))
        try tree.layout(root, proposal: ProposedViewSize(width: 200, height: 300))
        let cold = try laidOut(view(150), proposal: ProposedViewSize(width: 200, height: 300))
        XCTAssertEqual(try tree.result().views.map(\.frame), try cold.result().views.map(\.frame))
        XCTAssertEqual(try tree.result()["part"]!.frame.height, (150 - 12) / 3 * 2 + 6)
    }

    /// Frames relative to a ScrollView no longer make every layout cold (decisions,
    /// containerRelativeFrame item 6): a change below the ScrollView is recomputed up to it,
    /// for every length it was asked at, and a ScrollView entered for another length forgets
    /// only its containers' answers, so the host is asked again only for the changed leaf.
    func testAChangeBelowAScrollViewContainerAsksTheHostOnlyForIt() throws {
        final class Host {
            var calls = 0
            var widths = [Double](repeating: 60, count: 8)
        }
        let host = Host()
        let tree = LayoutTree()
        var leaves: [ViewID] = [], pages: [ViewID] = []
        for page in 0..<4 {
            var column: [ViewID] = []
            for line in 0..<2 {
                let index = page * 2 + line
                column.append(try tree.add(.measured(HostMeasure(size: { proposal in
                    host.calls += 1
                    return Size(width: min(host.widths[index], proposal.width ?? .infinity), height: 17)
                }))))
            }
            leaves += column
            let stack = try tree.add(.vstack(alignment: .leading, spacing: 0))
            try tree.setChildren(of: stack, to: column)
            try tree.apply(.containerRelativeFrame(.horizontal, count: 1, span: 1, spacing: 0), to: stack)
            pages.append(stack)
        }
        let row = try tree.add(.hstack(alignment: .top, spacing: 0))
        try tree.setChildren(of: row, to: pages)
        let scroll = try tree.add(.scrollView(.horizontal))
        try tree.setChildren(of: scroll, to: [row])
        let proposal = ProposedViewSize(width: 390, height: 844)
        try tree.layout(scroll, proposal: proposal)
        // Each page's frame is the scroll view's width; its stack, 60 wide, is centred in it.
        XCTAssertEqual(tree.frame(of: pages[2]), Rect(x: 780 + 165, y: 0, width: 60, height: 34))
        XCTAssertEqual(tree.frame(of: leaves[5]), Rect(x: 780 + 165, y: 17, width: 60, height: 17))
        XCTAssertGreaterThanOrEqual(host.calls, 8)

        host.calls = 0
        host.widths[5] = 500
        try tree.markDirty(leaves[5])
        try tree.layout(scroll, proposal: proposal)
        // Only the changed leaf is asked (a cold layout asks all eight).
        XCTAssertTrue((1...3).contains(host.calls), "\(host.calls) calls")
        XCTAssertEqual(tree.frame(of: pages[2]), Rect(x: 780, y: 0, width: 390, height: 34))
        XCTAssertEqual(tree.frame(of: leaves[5]), Rect(x: 780, y: 17, width: 390, height: 17))
        XCTAssertEqual(tree.frame(of: leaves[4]), Rect(x: 780, y: 0, width: 60, height: 17))
        XCTAssertEqual(tree.frame(of: pages[3]), Rect(x: 1_170 + 165, y: 0, width: 60, height: 34))
    }

    func testBadArgumentsAreErrors() {
        func message(_ modifier: LayoutModifier) -> String {
            let tree = LayoutTree()
            do {
                try tree.apply(modifier, to: try tree.add(.shape(.color)))
                return "no error"
            } catch { return error.message }
        }
        XCTAssertEqual(message(.containerRelativeFrame(.horizontal, count: 0)), "containerRelativeFrame count must be from 1 to 2147483647, not 0")
        XCTAssertEqual(message(.containerRelativeFrame(.horizontal, count: 2, span: 3)), "containerRelativeFrame span must be from 1 to its count (2), not 3")
        XCTAssertEqual(message(.containerRelativeFrame(.horizontal, count: 2, span: 0)), "containerRelativeFrame span must be from 1 to its count (2), not 0")
        XCTAssertEqual(message(.containerRelativeFrame(.horizontal, count: 2, spacing: -1)), "containerRelativeFrame spacing must not be negative (-1.0)")
        XCTAssertEqual(message(.containerRelativeFrame(.horizontal, count: 2, spacing: .nan)), "containerRelativeFrame spacing is NaN")
        // A length function answering NaN fails the layout, naming the view.
        XCTAssertThrowsError(try layout(Color.red.containerRelativeFrame(.horizontal) { _, _ in .nan }, proposal: ProposedViewSize(width: 100, height: 100))) { error in
            XCTAssertTrue((error as! LayoutError).message.contains("length function of the containerRelativeFrame"), "\(error)")
        }
    }

    /// Apple's formula, with more spacing than the container has, gives no negative length.
    func testTheFormula() {
        XCTAssertEqual(ContainerRelativeFrameRules.length(in: 400, count: 5, span: 2, spacing: 10), 154)
        XCTAssertEqual(ContainerRelativeFrameRules.length(in: 300, count: 1, span: 1, spacing: 50), 300)
        XCTAssertEqual(ContainerRelativeFrameRules.length(in: 100, count: 5, span: 1, spacing: 30), 0)
    }
}
