/// `.alignmentGuide(_:computeValue:)` (§6): gives the view an explicit value for one guide,
/// computed by an expression or a closure of its dimensions; every other guide passes
/// through.
enum AlignmentGuideRules: NodeLayout {
    static var sizeCaching: AnswerCaching { .whenDeferred }
    static var guideCaching: AnswerCaching { .always }
    static var nestingCost: Int { 1 }

    static func size(_ pass: LayoutPass, _ n: Int32, _ node: Node, _ p: Proposal) -> Size { pass.size(pass.child(node), p) }
    static func explicit(_ pass: LayoutPass, _ n: Int32, _ node: Node, _ g: Int32, _ p: Proposal) -> Double? { pass.explicitAlignmentGuide(n, node, g, p) }
    @inline(__always) static func priority(_ pass: LayoutPass, _ node: Node) -> Double? { nil }

    @inline(__always) static func placeChildren(_ pass: LayoutPass, _ n: Int32, _ node: Node, _ p: Proposal, _ s: Size,
                                                _ body: (Int32, Int32, Proposal, Size, Point) -> Void) {
        body(0, pass.child(node), p, s, .zero)
    }
    static func alignmentGuide(of node: Node, on axis: Axis) -> Int32? { nil }
    @inline(__always) static func childRightToLeft(_ node: Node, _ rightToLeft: Bool) -> Bool { rightToLeft }
    @inline(__always) static func willPlaceChildren(_ pass: LayoutPass, _ n: Int32, _ frame: Rect) {}
    @inline(__always) static func didPlace(_ pass: LayoutPass, _ n: Int32, _ proposal: Proposal, rightToLeft: Bool) {}

    @inline(__always) static func topDownFacts(_ node: Node, context: UInt16, rightToLeft: Bool) -> (own: UInt16, childContext: UInt16) { (0, context) }
    static func isRigid(_ facts: StructureFacts, _ n: Int32, _ node: Node) -> Bool { facts.childIsRigid(node) }
    static func bottomUpFacts(_ facts: StructureFacts, _ n: Int32, _ node: Node) -> UInt16 {
        let own = facts.guides[Int(node.guide)].axis == .horizontal ? PreparedTree.explicitHorizontal : PreparedTree.explicitVertical
        return facts.passedThrough(node) | own
    }

    static func explanationName(_ d: NodeDescription) -> String { "alignmentGuide" }
    static func describe(_ d: NodeDescription) -> String { ".alignmentGuide(\(d.guide(d.node.guide)))" }
}

extension LayoutPass {
    /// The modifier's value for its guide, or the child's for any other guide.
    func explicitAlignmentGuide(_ n: Int32, _ node: Node, _ g: Int32, _ p: Proposal) -> Double? {
        let c = child(node)
        guard node.guide == g else { return explicit(c, g, p) }
        let s = size(c, p)
        let d = ViewDimensions(width: s.width, height: s.height, pass: self, node: c, proposal: p)
        switch functions[Int(node.functionIndex)] {
        case .expression(let expression): return expression.evaluate(in: d)
        case .function(let function):
            nesting += Self.callbackNesting
            defer { nesting -= Self.callbackNesting }
            return function(d)
        }
    }
}
