import XCTest
@testable import AlignmentEngine

// Custom guides declared exactly as the seed articles declare them.
private struct OneQuarterAlignment: AlignmentID {
    static func defaultValue(in context: ViewDimensions) -> CGFloat { context.width / 4 }
}

private struct FirstThirdAlignment: AlignmentID {
    static func defaultValue(in context: ViewDimensions) -> CGFloat { context.height / 3 }
}

extension HorizontalAlignment {
    fileprivate static let oneQuarter = HorizontalAlignment(OneQuarterAlignment.self)

    fileprivate enum WeirdAlignment: AlignmentID {
        static func defaultValue(in d: ViewDimensions) -> CGFloat { d.height }
    }
    fileprivate static let weirdAlignment = HorizontalAlignment(WeirdAlignment.self)
}

extension VerticalAlignment {
    fileprivate static let firstThird = VerticalAlignment(FirstThirdAlignment.self)

    fileprivate enum MyAlignment: AlignmentID {
        static func defaultValue(in d: ViewDimensions) -> CGFloat { d[.bottom] }
    }
    fileprivate static let myAlignment = VerticalAlignment(MyAlignment.self)

    fileprivate struct MidAccountAndName: AlignmentID {
        static func defaultValue(in d: ViewDimensions) -> CGFloat { d[.top] }
    }
    fileprivate static let midAccountAndName = VerticalAlignment(MidAccountAndName.self)
}

/// Every example of the seed articles (`shared/seeds/`), transcribed almost line for line.
/// Text uses the metrics fonts: body (advance 9, line 17), title (advance 15, line 28,
/// ascent 22), largeTitle (advance 18, line 34).
final class SeedExampleTests: XCTestCase {
    // MARK: Apple, HorizontalAlignment: LayeredVerticalStripes

    private struct LayeredVerticalStripes: View {
        var body: some View {
            ZStack(alignment: Alignment(horizontal: .oneQuarter, vertical: .center)) {
                verticalStripes(color: .blue, "blue").frame(width: 300, height: 150).id("blueSet")
                verticalStripes(color: .green, "green").frame(width: 180, height: 80).id("greenSet")
            }
        }

        private func verticalStripes(color: Color, _ prefix: String) -> some View {
            HStack(spacing: 1) {
                ForEach(0..<4) { index in color.id("\(prefix)\(index)") }
            }
        }
    }

    func testOneQuarterStripesAlignTheRightEdgesOfTheLeftMostStripes() throws {
        // oneQuarter is 300/4 = 75 on the blue set and 180/4 = 45 on the green set, so the
        // green set starts at 75 - 45 = 30; stripes are (300 - 3)/4 = 74.25 and (180 - 3)/4 = 44.25.
        let result = try layoutBothDirections(LayeredVerticalStripes())
        assertSize(result.size, 300, 150)
        assertFrame(result, "blueSet", 0, 0, 300, 150)
        assertFrame(result, "greenSet", 30, 35, 180, 80)
        for (index, x) in [0, 75.25, 150.5, 225.75].enumerated() { assertFrame(result, "blue\(index)", x, 0, 74.25, 150) }
        for (index, x) in [30, 75.25, 120.5, 165.75].enumerated() { assertFrame(result, "green\(index)", x, 35, 44.25, 80) }
        XCTAssertEqual(result["blue0"]!.frame.maxX, result["green0"]!.frame.maxX, accuracy: 1e-9)
    }

    func testOneQuarterStripesReverseInRightToLeft() throws {
        // Apple: custom guides reverse in right-to-left; the first stripes are now right-most
        // and their left edges meet at 300 - 74.25 = 225.75.
        let result = try layout(LayeredVerticalStripes().environment(\.layoutDirection, .rightToLeft))
        assertFrame(result, "greenSet", 90, 35, 180, 80)
        assertFrame(result, "blue0", 225.75, 0, 74.25, 150)
        assertFrame(result, "green0", 225.75, 35, 44.25, 80)
    }

    // MARK: Apple, VerticalAlignment: LayeredHorizontalStripes

