/// The nodes whose frames the last layout changed, each once: placement notes every frame
/// it writes or moves (`LayoutPass.setFrame`, `moveSubtree`), so the list costs what
/// placement did, never a comparison of every frame. `LayoutTree.changedViews()` reads the
/// views from it.
///
/// A layout whose previous frames were all unplaced (the first, or the one after a failed
/// layout) changed every frame it placed: it lists nothing and says `all`. So does every
/// layout until the changes are first asked for (`isTracking`): a tree nobody asks pays
/// nothing for them. A cold layout
/// with frames before it compares each frame it places with the one it replaces, and
/// afterwards unplaces the nodes it did not reach (`unplaceUnreached`), listing those too.
struct FrameChanges {
    /// The changed nodes, each once, in the order they changed.
    var nodes = ContiguousStorage<Int32>()
    /// One bit per node: whether it is in `nodes`.
    private var marks = ContiguousStorage<UInt64>()
    /// In a cold layout with frames before it, one bit per node: whether it was placed.
    private var placed = ContiguousStorage<UInt64>()
    /// Whether every frame changed (nothing is listed).
    private(set) var all = true
    /// Whether layouts list their changes: from the first time they are asked for on.
    var isTracking = false
    /// Whether the layout running lists changes (else it changes them all).
    private(set) var recording = false
    /// Whether the layout running notes the nodes it places (a cold layout that compares).
    private(set) var notesPlacement = false
    /// The frames nodes had before the layout, for the nodes a ViewThatFits hid before it
    /// placed them again: a node whose final frame is its old one did not change.
    private var hiddenFrames: [Int32: Rect] = [:]

    /// Starts the changes of a layout of `nodeCount` nodes; `everyFrameChanges`: the frames
    /// before it are all unplaced; `cold`: every node is placed anew; `continuing`: another
    /// pass of the same layout (lazy rows settling), whose changes add to the first's.
    mutating func start(nodeCount: Int, everyFrameChanges: Bool, cold: Bool, continuing: Bool) {
        if !continuing {
            clearMarks()
            hiddenFrames.removeAll()
            all = everyFrameChanges || !isTracking
        }
        recording = !all
        notesPlacement = recording && cold
        let words = (nodeCount + 63) / 64
        if recording { marks.extend(toAtLeast: words, filling: 0) }
        if notesPlacement { placed.reset(to: words, filling: 0) }
    }

    /// Notes that node `m`'s frame went from `old` to `new` (or was placed at it).
    @inline(__always) mutating func noteFrame(_ m: Int32, old: Rect, new: Rect) {
        guard recording else { return }
        if notesPlacement { setMark(m, in: &placed) }
        if old != new { note(m) }
    }

    /// Notes that node `m`'s frame changed.
    @inline(__always) mutating func note(_ m: Int32) {
        guard recording, !isMarked(m, in: marks) else { return }
        setMark(m, in: &marks)
        nodes.append(m)
    }

    /// Notes that a ViewThatFits gives node `m` the frame `new` where it had `old`, before
    /// it may place it again.
    mutating func noteHidden(_ m: Int32, old: Rect, new: Rect) {
        guard recording else { return }
        if old != new, hiddenFrames[m] == nil, !isMarked(m, in: marks) { hiddenFrames[m] = old }
        if old != new { note(m) }
    }

    /// Ends a layout's changes: a cold layout unplaces the nodes it did not reach (their
    /// frames were the last layout's), and nodes hidden and placed again where they were are
    /// not changed after all.
    mutating func finish(frames: ContiguousStorage<Rect>) {
        guard recording else { return }
        if notesPlacement {
            for word in 0..<placed.count where placed[word] != ~0 {
                for bit in 0..<64 {
                    let m = word * 64 + bit
                    guard m < frames.count, placed[word] & (1 << UInt64(bit)) == 0, !frames[m].x.isNaN else { continue }
                    frames[m] = LastLayout.unplaced
                    note(Int32(m))
                }
            }
        }
        guard !hiddenFrames.isEmpty else { return }
        var kept = 0
        for i in 0..<nodes.count {
            let m = nodes[i]
            if let old = hiddenFrames[m], old == frames[m] {
                clearMark(m, in: &marks)
                continue
            }
            nodes[kept] = m
            kept += 1
        }
        nodes.count = kept
        hiddenFrames.removeAll()
    }

    /// Forgets the changes: a failed layout leaves no frames, and every frame of the next one
    /// is new.
    mutating func forget() { stopRecording(everyFrameChanged: true) }

