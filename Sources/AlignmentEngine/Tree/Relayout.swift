/// One layout of a tree, cold or incremental: the relayout sequence, its steps in the order
/// they run. `LayoutTree.layout(_:proposal:direction:)` checks its arguments, returns at once
/// when the last layout stands, and otherwise runs one `Relayout`.
///
/// The tree owns the state a layout reads and leaves: the prepared structure facts
/// (`PreparedTree`), the answers kept between layouts (`LayoutCache`) and the result
/// (`LastLayout`). A `LayoutPass` borrows the cache while it runs and writes frames into the
/// result; this type is the only place that lends, takes back, keeps or clears them.
struct Relayout {
    let tree: LayoutTree
    /// The root view and its outermost node.
    let rootView: Int32
    let root: Int32
    /// The screen's proposal and safe-area insets (leading and trailing in `direction`).
    let proposal: Proposal
    let safeArea: EdgeInsets
    let direction: LayoutDirection
    /// Whether this is another pass of one layout call (lazy rows settling): its frame
    /// changes add to the first pass's, and it has the same layout number.
    var continuing = false
    var rightToLeft: Bool { direction == .rightToLeft }
    /// What the root is proposed: the safe part of the screen.
    var rootProposal: Proposal { safeArea == .zero ? proposal : proposal.inset(by: safeArea) }
    /// Where the root is placed: the safe part's top-left corner.
    var rootOrigin: Point { Point(x: rightToLeft ? safeArea.trailing : safeArea.leading, y: safeArea.top) }

    /// Runs the sequence; returns the root's size, or throws and leaves no frames behind.
    func run() throws(LayoutError) -> Size {
        // 0. Resolve texts and symbols in their environment when it may have changed.
        if tree.textEnvironment.needsResolving(root: root, version: tree.structureVersion) { tree.resolveTextEnvironment(below: root) }
        let changes = tree.cache.changes
        // 1. Prepare the structure facts; see whether the last layout's answers can be reused.
        let incremental = try prepare(changes)
        // 2. Clear the result: no layout stands while this one runs; start the list of the
        //    frames it changes.
        clearResult(cold: !incremental)
        // 3. Lend the cache to a pass.
        let pass = LayoutPass(tree: tree, reusingCaches: true)
        tree.relativeFrames.rootProposal = rootProposal
        pass.enterContainer(ContainerRelativeFrames.root, node: root, rootProposal)
        // 4. Relayout: recompute what the changes affect, and find where placement restarts.
        let starts = incremental ? pass.revalidate(changes, root: root) : nil
        // 5. A cold layout asks the batch measures every probe it will need, in one call each.
        if !incremental && tree.hasBatchMeasures { pass.measureAhead(below: root) }
        // 6. A deep tree's first layout sizes its rigid containers first, children first.
        sizeRigidContainers(pass)
        // 7. Size the root.
        let size = pass.failed ? nil : pass.drive { pass.size(root, rootProposal) }
        // 8. Place (placement checks every frame, the root's size included), in the screen's
        //    safe area.
        if let size {
            tree.lastLayout.screen = screen(rootSize: size)
            place(pass, startingAt: starts, incremental: incremental)
        }
        // 9. Take the cache back: keep its answers for the next layout, or forget them.
        pass.isFinished = true
        pass.handBackCaches()
        let succeeded = size != nil && pass.error == nil
        if succeeded {
            tree.cache.keep(afterLayoutOf: root, cold: !incremental)
            if incremental && tree.cache.hasGrown { tree.cache.pruneToLeaves(keeping: Self.leafAnswersKept) { tree.nodes[$0].childCount == 0 } }
        } else {
            tree.cache.reset(nodeCount: tree.nodes.count)
        }
        // 10. Record the result and the frames it changed.
        guard let size, succeeded else {
            tree.lastLayout.clearFrames()
            throw pass.error ?? LayoutError(.invalidTree, "the layout stopped without an answer")
        }
        tree.lastLayout.finishLayout(continuing: continuing)
        tree.lastLayout.stamp = (rootView, tree.structureVersion)
        (tree.lastLayout.size, tree.lastLayout.proposal, tree.lastLayout.direction) = (size, proposal, direction)
        tree.lastLayout.safeArea = safeArea
        return size
    }

