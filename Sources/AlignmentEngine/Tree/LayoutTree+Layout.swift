extension LayoutTree {
    /// Lays out the tree below `root` for a proposal, placing the root at (0, 0), and
    /// returns the root's size. Frames can then be read with `frame(of:)`, `outerFrame(of:)`
    /// and `result(pixelScale:)`. A failed layout throws and leaves no frames behind.
    @discardableResult
    public func layout(_ root: ViewID, proposal: ProposedViewSize = .unspecified, direction: LayoutDirection = .leftToRight) throws(LayoutError) -> Size {
        try layout(root, proposal: proposal, safeArea: .zero, direction: direction)
    }

    /// Lays out the tree below `root` on a screen of the proposed size whose edges are unsafe
    /// by `safeArea` (in the leading and trailing terms of `direction`), as a hosting view
    /// does: the root is proposed the safe part and placed at its top-leading corner (at
    /// (leading, top) left to right); views that ignore the safe area reach out of it
    /// (decisions, "Safe area"). Frames are in the screen's space. Returns the root's size.
    ///
    /// Each inset must be finite and ≥ 0, and on a specified axis the two insets may not add
    /// up to more than the proposed length.
    @discardableResult
    public func layout(_ root: ViewID, proposal: ProposedViewSize, safeArea: EdgeInsets, direction: LayoutDirection = .leftToRight) throws(LayoutError) -> Size {
        try Self.check(proposal.width, "proposed width", allowInfinity: true)
        try Self.check(proposal.height, "proposed height", allowInfinity: true)
        return try layout(root, checkedWidth: proposal.width ?? .nan, checkedHeight: proposal.height ?? .nan, safeArea: safeArea, direction: direction)
    }

    /// `layout(_:proposal:safeArea:direction:)` for a proposal its caller has checked, in the
    /// engine's own form: a length ≥ 0, infinity, or NaN for unspecified. The C library's
    /// entry, which checks the proposal once where it enters and hands it on in this form; the
    /// safe area is checked here.
    package func layout(_ root: ViewID, checkedWidth: Double, checkedHeight: Double, safeArea: EdgeInsets = .zero, direction: LayoutDirection) throws(LayoutError) -> Size {
        try checkNotBuildingRow("layout")
        let rootRecord = try record(root)
        try expandControls(below: root.index)
        let proposal = Proposal(width: checkedWidth, height: checkedHeight)
        if safeArea != .zero { try Self.check(safeArea, within: proposal) }
        if layoutStands(root, proposal, safeArea, direction) {
            // A layout that finds nothing to do changes no frame.
            lastLayout.changes.noneChanged()
            return lastLayout.size
        }
        if !lazyRows.isEmpty { return try layoutWithRows(root, rootRecord.outer, proposal, safeArea, direction) }
        return try Relayout(tree: self, rootView: root.index, root: rootRecord.outer, proposal: proposal, safeArea: safeArea, direction: direction).run()
    }

    /// Checks safe-area insets given with `proposal` as a layout does (the document reader's
    /// check, which names where they are written).
    package static func checkSafeArea(_ safeArea: EdgeInsets, proposal: ProposedViewSize) throws(LayoutError) {
        try check(safeArea, within: Proposal(proposal))
    }

    /// Checks safe-area insets given with `proposal`: each finite and ≥ 0, and on a specified
    /// axis, together no longer than the proposed length.
    static func check(_ safeArea: EdgeInsets, within proposal: Proposal) throws(LayoutError) {
        for edge in Edge.allCases { try check(safeArea[edge], "safe-area \(edge) inset") }
        for (axis, first, second) in [(Axis.horizontal, Edge.leading, Edge.trailing), (.vertical, .top, .bottom)] {
            let length = proposal[axis], total = safeArea[first] + safeArea[second]
            if length.isFinite && total > length {
                let name = axis == .horizontal ? "width" : "height"
                throw LayoutError(.invalidValue, "the safe-area \(first) and \(second) insets (\(safeArea[first]) and \(safeArea[second])) add up to \(total), more than the proposed \(name) \(length)")
            }
        }
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
    public func layoutStands(_ root: ViewID, proposal: ProposedViewSize, safeArea: EdgeInsets = .zero, direction: LayoutDirection) -> Bool {
        layoutStands(root, Proposal(proposal), safeArea, direction)
    }

    /// `layoutStands(_:proposal:safeArea:direction:)` for a proposal in the engine's form (NaN: unspecified).
    package func layoutStands(_ root: ViewID, checkedWidth: Double, checkedHeight: Double, safeArea: EdgeInsets = .zero, direction: LayoutDirection) -> Bool {
        layoutStands(root, Proposal(width: checkedWidth, height: checkedHeight), safeArea, direction)
    }

    private func layoutStands(_ root: ViewID, _ proposal: Proposal, _ safeArea: EdgeInsets, _ direction: LayoutDirection) -> Bool {
        isLaidOut && lastLayout.stamp?.root == root.index && proposal == lastLayout.proposal && safeArea == lastLayout.safeArea
            && direction == lastLayout.direction && geometryObservers.isEmpty && geometryFrameObservers.isEmpty
    }

    /// Memory the tree holds, in bytes: nodes, parameters, views, frames and caches.
    public var allocatedBytes: Int {
        nodes.allocatedBytes + params.allocatedBytes + childList.allocatedBytes
            + lastLayout.frames.allocatedBytes + prepared.info.allocatedBytes
            + views.allocatedBytes + cache.allocatedBytes
    }
}


