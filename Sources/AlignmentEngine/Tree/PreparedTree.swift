/// Facts about a tree's structure that layout needs, computed once per structure and root
/// by two iterative passes (no recursion, whatever the depth):
/// - the orientation a `Spacer` takes from its nearest enclosing stack;
/// - each node's spacing preferences: which edges ask for zero spacing (spacers, and stacks
///   with a spacer at that edge);
/// - which kinds of explicit guide values a subtree can produce, so queries for a guide no
///   view sets return at once;
/// - which nodes are rigid: their size cannot depend on their proposal (fixed images, fixed
///   frames, stacks of rigid children, …), so a pass computes them once whatever they are
///   proposed;
/// - the direction each host `Layout` is laid out in, and its own spacing preferences when
///   its host states them (`HostLayout.spacing`, asked after its children's facts are known).
struct PreparedTree {
    /// Per-node bits; see the masks below.
    var info = ContiguousStorage<UInt16>()
    /// In a tree deeper than the nesting limit, its rigid containers, children first, until
    /// the first layout after preparing has sized them.
    var rigidContainers = ContiguousStorage<Int32>()
    /// The deepest level of nodes below the root.
    var depth = 0
    var root: Int32 = -1
    var version = -1
    /// The direction of the root the facts were computed for.
    var rightToLeft = false

    // Spacer orientation (bits 0-1).
    static let spacerHorizontal: UInt16 = 1
    static let spacerVertical: UInt16 = 2
    // Edges that ask for zero spacing (bits 2-5).
    static let zeroLeading: UInt16 = 1 << 2
    static let zeroTrailing: UInt16 = 1 << 3
    static let zeroTop: UInt16 = 1 << 4
    static let zeroBottom: UInt16 = 1 << 5
    static let zeroAll: UInt16 = zeroLeading | zeroTrailing | zeroTop | zeroBottom
    // Explicit guide sources in the subtree (bits 6-8).
    static let explicitHorizontal: UInt16 = 1 << 6
    static let explicitVertical: UInt16 = 1 << 7
    static let explicitBaseline: UInt16 = 1 << 8
    // The node's size does not depend on its proposal (bit 9).
    static let rigid: UInt16 = 1 << 9
    // An `environment(\.layoutDirection)` that changes the direction (bit 10): its content's
    // leading and trailing edges are the other way round for the views around it.
    static let flipsDirection: UInt16 = 1 << 10
    // A host layout (`.custom` node) laid out right to left (bit 11).
    static let rightToLeft: UInt16 = 1 << 11
    /// The bits computed top-down, kept when bottom-up facts are refreshed.
    static let topDown = spacerHorizontal | spacerVertical | flipsDirection | rightToLeft

    /// A host's `spacing` that failed while facts were refreshed after a change; the next
    /// layout throws it.
    var failure: LayoutError?

    func deallocate() {
        info.deallocate()
        rigidContainers.deallocate()
    }
}

extension LayoutTree {
    /// Recomputes the prepared facts for `root` laid out in a direction if the structure
    /// (or the direction) changed since, and then forgets every cached answer (the cache's
    /// parent links are computed here). Returns whether it recomputed.
    @discardableResult
    func prepare(root: Int32, rightToLeft: Bool) throws(LayoutError) -> Bool {
        if prepared.root == root && prepared.version == structureVersion && prepared.rightToLeft == rightToLeft { return false }
        // Until the facts are complete (a host's spacing may fail half-way).
        prepared.version = -1
        // The tree is done growing for now: give back the growth slack.
        nodes.shrinkToFit()
        params.shrinkToFit()
        childList.shrinkToFit()
        views.shrinkToFit()
        prepared.info.reset(to: nodes.count, filling: 0)
        var order = ContiguousStorage<Int32>()
        defer { order.deallocate() }
        var stack = ContiguousStorage<(node: Int32, context: UInt16, rightToLeft: Bool, depth: Int32)>()
        defer { stack.deallocate() }
        stack.append((root, 0, rightToLeft, 0))
        var deepest: Int32 = 0
        cache.reset(nodeCount: nodes.count)
        cache.parent.reset(to: nodes.count, filling: -1)
        let nodes = self.nodes, childList = self.childList, info = prepared.info, parent = cache.parent
        let nodeCount = nodes.count
        // Pre-order: spacer orientation flows down from the nearest stack.
        while stack.count > 0 {
            let (n, context, rtl, depth) = stack[stack.count - 1]
            stack.count -= 1
            guard order.count < nodeCount else { throw LayoutError(.invalidTree, "the tree has a cycle") }
            order.append(n)
            deepest = max(deepest, depth)
            let node = nodes[n]
            if node.kind == .spacer || node.kind == .divider { info[n] = context }
            if node.kind == .custom && rtl { info[n] |= PreparedTree.rightToLeft }
            var childRTL = rtl
            if node.kind == .environment {
                childRTL = node.childRightToLeft(rtl)
                if childRTL != rtl { info[n] |= PreparedTree.flipsDirection }
            }
            let childContext: UInt16
            switch node.kind {
            case .hstack, .gridRow: childContext = PreparedTree.spacerHorizontal
            case .vstack, .grid: childContext = PreparedTree.spacerVertical
            case .zstack, .geometryReader, .scrollView: childContext = 0
            case .custom: childContext = node.hostSpacerContext
            default: childContext = context
            }
            var slot = node.childStart + node.childCount - 1
            while slot >= node.childStart {
                parent[childList[slot]] = n
                stack.append((childList[slot], childContext, childRTL, depth + 1))
                slot -= 1
            }
        }
        // Reverse pre-order: children before parents.
        let facts = StructureFacts(nodes: nodes, params: params, childList: childList, info: prepared.info, guides: guides, measures: measures)
        // Host layouts that state their own spacing are asked through one pass, made on
        // first use (trees without them pay nothing).
        let asksHosts = hostLayouts.contains { $0.spacing != nil }
        var hostPass: LayoutPass?
        defer { hostPass?.isFinished = true }
        // A tree deeper than the nesting limit sizes its rigid containers children first (see
        // `LayoutPass.sizeRigidContainers`): list them in that order.
        let listsRigid = Int(deepest) > LayoutPass.nestingLimit
        prepared.rigidContainers.removeAll()
        var index = order.count - 1
        while index >= 0 {
            let n = order[index]
            let rigid = facts.isRigid(n)
            facts.info[n] |= facts.bottomUpInfo(n) | (rigid ? PreparedTree.rigid : 0)
            if listsRigid && rigid && LayoutPass.cachesSizes(nodes[n].kind) { prepared.rigidContainers.append(n) }
            if asksHosts && nodes[n].kind == .custom { try applyHostSpacing(n, pass: &hostPass) }
            index -= 1
        }
        prepared.depth = Int(deepest)
        prepared.root = root
        prepared.version = structureVersion
        prepared.rightToLeft = rightToLeft
        return true
    }

