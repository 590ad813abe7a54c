/// `.environment(\\.layoutDirection, _)` (§12): its content is laid out in its direction. One
/// that changes the direction flips its content's leading and trailing spacing preferences
/// for the views around it.
enum LayoutDirectionRules: NodeLayout {
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
    @inline(__always) static func childRightToLeft(_ node: Node, _ rightToLeft: Bool) -> Bool { node.isRightToLeft }
    @inline(__always) static func willPlaceChildren(_ pass: LayoutPass, _ n: Int32, _ frame: Rect) {}
    @inline(__always) static func didPlace(_ pass: LayoutPass, _ n: Int32, _ proposal: Proposal, rightToLeft: Bool) {}

    @inline(__always) static func topDownFacts(_ node: Node, context: UInt16, rightToLeft: Bool) -> (own: UInt16, childContext: UInt16) { (node.isRightToLeft != rightToLeft ? PreparedTree.flipsDirection : 0, context) }
    static func isRigid(_ facts: StructureFacts, _ n: Int32, _ node: Node) -> Bool { facts.childIsRigid(node) }
    static func bottomUpFacts(_ facts: StructureFacts, _ n: Int32, _ node: Node) -> UInt16 {
        var bits = facts.passedThrough(node)
        if facts.info[n] & PreparedTree.flipsDirection != 0 {
            let leading = bits & PreparedTree.zeroLeading, trailing = bits & PreparedTree.zeroTrailing
            bits = (bits & ~(PreparedTree.zeroLeading | PreparedTree.zeroTrailing)) | (leading << 1) | (trailing >> 1)
        }
        return bits | PreparedTree.flipsDirection & facts.info[n]
    }

    static func explanationName(_ d: NodeDescription) -> String { "layoutDirection" }
    static func describe(_ d: NodeDescription) -> String { ".environment(\\.layoutDirection, \(d.node.isRightToLeft ? "rightToLeft" : "leftToRight"))" }
}
