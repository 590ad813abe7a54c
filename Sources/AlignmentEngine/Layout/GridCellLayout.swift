/// The grid cell modifiers (`gridCellColumns`, `gridColumnAlignment`, `gridCellAnchor`,
/// `gridCellUnsizedAxes`): read by the cell's grid (`gridCellTraits`); in layout they pass
/// everything through.
enum GridCellRules: NodeLayout {
    static var sizeCaching: AnswerCaching { .whenDeferred }
    static var guideCaching: AnswerCaching { .whenDeferred }
    static var nestingCost: Int { 1 }

    static func size(_ pass: LayoutPass, _ n: Int32, _ node: Node, _ p: Proposal) -> Size { pass.size(pass.child(node), p) }
    static func explicit(_ pass: LayoutPass, _ n: Int32, _ node: Node, _ g: Int32, _ p: Proposal) -> Double? { pass.explicit(pass.child(node), g, p) }
    @inline(__always) static func priority(_ pass: LayoutPass, _ node: Node) -> Double? { nil }

    @inline(__always) static func placeChildren(_ pass: LayoutPass, _ n: Int32, _ node: Node, _ p: Proposal, _ s: Size,
                                                _ body: (Int32, Int32, Proposal, Size, Point) -> Void) {
        body(0, pass.child(node), p, s, .zero)
    }
    static func alignmentGuide(of node: Node, on axis: Axis) -> Int32? { nil }
    @inline(__always) static func childRightToLeft(_ node: Node, _ rightToLeft: Bool) -> Bool { rightToLeft }
    @inline(__always) static func willPlaceChildren(_ pass: LayoutPass, _ n: Int32, _ frame: Rect) {}
    @inline(__always) static func didPlace(_ pass: LayoutPass, _ n: Int32, _ proposal: Proposal, rightToLeft: Bool) {}

    @inline(__always) static func topDownFacts(_ node: Node, context: UInt16, rightToLeft: Bool) -> (own: UInt16, childContext: UInt16) { (0, context) }
    static func isRigid(_ facts: StructureFacts, _ n: Int32, _ node: Node) -> Bool { facts.childIsRigid(node) }
    static func bottomUpFacts(_ facts: StructureFacts, _ n: Int32, _ node: Node) -> UInt16 { facts.passedThrough(node) }

    static func explanationName(_ d: NodeDescription) -> String { d.viewName }
    static func describe(_ d: NodeDescription) -> String { d.viewName }
}
