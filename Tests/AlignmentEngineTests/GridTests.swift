import XCTest
@testable import AlignmentEngine

/// Grid, GridRow, Divider and the grid cell modifiers (semantics §10, decision 8 and the
/// Grid decisions of docs/decisions.md), on the examples of Apple's documentation.
///
/// Numbers are derived by hand. Text uses the body font of the metrics model: 9 points per
/// character, lines 17 tall, first baseline 13. Images are 20 x 20. Default
/// spacing is 8 both ways.
final class GridTests: XCTestCase {
    // Apple, `Grid`: "a grid with two rows and two columns".
    private var helloWorld: some View {
        Grid {
            GridRow {
                Text("Hello").id("hello")
                Image(systemName: "globe", width: 20, height: 20).id("globe")
            }.id("row0")
            GridRow {
                Image(systemName: "hand.wave", width: 20, height: 20).id("wave")
                Text("World").id("world")
            }.id("row1")
        }
    }

    func testAppleTwoByTwoGrid() throws {
        // Columns: max(45 "Hello", 20) = 45 and max(20, 45 "World") = 45; width 45 + 8 + 45.
        // Rows: text 17 and image 20 centred: 20 each; height 20 + 8 + 20.
        // A column centres its cells: Hello at (45 - 45) / 2 = 0, globe at 53 + 12.5; a row
        // centres them too: Hello at (20 - 17) / 2 = 1.5.
        for proposal in [ProposedViewSize.unspecified, ProposedViewSize(width: 390, height: 844)] {
            let result = try layoutBothDirections(helloWorld, proposal: proposal)
            assertSize(result.size, 98, 48)
            assertFrame(result, "hello", 0, 1.5, 45, 17)
            assertFrame(result, "globe", 65.5, 0, 20, 20)
            assertFrame(result, "wave", 12.5, 28, 20, 20)
            assertFrame(result, "world", 53, 29.5, 45, 17)
            // A row's frame is the grid's width and the row's height.
            assertFrame(result, "row0", 0, 0, 98, 20)
            assertFrame(result, "row1", 0, 28, 98, 20)
        }
    }

    // Apple, `Grid` ("Multicolumn cells" / column count): rows of 3, 6 and 5 cells.
    private func colorRows(dividers: Bool) -> some View {
        Grid {
            GridRow {
                Text("Row 1").id("text1")
                ForEach(0..<2) { i in Color.red.id("red\(i)") }
            }
            if dividers { Divider().id("divider1") }
            GridRow {
                Text("Row 2").id("text2")
                ForEach(0..<5) { i in Color.green.id("green\(i)") }
            }
            if dividers { Divider().id("divider2") }
            GridRow {
                Text("Row 3").id("text3")
                ForEach(0..<4) { i in Color.blue.id("blue\(i)") }
            }
        }
    }

    func testAppleRowsOfDifferentLengthsShareColumns() throws {
        // Six columns. Column 0 holds texts 45 wide (9 at the minimum probe): flexibility 36,
        // so it is sized first, offered (390 - 5 × 8) / 6 = 58.3 and takes 45. The five
        // colour columns are infinitely flexible and share the remaining 305: 61 each.
        // Rows: all three hold colours (infinitely flexible, minimum 17 for the text), so
        // they share 300 - 2 × 8 = 284 evenly: 94.667 each; texts are centred in them.
        let result = try layoutBothDirections(colorRows(dividers: false), proposal: ProposedViewSize(width: 390, height: 300))
        assertSize(result.size, 390, 300)
        let row = 284.0 / 3
        assertFrame(result, "text1", 0, (row - 17) / 2, 45, 17)
        assertFrame(result, "red0", 53, 0, 61, row)
        assertFrame(result, "red1", 122, 0, 61, row)
        assertFrame(result, "green4", 329, row + 8, 61, row)
        assertFrame(result, "blue3", 260, 2 * (row + 8), 61, row)
        assertFrame(result, "text3", 0, 2 * (row + 8) + (row - 17) / 2, 45, 17)
    }

