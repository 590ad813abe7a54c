import XCTest
@testable import AlignmentEngine

/// The safe area (decisions, "Safe area"). The screen is an iPhone 14 Pro / 15 Pro in portrait:
/// 393 x 852 points (Apple's device specifications; Geoff Hackworth, "How iOS Apps Adapt to
/// the various iPhone 14 Screen Sizes", hacknicity.medium.com, 2022), whose safe-area insets
/// were printed from UIKit as `UIEdgeInsets(top: 59.0, left: 0.0, bottom: 34.0, right: 0.0)`
/// (csl.cool/2023/09/15/ios-dev/ios-layout-adaptation; 59 is the Dynamic Island iPhones' top
/// inset). The rules are those of SwiftUI's `_SafeAreaRegionsIgnoringLayout`,
/// `SafeAreaInsets.resolve`, `_InsetViewModifier` and `SafeAreaPaddingModifier` as OpenSwiftUI
/// rebuilt them from the SwiftUI binary (OpenSwiftUIProject/OpenSwiftUI @069dd80b,
/// `Sources/OpenSwiftUICore/Layout/SafeAreaIgnoringLayout.swift`, `SafeAreaInsets.swift`,
/// `Layout/Modifier/InsetViewModifier.swift`, `View/Graph/ViewGraph.swift` `RootGeometry`).
final class SafeAreaTests: XCTestCase {
    static let screen = ProposedViewSize(width: 393, height: 852)
    static let insets = EdgeInsets(top: 59, leading: 0, bottom: 34, trailing: 0)

    private func onScreen(_ view: some View, direction: LayoutDirection = .leftToRight) throws -> LayoutResult {
        try layout(view, proposal: Self.screen, safeArea: Self.insets, direction: direction)
    }

    // MARK: The root

    /// The hosting view proposes the root the safe part (393 x 852 less 59 + 34 = 759) and
    /// places it there: a full-screen Color stops at the status bar and the home indicator
    /// (observed on the iPhone 14 simulator, iOS 16.2: "Rectangle: S", zenn.dev/samekard_dev
    /// "iOS16 ignoresSafeArea 観測隊").
    func testAFullScreenColorFillsTheSafeArea() throws {
        let result = try onScreen(Color.red.id("color"))
        assertSize(result.size, 393, 759)
        assertFrame(result, "color", 0, 59, 393, 759)
    }

    /// `.ignoresSafeArea()` reaches the screen's edges ("Rectangle .iSA(): D" in the same
    /// observation): proposed 393 x 852 at (0, 0). The modifier itself keeps the safe frame
    /// its parent gave it, and the root's size is still the safe part's.
    func testIgnoresSafeAreaReachesTheScreensEdges() throws {
        let result = try onScreen(Color.red.ignoresSafeArea().id("color"))
        assertSize(result.size, 393, 759)
        assertFrame(result, "color", 0, 0, 393, 852)
        assertFrame(result, "color", 0, 59, 393, 759, outer: true)
    }

    func testOnlyTheGivenEdgesAreIgnored() throws {
        assertFrame(try onScreen(Color.red.ignoresSafeArea(edges: .top).id("c")), "c", 0, 0, 393, 818)
        assertFrame(try onScreen(Color.red.ignoresSafeArea(edges: .bottom).id("c")), "c", 0, 59, 393, 793)
        assertFrame(try onScreen(Color.red.ignoresSafeArea(edges: .horizontal).id("c")), "c", 0, 59, 393, 759)
        // The keyboard's region has no layout: nothing to ignore.
        assertFrame(try onScreen(Color.red.ignoresSafeArea(.keyboard).id("c")), "c", 0, 59, 393, 759)
        assertFrame(try onScreen(Color.red.ignoresSafeArea(.container).id("c")), "c", 0, 0, 393, 852)
    }

