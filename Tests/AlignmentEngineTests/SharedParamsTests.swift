import XCTest
@testable import AlignmentEngine

/// Parameter runs shared between nodes (`LayoutTree+Params.swift`): equal numbers
/// are stored once, and a change in place copies a shared run first, so every other node
/// keeps its numbers, inside an atomic change that fails or not.
final class SharedParamsTests: XCTestCase {
    /// A column, 0 apart, of two 10 x 10 images, each inside `.padding(1)`.
    private func paddedColumn() throws -> (tree: LayoutTree, stack: ViewID, a: ViewID, b: ViewID) {
        let tree = LayoutTree()
        let a = try tree.add(.image(width: 10, height: 10))
        try tree.apply(.padding(EdgeInsets(1)), to: a)
        let b = try tree.add(.image(width: 10, height: 10))
        try tree.apply(.padding(EdgeInsets(1)), to: b)
        let stack = try tree.add(.vstack(alignment: .leading, spacing: 0))
        try tree.setChildren(of: stack, to: [a, b])
        return (tree, stack, a, b)
    }

    private func paddingNode(_ tree: LayoutTree, _ view: ViewID) -> Node { tree.nodes[tree.views[Int(view.index)].outer] }
    private func sharesParams(_ tree: LayoutTree, _ view: ViewID) -> Bool { tree.sharedParamRuns.contains(paddingNode(tree, view).param) }

    func testEqualNumbersAreStoredOnce() throws {
        let (tree, stack, a, b) = try paddedColumn()
        // One run for both images (10, 10), one for both paddings, one for the spacing.
        XCTAssertEqual(tree.params.count, 2 + 4 + 1)
        XCTAssertEqual(paddingNode(tree, a).param, paddingNode(tree, b).param)
        XCTAssertTrue(sharesParams(tree, a) && sharesParams(tree, b))
        try tree.layout(stack)
        XCTAssertEqual(tree.outerFrame(of: a), Rect(x: 0, y: 0, width: 12, height: 12))
        XCTAssertEqual(tree.outerFrame(of: b), Rect(x: 0, y: 12, width: 12, height: 12))
        XCTAssertEqual(tree.frame(of: b), Rect(x: 1, y: 13, width: 10, height: 10))
        // Different numbers, or a kind between equal ones of another kind, get a run of their own.
        let c = try tree.add(.image(width: 10, height: 11))
        try tree.apply(.padding(EdgeInsets(top: 1, leading: 1, bottom: 1, trailing: 2)), to: c)
        XCTAssertEqual(tree.params.count, 7 + 2 + 4)
        XCTAssertFalse(sharesParams(tree, c))
    }

    func testAChangeInPlaceLeavesTheOtherNodesNumbers() throws {
        let (tree, stack, a, b) = try paddedColumn()
        try tree.layout(stack)
        // The node that made the run changes, then the one that shared it.
        try tree.setModifier(.padding(EdgeInsets(3)), at: 0, of: a)
        try tree.layout(stack)
        XCTAssertEqual(tree.outerFrame(of: a), Rect(x: 0, y: 0, width: 16, height: 16))
        XCTAssertEqual(tree.outerFrame(of: b), Rect(x: 0, y: 16, width: 12, height: 12))
        try tree.setModifier(.padding(EdgeInsets(2)), at: 0, of: b)
        try tree.layout(stack)
        XCTAssertEqual(tree.outerFrame(of: a), Rect(x: 0, y: 0, width: 16, height: 16))
        XCTAssertEqual(tree.outerFrame(of: b), Rect(x: 0, y: 16, width: 14, height: 14))
        // Images and stacks too: their numbers are shared the same way.
        try tree.setImageSize(of: a, width: 4, height: 4)
        try tree.layout(stack)
        XCTAssertEqual(tree.frame(of: a), Rect(x: 3, y: 3, width: 4, height: 4))
        XCTAssertEqual(tree.frame(of: b), Rect(x: 2, y: 12, width: 10, height: 10))
        let rows = try (0..<2).map { _ in try tree.add(.hstack(spacing: 5)) }
        let leaves = try (0..<4).map { _ in try tree.add(.image(width: 1, height: 1)) }
        try tree.setChildren(of: rows[0], to: Array(leaves[0..<2]))
        try tree.setChildren(of: rows[1], to: Array(leaves[2..<4]))
        try tree.setSpacing(2, of: rows[1])
        try tree.layout(rows[0])
        XCTAssertEqual(tree.frame(of: leaves[1])?.x, 6)
        try tree.layout(rows[1])
        XCTAssertEqual(tree.frame(of: leaves[3])?.x, 3)
    }

