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
    /// The nodes whose frames the last layout changed.
    var changes = FrameChanges()
    /// Per node, the view whose frame or outer frame it is (-1: none), for the structure
    /// version `ownersVersion` (`LayoutTree.changedViews()` makes it when first asked).
    var owners = ContiguousStorage<Int32>()
    var ownersVersion = -1
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

    /// How many layouts succeeded: each one's number (1 for the first) names its frames.
    private(set) var layoutCount = 0
    /// The number of the successful layout whose frames `frames` hold; 0 while a layout
    /// rewrites them, and when there is none (not laid out since built: the frames grow
    /// unplaced with the nodes; or the last layout failed and cleared them).
    private(set) var framesLayout = 0
    /// Whether the frames of the layout before `framesLayout` are kept too
    /// (`LayoutTree.keepsPreviousFrames`), in `previousFrames`, as layout `previousLayout`.
    var keepsPrevious = false
    private(set) var previousFrames = ContiguousStorage<Rect>()
    private(set) var previousLayout = 0

    /// Starts a layout of `nodeCount` nodes and the list of the frames it changes. A cold
    /// layout gets a frame per node with no room beyond them (they grew ahead of the nodes
    /// while the tree was built), new nodes unplaced; when it lists its changes, the others
    /// keep the last layout's frames, which placement compares with the new ones, until
    /// `finishLayout()` unplaces those it did not reach; else they are all unplaced.
    mutating func startLayout(nodeCount: Int, cold: Bool, continuing: Bool) {
        if !continuing { keepPreviousFrames() }
        // Kept previous frames are copied from the nodes the layout before changed: it tracks them.
        if keepsPrevious { changes.isTracking = true }
        let unplaced = framesLayout == 0
        changes.start(nodeCount: nodeCount, everyFrameChanges: unplaced, cold: cold, continuing: continuing)
        framesLayout = 0
        guard cold else { return }
        if changes.notesPlacement || unplaced {
            frames.extend(toAtLeast: nodeCount, filling: Self.unplaced)
            frames.count = nodeCount
        } else {
            // No comparison to make: the frames the layout does not reach are unplaced now.
            frames.reset(to: nodeCount, filling: Self.unplaced)
        }
        frames.shrinkToFit()
    }

    /// Ends a successful layout: the frames it did not reach are unplaced, and its list of
    /// changes is complete; the frames are those of the next layout number (of the same one
    /// for a pass `continuing` it).
    mutating func finishLayout(continuing: Bool) {
        changes.finish(frames: frames)
        if !continuing { layoutCount += 1 }
        framesLayout = layoutCount
    }

    /// Forgets every frame: a failed layout leaves none behind (those of the last successful
    /// one stay as the previous frames, when they are kept).
    mutating func clearFrames() {
        keepPreviousFrames()
        frames.fill(with: Self.unplaced)
        framesLayout = 0
        changes.forget()
        forgetSafeAreas()
    }

    /// With `keepsPrevious`, before the frames of layout `framesLayout` are rewritten: they
    /// become the previous frames. When those were the layout just before, only the nodes
    /// that layout changed are copied.
    private mutating func keepPreviousFrames() {
        guard keepsPrevious, framesLayout > 0 else { return }
        previousFrames.extend(toAtLeast: frames.count, filling: Self.unplaced)
        // One by one when the layout changed few frames, else all at once (a copy of memory).
        if previousLayout == framesLayout - 1 && !changes.all && changes.nodes.count < frames.count / 8 {
            for i in 0..<changes.nodes.count {
                let m = changes.nodes[i]
                previousFrames[m] = frames[m]
            }
        } else if frames.count > 0 {
            previousFrames.base.unsafelyUnwrapped.update(from: frames.base.unsafelyUnwrapped, count: frames.count)
        }
        previousLayout = framesLayout
    }

    /// The frames of layout number `number`: the last one's, or with `keepsPrevious` the one
    /// before; nil when they are not kept (or there is no such layout).
    func frames(ofLayout number: Int) -> ContiguousStorage<Rect>? {
        guard number > 0 else { return nil }
        if number == framesLayout { return frames }
        if keepsPrevious && number == previousLayout { return previousFrames }
        return nil
    }

    /// Stops keeping the previous frames and gives back their memory.
    mutating func dropPreviousFrames() {
        previousFrames.deallocate()
        previousFrames = ContiguousStorage()
        previousLayout = 0
    }

    func deallocate() {
        frames.deallocate()
        previousFrames.deallocate()
        changes.deallocate()
        owners.deallocate()
    }
}
