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
    // The node's width (height) is the proposed width (height) whenever that is specified
    // (bits 12-13): a shape, a fixed frame that leaves that length to such a child. A stack
    // knows such a child's range along its axis without asking: 0 proposed 0, infinite
    // proposed infinity.
    static let takesProposedWidth: UInt16 = 1 << 12
    static let takesProposedHeight: UInt16 = 1 << 13
    // The node's subtree holds a kind whose placement reads the safe area (bit 14): placement
    // walks it anew instead of keeping or moving its frames.
    static let readsSafeArea: UInt16 = 1 << 14
    // The node's answer to a proposal unspecified along an axis holds for every longer
    // proposal on that axis, and is kept where a stack can read it without asking the host
    // (bit 15): a content-sized measured leaf (`LayoutPass.keptIdealSize`).
    static let keepsIdealSize: UInt16 = 1 << 15
    /// The bits computed top-down.
    static let topDown = spacerHorizontal | spacerVertical | flipsDirection | rightToLeft
    /// The bits kept when bottom-up facts are refreshed: the top-down ones, and
    /// `readsSafeArea`, which only a change of structure changes.
    static let keptOnRefresh = topDown | readsSafeArea

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
        prepared.info.shrinkToFit()
        // Every node below the root is listed once: no growing (copying) on the way.
        var order = ContiguousStorage<Int32>()
        order.reserveCapacity(nodes.count)
        defer { order.deallocate() }
        var stack = ContiguousStorage<(node: Int32, context: UInt16, rightToLeft: Bool, depth: Int32)>()
        defer { stack.deallocate() }
        stack.append((root, 0, rightToLeft, 0))
        var deepest: Int32 = 0
        let nodes = self.nodes
        let parent = cache.resetParents(nodeCount: nodes.count) { nodes[$0].kind.answersOutliveStructure }
        let childList = self.childList, info = prepared.info
        let nodeCount = nodes.count
        // Pre-order: spacer orientation flows down from the nearest stack.
        while stack.count > 0 {
            let (n, context, rtl, depth) = stack[stack.count - 1]
            stack.count -= 1
            guard order.count < nodeCount else { throw LayoutError(.invalidTree, "the tree has a cycle") }
            order.append(n)
            deepest = max(deepest, depth)
            let node = nodes[n]
            let (own, childContext) = node.topDownFacts(context: context, rightToLeft: rtl)
            info[n] = own
            let childRTL = node.childRightToLeft(rtl)
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
        // The list is filled as a local (a stored property of the tree would cost an
        // exclusivity check per append) and put back however the loop ends.
        let listsRigid = Int(deepest) > LayoutPass.nestingLimit
        var rigidContainers = prepared.rigidContainers
        rigidContainers.removeAll()
        defer { prepared.rigidContainers = rigidContainers }
        var index = order.count - 1
        while index >= 0 {
            let n = order[index]
            let own = facts.bottomUpInfo(n)
            facts.info[n] |= own
            if listsRigid && own & PreparedTree.rigid != 0 && nodes[n].kind.cachesSizes { rigidContainers.append(n) }
            if asksHosts && nodes[n].kind.asksHostForSpacing { try applyHostSpacing(n, pass: &hostPass) }
            index -= 1
        }
        if safeAreaReaders { markSafeAreaReaders(order, parent: parent) }
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
            facts.info[n] = old & PreparedTree.keptOnRefresh
            facts.info[n] |= facts.bottomUpInfo(n)
            if nodes[n].kind.asksHostForSpacing {
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

    /// Marks every node whose subtree holds a kind that reads the safe area
    /// (`PreparedTree.readsSafeArea`); `order` lists the nodes in pre-order.
    @inline(never) private func markSafeAreaReaders(_ order: ContiguousStorage<Int32>, parent: ContiguousStorage<Int32>) {
        let info = prepared.info
        var index = order.count - 1
        // Children before parents: a node's bit is complete when it passes it up.
        while index >= 0 {
            let n = order[index]
            if nodes[n].kind.readsSafeArea { info[n] |= PreparedTree.readsSafeArea }
            if info[n] & PreparedTree.readsSafeArea != 0 && parent[n] >= 0 { info[parent[n]] |= PreparedTree.readsSafeArea }
            index -= 1
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
/// check per access). Each kind's rules are in its `NodeLayout`; these are the helpers they
/// share.
struct StructureFacts {
    let nodes: ContiguousStorage<Node>
    let params: ContiguousStorage<Double>
    let childList: ContiguousStorage<Int32>
    let info: ContiguousStorage<UInt16>
    let guides: [GuideDefinition]
    let measures: [HostMeasure]

    /// The bits of the spacing preferences and of the explicit-guide sources.
    static let spacingBits = PreparedTree.zeroAll
    static let explicitBits = PreparedTree.explicitHorizontal | PreparedTree.explicitVertical | PreparedTree.explicitBaseline

    /// The prepared bits of child `i` of `node`.
    @inline(__always) func childInfo(_ node: Node, _ i: Int32 = 0) -> UInt16 { info[childList[node.childStart + i]] }
    /// The spacing preferences of child `i` of `node`.
    @inline(__always) func spacing(ofChild i: Int32, _ node: Node) -> UInt16 { childInfo(node, i) & Self.spacingBits }
    /// Whether child `i` of `node` is rigid.
    @inline(__always) func childIsRigid(_ node: Node, _ i: Int32 = 0) -> Bool { childInfo(node, i) & PreparedTree.rigid != 0 }

    /// Whether every child of `node` is rigid.
    @inline(__always) func allChildrenRigid(_ node: Node) -> Bool {
        for i in 0..<node.childCount where !childIsRigid(node, i) { return false }
        return true
    }

    /// The spacing preferences and explicit-guide sources of all children of `node`, or-ed.
    @inline(__always) func allChildren(_ node: Node) -> (spacing: UInt16, explicit: UInt16) {
        var all: (spacing: UInt16, explicit: UInt16) = (0, 0)
        for i in 0..<node.childCount {
            let info = childInfo(node, i)
            all.spacing |= info & Self.spacingBits
            all.explicit |= info & Self.explicitBits
        }
        return all
    }

    /// A container whose edges are every child's edges: all children's facts, or-ed; an
    /// empty one asks for zero spacing on every edge.
    @inline(__always) func combinedChildren(_ node: Node) -> UInt16 {
        guard node.childCount > 0 else { return PreparedTree.zeroAll }
        let all = allChildren(node)
        return all.spacing | all.explicit
    }

    /// The bits of child 0 of `node` that say it takes the proposed width or height, on the
    /// axes a modifier leaves to it (`width`, `height`).
    @inline(__always) func takenLengths(ofChild node: Node, width: Bool, height: Bool) -> UInt16 {
        childInfo(node) & ((width ? PreparedTree.takesProposedWidth : 0) | (height ? PreparedTree.takesProposedHeight : 0))
    }

    /// A modifier that passes its child's spacing preferences and explicit sources on.
    @inline(__always) func passedThrough(_ node: Node) -> UInt16 { childInfo(node) & (Self.spacingBits | Self.explicitBits) }

    /// A frame's facts: its child's, less the spacing preferences on the axes it constrains
    /// (a frame around a spacer keeps them: `spacingPassesFrames`).
    @inline(__always) func frameFacts(_ node: Node, constrainsWidth: Bool, constrainsHeight: Bool) -> UInt16 {
        var result = spacing(ofChild: 0, node)
        if !nodes[childList[node.childStart]].kind.spacingPassesFrames {
            if constrainsWidth { result &= ~(PreparedTree.zeroLeading | PreparedTree.zeroTrailing) }
            if constrainsHeight { result &= ~(PreparedTree.zeroTop | PreparedTree.zeroBottom) }
        }
        return result | (childInfo(node) & Self.explicitBits)
    }
}
