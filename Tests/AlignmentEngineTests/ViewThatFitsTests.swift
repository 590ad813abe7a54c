import XCTest
@testable import AlignmentEngine

/// ViewThatFits: the first child whose ideal size fits on the constrained axes, else the
/// last; only the chosen child is shown (the others get an empty frame at its top-leading corner).
final class ViewThatFitsTests: XCTestCase {
    // Apple, `ViewThatFits`: an upload progress view, with the progress bar as a 4-point
    // tall colour 100 wide and the percentage as text ("75%": 27 x 17).
    private var uploadProgress: some View {
        ViewThatFits(in: .horizontal) {
            HStack {
                Text("75%").id("label")
                Color.blue.frame(width: 100, height: 4).id("bar")
            }.id("both")
            Color.blue.frame(width: 100, height: 4).id("barOnly")
            Text("75%").id("textOnly")
        }.id("fits")
    }

    func testAppleUploadProgressExample() throws {
        // The HStack's ideal width is 27 + 8 + 100 = 135: it fits in 200.
        let wide = try layoutBothDirections(uploadProgress, proposal: ProposedViewSize(width: 200, height: 1))
        assertSize(wide.size, 135, 17)
        assertFrame(wide, "both", 0, 0, 135, 17)
        assertFrame(wide, "bar", 35, 6.5, 100, 4)
        assertFrame(wide, "barOnly", 0, 0, 0, 0)
        assertFrame(wide, "textOnly", 0, 0, 0, 0)
        // In 120 only the bar (100) fits; the vertical axis is not constrained.
        let medium = try layoutBothDirections(uploadProgress, proposal: ProposedViewSize(width: 120, height: 1))
        assertSize(medium.size, 100, 4)
        assertFrame(medium, "barOnly", 0, 0, 100, 4)
        assertFrame(medium, "both", 0, 0, 0, 0)
        assertFrame(medium, "label", 0, 0, 0, 0)
        // In 50 nothing fits: the last view is shown, proposed 50.
        let narrow = try layoutBothDirections(uploadProgress, proposal: ProposedViewSize(width: 50, height: 1))
        assertSize(narrow.size, 27, 17)
        assertFrame(narrow, "textOnly", 0, 0, 27, 17)
        // Unspecified: everything fits, the first view is shown at its ideal size.
        let ideal = try layout(uploadProgress)
        assertSize(ideal.size, 135, 17)
    }

    func testBothAxesByDefaultAndPlacementInsideAStack() throws {
        let view = HStack(spacing: 0) {
            Color.red.frame(width: 10, height: 10).id("before")
            ViewThatFits {
                Color.red.frame(width: 100, height: 100).id("large")
                Color.red.frame(width: 50, height: 50).id("small")
            }.id("fits")
        }
        // 100 x 100 is too tall for 80: the 50 x 50 child is shown, centred by the HStack.
        let result = try layoutBothDirections(view, proposal: ProposedViewSize(width: 200, height: 80))
        assertSize(result.size, 60, 50)
        assertFrame(result, "small", 10, 0, 50, 50)
        assertFrame(result, "large", 10, 0, 0, 0)
        assertFrame(result, "before", 0, 20, 10, 10)
    }

    func testGuidesComeFromTheShownChild() throws {
        let view = HStack(alignment: .firstTextBaseline) {
            Text("a").id("a")
            ViewThatFits { Text("big").font(Font(size: 28, ascent: 22, descent: 6, advance: 15)).padding(.top, 5).id("big") }
        }
        // The shown child's baseline (5 + 22) is the container's.
        let result = try layout(view)
        assertFrame(result, "a", 0, 14, 9, 17)
    }

    func testEmptyViewThatFits() throws {
        let result = try layout(ViewThatFits {}, proposal: ProposedViewSize(width: 10, height: 10))
        assertSize(result.size, 0, 0)
    }
}
