extension LayoutTree {
    /// The tree-local id of a guide (0...7 are the built-in guides, in the order leading,
    /// horizontal center, trailing, top, vertical center, bottom, first and last text
    /// baseline); a guide the tree has not seen gets the next id.
    public func guideID(for guide: GuideDefinition) -> Int32 { intern(guide) }

    /// The guide with a tree-local id, if there is one.
    public func guide(withID id: Int32) -> GuideDefinition? {
        id >= 0 && Int(id) < guides.count ? guides[Int(id)] : nil
    }

    /// Copies every view's frame and outer frame, indexed by view id, into `buffer`: eight
    /// numbers per view (frame x, y, width, height, outer frame x, y, width, height), NaN
    /// for views the last layout did not place. Returns how many views were written.
    @discardableResult
    public func copyFrames(into buffer: UnsafeMutableBufferPointer<Double>) -> Int {
        let count = min(views.count, buffer.count / 8)
        if isLaidOut {
            copyFrames(from: lastLayout.frames, count: count, view: { Int32($0) }, into: buffer)
        } else if count > 0 {
            buffer.baseAddress!.update(repeating: .nan, count: count * 8)
        }
        return count
    }

    /// The number of the last successful layout (1 for the tree's first), whose frames stand
    /// until the next layout runs; 0 when there is none (never laid out, or the last layout
    /// failed). Changes in place leave it as it is: its frames are still those it placed.
    public var layoutNumber: Int { lastLayout.framesLayout }

    /// Whether the tree also keeps the frames of the layout before the last one (32 bytes a
    /// node), so that a result of that layout can read them after the next layout
    /// (``copyFrames(ofLayout:views:into:)``); keeping them costs each layout a copy of the
    /// frames the layout before it changed. Off by default; turning it off frees them.
    public var keepsPreviousFrames: Bool {
        get { lastLayout.keepsPrevious }
        set {
            lastLayout.keepsPrevious = newValue
            if !newValue { lastLayout.dropPreviousFrames() }
        }
    }

    /// Copies the frame and outer frame of each of `views` (nil: every view, by view id) as
    /// layout number `layout` (``layoutNumber``) placed them into `buffer`, 8 numbers per view
    /// as ``copyFrames(into:)`` writes them, NaN for a view that layout did not place; changes
    /// in place since do not matter. Returns false, writing nothing, when that layout's frames
    /// are not kept: only the last layout's are, and with ``keepsPreviousFrames`` the one's
    /// before. Throws for a view that is not in the tree or a buffer too small.
    public func copyFrames(ofLayout layout: Int, views chosen: UnsafeBufferPointer<Int32>?, into buffer: UnsafeMutableBufferPointer<Double>) throws(LayoutError) -> Bool {
        let count = chosen?.count ?? views.count
        guard buffer.count >= 8 * count else {
            throw LayoutError(.invalidTree, "the buffer holds \(buffer.count / 8) views' frames, not \(count)")
        }
        if let chosen, let bad = chosen.first(where: { $0 < 0 || Int($0) >= views.count }) {
            throw LayoutError(.invalidTree, "\(ViewID(bad)) does not exist in this tree")
        }
        guard let frames = lastLayout.frames(ofLayout: layout) else { return false }
        if let chosen {
            copyFrames(from: frames, count: count, view: { chosen[$0] }, into: buffer)
        } else {
            copyFrames(from: frames, count: count, view: { Int32($0) }, into: buffer)
        }
        return true
    }

    /// Writes the frame and outer frame of view `view(i)` for `i` below `count` from node
    /// frames `frames` to `buffer[8 i ..< 8 i + 8]`.
    @inline(__always)
    private func copyFrames(from frames: ContiguousStorage<Rect>, count: Int, view: (Int) -> Int32, into buffer: UnsafeMutableBufferPointer<Double>) {
        // The storages as locals: no access check of the tree's properties per view.
        let views = self.views, nodes = self.nodes, childList = self.childList
        for index in 0..<count {
            let record = views[view(index)]
            // The outer frame is read below the offsets at the end (`outerNodeMovedByOffsets`).
            var outerNode = record.outer
            while outerNode != record.core, nodes[outerNode].kind.onlyMovesItsView { outerNode = childList[nodes[outerNode].childStart] }
            // Nodes added since that layout have no frame in it.
            let core = record.core
            let frame = Int(core) < frames.count ? frames[core] : LastLayout.unplaced
            let outer = Int(outerNode) < frames.count ? frames[outerNode] : LastLayout.unplaced
            let base = index * 8
            buffer[base] = frame.x
            buffer[base + 1] = frame.y
            buffer[base + 2] = frame.width
            buffer[base + 3] = frame.height
            buffer[base + 4] = outer.x
            buffer[base + 5] = outer.y
            buffer[base + 6] = outer.width
            buffer[base + 7] = outer.height
        }
    }
}

extension ViewDimensions {
    /// `d[guide]` for a guide given by its definition (either axis).
    public subscript(guide: GuideDefinition) -> CGFloat { value(of: guide) }

    /// `d[explicit: guide]` for a guide given by its definition (either axis).
    public subscript(explicit guide: GuideDefinition) -> CGFloat? { explicitValue(of: guide) }
}
