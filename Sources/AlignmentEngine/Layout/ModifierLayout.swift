/// Padding, fixedSize, aspectRatio and position (§8), and the explicit guides of modifiers
/// that move their child (§6): `child origin + child's explicit value`.
extension LayoutPass {
    // MARK: Padding: [top, leading, bottom, trailing]

    func paddingChildProposal(_ node: Node, _ p: Proposal) -> Proposal {
        let horizontal = params[node.param + 1] + params[node.param + 3]
        let vertical = params[node.param] + params[node.param + 2]
        return Proposal(width: p.width.isNaN ? .nan : max(0, p.width - horizontal),
                        height: p.height.isNaN ? .nan : max(0, p.height - vertical))
    }

    func sizePadding(_ node: Node, _ p: Proposal) -> Size {
        let s = size(child(node), paddingChildProposal(node, p))
        let horizontal = params[node.param + 1] + params[node.param + 3]
        let vertical = params[node.param] + params[node.param + 2]
        return Size(width: max(0, s.width + horizontal), height: max(0, s.height + vertical))
    }

    func explicitPadding(_ node: Node, _ g: Int32, _ p: Proposal) -> Double? {
        guard let value = explicit(child(node), g, paddingChildProposal(node, p)) else { return nil }
        return value + (guideIsHorizontal(g) ? params[node.param + 1] : params[node.param])
    }

    // MARK: fixedSize

    func fixedSizeProposal(_ node: Node, _ p: Proposal) -> Proposal {
        Proposal(width: node.fixedAxes.contains(.horizontal) ? .nan : p.width, height: node.fixedAxes.contains(.vertical) ? .nan : p.height)
    }

    // MARK: aspectRatio: [ratio or NaN], flags bit 0 = fill

    func aspectRatioProposal(_ node: Node, _ p: Proposal) -> Proposal {
        if p.width.isNaN && p.height.isNaN { return p }
        let ratio = params[node.param]
        var shape = ratio.isNaN ? size(child(node), .unspecified) : Size(width: ratio, height: 1)
        if shape.width == shape.height { shape = Size(width: 1, height: 1) }
        func scale(_ proposed: Double, _ length: Double) -> Double {
            if proposed.isNaN { return .infinity }
            let s = proposed / length
            return s.isNaN ? .infinity : s
        }
        let sx = scale(p.width, shape.width), sy = scale(p.height, shape.height)
        let factor = node.contentMode == .fill ? max(sx, sy) : min(sx, sy)
        func product(_ length: Double) -> Double {
            let value = length * factor
            return value.isNaN ? 0 : value
        }
        return Proposal(width: product(shape.width), height: product(shape.height))
    }

    // MARK: position: [x, y]

    func sizePosition(_ node: Node, _ p: Proposal) -> Size {
        if !p.width.isNaN && !p.height.isNaN { return Size(width: p.width, height: p.height) }
        let s = size(child(node), p)
        return Size(width: p.width.isNaN ? s.width : p.width, height: p.height.isNaN ? s.height : p.height)
    }

    // MARK: Modifiers that place their child somewhere inside them

    /// The child's proposal, size and origin as frame, flexibleFrame and position place it.
    func placedChild(_ n: Int32, _ node: Node, _ p: Proposal, _ s: Size) -> (proposal: Proposal, size: Size, origin: Point) {
        let c = child(node)
        switch node.kind {
        case .frame:
            let cp = frameChildProposal(node, p)
            let cs = size(c, cp)
            return (cp, cs, frameChildOrigin(n, node, p, s, child: c, cp, cs))
        case .flexibleFrame:
            let cp = flexibleFrameChildProposal(node, p, s)
            let cs = size(c, cp)
            return (cp, cs, frameChildOrigin(n, node, p, s, child: c, cp, cs))
        default:
            let cp = Proposal(s)
            let cs = size(c, cp)
            return (cp, cs, Point(x: params[node.param] - cs.width / 2, y: params[node.param + 1] - cs.height / 2))
        }
    }

    func explicitThroughPlacement(_ n: Int32, _ node: Node, _ g: Int32, _ p: Proposal) -> Double? {
        let s = size(n, p)
        let placed = placedChild(n, node, p, s)
        guard let value = explicit(child(node), g, placed.proposal) else { return nil }
        return placed.origin[guideIsHorizontal(g) ? .horizontal : .vertical] + value
    }
}