    func testFirstThirdStripesAlignTheBottomEdgesOfTheTopStripes() throws {
        func horizontalStripes(color: Color, _ prefix: String) -> some View {
            VStack(spacing: 1) { ForEach(0..<3) { index in color.id("\(prefix)\(index)") } }
        }
        let result = try layoutBothDirections(
            ZStack(alignment: Alignment(horizontal: .center, vertical: .firstThird)) {
                horizontalStripes(color: .blue, "blue").frame(width: 180, height: 90).id("blueSet")
                horizontalStripes(color: .green, "green").frame(width: 70, height: 60).id("greenSet")
            })
        // firstThird: 90/3 = 30 and 60/3 = 20, so the green set starts 10 lower; stripes are
        // (90 - 2)/3 and (60 - 2)/3 tall.
        assertSize(result.size, 180, 90)
        assertFrame(result, "greenSet", 55, 10, 70, 60)
        let blue = 88.0 / 3, green = 58.0 / 3
        for (index, y) in [0, blue + 1, 2 * blue + 2].enumerated() { assertFrame(result, "blue\(index)", 0, y, 180, blue) }
        for (index, y) in [10, 10 + green + 1, 10 + 2 * green + 2].enumerated() { assertFrame(result, "green\(index)", 55, y, 70, green) }
        XCTAssertEqual(result["blue0"]!.frame.maxY, result["green0"]!.frame.maxY, accuracy: 1e-9)
    }

    // MARK: swiftui-lab (seed 000): weirdAlignment

    private struct ColorLabel: View {
        let label: String
        let color: Color
        let height: CGFloat

        var body: some View {
            Text(label)
                .font(.title)
                .foregroundColor(.primary)
                .frame(height: height)
                .padding(.horizontal, 20)
                .background(RoundedRectangle(cornerRadius: 8).fill(color))
                .id(label)
        }
    }

    func testWeirdAlignmentDays() throws {
        let days: [(String, Color, CGFloat)] = [
            ("Monday", .red, 50), ("Tuesday", .orange, 70), ("Wednesday", .yellow, 90), ("Thursday", .green, 40),
            ("Friday", .blue, 70), ("Saturday", .purple, 40), ("Sunday", .pink, 40),
        ]
        let result = try layoutBothDirections(
            VStack(alignment: .weirdAlignment, spacing: 10) {
                Rectangle().fill(.primary).frame(width: 1).alignmentGuide(.weirdAlignment) { d in d[.leading] }.id("top")
                ForEach(days, id: \.0) { day in ColorLabel(label: day.0, color: day.1, height: day.2) }
                Rectangle().fill(.primary).frame(width: 1).alignmentGuide(.weirdAlignment) { d in d[.leading] }.id("bottom")
            })
        // Each label's guide is its height (default d.height), so its left edge sits `height`
        // left of the line. Labels are (characters x 15 + 40) wide; the line is at x = 90.
        assertSize(result.size, 210, 500)
        assertFrame(result, "top", 90, 0, 1, 10)
        let expected: [(String, Double, Double, Double, Double)] = [
            ("Monday", 40, 20, 130, 50), ("Tuesday", 20, 80, 145, 70), ("Wednesday", 0, 160, 175, 90),
            ("Thursday", 50, 260, 160, 40), ("Friday", 20, 310, 130, 70), ("Saturday", 50, 390, 160, 40),
            ("Sunday", 50, 440, 130, 40),
        ]
        for (name, x, y, width, height) in expected {
            assertFrame(result, name, x, y, width, height, outer: true)
            XCTAssertEqual(result[name]!.outerFrame.minX + height, 90)
        }
        assertFrame(result, "Monday", 60, 31, 90, 28)
        assertFrame(result, "bottom", 90, 490, 1, 10)
    }

    // MARK: swiftui-lab (seed 000): the selected-day arrow with myAlignment

