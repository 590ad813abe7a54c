/// `LazyVStack` / `LazyHStack`: every child is laid out as in a `VStack` /
/// `HStack` (no laziness, no scroll offsets), but across its axis a lazy stack takes a
/// finite proposal, so it fills a scroll view's width (height) and aligns its children in
/// it by its alignment: Apple's `LazyVStack(alignment: .leading)` example in a ScrollView,
/// where "the stack aligns to the leading edge of the scroll view".
enum LazyStackRules: ContainerRules {
    static func size(_ pass: LayoutPass, _ n: Int32, _ node: Node, _ p: Proposal) -> Size { pass.sizeLazyStack(n, node, p) }
    static func explicit(_ pass: LayoutPass, _ n: Int32, _ node: Node, _ g: Int32, _ p: Proposal) -> Double? { pass.explicitLazyStack(n, node, g, p) }
    @inline(__always) static func priority(_ pass: LayoutPass, _ node: Node) -> Double? { StackRules.priority(pass, node.stackContent) }

    @inline(never) static func placeChildren(_ pass: LayoutPass, _ n: Int32, _ node: Node, _ p: Proposal, _ s: Size,
                                             _ body: (Int32, Int32, Proposal, Size, Point) -> Void) {
        let stack = node.stackContent
        let solved = pass.solveLazyStack(stack, p, s)
        // Lazy rows start where the rows before them end (`LayoutTree.setRows`): their
        // positions are summed on from there, as the stack sums them from 0.
        var position = pass.tree.lazyRows[n].map { pass.tree.rowsBefore(n, $0) }
        // The space between rows, for those out of the tree (its spacing, else the first
        // two rows' preferences).
        if position != nil && node.childCount >= 2 { pass.tree.lazyRows[n]?.gap = pass.distance(stack, 1) }
        for i in 0..<Int(node.childCount) {
            let frame = pass.stackChildFrame(stack, solved.base, i)
            var origin = frame.origin
            origin[solved.cross] += solved.shift
            if let start = position {
                let along = solved.cross.other
                let placed = i > 0 ? start + pass.distance(stack, i) : start
                origin[along] = placed
                position = placed + frame.size[along]
            }
            body(Int32(i), pass.child(node, Int32(i)), pass.stackChildProposal(stack, solved.proposal, solved.base, i), frame.size, origin)
        }
        pass.release(solved.base)
    }
    static func alignmentGuide(of node: Node, on axis: Axis) -> Int32? { StackRules.alignmentGuide(of: node.stackContent, on: axis) }

    @inline(__always) static func topDownFacts(_ node: Node, context: UInt16, rightToLeft: Bool) -> (own: UInt16, childContext: UInt16) {
        StackRules.topDownFacts(node.stackContent, context: context, rightToLeft: rightToLeft)
    }
    static func bottomUpFacts(_ facts: StructureFacts, _ n: Int32, _ node: Node) -> UInt16 { StackRules.bottomUpFacts(facts, n, node.stackContent) }

    static func describe(_ d: NodeDescription) -> String { StackRules.describe(d) }
}

extension Node {
    /// A lazy stack's content as the plain stack it is laid out as (the same children,
    /// spacing and guide; kind `hstack` or `vstack`).
    var stackContent: Node {
        var stack = self
        stack.kind = kind == .lazyHStack ? .hstack : .vstack
        return stack
    }
}

/// Lazy stacks: the plain stack's solution, widened across the axis to a finite proposal
/// and shifted so that the stack's alignment guide on its own size meets its children's
/// alignment line.
extension LayoutPass {
    func sizeLazyStack(_ n: Int32, _ node: Node, _ p: Proposal) -> Size {
        let stack = node.stackContent
        var s = sizeStack(n, stack, p)
        let cross: Axis = stack.kind == .hstack ? .vertical : .horizontal
        if let rows = tree.lazyRows[n] {
            // Rows built on demand: those not in the tree count as they measured, else with
            // the estimate; the stack is as long across as its widest row laid out so far.
            s[cross.other] = tree.rowsLength(n, rows, window: s[cross.other])
            s[cross] = max(s[cross], rows.widest)
        }
        if p[cross].isFinite { s[cross] = max(s[cross], p[cross]) }
        return s
    }

    /// The plain stack solved for the lazy stack of size `s`: its placement proposal, its
    /// scratch base (the caller releases it), the cross axis and how far the children move
    /// along it.
    func solveLazyStack(_ stack: Node, _ p: Proposal, _ s: Size) -> (proposal: Proposal, base: Int, cross: Axis, shift: Double) {
        let q = stackPlacementProposal(stack, p, s)
        let (content, base) = solveStack(stack, q)
        let cross: Axis = stack.kind == .hstack ? .vertical : .horizontal
        guard stack.childCount > 0, s[cross] != content[cross] else { return (q, base, cross, 0) }
        // The children's alignment line, from the first child's guide value.
        let first = stackChildFrame(stack, base, 0)
        let line = first.origin[cross] + guideValue(child(stack), stack.guide, stackChildProposal(stack, q, base, 0), first.size)
        return (q, base, cross, defaultValue(stack.guide, -1, q, s) - line)
    }

    func explicitLazyStack(_ n: Int32, _ node: Node, _ g: Int32, _ p: Proposal) -> Double? {
        let stack = node.stackContent
        guard let value = explicitStack(n, stack, g, p) else { return nil }
        let s = size(n, p)
        let solved = solveLazyStack(stack, p, s)
        release(solved.base)
        if guideIsHorizontal(g) == (solved.cross == .horizontal) { return value + solved.shift }
        return value + (tree.lazyRows[n].map { tree.rowsBefore(n, $0) } ?? 0)
    }
}
