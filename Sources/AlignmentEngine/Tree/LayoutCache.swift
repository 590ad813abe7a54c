/// What one layout leaves for the next, so that laying out again after a small change
/// recomputes only what the change affects (see `Layout/Revalidation.swift`), and the
/// answers a pass keeps while it runs. Its storage is private: the pass and the tree use the
/// named operations below (look up, store, mark placed, forget, clear).
///
/// Per node: the head of its chain of cached answers (sizes per proposal, and explicit guide
/// values per guide and proposal, newest first), its parent node and its change mark. A size
/// entry can carry a placement mark: the proposal and direction the node was last placed
/// with. 9 bytes per node plus 40 per answer.
struct LayoutCache {
    /// Per node: the index in `entries` of its newest answer, or -1.
    private var head = ContiguousStorage<Int32>()
    private var entries = ContiguousStorage<CacheEntry>()
    /// Per node: `changedBelow` when it or a node below it changed since the last layout.
    private var marks = ContiguousStorage<UInt8>()
    /// Each node's parent node under the root of the last layout (-1: none), written by the
    /// tree's preparation (`resetParents`) and read by relayout.
    private(set) var parent = ContiguousStorage<Int32>()
    /// Nodes changed since the last layout, and whether each change may alter structure facts.
    var changes: [(node: Int32, changesFacts: Bool)] = []
    /// Whether the caches hold the answers of the last successful layout of `root`.
    private(set) var isValid = false
    private(set) var root: Int32 = -1
    /// Entries no chain refers to any more: a list (through `next`) from `free`, whose
    /// entries new answers take before the storage grows, so that relayout, which forgets
    /// and recomputes answers, writes where they were rather than into fresh memory.
    private var garbage = 0
    private var free: Int32 = -1
    /// The live answers the last cold layout kept: the yardstick of `hasGrown`.
    private var coldAnswers = 0
    /// Whether only leaves' answers are kept (`pruneToLeaves`): the next layout is cold, but
    /// asks no leaf again what it answered.
    private(set) var holdsOnlyLeafAnswers = false
    /// Whether a frame placed since the caches were reset lies `farFrameLimit` or more from
    /// the origin, or is that large: there rounding loses the offsets between frames, so
    /// relayout places a moved subtree anew instead of moving its frames.
    var hasFarFrames = false
    /// What each container of containerRelativeFrames (a ScrollView node, or -1 for the root)
    /// was proposed when the answers below it were computed (see `enterContainer`).
    var containerProposals: [Int32: Proposal] = [:]
    /// Per lazy grid: its lines as it last placed them, and the grid whose placement has
    /// begun (see `Layout/LazyGridLayout.swift`).
    var lazyGridLines: [Int32: LazyGridLines] = [:]
    var lazyGridPlacing: (node: Int32, frame: Rect)? = nil

    private static let changedBelow: UInt8 = 1
    private static let changedItself: UInt8 = 2
    private static let changedItselfForced: UInt8 = 4
    private static let pending: UInt8 = 8
    private static let pendingForced: UInt8 = 16
    /// `CacheEntry.guide` of a size entry that is not a placement record.
    fileprivate static let unplacedSize: Int32 = -1
    /// `CacheEntry.guide` of the size entry a node was last placed with, left to right or
    /// right to left.
    private static let placedLeftToRight: Int32 = -3
    fileprivate static let placedRightToLeft: Int32 = -4
    /// The magnitude (in points) from which frames count as far: at 2^40 a point is still
    /// resolved to 1/4096.
    static let farFrameLimit = 0x1p40

    // MARK: Clearing

    /// Forgets every answer and change and sizes the per-node arrays for `nodeCount` nodes.
    mutating func reset(nodeCount: Int) {
        head.reset(to: nodeCount, filling: -1)
        marks.reset(to: nodeCount, filling: 0)
        entries.removeAll()
        changes.removeAll()
        garbage = 0
        free = -1
        coldAnswers = 0
        holdsOnlyLeafAnswers = false
        isValid = false
        hasFarFrames = false
        containerProposals.removeAll()
        lazyGridLines.removeAll()
        lazyGridPlacing = nil
    }

