import Foundation
import XCTest
import AlignmentDocument
import AlignmentEngine

/// The seed examples in `examples/documents`, each checked against numbers worked out by
/// hand from the spec. Title font: advance 15, line height 28 (ascent 22); body: advance 9,
/// line height 17 (ascent 13).
final class ExampleDocumentTests: XCTestCase {
    private func example(_ name: String, file: StaticString = #filePath, line: UInt = #line) throws -> LayoutResult? {
        let text = try String(contentsOf: Fixtures.examples.appendingPathComponent(name + ".json"), encoding: .utf8)
        return layoutDocument(text, file: file, line: line)
    }

    func testEveryExampleIsCheckedHere() throws {
        let checked: Set = [
            "apple-one-quarter-stripes", "apple-one-quarter-stripes-rtl", "apple-first-third-stripes",
            "seed000-weird-alignment-days", "seed000-selected-day-arrow", "seed001-csdn-cross-stack",
            "apple-horizontal-alignment-gallery", "apple-horizontal-alignment-gallery-rtl", "apple-vertical-alignment-gallery",
        ]
        let present = Set(try Fixtures.documents(in: Fixtures.examples).map { $0.deletingPathExtension().lastPathComponent })
        XCTAssertEqual(present, checked)
    }

    /// Apple's LayeredVerticalStripes: blue stripes (300 - 3) / 4 = 74.25 wide; the green
    /// set's oneQuarter guide (180 / 4 = 45) meets the blue's (300 / 4 = 75), so the green set
    /// starts at x = 30 and both left-most stripes end at x = 74.25.
    func testAppleOneQuarterStripes() throws {
        guard let result = try example("apple-one-quarter-stripes") else { return }
        assertSize(result.size, 300, 150)
        for index in 0..<4 { assertFrame(result, "blue\(index)", Double(index) * 75.25, 0, 74.25, 150) }
        assertFrame(result, "green", 30, 35, 180, 80)
        for index in 0..<4 { assertFrame(result, "green\(index)", 30 + Double(index) * 45.25, 35, 44.25, 80) }
        XCTAssertEqual(frame(result, "blue0").maxX, 74.25)
        XCTAssertEqual(frame(result, "green0").maxX, 74.25)
    }

    /// The same in right to left: the guide is measured from the right, so the green set sits
    /// at 300 - 30 - 180 = 90 and the right-most stripes of both sets start at x = 225.75.
    func testAppleOneQuarterStripesRightToLeft() throws {
        guard let result = try example("apple-one-quarter-stripes-rtl") else { return }
        assertFrame(result, "green", 90, 35, 180, 80)
        assertFrame(result, "blue0", 225.75, 0, 74.25, 150)
        assertFrame(result, "green0", 225.75, 35, 44.25, 80)
    }

    /// Apple's LayeredHorizontalStripes: blue stripes (90 - 2) / 3 tall, green (60 - 2) / 3;
    /// the firstThird guides (30 and 20) meet, so the green set starts at y = 10 (and x = 55,
    /// centred), and both top stripes end at y = 88 / 3.
    func testAppleFirstThirdStripes() throws {
        guard let result = try example("apple-first-third-stripes") else { return }
        assertSize(result.size, 180, 90)
        assertFrame(result, "green", 55, 10, 70, 60)
        assertFrame(result, "blue0", 0, 0, 180, 88.0 / 3)
        assertFrame(result, "green0", 55, 10, 70, 58.0 / 3)
        XCTAssertEqual(frame(result, "blue0").maxY, frame(result, "green0").maxY, accuracy: 1e-9)
    }

    /// Seed 000, weirdAlignment (default d.height): every label's guide is its height, the
    /// lines' guide their leading edge, so each label starts its height to the left of the
    /// lines: x + height = 90 for all. Widths: text (15 per character) + 2 × 20 padding;
    /// Wednesday (135 + 40, guide 90) is at x 0; Thursday (160 wide, guide 40) ends at 210.
    func testSeed000WeirdAlignmentDays() throws {
        guard let result = try example("seed000-weird-alignment-days") else { return }
        assertSize(result.size, 210, 10 + 50 + 70 + 90 + 40 + 70 + 40 + 40 + 10 + 8 * 10)
        assertFrame(result, "top-line", 90, 0, 1, 10)
        assertFrame(result, "bottom-line", 90, 490, 1, 10)
        let heights = ["monday": 50.0, "tuesday": 70, "wednesday": 90, "thursday": 40, "friday": 70, "saturday": 40, "sunday": 40]
        for (day, height) in heights {
            let label = frame(result, day, outer: true)
            XCTAssertEqual(label.x + height, 90, accuracy: 1e-9, day)
            XCTAssertEqual(label.height, height, accuracy: 1e-9, day)
            XCTAssertEqual(frame(result, day + "-background"), label, day)
        }
        assertFrame(result, "wednesday", 0, 160, 175, 90, outer: true)
        assertFrame(result, "wednesday", 20, 191, 135, 28)
        assertFrame(result, "thursday", 50, 260, 160, 40, outer: true)
    }

    /// Seed 000, the arrow beside the selected day (Tuesday, index 1): the list's myAlignment
    /// is Tuesday's centre, 34 + 8 + 17 = 59 below its top; the arrow's is its centre (16), so
    /// the arrow is at y 59 - 16 = 43 in the row, + 20 padding.
    func testSeed000SelectedDayArrow() throws {
        guard let result = try example("seed000-selected-day-arrow") else { return }
        assertSize(result.size, 20 + 32 + 8 + 162 + 20, 20 + 7 * 34 + 6 * 8 + 20)
        assertFrame(result, "arrow", 20, 63, 32, 32)
        assertFrame(result, "list", 60, 20, 162, 286)
        assertFrame(result, "tuesday", 60, 62, 126, 34)
        XCTAssertEqual(frame(result, "arrow").midY, frame(result, "tuesday").midY, accuracy: 1e-9)
    }

