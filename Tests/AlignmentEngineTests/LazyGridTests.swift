import XCTest
@testable import AlignmentEngine

/// LazyVGrid, LazyHGrid and GridItem: the published measurements and Apple's
/// documentation examples, with their numbers.
final class LazyGridTests: XCTestCase {
    /// `count` cells filling their cell's width, `height` tall, named `prefix0`...
    private func cells(_ count: Int, height: Double = 50, _ prefix: String = "c") -> ForEach<Range<Int>> {
        ForEach(0..<count) { i in Color.red.frame(height: height).id("\(prefix)\(i)") }
    }

    func testObjcIOFixedAndAdaptiveColumns() throws {
        // objc.io, "SwiftUI's Grid Views" (2020-11-23), quiz 1: [.fixed(70), .adaptive(minimum:
        // 40)] in a 200-wide frame. The fixed column is 70; the adaptive one takes the 122 left
        // after the spacing and fits two cells (40 + 8 + 40 fits, three do not) of 57.
        let grid = LazyVGrid(columns: [GridItem(.fixed(70)), GridItem(.adaptive(minimum: 40))]) { cells(6) }.id("grid")
        let result = try layoutBothDirections(grid.frame(width: 200), proposal: ProposedViewSize(width: 300, height: 300))
        assertFrame(result, "grid", 0, 0, 200, 108)
        assertFrame(result, "c0", 0, 0, 70, 50)
        assertFrame(result, "c1", 78, 0, 57, 50)
        assertFrame(result, "c2", 143, 0, 57, 50)
        assertFrame(result, "c3", 0, 58, 70, 50)
    }

    func testFlexibleColumnsShareInOrderAndLayOutTwice() throws {
        // "Predict LazyVGrid layout: flexible" (juejin.cn/post/7083356120147820552's companion,
        // mo4tech.com/predict-lazyvgrid-layout-flexible-article.html), measured in SwiftUI:
        // [.flexible(minimum: 100), .flexible(minimum: 180)] proposed 300. Sizing: (300 - 8) / 2
        // = 146 for the first, the 146 left is below 180, so 180: the grid is 334 wide. Placed
        // in its own 334: (334 - 8) / 2 = 163, then 180 (the columns overflow the grid).
        let grid = LazyVGrid(columns: [GridItem(.flexible(minimum: 100)), GridItem(.flexible(minimum: 180))]) { cells(2) }.id("grid")
        let result = try layout(grid, proposal: ProposedViewSize(width: 300, height: 300))
        assertSize(result.size, 334, 50)
        assertFrame(result, "c0", 0, 0, 163, 50)
        assertFrame(result, "c1", 171, 0, 180, 50)
        // A flexible column alone: max(min(proposal, maximum), minimum).
        let one = try layout(LazyVGrid(columns: [GridItem(.flexible(minimum: 100, maximum: 200))]) { cells(1) },
                             proposal: ProposedViewSize(width: 300, height: 300))
        assertFrame(one, "c0", 0, 0, 200, 50)
    }

