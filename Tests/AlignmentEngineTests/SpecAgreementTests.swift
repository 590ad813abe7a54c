import XCTest
@testable import AlignmentEngine

/// The disagreements with semantics.md that random documents found (decisions, items 1-6),
/// each with the numbers the spec gives.
final class SpecAgreementTests: XCTestCase {
    private func box(_ width: Double, _ height: Double) -> some View { Color.gray.frame(width: width, height: height) }

    /// 1. A custom guide that is infinite during a stack's infinite probe is not an error: only
    /// the final placement needs valid values.
    func testInfiniteGuideValuesDuringAProbeAreNotErrors() throws {
        let third = VerticalAlignment.custom("third") { d in d.height / 3 }
        let view = VStack {
            Text("a").id("text")
            HStack(alignment: third) { Color.red.id("left"); Color.blue.id("right") }.id("row")
        }
        // The VStack probes the row at height infinity (third = inf there); the text is less
        // flexible and goes first: offered (100 - 8) / 2 = 46, it takes 17; the row gets 75.
        let result = try layoutBothDirections(view, proposal: ProposedViewSize(width: 100, height: 100))
        assertSize(result.size, 100, 100)
        assertFrame(result, "text", 45.5, 0, 9, 17)
        assertFrame(result, "row", 0, 25, 100, 75)
        assertFrame(result, "left", 0, 25, 46, 75)
        assertFrame(result, "right", 54, 25, 46, 75)
    }

    /// 2. A frame aligned on a custom guide whose default reads another guide uses that
    /// default on its own plain dimensions, not its explicit values: no cycle.
    func testAFramesOwnCustomDefaultReadsDefaultsOnly() throws {
        let quarter = HorizontalAlignment.custom("quarter") { d in d.width / 4 }
        let viaQuarter = HorizontalAlignment.custom("viaQuarter") { d in d[quarter] }
        let view = box(20, 20).alignmentGuide(quarter) { _ in 5 }.id("child")
            .frame(width: 100, height: 20, alignment: Alignment(horizontal: viaQuarter, vertical: .center))
        // Frame side: quarter's default on 100 = 25. Child side: its explicit quarter, 5.
        let result = try layoutBothDirections(view)
        assertSize(result.size, 100, 20)
        assertFrame(result, "child", 20, 0, 20, 20)
    }

    /// 3. Spacing preferences across a change of layout direction: the content's leading and
    /// trailing edges swap for the views around it (section 3.7, decision 16).
    func testSpacingPreferencesSwapWhereTheDirectionChanges() throws {
        let inner = HStack { box(20, 20).id("c"); Spacer().id("spacer") }.id("inner")
        let view = HStack { box(20, 20).id("a"); inner.environment(\.layoutDirection, .rightToLeft); box(20, 20).id("b") }
        // The inner stack ends with a Spacer on its trailing edge, which is its left edge in
        // right to left: no gap between a and it, the default gap between it and b.
        let result = try layout(view)
        assertSize(result.size, 76, 20)
        assertFrame(result, "a", 0, 0, 20, 20)
        assertFrame(result, "inner", 20, 0, 28, 20)
        assertFrame(result, "spacer", 20, 10, 8, 0)
        assertFrame(result, "c", 28, 0, 20, 20)
        assertFrame(result, "b", 56, 0, 20, 20)
        // Laid out right to left, the inner stack keeps the direction: no swap, so its
        // Spacer (on its left) now meets b, and a gets the default gap.
        let mirrored = try layout(view, direction: .rightToLeft)
        assertSize(mirrored.size, 76, 20)
        assertFrame(mirrored, "b", 0, 0, 20, 20)
        assertFrame(mirrored, "inner", 20, 0, 28, 20)
        assertFrame(mirrored, "spacer", 20, 10, 8, 0)
        assertFrame(mirrored, "a", 56, 0, 20, 20)
    }

    /// 4. A flexible frame that sets only an ideal value on an axis resets that axis's
    /// spacing preference, like one that sets min or max (decision 13).
    func testAnIdealOnlyFlexibleFrameResetsSpacing() throws {
        let inner = HStack { Spacer().id("spacer"); box(20, 20).id("c") }.id("inner").frame(idealWidth: 50)
        let result = try layoutBothDirections(HStack { box(20, 20).id("a"); inner })
        assertSize(result.size, 78, 20)
        assertFrame(result, "a", 0, 0, 20, 20)
        assertFrame(result, "inner", 28, 0, 50, 20)
        assertFrame(result, "c", 58, 0, 20, 20)
    }

    /// 5. At an infinite probe a ZStack or stack holding an infinitely large child is
    /// infinitely large (not inf - inf = NaN), so it is infinitely flexible.
    func testInfinitelyLargeChildrenMakeContainersInfinitelyFlexible() throws {
        let view = HStack { Text("Hi").id("text"); VStack { ZStack { Color.red.id("color") } }.id("column") }
        // The column is less flexible than nothing: the text goes first and takes 18 of its
        // share; the column gets the rest, and at placement the row's height (§3.5).
        let result = try layoutBothDirections(view, proposal: ProposedViewSize(width: 300, height: nil))
        assertSize(result.size, 300, 17)
        assertFrame(result, "text", 0, 0, 18, 17)
        assertFrame(result, "column", 26, 0, 274, 17)
        assertFrame(result, "color", 26, 0, 274, 17)
        // The probes themselves: infinite, not NaN.
        let probe = try layout(ZStack(alignment: .topLeading) { Color.red; Color.blue }, proposal: .infinity)
        assertSize(probe.size, .infinity, .infinity)
        let column = try layout(VStack(alignment: .leading) { Color.red }, proposal: .infinity)
        assertSize(column.size, .infinity, .infinity)
    }

    /// 6. A successful result never holds NaN or an infinite origin; where one would land,
    /// the layout fails and names the view and the guide.
    func testNoNaNOrInfiniteOriginReachesAResult() throws {
        // Centring an infinitely wide view: its origin would be inf - inf.
        let centred = ZStack { Color.red.id("fill") }
        XCTAssertThrowsError(try layout(centred, proposal: .infinity)) { error in
            let error = error as! LayoutError
            XCTAssertEqual(error.kind, .invalidValue)
            XCTAssertTrue(error.message.contains("view 'fill' cannot be placed"), error.message)
            XCTAssertTrue(error.message.contains("guide 'center'"), error.message)
        }
        // Top-leading alignment places it at the origin: a valid, infinitely large result.
        let result = try layout(ZStack(alignment: .topLeading) { Color.red.id("fill") }, proposal: .infinity)
        assertSize(result.size, .infinity, .infinity)
        XCTAssertEqual(result["fill"]!.frame, Rect(x: 0, y: 0, width: .infinity, height: .infinity))
        // A guide expression dividing by zero: the error names the view, guide and expression.
        var namespace = GuideNamespace()
        let broken = try VerticalAlignment.custom("broken", defaultExpression: "d[.top] / 0", guides: namespace)
        try namespace.add(broken)
        let row = HStack(alignment: broken) { box(10, 10).id("a"); box(10, 20).id("b") }
        XCTAssertThrowsError(try layout(row)) { error in
            let error = error as! LayoutError
            XCTAssertEqual(error.kind, .invalidValue)
            XCTAssertTrue(error.message.contains("view 'a' cannot be placed"), error.message)
            XCTAssertTrue(error.message.contains("guide 'broken'") && error.message.contains("d[.top] / 0"), error.message)
        }
    }
}
