import XCTest
@testable import AlignmentEngine

/// Frames, padding, fixedSize, aspectRatio, position, offset, overlay, GeometryReader and
/// the pixel grid (semantics §1, §4, §6, §7, §8, §12.5; decisions 7, 17, 18).
final class ModifierRuleTests: XCTestCase {
    private func box(_ width: Double = 20, _ height: Double = 20) -> some View {
        Color.gray.frame(width: width, height: height)
    }

    func testFixedFrameAlignsChildByTheFramesGuideDefaults() throws {
        let result = try layoutBothDirections(box().id("child").frame(width: 100, height: 50, alignment: .topTrailing))
        assertFrame(result, "child", 80, 0, 20, 20)
        // The child's explicit guide counts: a leading guide of 10 moves it 10 left.
        let shifted = try layoutBothDirections(
            box().alignmentGuide(.leading) { _ in 10 }.id("child").frame(width: 100, height: 20, alignment: .leading))
        assertFrame(shifted, "child", -10, 0, 20, 20)
        // One fixed axis: the other is the child's answer to the proposal.
        let oneAxis = try layout(Color.gray.frame(width: 30), proposal: ProposedViewSize(width: 100, height: 60))
        assertSize(oneAxis.size, 30, 60)
    }

    func testFlexibleFrameClampsTheProposal() throws {
        for (proposed, expected) in [(30.0, 50.0), (200, 100), (70, 70)] {
            let result = try layout(Color.gray.frame(minWidth: 50, maxWidth: 100), proposal: ProposedViewSize(width: proposed, height: 10))
            assertSize(result.size, expected, 10)
        }
        // Unspecified: the child's ideal (10) clamped to [50, 100].
        assertSize(try layout(Color.gray.frame(minWidth: 50, maxWidth: 100)).size, 50, 10)
        assertSize(try layout(Color.gray.frame(idealWidth: 70)).size, 70, 10)
    }

    func testMaxWidthInfinityFillsAndCentresItsChild() throws {
        let result = try layoutBothDirections(Text("Hi").id("text").frame(maxWidth: .infinity), proposal: ProposedViewSize(width: 300, height: nil))
        assertSize(result.size, 300, 17)
        assertFrame(result, "text", 141, 0, 18, 17)
    }

    func testFlexibleFrameProposesTheIdealWhenItsOwnProposalWasUnspecified() throws {
        // min 0 < 10 < max 100 and no ideal: at placement the child is proposed nil, not 10.
        var proposals: [ProposedViewSize] = []
        let probe = Measured(HostMeasure(size: { p in proposals.append(p); return Size(width: 10, height: 10) }, isContentSized: false))
        _ = try layout(probe.frame(minWidth: 0, maxWidth: 100))
        XCTAssertEqual(proposals, [.unspecified])
    }

    func testContradictoryFlexibleFrameTakesItsChildsSize() throws {
        let result = try layout(Color.gray.id("child").frame(minWidth: 50, maxWidth: 20), proposal: ProposedViewSize(width: 100, height: 10))
        assertSize(result.size, 20, 10)
        assertFrame(result, "child", 0, 0, 20, 10)
    }

    func testPadding() throws {
        let all = try layoutBothDirections(box(10, 10).id("child").padding())
        assertSize(all.size, 42, 42)
        assertFrame(all, "child", 16, 16, 10, 10)
        let leading = try layout(box(10, 10).id("child").padding(.leading, 10))
        assertFrame(leading, "child", 10, 0, 10, 10)
        let mirrored = try layout(box(10, 10).id("child").padding(.leading, 10), direction: .rightToLeft)
        assertFrame(mirrored, "child", 0, 0, 10, 10)
        let shrinks = try layoutBothDirections(Color.gray.id("child").padding(10), proposal: ProposedViewSize(width: 100, height: 50))
        assertFrame(shrinks, "child", 10, 10, 80, 30)
        let negative = try layout(box().id("child").padding(-5))
        assertSize(negative.size, 10, 10)
        assertFrame(negative, "child", -5, -5, 20, 20)
    }

    func testFixedSizeProposesTheIdealSize() throws {
        let wrapped = try layout(Text("Hello world").id("text").frame(width: 50))
        assertFrame(wrapped, "text", 2.5, 0, 45, 34)
        let fixed = try layoutBothDirections(Text("Hello world").fixedSize().id("text").frame(width: 50))
        assertFrame(fixed, "text", -24.5, 0, 99, 17)
        let vertical = try layout(Text("Hello world").fixedSize(horizontal: false, vertical: true).id("text"), proposal: ProposedViewSize(width: 50, height: 10))
        assertFrame(vertical, "text", 0, 0, 45, 34)
    }

    func testAspectRatio() throws {
        let fit = try layout(Color.gray.aspectRatio(2, contentMode: .fit), proposal: ProposedViewSize(width: 100, height: 100))
        assertSize(fit.size, 100, 50)
        let fill = try layoutBothDirections(Color.gray.aspectRatio(2, contentMode: .fill).id("fill").frame(width: 100, height: 100),
                                            proposal: ProposedViewSize(width: 100, height: 100))
        assertFrame(fill, "fill", -50, 0, 200, 100)
        // Without a ratio, the content's ideal size gives it: a 40 x 20 image.
        let image = try layout(Image("photo", width: 40, height: 20).resizable().scaledToFit(), proposal: ProposedViewSize(width: 100, height: 100))
        assertSize(image.size, 100, 50)
        // An unspecified proposal passes through.
        assertSize(try layout(Image("photo", width: 40, height: 20).resizable().scaledToFill()).size, 40, 20)
    }

