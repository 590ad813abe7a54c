/// `ZStack` (§4): children on top of each other, aligned on both axes. A ZStack of rigid
/// children is rigid.
enum ZStackRules: ContainerRules {
    static func size(_ pass: LayoutPass, _ n: Int32, _ node: Node, _ p: Proposal) -> Size { pass.sizeZStack(n, node, p) }
    static func explicit(_ pass: LayoutPass, _ n: Int32, _ node: Node, _ g: Int32, _ p: Proposal) -> Double? { pass.explicitZStack(n, node, g, p) }
    static func onlyChildProposal(_ pass: LayoutPass, _ n: Int32, _ node: Node, _ p: Proposal) -> Proposal? { node.childCount == 1 ? p : nil }

    @inline(__always) static func placeChildren(_ pass: LayoutPass, _ n: Int32, _ node: Node, _ p: Proposal, _ s: Size,
                                                _ body: (Int32, Int32, Proposal, Size, Point) -> Void) {
        let base = pass.placeZStackChildren(node, s)
        let proposal = Proposal(s)
        for i in 0..<Int(node.childCount) {
            let frame = pass.zstackChildFrame(base, i)
            body(Int32(i), pass.child(node, Int32(i)), proposal, frame.size, frame.origin)
        }
        pass.release(base)
    }
    static func alignmentGuide(of node: Node, on axis: Axis) -> Int32? { axis == .horizontal ? node.horizontalGuide : node.verticalGuide }

    static func isRigid(_ facts: StructureFacts, _ n: Int32, _ node: Node) -> Bool { facts.allChildrenRigid(node) }

    static func describe(_ d: NodeDescription) -> String { "ZStack(\(d.alignment))" }
}

/// ZStack (§4, decisions 2 and 15): children are proposed the ZStack's proposal; its size is
/// the union of the aligned frames of its highest-priority children. Guides are asked per
/// child in source order, horizontal then vertical, which the wrapping-HStack trick needs.
///
/// Scratch per child `i` at `base + i * 4`: width, height, x, y.
extension LayoutPass {
    func sizeZStack(_ n: Int32, _ node: Node, _ p: Proposal) -> Size {
        let count = Int(node.childCount)
        guard count > 0 else { return .zero }
        let top = highestPriority(node)
        var minX = Double.infinity, minY = Double.infinity, maxX = -Double.infinity, maxY = -Double.infinity
        var infiniteWidth = false, infiniteHeight = false, noWidth = false, noHeight = false
        for i in 0..<count {
            let c = child(node, Int32(i))
            guard priority(c) == top else { continue }
            let s = size(c, p)
            let x = -guideValue(c, node.horizontalGuide, p, s)
            let y = -guideValue(c, node.verticalGuide, p, s)
            minX = min(minX, x)
            minY = min(minY, y)
            maxX = max(maxX, x + s.width)
            maxY = max(maxY, y + s.height)
            infiniteWidth = infiniteWidth || s.width == .infinity
            infiniteHeight = infiniteHeight || s.height == .infinity
            // A guide value that is not a number leaves the union undefined (min and max
            // would skip it); placement rejects the NaN size it gives, naming the guide.
            noWidth = noWidth || x.isNaN
            noHeight = noHeight || y.isNaN
        }
        // An infinitely large child makes the ZStack infinitely large, whatever its guides
        // (where the union would be inf - inf).
        return Size(width: infiniteWidth ? .infinity : noWidth ? .nan : maxX - minX,
                    height: infiniteHeight ? .infinity : noHeight ? .nan : maxY - minY)
    }

    /// Sizes every child for the ZStack's final size `s` and aligns them; returns the scratch
    /// base holding their frames (the caller releases it).
    func placeZStackChildren(_ node: Node, _ s: Size) -> Int {
        let count = Int(node.childCount)
        let base = reserveScratch(count * 4)
        guard count > 0 else { return base }
        let top = highestPriority(node)
        let proposal = Proposal(s)
        var alignX = -Double.infinity, alignY = -Double.infinity
        for i in 0..<count {
            let c = child(node, Int32(i))
            let cs = size(c, proposal)
            let h = guideValue(c, node.horizontalGuide, proposal, cs)
            let v = guideValue(c, node.verticalGuide, proposal, cs)
            self[scratch: base + i * 4] = cs.width
            self[scratch: base + i * 4 + 1] = cs.height
            self[scratch: base + i * 4 + 2] = h
            self[scratch: base + i * 4 + 3] = v
            if priority(c) == top {
                alignX = max(alignX, h)
                alignY = max(alignY, v)
            }
        }
        for i in 0..<count {
            self[scratch: base + i * 4 + 2] = alignX - self[scratch: base + i * 4 + 2]
            self[scratch: base + i * 4 + 3] = alignY - self[scratch: base + i * 4 + 3]
        }
        return base
    }

    func zstackChildFrame(_ base: Int, _ i: Int) -> (origin: Point, size: Size) {
        (Point(x: self[scratch: base + i * 4 + 2], y: self[scratch: base + i * 4 + 3]),
         Size(width: self[scratch: base + i * 4], height: self[scratch: base + i * 4 + 1]))
    }

    private func highestPriority(_ node: Node) -> Double {
        var top = -Double.infinity
        for i in 0..<node.childCount { top = max(top, priority(child(node, i))) }
        return top
    }
}

extension LayoutPass {
    /// A ZStack's explicit value: its children's, in its space, combined (`combine`).
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
