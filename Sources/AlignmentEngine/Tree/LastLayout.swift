/// The result of a tree's last layout, as one value: which root it laid out at which
/// structure version, for which proposal, safe area and direction, the size it answered, the
/// frame of every node, how each text was placed and the safe areas placement found. A
/// relayout (`Relayout`) reads it and writes it.
struct LastLayout {
    /// The root view and the structure version of the last successful layout; nil before
    /// the first layout, while one runs, after a failed one and after a change in place.
    var stamp: (root: Int32, version: Int)?
    /// The root's size.
    var size = Size.zero
    /// The proposal given with the root: the screen's size.
    var proposal = Proposal.unspecified
    /// The safe-area insets given with the proposal (`LayoutTree.layout(_:proposal:safeArea:direction:)`).
    var safeArea = EdgeInsets.zero
    var direction = LayoutDirection.leftToRight
    /// Per node, its frame in the root's coordinate space (`unplaced` for nodes the layout
    /// did not reach).
    var frames = ContiguousStorage<Rect>()
    /// The proposal and direction each text was last placed with, to draw its lines.
    var textPlacements: [Int32: (proposal: Proposal, rightToLeft: Bool)] = [:]
    /// The screen's safe area: the rectangle the root's proposal spans, and the safe part
    /// inside it the root is laid out in (nil: no insets).
    var screen: SafeAreaSpace?
    /// The safe area each `safeAreaInset` and `safeAreaPadding` gave its view when last
    /// placed, by node (`LayoutPass.recordSafeAreaSpace`).
    var safeAreaSpaces: [Int32: SafeAreaSpace] = [:]
    /// How far each `ignoresSafeArea` extended its view when last placed, in the leading and
    /// trailing terms of its direction, by node (`LayoutPass.noteIgnoredSafeArea`).
    var ignoredSafeArea: [Int32: EdgeInsets] = [:]

    /// The proposal the root is given: the screen's, less the safe-area insets.
    var rootProposal: Proposal { safeArea == .zero ? proposal : proposal.inset(by: safeArea) }

    /// Forgets what placement found about safe areas (a cold layout finds it again).
    mutating func forgetSafeAreas() {
        safeAreaSpaces.removeAll()
        ignoredSafeArea.removeAll()
    }

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
        forgetSafeAreas()
    }

    func deallocate() { frames.deallocate() }
}
