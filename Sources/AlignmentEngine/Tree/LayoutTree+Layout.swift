extension LayoutTree {
    /// Lays out the tree below `root` for a proposal, placing the root at (0, 0), and
    /// returns the root's size. Frames can then be read with `frame(of:)`, `outerFrame(of:)`
    /// and `result(pixelScale:)`. A failed layout throws and leaves no frames behind.
    @discardableResult
    public func layout(_ root: ViewID, proposal: ProposedViewSize = .unspecified, direction: LayoutDirection = .leftToRight) throws(LayoutError) -> Size {
        try Self.check(proposal.width, "proposed width", allowInfinity: true)
        try Self.check(proposal.height, "proposed height", allowInfinity: true)
        return try layout(root, checkedWidth: proposal.width ?? .nan, checkedHeight: proposal.height ?? .nan, direction: direction)
    }

    /// `layout(_:proposal:direction:)` for a proposal its caller has checked, in the engine's
    /// own form: a length ≥ 0, infinity, or NaN for unspecified. The C library's entry, which
    /// checks the proposal once where it enters and hands it on in this form.
    package func layout(_ root: ViewID, checkedWidth: Double, checkedHeight: Double, direction: LayoutDirection) throws(LayoutError) -> Size {
        try checkNotBuildingRow("layout")
        let rootRecord = try record(root)
        let proposal = Proposal(width: checkedWidth, height: checkedHeight)
        if layoutStands(root, proposal, direction) {
            // A layout that finds nothing to do changes no frame.
            lastLayout.changes.noneChanged()
            return lastLayout.size
        }
        if !lazyRows.isEmpty { return try layoutWithRows(root, rootRecord.outer, proposal, direction) }
        return try Relayout(tree: self, rootView: root.index, root: rootRecord.outer, proposal: proposal, direction: direction).run()
    }

    /// The frame of the view itself (inside all its modifiers) in the root's coordinate
    /// space, after the last layout; nil if the view was not laid out.
    public func frame(of view: ViewID) -> Rect? {
        guard isLaidOut, view.index >= 0, Int(view.index) < views.count else { return nil }
        let frame = lastLayout.frames[views[Int(view.index)].core]
        return frame.x.isNaN ? nil : frame
    }

    /// The frame of the view with all its modifiers, as its parent placed it (offsets at the
    /// end of the modifier list move it too).
    public func outerFrame(of view: ViewID) -> Rect? {
        guard isLaidOut, view.index >= 0, Int(view.index) < views.count else { return nil }
        let frame = lastLayout.frames[outerNodeMovedByOffsets(views[Int(view.index)])]
        return frame.x.isNaN ? nil : frame
    }

    /// The outermost node that is not one of the modifiers at the end of the modifier list
    /// that only move the view (offsets).
    func outerNodeMovedByOffsets(_ record: ViewRecord) -> Int32 {
        var n = record.outer
        while n != record.core, nodes[n].kind.onlyMovesItsView { n = childList[nodes[n].childStart] }
        return n
    }

    /// Whether the last layout succeeded and the tree has not changed since.
    public var isLaidOut: Bool { lastLayout.stamp?.version == structureVersion }

    /// Whether a layout of `root` for `proposal` in `direction` would find nothing to do and
    /// return the last layout's size at once: the last layout was that one and succeeded,
    /// nothing changed since, and no GeometryReader reports to the host (which expects to hear
    /// from each layout).
    public func layoutStands(_ root: ViewID, proposal: ProposedViewSize, direction: LayoutDirection) -> Bool {
        layoutStands(root, Proposal(proposal), direction)
    }

    /// `layoutStands(_:proposal:direction:)` for a proposal in the engine's form (NaN: unspecified).
    package func layoutStands(_ root: ViewID, checkedWidth: Double, checkedHeight: Double, direction: LayoutDirection) -> Bool {
        layoutStands(root, Proposal(width: checkedWidth, height: checkedHeight), direction)
    }

    private func layoutStands(_ root: ViewID, _ proposal: Proposal, _ direction: LayoutDirection) -> Bool {
        isLaidOut && lastLayout.stamp?.root == root.index && proposal == lastLayout.proposal && direction == lastLayout.direction
            && geometryObservers.isEmpty && geometryFrameObservers.isEmpty
    }

    /// Memory the tree holds, in bytes: nodes, parameters, views, frames and caches.
    public var allocatedBytes: Int {
        nodes.allocatedBytes + params.allocatedBytes + childList.allocatedBytes
            + lastLayout.frames.allocatedBytes + prepared.info.allocatedBytes
            + views.allocatedBytes + cache.allocatedBytes
    }
}


