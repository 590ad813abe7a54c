/// `.overlay` and `.background` (§8.7): the modifier is its primary view (child 0); the content
/// (child 1) is proposed the primary's size and aligned with it on both guides.
enum OverlayRules: NodeLayout {
    static var sizeCaching: AnswerCaching { .whenDeferred }
    static var guideCaching: AnswerCaching { .whenDeferred }
    static var nestingCost: Int { 1 }

    static func size(_ pass: LayoutPass, _ n: Int32, _ node: Node, _ p: Proposal) -> Size { pass.size(pass.child(node), p) }
    static func explicit(_ pass: LayoutPass, _ n: Int32, _ node: Node, _ g: Int32, _ p: Proposal) -> Double? { pass.explicit(pass.child(node), g, p) }
    @inline(__always) static func priority(_ pass: LayoutPass, _ node: Node) -> Double? { nil }

    @inline(__always) static func placeChildren(_ pass: LayoutPass, _ n: Int32, _ node: Node, _ p: Proposal, _ s: Size,
                                                _ body: (Int32, Int32, Proposal, Size, Point) -> Void) {
        let primary = pass.child(node), content = pass.child(node, 1)
        body(0, primary, p, s, .zero)
        let proposal = Proposal(s)
        let cs = pass.size(content, proposal)
        let x = pass.guideValue(primary, node.horizontalGuide, p, s) - pass.guideValue(content, node.horizontalGuide, proposal, cs)
        let y = pass.guideValue(primary, node.verticalGuide, p, s) - pass.guideValue(content, node.verticalGuide, proposal, cs)
        body(1, content, proposal, cs, Point(x: x, y: y))
    }
    static func alignmentGuide(of node: Node, on axis: Axis) -> Int32? { axis == .horizontal ? node.horizontalGuide : node.verticalGuide }
    @inline(__always) static func childRightToLeft(_ node: Node, _ rightToLeft: Bool) -> Bool { rightToLeft }
    @inline(__always) static func willPlaceChildren(_ pass: LayoutPass, _ n: Int32, _ frame: Rect) {}
    @inline(__always) static func didPlace(_ pass: LayoutPass, _ n: Int32, _ proposal: Proposal, rightToLeft: Bool) {}

    @inline(__always) static func topDownFacts(_ node: Node, context: UInt16, rightToLeft: Bool) -> (own: UInt16, childContext: UInt16) { (0, context) }
    static func isRigid(_ facts: StructureFacts, _ n: Int32, _ node: Node) -> Bool { facts.childIsRigid(node) }
    static func bottomUpFacts(_ facts: StructureFacts, _ n: Int32, _ node: Node) -> UInt16 { facts.passedThrough(node) }

    static func explanationName(_ d: NodeDescription) -> String { d.node.kind == .overlay ? "overlay" : "background" }
    static func describe(_ d: NodeDescription) -> String { ".\(explanationName(d))(\(d.childViewName(1)), \(d.alignment))" }
}
