import XCTest
@testable import AlignmentEngine

/// Trees far deeper than any call stack allows for naive recursion.
final class DeepTreeTests: XCTestCase {
    /// The benchmark's `deep` shape: alternating single-child stacks with `.padding(1)`.
    static func deepChain(_ tree: LayoutTree, levels: Int) throws -> ViewID {
        var current = try tree.add(.image(width: 20, height: 10))
        let horizontal: [VerticalAlignment] = [.top, .center, .bottom]
        let vertical: [HorizontalAlignment] = [.leading, .center, .trailing]
        for level in 0..<levels {
            let stack = try tree.add(level % 2 == 0 ? .hstack(alignment: horizontal[level % 3], spacing: 8) : .vstack(alignment: vertical[level % 3], spacing: 8))
            try tree.setChildren(of: stack, to: [current])
            try tree.apply(.padding(EdgeInsets(1)), to: stack)
            current = stack
        }
        return current
    }

    func testHundredThousandLevelsLayOutWithoutOverflowingTheStack() throws {
        let tree = LayoutTree()
        let root = try Self.deepChain(tree, levels: 100_000)
        let size = try tree.layout(root)
        assertSize(size, 20 + 200_000, 10 + 200_000)
        XCTAssertEqual(tree.frame(of: ViewID(0)), Rect(x: 100_000, y: 100_000, width: 20, height: 10))
        // And again with a concrete proposal, right to left.
        assertSize(try tree.layout(root, proposal: ProposedViewSize(size), direction: .rightToLeft), 20 + 200_000, 10 + 200_000)
        XCTAssertEqual(tree.frame(of: ViewID(0)), Rect(x: 100_000, y: 100_000, width: 20, height: 10))
    }
}
