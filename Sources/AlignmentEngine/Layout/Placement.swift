/// Top-down placement: every node is given its proposal and its origin in the root's
/// coordinate space, stores its frame, and places its children. Positions are computed in
/// left-to-right terms and mirrored inside the parent in right-to-left layouts (§12).
extension LayoutPass {
    func place(_ n: Int32, _ p: Proposal, at origin: Point, rightToLeft rtl: Bool) {
        let node = nodes[n]
        let s = size(n, p)
        frames[n] = Rect(origin: origin, size: s)
        switch node.kind {
        case .text:
            textPlacements[n] = (p, rtl)
        case .shape, .circle, .image, .spacer, .measured:
            return
        case .geometryReader:
            tree.geometryObservers[n]?(s)
            let proposal = Proposal(s)
            for i in 0..<node.childCount {
                let c = child(node, i)
                placeChild(c, proposal, size(c, proposal), local: .zero, in: s, at: origin, rtl)
            }
        case .hstack, .vstack:
            let q = stackPlacementProposal(node, p, s)
            let (_, base) = solveStack(node, q)
            for i in 0..<Int(node.childCount) {
                let frame = stackChildFrame(node, base, i)
                placeChild(child(node, Int32(i)), stackChildProposal(node, q, base, i), frame.size, local: frame.origin, in: s, at: origin, rtl)
            }
            release(base)
        case .zstack:
            let base = placeZStackChildren(node, s)
            let proposal = Proposal(s)
            for i in 0..<Int(node.childCount) {
                let frame = zstackChildFrame(base, i)
                placeChild(child(node, Int32(i)), proposal, frame.size, local: frame.origin, in: s, at: origin, rtl)
            }
            release(base)
        case .frame, .flexibleFrame, .position:
            let placed = placedChild(n, node, p, s)
            placeChild(child(node), placed.proposal, placed.size, local: placed.origin, in: s, at: origin, rtl)
        case .padding:
            let proposal = paddingChildProposal(node, p)
            let c = child(node)
            let local = Point(x: params[node.param + 1], y: params[node.param])
            placeChild(c, proposal, size(c, proposal), local: local, in: s, at: origin, rtl)
        case .offset:
            let c = child(node)
            placeChild(c, p, size(c, p), local: Point(x: params[node.param], y: params[node.param + 1]), in: s, at: origin, rtl)
        case .alignmentGuide, .layoutPriority:
            place(child(node), p, at: origin, rightToLeft: rtl)
        case .environment:
            place(child(node), p, at: origin, rightToLeft: node.flags & 1 != 0)
        case .fixedSize, .aspectRatio:
            let proposal = node.kind == .fixedSize ? fixedSizeProposal(node, p) : aspectRatioProposal(node, p)
            let c = child(node)
            let cs = size(c, proposal)
            let local = Point(x: (s.width - cs.width) / 2, y: (s.height - cs.height) / 2)
            placeChild(c, proposal, cs, local: local, in: s, at: origin, rtl)
        case .overlay, .background:
            let primary = child(node), content = child(node, 1)
            place(primary, p, at: origin, rightToLeft: rtl)
            let proposal = Proposal(s)
            let cs = size(content, proposal)
            let x = guideValue(primary, node.a, p, s) - guideValue(content, node.a, proposal, cs)
            let y = guideValue(primary, node.b, p, s) - guideValue(content, node.b, proposal, cs)
            placeChild(content, proposal, cs, local: Point(x: x, y: y), in: s, at: origin, rtl)
        }
    }

    /// Places a child at a left-to-right `local` origin inside a parent of size `parent`.
    @inline(__always)
    private func placeChild(_ c: Int32, _ p: Proposal, _ cs: Size, local: Point, in parent: Size, at origin: Point, _ rtl: Bool) {
        let x = rtl ? parent.width - local.x - cs.width : local.x
        place(c, p, at: Point(x: origin.x + x, y: origin.y + local.y), rightToLeft: rtl)
    }
}

extension LayoutPass {
    /// The proposal and direction the layout gave the last child along `steps` (nodes with
    /// the index of the child to follow), worked out as placement does.
    func replayProposal(along steps: [(node: Int32, child: Int32)], from root: Proposal, rightToLeft: Bool) -> (Proposal, Bool) {
        var (p, rtl) = (root, rightToLeft)
        for (n, index) in steps {
            let node = nodes[n]
            let s = size(n, p)
            switch node.kind {
            case .geometryReader, .zstack:
                p = Proposal(s)
            case .hstack, .vstack:
                let q = stackPlacementProposal(node, p, s)
                let (_, base) = solveStack(node, q)
                p = stackChildProposal(node, q, base, Int(index))
                release(base)
            case .frame, .flexibleFrame, .position:
                p = placedChild(n, node, p, s).proposal
            case .padding:
                p = paddingChildProposal(node, p)
            case .fixedSize:
                p = fixedSizeProposal(node, p)
            case .aspectRatio:
                p = aspectRatioProposal(node, p)
            case .overlay, .background:
                if index == 1 { p = Proposal(s) }
            case .environment:
                rtl = node.flags & 1 != 0
            case .offset, .alignmentGuide, .layoutPriority, .shape, .circle, .image, .text, .spacer, .measured:
                break
            }
        }
        return (p, rtl)
    }
}
