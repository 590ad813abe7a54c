/// A host `Layout` (SwiftUI's `Layout` protocol): the host sizes and places the children
/// through callbacks, which count for more of the nesting limit. Spacers in it take the
/// orientation its host states; it knows the direction it is laid out in.
enum CustomRules: ContainerRules {
    static var nestingCost: Int { LayoutPass.callbackNesting }
    static var asksHostForSpacing: Bool { true }
    static var infiniteProposals: InfiniteProposals { .always }

    @inline(never) static func size(_ pass: LayoutPass, _ n: Int32, _ node: Node, _ p: Proposal) -> Size { pass.sizeCustom(n, p) }
    static func explicit(_ pass: LayoutPass, _ n: Int32, _ node: Node, _ g: Int32, _ p: Proposal) -> Double? { pass.explicitCustom(n, g, p) }

    @inline(never) static func placeChildren(_ pass: LayoutPass, _ n: Int32, _ node: Node, _ p: Proposal, _ s: Size,
                                             _ body: (Int32, Int32, Proposal, Size, Point) -> Void) {
        for (i, placed) in pass.customPlacements(n, p, s).enumerated() {
            body(Int32(i), pass.child(node, Int32(i)), placed.proposal, placed.size, placed.origin)
        }
    }

    @inline(__always) static func topDownFacts(_ node: Node, context: UInt16, rightToLeft: Bool) -> (own: UInt16, childContext: UInt16) { (rightToLeft ? PreparedTree.rightToLeft : 0, node.hostSpacerContext) }
    static func bottomUpFacts(_ facts: StructureFacts, _ n: Int32, _ node: Node) -> UInt16 {
        guard node.childCount > 0 else { return PreparedTree.zeroAll }
        let all = facts.allChildren(node)
        return all.spacing | (node.hostHasExplicitAlignment ? StructureFacts.explicitBits : all.explicit)
    }
}

/// Containers whose layout the host implements (SwiftUI's `Layout` protocol, semantics §9;
/// `HostLayout`). The engine calls the host's `sizeThatFits` once per distinct proposal
/// (answers are cached like every container's) and `placeSubviews` when it places the
/// container or needs its default explicit guides. Placements are recorded per call:
/// `origin = position − anchor × size`, in the container's left-to-right space, so
/// right-to-left layouts mirror them like any other child. Subviews the host did not place
/// are centred in the container with its proposal; a subview placed twice in one call keeps
/// its last placement (decision 23, as Apple documents `place(at:anchor:proposal:)`). The node knows the stack orientation
/// its host states (`Node.hostSpacerContext`) and whether the host answers explicit guides
/// itself (`Node.hostHasExplicitAlignment`).
extension LayoutPass {
    /// One `placeSubviews` call being recorded.
    struct PlacementRecorder {
        var node: Int32
        var token: Int
        var placed: [(proposal: Proposal, size: Size, origin: Point)?]
    }

    private func hostName(_ n: Int32) -> String { "the layout '\(tree.hostLayouts[nodes[n].hostLayoutIndex].name)' (\(describeView(n)))" }

    /// Runs one host function with the container's cache; a thrown error fails the layout.
    private func callHost<T>(_ n: Int32, token: Int, _ what: String, _ body: (HostLayout, LayoutSubviews, inout Any?) throws -> T) -> T? {
        let host = tree.hostLayouts[nodes[n].hostLayoutIndex]
        let subviews = LayoutSubviews(pass: self, node: n, token: token, count: Int(nodes[n].childCount))
        do {
            var cache: Any?
            if let entry = tree.hostLayoutCaches[n], entry.version == tree.structureVersion {
                cache = entry.value
            } else if let entry = tree.hostLayoutCaches[n], let update = host.updateCache {
                cache = entry.value
                try update(&cache, subviews)
            } else {
                cache = try host.makeCache(subviews)
            }
            let result = try body(host, subviews, &cache)
            tree.hostLayoutCaches[n] = (tree.structureVersion, cache)
            return result
        } catch {
            fail(LayoutError(.callbackFailed, "\(hostName(n)) failed in \(what): \(error)"))
            return nil
        }
    }

