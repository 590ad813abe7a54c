/// A cached answer: a size for a proposal, or an explicit guide value for (guide, proposal).
struct CacheEntry: BitwiseCopyable {
    var proposal: Proposal
    /// A size's width, or a guide's value.
    var first: Double
    /// A size's height, or 1 when the guide has a value and 0 when it has none.
    var second: Double
    /// The guide of a guide value; for a size, `LayoutCache.unplacedSize` or a placement
    /// mark (`LayoutCache.placedLeftToRight`, `placedRightToLeft`).
    var guide: Int32
    var next: Int32

    /// Whether the entry is a size (placed or not), not a guide value.
    @inline(__always) var isSize: Bool { guide < 0 }
    /// Whether the entry is a size that records the node's last placement.
    @inline(__always) var isPlacementRecord: Bool { guide < LayoutCache.unplacedSize }
}

extension LayoutPass {
    /// A rigid node answers the same size for every proposal: its first answer serves all.
    @inline(__always) func cachedSize(_ n: Int32, _ p: Proposal) -> Size? {
        var index = head[n]
        let anyProposal = info[n] & PreparedTree.rigid != 0
        while index >= 0 {
            let entry = entries[index]
            if entry.isSize && (anyProposal || entry.proposal == p) { return Size(width: entry.first, height: entry.second) }
            index = entry.next
        }
        return nil
    }

    @inline(__always) func storeSize(_ n: Int32, _ p: Proposal, _ s: Size) {
        head[n] = appendEntry(CacheEntry(proposal: p, first: s.width, second: s.height, guide: LayoutCache.unplacedSize, next: head[n]))
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