    func testPositionPutsTheChildsCentreAtThePoint() throws {
        let result = try layoutBothDirections(box().id("child").position(x: 30, y: 40), proposal: ProposedViewSize(width: 100, height: 100))
        assertSize(result.size, 100, 100)
        assertFrame(result, "child", 20, 30, 20, 20)
        let unspecified = try layout(box().id("child").position(x: 30, y: 40))
        assertSize(unspecified.size, 20, 20)
        assertFrame(unspecified, "child", 20, 30, 20, 20)
    }

    func testOffsetMovesDrawingNotLayout() throws {
        let result = try layout(HStack(spacing: 0) { box(10, 10).offset(x: 5, y: 3).id("a"); box(10, 10).id("b") })
        assertSize(result.size, 20, 10)
        assertFrame(result, "a", 5, 3, 10, 10)
        assertFrame(result, "a", 5, 3, 10, 10, outer: true)
        assertFrame(result, "b", 10, 0, 10, 10)
        // An offset before another modifier moves the view but not the outer frame.
        let inner = try layout(box(10, 10).offset(x: 5).padding(2).id("a"))
        assertFrame(inner, "a", 7, 2, 10, 10)
        assertFrame(inner, "a", 0, 0, 14, 14, outer: true)
        // Right to left, a positive offset moves toward the trailing edge: left.
        let rtl = try layout(HStack(spacing: 0) { box(10, 10).offset(x: 5).id("a"); box(10, 10) }, direction: .rightToLeft)
        assertFrame(rtl, "a", 5, 0, 10, 10)
    }

    func testOverlayAndBackgroundTakeThePrimarysSizeAndAlignment() throws {
        let result = try layoutBothDirections(
            box(100, 50).id("primary").overlay(alignment: .bottomTrailing) { box(10, 10).id("badge") }.background { Color.blue.id("fill") })
        assertSize(result.size, 100, 50)
        assertFrame(result, "badge", 90, 40, 10, 10)
        assertFrame(result, "fill", 0, 0, 100, 50)
        XCTAssertEqual(result.views.map(\.path), ["/", "/modifiers/1", "/modifiers/2"])
    }

    func testGeometryReaderTakesTheProposalAndPutsChildrenTopLeading() throws {
        let result = try layoutBothDirections(GeometryReader { _ in self.box().id("child") }, proposal: ProposedViewSize(width: 100, height: 50))
        assertSize(result.size, 100, 50)
        assertFrame(result, "child", 0, 0, 20, 20)
        assertSize(try layout(GeometryReader { _ in self.box() }).size, 10, 10)
    }

    func testGeometryObserversAreToldTheReadersSizeBeforeItsChildrenAreLaidOut() throws {
        let tree = LayoutTree()
        let reader = try tree.add(.geometryReader)
        var seen: [Size] = []
        let child = try tree.add(.measured(HostMeasure(size: { _ in
            seen.append(Size(width: -1, height: -1))
            return Size(width: 5, height: 5)
        })))
        try tree.setChildren(of: reader, to: [child])
        try tree.observeGeometry(of: reader) { seen.append($0) }
        try tree.layout(reader, proposal: ProposedViewSize(width: 100, height: 50))
        XCTAssertEqual(seen, [Size(width: 100, height: 50), Size(width: -1, height: -1)])
        XCTAssertThrowsError(try tree.observeGeometry(of: child) { _ in })
    }

    func testZStackAlignmentAndPriority() throws {
        let result = try layoutBothDirections(ZStack(alignment: .bottomTrailing) { box(100, 100); box(40, 20).id("small") })
        assertFrame(result, "small", 60, 80, 40, 20)
        // Only the highest-priority children size the ZStack.
        let priority = try layoutBothDirections(ZStack { box(50, 50); box(200, 200).layoutPriority(-1).id("big") })
        assertSize(priority.size, 50, 50)
        assertFrame(priority, "big", -75, -75, 200, 200)
    }

    func testCircleIsASquareOfTheSmallerSide() throws {
        assertSize(try layout(Circle(), proposal: ProposedViewSize(width: 100, height: 40)).size, 40, 40)
    }

    func testPixelGridRoundsEdgesNotSizes() throws {
        let result = try layout(
            HStack(spacing: 0) { Color.red.id("a"); Color.green.id("b"); Color.blue.id("c") },
            proposal: ProposedViewSize(width: 100, height: 10), pixelScale: 2)
        assertFrame(result, "a", 0, 0, 33.5, 10)
        assertFrame(result, "b", 33.5, 0, 33, 10)
        assertFrame(result, "c", 66.5, 0, 33.5, 10)
        XCTAssertEqual(result.size.width, 100, accuracy: 1e-9)
    }

    func testLayoutDirectionChangeMirrorsOnlyBelowIt() throws {
        let result = try layout(
            HStack(spacing: 0) {
                HStack(spacing: 0) { box(10, 10).id("a"); box(10, 10).id("b") }.environment(\.layoutDirection, .rightToLeft)
                box(10, 10).id("c")
            })
        assertFrame(result, "a", 10, 0, 10, 10)
        assertFrame(result, "b", 0, 0, 10, 10)
        assertFrame(result, "c", 20, 0, 10, 10)
    }
}