    func testAppleDividersBetweenRowsSpanTheGrid() throws {
        // Five rows: the dividers' rows are 1 tall and inflexible, so they are sized first;
        // the three colour rows share 300 - 4 × 8 - 2 = 266: 88.667 each. A divider placed
        // directly in the grid spans all six columns: 390 wide, 1 tall.
        let result = try layoutBothDirections(colorRows(dividers: true), proposal: ProposedViewSize(width: 390, height: 300))
        assertSize(result.size, 390, 300)
        let row = 266.0 / 3
        assertFrame(result, "red0", 53, 0, 61, row)
        assertFrame(result, "divider1", 0, row + 8, 390, 1)
        assertFrame(result, "green0", 53, row + 17, 61, row)
        assertFrame(result, "divider2", 0, 2 * row + 25, 390, 1)
        assertFrame(result, "blue0", 53, 2 * row + 34, 61, row)
    }

    // Apple, `gridCellUnsizedAxes(_:)`: a divider between the two rows of the first example.
    private func helloDividerWorld(unsized: Bool) -> some View {
        Grid {
            GridRow {
                Text("Hello").id("hello")
                Image(systemName: "globe", width: 20, height: 20).id("globe")
            }
            Group {
                if unsized { Divider().gridCellUnsizedAxes(.horizontal).id("divider") } else { Divider().id("divider") }
            }
            GridRow {
                Image(systemName: "hand.wave", width: 20, height: 20).id("wave")
                Text("World").id("world")
            }
        }
    }

    func testAppleDividerWidensTheGridUnlessUnsized() throws {
        // "Because a divider takes as much space as its parent offers, the grid fills the
        // width of the display, expanding all the other cells to match": the columns are
        // 45 and 45 (98 with spacing); the divider is offered them plus the 292 left and
        // takes 390, so each column grows by 146 to 191.
        let wide = try layoutBothDirections(helloDividerWorld(unsized: false), proposal: ProposedViewSize(width: 390, height: nil))
        assertSize(wide.size, 390, 57)
        assertFrame(wide, "divider", 0, 28, 390, 1)
        assertFrame(wide, "hello", 73, 1.5, 45, 17)
        assertFrame(wide, "globe", 199 + 85.5, 0, 20, 20)
        assertFrame(wide, "world", 199 + 73, 38.5, 45, 17)
        // "This restores the grid to the width that it would have without the divider."
        let narrow = try layoutBothDirections(helloDividerWorld(unsized: true), proposal: ProposedViewSize(width: 390, height: nil))
        assertSize(narrow.size, 98, 57)
        assertFrame(narrow, "divider", 0, 28, 98, 1)
        assertFrame(narrow, "hello", 0, 1.5, 45, 17)
    }

    func testAppleGridRowExampleWithEmptyCornerCell() throws {
        // Apple, `GridRow`: a clear corner cell unsized on both axes, column headers C1-C3,
        // row headers R1-R3 and circles, in 390 x 400.
        let grid = Grid {
            GridRow {
                Color.clear.gridCellUnsizedAxes([.horizontal, .vertical]).id("corner")
                ForEach(1..<4) { column in Text("C\(column)").id("C\(column)") }
            }
            ForEach(1..<4) { row in
                GridRow {
                    Text("R\(row)").id("R\(row)")
                    ForEach(1..<4) { column in Circle().id("circle\(row)\(column)") }
                }
            }
        }
        // Columns: the row headers' column (min 9, max 18) is least flexible and takes 18;
        // the circle columns (min 0, max 400, the proposed height) share 390 - 24 - 18 = 348:
        // 116 each. Rows: the header row is 17 and inflexible; the circle rows are offered
        // 119.67, 121.5 and 127 in turn and each takes 116 (a circle is as large as the
        // smaller side it is offered). Height 17 + 3 × 116 + 24 = 389.
        let result = try layoutBothDirections(grid, proposal: ProposedViewSize(width: 390, height: 400))
        assertSize(result.size, 390, 389)
        assertFrame(result, "corner", 0, 0, 18, 17)
        assertFrame(result, "C1", 75, 0, 18, 17)
        assertFrame(result, "R1", 0, 74.5, 18, 17)
        assertFrame(result, "circle11", 26, 25, 116, 116)
        assertFrame(result, "circle33", 274, 273, 116, 116)
    }