    /// Recomputes the bottom-up facts of node `start` and of its ancestors, up to the first
    /// whose facts stay as they were, after a change of `start`'s parameters.
    /// A host's `spacing` that fails leaves its error in `prepared.failure` and the facts to
    /// be prepared again.
    func refreshFacts(from start: Int32) {
        let facts = StructureFacts(nodes: nodes, params: params, childList: childList, info: prepared.info, guides: guides, measures: measures)
        var hostPass: LayoutPass?
        defer { hostPass?.isFinished = true }
        var n = start
        while n >= 0 {
            let old = facts.info[n]
            facts.info[n] = old & PreparedTree.topDown
            facts.info[n] |= facts.bottomUpInfo(n) | (facts.isRigid(n) ? PreparedTree.rigid : 0)
            if nodes[n].kind == .custom {
                do {
                    try applyHostSpacing(n, pass: &hostPass)
                } catch {
                    prepared.failure = error
                    prepared.version = -1
                    return
                }
            }
            if facts.info[n] == old { return }
            n = cache.parent[n]
        }
    }

    /// Replaces custom node `n`'s spacing bits with what its host's `spacing` answers, if it
    /// has that function, asking through `pass` (made on first use).
    private func applyHostSpacing(_ n: Int32, pass: inout LayoutPass?) throws(LayoutError) {
        guard let spacing = hostLayouts[nodes[n].hostLayoutIndex].spacing else { return }
        let hostPass = pass ?? LayoutPass(tree: self)
        pass = hostPass
        guard let bits = hostPass.hostSpacing(n, spacing) else {
            throw hostPass.error ?? LayoutError(.callbackFailed, "a layout's spacing failed")
        }
        prepared.info[n] = prepared.info[n] & ~PreparedTree.zeroAll | bits
    }
}

/// The bottom-up facts of one node from its children's, over local copies of the tree's
/// storage (reading a class's stored properties in this loop would cost an exclusivity
/// check per access).
private struct StructureFacts {
    let nodes: ContiguousStorage<Node>
    let params: ContiguousStorage<Double>
    let childList: ContiguousStorage<Int32>
    let info: ContiguousStorage<UInt16>
    let guides: [GuideDefinition]
    let measures: [HostMeasure]

    /// Whether a node's size is the same for every proposal, given its children's facts.
    func isRigid(_ n: Int32) -> Bool {
        let node = nodes[n]
        func rigid(_ i: Int32) -> Bool { info[childList[node.childStart + i]] & PreparedTree.rigid != 0 }
        switch node.kind {
        case .image: return !node.isResizable
        case .measured: return measures[node.measureIndex].isFixedSize
        case .hstack, .vstack, .zstack:
            for i in 0..<node.childCount where !rigid(i) { return false }
            return true
        case .frame: return (!params[node.param].isNaN && !params[node.param + 1].isNaN) || rigid(0)
        case .fixedSize: return node.fixedAxes == [.horizontal, .vertical] || rigid(0)
        case .padding, .alignmentGuide, .offset, .layoutPriority, .environment, .aspectRatio, .overlay, .background, .gridCell:
            return rigid(0)
        case .shape, .circle, .text, .spacer, .geometryReader, .flexibleFrame, .position, .grid, .gridRow, .divider, .viewThatFits, .custom, .scrollView:
            return false
        }
    }

