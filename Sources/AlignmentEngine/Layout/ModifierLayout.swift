/// What the modifiers that place their child somewhere inside them share (fixed and flexible
/// frames, position): their explicit guide values are `child origin + child's explicit value`
/// (§6).
extension LayoutPass {
    /// The explicit value for `g` of a modifier whose child is `placed`: the child's, moved
    /// by the child's origin.
    @inline(__always)
    func explicitOfPlacedChild(_ node: Node, _ g: Int32, _ placed: (proposal: Proposal, size: Size, origin: Point)) -> Double? {
        guard let value = explicit(child(node), g, placed.proposal) else { return nil }
        return placed.origin[guideIsHorizontal(g) ? .horizontal : .vertical] + value
    }
}