    func testAppleGridCellAnchor() throws {
        // Apple, `gridCellAnchor(_:)`: 60-point reference squares, spacing 1, a 10-point
        // marker anchored at (0.25, 0.75) of its 60 x 60 cell at (61, 61):
        // x = 61 + 0.25 × 50, y = 61 + 0.75 × 50.
        let grid = Grid(horizontalSpacing: 1, verticalSpacing: 1) {
            GridRow {
                Color.red.frame(width: 60, height: 60)
                Color.red.frame(width: 60, height: 60)
            }
            GridRow {
                Color.red.frame(width: 60, height: 60)
                Color.blue.frame(width: 10, height: 10).gridCellAnchor(UnitPoint(x: 0.25, y: 0.75)).id("marker")
            }
        }
        let result = try layoutBothDirections(grid)
        assertSize(result.size, 121, 121)
        assertFrame(result, "marker", 73.5, 98.5, 10, 10)
    }

    func testAppleColumnAlignmentAndSpanningCell() throws {
        // Apple, `gridColumnAlignment(_:)` and `gridCellColumns(_:)`: a macOS settings form.
        // Buttons and the toggle are transcribed as their labels.
        let grid = Grid(alignment: .leadingFirstTextBaseline) {
            GridRow {
                Text("Regular font:").gridColumnAlignment(.trailing).id("regular")
                Text("Helvetica 12").id("helvetica")
                Text("Select...").id("select1")
            }
            GridRow {
                Text("Fixed-width font:").id("fixed")
                Text("Menlo Regular 11").id("menlo")
                Text("Select...").id("select2")
            }
            GridRow {
                Color.clear.gridCellUnsizedAxes([.vertical, .horizontal]).id("clear")
                Text("Use fixed-width font for new documents").gridCellColumns(2).id("toggle")
            }
        }
        // Columns: 153 ("Fixed-width font:"), 144 ("Menlo Regular 11"), 81 ("Select...").
        // The toggle (342) spans columns 1 and 2 (144 + 8 + 81 = 233): each grows by 54.5,
        // to 198.5 and 135.5. Width 153 + 8 + 198.5 + 8 + 135.5 = 503. Rows 17 tall.
        let result = try layoutBothDirections(grid)
        assertSize(result.size, 503, 67)
        // Column 0 is trailing-aligned, the others leading (the grid's alignment).
        assertFrame(result, "regular", 36, 0, 117, 17)
        assertFrame(result, "fixed", 0, 25, 153, 17)
        assertFrame(result, "helvetica", 161, 0, 108, 17)
        assertFrame(result, "select2", 367.5, 25, 81, 17)
        assertFrame(result, "toggle", 161, 50, 342, 17)
        // The unsized colour is proposed its cell, 153 x 17, and aligned by its baseline
        // (its bottom) on the row's baseline 13: 4 points above the row.
        assertFrame(result, "clear", 0, 46, 153, 17)
    }

    func testBaselinesLineUpAcrossARow() throws {
        let big = Font(size: 28, ascent: 22, descent: 6, advance: 15)
        let grid = Grid(alignment: .leading) {
            GridRow(alignment: .firstTextBaseline) {
                Text("Title").font(big).id("title")
                Text("body").id("body")
            }.id("row")
            GridRow {
                Color.gray.frame(width: 10, height: 10).id("a")
                Color.gray.frame(width: 10, height: 10).id("b")
            }
        }
        // Baselines at 22 and 13: the body text moves down 9; the row is 28 tall
        // (range [-22, 6] around the baseline). Row 2 is centred (the grid's alignment).
        let result = try layoutBothDirections(grid)
        assertFrame(result, "title", 0, 0, 75, 28)
        assertFrame(result, "body", 83, 9, 36, 17)
        assertFrame(result, "a", 0, 36, 10, 10)
        assertFrame(result, "b", 83, 36, 10, 10)
        assertSize(result.size, 119, 46)
        // The grid's first baseline is its top-most cell baseline (22), so it aligns with
        // text outside it.
        let stack = try layout(HStack(alignment: .firstTextBaseline) { Text("x").id("x"); grid })
        assertFrame(stack, "x", 0, 9, 9, 17)
    }