    func testAdaptiveColumnsFitAsManyCellsAsTheWidthHolds() throws {
        // The same measurements ("Adaptive" part, juejin.cn/post/7083356120147820552):
        // .adaptive(minimum: 50, maximum: 100) in 300 is 5 cells of (300 - 4 × 8) / 5 = 53.6.
        let one = try layout(LazyVGrid(columns: [GridItem(.adaptive(minimum: 50, maximum: 100))]) { cells(6) },
                             proposal: ProposedViewSize(width: 300, height: 300))
        assertSize(one.size, 300, 108)
        for k in 0..<5 { assertFrame(one, "c\(k)", Double(k) * 61.6, 0, 53.6, 50) }
        assertFrame(one, "c5", 0, 58, 53.6, 50)
        // Two adaptive items: 146 each; 2 cells of 69, then 3 cells of 43.33.
        let two = try layout(LazyVGrid(columns: [GridItem(.adaptive(minimum: 50, maximum: 100)),
                                                 GridItem(.adaptive(minimum: 40, maximum: 100))]) { cells(5) },
                             proposal: ProposedViewSize(width: 300, height: 300))
        assertFrame(two, "c0", 0, 0, 69, 50)
        assertFrame(two, "c1", 77, 0, 69, 50)
        assertFrame(two, "c2", 154, 0, 130.0 / 3, 50)
        assertFrame(two, "c4", 154 + 2 * (130.0 / 3 + 8), 0, 130.0 / 3, 50)
        // [.flexible(minimum: 100), .fixed(100), .adaptive(minimum: 100), .fixed(100)] in 300:
        // 100 + 8 + 100 + 8 + 0 + 8 + 100 = 324 (the adaptive item's share is gone: one cell of 0).
        let mixed = try layout(LazyVGrid(columns: [GridItem(.flexible(minimum: 100)), GridItem(.fixed(100)),
                                                   GridItem(.adaptive(minimum: 100)), GridItem(.fixed(100))]) { cells(4) },
                               proposal: ProposedViewSize(width: 300, height: 300))
        assertSize(mixed.size, 324, 50)
        assertFrame(mixed, "c0", 0, 0, 100, 50)
        assertFrame(mixed, "c1", 108, 0, 100, 50)
        assertFrame(mixed, "c2", 216, 0, 0, 50)
        assertFrame(mixed, "c3", 224, 0, 100, 50)
    }

    func testFieldGuideFlexibleAndFixedColumns() throws {
        // SwiftUI Field Guide, swiftuifieldguide.com/layout/lazyvgrid: ScrollView { LazyVGrid(
        // columns: [.init(.flexible(minimum: 40)), .init(.fixed(60))]) { ... }.padding(8) } at
        // 200 wide: "the second column always becomes 60 points wide, and the first column
        // stretches to fill the remaining space": 200 - 16 - 8 - 60 = 116.
        let view = ScrollView {
            LazyVGrid(columns: [GridItem(.flexible(minimum: 40)), GridItem(.fixed(60))]) { cells(2) }.padding(8)
        }
        let result = try layoutBothDirections(view, proposal: ProposedViewSize(width: 200, height: 300))
        assertFrame(result, "c0", 8, 8, 116, 50)
        assertFrame(result, "c1", 132, 8, 60, 50)
        // Narrower than the minimum: the flexible column keeps its 40.
        let narrow = try layout(view, proposal: ProposedViewSize(width: 80, height: 300))
        assertFrame(narrow, "c0", 8, 8, 40, 50)
    }

    func testAppleLazyVGridExample() throws {
        // Apple's LazyVGrid page: two `.flexible()` columns in a ScrollView; each cell a text
        // (body font here), centred in its 146-wide column at 300.
        let columns = Array(repeating: GridItem(.flexible()), count: 2)
        let view = ScrollView {
            LazyVGrid(columns: columns) { ForEach(0..<4) { i in Text("1F60\(i)").id("t\(i)") } }.id("grid")
        }
        let result = try layoutBothDirections(view, proposal: ProposedViewSize(width: 300, height: 400))
        assertFrame(result, "grid", 0, 0, 300, 42)
        let t0 = result["t0"]!.frame, t1 = result["t1"]!.frame, t2 = result["t2"]!.frame
        XCTAssertEqual(t0.x + t0.width / 2, 73, accuracy: 1e-9)
        XCTAssertEqual(t1.x + t1.width / 2, 154 + 73, accuracy: 1e-9)
        XCTAssertEqual(t2.y, 25)
    }

