/// The result of a tree's last layout, as one value: which root it laid out at which
/// structure version, for which proposal and direction, the size it answered, the frame of
/// every node and how each text was placed. A relayout (`Relayout`) reads it and writes it.
struct LastLayout {
    /// The root view and the structure version of the last successful layout; nil before
    /// the first layout, while one runs, after a failed one and after a change in place.
    var stamp: (root: Int32, version: Int)?
    /// The root's size.
    var size = Size.zero
    var proposal = Proposal.unspecified
    var direction = LayoutDirection.leftToRight
    /// Per node, its frame in the root's coordinate space (`unplaced` for nodes the layout
    /// did not reach).
    var frames = ContiguousStorage<Rect>()
    /// The proposal and direction each text was last placed with, to draw its lines.
    var textPlacements: [Int32: (proposal: Proposal, rightToLeft: Bool)] = [:]

    /// The frame of a node the layout did not place.
    static let unplaced = Rect(x: .nan, y: .nan, width: .nan, height: .nan)

    /// Whether every frame is `unplaced`: the tree was not laid out since it was built (its
    /// frames grow unplaced with its nodes), or its last layout failed.
    private(set) var framesAreUnplaced = true

    /// Makes the frames those of `nodeCount` unplaced nodes, with no room beyond them (they
    /// grew ahead of the nodes while the tree was built), for a cold layout that is about to
    /// place them. Frames that are all unplaced already are not written again.
    mutating func unplaceFrames(nodeCount: Int) {
        if framesAreUnplaced {
            frames.extend(toAtLeast: nodeCount, filling: Self.unplaced)
            frames.count = nodeCount
        } else {
            frames.reset(to: nodeCount, filling: Self.unplaced)
        }
        frames.shrinkToFit()
        framesAreUnplaced = false
    }

    /// Forgets every frame: a failed layout leaves none behind.
    mutating func clearFrames() {
        frames.fill(with: Self.unplaced)
        framesAreUnplaced = true
    }

    func deallocate() { frames.deallocate() }
}
