/// `Divider`: a line 1 point thick across its stack's axis that takes the proposal along the
/// other (10 when unspecified, as shapes): a vertical line in an HStack or a GridRow, a
/// horizontal one elsewhere. It takes its orientation as a spacer does.
enum DividerRules: LeafRules {
    static var sizeCaching: AnswerCaching { .always }

    @inline(never) static func size(_ pass: LayoutPass, _ n: Int32, _ node: Node, _ p: Proposal) -> Size {
        let s = p.filled
        return pass.info[n] & 3 == PreparedTree.spacerHorizontal ? Size(width: 1, height: s.height) : Size(width: s.width, height: 1)
    }

    @inline(__always) static func topDownFacts(_ node: Node, context: UInt16, rightToLeft: Bool) -> (own: UInt16, childContext: UInt16) { (context, context) }
}