    /// A view extends only on the edges where its frame reaches the safe area's edge: the
    /// first row of a VStack reaches the top, the last none (the stack is only as tall as its
    /// rows). A view proposed more need not take it: a fixed frame stays its size, moved up by
    /// the top inset from its top-leading corner, as SwiftUI anchors it.
    func testOnlyEdgesThatReachTheSafeAreaExtend() throws {
        let result = try onScreen(VStack(spacing: 0) {
            Color.red.frame(height: 100).ignoresSafeArea().id("top")
            Color.blue.frame(height: 100).ignoresSafeArea().id("middle")
            Color.green.frame(width: 50, height: 50).ignoresSafeArea().id("fixed")
        }.frame(maxHeight: .infinity, alignment: .top))
        // The frame modifier of "top" is proposed 393 x 159 and stays 100 tall, from y = 0.
        assertFrame(result, "top", 0, 0, 393, 100, outer: false)
        assertFrame(result, "top", 0, 59, 393, 100, outer: true)
        assertFrame(result, "middle", 0, 159, 393, 100)
        assertFrame(result, "fixed", 171.5, 259, 50, 50)
    }

    /// What SwiftUI's ShapeStyle background does (`background(_:ignoresSafeAreaEdges:)`, all
    /// edges by default): a VStack's green background reaches the screen's edges while the
    /// stack stays in the safe area ("VStack: D, Rectangle: S" in the iOS 16.2 observation).
    func testAShapeStyleBackgroundReachesTheScreensEdges() throws {
        let result = try onScreen(VStack { Color.red.id("rectangle") }.background(Color.green, ignoresSafeAreaEdges: .all).id("stack"))
        assertFrame(result, "rectangle", 0, 59, 393, 759)
        let background = try XCTUnwrap(result.views.first { $0.path == "/modifiers/0" })
        XCTAssertEqual(background.frame, Rect(x: 0, y: 0, width: 393, height: 852))
        let respecting = try onScreen(VStack { Color.red }.background(Color.green, ignoresSafeAreaEdges: []).id("stack"))
        XCTAssertEqual(respecting.views.first { $0.path == "/modifiers/0" }?.frame, Rect(x: 0, y: 59, width: 393, height: 759))
    }

    // MARK: safeAreaInset

    /// A list of rows with a bottom bar: the rows' view is proposed 759 less the bar (50) and
    /// the default spacing (8): 701; the bar sits on the safe area's bottom edge (818 − 50);
    /// its ShapeStyle background reaches down to the screen's edge (852); the view's own
    /// background, which ignores the safe area, reaches under the bar and the status bar.
    func testAVStackOfRowsWithABottomBar() throws {
        let result = try onScreen(
            VStack(spacing: 0) {
                ForEach(0..<3) { row in Color.gray.frame(height: 44).id("row\(row)") }
            }
            .frame(maxHeight: .infinity, alignment: .top)
            .background(Color.white.ignoresSafeArea().id("behind"))
            .safeAreaInset(edge: .bottom) { Color.blue.frame(height: 50).background(Color.blue, ignoresSafeAreaEdges: .all).id("bar") }
            .id("screen"))
        assertSize(result.size, 393, 759)
        assertFrame(result, "row0", 0, 59, 393, 44)
        assertFrame(result, "row2", 0, 147, 393, 44)
        assertFrame(result, "behind", 0, 0, 393, 852)
        assertFrame(result, "bar", 0, 768, 393, 50)
        let barBackground = try XCTUnwrap(result.views.first { $0.path == "/modifiers/2/modifiers/1" })
        XCTAssertEqual(barBackground.frame, Rect(x: 0, y: 768, width: 393, height: 84))
        // The rows' view (the frame its background is proposed): 759 − 50 − 8.
        assertFrame(result, "behind", 0, 59, 393, 701, outer: true)
    }

    /// `spacing: 0` and a top edge: the bar on top, the view below it; the bar is aligned by
    /// `alignment` across.
    func testATopInsetWithAlignmentAndSpacing() throws {
        let result = try onScreen(
            Color.gray.id("view")
                .safeAreaInset(edge: .top, alignment: .leading, spacing: 0) { Color.blue.frame(width: 100, height: 40).id("bar") })
        assertFrame(result, "bar", 0, 59, 100, 40)
        assertFrame(result, "view", 0, 99, 393, 719)
        let trailing = try onScreen(
            Color.gray.safeAreaInset(edge: .top, alignment: .trailing, spacing: 10) { Color.blue.frame(width: 100, height: 40).id("bar") })
        assertFrame(trailing, "bar", 293, 59, 100, 40)
    }