    func sizeCustom(_ n: Int32, _ p: Proposal) -> Size {
        guard let s = callHost(n, token: 0, "sizeThatFits", { host, subviews, cache in
            try host.sizeThatFits(p.proposedViewSize, subviews, &cache)
        }) else { return .zero }
        guard s.width.isFinite, s.height.isFinite, s.width >= 0, s.height >= 0 else {
            fail(LayoutError(.callbackFailed, "\(hostName(n)) answered size \(s) for proposal \(p.proposedViewSize); sizes must be finite and not negative"))
            return .zero
        }
        return s
    }

    /// The spacing bits (`PreparedTree.zero*`) the host's `spacing` function gives custom
    /// node `n`; nil if it failed (the pass has the error).
    func hostSpacing(_ n: Int32, _ spacing: HostLayout.SpacingFunction) -> UInt16? {
        let answer = drive { callHost(n, token: 0, "spacing") { _, subviews, cache in try spacing(subviews, &cache) } }
        guard let answer = answer ?? nil, !failed else { return nil }
        return answer.preparedBits
    }

    /// Every child's proposal, size and origin as the host places them in a container of
    /// size `s` proposed `p`.
    func customPlacements(_ n: Int32, _ p: Proposal, _ s: Size) -> [(proposal: Proposal, size: Size, origin: Point)] {
        let count = Int(nodes[n].childCount)
        recorderSerial += 1
        let token = recorderSerial
        recorders.append(PlacementRecorder(node: n, token: token, placed: Array(repeating: nil, count: count)))
        _ = callHost(n, token: token, "placeSubviews") { host, subviews, cache in
            try host.placeSubviews(Rect(origin: .zero, size: s), p.proposedViewSize, subviews, &cache)
        }
        let recorded = recorders.removeLast().placed
        let node = nodes[n]
        return (0..<count).map { i in
            if let placed = recorded[i] { return placed }
            let c = child(node, Int32(i))
            let cs = size(c, p)
            return (p, cs, Point(x: (s.width - cs.width) / 2, y: (s.height - cs.height) / 2))
        }
    }

    func explicitCustom(_ n: Int32, _ g: Int32, _ p: Proposal) -> Double? {
        let s = size(n, p)
        if nodes[n].hostHasExplicitAlignment {
            let value = callHost(n, token: 0, "explicitAlignment") { host, subviews, cache in
                try host.explicitAlignment?(guides[Int(g)], Rect(origin: .zero, size: s), p.proposedViewSize, subviews, &cache)
            }
            guard let value = value ?? nil else { return nil }
            guard value.isFinite else {
                fail(LayoutError(.callbackFailed, "\(hostName(n)) answered \(value) for guide '\(guides[Int(g)].name)'"))
                return nil
            }
            return value
        }
        return defaultExplicitCustom(n, g, p, s)
    }

    /// SwiftUI's default: the children's explicit values after placement, combined.
    func defaultExplicitCustom(_ n: Int32, _ g: Int32, _ p: Proposal, _ s: Size) -> Double? {
        let rule = guideCombine(g)
        if rule == .none { return nil }
        let axis: Axis = guideIsHorizontal(g) ? .horizontal : .vertical
        var result: Double? = nil
        var count = 0
        let node = nodes[n]
        for (i, placed) in customPlacements(n, p, s).enumerated() {
            guard let value = explicit(child(node, Int32(i)), g, placed.proposal) else { continue }
            combine(placed.origin[axis] + value, into: &result, count: &count, rule: rule)
        }
        return result
    }

    /// Records `place(at:anchor:proposal:)` of child `index` of `parent`; a later call for
    /// the same child replaces the earlier one.
    func placeSubview(_ parent: Int32, _ index: Int, token: Int, at position: Point, anchor: UnitPoint, proposal: ProposedViewSize) {
        guard let top = recorders.last, top.token == token else {
            if let top = recorders.last, top.node != parent {
                fail(LayoutError(.callbackFailed, "\(hostName(top.node)) placed subview \(index) of \(hostName(parent)), which belongs to another layout"))
            } else {
                fail(LayoutError(.callbackFailed, "\(hostName(parent)) placed its subview \(index) outside placeSubviews; place subviews only from placeSubviews, with the subviews that call was given"))
            }
            return
        }
        guard let p = checkedProposal(proposal, parent, index) else { return }
        guard position.x.isFinite, position.y.isFinite, anchor.x.isFinite, anchor.y.isFinite else {
            fail(LayoutError(.callbackFailed, "\(hostName(parent)) placed its subview \(index) at \(position) with anchor (\(anchor.x), \(anchor.y)); both must be finite"))
            return
        }
        let s = size(child(nodes[parent], Int32(index)), p)
        // An anchor at a subview's leading or top edge is its origin, also for an infinitely
        // large subview (not 0 x infinity, NaN).
        func offset(_ fraction: Double, _ length: Double) -> Double { fraction == 0 ? 0 : fraction * length }
        let origin = Point(x: position.x - offset(anchor.x, s.width), y: position.y - offset(anchor.y, s.height))
        recorders[recorders.count - 1].placed[index] = (p, s, origin)
    }

