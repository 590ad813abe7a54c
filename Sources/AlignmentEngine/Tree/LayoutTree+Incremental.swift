extension LayoutTree {
    /// Records that node `n` changed: the next layout recomputes what depends on it.
    /// `changesFacts`: the change may alter the prepared structure facts (spacing
    /// preferences, rigidity).
    func noteChange(at n: Int32, changesFacts: Bool) {
        lastLayout = nil
        if changesFacts { prepared.version = -1 }
    }
}
