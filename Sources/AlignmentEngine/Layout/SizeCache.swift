/// A cached answer: a size for a proposal, or an explicit guide value for (guide, proposal).
struct CacheEntry: BitwiseCopyable {
    var proposal: Proposal
    var first: Double
    var second: Double
    var guide: Int32
    var next: Int32
}

extension LayoutPass {
    /// A rigid node answers the same size for every proposal: its first answer serves all.
    @inline(__always) func cachedSize(_ n: Int32, _ p: Proposal) -> Size? {
        var index = head[n]
        let anyProposal = info[n] & PreparedTree.rigid != 0
        while index >= 0 {
            let entry = entries[index]
            if entry.guide < 0 && (anyProposal || entry.proposal == p) { return Size(width: entry.first, height: entry.second) }
            index = entry.next
        }
        return nil
    }

    @inline(__always) func storeSize(_ n: Int32, _ p: Proposal, _ s: Size) {
        head[n] = appendEntry(CacheEntry(proposal: p, first: s.width, second: s.height, guide: -1, next: head[n]))
    }

    /// A cached explicit value: `.some(nil)` when the node is known to have none.
    @inline(__always) func cachedGuide(_ n: Int32, _ g: Int32, _ p: Proposal) -> (value: Double?, found: Bool)? {
        var index = head[n]
        let anyProposal = info[n] & PreparedTree.rigid != 0
        while index >= 0 {
            let entry = entries[index]
            if entry.guide == g && (anyProposal || entry.proposal == p) { return (entry.second != 0 ? entry.first : nil, true) }
            index = entry.next
        }
        return nil
    }

    @inline(__always) func storeGuide(_ n: Int32, _ g: Int32, _ p: Proposal, _ value: Double?) {
        head[n] = appendEntry(CacheEntry(proposal: p, first: value ?? 0, second: value == nil ? 0 : 1, guide: g, next: head[n]))
    }
}