    /// Inside an atomic change that fails, a change in place that copied a shared run is
    /// undone with the copy: the node reads its numbers from before; the other node keeps
    /// its own, and a node added inside the change (sharing a run) is gone without a trace.
    /// The last layout no longer stands (the change was noted), and the next one answers
    /// the frames from before.
    func testAChangeInPlaceInsideAFailingAtomicChange() throws {
        let (tree, stack, a, b) = try paddedColumn()
        try tree.layout(stack)
        let paramsBefore = tree.params.count
        struct Stop: Error {}
        XCTAssertThrowsError(try tree.performAtomically {
            try tree.setModifier(.padding(EdgeInsets(4)), at: 0, of: b)
            XCTAssertFalse(sharesParams(tree, b))
            let c = try tree.add(.image(width: 10, height: 10))
            try tree.apply(.padding(EdgeInsets(1)), to: c)
            XCTAssertTrue(sharesParams(tree, c))
            throw Stop()
        })
        XCTAssertEqual(tree.viewCount, 3)
        XCTAssertEqual(tree.params.count, paramsBefore)
        XCTAssertEqual(paddingNode(tree, a).param, paddingNode(tree, b).param)
        XCTAssertTrue(sharesParams(tree, a) && sharesParams(tree, b))
        XCTAssertFalse(tree.layoutStands(stack, proposal: .unspecified, direction: .leftToRight))
        try tree.layout(stack)
        XCTAssertEqual(tree.outerFrame(of: a), Rect(x: 0, y: 0, width: 12, height: 12))
        XCTAssertEqual(tree.outerFrame(of: b), Rect(x: 0, y: 12, width: 12, height: 12))
        // A change that succeeds keeps everything; a later one writes b's own run in place.
        try tree.performAtomically { try tree.setModifier(.padding(EdgeInsets(1)), at: 0, of: a) }
        try tree.setModifier(.padding(EdgeInsets(5)), at: 0, of: b)
        XCTAssertEqual(tree.params.count, paramsBefore + 8)
        try tree.layout(stack)
        XCTAssertEqual(tree.outerFrame(of: a), Rect(x: 0, y: 0, width: 12, height: 12))
        XCTAssertEqual(tree.outerFrame(of: b), Rect(x: 0, y: 12, width: 20, height: 20))
        try tree.setModifier(.padding(EdgeInsets(6)), at: 0, of: b)
        XCTAssertEqual(tree.params.count, paramsBefore + 8)
    }

    /// A failing atomic change that shared a run with a node made before it leaves that node
    /// as it was: not sharing, so its next change in place writes its run without a copy.
    func testAFailingAtomicChangeForgetsTheSharing() throws {
        let tree = LayoutTree()
        let a = try tree.add(.image(width: 10, height: 10))
        try tree.apply(.padding(EdgeInsets(1)), to: a)
        struct Stop: Error {}
        XCTAssertThrowsError(try tree.performAtomically {
            let b = try tree.add(.image(width: 10, height: 10))
            try tree.apply(.padding(EdgeInsets(1)), to: b)
            throw Stop()
        })
        XCTAssertFalse(sharesParams(tree, a))
        // The hints are dropped: the next padding of 1 starts a run of its own.
        let c = try tree.add(.image(width: 10, height: 10))
        try tree.apply(.padding(EdgeInsets(1)), to: c)
        XCTAssertNotEqual(paddingNode(tree, c).param, paddingNode(tree, a).param)
        let count = tree.params.count
        try tree.setModifier(.padding(EdgeInsets(2)), at: 0, of: a)
        XCTAssertEqual(tree.params.count, count)
        try tree.layout(a)
        XCTAssertEqual(tree.outerFrame(of: a), Rect(x: 0, y: 0, width: 14, height: 14))
        try tree.layout(c)
        XCTAssertEqual(tree.outerFrame(of: c), Rect(x: 0, y: 0, width: 12, height: 12))
    }