    func testPixelRoundingOfCells() throws {
        // Three colour columns with spacing 1 share 98: 32.667 each. At scale 2 the edges
        // round to 0, 32.5 | 33.5, 66.5 | 67.5, 100: widths 32.5, 33 and 32.5.
        let grid = Grid(horizontalSpacing: 1) {
            GridRow { Color.red.id("a"); Color.red.id("b"); Color.red.id("c") }
        }
        let tree = LayoutTree()
        let root = try tree.add(grid)
        try tree.layout(root, proposal: ProposedViewSize(width: 100, height: 10))
        let exact = try tree.result()
        assertFrame(exact, "b", 98.0 / 3 + 1, 0, 98.0 / 3, 10)
        let rounded = try tree.result(pixelScale: 2)
        assertFrame(rounded, "a", 0, 0, 32.5, 10)
        assertFrame(rounded, "b", 33.5, 0, 33, 10)
        assertFrame(rounded, "c", 67.5, 0, 32.5, 10)
    }

    func testEachCellIsMeasuredABoundedNumberOfTimes() throws {
        // Linear cost: a measured cell is asked at most a fixed number of times whatever
        // the grid's size (min and max probes and one offer per axis, plus placement).
        final class Counter { var calls = 0 }
        for side in [3, 30] {
            let counter = Counter()
            let cell = Measured(HostMeasure(size: { p in
                counter.calls += 1
                return Size(width: min(p.width ?? 20, 20), height: min(p.height ?? 10, 10))
            }, isContentSized: false))
            let grid = Grid { ForEach(0..<side) { _ in GridRow { ForEach(0..<side) { _ in cell } } } }
            let result = try layout(grid, proposal: ProposedViewSize(width: 1000, height: 1000))
            XCTAssertEqual(result.size.width, 20 * Double(side) + 8 * Double(side - 1), accuracy: 1e-9)
            XCTAssertLessThanOrEqual(counter.calls, 8 * side * side, "\(side) x \(side)")
        }
    }

    func testBadGridInput() throws {
        XCTAssertThrowsError(try layout(Grid { GridRow { Color.red.gridCellColumns(0) } })) { error in
            XCTAssertTrue("\(error)".contains("gridCellColumns must be at least 1"), "\(error)")
        }
        XCTAssertThrowsError(try layout(HStack { GridRow { Color.red } })) { error in
            XCTAssertTrue("\(error)".contains("GridRow outside a Grid"), "\(error)")
        }
        let empty = try layout(Grid {}, proposal: ProposedViewSize(width: 100, height: 100))
        assertSize(empty.size, 0, 0)
    }

    // A span of 2,147,483,647 columns took 17 GB and killed the process; a grid's
    // cost now follows its cells. Columns that only a spanning cell reaches are sized
    // together (one track), each with its spacing, as every column is.
    func testHugeSpansCostWhatTheirCellsCost() throws {
        let span = 2_147_483_647
        let grid = Grid {
            GridRow { Color.red.frame(width: 10, height: 10).gridCellColumns(span).id("wide") }
            GridRow { Color.green.frame(width: 10, height: 10).id("a"); Color.blue.frame(width: 10, height: 10).id("b") }
        }
        let result = try layout(grid)
        // Columns 10, 10 and span - 2 empty ones, with span - 1 spacings between them.
        let width = 20 + 8 * Double(span - 1)
        assertSize(result.size, width, 28)
        assertFrame(result, "wide", (width - 10) / 2, 0, 10, 10)
        assertFrame(result, "a", 0, 18, 10, 10)
        assertFrame(result, "b", 18, 18, 10, 10)
        XCTAssertThrowsError(try layout(Grid { GridRow { Color.red.gridCellColumns(span + 1) } })) { error in
            XCTAssertTrue("\(error)".contains("gridCellColumns must be at most 2147483647, not 2147483648"), "\(error)")
        }
    }

