/// `.overlay` and `.background` (§8.7): the modifier is its primary view (child 0); the content
/// (child 1) is proposed the primary's size and aligned with it on both guides.
enum OverlayRules: ModifierRules {
    @inline(__always) static func placeChildren(_ pass: LayoutPass, _ n: Int32, _ node: Node, _ p: Proposal, _ s: Size,
                                                _ body: (Int32, Int32, Proposal, Size, Point) -> Void) {
        let primary = pass.child(node), content = pass.child(node, 1)
        body(0, primary, p, s, .zero)
        let proposal = Proposal(s)
        let cs = pass.size(content, proposal)
        let x = pass.guideValue(primary, node.horizontalGuide, p, s) - pass.guideValue(content, node.horizontalGuide, proposal, cs)
        let y = pass.guideValue(primary, node.verticalGuide, p, s) - pass.guideValue(content, node.verticalGuide, proposal, cs)
        body(1, content, proposal, cs, Point(x: x, y: y))
    }
    static func alignmentGuide(of node: Node, on axis: Axis) -> Int32? { axis == .horizontal ? node.horizontalGuide : node.verticalGuide }

    static func explanationName(_ d: NodeDescription) -> String { d.node.kind == .overlay ? "overlay" : "background" }
    static func describe(_ d: NodeDescription) -> String { ".\(explanationName(d))(\(d.childViewName(1)), \(d.alignment))" }
}
