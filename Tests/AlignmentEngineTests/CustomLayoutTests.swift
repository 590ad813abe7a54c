import XCTest
@testable import AlignmentEngine

/// The seed's wrapping layout (seed 003) written as a `Layout`, exactly as in SwiftUI:
/// subviews at their ideal sizes, left to right, a new row when the next one would pass
/// the proposed width.
struct Flow: Layout {
    var spacing: CGFloat = 0

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        arrange(proposal.width ?? .infinity, subviews).size
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        for (subview, origin) in zip(subviews, arrange(bounds.width, subviews).origins) {
            subview.place(at: CGPoint(x: bounds.minX + origin.x, y: bounds.minY + origin.y), proposal: .unspecified)
        }
    }

    private func arrange(_ maxWidth: CGFloat, _ subviews: Subviews) -> (size: CGSize, origins: [CGPoint]) {
        var origins: [CGPoint] = []
        var x: CGFloat = 0, y: CGFloat = 0, rowHeight: CGFloat = 0, width: CGFloat = 0
        for subview in subviews {
            let size = subview.sizeThatFits(.unspecified)
            if x > 0 && x + size.width > maxWidth {
                x = 0
                y += rowHeight + spacing
                rowHeight = 0
            }
            origins.append(CGPoint(x: x, y: y))
            x += size.width + spacing
            width = max(width, x - spacing)
            rowHeight = max(rowHeight, size.height)
        }
        return (CGSize(width: width, height: y + rowHeight), origins)
    }
}

/// A chip of the seed's wrapping example.
private func chip(_ text: String) -> some View {
    Text(text).padding(.all, 5).background(Color.blue).padding([.horizontal, .vertical], 4)
}

/// The Layout protocol (semantics §9): placements, defaults, built-in layouts as values,
/// and bad input.
final class CustomLayoutTests: XCTestCase {
    private let platforms = ["Ninetendo", "XBox", "PlayStation", "PlayStation 2", "PlayStation 3", "PlayStation 4"]

    func testFlowGivesTheFramesOfTheAlignmentGuideTrick() throws {
        // The same chips as SeedExampleTests.testWrappingHStackWithAlignmentGuideClosures,
        // in 300 points: (characters × 9 + 18) × 35 each, three rows.
        let flow = try layoutBothDirections(
            Flow { ForEach(platforms, id: \.self) { platform in chip(platform).id(platform) } }.id("chips"),
            proposal: ProposedViewSize(width: 300, height: 400))
        assertFrame(flow, "chips", 0, 0, 270, 105)
        assertFrame(flow, "Ninetendo", 0, 0, 99, 35, outer: true)
        assertFrame(flow, "XBox", 99, 0, 54, 35, outer: true)
        assertFrame(flow, "PlayStation", 153, 0, 117, 35, outer: true)
        assertFrame(flow, "PlayStation 2", 0, 35, 135, 35, outer: true)
        assertFrame(flow, "PlayStation 3", 135, 35, 135, 35, outer: true)
        assertFrame(flow, "PlayStation 4", 0, 70, 135, 35, outer: true)
        assertFrame(flow, "Ninetendo", 9, 9, 81, 17)
        // And frame for frame the same as the trick, run here too.
        var width = CGFloat.zero, height = CGFloat.zero
        let last = platforms.last!
        let trick = try layout(GeometryReader { g in
            ZStack(alignment: .topLeading) {
                ForEach(self.platforms, id: \.self) { platform in
                    chip(platform)
                        .alignmentGuide(.leading) { d in
                            if abs(width - d.width) > g.size.width { width = 0; height -= d.height }
                            let result = width
                            if platform == last { width = 0 } else { width -= d.width }
                            return result
                        }
                        .alignmentGuide(.top) { _ in
                            let result = height
                            if platform == last { height = 0 }
                            return result
                        }
                        .id(platform)
                }
            }.id("chips")
        }, proposal: ProposedViewSize(width: 300, height: 400))
        for platform in platforms {
            XCTAssertEqual(flow[platform]!.frame, trick[platform]!.frame, platform)
            XCTAssertEqual(flow[platform]!.outerFrame, trick[platform]!.outerFrame, platform)
        }
    }

