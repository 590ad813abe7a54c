/// How a layout pass answers questions of any depth on any thread without native recursion
/// growing with the tree.
///
/// Layout code is written in direct style: a stack asks `size(child, proposal)` and gets an
/// answer. Each question that computes something (a container's or modifier's size, an
/// explicit guide value, a custom guide's default) counts towards the pass's `nesting`.
/// When the nesting reaches `nestingLimit`, the question is not computed: it is recorded as
/// the pending `Demand`, the pass is *suspended*, and every question asked while suspended
/// answers a placeholder at once, so the native stack unwinds to the `drive` loop. Nothing
/// computed while suspended is cached, placed or reported. The driver then computes the
/// demand from a fresh native stack (which may suspend on a deeper demand, kept on an
/// explicit demand stack), stores its answer in the pass's caches, and runs the suspended
/// step again, which now finds the answer cached.
///
/// Every native stretch is at most `nestingLimit` questions deep, so a tree of any depth
/// lays out on a thread with a small stack. Answering a size demand first sizes the chain
/// of one-child nodes below it from its bottom up (`sizeChain(below:_:_:)`), so a deep
/// chain of wrappers suspends the pass about once per question asked of its top; other
/// deep shapes are suspended about once every `nestingLimit` levels, each level computed
/// at most about three times.
extension LayoutPass {
    /// Questions computed natively inside each other before the pass suspends. Each costs a
    /// few hundred bytes of native stack in release builds (a few kilobytes in debug builds).
    static let nestingLimit = 48
    /// What a host callback (guide closure, C or Python function) counts towards the limit:
    /// it may nest its own frames and, for Python, its interpreter's.
    static let callbackNesting = 8

    /// A question deferred to the driver.
    struct Demand {
        enum Kind: UInt8 { case size, explicit, defaultValue }
        var kind: Kind
        var node: Int32
        var guide: Int32
        var proposal: Proposal
        /// For a default value: the size the default is computed for.
        var size: Size
    }

    /// Records `demand` as the question to answer first and suspends the pass.
    func suspend(_ demand: Demand) {
        pendingDemand = demand
        suspended = true
    }

    /// Runs `step` until it completes without being suspended, answering each demand it
    /// deferred first. `step` must have no effect that matters when it is suspended (it
    /// runs again). Returns nil if the pass failed.
    func drive<Result>(_ step: () -> Result) -> Result? {
        while true {
            let result = step()
            if failed { return nil }
            guard suspended else { return result }
            answerPendingDemands()
            if failed { return nil }
        }
    }

    /// Answers the pending demand and every deeper demand it needs, iteratively, until the
    /// first one is cached.
    private func answerPendingDemands() {
        var demands: [Demand] = []
        while let demand = pendingDemand ?? demands.last {
            if pendingDemand != nil {
                demands.append(demand)
                if demand.kind == .defaultValue { deferredDefaults.insert(DefaultKey(demand)) }
            }
            pendingDemand = nil
            suspended = false
            nesting = 0
            answer(demand)
            if failed { return }
            if suspended { continue }
            demands.removeLast()
            if demand.kind == .defaultValue { deferredDefaults.remove(DefaultKey(demand)) }
        }
    }

    /// Computes one demand natively and caches its answer.
    private func answer(_ demand: Demand) {
        let n = demand.node, p = demand.proposal
        switch demand.kind {
        case .size:
            let node = nodes[n]
            sizeChain(below: n, node, p)
            if suspended || failed { return }
            let s = computeSize(n, node, p)
            if !suspended && cachedSize(n, p) == nil {
                storeSize(n, p, s)
                if node.kind.forgetsDeferredSizes { state.pointee.transientSizes.append(n) }
            }
        case .explicit:
            let node = nodes[n]
            let value = computeExplicit(n, node, demand.guide, p)
            if !suspended && cachedGuide(n, demand.guide, p) == nil { storeGuide(n, demand.guide, p, value) }
        case .defaultValue:
            _ = evaluateDefault(DefaultKey(demand), demand.guide, n, p, demand.size)
        }
    }
}

extension LayoutPass {
    /// Sizes the chain of one-child nodes below node `n` proposed `p` from its bottom up, each
    /// for the proposal its parent's size asks of it (`onlyChildProposal`), down to the
    /// first node that answers at once, has that answer, or is no such link. A size demand
    /// is a question asked `nestingLimit` deep: answered by plain recursion, a chain below
    /// it would suspend the pass again every `nestingLimit` nodes and compute each node
    /// about twice; sized this way, computing the demand asks nothing deep. A stretch of more
    /// than `nestingLimit` links that keep no answers (a long modifier chain) ends the chain:
    /// sizing from below would keep nothing there, and the driver's demands do.
    func sizeChain(below n: Int32, _ node: Node, _ p: Proposal) {
        var chain: [(node: Int32, proposal: Proposal)] = []
        var (m, mNode, q) = (n, node, p)
        var unkept = 0
        while mNode.childCount == 1, let cq = onlyChildProposal(m, mNode, q) {
            let c = child(mNode), cNode = nodes[c]
            if immediateSize(c, cNode, cq) != nil || (cache.hasAnswers(c) && cachedSize(c, cq) != nil) { break }
            unkept = cNode.kind.storesComputedSizes ? 0 : unkept + 1
            if unkept > Self.nestingLimit { break }
            chain.append((c, cq))
            (m, mNode, q) = (c, cNode, cq)
        }
        // Deepest first; nodes that keep no answers are computed by the node above them.
        for (c, cq) in chain.reversed() where nodes[c].kind.storesComputedSizes {
            _ = size(c, cq)
            if suspended || failed { return }
        }
    }
}

/// A custom guide's default for one view (or for "no view": node -1), proposal and size.
struct DefaultKey: Hashable {
    let node: Int32
    let guide: Int32
    let proposal: (UInt64, UInt64)
    let size: (UInt64, UInt64)

    init(node: Int32, guide: Int32, proposal: Proposal, size: Size) {
        self.node = node
        self.guide = guide
        // NaN (unspecified) has many bit patterns; one stands for all.
        func bits(_ value: Double) -> UInt64 { value.isNaN ? Double.nan.bitPattern : value.bitPattern }
        self.proposal = (bits(proposal.width), bits(proposal.height))
        self.size = (bits(size.width), bits(size.height))
    }

    init(_ demand: LayoutPass.Demand) {
        self.init(node: demand.node, guide: demand.guide, proposal: demand.proposal, size: demand.size)
    }

    static func == (a: DefaultKey, b: DefaultKey) -> Bool {
        a.node == b.node && a.guide == b.guide && a.proposal == b.proposal && a.size == b.size
    }

    func hash(into hasher: inout Hasher) {
        hasher.combine(node)
        hasher.combine(guide)
        hasher.combine(proposal.0)
        hasher.combine(proposal.1)
        hasher.combine(size.0)
        hasher.combine(size.1)
    }
}

extension LayoutPass {
    /// Sizes `containers` (rigid ones, children first, as prepared for a tree deeper than
    /// `nestingLimit`) before its first layout: their size is the same for every proposal,
    /// so the answer found here serves the layout's own questions, and a deep chain of them
    /// is then sized without a question ever nesting deep (no suspension, nothing computed
    /// twice). Each keeps one answer: room for them is made at once.
    func sizeRigidContainers(_ containers: ContiguousStorage<Int32>) {
        cache.reserveAnswers(containers.count)
        for index in 0..<containers.count where !cache.hasAnswers(containers[index]) {
            let n = containers[index]
            guard drive({ size(n, .unspecified) }) != nil else { return }
        }
    }
}
