import XCTest
@testable import AlignmentEngine

/// Stacks of one child: solved without scratch space, and placed without asking
/// a rigid child again when the stack's own size tells the child's (`onlyChildSize`), or
/// asking it when it does not (an empty stack, a guide value the child sets, a flexible
/// child).
final class OneChildStackTests: XCTestCase {
    /// A trailing column of a one-child HStack around `content`, over a 30 x 1 image.
    private func column(_ tree: LayoutTree, _ content: ViewID, alignment: VerticalAlignment) throws -> (root: ViewID, stack: ViewID) {
        let stack = try tree.add(.hstack(alignment: alignment, spacing: 8))
        try tree.setChildren(of: stack, to: [content])
        let bar = try tree.add(.image(width: 30, height: 1))
        let root = try tree.add(.vstack(alignment: .trailing, spacing: 0))
        try tree.setChildren(of: root, to: [stack, bar])
        return (root, stack)
    }

    func testARigidChildIsPlacedAtTheStacksSizeOnEveryGuide() throws {
        for alignment in [VerticalAlignment.top, .center, .bottom, .firstTextBaseline, .lastTextBaseline] {
            let tree = LayoutTree()
            let image = try tree.add(.image(width: 7, height: 3))
            try tree.apply(.padding(EdgeInsets(top: 1, leading: 2, bottom: 0, trailing: 0)), to: image)
            let (root, stack) = try column(tree, image, alignment: alignment)
            assertSize(try tree.layout(root), 30, 5)
            XCTAssertEqual(tree.frame(of: stack), Rect(x: 21, y: 0, width: 9, height: 4))
            XCTAssertEqual(tree.outerFrame(of: image), Rect(x: 21, y: 0, width: 9, height: 4))
            XCTAssertEqual(tree.frame(of: image), Rect(x: 23, y: 1, width: 7, height: 3))
            // Proposed a width, the stack is placed the same (its child is rigid).
            assertSize(try tree.layout(root, proposal: ProposedViewSize(width: 100, height: 100)), 30, 5)
            XCTAssertEqual(tree.frame(of: image), Rect(x: 23, y: 1, width: 7, height: 3))
        }
    }

    func testAChildTheStacksSizeDoesNotTellIsAsked() throws {
        // Empty across: a negative padding makes the child 0 x 0 (its image sticks out).
        var tree = LayoutTree()
        let image = try tree.add(.image(width: 4, height: 4))
        try tree.apply(.padding(EdgeInsets(-3)), to: image)
        var (root, stack) = try column(tree, image, alignment: .center)
        assertSize(try tree.layout(root), 30, 1)
        XCTAssertEqual(tree.frame(of: stack), Rect(x: 30, y: 0, width: 0, height: 0))
        XCTAssertEqual(tree.frame(of: image), Rect(x: 27, y: -3, width: 4, height: 4))
        // A guide value the child sets: the stack reaches from it to the child's bottom.
        tree = LayoutTree()
        let marked = try tree.add(.image(width: 10, height: 10))
        try tree.apply(.verticalAlignmentGuide(.center, .function { _ in 15 }), to: marked)
        (root, stack) = try column(tree, marked, alignment: .center)
        assertSize(try tree.layout(root), 30, 16)
        XCTAssertEqual(tree.frame(of: stack), Rect(x: 20, y: 0, width: 10, height: 15))
        XCTAssertEqual(tree.frame(of: marked), Rect(x: 20, y: 0, width: 10, height: 10))
        // A flexible child is proposed the stack's height when placed.
        tree = LayoutTree()
        let color = try tree.add(.shape(.color))
        try tree.apply(.frame(width: 6, height: nil), to: color)
        (root, stack) = try column(tree, color, alignment: .bottom)
        assertSize(try tree.layout(root, proposal: ProposedViewSize(width: nil, height: 50)), 30, 50)
        XCTAssertEqual(tree.frame(of: stack), Rect(x: 24, y: 0, width: 6, height: 49))
        XCTAssertEqual(tree.frame(of: color), Rect(x: 24, y: 0, width: 6, height: 49))
    }

    /// A deep chain's leaf and root, placed level by level from the stacks' own sizes.
    func testADeepChainOfOneChildStacks() throws {
        let tree = LayoutTree()
        let root = try DeepTreeTests.deepChain(tree, levels: 300)
        assertSize(try tree.layout(root), 620, 610)
        XCTAssertEqual(tree.frame(of: ViewID(0)), Rect(x: 300, y: 300, width: 20, height: 10))
        XCTAssertEqual(tree.frame(of: root), Rect(x: 1, y: 1, width: 618, height: 608))
        assertSize(try tree.layout(root, proposal: ProposedViewSize(width: 1, height: nil), direction: .rightToLeft), 620, 610)
        XCTAssertEqual(tree.frame(of: ViewID(0)), Rect(x: 300, y: 300, width: 20, height: 10))
    }
}
