/// Top-down placement: every node is given its proposal and its origin in the root's
/// coordinate space, stores its frame, and places its children. Positions are computed in
/// left-to-right terms and mirrored inside the parent in right-to-left layouts (§12).
extension LayoutPass {
    func place(_ n: Int32, _ p: Proposal, at origin: Point, rightToLeft rtl: Bool) {
        let node = nodes[n]
        let s = size(n, p)
        frames[n] = Rect(origin: origin, size: s)
        switch node.kind {
        case .text: textPlacements[n] = (p, rtl)
        case .geometryReader: tellGeometry(n)
        case .viewThatFits: hideChildren(n, rightToLeft: rtl)
        default: break
        }
        let childRTL = node.kind == .environment ? node.flags & 1 != 0 : rtl
        forEachPlacedChild(n, node, p, s) { _, c, cp, cs, local in
            // Mirror the child's left-to-right origin inside this node for right to left.
            let x = childRTL ? s.width - local.x - cs.width : local.x
            place(c, cp, at: Point(x: origin.x + x, y: origin.y + local.y), rightToLeft: childRTL)
        }
    }

    /// Every child of node `n` (proposed `p`, of size `s`) as placement gives it: its index,
    /// node, proposal, size, and origin in the node's left-to-right space.
    @inline(__always)
    func forEachPlacedChild(_ n: Int32, _ node: Node, _ p: Proposal, _ s: Size, _ body: (Int32, Int32, Proposal, Size, Point) -> Void) {
        switch node.kind {
        case .shape, .circle, .image, .text, .spacer, .measured, .divider:
            return
        case .geometryReader:
            let proposal = Proposal(s)
            for i in 0..<node.childCount {
                let c = child(node, i)
                body(i, c, proposal, size(c, proposal), .zero)
            }
        case .hstack, .vstack:
            let q = stackPlacementProposal(node, p, s)
            let (_, base) = solveStack(node, q)
            for i in 0..<Int(node.childCount) {
                let frame = stackChildFrame(node, base, i)
                body(Int32(i), child(node, Int32(i)), stackChildProposal(node, q, base, i), frame.size, frame.origin)
            }
            release(base)
        case .zstack:
            let base = placeZStackChildren(node, s)
            let proposal = Proposal(s)
            for i in 0..<Int(node.childCount) {
                let frame = zstackChildFrame(base, i)
                body(Int32(i), child(node, Int32(i)), proposal, frame.size, frame.origin)
            }
            release(base)
        case .frame, .flexibleFrame, .position:
            let placed = placedChild(n, node, p, s)
            body(0, child(node), placed.proposal, placed.size, placed.origin)
        case .padding:
            let proposal = paddingChildProposal(node, p)
            let c = child(node)
            body(0, c, proposal, size(c, proposal), Point(x: params[node.param + 1], y: params[node.param]))
        case .offset:
            let c = child(node)
            body(0, c, p, size(c, p), Point(x: params[node.param], y: params[node.param + 1]))
        case .alignmentGuide, .layoutPriority, .environment, .gridCell:
            body(0, child(node), p, s, .zero)
        case .grid, .gridRow, .scrollView, .custom, .viewThatFits:
            forEachPlacedChildOfVocabulary(n, node, p, s, body)
        case .fixedSize, .aspectRatio:
            let proposal = node.kind == .fixedSize ? fixedSizeProposal(node, p) : aspectRatioProposal(node, p)
            let c = child(node)
            let cs = size(c, proposal)
            body(0, c, proposal, cs, Point(x: (s.width - cs.width) / 2, y: (s.height - cs.height) / 2))
        case .overlay, .background:
            let primary = child(node), content = child(node, 1)
            body(0, primary, p, s, .zero)
            let proposal = Proposal(s)
            let cs = size(content, proposal)
            let x = guideValue(primary, node.a, p, s) - guideValue(content, node.a, proposal, cs)
            let y = guideValue(primary, node.b, p, s) - guideValue(content, node.b, proposal, cs)
            body(1, content, proposal, cs, Point(x: x, y: y))
        }
    }

    /// The proposal and direction the layout gave the last child along `steps` (nodes with
    /// the index of the child to follow), worked out as placement does.
    func replayProposal(along steps: [(node: Int32, child: Int32)], from root: Proposal, rightToLeft: Bool) -> (Proposal, Bool) {
        var (p, rtl) = (root, rightToLeft)
        for (n, index) in steps {
            let node = nodes[n]
            var next = p
            forEachPlacedChild(n, node, p, size(n, p)) { i, _, cp, _, _ in if i == index { next = cp } }
            if node.kind == .environment { rtl = node.flags & 1 != 0 }
            p = next
        }
        return (p, rtl)
    }
}

/// Placement of the containers of issue 12, kept out of line so that the frame of the
/// recursive `place` stays small.
extension LayoutPass {
    @inline(never)
    func forEachPlacedChildOfVocabulary(_ n: Int32, _ node: Node, _ p: Proposal, _ s: Size, _ body: (Int32, Int32, Proposal, Size, Point) -> Void) {
        switch node.kind {
        case .grid:
            forEachGridChild(node, p, body)
        case .gridRow:
            forEachGridRowCell(n, node, body)
        case .scrollView:
            guard node.childCount > 0 else { return }
            let c = child(node)
            let proposal = scrollContentProposal(node, p)
            let cs = size(c, proposal)
            body(0, c, proposal, cs, scrollContentOrigin(node, s, cs))
        case .custom:
            for (i, placed) in customPlacements(n, p, s).enumerated() {
                body(Int32(i), child(node, Int32(i)), placed.proposal, placed.size, placed.origin)
            }
        default:
            guard node.childCount > 0 else { return }
            let chosen = viewThatFitsChoice(node, p)
            body(chosen, child(node, chosen), p, s, .zero)
        }
    }

    /// Tells a GeometryReader's observers its size and frame (just stored).
    @inline(never)
    func tellGeometry(_ n: Int32) {
        let frame = frames[n]
        tree.geometryObservers[n]?(frame.size)
        tree.geometryFrameObservers[n]?(frame)
    }

    /// A ViewThatFits's children get empty frames at its top-leading corner (from its frame,
    /// just stored) before the shown one is placed.
    @inline(never)
    func hideChildren(_ n: Int32, rightToLeft rtl: Bool) {
        let frame = frames[n], node = nodes[n]
        let corner = Point(x: rtl ? frame.maxX : frame.minX, y: frame.minY)
        for i in 0..<node.childCount { hide(child(node, i), at: corner) }
    }
}
