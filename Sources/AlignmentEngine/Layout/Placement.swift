/// Top-down placement: every node is given its proposal and its origin in the root's
/// coordinate space, stores its frame, and places its children. Positions are computed in
/// left-to-right terms and mirrored inside the parent in right-to-left layouts (§12).
///
/// The walk keeps its own work stack (depth first, children in order, as a recursive walk
/// would visit them) and runs each node's step under the driver, so no depth of tree grows
/// the native stack. A placed frame must be valid: no NaN anywhere, no infinite origin.
extension LayoutPass {
    /// A node waiting to be placed.
    struct PlacementItem: BitwiseCopyable {
        var node: Int32
        var proposal: Proposal
        var origin: Point
        var rightToLeft: Bool
        /// The axes (bit 1: width, bit 2: height) on which an infinite proposal is the
        /// layout's own: the root's, passed down, or chosen by the parent (a host layout, an
        /// aspectRatio filling an unspecified length). Elsewhere an infinite proposal came
        /// from a length that overflowed above the node.
        var infiniteAxes: UInt8 = 0
        /// The node that placed it, for messages (-1 for the root).
        var parent: Int32
        /// Its size for `proposal` as the parent found it, or NaN when not known yet.
        var size = Size(width: .nan, height: .nan)
    }

    /// Places the tree below `start`, proposed `p`, at `origin`. `reusingPlacements`: a
    /// subtree in which nothing changed since the last layout, proposed what it was proposed
    /// then, keeps its frames (moved along if its origin moved) and is not walked again.
    func placeTree(_ start: Int32, _ p: Proposal, origin: Point = .zero, rightToLeft: Bool, reusingPlacements: Bool = false) {
        // Items waiting, the next last: a node's children are appended, then put in reverse
        // order, so that they are placed first to last, depth first.
        // The pass's work stack, taken out while in use.
        var work = state.pointee.placementWork
        state.pointee.placementWork = ContiguousStorage()
        defer {
            state.pointee.placementWork.deallocate()
            work.removeAll()
            state.pointee.placementWork = work
        }
        work.append(PlacementItem(node: start, proposal: p, origin: origin, rightToLeft: rightToLeft, infiniteAxes: Self.infiniteAxes(of: p), parent: -1))
        // Whether the frames placed are compared with the last layout's (`FrameChanges`).
        let recording = state.pointee.frameChanges.recording
        while work.count > 0 {
            let item = work[work.count - 1]
            work.count -= 1
            let node = nodes[item.node]
            // A subtree kept from the last layout still moves only to a valid origin (a
            // non-finite one fails in `validate`, as in a cold layout).
            if reusingPlacements && node.kind.cachesSizes && item.origin.x.isFinite && item.origin.y.isFinite
                && placementStands(item) { continue }
            let firstChild = work.count
            let s: Size
            if node.childCount == 0 && !item.size.width.isNaN {
                // A childless node its parent sized (most nodes: the leaves) asks nothing:
                // no step for the driver.
                s = item.size
                willPlaceChildren(item.node, node, Rect(origin: item.origin, size: s))
            } else {
                guard let placed = drive({ () -> Size in
                    work.count = firstChild
                    return placeStep(item, &work)
                }) else { return }
                s = placed
            }
            guard validate(item, s, children: work, from: firstChild) else { return }
            if recording { setFrame(item.node, Rect(origin: item.origin, size: s)) } else { frames[item.node] = Rect(origin: item.origin, size: s) }
            if node.kind.cachesSizes {
                notePlacement(item.node, item.proposal, rightToLeft: item.rightToLeft)
                didPlace(item.node, node, item.proposal, rightToLeft: item.rightToLeft)
            }
            var (low, high) = (firstChild, work.count - 1)
            while low < high {
                (work[low], work[high]) = (work[high], work[low])
                low += 1
                high -= 1
            }
        }
    }

