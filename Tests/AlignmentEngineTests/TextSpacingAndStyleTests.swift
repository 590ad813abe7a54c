import XCTest
@testable import AlignmentEngine

/// `.lineSpacing(_:)`, `.lineLimit(_:reservesSpace:)` and SwiftUI's text styles in
/// the metrics model (body font: 9 points a character, lines 17 tall, baseline 13 below).
final class TextSpacingAndStyleTests: XCTestCase {
    func testLineSpacingIsAddedBetweenLinesOnly() throws {
        let result = try layout(Text("Hello world again").lineSpacing(6).id("t"), proposal: ProposedViewSize(width: 100, height: nil))
        assertSize(result.size, 99, 40)   // 2 × 17 + 6
        let text = result["t"]!.text!
        XCTAssertEqual(text.strings, ["Hello world", "again"])
        XCTAssertEqual(text.lines.map(\.y), [0, 23])
        XCTAssertEqual(text.lastBaseline, 36)   // 23 + 13
        // One line: no spacing at all.
        assertSize(try layout(Text("Hello").lineSpacing(6)).size, 45, 17)
    }

    func testAFiniteHeightCountsTheSpacingBetweenTheLinesItAllows() throws {
        // Three lines need 3 × 17 + 2 × 6 = 63; 46 allows (46 + 6) / 23 = 2.
        let result = try layout(Text("Hello world again").lineSpacing(6).id("t"), proposal: ProposedViewSize(width: 60, height: 46))
        XCTAssertEqual(result["t"]!.text!.strings, ["Hello", "world…"])
        assertSize(result.size, 54, 40)
    }

    func testReservesSpaceMakesAShortTextAsTallAsItsLimit() throws {
        let reserved = try layout(Text("Hello").lineLimit(3, reservesSpace: true).id("t"))
        assertSize(reserved.size, 45, 51)
        XCTAssertEqual(reserved["t"]!.text!.lines.count, 1)
        XCTAssertEqual(reserved["t"]!.text!.lastBaseline, 13)
        assertSize(try layout(Text("Hello").lineLimit(3, reservesSpace: false)).size, 45, 17)
        assertSize(try layout(Text("Hello").lineLimit(3, reservesSpace: true).lineSpacing(4)).size, 45, 59)
        // A longer text is capped as by lineLimit alone.
        let long = try layout(Text("Hello world again more").lineLimit(3, reservesSpace: true).id("t"), proposal: ProposedViewSize(width: 60, height: nil))
        XCTAssertEqual(long["t"]!.text!.strings, ["Hello", "world", "again…"])
        assertSize(long.size, 54, 51)
    }

    /// The example of qiita.com/SNQ-2001/items/95f0c05be717261fc627 ("reservesSpace"): the
    /// same short text with and without reserved space, in a 200-wide frame.
    func testQiitaReservesSpaceExample() throws {
        let result = try layout(
            VStack(spacing: 30) {
                Text("短い文").lineLimit(3, reservesSpace: true).id("reserved")
                Text("短い文").lineLimit(3, reservesSpace: false).id("plain")
            }
            .frame(width: 200)
            .padding(10))
        assertSize(result.size, 220, 118)   // 51 + 30 + 17, padded
        assertFrame(result, "reserved", 96.5, 10, 27, 51)
        assertFrame(result, "plain", 96.5, 91, 27, 17)
    }

    func testTextStylesHaveSwiftUIsSizes() {
        let sizes = TextStyle.allCases.map { ($0.rawValue, $0.size) }
        XCTAssertEqual(sizes.map(\.0), ["largeTitle", "title", "title2", "title3", "headline", "body", "callout", "subheadline", "footnote", "caption", "caption2"])
        XCTAssertEqual(sizes.map(\.1), [34, 28, 22, 20, 17, 17, 16, 15, 13, 12, 11])
        XCTAssertEqual(TextStyle.body.font, Font.body)
        XCTAssertEqual(Font.title.metrics, Font(size: 28, ascent: 22, descent: 6, advance: 15))
        XCTAssertEqual(Font.largeTitle.metrics, Font(size: 34, ascent: 27, descent: 7, advance: 18))
        XCTAssertEqual(Font.headline.metrics, Font.body.metrics)
        XCTAssertEqual(Font.caption2.metrics, Font(size: 11, ascent: 9, descent: 2, advance: 6))
        XCTAssertEqual(Font.system(.footnote).metrics, Font(size: 13, ascent: 10, descent: 3, advance: 7))
        // A style's font keeps its style, so that it follows the Dynamic Type size.
        XCTAssertEqual(TextStyle.allCases.map { Font.system($0).textStyle }, TextStyle.allCases)
    }

    func testATextStyleSizesItsText() throws {
        assertSize(try layout(Text("Hi").font(.caption)).size, 12, 12)
        assertSize(try layout(Text("Hi").font(.title2)).size, 24, 22)
        assertSize(try layout(VStack(spacing: 0) { Text("Hi"); Text("Hi") }.font(.subheadline)).size, 16, 30)
    }