    /// Seed 001 (CSDN): "@CSDN" (centre 8.5 below its stack's top) and "Forever_wj" (title
    /// font, centre 17 + 8 + 14 = 39 below its stack's top) share one line: the account stack
    /// moves down 39 - 8.5 = 30.5, both centres at y 39.
    func testSeed001CrossStackAlignment() throws {
        guard let result = try example("seed001-csdn-cross-stack") else { return }
        assertSize(result.size, 60 + 8 + 150, 115.5)
        assertFrame(result, "account", 0, 30.5, 60, 85)
        assertFrame(result, "handle", 7.5, 30.5, 45, 17)
        assertFrame(result, "avatar", 0, 55.5, 60, 60)
        assertFrame(result, "name", 68, 0, 150, 53)
        assertFrame(result, "caption", 107, 0, 72, 17)
        assertFrame(result, "user", 68, 25, 150, 28)
        XCTAssertEqual(frame(result, "handle").midY, 39)
        XCTAssertEqual(frame(result, "user").midY, 39)
    }

    /// Apple's HorizontalAlignment gallery: columns 105 (Leading), 90 (Center) and 120
    /// (Trailing) wide, 30 apart; the text is sized first (28 of 150), the two lines share
    /// the remaining 122. The lines sit on the leading edge, the centre (44.5 + 0.5) and the
    /// trailing edge of their column's text; the border overlays the text exactly.
    func testAppleHorizontalAlignmentGallery() throws {
        guard let result = try example("apple-horizontal-alignment-gallery") else { return }
        assertSize(result.size, 375, 150)
        assertFrame(result, "leading", 0, 0, 105, 150)
        assertFrame(result, "center", 135, 0, 90, 150)
        assertFrame(result, "trailing", 255, 0, 120, 150)
        assertFrame(result, "leading-top", 0, 0, 1, 61)
        assertFrame(result, "leading-text", 0, 61, 105, 28)
        assertFrame(result, "leading-bottom", 0, 89, 1, 61)
        assertFrame(result, "center-top", 179.5, 0, 1, 61)
        XCTAssertEqual(frame(result, "center-top").midX, frame(result, "center-text").midX)
        assertFrame(result, "trailing-bottom", 374, 89, 1, 61)
        XCTAssertEqual(frame(result, "trailing-bottom").maxX, frame(result, "trailing-text").maxX)
        XCTAssertEqual(frame(result, "leading-border"), frame(result, "leading-text"))
    }

    /// The same in right to left (environment): each column mirrored inside the gallery and
    /// each line inside its column, so the leading lines hug the right edge of their text.
    func testAppleHorizontalAlignmentGalleryRightToLeft() throws {
        guard let result = try example("apple-horizontal-alignment-gallery-rtl") else { return }
        assertFrame(result, "leading", 270, 0, 105, 150)
        assertFrame(result, "center", 150, 0, 90, 150)
        assertFrame(result, "trailing", 0, 0, 120, 150)
        assertFrame(result, "leading-top", 374, 0, 1, 61)
        XCTAssertEqual(frame(result, "leading-top").maxX, frame(result, "leading-text").maxX)
        assertFrame(result, "trailing-top", 0, 0, 1, 61)
        assertFrame(result, "center-top", 194.5, 0, 1, 61)
    }

    /// Apple's VerticalAlignment gallery, 400 wide: each row's text is sized first with
    /// 400 / 3 offered, so the two long texts wrap into "First"/"Text"/"Baseline" (3 lines,
    /// 120 × 84); the lines get the rest. Rows at y 0, 58, 116, 174, 288 (30 apart). The line
    /// meets the text's top, centre, bottom, first baseline (174 + 22) and last baseline
    /// (288 + 2 × 28 + 22).
    func testAppleVerticalAlignmentGallery() throws {
        guard let result = try example("apple-vertical-alignment-gallery") else { return }
        assertSize(result.size, 400, 28 * 3 + 84 * 2 + 4 * 30)
        assertFrame(result, "top-leading", 0, 0, 177.5, 1)
        assertFrame(result, "top-text", 177.5, 0, 45, 28)
        XCTAssertEqual(frame(result, "center-leading").midY, frame(result, "center-text").midY)
        assertFrame(result, "bottom-trailing", 245, 143, 155, 1)
        XCTAssertEqual(frame(result, "bottom-trailing").maxY, frame(result, "bottom-text").maxY)
        assertFrame(result, "first-text", 140, 174, 120, 84)
        assertFrame(result, "first-leading", 0, 195, 140, 1)
        XCTAssertEqual(result["first-text"]?.text?.firstBaseline, 196)
        XCTAssertEqual(frame(result, "first-leading").maxY, 196)
        assertFrame(result, "last-text", 140, 288, 120, 84)
        XCTAssertEqual(result["last-text"]?.text?.lastBaseline, 366)
        XCTAssertEqual(frame(result, "last-trailing").maxY, 366)
        XCTAssertEqual(result["last-text"]?.text?.lines.count, 3)
    }
}

/// Asserts a size to a millionth of a point.
func assertSize(_ size: Size, _ width: Double, _ height: Double, file: StaticString = #filePath, line: UInt = #line) {
    XCTAssertEqual(size.width, width, accuracy: 1e-6, "width", file: file, line: line)
    XCTAssertEqual(size.height, height, accuracy: 1e-6, "height", file: file, line: line)
}