    /// A proposal a host made to a subview, checked: NaN and negative lengths are errors.
    func checkedProposal(_ proposal: ProposedViewSize, _ parent: Int32, _ index: Int) -> Proposal? {
        for value in [proposal.width, proposal.height] {
            guard let value else { continue }
            guard !value.isNaN, value >= 0 else {
                fail(LayoutError(.callbackFailed, "\(hostName(parent)) proposed \(proposal) to its subview \(index); a proposal is nil, 0, a positive length or infinity"))
                return nil
            }
        }
        return Proposal(proposal)
    }
}

/// The children of a `Layout` container, as its functions see them.
public struct LayoutSubviews: RandomAccessCollection {
    let pass: LayoutPass
    let node: Int32
    let token: Int
    public let count: Int
    /// The direction the container is laid out in (SwiftUI's `LayoutSubviews.layoutDirection`):
    /// the root's, changed by `environment(\.layoutDirection, ...)` above the container. The
    /// engine mirrors placements for right-to-left by itself; a layout rarely needs it.
    public let layoutDirection: LayoutDirection

    init(pass: LayoutPass, node: Int32, token: Int, count: Int) {
        self.pass = pass
        self.node = node
        self.token = token
        self.count = count
        layoutDirection = pass.info[node] & PreparedTree.rightToLeft != 0 ? .rightToLeft : .leftToRight
    }

    /// The layout's first failure so far (a misplaced subview, a bad proposal), if any.
    public var failure: LayoutError? { pass.error }

    public var startIndex: Int { 0 }
    public var endIndex: Int { count }
    public subscript(index: Int) -> LayoutSubview { LayoutSubview(subviews: self, index: index) }
}

/// One child of a `Layout` container: ask its size for a proposal, read its dimensions and
/// guides, and place it (only from `placeSubviews`, once per call).
public struct LayoutSubview {
    let subviews: LayoutSubviews
    let index: Int

    private var pass: LayoutPass? { subviews.pass.isFinished ? nil : subviews.pass }
    var node: Int32 { subviews.pass.child(subviews.pass.nodes[subviews.node], Int32(index)) }

    /// The subview's size for a proposal.
    public func sizeThatFits(_ proposal: ProposedViewSize) -> Size {
        guard let pass, let p = pass.checkedProposal(proposal, subviews.node, index) else { return .zero }
        return pass.size(node, p)
    }

    /// The subview's size and guides for a proposal.
    public func dimensions(in proposal: ProposedViewSize) -> ViewDimensions {
        guard let pass, let p = pass.checkedProposal(proposal, subviews.node, index) else { return ViewDimensions(width: 0, height: 0) }
        let s = pass.size(node, p)
        return ViewDimensions(width: s.width, height: s.height, pass: pass, node: node, proposal: p)
    }

    /// Puts the subview's `anchor` point at `position` of the container's bounds, proposing it
    /// `proposal`.
    public func place(at position: Point, anchor: UnitPoint = .topLeading, proposal: ProposedViewSize) {
        pass?.placeSubview(subviews.node, index, token: subviews.token, at: position, anchor: anchor, proposal: proposal)
    }

    /// The subview's layout priority.
    public var priority: Double { pass?.priority(node) ?? 0 }

    /// The subview's spacing preferences.
    public var spacing: ViewSpacing {
        guard let pass else { return ViewSpacing() }
        return ViewSpacing(preparedBits: pass.info[node])
    }
}