    func testFlowSizesForAnyProposal() throws {
        // Unspecified width: one row of all six chips, 99 + 54 + 117 + 3 × 135 = 675.
        let ideal = try layout(Flow { ForEach(platforms, id: \.self) { chip($0) } })
        assertSize(ideal.size, 675, 35)
        // Spacing 4, width 150: every chip but XBox on its own row... Ninetendo (99) + 4 +
        // XBox (54) = 157 > 150, so six rows: 6 × 35 + 5 × 4 = 230; widest 135.
        let narrow = try layout(Flow(spacing: 4) { ForEach(platforms, id: \.self) { chip($0) } },
                                proposal: ProposedViewSize(width: 150, height: nil))
        assertSize(narrow.size, 135, 230)
    }

    func testBuiltinLayoutsAsValuesLayOutAsTheirStacks() throws {
        func content() -> TupleView {
            ViewBuilder.buildBlock(ViewBuilder.buildExpression(Color.red.frame(width: 10, height: 20).id("a")),
                                   ViewBuilder.buildExpression(Color.red.frame(width: 30, height: 10).id("b")))
        }
        for wide in [true, false] {
            let layoutValue = wide ? AnyLayout(HStackLayout(alignment: .top, spacing: 8)) : AnyLayout(VStackLayout(alignment: .leading, spacing: 8))
            let viaLayout = try layout(layoutValue(content))
            let viaStack = wide
                ? try layout(HStack(alignment: .top, spacing: 8, content: content))
                : try layout(VStack(alignment: .leading, spacing: 8, content: content))
            XCTAssertEqual(viaLayout.size, viaStack.size)
            XCTAssertEqual(viaLayout["b"]!.frame, viaStack["b"]!.frame)
        }
        let z = try layout(ZStackLayout(alignment: .bottomTrailing) { Color.red.frame(width: 10, height: 20).id("a"); Color.red.frame(width: 30, height: 10) })
        assertFrame(z, "a", 20, 0, 10, 20)
        let h = try layout(HStackLayout(spacing: 2) { Color.red.frame(width: 10, height: 20); Color.red.frame(width: 30, height: 10).id("b") })
        assertFrame(h, "b", 12, 5, 30, 10)
    }