    func testSelectedDayArrowMeetsTheSelectedDay() throws {
        let days = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"]
        let selectedIdx = 1
        let result = try layoutBothDirections(
            HStack(alignment: .myAlignment) {
                Image(systemName: "arrow.right.circle.fill", width: 40, height: 40)
                    .alignmentGuide(.myAlignment) { d in d[VerticalAlignment.center] }
                    .foregroundColor(.green)
                    .id("arrow")
                VStack(alignment: .leading) {
                    ForEach(days.indices, id: \.self) { idx in
                        Group {
                            if idx == selectedIdx {
                                Text(days[idx]).alignmentGuide(.myAlignment) { d in d[VerticalAlignment.center] }
                            } else {
                                Text(days[idx])
                            }
                        }.id(days[idx])
                    }
                }.id("days")
            }
            .padding(20)
            .font(.largeTitle))
        // Days are 34 tall with 8 between: Tuesday's centre is 34 + 8 + 17 = 59 below the
        // column's top; the 40-point arrow's centre meets it.
        assertSize(result.size, 250, 326)
        assertFrame(result, "arrow", 20, 59, 40, 40)
        assertFrame(result, "days", 68, 20, 162, 286)
        assertFrame(result, "Tuesday", 68, 62, 126, 34)
        XCTAssertEqual(result["arrow"]!.frame.midY, result["Tuesday"]!.frame.midY)
    }

    // MARK: CSDN (seed 001): aligning views across stacks

    func testCrossStackAlignmentWithFixedSizeLeaves() throws {
        // The account (45 x 17) and the name (150 x 28) as fixed-size leaves.
        let result = try layoutBothDirections(
            HStack(alignment: .midAccountAndName) {
                VStack {
                    Color.gray.frame(width: 45, height: 17).alignmentGuide(.midAccountAndName) { d in d[VerticalAlignment.center] }.id("account")
                    Image("forever_wj", width: 100, height: 100).resizable().frame(width: 60, height: 60).id("avatar")
                }.id("left")
                VStack {
                    Color.gray.frame(width: 72, height: 17).id("label")
                    Color.gray.frame(width: 150, height: 28).alignmentGuide(.midAccountAndName) { d in d[VerticalAlignment.center] }.id("name")
                }.id("right")
            })
        assertCrossStackNumbers(result)
    }

    func testCrossStackAlignmentWithText() throws {
        let result = try layoutBothDirections(
            HStack(alignment: .midAccountAndName) {
                VStack {
                    Text("@CSDN").alignmentGuide(.midAccountAndName) { d in d[VerticalAlignment.center] }.id("account")
                    Image("forever_wj", width: 100, height: 100).resizable().frame(width: 60, height: 60).id("avatar")
                }.id("left")
                VStack {
                    Text("CSDN ID:").id("label")
                    Text("Forever_wj").alignmentGuide(.midAccountAndName) { d in d[VerticalAlignment.center] }.font(.title).id("name")
                }.id("right")
            })
        assertCrossStackNumbers(result)
    }

    /// The left stack's guide is the account's centre, 8.5; the right's is the name's centre,
    /// 17 + 8 + 14 = 39; so the left stack sits 30.5 lower and both centres are at y = 39.
    private func assertCrossStackNumbers(_ result: LayoutResult, file: StaticString = #filePath, line: UInt = #line) {
        assertSize(result.size, 218, 115.5, file: file, line: line)
        assertFrame(result, "left", 0, 30.5, 60, 85, file: file, line: line)
        assertFrame(result, "account", 7.5, 30.5, 45, 17, file: file, line: line)
        assertFrame(result, "avatar", 0, 55.5, 60, 60, file: file, line: line)
        assertFrame(result, "right", 68, 0, 150, 53, file: file, line: line)
        assertFrame(result, "label", 107, 0, 72, 17, file: file, line: line)
        assertFrame(result, "name", 68, 25, 150, 28, file: file, line: line)
        XCTAssertEqual(result["account"]!.frame.midY, result["name"]!.frame.midY, file: file, line: line)
    }

    // MARK: Apple's galleries

    func testHorizontalAlignmentGallery() throws {
        func column(alignment: HorizontalAlignment, text: String) -> some View {
            VStack(alignment: alignment, spacing: 0) {
                Color.red.frame(width: 1).id(text + ".top")
                Text(text).font(.title).border(.gray).id(text)
                Color.red.frame(width: 1).id(text + ".bottom")
            }
        }
        let result = try layoutBothDirections(
            HStack(spacing: 30) {
                column(alignment: .leading, text: "Leading")
                column(alignment: .center, text: "Center")
                column(alignment: .trailing, text: "Trailing")
            }.frame(height: 150))
        // Text is least flexible: 28 tall; the two lines share the other 122.
        assertSize(result.size, 375, 150)
        assertFrame(result, "Leading.top", 0, 0, 1, 61)
        assertFrame(result, "Leading", 0, 61, 105, 28)
        assertFrame(result, "Leading.bottom", 0, 89, 1, 61)
        assertFrame(result, "Center.top", 179.5, 0, 1, 61)
        assertFrame(result, "Center", 135, 61, 90, 28)
        assertFrame(result, "Trailing.top", 374, 0, 1, 61)
        assertFrame(result, "Trailing", 255, 61, 120, 28)
    }

