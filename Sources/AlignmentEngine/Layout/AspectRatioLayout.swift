/// `.aspectRatio(_:contentMode:)` (§8.6; params: the ratio, NaN for the child's ideal ratio;
/// `contentMode`): proposes the largest (fit) or smallest (fill) size of the ratio around the
/// proposal; the modifier is as large as its child, which sits at its origin (also when that
/// size is infinite: decisions 21 and 22).
enum AspectRatioRules: ModifierRules {
    static func size(_ pass: LayoutPass, _ n: Int32, _ node: Node, _ p: Proposal) -> Size { pass.size(pass.child(node), proposal(pass, node, p)) }
    static func explicit(_ pass: LayoutPass, _ n: Int32, _ node: Node, _ g: Int32, _ p: Proposal) -> Double? { pass.explicit(pass.child(node), g, proposal(pass, node, p)) }
    /// Filling an unspecified length proposes infinity (§8.6).
    static var infiniteProposals: InfiniteProposals { .whenAnAxisIsUnspecified }
    /// Without a ratio, the child's ideal size decides the proposal.
    static func onlyChildProposal(_ pass: LayoutPass, _ n: Int32, _ node: Node, _ p: Proposal) -> Proposal? { nil }

    @inline(__always) static func placeChildren(_ pass: LayoutPass, _ n: Int32, _ node: Node, _ p: Proposal, _ s: Size,
                                                _ body: (Int32, Int32, Proposal, Size, Point) -> Void) {
        body(0, pass.child(node), proposal(pass, node, p), s, .zero)
    }

    static func explanationName(_ d: NodeDescription) -> String { "aspectRatio" }
    static func describe(_ d: NodeDescription) -> String {
        let ratio = d.param(.ratio).isNaN ? "nil" : d.number(d.param(.ratio))
        return ".aspectRatio(\(ratio), contentMode: \(d.node.contentMode == .fill ? "fill" : "fit"))"
    }

    /// The child's proposal: the proposal scaled to the ratio (a square for ratio 1).
    static func proposal(_ pass: LayoutPass, _ node: Node, _ p: Proposal) -> Proposal {
        if p.width.isNaN && p.height.isNaN { return p }
        let ratio = pass.params[node, .ratio]
        var shape = ratio.isNaN ? pass.size(pass.child(node), .unspecified) : Size(width: ratio, height: 1)
        if shape.width == shape.height { shape = Size(width: 1, height: 1) }
        func scale(_ proposed: Double, _ length: Double) -> Double {
            if proposed.isNaN { return .infinity }
            let s = proposed / length
            return s.isNaN ? .infinity : s
        }
        let sx = scale(p.width, shape.width), sy = scale(p.height, shape.height)
        let factor = node.contentMode == .fill ? max(sx, sy) : min(sx, sy)
        func product(_ length: Double) -> Double {
            let value = length * factor
            return value.isNaN ? 0 : value
        }
        return Proposal(width: product(shape.width), height: product(shape.height))
    }
}
