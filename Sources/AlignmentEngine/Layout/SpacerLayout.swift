/// `Spacer`: grows along its stack's axis from its minimum length (params: minLength or NaN
/// for the default spacing) and is 0 across it; outside a stack it grows on both axes (§8.2,
/// decision 14). It asks for zero spacing on the edges along its axis and has the lowest
/// priority.
enum SpacerRules: LeafRules {
    static var spacingPassesFrames: Bool { true }
    @inline(__always) static func size(_ pass: LayoutPass, _ n: Int32, _ node: Node, _ p: Proposal) -> Size { pass.spacerSize(n, node, p) }
    @inline(__always) static func priority(_ pass: LayoutPass, _ node: Node) -> Double? { -.infinity }

    @inline(__always) static func topDownFacts(_ node: Node, context: UInt16, rightToLeft: Bool) -> (own: UInt16, childContext: UInt16) { (context, context) }
    static func bottomUpFacts(_ facts: StructureFacts, _ n: Int32, _ node: Node) -> UInt16 {
        switch facts.info[n] & 3 {
        case PreparedTree.spacerHorizontal: return PreparedTree.zeroLeading | PreparedTree.zeroTrailing
        case PreparedTree.spacerVertical: return PreparedTree.zeroTop | PreparedTree.zeroBottom
        default: return PreparedTree.zeroAll
        }
    }

    static func describe(_ d: NodeDescription) -> String { d.param(.minLength).isNaN ? "Spacer()" : "Spacer(minLength: \(d.number(d.param(.minLength))))" }
}

extension LayoutPass {
    /// A spacer's size; sizes are never negative.
    func spacerSize(_ n: Int32, _ node: Node, _ p: Proposal) -> Size {
        let minLength = params[node, .minLength].isNaN ? Self.defaultSpacing : params[node, .minLength]
        func grow(_ proposed: Double) -> Double { max(proposed.isNaN ? minLength : max(proposed, minLength), 0) }
        switch info[n] & 3 {
        case PreparedTree.spacerHorizontal: return Size(width: grow(p.width), height: 0)
        case PreparedTree.spacerVertical: return Size(width: 0, height: grow(p.height))
        default: return Size(width: grow(p.width), height: grow(p.height))
        }
    }
}
