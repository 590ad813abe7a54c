/// `.fixedSize(horizontal:vertical:)` (§8.4): proposes nil (the ideal size) on its axes; the
/// modifier is as large as its child, which sits at its origin. Fixed on both axes it is
/// rigid.
enum FixedSizeRules: ModifierRules {
    static func size(_ pass: LayoutPass, _ n: Int32, _ node: Node, _ p: Proposal) -> Size { pass.size(pass.child(node), proposal(node, p)) }
    static func explicit(_ pass: LayoutPass, _ n: Int32, _ node: Node, _ g: Int32, _ p: Proposal) -> Double? { pass.explicit(pass.child(node), g, proposal(node, p)) }
    static func onlyChildProposal(_ pass: LayoutPass, _ n: Int32, _ node: Node, _ p: Proposal) -> Proposal? { proposal(node, p) }

    @inline(__always) static func placeChildren(_ pass: LayoutPass, _ n: Int32, _ node: Node, _ p: Proposal, _ s: Size,
                                                _ body: (Int32, Int32, Proposal, Size, Point) -> Void) {
        body(0, pass.child(node), proposal(node, p), s, .zero)
    }

    static func isRigid(_ facts: StructureFacts, _ n: Int32, _ node: Node) -> Bool { node.fixedAxes == [.horizontal, .vertical] || facts.childIsRigid(node) }

    static func explanationName(_ d: NodeDescription) -> String { "fixedSize" }
    static func describe(_ d: NodeDescription) -> String { ".fixedSize(horizontal: \(d.node.fixedAxes.contains(.horizontal)), vertical: \(d.node.fixedAxes.contains(.vertical)))" }

    /// The child's proposal: nil on the fixed axes.
    @inline(__always) static func proposal(_ node: Node, _ p: Proposal) -> Proposal {
        Proposal(width: node.fixedAxes.contains(.horizontal) ? .nan : p.width, height: node.fixedAxes.contains(.vertical) ? .nan : p.height)
    }
}
