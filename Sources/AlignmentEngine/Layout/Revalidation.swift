/// Incremental relayout: after changes in place, a pass recomputes the answers of
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
    ///
    /// Linear in what the changes touch, however many there are: each path is marked up to
    /// the first node an earlier path marked, and the marked part of the tree is walked once,
    /// children before parents, so a container is recomputed after every changed container
    /// below it, and at most once.
    func revalidate(_ changes: [(node: Int32, changesFacts: Bool)], root: Int32) -> [PlacementStart]? {
        for change in changes {
            markPath(from: change.node, to: root)
            cache.markChangedItself(change.node, forced: change.changesFacts)
        }
        guard cache.isChanged(root) else { return [] }
        var starts: [PlacementStart] = []
        var fromRoot = false
        // The ScrollViews whose length containerRelativeFrames read: below one, answers hold
        // only for the length it was last entered with (`enterContainer`), so a node there
        // cannot show that the ScrollView's answers for other lengths stand. Such nodes are
        // only forgotten, up to the ScrollView, which is recomputed for all its lengths.
        let scrollContainers = tree.relativeFrames.count > 0 ? tree.relativeFrameScrollContainers(root: root) : []
        // Post-order over the marked nodes: a node is visited (`expanded`) after its children;
        // `inScroll`: below such a ScrollView.
        var work: [(node: Int32, expanded: Bool, inScroll: Bool)] = [(root, false, false)]
        while let (n, expanded, inScroll) = work.popLast() {
            let node = nodes[n]
            if !expanded {
                work.append((n, true, inScroll))
                let childrenInScroll = inScroll || (!scrollContainers.isEmpty && scrollContainers.contains(n))
                for i in (0..<node.childCount).reversed() where cache.isChanged(child(node, i)) { work.append((child(node, i), false, childrenInScroll)) }
                continue
            }
            if let forced = cache.changedItself(n) {
                if let b = boundary(from: n, including: true, root: root) {
                    cache.markPending(b, forced: forced)
                } else {
                    fromRoot = true
                }
            }
            guard let forced = cache.takePending(n) else { continue }
            let above = boundary(from: n, including: false, root: root)
            // Answers that will be recomputed above anyway are only forgotten here: the
            // layout asks again for those it still needs.
            let outcome: Recomputation
            if forced || inScroll || !node.kind.answersCanBeCompared || above == nil {
                cache.forget(n)
                outcome = .changed
            } else {
                guard let recomputed = recompute(n) else { return nil }
                outcome = recomputed
            }
            if case .same(let placed) = outcome {
                if let start = placed { starts.append(start) }
            } else if let next = above {
                cache.markPending(next, forced: forced)
            } else {
                fromRoot = true
            }
        }
        return fromRoot ? nil : starts
    }

    /// Marks node `n` and its ancestors as changed below, up to `root` or to the first node
    /// already marked (whose ancestors are).
    private func markPath(from n: Int32, to root: Int32) {
        let parent = cache.parent
        var m = n
        while m >= 0 && !cache.isChanged(m) {
            cache.markChanged(m)
            if m == root { return }
            m = parent[m]
        }
    }

    /// The nearest node at or above `n` (above only, unless `including`) that caches its
    /// answers; nil when there is none up to `root`. The nodes passed forget the answers the
    /// driver may have cached for them.
    private func boundary(from n: Int32, including: Bool, root: Int32) -> Int32? {
        let parent = cache.parent
        if !including && n == root { return nil }
        var m = including ? n : parent[n]
        while m >= 0 {
            if nodes[m].kind.cachesSizes { return m }
            cache.forget(m)
            if m == root { return nil }
            m = parent[m]
        }
        return nil
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
    /// since the last layout, it is proposed what it was then (any proposal for a rigid
    /// node) and nothing in it reads the safe area (whose edges may have moved, or it
    /// against them). Its frames move along when its origin moved.
    func placementStands(_ item: PlacementItem) -> Bool {
        let n = item.node
        guard info[n] & PreparedTree.readsSafeArea == 0, !cache.isChanged(n), cache.wasPlaced(n, item.proposal, rightToLeft: item.rightToLeft, anyProposal: isRigid(n)) else { return false }
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
        // `forEachNode` written out around one store per node: all a relayout does for a
        // subtree it keeps, which may be most of the tree (every row of a list re-centred).
        var stack = state.pointee.nodeStack
        state.pointee.nodeStack = ContiguousStorage()
        defer {
            state.pointee.nodeStack.deallocate()
            stack.removeAll()
            state.pointee.nodeStack = stack
        }
        stack.append(n)
        while stack.count > 0 {
            let m = stack[stack.count - 1]
            stack.count -= 1
            let frame = frames[m]
            let moved = Rect(x: (frame.x - old.x) + new.x, y: (frame.y - old.y) + new.y, width: frame.width, height: frame.height)
            frames[m] = moved
            // Moved by a non-zero offset (placement moves a subtree only then): changed.
            state.pointee.frameChanges.note(m)
            let node = nodes[m]
            let count = Int(node.childCount)
            guard count > 0 else { continue }
            stack.reserveCapacity(stack.count + count)
            let first = Int(node.childStart)
            for i in 0..<count { stack.appendWithinCapacity(childList[first + i]) }
        }
    }
}