    /// Sizes one node and lists where its children go; runs again if suspended.
    @inline(never) private func placeStep(_ item: PlacementItem, _ children: inout ContiguousStorage<PlacementItem>) -> Size {
        let n = item.node, node = nodes[n]
        let s = item.size.width.isNaN ? size(n, item.proposal) : item.size
        if suspended { return s }
        // A reader's content reads its size (and frame) while it is sized, below.
        willPlaceChildren(n, node, Rect(origin: item.origin, size: s))
        if node.kind.touchesSafeArea { noteSafeArea(n, node, Rect(origin: item.origin, size: s)) }
        let childRTL = node.childRightToLeft(item.rightToLeft)
        let origin = item.origin, ownedAxes = ownedInfiniteAxes(node, item)
        // A local function rather than a closure, so that it can be inlined into every kind's
        // placement.
        @inline(__always) func place(_ index: Int32, _ c: Int32, _ cp: Proposal, _ cs: Size, _ local: Point) {
            // Mirror the child's left-to-right origin inside this node for right to left (a
            // child as wide as this node stays at its x, infinitely wide ones included).
            let x = childRTL ? (s.width == cs.width ? 0 : s.width - cs.width) - local.x : local.x
            children.append(PlacementItem(node: c, proposal: cp, origin: Point(x: origin.x + x, y: origin.y + local.y), rightToLeft: childRTL,
                                          infiniteAxes: ownedAxes & Self.infiniteAxes(of: cp), parent: n, size: cs))
        }
        forEachPlacedChild(n, node, item.proposal, s, place)
        return s
    }

    /// The axes on which the infinite proposals `node` (placed as `item`) makes its children
    /// are the layout's own: its own proposal's, or all when it chooses them (a host
    /// layout's, an aspectRatio's filling an unspecified length).
    @inline(__always) private func ownedInfiniteAxes(_ node: Node, _ item: PlacementItem) -> UInt8 {
        switch node.kind.infiniteProposals {
        case .never: item.infiniteAxes
        case .always: 3
        case .whenAnAxisIsUnspecified: item.proposal.width.isNaN || item.proposal.height.isNaN ? 3 : item.infiniteAxes
        }
    }

    /// The axes on which proposal `p` is infinite (bit 1: width, bit 2: height).
    @inline(__always) static func infiniteAxes(of p: Proposal) -> UInt8 {
        (p.width == .infinity ? 1 : 0) | (p.height == .infinity ? 2 : 0)
    }

    /// Whether a node's final frame is valid; fails the pass with a message naming the view
    /// and what made it invalid otherwise. `children` from `first` on are the node's children
    /// as it placed them.
    @inline(__always) private func validate(_ item: PlacementItem, _ s: Size, children: ContiguousStorage<PlacementItem>, from first: Int) -> Bool {
        let far = LayoutCache.farFrameLimit
        if s.width >= 0 && s.height >= 0 && s.width < far && s.height < far
            && abs(item.origin.x) < far && abs(item.origin.y) < far { return true }
        return checkFrame(item, s, children: children, from: first)
    }

    /// The slow path of `validate`: an infinite length is valid where an infinite proposal
    /// made it (proposed to the node, or to a child that came out infinite); anything else
    /// fails the pass with the reason.
    @inline(never) private func checkFrame(_ item: PlacementItem, _ s: Size, children: ContiguousStorage<PlacementItem>, from first: Int) -> Bool {
        let n = item.node
        for axis in [Axis.horizontal, .vertical] where !(s[axis] >= 0) {
            // NaN or negative: a ZStack whose children's guide values are not numbers.
            let why = guideReason(container: n, child: nil, axis: axis)
            fail(LayoutError(why.kind, "\(describeView(n)) has no valid size for the proposal \(item.proposal.proposedViewSize): it came out as \(s)\(why.reason)",
                             view: viewID(containing: n), guide: why.customGuide))
            return false
        }
        for axis in [Axis.horizontal, .vertical] where !item.origin[axis].isFinite {
            let why = item.parent >= 0 ? guideReason(container: item.parent, child: n, axis: axis) : GuideReason()
            let coordinate = axis == .horizontal ? "x" : "y"
            fail(LayoutError(why.kind, "\(describeView(n)) cannot be placed: its \(coordinate) would be \(item.origin[axis])\(why.reason)",
                             view: viewID(containing: n), modifier: why.modifier, guide: why.customGuide))
            return false
        }
        for axis in [Axis.horizontal, .vertical] where s[axis] == .infinity {
            // An infinite proposal that is the layout's own makes an infinite size.
            if item.infiniteAxes & (axis == .horizontal ? 1 : 2) != 0 { continue }
            // A child the node aligns at an infinite origin fails next, naming the guide; a
            // child that came out infinite is checked in turn.
            let aligns = nodes[n].alignmentGuide(on: axis) != nil
            if (first..<children.count).contains(where: {
                cameOutInfinite(children[$0], axis) || (aligns && !children[$0].origin[axis].isFinite)
            }) { continue }
            let length = axis == .horizontal ? "wide" : "tall"
            if item.proposal[axis] == .infinity && item.parent >= 0 {
                // The proposal itself overflowed: the parent's lengths did.
                failOverflow(item.parent, "proposed \(describeView(n)) an infinite \(axis == .horizontal ? "width" : "height"), though it was proposed none: a length past the largest finite number")
            } else {
                failOverflow(n, "came out infinitely \(length) for the proposal \(item.proposal.proposedViewSize), though neither that proposal nor any of its children is: its lengths and spacing add up to more than the largest finite number")
            }
            return false
        }
        // Valid, and far from the origin or that large (see `LayoutCache.hasFarFrames`).
        cache.hasFarFrames = true
        return true
    }

