/// `.environment(\\.layoutDirection, _)` (§12): its content is laid out in its direction. One
/// that changes the direction flips its content's leading and trailing spacing preferences
/// for the views around it.
enum LayoutDirectionRules: ModifierRules {
    static func messageName(_ node: Node) -> String { "environment(\\.layoutDirection)" }
    @inline(__always) static func childRightToLeft(_ node: Node, _ rightToLeft: Bool) -> Bool { node.isRightToLeft }

    @inline(__always) static func topDownFacts(_ node: Node, context: UInt16, rightToLeft: Bool) -> (own: UInt16, childContext: UInt16) { (node.isRightToLeft != rightToLeft ? PreparedTree.flipsDirection : 0, context) }
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
