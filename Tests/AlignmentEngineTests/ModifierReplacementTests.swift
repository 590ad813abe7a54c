import XCTest
@testable import AlignmentEngine

/// `LayoutTree.setModifier(_:at:of:)` keeps what names a modifier (its kind, a grid cell's
/// trait, an alignment guide's guide, an overlay's content) and changes its numbers in place;
/// the explanation finds the alignment guide that sets a value, and a view's outer frame is
/// the one its trailing offsets move.
final class ModifierReplacementTests: XCTestCase {
    /// A leading-aligned column, 0 apart: a 20 x 4 image over a 10 x 4 one whose modifiers
    /// are a grid cell span, a leading guide at 3, a 2 x 2 overlay and an offset (5, 1).
    private func column() throws -> (tree: LayoutTree, stack: ViewID, top: ViewID, view: ViewID) {
        let tree = LayoutTree()
        let top = try tree.add(.image(width: 20, height: 4))
        let view = try tree.add(.image(width: 10, height: 4))
        let badge = try tree.add(.image(width: 2, height: 2))
        let stack = try tree.add(.vstack(alignment: .leading, spacing: 0))
        try tree.setChildren(of: stack, to: [top, view])
        try tree.apply(.gridCellColumns(2), to: view)
        try tree.apply(.horizontalAlignmentGuide(.leading, .function { _ in 3 }), to: view)
        try tree.apply(.overlay(badge, alignment: .topLeading), to: view)
        try tree.apply(.offset(x: 5, y: 1), to: view)
        return (tree, stack, top, view)
    }

    func testWhatNamesAModifierCannotChange() throws {
        let (tree, _, _, view) = try column()
        XCTAssertThrowsError(try tree.setModifier(.gridCellAnchor(.center), at: 0, of: view)) {
            XCTAssertEqual(($0 as? LayoutError)?.message, "modifier 0 of view #1 is gridCellColumns, not gridCellAnchor; a modifier's kind cannot change")
        }
        XCTAssertThrowsError(try tree.setModifier(.horizontalAlignmentGuide(.trailing, .function { _ in 3 }), at: 1, of: view)) {
            XCTAssertTrue(($0 as? LayoutError)?.message.hasSuffix("a modifier's kind cannot change") == true)
        }
        XCTAssertThrowsError(try tree.setModifier(.padding(EdgeInsets(1)), at: 2, of: view)) {
            XCTAssertEqual(($0 as? LayoutError)?.message, "modifier 2 of view #1 is an overlay, whose content cannot be replaced")
        }
        try tree.setModifier(.gridCellColumns(3), at: 0, of: view)
    }

    func testAGuideValueChangesInPlace() throws {
        let (tree, stack, top, view) = try column()
        XCTAssertEqual(try tree.layout(stack), Size(width: 23, height: 8))
        XCTAssertEqual(tree.frame(of: top), Rect(x: 3, y: 0, width: 20, height: 4))
        // The column placed the view at (0, 4); the offset at the end of its modifiers moves
        // it by (5, 1), its outer frame too.
        XCTAssertEqual(tree.outerFrame(of: view), Rect(x: 5, y: 5, width: 10, height: 4))
        XCTAssertEqual(tree.frame(of: view), Rect(x: 5, y: 5, width: 10, height: 4))

        try tree.setModifier(.horizontalAlignmentGuide(.leading, .function { _ in 7 }), at: 1, of: view)
        XCTAssertEqual(try tree.layout(stack), Size(width: 27, height: 8))
        XCTAssertEqual(tree.frame(of: top), Rect(x: 7, y: 0, width: 20, height: 4))
        XCTAssertEqual(tree.outerFrame(of: view), Rect(x: 5, y: 5, width: 10, height: 4))

        let explanation = try tree.explanation()
        let line = explanation.alignments[explanation[stack]!.aligns[0]]
        XCTAssertEqual(line.guide, "leading")
        XCTAssertEqual(line.members.map(\.value), [0, 7])
        XCTAssertEqual(line.members.map(\.source), [.default, .alignmentGuide])
        let steps = explanation[view]!.steps
        XCTAssertEqual(steps.map(\.kind), ["offset", "overlay", "alignmentGuide", "Image", "Image"])
        XCTAssertEqual(steps.map(\.guideValue), [nil, nil, 7, nil, nil])
    }
}