    func testVerticalAlignmentGallery() throws {
        func row(alignment: VerticalAlignment, text: String) -> some View {
            HStack(alignment: alignment, spacing: 0) {
                Color.red.frame(height: 1).id(text + ".left")
                Text(text).font(.title).border(.gray).id(text)
                Color.red.frame(height: 1).id(text + ".right")
            }
        }
        let result = try layoutBothDirections(
            VStack(spacing: 30) {
                row(alignment: .top, text: "Top")
                row(alignment: .center, text: "Center")
                row(alignment: .bottom, text: "Bottom")
                row(alignment: .firstTextBaseline, text: "First Text Baseline")
                row(alignment: .lastTextBaseline, text: "Last Text Baseline")
            }, proposal: ProposedViewSize(width: 390, height: nil))
        // Each text is offered a third of 390 = 130 (8 characters of title): the long ones wrap
        // to three lines of 28. A line without text aligns its bottom with a text baseline.
        assertSize(result.size, 390, 372)
        assertFrame(result, "Top.left", 0, 0, 172.5, 1)
        assertFrame(result, "Top", 172.5, 0, 45, 28)
        assertFrame(result, "Center.left", 0, 58 + 13.5, 150, 1)
        assertFrame(result, "Bottom.left", 0, 116 + 27, 150, 1)
        assertFrame(result, "First Text Baseline", 135, 174, 120, 84)
        assertFrame(result, "First Text Baseline.left", 0, 174 + 21, 135, 1)
        assertFrame(result, "Last Text Baseline", 135, 288, 120, 84)
        assertFrame(result, "Last Text Baseline.left", 0, 288 + 77, 135, 1)
    }

    // MARK: The wrapping HStack (seed 003)

    func testWrappingHStackWithAlignmentGuideClosures() throws {
        let platforms = ["Ninetendo", "XBox", "PlayStation", "PlayStation 2", "PlayStation 3", "PlayStation 4"]
        func item(for text: String) -> some View {
            Text(text)
                .padding(.all, 5)
                .font(.body)
                .background(Color.blue)
                .foregroundColor(Color.white)
                .cornerRadius(5)
        }
        func generateContent(in g: GeometryProxy) -> some View {
            var width = CGFloat.zero
            var height = CGFloat.zero
            return ZStack(alignment: .topLeading) {
                ForEach(platforms, id: \.self) { platform in
                    item(for: platform)
                        .padding([.horizontal, .vertical], 4)
                        .alignmentGuide(.leading, computeValue: { d in
                            if abs(width - d.width) > g.size.width {
                                width = 0
                                height -= d.height
                            }
                            let result = width
                            if platform == platforms.last! {
                                width = 0
                            } else {
                                width -= d.width
                            }
                            return result
                        })
                        .alignmentGuide(.top, computeValue: { d in
                            let result = height
                            if platform == platforms.last! {
                                height = 0
                            }
                            return result
                        })
                        .id(platform)
                }
            }.id("chips")
        }
        let result = try layoutBothDirections(GeometryReader { geometry in generateContent(in: geometry) },
                                              proposal: ProposedViewSize(width: 300, height: 400))
        // Chips are (characters x 9 + 18) x 35; rows wrap when the next chip would pass 300.
        assertFrame(result, "chips", 0, 0, 270, 105)
        assertFrame(result, "Ninetendo", 0, 0, 99, 35, outer: true)
        assertFrame(result, "XBox", 99, 0, 54, 35, outer: true)
        assertFrame(result, "PlayStation", 153, 0, 117, 35, outer: true)
        assertFrame(result, "PlayStation 2", 0, 35, 135, 35, outer: true)
        assertFrame(result, "PlayStation 3", 135, 35, 135, 35, outer: true)
        assertFrame(result, "PlayStation 4", 0, 70, 135, 35, outer: true)
        assertFrame(result, "Ninetendo", 9, 9, 81, 17)
    }
}
