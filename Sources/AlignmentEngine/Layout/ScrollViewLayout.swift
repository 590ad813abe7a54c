/// ScrollView (issue 12): its one child is proposed nil along the scroll axes and the
/// ScrollView's proposal on the others. On each axis the ScrollView takes a finite
/// proposal, else its content's length. The content starts at the leading / top edge along
/// a scroll axis and is centred on the other axes. A ScrollView exposes no explicit guides
/// of its content. Axes: flags bit 0 horizontal, bit 1 vertical.
extension LayoutPass {
    func scrollContentProposal(_ node: Node, _ p: Proposal) -> Proposal {
        Proposal(width: node.axes.contains(.horizontal) ? .nan : p.width, height: node.axes.contains(.vertical) ? .nan : p.height)
    }

    func sizeScrollView(_ node: Node, _ p: Proposal) -> Size {
        let content = node.childCount > 0 ? size(child(node), scrollContentProposal(node, p)) : .zero
        func own(_ proposed: Double, _ length: Double) -> Double { proposed.isFinite ? proposed : length }
        return Size(width: own(p.width, content.width), height: own(p.height, content.height))
    }

    /// The content's origin in a ScrollView of size `s`.
    func scrollContentOrigin(_ node: Node, _ s: Size, _ content: Size) -> Point {
        Point(x: node.axes.contains(.horizontal) ? 0 : (s.width - content.width) / 2,
              y: node.axes.contains(.vertical) ? 0 : (s.height - content.height) / 2)
    }
}
