/// `ViewThatFits`: shows the first child whose ideal size fits the proposal on its axes, else
/// the last; the others get empty frames when it is placed.
enum ViewThatFitsRules: ContainerRules {
    @inline(never) static func size(_ pass: LayoutPass, _ n: Int32, _ node: Node, _ p: Proposal) -> Size { pass.sizeViewThatFits(node, p) }
    static func explicit(_ pass: LayoutPass, _ n: Int32, _ node: Node, _ g: Int32, _ p: Proposal) -> Double? { pass.explicitViewThatFits(node, g, p) }

    @inline(never) static func placeChildren(_ pass: LayoutPass, _ n: Int32, _ node: Node, _ p: Proposal, _ s: Size,
                                             _ body: (Int32, Int32, Proposal, Size, Point) -> Void) {
        guard node.childCount > 0 else { return }
        let chosen = pass.viewThatFitsChoice(node, p)
        body(chosen, pass.child(node, chosen), p, s, .zero)
    }
    @inline(__always) static func didPlace(_ pass: LayoutPass, _ n: Int32, _ proposal: Proposal, rightToLeft: Bool) { pass.hideChildren(n, rightToLeft: rightToLeft) }

    @inline(__always) static func topDownFacts(_ node: Node, context: UInt16, rightToLeft: Bool) -> (own: UInt16, childContext: UInt16) { (0, context) }
}

/// ViewThatFits (Apple: "selects the first child whose ideal size on the constrained axes
/// fits within the proposed size", else the last child): the chosen child is proposed the
/// container's proposal and the container takes its size, guides and place. The other
/// children are not shown: placement gives them (and everything in them) an empty frame at
/// the container's top-leading corner. The axes it checks are `Node.axes`.
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
            let hidden = Rect(origin: origin, size: .zero)
            state.pointee.frameChanges.noteHidden(m, old: frames[m], new: hidden)
            frames[m] = hidden
            forgetPlacement(m)
        }
    }

    /// A ViewThatFits's children get empty frames at its top-leading corner (from its frame,
    /// just stored) before the shown one is placed; right to left, an infinitely wide one has
    /// no right edge, and hides them at its left edge.
    @inline(never)
    func hideChildren(_ n: Int32, rightToLeft rtl: Bool) {
        let frame = frames[n], node = nodes[n]
        let corner = Point(x: rtl && frame.maxX.isFinite ? frame.maxX : frame.minX, y: frame.minY)
        for i in 0..<node.childCount { hide(child(node, i), at: corner) }
    }
}
