/// `ScrollView`: proposes its content nil along the scroll axes; takes the proposal along
/// them and its content's length across them; it gives no explicit guide values and asks
/// for no zero spacing.
enum ScrollViewRules: ContainerRules {
    static var guideCaching: AnswerCaching { .never }
    static var isRelativeFrameContainer: Bool { true }

    @inline(never) static func size(_ pass: LayoutPass, _ n: Int32, _ node: Node, _ p: Proposal) -> Size {
        pass.enterContainer(n, node: n, p)
        return pass.sizeScrollView(node, p)
    }
    @inline(__always) static func priority(_ pass: LayoutPass, _ node: Node) -> Double? { 0 }

    @inline(never) static func placeChildren(_ pass: LayoutPass, _ n: Int32, _ node: Node, _ p: Proposal, _ s: Size,
                                             _ body: (Int32, Int32, Proposal, Size, Point) -> Void) {
        guard node.childCount > 0 else { return }
        pass.enterContainer(n, node: n, p)
        let c = pass.child(node)
        let proposal = pass.scrollContentProposal(node, p)
        let cs = pass.size(c, proposal)
        body(0, c, proposal, cs, .zero)
    }

    static func bottomUpFacts(_ facts: StructureFacts, _ n: Int32, _ node: Node) -> UInt16 { 0 }
}

/// ScrollView, sized as the SwiftUI Field Guide measured it: its one child is proposed
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
