/// `GridRow`: a row of a grid. Its grid sizes and places it and its cells (`GridLayout`); the
/// row hands them on. Spacers in it are horizontal.
enum GridRowRules: NodeLayout {
    static var sizeCaching: AnswerCaching { .whenDeferredForThePass }
    static var guideCaching: AnswerCaching { .never }
    static var nestingCost: Int { 1 }
    static var answersCanBeCompared: Bool { true }
    static var asksHostForSpacing: Bool { false }
    static func messageName(_ node: Node) -> String { "\(node.kind)" }
    static var onlyMovesItsView: Bool { false }
    static var spacingPassesFrames: Bool { false }
    static func guideItSets(_ node: Node) -> Int32? { nil }
    static func isSameModifier(_ node: Node, as other: Node) -> Bool { true }
    static var isRelativeFrameContainer: Bool { false }
    static var infiniteProposals: InfiniteProposals { .never }
    static var rigidityFollowsAnswers: Bool { false }

    @inline(never) static func size(_ pass: LayoutPass, _ n: Int32, _ node: Node, _ p: Proposal) -> Size { pass.gridRowSize(n) }
    static func explicit(_ pass: LayoutPass, _ n: Int32, _ node: Node, _ g: Int32, _ p: Proposal) -> Double? { nil }
    @inline(__always) static func priority(_ pass: LayoutPass, _ node: Node) -> Double? { 0 }
    static func onlyChildProposal(_ pass: LayoutPass, _ n: Int32, _ node: Node, _ p: Proposal) -> Proposal? { nil }

    @inline(never) static func placeChildren(_ pass: LayoutPass, _ n: Int32, _ node: Node, _ p: Proposal, _ s: Size,
                                             _ body: (Int32, Int32, Proposal, Size, Point) -> Void) {
        pass.forEachGridRowCell(n, node, body)
    }
    static func alignmentGuide(of node: Node, on axis: Axis) -> Int32? { nil }
    @inline(__always) static func childRightToLeft(_ node: Node, _ rightToLeft: Bool) -> Bool { rightToLeft }
    @inline(__always) static func willPlaceChildren(_ pass: LayoutPass, _ n: Int32, _ frame: Rect) {}
    @inline(__always) static func didPlace(_ pass: LayoutPass, _ n: Int32, _ proposal: Proposal, rightToLeft: Bool) {}

    @inline(__always) static func topDownFacts(_ node: Node, context: UInt16, rightToLeft: Bool) -> (own: UInt16, childContext: UInt16) { (0, PreparedTree.spacerHorizontal) }
    static func isRigid(_ facts: StructureFacts, _ n: Int32, _ node: Node) -> Bool { false }
    static func bottomUpFacts(_ facts: StructureFacts, _ n: Int32, _ node: Node) -> UInt16 { facts.allChildren(node).explicit }

    static func explanationName(_ d: NodeDescription) -> String { d.viewName }
    static func describe(_ d: NodeDescription) -> String { d.viewName }
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