    /// Clears the marks of the listed nodes, and the list: one by one when they are few,
    /// else every mark at once.
    private mutating func clearMarks() {
        if nodes.count > marks.count {
            marks.fill(with: 0)
        } else {
            for i in 0..<nodes.count { clearMark(nodes[i], in: &marks) }
        }
        nodes.removeAll()
    }

    /// Says that a layout changed no frame (it found nothing to do).
    mutating func noneChanged() { stopRecording(everyFrameChanged: false) }

    /// Ends the list with nothing listed: every frame changed, or none did.
    private mutating func stopRecording(everyFrameChanged: Bool) {
        clearMarks()
        hiddenFrames.removeAll()
        all = everyFrameChanged
        recording = false
        notesPlacement = false
    }

    /// Whether node `m` changed (with `all`: every placed node did).
    func changed(_ m: Int32) -> Bool { all || (Int(m) / 64 < marks.count && isMarked(m, in: marks)) }

    @inline(__always) private func isMarked(_ m: Int32, in bits: ContiguousStorage<UInt64>) -> Bool {
        bits[Int(m) &>> 6] & (1 &<< UInt64(m & 63)) != 0
    }
    @inline(__always) private func setMark(_ m: Int32, in bits: inout ContiguousStorage<UInt64>) {
        bits[Int(m) &>> 6] |= 1 &<< UInt64(m & 63)
    }
    @inline(__always) private func clearMark(_ m: Int32, in bits: inout ContiguousStorage<UInt64>) {
        bits[Int(m) &>> 6] &= ~(1 &<< UInt64(m & 63))
    }

    var allocatedBytes: Int { nodes.allocatedBytes + marks.allocatedBytes + placed.allocatedBytes }

    func deallocate() {
        nodes.deallocate()
        marks.deallocate()
        placed.deallocate()
    }
}

extension LayoutTree {
    /// The views whose frame or outer frame the last layout changed (it placed them anew
    /// elsewhere or at another size, moved them, or no longer placed them), in the order
    /// placement changed them; after a first layout, or one after a failure, every view it
    /// placed; none after a layout that found nothing to do. Empty unless a layout stands
    /// (`isLaidOut`). Costs what the layout changed, not a comparison of every frame. Layouts
    /// list their changes from the first time they are asked for: until then (the first
    /// answer included) every view a layout placed counts as changed.
    public func changedViews() -> [ViewID] {
        lastLayout.changes.isTracking = true
        var views: [ViewID] = []
        forEachChangedView { views.append(ViewID($0)) }
        return views
    }

    /// Writes the views the last layout changed (see `changedViews()`) to `buffer` while
    /// there is room; returns how many there are.
    package func copyChangedViews(into buffer: UnsafeMutableBufferPointer<Int32>) -> Int {
        lastLayout.changes.isTracking = true
        var count = 0
        forEachChangedView { view in
            if count < buffer.count { buffer[count] = view }
            count += 1
        }
        return count
    }

    /// Calls `body` with each view the last layout changed (see `changedViews()`).
    @inline(__always) func forEachChangedView(_ body: (Int32) -> Void) {
        guard isLaidOut else { return }
        // The storages as locals: no access check of the tree's properties per view.
        let changes = lastLayout.changes, views = self.views, frames = lastLayout.frames
        guard !changes.all else {
            for v in 0..<Int32(views.count) where !frames[views[v].core].x.isNaN { body(v) }
            return
        }
        let owners = viewOwners(), nodes = changes.nodes
        for i in 0..<nodes.count {
            let m = nodes[i]
            let v = owners[m]
            guard v >= 0 else { continue }
            // A view whose frame and outer frame both changed is listed at its core.
            let core = views[v].core
            if m == core || !changes.changed(core) { body(v) }
        }
    }

    /// Per node, the view whose frame (its core) or outer frame (`outerNodeMovedByOffsets`)
    /// it is, or -1; made once per structure, when first asked.
    private func viewOwners() -> ContiguousStorage<Int32> {
        if lastLayout.ownersVersion == structureVersion { return lastLayout.owners }
        lastLayout.owners.reset(to: nodes.count, filling: -1)
        for v in 0..<views.count {
            let record = views[v]
            lastLayout.owners[record.core] = Int32(v)
            lastLayout.owners[outerNodeMovedByOffsets(record)] = Int32(v)
        }
        lastLayout.ownersVersion = structureVersion
        return lastLayout.owners
    }
}