    /// Proposed no height (in a ScrollView), the inset and the view are proposed none either:
    /// the modifier is the bar, the spacing and the view, end to end.
    func testAnUnspecifiedLengthStaysUnspecified() throws {
        let result = try layout(
            VStack(spacing: 0) { Color.gray.frame(height: 30); Color.gray.frame(height: 30) }.id("rows")
                .safeAreaInset(edge: .bottom, spacing: 4) { Text("bar").id("bar") },
            proposal: ProposedViewSize(width: 200, height: nil))
        assertSize(result.size, 200, 60 + 4 + 17)
        assertFrame(result, "bar", 86.5, 64, 27, 17)
    }

    // MARK: safeAreaPadding

    /// A padding whose insets join the safe area: a Color inside sits 20 in; one that
    /// ignores the safe area reaches back out through both the padding and the screen's safe
    /// area, where a plain padding keeps it in.
    func testSafeAreaPaddingOnAPlainView() throws {
        assertFrame(try onScreen(Color.red.id("c").safeAreaPadding(20)), "c", 20, 79, 353, 719)
        assertFrame(try onScreen(Color.red.ignoresSafeArea().id("c").safeAreaPadding(20)), "c", 0, 0, 393, 852)
        assertFrame(try onScreen(Color.red.ignoresSafeArea().id("c").padding(20)), "c", 20, 79, 353, 719)
        // `safeAreaPadding()`: SwiftUI's default padding, 16 (decisions, "Safe area").
        assertFrame(try onScreen(Color.red.id("c").safeAreaPadding()), "c", 16, 75, 361, 727)
        assertFrame(try onScreen(Color.red.id("c").safeAreaPadding(.horizontal, 10)), "c", 10, 59, 373, 759)
    }

    /// Apple's example (`safeAreaPadding(_:_:)`): a horizontal ScrollView of items with
    /// 20 points of safe-area padding on both sides. The first item starts 20 in; the scroll
    /// view's own frame is the padded one, and a background that ignores the safe area (what
    /// the scrolled content is drawn over) spans the whole width, where `.padding` keeps it in.
    func testSafeAreaPaddingOnAScrollView() throws {
        let items = ScrollView(.horizontal) {
            HStack(spacing: 10) {
                ForEach(0..<5) { item in Color.orange.frame(width: 100, height: 100).id("item\(item)") }
            }
        }
        let result = try onScreen(items.background(Color.white.ignoresSafeArea(edges: .horizontal).id("behind")).id("scroll").safeAreaPadding(.horizontal, 20))
        assertFrame(result, "scroll", 20, 59, 353, 100)
        for (item, x) in [20.0, 130, 240, 350, 460].enumerated() { assertFrame(result, "item\(item)", x, 59, 100, 100) }
        assertFrame(result, "behind", 0, 59, 393, 100)
        let padded = try onScreen(items.background(Color.white.ignoresSafeArea(edges: .horizontal).id("behind")).id("scroll").padding(.horizontal, 20))
        assertFrame(padded, "item0", 20, 59, 100, 100)
        assertFrame(padded, "behind", 20, 59, 353, 100)
    }

    // MARK: Right to left

    /// Insets are given in leading and trailing terms: right to left, the leading inset is
    /// on the right. A landscape screen (852 x 393) with the leading edge unsafe by 59 and the
    /// bottom by 21: the root is at the left, 793 wide; ignoring the leading edge reaches the
    /// right edge, ignoring the trailing edge changes nothing.
    func testRightToLeftInsetsAndEdges() throws {
        let landscape = ProposedViewSize(width: 852, height: 393)
        let insets = EdgeInsets(top: 0, leading: 59, bottom: 21, trailing: 0)
        let plain = try layout(Color.red.id("c"), proposal: landscape, safeArea: insets, direction: .rightToLeft)
        assertFrame(plain, "c", 0, 0, 793, 372)
        let leading = try layout(Color.red.ignoresSafeArea(edges: .leading).id("c"), proposal: landscape, safeArea: insets, direction: .rightToLeft)
        assertFrame(leading, "c", 0, 0, 852, 372)
        let trailing = try layout(Color.red.ignoresSafeArea(edges: .trailing).id("c"), proposal: landscape, safeArea: insets, direction: .rightToLeft)
        assertFrame(trailing, "c", 0, 0, 793, 372)
        let ltr = try layout(Color.red.ignoresSafeArea(edges: .leading).id("c"), proposal: landscape, safeArea: insets)
        assertFrame(ltr, "c", 0, 0, 852, 372)
        assertFrame(ltr, "c", 59, 0, 793, 372, outer: true)
    }

