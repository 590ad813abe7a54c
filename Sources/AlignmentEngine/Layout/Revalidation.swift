/// Incremental relayout (issue 11): after changes in place, a pass recomputes the answers of
/// the changed nodes and of the containers that depend on them, from the deepest up, and
/// stops where a container's answers come out exactly as before: nothing above it can move.
///
/// Only nodes that cache their answers across layouts (containers, texts, measured views:
/// `cachesSizes`) are recomputed; the modifiers and simple leaves between them are cheap and
/// recomputed by the container above. Placement then starts at each container where the
/// recomputation stopped (or at the root), and skips every subtree in which nothing changed
/// and which is proposed what it was proposed before (`placementStands`).
extension LayoutPass {
    /// Where placement must start again: a node, the proposal and direction it was placed with.
    struct PlacementStart {
        var node: Int32
        var proposal: Proposal
        var rightToLeft: Bool
    }

    /// Recomputes what `changes` affect below `root` and marks the paths from the changed
    /// nodes to the root. Returns where placement must start, or nil when the root's answers
    /// may have changed (placement then starts at the root).
    func revalidate(_ changes: [(node: Int32, changesFacts: Bool)], root: Int32) -> [PlacementStart]? {
        var queue: [(depth: Int, node: Int32, forced: Bool)] = []
        var starts: [PlacementStart] = []
        var fromRoot = false
        for change in changes {
            guard let depth = markPath(from: change.node, to: root) else { continue }
            if let (b, steps) = boundary(from: change.node, including: true, root: root) {
                enqueue(&queue, depth - steps, b, forced: change.changesFacts)
            } else {
                fromRoot = true
            }
        }
        while let item = queue.popLast() {
            let b = item.node
            let above = boundary(from: b, including: false, root: root)
            // Answers that will be recomputed above anyway are only forgotten here: the
            // layout asks again for those it still needs.
            let outcome: Recomputation
            if item.forced || !nodes[b].kind.answersCanBeCompared || above == nil {
                cache.forget(b)
                outcome = .changed
            } else {
                guard let recomputed = recompute(b) else { return nil }
                outcome = recomputed
            }
            if case .same(let placed) = outcome {
                if let start = placed { starts.append(start) }
            } else if let (next, steps) = above {
                enqueue(&queue, item.depth - steps, next, forced: item.forced)
            } else {
                fromRoot = true
            }
        }
        return fromRoot ? nil : starts
    }

    /// Marks node `n` and its ancestors as changed below; returns `n`'s depth under `root`,
    /// or nil when `n` is not below `root`.
    private func markPath(from n: Int32, to root: Int32) -> Int? {
        var depth = 0, m = n
        let parent = cache.parent
        while m >= 0 {
            cache.markChanged(m)
            if m == root { return depth }
            m = parent[m]
            depth += 1
        }
        return nil
    }

    /// The nearest node at or above `n` (above only, unless `including`) that caches its
    /// answers, and how many steps up it is; nil when there is none up to `root`. The
    /// nodes passed forget the answers the driver may have cached for them.
    private func boundary(from n: Int32, including: Bool, root: Int32) -> (Int32, Int)? {
        let parent = cache.parent
        if !including && n == root { return nil }
        var m = including ? n : parent[n], steps = including ? 0 : 1
        while m >= 0 {
            if nodes[m].kind.cachesSizes { return (m, steps) }
            cache.forget(m)
            if m == root { return nil }
            m = parent[m]
            steps += 1
        }
        return nil
    }

    /// Adds a node to the queue, kept sorted by depth (deepest last), once.
    private func enqueue(_ queue: inout [(depth: Int, node: Int32, forced: Bool)], _ depth: Int, _ n: Int32, forced: Bool) {
        if let existing = queue.firstIndex(where: { $0.node == n }) {
            queue[existing].forced = queue[existing].forced || forced
            return
        }
        var position = queue.count
        while position > 0 && queue[position - 1].depth > depth { position -= 1 }
        if position == queue.count { queue.append((depth, n, forced)) } else { queue.insert((depth, n, forced), at: position) }
    }

    /// What recomputing a node's answers found.
    private enum Recomputation {
        /// Every answer as before; where the node was last placed, if it was.
        case same(placed: PlacementStart?)
        case changed
    }

    /// Recomputes the answers node `n` had cached, in the order they were first asked (its
    /// sizes, then its guide values), until one comes out differently (the others are then
    /// only forgotten), and keeps its placement record. Returns nil if the pass failed.
    private func recompute(_ n: Int32) -> Recomputation? {
        // The old answers, newest first, in the pass's buffer for them: only this function
        // uses it, and nothing it calls comes back here.
        var old = state.pointee.oldAnswers
        cache.copyAnswers(of: n, into: &old)
        state.pointee.oldAnswers = old
        cache.forget(n)
        var placed: PlacementStart? = nil
        for i in (0..<old.count).reversed() where old[i].isSize {
            let entry = old[i]
            if entry.isPlacementRecord { placed = PlacementStart(node: n, proposal: entry.proposal, rightToLeft: entry.wasPlacedRightToLeft) }
            guard let new = drive({ size(n, entry.proposal) }) else { return nil }
            if new != entry.size { return .changed }
        }
        for i in (0..<old.count).reversed() where !old[i].isSize {
            let entry = old[i]
            guard let new = drive({ explicit(n, entry.guide, entry.proposal) }) else { return nil }
            if new != entry.guideValue { return .changed }
        }
        if let placed { notePlacement(n, placed.proposal, rightToLeft: placed.rightToLeft) }
        return .same(placed: placed)
    }

    // MARK: Placement records

    /// Records that node `n` (which caches its sizes) was placed proposed `p`: its size entry
    /// for `p` (a rigid node's first entry) carries the mark.
    func notePlacement(_ n: Int32, _ p: Proposal, rightToLeft: Bool) {
        cache.markPlaced(n, p, rightToLeft: rightToLeft, anyProposal: isRigid(n))
    }

    /// Forgets that node `n` was placed (it is hidden now), and a text's lines with it.
    func forgetPlacement(_ n: Int32) {
        cache.forgetPlacement(n)
        tree.lastLayout.textPlacements[n] = nil
    }

    /// Whether the subtree of a placement item can keep its frames: nothing in it changed
    /// since the last layout and it is proposed what it was then (any proposal for a rigid
    /// node). Its frames move along when its origin moved.
    func placementStands(_ item: PlacementItem) -> Bool {
        let n = item.node
        guard !cache.isChanged(n), cache.wasPlaced(n, item.proposal, rightToLeft: item.rightToLeft, anyProposal: isRigid(n)) else { return false }
        let old = frames[n].origin
        if old.x != item.origin.x || old.y != item.origin.y {
            // Among far frames, rounding has lost the offsets of the frames below from this
            // origin: the subtree is placed anew.
            guard !cache.hasFarFrames else { return false }
            moveSubtree(n, from: old, to: item.origin)
        }
        return true
    }

    /// Moves the frames of node `n` and of every node below it from `old` to `new`: each
    /// keeps its offset from the subtree's origin.
    private func moveSubtree(_ n: Int32, from old: Point, to new: Point) {
        forEachNode(inSubtreeOf: n) { m in
            let frame = frames[m]
            frames[m] = Rect(x: (frame.x - old.x) + new.x, y: (frame.y - old.y) + new.y, width: frame.width, height: frame.height)
        }
    }
}
