/// ViewThatFits (Apple: "selects the first child whose ideal size on the constrained axes
/// fits within the proposed size", else the last child): the chosen child is proposed the
/// container's proposal and the container takes its size, guides and place. The other
/// children are not shown: placement gives them (and everything in them) an empty frame at
/// the container's top-leading corner. Axes: flags bit 0 horizontal, bit 1 vertical.
extension LayoutPass {
    /// The index of the child shown for proposal `p`.
    func viewThatFitsChoice(_ node: Node, _ p: Proposal) -> Int32 {
        let horizontal = node.axes.contains(.horizontal), vertical = node.axes.contains(.vertical)
        // Ideal on the constrained axes, the proposal on the others.
        let ideal = Proposal(width: horizontal ? .nan : p.width, height: vertical ? .nan : p.height)
        var index: Int32 = 0
        while index < node.childCount - 1 {
            let s = size(child(node, index), ideal)
            let fitsWidth = !horizontal || p.width.isNaN || s.width <= p.width
            let fitsHeight = !vertical || p.height.isNaN || s.height <= p.height
            if fitsWidth && fitsHeight { return index }
            index += 1
        }
        return index
    }

    func sizeViewThatFits(_ node: Node, _ p: Proposal) -> Size {
        guard node.childCount > 0 else { return .zero }
        return size(child(node, viewThatFitsChoice(node, p)), p)
    }

    func explicitViewThatFits(_ node: Node, _ g: Int32, _ p: Proposal) -> Double? {
        guard node.childCount > 0 else { return nil }
        return explicit(child(node, viewThatFitsChoice(node, p)), g, p)
    }

    /// Gives every node below `n` (and `n`) an empty frame at `origin`: a child a
    /// ViewThatFits does not show.
    func hide(_ n: Int32, at origin: Point) {
        forEachNode(inSubtreeOf: n) { m in
            frames[m] = Rect(origin: origin, size: .zero)
            forgetPlacement(m)
        }
    }
}
