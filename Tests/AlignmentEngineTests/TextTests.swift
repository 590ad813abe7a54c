import XCTest
@testable import AlignmentEngine

/// Text in the metrics model (document.md "Text in the metrics model", decision 19), with
/// the body font: 9 points a character, lines 17 tall, baseline 13 below a line's top.
final class TextTests: XCTestCase {
    private func size(_ string: String, width: Double? = nil, height: Double? = nil, lineLimit: Int? = nil) throws -> Size {
        try layout(Text(string).lineLimit(lineLimit), proposal: ProposedViewSize(width: width, height: height)).size
    }

    private func lines(_ string: String, width: Double? = nil, height: Double? = nil, lineLimit: Int? = nil) throws -> [String] {
        try layout(Text(string).lineLimit(lineLimit).id("t"), proposal: ProposedViewSize(width: width, height: height))["t"]!.text!.strings
    }

    func testSingleLineIsItsIdealWidth() throws {
        assertSize(try size("Hello"), 45, 17)
        assertSize(try size("Hello", width: .infinity), 45, 17)
        assertSize(try size("Hello", width: 500), 45, 17)
    }

    func testWrapsGreedilyAtSeveralWidths() throws {
        XCTAssertEqual(try lines("Hello world again", width: 200), ["Hello world again"])
        XCTAssertEqual(try lines("Hello world again", width: 100), ["Hello world", "again"])
        assertSize(try size("Hello world again", width: 100), 99, 34)
        XCTAssertEqual(try lines("Hello world again", width: 60), ["Hello", "world", "again"])
        assertSize(try size("Hello world again", width: 60), 45, 51)
    }

    func testWordLongerThanTheWidthBreaksBetweenCharacters() throws {
        XCTAssertEqual(try lines("Supercalifragilistic", width: 50), ["Super", "calif", "ragil", "istic"])
        XCTAssertEqual(try lines("a Supercalifragilistic b", width: 50), ["a", "Super", "calif", "ragil", "istic", "b"])
        // At least one character stays on a line: the answer exceeds 0 only then.
        XCTAssertEqual(try lines("ab cd", width: 0), ["a", "b", "c", "d"])
        assertSize(try size("ab cd", width: 0), 9, 68)
    }

    func testLineLimitEndsTheLastLineWithAnEllipsis() throws {
        XCTAssertEqual(try lines("Hello world again", width: 60, lineLimit: 2), ["Hello", "world…"])
        assertSize(try size("Hello world again", width: 60, lineLimit: 2), 54, 34)
        // Characters are dropped until the ellipsis fits.
        XCTAssertEqual(try lines("abcdef ghijkl", width: 54, lineLimit: 1), ["abcde…"])
        // An uncapped text gets no ellipsis.
        XCTAssertEqual(try lines("Hello", width: 60, lineLimit: 1), ["Hello"])
    }

    func testFiniteHeightCapsTheLines() throws {
        XCTAssertEqual(try lines("Hello world again", width: 60, height: 40), ["Hello", "world…"])
        XCTAssertEqual(try lines("Hello world again", width: 60, height: 5), ["Hello…"])
    }

    func testEmptyTextAndNewlines() throws {
        assertSize(try size(""), 0, 17)
        XCTAssertEqual(try lines("a\nbb"), ["a", "bb"])
        assertSize(try size("a\nbb"), 18, 34)
    }

    func testTextIsLessFlexibleThanShapesSoItWrapsInANarrowStack() throws {
        let wraps = try layout(HStack { Color.red.id("left"); Text("Hello, world").id("text"); Color.pink.id("right") },
                               proposal: ProposedViewSize(width: 200, height: 100))
        // Offered 184 / 3 = 61.33: six characters a line.
        assertFrame(wraps, "text", 73, 33, 54, 34)
        assertFrame(wraps, "left", 0, 0, 65, 100)
        let oneLine = try layout(HStack { Color.red.id("left"); Text("Hello, world").layoutPriority(1).id("text"); Color.pink.id("right") },
                                 proposal: ProposedViewSize(width: 200, height: 100))
        assertFrame(oneLine, "text", 46, 41.5, 108, 17)
        assertFrame(oneLine, "left", 0, 0, 38, 100)
    }

    func testLinesFollowMultilineTextAlignmentAndDirection() throws {
        let view = Text("Hello world again").multilineTextAlignment(.center).id("t")
        let centred = try layout(view, proposal: ProposedViewSize(width: 100, height: nil))["t"]!.text!
        XCTAssertEqual(centred.lines, [Rect(x: 0, y: 0, width: 99, height: 17), Rect(x: 27, y: 17, width: 45, height: 17)])
        let leadingRTL = try layout(Text("Hello world again").id("t"), proposal: ProposedViewSize(width: 100, height: nil), direction: .rightToLeft)["t"]!.text!
        XCTAssertEqual(leadingRTL.lines[1], Rect(x: 54, y: 17, width: 45, height: 17))
        let trailing = try layout(Text("Hello world again").multilineTextAlignment(.trailing).id("t"), proposal: ProposedViewSize(width: 100, height: nil))["t"]!.text!
        XCTAssertEqual(trailing.lines[1].x, 54)
    }

    /// `textLines(of:strings: false)`: the same frames and baselines, no strings.
    func testTextLinesWithoutStrings() throws {
        let tree = LayoutTree()
        let text = try tree.add(.text(TextContent("Hello world again", lineLimit: 2)))
        try tree.layout(text, proposal: ProposedViewSize(width: 60, height: nil))
        let full = try XCTUnwrap(tree.textLines(of: text))
        let frames = try XCTUnwrap(tree.textLines(of: text, strings: false))
        XCTAssertEqual(full.strings, ["Hello", "world…"])
        XCTAssertEqual(frames.strings, [])
        XCTAssertEqual(frames.lines, [Rect(x: 0, y: 0, width: 45, height: 17), Rect(x: 0, y: 17, width: 54, height: 17)])
        XCTAssertEqual(frames.lines, full.lines)
        XCTAssertEqual(frames.firstBaseline, 13)
        XCTAssertEqual(frames.lastBaseline, 30)
    }

    func testBaselinesInTheResult() throws {
        let result = try layout(VStack { Color.gray.frame(width: 10, height: 10); Text("Hello world again").id("t") },
                                proposal: ProposedViewSize(width: 100, height: nil))
        let text = result["t"]!.text!
        XCTAssertEqual(text.firstBaseline, 18 + 13)
        XCTAssertEqual(text.lastBaseline, 18 + 17 + 13)
    }

    func testMixedFontSizesAlignOnBaselines() throws {
        let result = try layoutBothDirections(
            HStack(alignment: .firstTextBaseline) {
                Text("Title").font(.title).id("title")
                Text("body text here").id("body")
            }, proposal: ProposedViewSize(width: 200, height: nil))
        // The title (least flexible) is offered 192 / 2 and keeps one line; the body gets
        // 117 (13 characters) and wraps to two. Baselines: title 22, body 13, so 9 lower.
        assertFrame(result, "title", 0, 0, 75, 28)
        assertFrame(result, "body", 83, 9, 81, 34)
        let last = try layoutBothDirections(
            HStack(alignment: .lastTextBaseline) {
                Text("Title").font(.title).id("title")
                Text("body text here").id("body")
            }, proposal: ProposedViewSize(width: 200, height: nil))
        // The body's last baseline is 17 + 13 = 30; the title's 22 sits at 30.
        assertFrame(last, "title", 0, 8, 75, 28)
        assertFrame(last, "body", 83, 0, 81, 34)
    }
}