    /// A layout that stacks its subviews vertically, each at `x = 10 × index`, placed by
    /// their top anchor.
    struct Staircase: Layout {
        func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
            var size = CGSize.zero
            for (i, subview) in subviews.enumerated() {
                let s = subview.sizeThatFits(.unspecified)
                size.width = max(size.width, 10 * CGFloat(i) + s.width)
                size.height += s.height
            }
            return size
        }
        func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
            var y = bounds.minY
            for (i, subview) in subviews.enumerated() {
                let d = subview.dimensions(in: .unspecified)
                subview.place(at: CGPoint(x: bounds.minX + 10 * CGFloat(i) + d.width / 2, y: y), anchor: .top, proposal: .unspecified)
                y += d.height
            }
        }
    }

    /// A staircase that states its own top guide.
    struct TopAt: Layout {
        let top: CGFloat
        func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
            Staircase().sizeThatFits(proposal: proposal, subviews: subviews, cache: &cache)
        }
        func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
            Staircase().placeSubviews(in: bounds, proposal: proposal, subviews: subviews, cache: &cache)
        }
        func explicitAlignment(of guide: VerticalAlignment, in bounds: CGRect, proposal: ProposedViewSize,
                               subviews: Subviews, cache: inout ()) -> CGFloat? {
            guide == .top ? top : nil
        }
    }

    func testAnchorsAndDefaultExplicitAlignment() throws {
        let view = HStack(alignment: .firstTextBaseline) {
            Text("x").id("x")
            Staircase { Color.red.frame(width: 20, height: 10).id("a"); Text("b").id("b") }.id("stairs")
        }
        let result = try layoutBothDirections(view)
        // Anchor .top at (10 × i + w / 2, y): b at x = 10. The staircase's first baseline is
        // b's (10 + 13 = 23), the default combination over placed subviews; x's is 13.
        assertFrame(result, "stairs", 17, 0, 20, 27)
        assertFrame(result, "a", 17, 0, 20, 10)
        assertFrame(result, "b", 27, 10, 9, 17)
        assertFrame(result, "x", 0, 10, 9, 17)
    }

    func testCustomExplicitAlignment() throws {
        let view = HStack(alignment: .top) {
            Color.red.frame(width: 5, height: 5).id("dot")
            TopAt(top: 4) { Color.red.frame(width: 20, height: 10) }
        }
        // The staircase says its top guide is 4: the dot (top 0) lines up 4 points below
        // the staircase's top.
        let result = try layout(view)
        assertFrame(result, "dot", 0, 4, 5, 5)
    }

    struct Broken: Layout {
        enum Mistake { case nanSize, negativeSize, infiniteSize, placeTwice, placeOutside, nanProposal }
        let mistake: Mistake
        func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
            switch mistake {
            case .nanSize: return CGSize(width: .nan, height: 1)
            case .negativeSize: return CGSize(width: -1, height: 1)
            case .infiniteSize: return CGSize(width: 1, height: .infinity)
            case .placeOutside: subviews[0].place(at: .zero, proposal: .unspecified)
            case .nanProposal: _ = subviews[0].sizeThatFits(ProposedViewSize(width: .nan, height: nil))
            case .placeTwice: break
            }
            return CGSize(width: 10, height: 10)
        }
        func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
            subviews[0].place(at: .zero, proposal: .unspecified)
            if mistake == .placeTwice { subviews[0].place(at: CGPoint(x: 5, y: 7), proposal: .unspecified) }
        }
    }

    func testBadLayoutsFailWithAnErrorNamingThem() {
        let expectations: [(Broken.Mistake, String)] = [
            (.nanSize, "the layout 'Broken' (Layout view #1) answered size (nan x 1.0)"),
            (.negativeSize, "answered size (-1.0 x 1.0)"),
            (.infiniteSize, "answered size (1.0 x inf)"),
            (.placeOutside, "placed its subview 0 outside placeSubviews"),
            (.nanProposal, "proposed (nan x nil) to its subview 0"),
        ]
        for (mistake, message) in expectations {
            XCTAssertThrowsError(try layout(Broken(mistake: mistake) { Color.red })) { error in
                XCTAssertTrue("\(error)".contains(message), "\(mistake): \(error)")
            }
        }
    }

    // semantics.md decision 23: "Placing a subview twice in one placeSubviews call: the last
    // placement wins, as Apple documents".
    func testASubviewPlacedTwiceKeepsItsLastPlacement() throws {
        let result = try layout(Broken(mistake: .placeTwice) { Color.red.frame(width: 4, height: 4).id("red") })
        assertFrame(result, "red", 5, 7, 4, 4)
    }

    // GridLayout behaves like a Grid, as a Layout value and behind AnyLayout, and switches
    // with the stacks while keeping the same children (Apple, `GridLayout`: "behaves like a
    // Grid, but conforms to the Layout protocol so you can use it in the conditional layouts
    // that you construct with AnyLayout").
    func testGridLayoutIsAGridAsALayoutValue() throws {
        func rows() -> TupleView {
            ViewBuilder.buildBlock(
                ViewBuilder.buildExpression(GridRow { Text("Hello").id("hello"); Image(systemName: "globe", width: 20, height: 20).id("globe") }),
                ViewBuilder.buildExpression(GridRow { Image(systemName: "hand.wave", width: 20, height: 20).id("wave"); Text("World").id("world") }))
        }
        let grid = try layout(Grid(alignment: .leading, horizontalSpacing: 4, verticalSpacing: 2, content: rows))
        let direct = try layout(GridLayout(alignment: .leading, horizontalSpacing: 4, verticalSpacing: 2)(rows))
        let erased = try layout(AnyLayout(GridLayout(alignment: .leading, horizontalSpacing: 4, verticalSpacing: 2))(rows))
        // Apple's two-by-two grid with spacings 4 and 2: columns 45 and 45, rows 20 and 20.
        for result in [grid, direct, erased] {
            assertSize(result.size, 94, 42)
            assertFrame(result, "globe", 49, 0, 20, 20)
            assertFrame(result, "world", 49, 23.5, 45, 17)
        }
        func cells() -> TupleView {
            ViewBuilder.buildBlock(ViewBuilder.buildExpression(Color.red.frame(width: 10, height: 20).id("a")),
                                   ViewBuilder.buildExpression(Color.red.frame(width: 30, height: 10).id("b")))
        }
        // Switching: views directly in a grid span its one column, one row each.
        for asGrid in [true, false] {
            let value = asGrid ? AnyLayout(GridLayout(alignment: .leading)) : AnyLayout(VStackLayout(alignment: .leading))
            let result = try layout(value(cells))
            assertSize(result.size, 30, 38)
            assertFrame(result, "b", 0, 28, 30, 10)
        }
    }

    /// Places the subviews of another layout it was handed.
    struct Thief: Layout {
        final class Loot { var subviews: LayoutSubviews? }
        let loot: Loot
        let steal: Bool
        func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
            if !steal { loot.subviews = subviews }
            return CGSize(width: 10, height: 10)
        }
        func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
            if steal, let other = loot.subviews { other[0].place(at: .zero, proposal: .unspecified) }
        }
    }

    func testPlacingASubviewOfAnotherLayoutFails() {
        let loot = Thief.Loot()
        XCTAssertThrowsError(try layout(VStack {
            Thief(loot: loot, steal: false) { Color.red }
            Thief(loot: loot, steal: true) { Color.blue }
        })) { error in
            XCTAssertTrue("\(error)".contains("placed subview 0 of the layout 'Thief'"), "\(error)")
            XCTAssertTrue("\(error)".contains("which belongs to another layout"), "\(error)")
        }
    }

    func testEmptyLayoutHasLowestPriorityAndSubviewsReportTheirs() throws {
        struct Probe: Layout {
            final class Seen { var priorities: [Double] = []; var spacings: [ViewSpacing] = [] }
            let seen: Seen
            func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
                seen.priorities = subviews.map(\.priority)
                seen.spacings = subviews.map(\.spacing)
                return .zero
            }
            func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {}
        }
        let seen = Probe.Seen()
        _ = try layout(Probe(seen: seen) { Color.red.layoutPriority(2); Spacer() })
        XCTAssertEqual(seen.priorities, [2, -.infinity])
        XCTAssertEqual(seen.spacings[0].distance(to: seen.spacings[0], along: .horizontal), 8)
        XCTAssertEqual(seen.spacings[1], .zero)
        // Unplaced subviews are centred with the container's proposal.
        let result = try layout(Probe(seen: seen) { Color.red.frame(width: 4, height: 4).id("c") }.frame(width: 20, height: 20))
        assertFrame(result, "c", 8, 8, 4, 4)
    }

    /// Proposes 50 x 50 to its only subview and takes its size.
    struct Probe50<Orientation: OrientationChoice>: Layout {
        static var layoutProperties: LayoutProperties {
            var properties = LayoutProperties()
            properties.stackOrientation = Orientation.axis
            return properties
        }
        func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
            subviews.first?.sizeThatFits(ProposedViewSize(width: 50, height: 50)) ?? .zero
        }
        func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
            subviews.first?.place(at: .zero, proposal: ProposedViewSize(width: 50, height: 50))
        }
    }
    protocol OrientationChoice { static var axis: Axis? { get } }
    enum Horizontal: OrientationChoice { static var axis: Axis? { .horizontal } }
    enum Unoriented: OrientationChoice { static var axis: Axis? { nil } }

    func testStackOrientationOrientsSpacers() throws {
        // A Spacer grows along the layout's stack orientation only, on both axes without one.
        assertSize(try layout(Probe50<Horizontal> { Spacer() }).size, 50, 0)
        assertSize(try layout(Probe50<Unoriented> { Spacer() }).size, 50, 50)
    }

    func testPlaceSubviewsRunsForAnEmptyLayout() throws {
        final class Calls { var place = 0 }
        struct Empty: Layout {
            let calls: Calls
            func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize { CGSize(width: 5, height: 5) }
            func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) { calls.place += 1 }
        }
        let calls = Calls()
        let result = try layout(Empty(calls: calls) {})
        assertSize(result.size, 5, 5)
        XCTAssertEqual(calls.place, 1)
    }
}