    /// `reset(nodeCount:)`, but keeps the answers of the nodes `keeps` names (answers that
    /// depend on their node alone) when the cache holds those of a successful layout, less
    /// those of the nodes changed since: the layout after a change of structure (rows built
    /// and dropped, a view added) asks no host again for the views it had.
    mutating func reset(nodeCount: Int, keepingAnswersOf keeps: (Int32) -> Bool) {
        guard isValid || holdsOnlyLeafAnswers else { return reset(nodeCount: nodeCount) }
        for change in changes where Int(change.node) < head.count { forget(change.node) }
        for n in 0..<Int32(head.count) where head[n] >= 0 && (Int(n) >= nodeCount || !keeps(n)) { forget(n) }
        head.resize(to: nodeCount, filling: -1)
        marks.reset(to: nodeCount, filling: 0)
        changes.removeAll()
        coldAnswers = 0
        holdsOnlyLeafAnswers = true
        isValid = false
        hasFarFrames = false
        containerProposals.removeAll()
        lazyGridLines.removeAll()
        lazyGridPlacing = nil
    }

    /// Forgets every answer and gives every node no parent yet: the tree's preparation then
    /// writes the parent links into the storage returned.
    mutating func resetParents(nodeCount: Int, keepingAnswersOf keeps: (Int32) -> Bool) -> ContiguousStorage<Int32> {
        reset(nodeCount: nodeCount, keepingAnswersOf: keeps)
        parent.reset(to: nodeCount, filling: -1)
        // The arrays grew ahead of the nodes while the tree was built: no room beyond them.
        head.shrinkToFit()
        marks.shrinkToFit()
        parent.shrinkToFit()
        return parent
    }

    /// Gives the per-node arrays at least `nodeCount` elements (no answers, no marks, no
    /// parents), written now: they grow with the tree as it is built.
    mutating func extend(toNodes nodeCount: Int) {
        head.extend(toAtLeast: nodeCount, filling: -1)
        marks.extend(toAtLeast: nodeCount, filling: 0)
        parent.extend(toAtLeast: nodeCount, filling: -1)
    }

    /// Drops node `n`'s answers (they become garbage, free for new answers).
    mutating func forget(_ n: Int32) {
        freeChain(from: head[n])
        head[n] = -1
    }

    /// Puts the chain of entries starting at `first` (-1: none) on the free list.
    private mutating func freeChain(from first: Int32) {
        guard first >= 0 else { return }
        var index = first
        while true {
            garbage += 1
            let next = entries[index].next
            if next < 0 { break }
            index = next
        }
        entries[index].next = free
        free = first
    }

    /// After a successful layout of `root`: clears the marks of `changes` and keeps the
    /// answers for the next layout. A cold layout's answers take no more room than they need;
    /// after a relayout, the live answers are compacted once more than half are garbage.
    mutating func keep(afterLayoutOf root: Int32, cold: Bool) {
        for change in changes {
            var n = change.node
            while n >= 0 && marks[n] != 0 {
                marks[n] = 0
                n = parent[n]
            }
        }
        changes.removeAll()
        isValid = true
        self.root = root
        if cold {
            entries.shrinkToFit()
            coldAnswers = entries.count - garbage
            holdsOnlyLeafAnswers = false
        } else {
            compactIfNeeded()
        }
    }

    /// Whether relayouts have added answers past three times (and 64 more) what
    /// the last cold layout kept. Every proposal a node is asked adds an answer, and answers
    /// for older proposals stay valid, so a window resized again and again would otherwise
    /// grow every chain, and with it each lookup and each recomputation, without end.
    var hasGrown: Bool { entries.count - garbage > 3 * coldAnswers + 64 }

    /// Drops every answer of the nodes with children (`isLeaf` false), and all but the newest
    /// `kept` answers of each leaf; the next layout is cold (`holdsOnlyLeafAnswers`). A
    /// leaf's answers depend on nothing but the leaf, so they stay right; a container's could
    /// not be dropped alone, as relayout would then miss that its parent's answers depended
    /// on them. Host-measured leaves are not asked again.
    mutating func pruneToLeaves(keeping kept: Int, isLeaf: (Int32) -> Bool) {
        for n in 0..<Int32(head.count) where head[n] >= 0 {
            guard isLeaf(n) else {
                forget(n)
                continue
            }
            var last = head[n], count = 1
            while count < kept && entries[last].next >= 0 {
                last = entries[last].next
                count += 1
            }
            let rest = entries[last].next
            entries[last].next = -1
            freeChain(from: rest)
        }
        holdsOnlyLeafAnswers = true
        hasFarFrames = false
        lazyGridLines.removeAll()
        lazyGridPlacing = nil
    }