    /// A leading inset right to left: the bar on the right, the view to its left; a view in
    /// the view that ignores the safe area reaches under the bar.
    func testALeadingInsetRightToLeft() throws {
        let result = try layout(
            Color.gray.overlay(Color.clear.ignoresSafeArea().id("under")).id("view")
                .safeAreaInset(edge: .leading, spacing: 0) { Color.blue.frame(width: 30).id("bar") },
            proposal: ProposedViewSize(width: 393, height: 100), direction: .rightToLeft)
        assertFrame(result, "bar", 363, 0, 30, 100)
        assertFrame(result, "view", 0, 0, 363, 100)
        assertFrame(result, "under", 0, 0, 393, 100)
    }

    // MARK: Changes and explanations

    /// New insets relayout what they change, and the result is the cold layout's.
    func testRelayoutAfterTheInsetsChange() throws {
        func screen(_ text: String) -> some View {
            VStack(spacing: 0) {
                Color.red.frame(height: 40).ignoresSafeArea().id("top")
                Text(text).id("text")
                Color.blue.ignoresSafeArea().id("bottom")
            }
        }
        let view = screen("Hello")
        let tree = LayoutTree()
        let root = try tree.add(view)
        try tree.layout(root, proposal: Self.screen, safeArea: Self.insets)
        let landscapeInsets = EdgeInsets(top: 20, leading: 0, bottom: 0, trailing: 0)
        for insets in [landscapeInsets, Self.insets, .zero, Self.insets] {
            try tree.layout(root, proposal: Self.screen, safeArea: insets)
            let cold = try layout(view, proposal: Self.screen, safeArea: insets)
            let again = try tree.result()
            for (a, b) in zip(again.views, cold.views) { XCTAssertEqual(a.frame, b.frame, "\(a.path) with \(insets)") }
        }
        XCTAssertTrue(tree.layoutStands(root, proposal: Self.screen, safeArea: Self.insets, direction: .leftToRight))
        XCTAssertFalse(tree.layoutStands(root, proposal: Self.screen, direction: .leftToRight))
        // The top view, 40 tall, is moved up to the screen's edge (placed at the top-leading
        // corner of what it is proposed); the bottom one, which takes what it is proposed,
        // reaches the home indicator's edge: 852.
        let (top, bottom) = (try XCTUnwrap(tree.view(named: "top")), try XCTUnwrap(tree.view(named: "bottom")))
        XCTAssertEqual(tree.frame(of: top), Rect(x: 0, y: 0, width: 393, height: 40))
        XCTAssertEqual(tree.frame(of: bottom), Rect(x: 0, y: 116, width: 393, height: 736))
        // A change inside moves the bottom view; it is placed anew, not moved along.
        try tree.setText("Hello\nworld", of: try XCTUnwrap(tree.view(named: "text")))
        try tree.layout(root, proposal: Self.screen, safeArea: Self.insets)
        XCTAssertEqual(tree.frame(of: bottom), Rect(x: 0, y: 133, width: 393, height: 719))
        let cold = try layout(screen("Hello\nworld"), proposal: Self.screen, safeArea: Self.insets)
        for (a, b) in zip(try tree.result().views, cold.views) { XCTAssertEqual(a.frame, b.frame, a.path) }
    }

    func testSafeAreaPaddingChangesInPlace() throws {
        let tree = LayoutTree()
        let color = try tree.add(Color.red.ignoresSafeArea(edges: .horizontal).safeAreaPadding(10))
        try tree.layout(color, proposal: ProposedViewSize(width: 100, height: 100))
        XCTAssertEqual(tree.frame(of: color), Rect(x: 0, y: 10, width: 100, height: 80))
        try tree.setModifier(.safeAreaPadding(EdgeInsets(top: 30, leading: 0, bottom: 0, trailing: 0)), at: 1, of: color)
        try tree.layout(color, proposal: ProposedViewSize(width: 100, height: 100))
        XCTAssertEqual(tree.frame(of: color), Rect(x: 0, y: 30, width: 100, height: 70))
        try tree.setModifier(.ignoresSafeArea(edges: .all), at: 0, of: color)
        try tree.layout(color, proposal: ProposedViewSize(width: 100, height: 100))
        XCTAssertEqual(tree.frame(of: color), Rect(x: 0, y: 0, width: 100, height: 100))
    }

