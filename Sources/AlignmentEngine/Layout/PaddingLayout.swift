/// `.padding(_:)` (§8.5; params: top, leading, bottom, trailing): proposes the proposal less
/// the insets and puts the child inside them; an edge with padding no longer asks for zero
/// spacing.
enum PaddingRules: ModifierRules {
    static func size(_ pass: LayoutPass, _ n: Int32, _ node: Node, _ p: Proposal) -> Size {
        let proposal = childProposal(pass, node, p)
        // Negative insets can take a finite proposal past the largest finite number.
        if proposal.width == .infinity && p.width < .infinity || proposal.height == .infinity && p.height < .infinity {
            pass.failOverflow(n, "cannot propose \(p.proposedViewSize) less its insets to its content: that is more than the largest finite number")
            return .zero
        }
        let s = pass.size(pass.child(node), proposal)
        let horizontal = pass.params[node, .leading] + pass.params[node, .trailing]
        let vertical = pass.params[node, .top] + pass.params[node, .bottom]
        let padded = Size(width: max(0, s.width + horizontal), height: max(0, s.height + vertical))
        // Large insets can take a finite content past the largest finite number.
        if padded.width == .infinity && s.width < .infinity || padded.height == .infinity && s.height < .infinity {
            failOverflow(pass, n, s)
            return .zero
        }
        return padded
    }
    @inline(never) private static func failOverflow(_ pass: LayoutPass, _ n: Int32, _ content: Size) {
        pass.failOverflow(n, "cannot add its insets to its content's size \(content): that is more than the largest finite number")
    }

    static func explicit(_ pass: LayoutPass, _ n: Int32, _ node: Node, _ g: Int32, _ p: Proposal) -> Double? {
        guard let value = pass.explicit(pass.child(node), g, childProposal(pass, node, p)) else { return nil }
        return value + (pass.guideIsHorizontal(g) ? pass.params[node, .leading] : pass.params[node, .top])
    }

    @inline(__always) static func placeChildren(_ pass: LayoutPass, _ n: Int32, _ node: Node, _ p: Proposal, _ s: Size,
                                                _ body: (Int32, Int32, Proposal, Size, Point) -> Void) {
        let proposal = childProposal(pass, node, p)
        let c = pass.child(node)
        body(0, c, proposal, pass.size(c, proposal), Point(x: pass.params[node, .leading], y: pass.params[node, .top]))
    }

    static func bottomUpFacts(_ facts: StructureFacts, _ n: Int32, _ node: Node) -> UInt16 {
        @inline(__always) func kept(_ inset: NodeParam, _ edge: UInt16) -> UInt16 { facts.params[node, inset] != 0 ? 0 : edge }
        let open = kept(.top, PreparedTree.zeroTop) | kept(.leading, PreparedTree.zeroLeading)
            | kept(.bottom, PreparedTree.zeroBottom) | kept(.trailing, PreparedTree.zeroTrailing)
        return facts.childInfo(node) & (open | StructureFacts.explicitBits)
    }

    static func onlyChildProposal(_ pass: LayoutPass, _ n: Int32, _ node: Node, _ p: Proposal) -> Proposal? { childProposal(pass, node, p) }

    static func explanationName(_ d: NodeDescription) -> String { "padding" }
    static func describe(_ d: NodeDescription) -> String { d.call(".padding", [d.arguments(["top", "leading", "bottom", "trailing"], from: .top)]) }

    /// The proposal less the insets (never negative; unspecified stays unspecified).
    @inline(__always) static func childProposal(_ pass: LayoutPass, _ node: Node, _ p: Proposal) -> Proposal {
        let horizontal = pass.params[node, .leading] + pass.params[node, .trailing]
        let vertical = pass.params[node, .top] + pass.params[node, .bottom]
        return Proposal(width: p.width.isNaN ? .nan : max(0, p.width - horizontal),
                        height: p.height.isNaN ? .nan : max(0, p.height - vertical))
    }
}
