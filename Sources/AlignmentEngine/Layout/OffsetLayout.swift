/// `.offset(x:y:)` (params: x, y): moves the child's frames by (x, y); the modifier's size and
/// its parent's layout stay as they were.
enum OffsetRules: NodeLayout {
    static var sizeCaching: AnswerCaching { .whenDeferred }
    static var guideCaching: AnswerCaching { .whenDeferred }
    static var nestingCost: Int { 1 }

    static func size(_ pass: LayoutPass, _ n: Int32, _ node: Node, _ p: Proposal) -> Size { pass.size(pass.child(node), p) }
    static func explicit(_ pass: LayoutPass, _ n: Int32, _ node: Node, _ g: Int32, _ p: Proposal) -> Double? { pass.explicit(pass.child(node), g, p) }
    @inline(__always) static func priority(_ pass: LayoutPass, _ node: Node) -> Double? { nil }

    @inline(__always) static func placeChildren(_ pass: LayoutPass, _ n: Int32, _ node: Node, _ p: Proposal, _ s: Size,
                                                _ body: (Int32, Int32, Proposal, Size, Point) -> Void) {
        let c = pass.child(node)
        body(0, c, p, pass.size(c, p), Point(x: pass.params[node, .x], y: pass.params[node, .y]))
    }
    static func alignmentGuide(of node: Node, on axis: Axis) -> Int32? { nil }
    @inline(__always) static func childRightToLeft(_ node: Node, _ rightToLeft: Bool) -> Bool { rightToLeft }
    @inline(__always) static func willPlaceChildren(_ pass: LayoutPass, _ n: Int32, _ frame: Rect) {}
    @inline(__always) static func didPlace(_ pass: LayoutPass, _ n: Int32, _ proposal: Proposal, rightToLeft: Bool) {}

    @inline(__always) static func topDownFacts(_ node: Node, context: UInt16, rightToLeft: Bool) -> (own: UInt16, childContext: UInt16) { (0, context) }
    static func isRigid(_ facts: StructureFacts, _ n: Int32, _ node: Node) -> Bool { facts.childIsRigid(node) }
    static func bottomUpFacts(_ facts: StructureFacts, _ n: Int32, _ node: Node) -> UInt16 { facts.passedThrough(node) }

    static func explanationName(_ d: NodeDescription) -> String { "offset" }
    static func describe(_ d: NodeDescription) -> String { d.call(".offset", [d.arguments(["x", "y"], from: .x)]) }
}
