/// `Divider`: a line one pixel thick (`LayoutTree.dividerThickness`) across its stack's axis that takes the proposal along the
/// other (10 when unspecified, as shapes): a vertical line in an HStack or a GridRow, a
/// horizontal one elsewhere. It takes its orientation as a spacer does.
enum DividerRules: LeafRules {
    static var sizeCaching: AnswerCaching { .always }

    @inline(never) static func size(_ pass: LayoutPass, _ n: Int32, _ node: Node, _ p: Proposal) -> Size {
        let s = p.filled, thickness = pass.tree.dividerThickness
        return pass.info[n] & 3 == PreparedTree.spacerHorizontal ? Size(width: thickness, height: s.height) : Size(width: s.width, height: thickness)
    }

    @inline(__always) static func topDownFacts(_ node: Node, context: UInt16, rightToLeft: Bool) -> (own: UInt16, childContext: UInt16) { (context, context) }
}
