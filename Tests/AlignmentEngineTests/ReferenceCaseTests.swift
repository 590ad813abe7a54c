import XCTest
@testable import AlignmentEngine

/// `reference-cases.md`, part R: numbers stated by sources that measured real SwiftUI.
final class ReferenceCaseTests: XCTestCase {
    func testR1ThreeEqualFlexibleRectangles() throws {
        let result = try layoutBothDirections(
            HStack(spacing: 0) {
                Rectangle().fill(.red).id("red")
                Rectangle().fill(.green).id("green")
                Rectangle().fill(.blue).id("blue")
            }.frame(width: 300, height: 100), proposal: ProposedViewSize(width: 400, height: 400))
        assertSize(result.size, 300, 100)
        assertFrame(result, "red", 0, 0, 100, 100)
        assertFrame(result, "green", 100, 0, 100, 100)
        assertFrame(result, "blue", 200, 0, 100, 100)
    }

    func testR2FlexibilityOrderingAndOverflow() throws {
        let result = try layoutBothDirections(
            HStack(spacing: 0) {
                Rectangle().fill(.red).frame(maxWidth: 100).id("red")
                Rectangle().fill(.green).frame(minWidth: 100).id("green")
            }.id("stack").frame(width: 150, height: 100), proposal: ProposedViewSize(width: 150, height: 100))
        assertFrame(result, "stack", -12.5, 0, 175, 100)
        assertFrame(result, "red", -12.5, 0, 75, 100)
        assertFrame(result, "green", 62.5, 0, 100, 100)
    }

    /// `relativeProposed(width: 0.5)` from the article is a custom Layout that proposes half
    /// the width to a colour and answers the colour's size: a host-measured leaf that is not
    /// content-sized behaves exactly so.
    private func halfWidthColor(_ name: String) -> some View {
        Measured(HostMeasure(size: { p in
            Size(width: p.width.map { $0 * 0.5 } ?? 10, height: p.height ?? 10)
        }, isContentSized: false)).id(name)
    }

    func testR3RelativeSizeOnFirstChild() throws {
        let result = try layoutBothDirections(
            HStack(spacing: 10) {
                halfWidthColor("blue")
                Color.green.id("green")
                Color.yellow.id("yellow")
            }.frame(height: 80), proposal: ProposedViewSize(width: 620, height: 80))
        assertFrame(result, "blue", 0, 0, 100, 80)
        assertFrame(result, "green", 110, 0, 250, 80)
        assertFrame(result, "yellow", 370, 0, 250, 80)
    }

    func testR4RelativeSizeOnMiddleChild() throws {
        let result = try layoutBothDirections(
            HStack(spacing: 10) {
                Color.blue.id("blue")
                halfWidthColor("green")
                Color.yellow.id("yellow")
            }.frame(height: 80), proposal: ProposedViewSize(width: 620, height: 80))
        assertFrame(result, "blue", 0, 0, 200, 80)
        assertFrame(result, "green", 210, 0, 100, 80)
        assertFrame(result, "yellow", 320, 0, 300, 80)
    }

    func testR5HStackLayoutWithSpacingSevenAndAHalf() throws {
        let result = try layoutBothDirections(
            HStack(spacing: 7.5) {
                Color.red.frame(minWidth: 100).id("red")
                Color.green.frame(width: 30).id("green")
                Color.blue.frame(maxWidth: 50).id("blue")
            }.id("stack").frame(width: 150, height: 100), proposal: ProposedViewSize(width: 150, height: 100))
        assertFrame(result, "stack", -22.5, 0, 195, 100)
        assertFrame(result, "red", -22.5, 0, 100, 100)
        assertFrame(result, "green", 85, 0, 30, 100)
        assertFrame(result, "blue", 122.5, 0, 50, 100)
    }

    func testR6PositiveTopGuideMovesViewUp() throws {
        let withGuide = try layoutBothDirections(
            HStack(alignment: .top) {
                Rectangle().frame(width: 100, height: 150).foregroundStyle(.blue).alignmentGuide(.top) { _ in 25 }.id("blue")
                Rectangle().frame(width: 100, height: 100).foregroundStyle(.red).id("red")
            })
        assertSize(withGuide.size, 208, 150)
        assertFrame(withGuide, "blue", 0, 0, 100, 150)
        assertFrame(withGuide, "red", 108, 25, 100, 100)

        let without = try layout(
            HStack(alignment: .top) {
                Rectangle().frame(width: 100, height: 150).id("blue")
                Rectangle().frame(width: 100, height: 100).id("red")
            })
        assertSize(without.size, 208, 150)
        assertFrame(without, "red", 108, 0, 100, 100)
    }