    /// The screen's safe area for a root of `rootSize`: the proposal's rectangle (where an
    /// axis is unspecified or infinite, the root's length and the insets), with the insets
    /// unsafe; nil without insets.
    private func screen(rootSize: Size) -> SafeAreaSpace? {
        guard safeArea != .zero else { return nil }
        let width = proposal.width.isFinite ? proposal.width : rootSize.width + safeArea.leading + safeArea.trailing
        let height = proposal.height.isFinite ? proposal.height : rootSize.height + safeArea.top + safeArea.bottom
        return SafeAreaSpace(Rect(x: 0, y: 0, width: width, height: height), insets: safeArea, rightToLeft: rightToLeft)
    }

    /// How many answers each leaf keeps when relayouts have grown the answers too far
    /// (`LayoutCache.pruneToLeaves`).
    static let leafAnswersKept = 4

    /// Brings the prepared facts and the cache up to date; returns whether the layout can
    /// reuse the last one's answers. It cannot after a change of structure, root or
    /// direction, after a failed layout, or when GeometryReaders report to the host (whose
    /// guide closures may then read state no change records). A host layout's spacing that
    /// fails (or a cycle) fails the layout with no frames, and the next one prepares again.
    private func prepare(_ changes: [(node: Int32, changesFacts: Bool)]) throws(LayoutError) -> Bool {
        do throws(LayoutError) {
            let canReuse = tree.cache.isValid && tree.cache.root == root
            if try tree.prepare(root: root, rightToLeft: rightToLeft) { return false }
            for change in changes where change.changesFacts { tree.refreshFacts(from: change.node) }
            if let failure = tree.prepared.failure {
                tree.prepared.failure = nil
                throw failure
            }
            if canReuse && tree.geometryObservers.isEmpty && tree.geometryFrameObservers.isEmpty {
                guard tree.cache.holdsOnlyLeafAnswers else { return true }
                // Only the leaves' answers were kept: a cold layout that forgets those that changed.
                for change in changes { tree.cache.forget(change.node) }
                return false
            }
            tree.cache.reset(nodeCount: tree.nodes.count)
            return false
        } catch {
            tree.lastLayout.stamp = nil
            tree.cache.reset(nodeCount: tree.nodes.count)
            tree.lastLayout.clearFrames()
            throw error
        }
    }

    private func clearResult(cold: Bool) {
        tree.lastLayout.stamp = nil
        tree.lastLayout.startLayout(nodeCount: tree.nodes.count, cold: cold, continuing: continuing)
        guard cold else { return }
        tree.lastLayout.textPlacements.removeAll()
        tree.lastLayout.forgetSafeAreas()
    }

    private func sizeRigidContainers(_ pass: LayoutPass) {
        guard tree.prepared.rigidContainers.count > 0 else { return }
        pass.sizeRigidContainers(tree.prepared.rigidContainers)
        tree.prepared.rigidContainers.deallocate()
        tree.prepared.rigidContainers = ContiguousStorage()
    }

    /// Places from the root, or, when relayout found where the changes stop and the root is
    /// proposed what it was in the same safe area, only from those nodes (each at its old origin).
    private func place(_ pass: LayoutPass, startingAt starts: [LayoutPass.PlacementStart]?, incremental: Bool) {
        if let starts, proposal == tree.lastLayout.proposal, safeArea == tree.lastLayout.safeArea {
            for start in starts {
                pass.placeTree(start.node, start.proposal, origin: tree.lastLayout.frames[start.node].origin, rightToLeft: start.rightToLeft, reusingPlacements: true)
            }
        } else {
            pass.placeTree(root, rootProposal, origin: rootOrigin, rightToLeft: rightToLeft, reusingPlacements: incremental)
        }
    }
}
