/// `.frame(width:height:alignment:)` (§7.1) and
/// `.frame(minWidth:idealWidth:maxWidth:minHeight:idealHeight:maxHeight:alignment:)` (§7.2).
/// Parameters: fixed frame `[width, height]`; flexible frame
/// `[minW, idealW, maxW, minH, idealH, maxH]`, normalised, `NaN` for nil.
extension LayoutPass {
    func sizeFrame(_ n: Int32, _ node: Node, _ p: Proposal) -> Size {
        let width = params[node.param], height = params[node.param + 1]
        if !width.isNaN && !height.isNaN { return Size(width: width, height: height) }
        let s = size(child(node), frameChildProposal(node, p))
        return Size(width: width.isNaN ? s.width : width, height: height.isNaN ? s.height : height)
    }

    /// What a fixed frame proposes to its child, when sizing and when placing.
    func frameChildProposal(_ node: Node, _ p: Proposal) -> Proposal {
        let width = params[node.param], height = params[node.param + 1]
        return Proposal(width: width.isNaN ? p.width : width, height: height.isNaN ? p.height : height)
    }

    func sizeFlexibleFrame(_ n: Int32, _ node: Node, _ p: Proposal) -> Size {
        let w = FlexibleFrame.Axis(params, node.param), h = FlexibleFrame.Axis(params, node.param + 3)
        let ownWidth = w.sizeWithoutChild(p.width), ownHeight = h.sizeWithoutChild(p.height)
        if let ownWidth, let ownHeight { return Size(width: ownWidth, height: ownHeight) }
        let proposal = Proposal(width: w.childProposal(p.width), height: h.childProposal(p.height))
        let s = size(child(node), proposal)
        return Size(width: ownWidth ?? w.size(fromChild: s.width, proposed: proposal.width),
                    height: ownHeight ?? h.size(fromChild: s.height, proposed: proposal.height))
    }

    /// What a flexible frame proposes to its child when placing it (iOS 17 ideal sizing).
    func flexibleFrameChildProposal(_ node: Node, _ p: Proposal, _ s: Size) -> Proposal {
        let w = FlexibleFrame.Axis(params, node.param), h = FlexibleFrame.Axis(params, node.param + 3)
        return Proposal(width: w.placementProposal(p.width, size: s.width), height: h.placementProposal(p.height, size: s.height))
    }

    /// Where a frame (fixed or flexible) puts its child: the frame's guide default on its own
    /// size meets the child's guide value, explicit values included. The frame's default is
    /// that of plain dimensions of its size (node -1): a custom default that reads other
    /// guides reads their defaults too, never the frame's explicit values.
    func frameChildOrigin(_ n: Int32, _ node: Node, _ p: Proposal, _ s: Size, child c: Int32, _ cp: Proposal, _ cs: Size) -> Point {
        let x = defaultValue(node.horizontalGuide, -1, p, s) - guideValue(c, node.horizontalGuide, cp, cs)
        let y = defaultValue(node.verticalGuide, -1, p, s) - guideValue(c, node.verticalGuide, cp, cs)
        return Point(x: x, y: y)
    }
}

/// The flexible frame's per-axis rules.
enum FlexibleFrame {
    /// SwiftUI's normalisation at init: a negative minimum becomes 0, the ideal is raised to
    /// the minimum and the maximum to the ideal.
    static func normalize(min: Double?, ideal: Double?, max: Double?) -> (min: Double?, ideal: Double?, max: Double?) {
        let newMin = min.map { Swift.max($0, 0) }
        let newIdeal = ideal.map { Swift.max(newMin ?? 0, $0) }
        let newMax = max.map { Swift.max(newIdeal ?? 0, $0) }
        return (newMin, newIdeal, newMax)
    }

    struct Axis {
        let min: Double
        let ideal: Double
        let max: Double

        init(_ params: ContiguousStorage<Double>, _ start: Int32) {
            min = params[start]
            ideal = params[start + 1]
            max = params[start + 2]
        }

        /// Whether min > max (decision 17: then the frame takes its child's size).
        var contradictory: Bool { !min.isNaN && !max.isNaN && min > max }

        func sizeWithoutChild(_ proposed: Double) -> Double? {
            if !proposed.isNaN && !min.isNaN && !max.isNaN && min <= max { return Swift.min(Swift.max(proposed, min), max) }
            if proposed.isNaN && !ideal.isNaN { return ideal }
            return nil
        }

        func childProposal(_ proposed: Double) -> Double {
            let c = proposed.isNaN ? ideal : proposed
            guard !c.isNaN else { return .nan }
            var result = c
            if !min.isNaN { result = Swift.max(result, min) }
            if !max.isNaN { result = Swift.min(result, max) }
            return result
        }

        func size(fromChild s: Double, proposed c: Double) -> Double {
            switch (min.isNaN, max.isNaN) {
            case (false, false): return contradictory ? s : Swift.min(Swift.max(s, min), max)
            case (false, true): return Swift.max(Swift.min(c.isNaN ? .infinity : c, s), min)
            case (true, false): return Swift.min(Swift.max(c.isNaN ? -.infinity : c, s), max)
            case (true, true): return s
            }
        }

        func placementProposal(_ proposed: Double, size: Double) -> Double {
            let low = min.isNaN ? -Double.infinity : min, high = max.isNaN ? Double.infinity : max
            if ideal.isNaN && proposed.isNaN && low < size && size < high { return .nan }
            return size
        }
    }
}
