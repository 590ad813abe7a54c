/// Keeping a tree's answers from one layout to the next: changes are recorded here, and the
/// next layout (`Relayout`) recomputes what they affect (`Layout/Revalidation.swift`).
extension LayoutTree {
    /// Records that node `n` changed: the next layout recomputes what depends on it.
    /// `changesFacts`: the change may alter the prepared structure facts (spacing
    /// preferences, rigidity).
    func noteChange(at n: Int32, changesFacts: Bool) {
        lastLayout.stamp = nil
        undoLog?.changedInPlace = true
        if cache.isValid {
            cache.changes.append((n, changesFacts))
        } else if changesFacts {
            prepared.version = -1
        }
    }
}
