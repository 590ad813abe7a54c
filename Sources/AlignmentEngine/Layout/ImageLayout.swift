/// `Image`: its natural size (params: width, height); a resizable image takes the proposal
/// and its ideal size is its natural size. An image that is not resizable is rigid.
enum ImageRules: NodeLayout {
    static var sizeCaching: AnswerCaching { .never }
    static var guideCaching: AnswerCaching { .never }
    static var nestingCost: Int { 1 }

    @inline(__always) static func size(_ pass: LayoutPass, _ n: Int32, _ node: Node, _ p: Proposal) -> Size {
        let natural = Size(width: pass.params[node, .width], height: pass.params[node, .height])
        guard node.isResizable else { return natural }
        return Size(width: p.width.isNaN ? natural.width : p.width, height: p.height.isNaN ? natural.height : p.height)
    }
    static func explicit(_ pass: LayoutPass, _ n: Int32, _ node: Node, _ g: Int32, _ p: Proposal) -> Double? { nil }
    @inline(__always) static func priority(_ pass: LayoutPass, _ node: Node) -> Double? { 0 }

    @inline(__always) static func placeChildren(_ pass: LayoutPass, _ n: Int32, _ node: Node, _ p: Proposal, _ s: Size,
                                                _ body: (Int32, Int32, Proposal, Size, Point) -> Void) {}
    static func alignmentGuide(of node: Node, on axis: Axis) -> Int32? { nil }
    @inline(__always) static func childRightToLeft(_ node: Node, _ rightToLeft: Bool) -> Bool { rightToLeft }
    @inline(__always) static func willPlaceChildren(_ pass: LayoutPass, _ n: Int32, _ frame: Rect) {}
    @inline(__always) static func didPlace(_ pass: LayoutPass, _ n: Int32, _ proposal: Proposal, rightToLeft: Bool) {}

    @inline(__always) static func topDownFacts(_ node: Node, context: UInt16, rightToLeft: Bool) -> (own: UInt16, childContext: UInt16) { (0, context) }
    static func isRigid(_ facts: StructureFacts, _ n: Int32, _ node: Node) -> Bool { !node.isResizable }
    static func bottomUpFacts(_ facts: StructureFacts, _ n: Int32, _ node: Node) -> UInt16 { 0 }

    static func explanationName(_ d: NodeDescription) -> String { d.viewName }
    static func describe(_ d: NodeDescription) -> String {
        let size = "\(d.number(d.param(.width))) x \(d.number(d.param(.height)))"
        return d.node.isResizable ? "Image(\(size)).resizable()" : "Image(\(size))"
    }
}
