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
        let laidOut = isLaidOut
        for index in 0..<count {
            let record = views[index]
            let frame = laidOut ? lastLayout.frames[record.core] : LastLayout.unplaced
            let outer = laidOut ? lastLayout.frames[outerNodeMovedByOffsets(record)] : LastLayout.unplaced
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
        return count
    }
}

extension ViewDimensions {
    /// `d[guide]` for a guide given by its definition (either axis).
    public subscript(guide: GuideDefinition) -> CGFloat { value(of: guide) }

    /// `d[explicit: guide]` for a guide given by its definition (either axis).
    public subscript(explicit guide: GuideDefinition) -> CGFloat? { explicitValue(of: guide) }
}