    /// A core node keeps its view's type in five flag bits (a control's record keeps its
    /// control's): every other type fits, and a view's modifiers and overlay content are found
    /// from the nodes.
    func testViewRecordsAreFoundFromTheNodes() throws {
        XCTAssertLessThan(ViewType.allCases.filter { $0.control == nil }.count, 31)
        XCTAssertTrue(ViewType.allCases.filter { $0.control == nil }.allSatisfy { $0.rawValue < 30 })
        XCTAssertEqual(MemoryLayout<ViewRecord>.stride, 16)
        XCTAssertEqual(MemoryLayout<Node>.stride, 24)
        let tree = LayoutTree()
        let views = try ViewType.allCases.map { type -> ViewID in
            switch type {
            case .hstack: try tree.add(.hstack())
            case .color, .rectangle, .roundedRectangle, .capsule, .ellipse: try tree.add(.shape(type))
            default: try tree.add(.image(width: 1, height: 1, resizable: true))
            }
        }
        XCTAssertEqual(try tree.type(of: views[0]), .hstack)
        for (view, type) in zip(views, ViewType.allCases) where [.color, .rectangle, .roundedRectangle, .capsule, .ellipse].contains(type) {
            XCTAssertEqual(try tree.type(of: view), type)
        }
        let image = views[ViewType.allCases.firstIndex(of: .image)!]
        XCTAssertTrue(tree.nodes[tree.views[Int(image.index)].core].isResizable)
        let badge = try tree.add(.circle)
        try tree.apply(.padding(EdgeInsets(1)), to: views[0])
        try tree.apply(.overlay(badge, alignment: .center), to: views[0])
        try tree.apply(.offset(x: 1, y: 0), to: views[0])
        try tree.setChildren(of: views[0], to: [views[1]])
        let stack = tree.views[Int(views[0].index)]
        XCTAssertEqual(tree.modifierCount(of: stack), 3)
        XCTAssertEqual(tree.contentModifierIndex(of: tree.views[Int(badge.index)]), 1)
        XCTAssertNil(tree.contentModifierIndex(of: tree.views[Int(views[1].index)]))
        XCTAssertEqual(try tree.children(of: views[0]), [views[1]])
        XCTAssertEqual(try tree.type(of: badge), .circle)
    }

    /// A failing atomic change puts back the numbers it changed in place in runs of their
    /// own (a spacing, an image's size, a modifier's), and a change it cannot undo (a text's
    /// string) leaves the last layout no longer standing: the next layout answers the tree
    /// as it is, never the frames from before the change.
    func testAFailingAtomicChangeUndoesNumbersAndNeverAnswersStaleFrames() throws {
        let tree = LayoutTree()
        let image = try tree.add(.image(width: 10, height: 10))
        try tree.apply(.padding(EdgeInsets(2)), to: image)
        let text = try tree.add(.text(TextContent("Hi")))
        let stack = try tree.add(.vstack(alignment: .leading, spacing: 3))
        try tree.setChildren(of: stack, to: [image, text])
        try tree.layout(stack)
        XCTAssertEqual(tree.outerFrame(of: image), Rect(x: 0, y: 0, width: 14, height: 14))
        let textBefore = try XCTUnwrap(tree.frame(of: text))
        XCTAssertEqual(textBefore.y, 17)
        struct Stop: Error {}
        XCTAssertThrowsError(try tree.performAtomically {
            try tree.setSpacing(20, of: stack)
            try tree.setImageSize(of: image, width: 30, height: 40)
            try tree.setModifier(.padding(EdgeInsets(9)), at: 0, of: image)
            throw Stop()
        })
        try tree.layout(stack)
        XCTAssertEqual(tree.outerFrame(of: image), Rect(x: 0, y: 0, width: 14, height: 14))
        XCTAssertEqual(tree.frame(of: text), textBefore)
        // A text's string is not undone: the layout after the failed change shows it.
        XCTAssertThrowsError(try tree.performAtomically {
            try tree.setText("Hello, world", of: text)
            throw Stop()
        })
        XCTAssertFalse(tree.layoutStands(stack, proposal: .unspecified, direction: .leftToRight))
        try tree.layout(stack)
        let fresh = LayoutTree()
        let alone = try fresh.add(.text(TextContent("Hello, world")))
        try fresh.layout(alone)
        XCTAssertEqual(tree.frame(of: text)?.size, fresh.frame(of: alone)?.size)
        XCTAssertGreaterThan(try XCTUnwrap(tree.frame(of: text)).width, textBefore.width)
    }
}