    func testR7ExplicitTrailingEqualToDefaultIsNoOp() throws {
        for explicit in [false, true] {
            let result = try layoutBothDirections(
                VStack(alignment: .trailing, spacing: 0) {
                    Rectangle().frame(width: 200, height: 100).alignmentGuide(.trailing) { explicit ? 200 : $0[.trailing] }.id("first")
                    Rectangle().frame(width: 300, height: 100).alignmentGuide(.trailing) { explicit ? 300 : $0[.trailing] }.id("second")
                })
            assertSize(result.size, 300, 200)
            assertFrame(result, "first", 100, 0, 200, 100)
            assertFrame(result, "second", 0, 100, 300, 100)
        }
    }

    func testR8ZStackSizeIsUnionOfFrames() throws {
        let result = try layoutBothDirections(
            ZStack {
                Color.yellow.frame(width: 50).id("yellow")
                Color.orange.frame(height: 50).id("orange")
            }, proposal: ProposedViewSize(width: 300, height: 300))
        assertSize(result.size, 300, 300)
        assertFrame(result, "yellow", 125, 0, 50, 300)
        assertFrame(result, "orange", 0, 125, 300, 50)
    }

    func testR9FixedFrameDoesNotResizeChild() throws {
        let result = try layoutBothDirections(
            Rectangle().fill(.green).frame(width: 100, height: 100)
                .frame(width: 50, height: 50).border(.yellow)
                .frame(width: 300, height: 300), proposal: ProposedViewSize(width: 300, height: 300))
        // The border is drawn on the 50 x 50 frame: it is that frame.
        let border = try XCTUnwrap(result.first { $0.path == "/modifiers/2" })
        XCTAssertEqual(border.frame, Rect(x: 125, y: 125, width: 50, height: 50))
        XCTAssertEqual(result.views[0].frame, Rect(x: 100, y: 100, width: 100, height: 100))
        XCTAssertEqual(result.views[0].outerFrame, Rect(x: 0, y: 0, width: 300, height: 300))
    }

    func testR10MaxWidthInfinityInsideFixedFrame() throws {
        let result = try layout(Color.red.frame(maxWidth: .infinity).frame(width: 200, height: 200), proposal: .zero)
        assertSize(result.size, 200, 200)
    }

    func testR11FlexibleFrameNormalisation() {
        func check(_ input: (Double?, Double?, Double?), _ expected: (Double?, Double?, Double?), line: UInt = #line) {
            let n = FlexibleFrame.normalize(min: input.0, ideal: input.1, max: input.2)
            func same(_ a: Double?, _ b: Double?) -> Bool { a == b || (a?.isNaN == true && b?.isNaN == true) }
            XCTAssertTrue(same(n.min, expected.0) && same(n.ideal, expected.1) && same(n.max, expected.2),
                          "\(input) → \(n), expected \(expected)", line: line)
        }
        check((10, 20, 30), (10, 20, 30))
        check((0, 0, 0), (0, 0, 0))
        check((-10, nil, nil), (0, nil, nil))
        check((-0.1, nil, nil), (0, nil, nil))
        check((20, 10, nil), (20, 20, nil))
        check((100, 0, nil), (100, 100, nil))
        check((nil, 30, 20), (nil, 30, 30))
        check((nil, 100, 50), (nil, 100, 100))
        check((-.infinity, nil, nil), (0, nil, nil))
        check((.infinity, nil, nil), (.infinity, nil, nil))
        check((.nan, nil, nil), (.nan, nil, nil))
        check((15, 0, nil), (15, 15, nil))
    }

    func testR12CustomGuidesCombineByMean() throws {
        var result: Double? = nil
        var count = 0
        let pass = LayoutPass(tree: LayoutTree())
        for value in [1.0, 3, 5] { pass.combine(value, into: &result, count: &count, rule: .mean) }
        XCTAssertEqual(result, 3)
        result = nil
        count = 0
        for value in 0...10 {
            pass.combine(Double(value), into: &result, count: &count, rule: .mean)
            XCTAssertEqual(result!, Double(value) / 2, accuracy: 1e-12)
        }
    }

    func testR13ReplacingUnspecifiedDimensions() {
        XCTAssertEqual(ProposedViewSize(width: nil, height: 30).replacingUnspecifiedDimensions(), Size(width: 10, height: 30))
        XCTAssertEqual(ProposedViewSize.unspecified.replacingUnspecifiedDimensions(), Size(width: 10, height: 10))
    }
}
