/// Keeping a tree's answers from one layout to the next: the bookkeeping around a layout
/// (the pass's side is in `Layout/Revalidation.swift`).
extension LayoutTree {
    /// Records that node `n` changed: the next layout recomputes what depends on it.
    /// `changesFacts`: the change may alter the prepared structure facts (spacing
    /// preferences, rigidity).
    func noteChange(at n: Int32, changesFacts: Bool) {
        lastLayout = nil
        if cache.isValid {
            cache.changes.append((n, changesFacts))
        } else if changesFacts {
            prepared.version = -1
        }
    }

    /// Brings the prepared facts and the caches up to date for a layout of `root`; returns
    /// whether the layout can re-use the last one's answers. It cannot after a change of
    /// structure, root or direction, after a failed layout, or when GeometryReaders report
    /// to the host (whose guide closures may then read state no change records), or when a
    /// containerRelativeFrame reads a ScrollView's length (see `hasScrollRelativeFrames`).
    func prepareCaches(root: Int32, rightToLeft: Bool, changes: [(node: Int32, changesFacts: Bool)]) throws(LayoutError) -> Bool {
        let canReuse = cache.isValid && cache.root == root
        if try prepare(root: root, rightToLeft: rightToLeft) { return false }
        for change in changes where change.changesFacts { refreshFacts(from: change.node) }
        if canReuse && geometryObservers.isEmpty && geometryFrameObservers.isEmpty && !hasScrollRelativeFrames(root: root) { return true }
        cache.reset(nodeCount: nodes.count)
        return false
    }

    /// After a layout: clears the change marks, or forgets everything if the layout failed.
    /// After a cold layout the answers take no more room than they need.
    func finishCaches(_ changes: [(node: Int32, changesFacts: Bool)], root: Int32, succeeded: Bool, cold: Bool) {
        guard succeeded else {
            cache.reset(nodeCount: nodes.count)
            return
        }
        for change in changes {
            var n = change.node
            while n >= 0 && cache.marks[n] != 0 {
                cache.marks[n] = 0
                n = cache.parent[n]
            }
        }
        cache.changes.removeAll()
        cache.isValid = true
        cache.root = root
        if cold { cache.entries.shrinkToFit() } else { cache.compactIfNeeded() }
    }
}
