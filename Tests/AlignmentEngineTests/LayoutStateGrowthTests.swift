import XCTest
@testable import AlignmentEngine

/// Decisions, "Cold path" item 21: a large tree's per-node layout state grows with its nodes as
/// it is built. Frames stay right across the first layout (which does not write the frames
/// again), a failed one, views added after a layout and views no layout reaches.
final class LayoutStateGrowthTests: XCTestCase {
    /// Adds `count` rows of a 20 x 10 image and a Color in a frame 10 high to `tree`.
    private func rows(_ count: Int, in tree: LayoutTree) throws -> [ViewID] {
        try (0..<count).map { _ in
            let image = try tree.add(.image(width: 20, height: 10))
            let color = try tree.add(.shape(.color))
            try tree.apply(.frame(width: nil, height: 10), to: color)
            let row = try tree.add(.hstack(alignment: .center, spacing: 0))
            try tree.setChildren(of: row, to: [image, color])
            return row
        }
    }

    func testFramesOfALargeTreeBeforeAndAfterItGrows() throws {
        let tree = LayoutTree()
        var rows = try rows(1_000, in: tree)
        let stray = try tree.add(.image(width: 5, height: 5))
        let column = try tree.add(.vstack(alignment: .leading, spacing: 0))
        try tree.setChildren(of: column, to: rows)
        XCTAssertGreaterThan(tree.nodes.count, 2 * LayoutTree.layoutStateChunk)
        XCTAssertGreaterThanOrEqual(tree.lastLayout.frames.count, tree.nodes.count)

        let size = try tree.layout(column, proposal: ProposedViewSize(width: 100, height: nil))
        XCTAssertEqual(size, Size(width: 100, height: 10_000))
        XCTAssertEqual(tree.lastLayout.frames.count, tree.nodes.count)
        XCTAssertEqual(tree.frame(of: rows[999]), Rect(x: 0, y: 9_990, width: 100, height: 10))
        XCTAssertEqual(tree.frame(of: try tree.children(of: rows[999])[1]), Rect(x: 20, y: 9_990, width: 80, height: 10))
        // A view outside the root's subtree is not placed.
        XCTAssertNil(tree.frame(of: stray))

        // More rows after a layout: the state grows again, the next layout is cold.
        rows += try self.rows(600, in: tree)
        try tree.setChildren(of: column, to: rows)
        _ = try tree.layout(column, proposal: ProposedViewSize(width: 50, height: nil))
        XCTAssertEqual(tree.frame(of: rows[1_599]), Rect(x: 0, y: 15_990, width: 50, height: 10))
        XCTAssertEqual(tree.frame(of: try tree.children(of: rows[1_599])[1]), Rect(x: 20, y: 15_990, width: 30, height: 10))
        XCTAssertNil(tree.frame(of: stray))
    }

    func testAFailedLayoutLeavesNoFramesAndTheNextPlacesAll() throws {
        let tree = LayoutTree()
        let rows = try rows(700, in: tree)
        // Two images whose widths add up past the largest finite number: the layout fails.
        let huge = try (0..<2).map { _ in try tree.add(.image(width: 1e308, height: 10)) }
        let overflowing = try tree.add(.hstack(alignment: .center, spacing: 0))
        try tree.setChildren(of: overflowing, to: huge)
        let column = try tree.add(.vstack(alignment: .leading, spacing: 0))
        try tree.setChildren(of: column, to: rows + [overflowing])
        XCTAssertThrowsError(try tree.layout(column, proposal: ProposedViewSize(width: 60, height: nil)))
        XCTAssertNil(tree.frame(of: rows[0]))
        XCTAssertTrue(tree.lastLayout.frames.count >= tree.nodes.count && (0..<tree.nodes.count).allSatisfy { tree.lastLayout.frames[$0].x.isNaN })
        try tree.setImageSize(of: huge[1], width: 20, height: 10)
        try tree.setImageSize(of: huge[0], width: 20, height: 10)
        _ = try tree.layout(column, proposal: ProposedViewSize(width: 60, height: nil))
        XCTAssertEqual(tree.frame(of: rows[699]), Rect(x: 0, y: 6_990, width: 60, height: 10))
        XCTAssertEqual(tree.frame(of: huge[1]), Rect(x: 20, y: 7_000, width: 20, height: 10))
    }
}
