/// `.frame(minWidth:idealWidth:maxWidth:minHeight:idealHeight:maxHeight:alignment:)` (§8.3;
/// params: the six lengths, NaN when not set): clamps the child's size to its range and
/// aligns the child in it. Setting any length on an axis resets the child's spacing
/// preferences on that axis.
enum FlexibleFrameRules: PlacingModifierRules {
    static func messageName(_ node: Node) -> String { "frame" }
    static func size(_ pass: LayoutPass, _ n: Int32, _ node: Node, _ p: Proposal) -> Size { pass.sizeFlexibleFrame(n, node, p) }
    static func onlyChildProposal(_ pass: LayoutPass, _ n: Int32, _ node: Node, _ p: Proposal) -> Proposal? { pass.flexibleFrameSizingProposal(node, p) }

    static func alignmentGuide(of node: Node, on axis: Axis) -> Int32? { axis == .horizontal ? node.horizontalGuide : node.verticalGuide }

    static func isRigid(_ facts: StructureFacts, _ n: Int32, _ node: Node) -> Bool { false }
    static func bottomUpFacts(_ facts: StructureFacts, _ n: Int32, _ node: Node) -> UInt16 {
        let width = FlexibleFrame.Axis(facts.params, node, .minWidth), height = FlexibleFrame.Axis(facts.params, node, .minHeight)
        return facts.frameFacts(node, constrainsWidth: width.isSet, constrainsHeight: height.isSet)
    }

    static func explanationName(_ d: NodeDescription) -> String { "frame" }
    static func describe(_ d: NodeDescription) -> String {
        let names = ["minWidth", "idealWidth", "maxWidth", "minHeight", "idealHeight", "maxHeight"]
        return d.call(".frame", [d.arguments(names, from: .minWidth), d.alignment])
    }

    /// The child's proposal, size and origin in the frame.
    @inline(__always) static func placedChild(_ pass: LayoutPass, _ n: Int32, _ node: Node, _ p: Proposal, _ s: Size) -> (proposal: Proposal, size: Size, origin: Point) {
        let c = pass.child(node)
        let cp = pass.flexibleFrameChildProposal(node, p, s)
        let cs = pass.size(c, cp)
        return (cp, cs, pass.frameChildOrigin(n, node, p, s, child: c, cp, cs))
    }
}

extension LayoutPass {
    /// A flexible frame's size: the proposal or the child's size, clamped to its range.
    func sizeFlexibleFrame(_ n: Int32, _ node: Node, _ p: Proposal) -> Size {
        let w = FlexibleFrame.Axis(params, node, .minWidth), h = FlexibleFrame.Axis(params, node, .minHeight)
        let ownWidth = w.sizeWithoutChild(p.width), ownHeight = h.sizeWithoutChild(p.height)
        if let ownWidth, let ownHeight { return Size(width: ownWidth, height: ownHeight) }
        let proposal = flexibleFrameSizingProposal(node, p)
        let s = size(child(node), proposal)
        return Size(width: ownWidth ?? w.size(fromChild: s.width, proposed: proposal.width),
                    height: ownHeight ?? h.size(fromChild: s.height, proposed: proposal.height))
    }

    /// What a flexible frame proposes to its child when sizing itself for `p`.
    func flexibleFrameSizingProposal(_ node: Node, _ p: Proposal) -> Proposal {
        let w = FlexibleFrame.Axis(params, node, .minWidth), h = FlexibleFrame.Axis(params, node, .minHeight)
        return Proposal(width: w.childProposal(p.width), height: h.childProposal(p.height))
    }

    /// What a flexible frame proposes to its child when placing it (iOS 17 ideal sizing).
    func flexibleFrameChildProposal(_ node: Node, _ p: Proposal, _ s: Size) -> Proposal {
        let w = FlexibleFrame.Axis(params, node, .minWidth), h = FlexibleFrame.Axis(params, node, .minHeight)
        return Proposal(width: w.placementProposal(p.width, size: s.width), height: h.placementProposal(p.height, size: s.height))
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

        /// The axis whose minimum is `params[node, first]`, followed by its ideal and maximum.
        init(_ params: ContiguousStorage<Double>, _ node: Node, _ first: NodeParam) {
            min = params[node, first]
            ideal = params[node, NodeParam(offset: first.offset + 1)]
            max = params[node, NodeParam(offset: first.offset + 2)]
        }

        /// Whether the frame sets any of min, ideal or max on the axis (which resets the
        /// child's spacing preferences on it).
        var isSet: Bool { !min.isNaN || !ideal.isNaN || !max.isNaN }

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
