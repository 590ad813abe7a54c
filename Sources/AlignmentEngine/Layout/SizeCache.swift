/// The pass's questions to its cache (`LayoutCache`), with each node's rigidity: a rigid
/// node answers the same size for every proposal, so its first answer serves all.
extension LayoutPass {
    /// The cache the pass reads and writes (the tree's, lent for the pass, or its own).
    var cache: LayoutCache {
        @inline(__always) _read { yield state.pointee.cache }
        @inline(__always) _modify { yield &state.pointee.cache }
    }

    /// Whether node `n`'s size is the same for every proposal.
    @inline(__always) func isRigid(_ n: Int32) -> Bool { info[n] & PreparedTree.rigid != 0 }

    @inline(__always) func cachedSize(_ n: Int32, _ p: Proposal) -> Size? {
        cache.size(of: n, for: p, anyProposal: isRigid(n))
    }

    @inline(__always) func storeSize(_ n: Int32, _ p: Proposal, _ s: Size) {
        cache.storeSize(n, p, s)
    }

    /// A cached explicit value: `.some(nil)` when the node is known to have none.
    @inline(__always) func cachedGuide(_ n: Int32, _ g: Int32, _ p: Proposal) -> Double?? {
        cache.guideValue(of: n, g, for: p, anyProposal: isRigid(n))
    }

    @inline(__always) func storeGuide(_ n: Int32, _ g: Int32, _ p: Proposal, _ value: Double?) {
        cache.storeGuideValue(n, g, p, value)
    }
}