    // A cell spanning columns that hold no other cell widens them evenly, whether they are
    // sized one by one (span 6: at most twice as many columns as cells) or as a run (span 8).
    func testSpanningCellWidensEmptyColumnsEvenly() throws {
        func grid(_ span: Int) -> some View {
            Grid {
                GridRow { Color.red.frame(width: 100, height: 10).gridCellColumns(span).id("wide") }
                GridRow { Color.green.frame(width: 10, height: 10).id("a"); Color.blue.frame(width: 10, height: 10).id("b") }
            }
        }
        // Span 6: 10 + 10 + 5 x 8 = 60 < 100, so each column gets 40 / 6 more.
        let six = try layout(grid(6))
        assertSize(six.size, 100, 28)
        assertFrame(six, "a", 20.0 / 6, 18, 10, 10)
        assertFrame(six, "b", 10 + 40.0 / 6 + 8 + 20.0 / 6, 18, 10, 10)
        // Span 8: 10 + 10 + 7 x 8 = 76 < 100, so each column gets 3 more.
        let eight = try layout(grid(8))
        assertSize(eight.size, 100, 28)
        assertFrame(eight, "wide", 0, 0, 100, 10)
        assertFrame(eight, "a", 1.5, 18, 10, 10)
        assertFrame(eight, "b", 22.5, 18, 10, 10)
    }

    // fatbobman, "Nested Grid Layout Anomaly: Analysis Approach and Resolution Strategies for
    // SwiftUI Layout Issues" (fatbobman.com/en/posts/analysis-approach-and-resolution-strategies-
    // for-swiftui-layout-issues): a one-row grid in a 350 x 350 frame holding two colours and a
    // nested grid spanning two columns. The article's expectation: the grid fills the frame and
    // the nested grid takes half of its width. The two spanned columns once collapsed to 0
    // (the nested grid 8 wide, the colours 163 each).
    func testFatbobmanNestedGridSpanningTwoColumns() throws {
        let grid = Grid {
            GridRow {
                Color.orange.id("orange")
                Color.indigo.id("indigo")
                Grid {
                    GridRow {
                        Color.cyan.id("cyan")
                        Color.yellow.id("yellow")
                    }
                    Color.mint.id("mint")
                    Color.green.id("green")
                }
                .gridCellColumns(2).id("nested")
            }
        }.id("grid")
        let result = try layoutBothDirections(grid.frame(width: 350, height: 350))
        // Four columns, every one infinitely flexible, share 350 - 3 x 8 = 326: 81.5 each; the
        // two spanned ones take their share of the nested grid (offered 81.5 + 8 + 81.5 = 171).
        assertFrame(result, "grid", 0, 0, 350, 350)
        assertFrame(result, "orange", 0, 0, 81.5, 350)
        assertFrame(result, "indigo", 89.5, 0, 81.5, 350)
        assertFrame(result, "nested", 179, 0, 171, 350)
        // Inside: two columns of (171 - 8) / 2 and three rows of (350 - 16) / 3.
        let row = (350 - 16) / 3.0
        assertFrame(result, "cyan", 179, 0, 81.5, row)
        assertFrame(result, "yellow", 268.5, 0, 81.5, row)
        assertFrame(result, "mint", 179, row + 8, 171, row)
        assertFrame(result, "green", 179, 2 * row + 16, 171, row)
    }

    // A placed grid's rows read their cells from the grid's solution, which stays in scratch
    // space until the pass ends (docs/decisions.md, "Cold path" item 27): grids in a grid's
    // cells, a spanning one, and one beside the grid keep their own cells where they are alone.
    func testGridsInGridCellsAndBesideAGridKeepTheirCells() throws {
        // Alone: columns max(10, 6) and max(4, 8), rows max(6, 2) and max(10, 8): 20 x 20,
        // every cell centred in its rectangle.
        func small(_ name: String) -> some View {
            Grid(horizontalSpacing: 2, verticalSpacing: 4) {
                GridRow {
                    Color.red.frame(width: 10, height: 6).id("\(name)0")
                    Color.red.frame(width: 4, height: 2).id("\(name)1")
                }
                GridRow {
                    Color.red.frame(width: 6, height: 10).id("\(name)2")
                    Color.red.frame(width: 8, height: 8).id("\(name)3")
                }
            }.id(name)
        }
        let view = HStack(spacing: 0) {
            Grid {
                GridRow {
                    small("a")
                    small("b")
                }
                GridRow { small("c").gridCellColumns(2) }
            }.id("outer")
            small("d")
        }
        let result = try layoutBothDirections(view)
        // The outer grid: two columns of 20 and two rows of 20, spacing 8; the spanning grid
        // centred in 48. The HStack centres the last grid on the outer one's 48.
        assertFrame(result, "outer", 0, 0, 48, 48)
        for (name, x, y) in [("a", 0.0, 0.0), ("b", 28, 0), ("c", 14, 28), ("d", 48, 14)] {
            assertFrame(result, name, x, y, 20, 20)
            assertFrame(result, "\(name)0", x, y, 10, 6)
            assertFrame(result, "\(name)1", x + 14, y + 2, 4, 2)
            assertFrame(result, "\(name)2", x + 2, y + 10, 6, 10)
            assertFrame(result, "\(name)3", x + 12, y + 11, 8, 8)
        }
    }