    func testAppleLazyHGridAndGridItemExamples() throws {
        // Apple's LazyHGrid page: two `.fixed(20)` rows, alignment .top, in a horizontal
        // ScrollView: rows at y 0 and 28, the grid 48 tall.
        let rows = Array(repeating: GridItem(.fixed(20)), count: 2)
        let hgrid = try layout(ScrollView(.horizontal) {
            LazyHGrid(rows: rows, alignment: .top) { ForEach(0..<4) { i in Color.red.frame(width: 30, height: 10).id("t\(i)") } }.id("grid")
        }, proposal: ProposedViewSize(width: 300, height: 400))
        assertFrame(hgrid, "grid", 0, 0, 68, 48)
        assertFrame(hgrid, "t0", 0, 0, 30, 10)
        assertFrame(hgrid, "t1", 0, 28, 30, 10)
        assertFrame(hgrid, "t2", 38, 0, 30, 10)
        // Apple's GridItem page: rows .fixed(30) spacing 1, .fixed(60) spacing 10, .fixed(90)
        // spacing 20, .fixed(10) spacing 50, spacing 5 between columns of 30-wide colours.
        let items = [GridItem(.fixed(30), spacing: 1), GridItem(.fixed(60), spacing: 10),
                     GridItem(.fixed(90), spacing: 20), GridItem(.fixed(10), spacing: 50)]
        let demo = try layoutBothDirections(ScrollView(.horizontal) {
            LazyHGrid(rows: items, spacing: 5) { ForEach(0..<8) { i in Color.red.frame(width: 30).id("c\(i)") } }.id("grid")
        }, proposal: ProposedViewSize(width: 300, height: 400))
        assertFrame(demo, "grid", 0, 0, 65, 221)
        assertFrame(demo, "c0", 0, 0, 30, 30)
        assertFrame(demo, "c1", 0, 31, 30, 60)
        assertFrame(demo, "c2", 0, 101, 30, 90)
        assertFrame(demo, "c3", 0, 211, 30, 10)
        assertFrame(demo, "c4", 35, 0, 30, 30)
    }

    func testItemAlignmentAndUnspecifiedProposal() throws {
        // An item's alignment beats the grid's; the grid's aligns across, centred along.
        let grid = LazyVGrid(columns: [GridItem(.fixed(100), alignment: .bottomTrailing), GridItem(.fixed(100))], alignment: .leading, spacing: 4) {
            Color.red.frame(width: 20, height: 20).id("a")
            Color.red.frame(width: 20, height: 40).id("b")
            Color.red.frame(width: 20, height: 10).id("c")
        }
        let result = try layoutBothDirections(grid)
        assertSize(result.size, 208, 54)
        assertFrame(result, "a", 80, 20, 20, 20)
        assertFrame(result, "b", 108, 0, 20, 40)
        assertFrame(result, "c", 80, 44, 20, 10)
        // Unspecified width: flexible items take their minimum, adaptive ones one cell of theirs.
        let ideal = try layout(LazyVGrid(columns: [GridItem(.flexible()), GridItem(.adaptive(minimum: 30))]) { cells(2) })
        assertSize(ideal.size, 48, 50)
    }

    func testBadGridItemsAreClearErrors() throws {
        func message(_ items: [GridItem]) -> String {
            do {
                _ = try layout(LazyVGrid(columns: items) { Color.red })
                return "no error"
            } catch { return "\(error)" }
        }
        XCTAssertTrue(message([GridItem(.fixed(-1))]).contains("LazyVGrid item 0: fixed size must not be negative"), message([GridItem(.fixed(-1))]))
        XCTAssertTrue(message([GridItem(.fixed(.nan))]).contains("item 0: fixed size is NaN"))
        XCTAssertTrue(message([GridItem(.fixed(.infinity))]).contains("must be finite"))
        XCTAssertTrue(message([GridItem(), GridItem(.flexible(minimum: 30, maximum: 20))]).contains("LazyVGrid item 1: flexible minimum 30.0 is above its maximum 20.0"))
        XCTAssertTrue(message([GridItem(.adaptive(minimum: 0))]).contains("adaptive minimum must be above 0"))
        XCTAssertTrue(message([GridItem(.adaptive(minimum: .infinity))]).contains("adaptive minimum must be finite"))
        XCTAssertTrue(message([GridItem(spacing: .nan)]).contains("spacing is NaN"))
        XCTAssertTrue(message([]).contains("LazyVGrid needs at least one grid item"))
        // A huge width with a tiny adaptive minimum: no hang, the cells are only counted.
        let huge = try layout(LazyVGrid(columns: [GridItem(.adaptive(minimum: 1e-9))]) { Color.red.id("c") },
                              proposal: ProposedViewSize(width: 1e12, height: 10))
        XCTAssertTrue(huge["c"]!.frame.width.isFinite)
        // A negative spacing as long as the minimum (found by the fuzzer: a crash converting
        // an infinite cell count): one cell.
        let negative = try layout(LazyVGrid(columns: [GridItem(.adaptive(minimum: 4), spacing: -4)]) { Color.red.id("c") },
                                  proposal: ProposedViewSize(width: 100, height: 10))
        assertFrame(negative, "c", 0, 0, 100, 10)
        // Fixed items that overflow the largest number: a clear error, never a crash.
        XCTAssertThrowsError(try layout(LazyVGrid(columns: [GridItem(.fixed(1e308)), GridItem(.fixed(1e308)), GridItem(.adaptive(minimum: 1))]) { Color.red; Color.red; Color.red },
                                        proposal: ProposedViewSize(width: 100, height: 10)))
    }

