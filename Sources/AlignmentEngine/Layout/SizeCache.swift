/// A cached answer: a size for a proposal, or an explicit guide value for (guide, proposal).
struct CacheEntry: BitwiseCopyable {
    var proposal: Proposal
    var first: Double
    var second: Double
    var guide: Int32
    var next: Int32
}

extension LayoutPass {
    @inline(__always) func cachedSize(_ n: Int32, _ p: Proposal) -> Size? {
        var index = sizeHead[n]
        while index >= 0 {
            let entry = entries[index]
            if entry.proposal == p { return Size(width: entry.first, height: entry.second) }
            index = entry.next
        }
        return nil
    }

    @inline(__always) func storeSize(_ n: Int32, _ p: Proposal, _ s: Size) {
        entries.append(CacheEntry(proposal: p, first: s.width, second: s.height, guide: -1, next: sizeHead[n]))
        sizeHead[n] = Int32(entries.count - 1)
    }

    /// A cached explicit value: `.some(nil)` when the node is known to have none.
    @inline(__always) func cachedGuide(_ n: Int32, _ g: Int32, _ p: Proposal) -> (value: Double?, found: Bool)? {
        var index = guideHead[n]
        while index >= 0 {
            let entry = entries[index]
            if entry.guide == g && entry.proposal == p { return (entry.second != 0 ? entry.first : nil, true) }
            index = entry.next
        }
        return nil
    }

    @inline(__always) func storeGuide(_ n: Int32, _ g: Int32, _ p: Proposal, _ value: Double?) {
        entries.append(CacheEntry(proposal: p, first: value ?? 0, second: value == nil ? 0 : 1, guide: g, next: guideHead[n]))
        guideHead[n] = Int32(entries.count - 1)
    }

    /// Reserves `count` scratch numbers and returns where they start; release with `release(_:)`.
    @inline(__always) func reserveScratch(_ count: Int) -> Int {
        let base = scratch.count
        scratch.resize(to: base + count, filling: 0)
        return base
    }

    @inline(__always) func release(_ base: Int) {
        scratch.count = base
    }
}