    // A column only a spanning cell reaches takes that cell's share for a concrete width, so a
    // rigid spanning cell keeps the grid as narrow as its content.
    func testSpannedColumnsOfARigidCellStayNarrow() throws {
        let grid = Grid {
            GridRow { Color.red.frame(width: 100, height: 10).gridCellColumns(3).id("wide") }
            GridRow { Color.green.id("a") }
        }
        // Column 0 (a colour) and the two spanned columns: the spanned ones want
        // (100 - 16) / 3 = 28 each at any offer, so they go first; column 0 takes 300 - 16 - 56.
        let result = try layout(grid, proposal: ProposedViewSize(width: 300, height: 100))
        assertSize(result.size, 300, 100)
        assertFrame(result, "a", 0, 18, 228, 82)
        assertFrame(result, "wide", 100, 0, 100, 10)
    }

    // Bad input: empty rows, and columns only a huge span reaches, for concrete
    // and unspecified proposals: finite frames, no NaN, in microseconds.
    func testEmptyRowsAndHugeSpannedColumnsForConcreteProposals() throws {
        let span = 2_147_483_647
        let grid = Grid {
            GridRow {}
            GridRow { Color.red.frame(width: 10, height: 10).gridCellColumns(span).id("wide") }
            GridRow { Color.green.id("a") }
        }.id("grid")
        // An infinite width makes the colour's column infinite: the span centred in it has no
        // number for its x, a clear error naming it (decisions.md, "Nothing a host does kills it").
        XCTAssertThrowsError(try layout(grid, proposal: ProposedViewSize(width: .infinity, height: 50))) { error in
            XCTAssertTrue("\(error)".contains("view 'wide' cannot be placed: its x would be inf"), "\(error)")
        }
        for proposal in [ProposedViewSize(width: 100, height: 100), .unspecified, ProposedViewSize(width: 0, height: 0)] {
            let result = try layout(grid, proposal: proposal)
            for view in result.views {
                XCTAssertTrue(view.frame.x.isFinite && view.frame.y.isFinite && !view.frame.width.isNaN && !view.frame.height.isNaN,
                              "\(proposal): \(view.path) \(view.frame)")
            }
        }
        // Width 100: the spacings alone take more, so the colour's column and the spanned ones
        // (2^31 - 2 columns, one track, whose 10-point owner needs less than its spacings) get
        // 0 each and the grid is as wide as its spacings. Rows: the empty one 0, the span's
        // 10, the colour what is left, 100 - 16 - 10.
        let concrete = try layout(grid, proposal: ProposedViewSize(width: 100, height: 100))
        assertSize(concrete.size, 8 * Double(span - 1), 100)
        assertFrame(concrete, "a", 0, 26, 0, 74)
    }

    func testDividerInStacks() throws {
        let result = try layout(VStack { Divider().id("h"); HStack { Color.red.frame(width: 10, height: 30); Divider().id("v") } },
                                proposal: ProposedViewSize(width: 100, height: nil))
        assertFrame(result, "h", 0, 0, 100, 1)
        // The HStack (10 + 8 + 1 wide) is centred in the 100-wide VStack: x = 40.5.
        assertFrame(result, "v", 58.5, 9, 1, 30)
    }
}
