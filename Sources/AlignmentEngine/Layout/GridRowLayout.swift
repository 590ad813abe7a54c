/// `GridRow`: a row of a grid. Its grid sizes and places it and its cells (`GridLayout`); the
/// row hands them on. Spacers in it are horizontal.
enum GridRowRules: ContainerRules {
    static var sizeCaching: AnswerCaching { .whenDeferredForThePass }
    static var guideCaching: AnswerCaching { .never }

    @inline(never) static func size(_ pass: LayoutPass, _ n: Int32, _ node: Node, _ p: Proposal) -> Size { pass.gridRowSize(n) }
    @inline(__always) static func priority(_ pass: LayoutPass, _ node: Node) -> Double? { 0 }

    @inline(never) static func placeChildren(_ pass: LayoutPass, _ n: Int32, _ node: Node, _ p: Proposal, _ s: Size,
                                             _ body: (Int32, Int32, Proposal, Size, Point) -> Void) {
        pass.forEachGridRowCell(n, node, body)
    }

    @inline(__always) static func topDownFacts(_ node: Node, context: UInt16, rightToLeft: Bool) -> (own: UInt16, childContext: UInt16) { (0, PreparedTree.spacerHorizontal) }
    static func bottomUpFacts(_ facts: StructureFacts, _ n: Int32, _ node: Node) -> UInt16 { facts.allChildren(node).explicit }
}

extension LayoutPass {
    /// The size of a grid row, which its grid worked out when it placed it.
    func gridRowSize(_ n: Int32) -> Size {
        guard let placed = gridRowPlacements[n] else {
            fail(LayoutError(.invalidTree, "\(describeView(n)) is a GridRow outside a Grid; a GridRow must be a child of a Grid",
                             view: viewID(containing: n)))
            return .zero
        }
        return placed.size
    }

    /// A row's cells where its grid placed them.
    func forEachGridRowCell(_ n: Int32, _ node: Node, _ body: (Int32, Int32, Proposal, Size, Point) -> Void) {
        guard let placed = gridRowPlacements[n] else { return }
        let grid = placedGrids[placed.grid]
        let y = gridRowTrack(grid.solution, placed.row).origin
        var i: Int32 = 0
        forEachGridCell(grid.solution, row: placed.row, gridGuide: grid.guide) { c, cp, cs, origin in
            body(i, c, cp, cs, Point(x: origin.x, y: origin.y - y))
            i += 1
        }
    }
}