    /// Copies the live chains into fresh storage once more than half the entries are garbage.
    private mutating func compactIfNeeded() {
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
        free = -1
    }

    // MARK: Sizes and guide values

    /// Whether node `n` has any answer.
    @inline(__always) func hasAnswers(_ n: Int32) -> Bool { head[n] >= 0 }

    /// Node `n`'s size for `p`; a rigid node's (`anyProposal`) first answer serves all.
    @inline(__always) func size(of n: Int32, for p: Proposal, anyProposal: Bool) -> Size? {
        var index = head[n]
        while index >= 0 {
            let entry = entries[index]
            if entry.isSize && (anyProposal || entry.proposal == p) { return entry.size }
            index = entry.next
        }
        return nil
    }

    /// The first size of node `n`, newest first, whose proposal and size `holds` accepts
    /// (a measured view's answers stand for ranges of proposals).
    @inline(__always) func firstSize(of n: Int32, where holds: (Proposal, Size) -> Bool) -> Size? {
        var index = head[n]
        while index >= 0 {
            let entry = entries[index]
            let s = entry.size
            if entry.isSize && holds(entry.proposal, s) { return s }
            index = entry.next
        }
        return nil
    }

    /// The proposal node `n`'s newest size answers, if it has a size.
    func newestSizeProposal(of n: Int32) -> Proposal? {
        var index = head[n]
        while index >= 0 {
            let entry = entries[index]
            if entry.isSize { return entry.proposal }
            index = entry.next
        }
        return nil
    }

    /// Gives the first size `s` of node `n` the proposal `widened` answers for its old one
    /// (nil: not that one); returns whether one was widened.
    func widenSize(of n: Int32, _ s: Size, _ widened: (Proposal) -> Proposal?) -> Bool {
        var index = head[n]
        while index >= 0 {
            let entry = entries[index]
            if entry.isSize && entry.first == s.width && entry.second == s.height, let proposal = widened(entry.proposal) {
                entries[index].proposal = proposal
                return true
            }
            index = entry.next
        }
        return false
    }

    /// Makes room for `count` more answers at once, so that storing them never grows (copies)
    /// the storage.
    mutating func reserveAnswers(_ count: Int) { entries.reserveCapacity(entries.count + count) }

    @inline(__always) mutating func storeSize(_ n: Int32, _ p: Proposal, _ s: Size) {
        append(CacheEntry(proposal: p, first: s.width, second: s.height, guide: Self.unplacedSize, next: head[n]), to: n)
    }

    /// Node `n`'s explicit value for guide `g` when proposed `p`: `.some(nil)` when the node
    /// is known to have none, nil when not cached.
    @inline(__always) func guideValue(of n: Int32, _ g: Int32, for p: Proposal, anyProposal: Bool) -> Double?? {
        var index = head[n]
        while index >= 0 {
            let entry = entries[index]
            if entry.guide == g && (anyProposal || entry.proposal == p) { return .some(entry.guideValue) }
            index = entry.next
        }
        return nil
    }

    @inline(__always) mutating func storeGuideValue(_ n: Int32, _ g: Int32, _ p: Proposal, _ value: Double?) {
        append(CacheEntry(proposal: p, first: value ?? 0, second: value == nil ? 0 : 1, guide: g, next: head[n]), to: n)
    }

    @inline(__always) private mutating func append(_ entry: CacheEntry, to n: Int32) {
        if free >= 0 {
            let index = free
            free = entries[index].next
            garbage -= 1
            entries[index] = entry
            head[n] = index
            return
        }
        entries.append(entry)
        head[n] = Int32(entries.count - 1)
    }

    /// Replaces `buffer`'s contents with node `n`'s answers, newest first (sizes, guide
    /// values and the placement record among the sizes): no allocation per node, so
    /// relayout can replay them for every container it recomputes. (`mutating` though it
    /// only reads: called on the pass's cache through a pointer with another storage
    /// `inout`, a non-mutating call made the compiler copy the whole cache first.)
    mutating func copyAnswers(of n: Int32, into buffer: inout ContiguousStorage<CacheEntry>) {
        buffer.removeAll()
        var index = head[n]
        while index >= 0 {
            buffer.append(entries[index])
            index = entries[index].next
        }
    }

    // MARK: Placement marks

