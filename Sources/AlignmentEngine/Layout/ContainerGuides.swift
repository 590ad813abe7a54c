/// Explicit guide values of containers (§3.6, decisions 1, 3 and 10): a container combines
/// `child origin + child's explicit value` over the children that have one. With two or
/// more children, the frame guides (leading, center, trailing, top, center, bottom) stop at
/// the container; a container with one child passes every guide through.
extension LayoutPass {
    /// Folds one more child value into a running combination.
    @inline(__always) func combine(_ value: Double, into result: inout Double?, count: inout Int, rule: GuideDefinition.Combine) {
        guard let current = result else {
            result = value
            count = 1
            return
        }
        switch rule {
        case .none, .mean: result = (current * Double(count) + value) / Double(count + 1)
        case .minimum: result = min(current, value)
        case .maximum: result = max(current, value)
        }
        count += 1
    }

    func explicitStack(_ n: Int32, _ node: Node, _ g: Int32, _ p: Proposal) -> Double? {
        let rule = guideCombine(g)
        if node.childCount != 1 && rule == .none { return nil }
        let s = size(n, p)
        let q = stackPlacementProposal(node, p, s)
        let (_, base) = solveStack(node, q)
        defer { release(base) }
        let axis: Axis = guideIsHorizontal(g) ? .horizontal : .vertical
        var result: Double? = nil
        var count = 0
        for i in 0..<Int(node.childCount) {
            guard let value = explicit(child(node, Int32(i)), g, stackChildProposal(node, q, base, i)) else { continue }
            combine(stackChildFrame(node, base, i).origin[axis] + value, into: &result, count: &count, rule: rule)
        }
        return result
    }

    func explicitZStack(_ n: Int32, _ node: Node, _ g: Int32, _ p: Proposal) -> Double? {
        let rule = guideCombine(g)
        if node.childCount != 1 && rule == .none { return nil }
        let s = size(n, p)
        let base = placeZStackChildren(node, s)
        defer { release(base) }
        let axis: Axis = guideIsHorizontal(g) ? .horizontal : .vertical
        let childProposal = Proposal(s)
        var result: Double? = nil
        var count = 0
        for i in 0..<Int(node.childCount) {
            guard let value = explicit(child(node, Int32(i)), g, childProposal) else { continue }
            combine(zstackChildFrame(base, i).origin[axis] + value, into: &result, count: &count, rule: rule)
        }
        return result
    }
}
