/// What fixed and flexible frames share (`FixedFrameLayout`, `FlexibleFrameLayout`): how a
/// frame aligns its child in it.
extension LayoutPass {
    /// Where a frame (fixed or flexible) puts its child: the frame's guide default on its own
    /// size meets the child's guide value, explicit values included. The frame's default is
    /// that of plain dimensions of its size (node -1): a custom default that reads other
    /// guides reads their defaults too, never the frame's explicit values.
    func frameChildOrigin(_ n: Int32, _ node: Node, _ p: Proposal, _ s: Size, child c: Int32, _ cp: Proposal, _ cs: Size) -> Point {
        let x = defaultValue(node.horizontalGuide, -1, p, s) - guideValue(c, node.horizontalGuide, cp, cs)
        let y = defaultValue(node.verticalGuide, -1, p, s) - guideValue(c, node.verticalGuide, cp, cs)
        return Point(x: x, y: y)
    }
}