    /// A ScrollView of an adaptive grid (minimum 30, spacing 4) of twelve 20 x 10 images.
    private func buildImageGrid() throws -> (LayoutTree, ViewID, [ViewID]) {
        let tree = LayoutTree()
        let images = try (0..<12).map { _ throws(LayoutError) in try tree.add(.image(width: 20, height: 10)) }
        let grid = try tree.add(.lazyVGrid(columns: [GridItem(.adaptive(minimum: 30))], spacing: 4))
        try tree.setChildren(of: grid, to: images)
        let scroll = try tree.add(.scrollView())
        try tree.setChildren(of: scroll, to: [grid])
        return (tree, scroll, images)
    }

    func testRelayoutAfterAChangeInAGridRowEqualsAColdLayout() throws {
        // A ScrollView of an adaptive grid of images; the first image grows: its row grows,
        // every later row moves down, and relayout answers what a cold layout does.
        let (tree, root, images) = try buildImageGrid()
        let proposal = ProposedViewSize(width: 100, height: 200)
        try tree.layout(root, proposal: proposal)
        XCTAssertEqual(tree.frame(of: images[3])?.origin, Point(x: 67, y: 14))  // 2 cells of 46 a row
        try tree.setImageSize(of: images[0], width: 20, height: 30)
        try tree.layout(root, proposal: proposal)
        let (cold, coldRoot, coldImages) = try buildImageGrid()
        try cold.setImageSize(of: coldImages[0], width: 20, height: 30)
        try cold.layout(coldRoot, proposal: proposal)
        for (a, b) in zip(images, coldImages) { XCTAssertEqual(tree.frame(of: a), cold.frame(of: b)) }
        XCTAssertEqual(tree.frame(of: images[3])?.origin, Point(x: 67, y: 34))
    }

    func testRelayoutKeepsUnchangedLinesAndMovesLaterOnes() throws {
        // Relayout keeps the lines whose images did not change : an image of line 2
        // widens (its line keeps its height), then one of line 1 grows to 30 (lines 2 to 5
        // move down by 20), then the last one grows to 16 (the last line only); each time the
        // frames are a cold layout's.
        let (tree, root, images) = try buildImageGrid()
        let proposal = ProposedViewSize(width: 100, height: 200)
        try tree.layout(root, proposal: proposal)
        let changes: [(index: Int, width: Double, height: Double)] = [(5, 24, 10), (2, 20, 30), (11, 20, 16)]
        for step in changes.indices {
            try tree.setImageSize(of: images[changes[step].index], width: changes[step].width, height: changes[step].height)
            try tree.layout(root, proposal: proposal)
            let (cold, coldRoot, coldImages) = try buildImageGrid()
            for change in changes[...step] { try cold.setImageSize(of: coldImages[change.index], width: change.width, height: change.height) }
            try cold.layout(coldRoot, proposal: proposal)
            for (a, b) in zip(images, coldImages) { XCTAssertEqual(tree.frame(of: a), cold.frame(of: b), "after change \(step)") }
        }
        // Cells 46 wide, 8 apart; lines 10, 30, 10, 10, 10, 16 tall, 4 apart.
        XCTAssertEqual(tree.frame(of: images[5]), Rect(x: 65, y: 48, width: 24, height: 10))
        XCTAssertEqual(tree.frame(of: images[2]), Rect(x: 13, y: 14, width: 20, height: 30))
        XCTAssertEqual(tree.frame(of: images[9]), Rect(x: 67, y: 76, width: 20, height: 10))
        XCTAssertEqual(tree.frame(of: images[11]), Rect(x: 67, y: 90, width: 20, height: 16))
    }
}