    /// Spacing preferences and explicit-guide sources of a node, from its children's.
    func bottomUpInfo(_ n: Int32) -> UInt16 {
        let node = nodes[n]
        let spacingBits = PreparedTree.zeroAll
        let explicitBits = PreparedTree.explicitHorizontal | PreparedTree.explicitVertical | PreparedTree.explicitBaseline
        func child(_ i: Int32) -> Int32 { childList[node.childStart + i] }
        func spacing(_ i: Int32) -> UInt16 { info[child(i)] & spacingBits }
        var allSpacing: UInt16 = 0
        var allExplicit: UInt16 = 0
        for i in 0..<node.childCount {
            allSpacing |= spacing(i)
            allExplicit |= info[child(i)] & explicitBits
        }
        switch node.kind {
        case .spacer:
            switch info[n] & 3 {
            case PreparedTree.spacerHorizontal: return PreparedTree.zeroLeading | PreparedTree.zeroTrailing
            case PreparedTree.spacerVertical: return PreparedTree.zeroTop | PreparedTree.zeroBottom
            default: return PreparedTree.zeroAll
            }
        case .shape, .circle, .image, .geometryReader, .divider, .scrollView:
            return 0
        case .text:
            return PreparedTree.explicitBaseline
        case .measured:
            let measure = measures[node.measureIndex]
            return measure.firstBaseline != nil || measure.lastBaseline != nil ? PreparedTree.explicitBaseline : 0
        case .hstack, .vstack:
            guard node.childCount > 0 else { return PreparedTree.zeroAll }
            let isH = node.kind == .hstack
            let first = spacing(0), last = spacing(node.childCount - 1)
            let leadingEdge = isH ? PreparedTree.zeroLeading : PreparedTree.zeroTop
            let trailingEdge = isH ? PreparedTree.zeroTrailing : PreparedTree.zeroBottom
            let sides = spacingBits & ~(leadingEdge | trailingEdge)
            return (first & leadingEdge) | (last & trailingEdge) | (allSpacing & sides) | allExplicit
        case .zstack, .grid, .viewThatFits:
            guard node.childCount > 0 else { return PreparedTree.zeroAll }
            return allSpacing | allExplicit
        case .gridRow:
            return allExplicit
        case .custom:
            guard node.childCount > 0 else { return PreparedTree.zeroAll }
            return allSpacing | (node.hostHasExplicitAlignment ? explicitBits : allExplicit)
        case .frame, .flexibleFrame:
            var result = spacing(0)
            if nodes[child(0)].kind != .spacer {
                let p = params
                // A flexible frame that sets any of min, ideal or max on an axis resets it.
                func setsAxis(_ start: Int32) -> Bool { !p[start].isNaN || !p[start + 1].isNaN || !p[start + 2].isNaN }
                let constrainsWidth = node.kind == .frame ? !p[node.param].isNaN : setsAxis(node.param)
                let constrainsHeight = node.kind == .frame ? !p[node.param + 1].isNaN : setsAxis(node.param + 3)
                if constrainsWidth { result &= ~(PreparedTree.zeroLeading | PreparedTree.zeroTrailing) }
                if constrainsHeight { result &= ~(PreparedTree.zeroTop | PreparedTree.zeroBottom) }
            }
            return result | (info[child(0)] & explicitBits)
        case .padding:
            var result = spacing(0)
            let edges = [PreparedTree.zeroTop, PreparedTree.zeroLeading, PreparedTree.zeroBottom, PreparedTree.zeroTrailing]
            for (k, edge) in edges.enumerated() where params[node.param + Int32(k)] != 0 { result &= ~edge }
            return result | (info[child(0)] & explicitBits)
        case .position:
            return info[child(0)] & explicitBits
        case .alignmentGuide:
            let guide = guides[Int(node.guide)]
            let own = guide.axis == .horizontal ? PreparedTree.explicitHorizontal : PreparedTree.explicitVertical
            return info[child(0)] & (spacingBits | explicitBits) | own
        case .overlay, .background:
            return info[child(0)] & (spacingBits | explicitBits)
        case .environment:
            var bits = info[child(0)] & (spacingBits | explicitBits)
            if info[n] & PreparedTree.flipsDirection != 0 {
                let leading = bits & PreparedTree.zeroLeading, trailing = bits & PreparedTree.zeroTrailing
                bits = (bits & ~(PreparedTree.zeroLeading | PreparedTree.zeroTrailing)) | (leading << 1) | (trailing >> 1)
            }
            return bits | PreparedTree.flipsDirection & info[n]
        case .offset, .fixedSize, .layoutPriority, .aspectRatio, .gridCell:
            return info[child(0)] & (spacingBits | explicitBits)
        }
    }
}
