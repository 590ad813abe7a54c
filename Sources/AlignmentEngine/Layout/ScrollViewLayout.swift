/// `ScrollView`: proposes its content nil along the scroll axes; takes the proposal along
/// them and its content's length across them; it gives no explicit guide values and asks
/// for no zero spacing.
enum ScrollViewRules: NodeLayout {
    static var sizeCaching: AnswerCaching { .always }
    static var guideCaching: AnswerCaching { .never }
    static var nestingCost: Int { 1 }
    static var answersCanBeCompared: Bool { true }
    static var asksHostForSpacing: Bool { false }
    static func messageName(_ node: Node) -> String { "\(node.kind)" }
    static var onlyMovesItsView: Bool { false }
    static var spacingPassesFrames: Bool { false }
    static func guideItSets(_ node: Node) -> Int32? { nil }
    static func isSameModifier(_ node: Node, as other: Node) -> Bool { true }
    static var isRelativeFrameContainer: Bool { true }
    static var infiniteProposals: InfiniteProposals { .never }
    static var rigidityFollowsAnswers: Bool { false }

    @inline(never) static func size(_ pass: LayoutPass, _ n: Int32, _ node: Node, _ p: Proposal) -> Size {
        pass.enterContainer(n, node: n, p)
        return pass.sizeScrollView(node, p)
    }
    static func explicit(_ pass: LayoutPass, _ n: Int32, _ node: Node, _ g: Int32, _ p: Proposal) -> Double? { nil }
    @inline(__always) static func priority(_ pass: LayoutPass, _ node: Node) -> Double? { 0 }
    static func onlyChildProposal(_ pass: LayoutPass, _ n: Int32, _ node: Node, _ p: Proposal) -> Proposal? { nil }

    @inline(never) static func placeChildren(_ pass: LayoutPass, _ n: Int32, _ node: Node, _ p: Proposal, _ s: Size,
                                             _ body: (Int32, Int32, Proposal, Size, Point) -> Void) {
        guard node.childCount > 0 else { return }
        pass.enterContainer(n, node: n, p)
        let c = pass.child(node)
        let proposal = pass.scrollContentProposal(node, p)
        let cs = pass.size(c, proposal)
        body(0, c, proposal, cs, .zero)
    }
    static func alignmentGuide(of node: Node, on axis: Axis) -> Int32? { nil }
    @inline(__always) static func childRightToLeft(_ node: Node, _ rightToLeft: Bool) -> Bool { rightToLeft }
    @inline(__always) static func willPlaceChildren(_ pass: LayoutPass, _ n: Int32, _ frame: Rect) {}
    @inline(__always) static func didPlace(_ pass: LayoutPass, _ n: Int32, _ proposal: Proposal, rightToLeft: Bool) {}

    @inline(__always) static func topDownFacts(_ node: Node, context: UInt16, rightToLeft: Bool) -> (own: UInt16, childContext: UInt16) { (0, 0) }
    static func isRigid(_ facts: StructureFacts, _ n: Int32, _ node: Node) -> Bool { false }
    static func bottomUpFacts(_ facts: StructureFacts, _ n: Int32, _ node: Node) -> UInt16 { 0 }

    static func explanationName(_ d: NodeDescription) -> String { d.viewName }
    static func describe(_ d: NodeDescription) -> String { d.viewName }
}

/// ScrollView (issue 12, sized as SwiftUI sizes it in issue 20): its one child is proposed
/// nil along the scroll axes and the ScrollView's proposal on the others. Along a scroll axis
/// the ScrollView takes a finite proposal (else its content's length); across the scroll axes
/// it is as long as its content ("a vertical scroll view accepts the proposed height
/// unconditionally, [but] only becomes as wide as the width of its contents", SwiftUI Field
/// Guide, swiftuifieldguide.com/layout/scrollview). So the content always starts at the
/// top-leading corner. A ScrollView exposes no explicit guides of its content. Its scroll
/// axes are `Node.axes`.
extension LayoutPass {
    func scrollContentProposal(_ node: Node, _ p: Proposal) -> Proposal {
        Proposal(width: node.axes.contains(.horizontal) ? .nan : p.width, height: node.axes.contains(.vertical) ? .nan : p.height)
    }

    func sizeScrollView(_ node: Node, _ p: Proposal) -> Size {
        let content = node.childCount > 0 ? size(child(node), scrollContentProposal(node, p)) : .zero
        func own(_ scrolls: Bool, _ proposed: Double, _ length: Double) -> Double { scrolls && proposed.isFinite ? proposed : length }
        return Size(width: own(node.axes.contains(.horizontal), p.width, content.width),
                    height: own(node.axes.contains(.vertical), p.height, content.height))
    }
}