    func testTheExplanationSaysHowFarAViewReachesIntoTheSafeArea() throws {
        let tree = LayoutTree()
        let root = try tree.add(VStack { Color.red.ignoresSafeArea().id("color"); Color.blue.ignoresSafeArea(edges: .horizontal).id("blue") })
        try tree.layout(root, proposal: Self.screen, safeArea: Self.insets)
        let trace = try tree.explain(try XCTUnwrap(tree.view(named: "color")))
        XCTAssertTrue(trace.contains(".ignoresSafeArea() (extended into the safe area by top 59)"), trace)
        let blue = try tree.explain(try XCTUnwrap(tree.view(named: "blue")))
        XCTAssertTrue(blue.contains(".ignoresSafeArea(edges: .horizontal) (not extended into the safe area)"), blue)
        let inset = try laidOut(Color.red.safeAreaInset(edge: .bottom, spacing: 4) { Color.blue.frame(height: 10).id("bar") }.id("view"),
                                proposal: ProposedViewSize(width: 100, height: 100))
        let insetTrace = try inset.explain(try XCTUnwrap(inset.view(named: "view")))
        XCTAssertTrue(insetTrace.contains(".safeAreaInset(edge: .bottom, alignment: center, spacing: 4, content: 'bar')"), insetTrace)
    }

    // MARK: Bad input

    func testBadInsetsAreErrorsNamingTheValue() throws {
        let tree = LayoutTree()
        let root = try tree.add(Color.red)
        func message(_ insets: EdgeInsets, _ proposal: ProposedViewSize = SafeAreaTests.screen) -> String {
            do { try tree.layout(root, proposal: proposal, safeArea: insets); return "no error" } catch { return error.message }
        }
        XCTAssertEqual(message(EdgeInsets(top: 500, leading: 0, bottom: 400, trailing: 0)),
                       "the safe-area top and bottom insets (500.0 and 400.0) add up to 900.0, more than the proposed height 852.0")
        XCTAssertEqual(message(EdgeInsets(top: 0, leading: 300, bottom: 0, trailing: 100)),
                       "the safe-area leading and trailing insets (300.0 and 100.0) add up to 400.0, more than the proposed width 393.0")
        XCTAssertEqual(message(EdgeInsets(top: -1, leading: 0, bottom: 0, trailing: 0)), "safe-area top inset must not be negative (-1.0)")
        XCTAssertEqual(message(EdgeInsets(top: 0, leading: .nan, bottom: 0, trailing: 0)), "safe-area leading inset is NaN")
        XCTAssertEqual(message(EdgeInsets(top: 0, leading: 0, bottom: .infinity, trailing: 0)), "safe-area bottom inset must be finite, not inf")
        // An unspecified or infinite axis takes any finite insets; insets equal to the proposal leave nothing.
        XCTAssertEqual(message(EdgeInsets(top: 500, leading: 0, bottom: 400, trailing: 0), ProposedViewSize(width: 393, height: nil)), "no error")
        XCTAssertEqual(message(EdgeInsets(top: 852, leading: 0, bottom: 0, trailing: 0)), "no error")
        // safeAreaPadding takes finite insets ≥ 0, and a safeAreaInset a finite spacing.
        XCTAssertThrowsError(try LayoutTree().add(Color.red.safeAreaPadding(-4))) { error in
            XCTAssertEqual((error as? LayoutError)?.message, "safeAreaPadding top must not be negative (-4.0)")
        }
        XCTAssertThrowsError(try LayoutTree().add(Color.red.safeAreaInset(edge: .top, spacing: .nan) { Color.blue })) { error in
            XCTAssertEqual((error as? LayoutError)?.message, "safeAreaInset spacing is NaN")
        }
    }
}