    /// Whether a child came out infinite on `axis`; a grid row (a child its grid placed) is
    /// as large as its grid, so its cells answer for it.
    private func cameOutInfinite(_ child: PlacementItem, _ axis: Axis) -> Bool {
        guard let row = gridRowPlacements[child.node] else { return child.size[axis] == .infinity }
        let grid = placedGrids[row.grid].solution
        return gridRowCells(grid, row.row).contains { gridCellSize(grid, $0)[axis] == .infinity }
    }

    /// What an invalid frame's error says of the guide behind it: its kind, the reason to
    /// append to the message, and the modifier and custom guide it names.
    private struct GuideReason {
        var kind = LayoutError.Kind.invalidValue
        var reason = ""
        var modifier: Int? = nil
        var customGuide: String? = nil
    }

    /// Why a guide the container aligns its children by on `axis` may have made a frame
    /// invalid: the guide, and the expression or callback that computed its value (that of
    /// `child`'s alignmentGuide modifier, else the guide's default).
    private func guideReason(container: Int32, child n: Int32?, axis: Axis) -> GuideReason {
        var why = GuideReason()
        guard let g = nodes[container].alignmentGuide(on: axis) else { return why }
        let guide = guides[Int(g)]
        why.reason = n == nil ? ": its children are aligned by guide '\(guide.name)'" : ": it is aligned by guide '\(guide.name)'"
        if let n, let m = alignmentGuideNode(g, below: n) {
            why.modifier = modifierIndex(of: m)
            switch functions[Int(nodes[m].functionIndex)] {
            case .expression(let e): why.reason += ", whose value (\(e.source)) is not a finite number here"
            case .function:
                why.kind = .callbackFailed
                why.reason += ", whose closure answered a value that is not a finite number"
            }
            return why
        }
        switch guide.defaultValue {
        case .expression(let e): why.reason += ", whose default (\(e.source)) is not a finite number here"
        case .type, .function: why.kind = .callbackFailed; why.reason += ", whose default answered a value that is not a finite number"
        case .fraction: break
        }
        if BuiltinGuide(id: g) == nil { why.customGuide = guide.name }
        return why
    }

    /// The outermost `alignmentGuide` modifier for `g` of the view whose outer node is `n`,
    /// if the view has one.
    private func alignmentGuideNode(_ g: Int32, below n: Int32) -> Int32? {
        var current = n
        while nodes[current].kind.isModifier {
            let node = nodes[current]
            if node.guideItSets == g { return current }
            current = child(node)
        }
        return nil
    }

    /// Fails the pass: node `n` (a view, or one of its modifiers) `reason`, a length past the
    /// largest finite number.
    @inline(never) func failOverflow(_ n: Int32, _ reason: String) {
        let modifier = nodes[n].kind.isModifier ? modifierIndex(of: n) : nil
        let what = modifier == nil ? describeView(n) : "the \(nodes[n].kind) modifier of \(describeView(n))"
        fail(LayoutError(.invalidValue, "\(what) \(reason)", view: viewID(containing: n), modifier: modifier))
    }

    /// The index of modifier node `m` in its view's modifier list (0: applied first).
    private func modifierIndex(of m: Int32) -> Int {
        var index = -1
        var current = m
        while nodes[current].kind.isModifier {
            index += 1
            current = child(nodes[current])
        }
        return index
    }

    /// The proposal and direction the layout gave the last child along `steps` (nodes with
    /// the index of the child to follow), worked out as placement does; nil if the pass failed.
    func replayProposal(along steps: [(node: Int32, child: Int32)], from root: Proposal, rightToLeft: Bool) -> (Proposal, Bool)? {
        var (p, rtl) = (root, rightToLeft)
        for (n, index) in steps {
            let node = nodes[n]
            guard let next = drive({ () -> Proposal in
                var next = p
                forEachPlacedChild(n, node, p, size(n, p)) { i, _, cp, _, _ in if i == index { next = cp } }
                return next
            }) else { return nil }
            rtl = node.childRightToLeft(rtl)
            p = next
        }
        return (p, rtl)
    }
}

