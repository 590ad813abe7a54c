/// `Spacer`: grows along its stack's axis from its minimum length (params: minLength or NaN
/// for the default spacing) and is 0 across it; outside a stack it grows on both axes (§8.2,
/// decision 14). It asks for zero spacing on the edges along its axis and has the lowest
/// priority.
enum SpacerRules: NodeLayout {
    static var sizeCaching: AnswerCaching { .never }
    static var guideCaching: AnswerCaching { .never }
    static var nestingCost: Int { 1 }

    @inline(__always) static func size(_ pass: LayoutPass, _ n: Int32, _ node: Node, _ p: Proposal) -> Size { pass.spacerSize(n, node, p) }
    static func explicit(_ pass: LayoutPass, _ n: Int32, _ node: Node, _ g: Int32, _ p: Proposal) -> Double? { nil }
    @inline(__always) static func priority(_ pass: LayoutPass, _ node: Node) -> Double? { -.infinity }

    @inline(__always) static func placeChildren(_ pass: LayoutPass, _ n: Int32, _ node: Node, _ p: Proposal, _ s: Size,
                                                _ body: (Int32, Int32, Proposal, Size, Point) -> Void) {}
    static func alignmentGuide(of node: Node, on axis: Axis) -> Int32? { nil }
    @inline(__always) static func childRightToLeft(_ node: Node, _ rightToLeft: Bool) -> Bool { rightToLeft }
    @inline(__always) static func willPlaceChildren(_ pass: LayoutPass, _ n: Int32, _ frame: Rect) {}
    @inline(__always) static func didPlace(_ pass: LayoutPass, _ n: Int32, _ proposal: Proposal, rightToLeft: Bool) {}

    @inline(__always) static func topDownFacts(_ node: Node, context: UInt16, rightToLeft: Bool) -> (own: UInt16, childContext: UInt16) { (context, context) }
    static func isRigid(_ facts: StructureFacts, _ n: Int32, _ node: Node) -> Bool { false }
    static func bottomUpFacts(_ facts: StructureFacts, _ n: Int32, _ node: Node) -> UInt16 {
        switch facts.info[n] & 3 {
        case PreparedTree.spacerHorizontal: return PreparedTree.zeroLeading | PreparedTree.zeroTrailing
        case PreparedTree.spacerVertical: return PreparedTree.zeroTop | PreparedTree.zeroBottom
        default: return PreparedTree.zeroAll
        }
    }

    static func explanationName(_ d: NodeDescription) -> String { d.viewName }
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