    func testBadLineSpacingAndLimitsAreErrors() {
        for spacing in [-1, Double.nan, .infinity] {
            XCTAssertThrowsError(try layout(Text("a").lineSpacing(spacing))) { error in
                XCTAssertTrue((error as! LayoutError).message.contains("lineSpacing"), "\(error)")
            }
        }
        XCTAssertThrowsError(try layout(Text("a").lineLimit(0, reservesSpace: true))) { error in
            XCTAssertTrue((error as! LayoutError).message.contains("lineLimit must be at least 1, not 0"), "\(error)")
        }
    }
}

/// A Divider is one pixel thick.
final class DividerThicknessTests: XCTestCase {
    /// Apple's Divider page: "When contained in a stack, the divider extends across the minor
    /// axis of the stack, or horizontally when not in a stack."
    func testADividerIsOnePixelThick() throws {
        let stack = VStack(spacing: 0) {
            Color.red.frame(width: 100, height: 20).id("top")
            Divider().id("divider")
            Color.blue.frame(width: 100, height: 20).id("bottom")
        }
        let exact = try layout(stack)
        assertFrame(exact, "divider", 0, 20, 100, 1)
        let retina = try layout(stack, pixelScale: 2)
        assertFrame(retina, "divider", 0, 20, 100, 0.5)
        assertFrame(retina, "bottom", 0, 20.5, 100, 20)
        assertSize(retina.size, 100, 40.5)
        let superRetina = try layout(HStack(spacing: 0) { Color.red.frame(width: 30, height: 60); Divider().id("divider") }, pixelScale: 3)
        assertSize(superRetina.size, 30 + 1.0 / 3, 60)
        // Not in a stack: horizontal.
        assertSize(try layout(Divider(), proposal: ProposedViewSize(width: 300, height: 400), pixelScale: 3).size, 300, 1.0 / 3)
    }

    func testAPixelScaleChangeLaysOutAgain() throws {
        let tree = LayoutTree()
        let root = try tree.add(VStack(spacing: 0) { Color.red.frame(width: 10, height: 10); Divider() })
        assertSize(try tree.layout(root), 10, 11)
        try tree.setPixelScale(2)
        assertSize(try tree.layout(root), 10, 10.5)
        try tree.setPixelScale(nil)
        assertSize(try tree.layout(root), 10, 11)
        XCTAssertThrowsError(try tree.setPixelScale(0))
        XCTAssertThrowsError(try tree.setPixelScale(.nan))
    }
}

/// Dynamic Type: every text style's point size at every size, as Apple's Human Interface
/// Guidelines (Typography, "iOS, iPadOS Dynamic Type sizes", revision of 2025-12-16) publish them.
final class DynamicTypeSizeTests: XCTestCase {
    func testTheHumanInterfaceGuidelinesTable() {
        let published: [(TextStyle, [Double])] = [
            (.largeTitle, [31, 32, 33, 34, 36, 38, 40, 44, 48, 52, 56, 60]),
            (.title, [25, 26, 27, 28, 30, 32, 34, 38, 43, 48, 53, 58]),
            (.title2, [19, 20, 21, 22, 24, 26, 28, 34, 39, 44, 50, 56]),
            (.title3, [17, 18, 19, 20, 22, 24, 26, 31, 37, 43, 49, 55]),
            (.headline, [14, 15, 16, 17, 19, 21, 23, 28, 33, 40, 47, 53]),
            (.body, [14, 15, 16, 17, 19, 21, 23, 28, 33, 40, 47, 53]),
            (.callout, [13, 14, 15, 16, 18, 20, 22, 26, 32, 38, 44, 51]),
            (.subheadline, [12, 13, 14, 15, 17, 19, 21, 25, 30, 36, 42, 49]),
            (.footnote, [12, 12, 12, 13, 15, 17, 19, 23, 27, 33, 38, 44]),
            (.caption, [11, 11, 11, 12, 14, 16, 18, 22, 26, 32, 37, 43]),
            (.caption2, [11, 11, 11, 11, 13, 15, 17, 20, 24, 29, 34, 40]),
        ]
        XCTAssertEqual(published.map(\.0), TextStyle.allCases)
        for (style, sizes) in published {
            XCTAssertEqual(DynamicTypeSize.allCases.map { style.size(at: $0) }, sizes, "\(style)")
        }
        XCTAssertEqual(TextStyle.body.size, 17)
        XCTAssertEqual(TextStyle.body.font(at: .accessibility5), Font(size: 53, ascent: 41, descent: 12, leading: 0, advance: 28))
        XCTAssertEqual(TextStyle.title.font.metrics, Font(size: 28, ascent: 22, descent: 6, leading: 0, advance: 15))
        XCTAssertEqual(TextStyle.title.font.textStyle, .title)
    }

    func testSizesAreNamedAsSwiftUINamesThem() {
        XCTAssertEqual(DynamicTypeSize.allCases.map(\.name), ["xSmall", "small", "medium", "large", "xLarge", "xxLarge", "xxxLarge",
                                                             "accessibility1", "accessibility2", "accessibility3", "accessibility4",
                                                             "accessibility5"])
        XCTAssertEqual(DynamicTypeSize(name: "accessibility3"), .accessibility3)
        XCTAssertNil(DynamicTypeSize(name: "huge"))
        XCTAssertTrue(DynamicTypeSize.accessibility1.isAccessibilitySize)
        XCTAssertFalse(DynamicTypeSize.xxxLarge.isAccessibilitySize)
    }
}
