extension LayoutTree {
    /// Lays out the tree below `root` for a proposal, placing the root at (0, 0), and
    /// returns the root's size. Frames can then be read with `frame(of:)`, `outerFrame(of:)`
    /// and `result(pixelScale:)`. A failed layout throws and leaves no frames behind.
    @discardableResult
    public func layout(_ root: ViewID, proposal: ProposedViewSize = .unspecified, direction: LayoutDirection = .leftToRight) throws(LayoutError) -> Size {
        try Self.check(proposal.width, "proposed width", allowInfinity: true)
        try Self.check(proposal.height, "proposed height", allowInfinity: true)
        let rootRecord = try record(root)
        if layoutStands(root, proposal: proposal, direction: direction) { return rootSize }
        let p = Proposal(proposal)
        let rightToLeft = direction == .rightToLeft
        let changes = cache.changes
        let incremental: Bool
        do throws(LayoutError) {
            incremental = try prepareCaches(root: rootRecord.outer, rightToLeft: rightToLeft, changes: changes)
            if let failure = prepared.failure {
                prepared.failure = nil
                throw failure
            }
        } catch {
            // A host layout's spacing failed (or the tree has a cycle): no frames, and the
            // next layout prepares the tree again.
            lastLayout = nil
            cache.reset(nodeCount: nodes.count)
            frames.fill(with: Self.unplaced)
            throw error
        }
        lastLayout = nil
        if !incremental {
            frames.reset(to: nodes.count, filling: Self.unplaced)
            textPlacements.removeAll()
        }
        let pass = LayoutPass(tree: self, reusingCaches: true)
        relativeFrames.rootProposal = p
        pass.enterContainer(ContainerRelativeFrames.root, node: rootRecord.outer, p)
        let starts = incremental ? pass.revalidate(changes, root: rootRecord.outer) : nil
        if prepared.rigidContainers.count > 0 {
            pass.sizeRigidContainers(prepared.rigidContainers)
            prepared.rigidContainers.deallocate()
            prepared.rigidContainers = ContiguousStorage()
        }
        let size = pass.failed ? nil : pass.drive { pass.size(rootRecord.outer, p) }
        // Placement checks every frame, the root's size included.
        if size != nil {
            if let starts, p == lastProposal {
                for start in starts {
                    pass.placeTree(start.node, start.proposal, origin: frames[start.node].origin, rightToLeft: start.rightToLeft, reusingPlacements: true)
                }
            } else {
                pass.placeTree(rootRecord.outer, p, rightToLeft: rightToLeft, reusingPlacements: incremental)
            }
        }
        pass.isFinished = true
        pass.handBackCaches()
        finishCaches(changes, root: rootRecord.outer, succeeded: size != nil && pass.error == nil, cold: !incremental)
        guard let size, pass.error == nil else {
            frames.fill(with: Self.unplaced)
            throw pass.error ?? LayoutError(.invalidTree, "the layout stopped without an answer")
        }
        lastLayout = (root.index, structureVersion)
        (rootSize, lastProposal, lastDirection) = (size, p, direction)
        return size
    }

    static let unplaced = Rect(x: .nan, y: .nan, width: .nan, height: .nan)

    /// The frame of the view itself (inside all its modifiers) in the root's coordinate
    /// space, after the last layout; nil if the view was not laid out.
    public func frame(of view: ViewID) -> Rect? {
        guard isLaidOut, view.index >= 0, Int(view.index) < views.count else { return nil }
        let frame = frames[views[Int(view.index)].core]
        return frame.x.isNaN ? nil : frame
    }

    /// The frame of the view with all its modifiers, as its parent placed it (offsets at the
    /// end of the modifier list move it too).
    public func outerFrame(of view: ViewID) -> Rect? {
        guard isLaidOut, view.index >= 0, Int(view.index) < views.count else { return nil }
        let frame = frames[outerNodeMovedByOffsets(views[Int(view.index)])]
        return frame.x.isNaN ? nil : frame
    }

    /// The outermost node that is not one of the offsets at the end of the modifier list.
    func outerNodeMovedByOffsets(_ record: ViewRecord) -> Int32 {
        var n = record.outer
        while n != record.core, nodes[n].kind == .offset { n = childList[nodes[n].childStart] }
        return n
    }

    /// Whether the last layout succeeded and the tree has not changed since.
    public var isLaidOut: Bool { lastLayout?.version == structureVersion }

    /// Whether a layout of `root` for `proposal` in `direction` would find nothing to do and
    /// return the last layout's size at once: the last layout was that one and succeeded,
    /// nothing changed since, and no GeometryReader reports to the host (which expects to hear
    /// from each layout).
    public func layoutStands(_ root: ViewID, proposal: ProposedViewSize, direction: LayoutDirection) -> Bool {
        isLaidOut && lastLayout?.root == root.index && Proposal(proposal) == lastProposal && direction == lastDirection
            && geometryObservers.isEmpty && geometryFrameObservers.isEmpty
    }

    /// Memory the tree holds, in bytes: nodes, parameters, views, frames and caches.
    public var allocatedBytes: Int {
        nodes.allocatedBytes + params.allocatedBytes + childList.allocatedBytes
            + frames.allocatedBytes + prepared.info.allocatedBytes
            + views.allocatedBytes + cache.allocatedBytes
    }
}


