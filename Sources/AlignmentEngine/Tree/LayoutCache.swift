/// What one layout leaves for the next, so that laying out again after a small change
/// recomputes only what the change affects (see `LayoutTree+Incremental.swift`).
///
/// Per node: the head of its chain of cached answers in `entries` (sizes per proposal, with
/// `guide` < 0, and explicit guide values per guide and proposal), its parent node and its
/// change marks. A size entry whose `guide` is `placedLeftToRight` or `placedRightToLeft`
/// records the proposal the node was last placed with. 9 bytes per node plus 40 per answer.
struct LayoutCache {
    var head = ContiguousStorage<Int32>()
    var entries = ContiguousStorage<CacheEntry>()
    /// Each node's parent node under the root of the last layout (-1: none).
    var parent = ContiguousStorage<Int32>()
    /// Per node: `changedBelow` when it or a node below it changed since the last layout.
    var marks = ContiguousStorage<UInt8>()
    /// Nodes changed since the last layout, and whether each change may alter structure facts.
    var changes: [(node: Int32, changesFacts: Bool)] = []
    /// Whether the caches hold the answers of the last successful layout of `root`.
    var isValid = false
    var root: Int32 = -1
    /// Entries no chain refers to any more.
    var garbage = 0
    /// Whether a frame placed since the caches were reset lies `farFrameLimit` or more from
    /// the origin, or is that large: there rounding loses the offsets between frames, so
    /// relayout places a moved subtree anew instead of moving its frames.
    var hasFarFrames = false
    /// What each container of containerRelativeFrames (a ScrollView node, or -1 for the root)
    /// was proposed when the answers below it were computed (see `enterContainer`).
    var containerProposals: [Int32: Proposal] = [:]

    static let changedBelow: UInt8 = 1
    /// `CacheEntry.guide` of a size entry that is not a placement record.
    static let unplacedSize: Int32 = -1
    /// `CacheEntry.guide` of the size entry a node was last placed with, left to right or
    /// right to left.
    static let placedLeftToRight: Int32 = -3
    static let placedRightToLeft: Int32 = -4
    /// The magnitude (in points) from which frames count as far: at 2^40 a point is still
    /// resolved to 1/4096.
    static let farFrameLimit = 0x1p40

    /// Forgets every answer and sizes the per-node answer arrays for `nodeCount` nodes.
    mutating func reset(nodeCount: Int) {
        head.reset(to: nodeCount, filling: -1)
        marks.reset(to: nodeCount, filling: 0)
        entries.removeAll()
        changes.removeAll()
        garbage = 0
        isValid = false
        hasFarFrames = false
        containerProposals.removeAll()
    }

    /// Drops node `n`'s answers (they become garbage).
    mutating func forget(_ n: Int32) {
        garbage += chainLength(head[n])
        head[n] = -1
    }

    func chainLength(_ head: Int32) -> Int {
        var count = 0, index = head
        while index >= 0 { count += 1; index = entries[index].next }
        return count
    }

    /// Copies the live chains into fresh storage once more than half the entries are garbage.
    mutating func compactIfNeeded() {
        guard garbage > 4096, garbage * 2 > entries.count else { return }
        var fresh = ContiguousStorage<CacheEntry>()
        func copy(_ head: Int32) -> Int32 {
            var index = head, first: Int32 = -1, previous: Int32 = -1
            while index >= 0 {
                var entry = entries[index]
                index = entry.next
                entry.next = -1
                fresh.append(entry)
                let position = Int32(fresh.count - 1)
                if previous >= 0 { fresh[previous].next = position } else { first = position }
                previous = position
            }
            return first
        }
        for n in 0..<head.count where head[n] >= 0 { head[n] = copy(head[n]) }
        entries.deallocate()
        entries = fresh
        garbage = 0
    }

    var allocatedBytes: Int {
        head.allocatedBytes + entries.allocatedBytes + parent.allocatedBytes + marks.allocatedBytes
    }

    func deallocate() {
        head.deallocate()
        entries.deallocate()
        parent.deallocate()
        marks.deallocate()
    }
}