    /// Records that node `n` was placed proposed `p`: its size entry for `p` (a rigid node's,
    /// `anyProposal`, first entry) carries the mark, and no other entry does.
    func markPlaced(_ n: Int32, _ p: Proposal, rightToLeft: Bool, anyProposal: Bool) {
        let mark = rightToLeft ? Self.placedRightToLeft : Self.placedLeftToRight
        var index = head[n], found = false
        while index >= 0 {
            let entry = entries[index]
            if !found && entry.isSize && (anyProposal || entry.proposal == p) {
                found = true
                if entry.guide != mark { entries[index].guide = mark }
            } else if entry.isPlacementRecord {
                entries[index].guide = Self.unplacedSize
            }
            index = entry.next
        }
    }

    /// Forgets that node `n` was placed.
    func forgetPlacement(_ n: Int32) {
        var index = head[n]
        while index >= 0 {
            if entries[index].isPlacementRecord { entries[index].guide = Self.unplacedSize }
            index = entries[index].next
        }
    }

    /// Whether node `n` was last placed proposed `p` (any proposal when `anyProposal`) in
    /// that direction.
    @inline(__always) func wasPlaced(_ n: Int32, _ p: Proposal, rightToLeft: Bool, anyProposal: Bool) -> Bool {
        let mark = rightToLeft ? Self.placedRightToLeft : Self.placedLeftToRight
        var index = head[n]
        while index >= 0 {
            let entry = entries[index]
            if entry.guide == mark && (anyProposal || entry.proposal == p) { return true }
            index = entry.next
        }
        return false
    }

    // MARK: Change marks

    /// Marks node `n` as changed, or as having a change below it.
    @inline(__always) func markChanged(_ n: Int32) { marks[n] |= Self.changedBelow }

    /// Whether node `n` or a node below it changed since the last layout.
    @inline(__always) func isChanged(_ n: Int32) -> Bool { marks[n] != 0 }

    // Relayout's marks for the nodes on changed paths (cleared with the change marks):
    // which nodes changed themselves, and which containers wait to be recomputed, each with
    // whether it must be (a change that may alter structure facts).

    /// Notes that node `n` itself changed (`forced`: in a way that may alter structure facts).
    @inline(__always) func markChangedItself(_ n: Int32, forced: Bool) { marks[n] |= Self.changedItself | (forced ? Self.changedItselfForced : 0) }

    /// Whether node `n` itself changed (nil: not itself), and whether that change is forced.
    @inline(__always) func changedItself(_ n: Int32) -> Bool? {
        marks[n] & Self.changedItself == 0 ? nil : marks[n] & Self.changedItselfForced != 0
    }

    /// Notes that container `n` waits to be recomputed (`forced`: only forgotten).
    @inline(__always) func markPending(_ n: Int32, forced: Bool) { marks[n] |= Self.pending | (forced ? Self.pendingForced : 0) }

    /// Whether container `n` waits to be recomputed (nil: not), and whether it is forced; it
    /// no longer waits.
    @inline(__always) func takePending(_ n: Int32) -> Bool? {
        let mark = marks[n]
        guard mark & Self.pending != 0 else { return nil }
        marks[n] = mark & ~(Self.pending | Self.pendingForced)
        return mark & Self.pendingForced != 0
    }

    // MARK: Memory

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

/// A cached answer: a size for a proposal, or an explicit guide value for (guide, proposal).
struct CacheEntry: BitwiseCopyable {
    var proposal: Proposal
    /// A size's width, or a guide's value.
    var first: Double
    /// A size's height, or 1 when the guide has a value and 0 when it has none.
    var second: Double
    /// The guide of a guide value; for a size, a negative placement state (unplaced, placed
    /// left to right, placed right to left: `LayoutCache`'s marks).
    var guide: Int32
    var next: Int32

    /// Whether the entry is a size (placed or not), not a guide value.
    @inline(__always) var isSize: Bool { guide < 0 }
    /// Whether the entry is a size that records the node's last placement.
    @inline(__always) var isPlacementRecord: Bool { guide < LayoutCache.unplacedSize }
    /// Whether a placement record says the node was placed right to left.
    var wasPlacedRightToLeft: Bool { guide == LayoutCache.placedRightToLeft }
    /// A size entry's size.
    @inline(__always) var size: Size { Size(width: first, height: second) }
    /// A guide entry's value (nil: the node has none for the guide).
    @inline(__always) var guideValue: Double? { second != 0 ? first : nil }
}
