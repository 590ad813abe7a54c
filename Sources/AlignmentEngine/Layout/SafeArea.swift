/// What the kinds that read or add to the safe area share (`IgnoresSafeAreaLayout.swift`,
/// `SafeAreaInsetLayout.swift`, `SafeAreaPaddingLayout.swift`; decisions, "Safe area").
///
/// A safe area is a rectangle with a safe part inside it: the screen and the insets given with
/// the proposal (the root is laid out in the safe part), or the frame of a `safeAreaInset` or
/// `safeAreaPadding` with what it adds on its edges (its first child is laid out in it). A view
/// sees the safe areas of the nodes above it whose first child it is in, innermost first, then
/// the screen's. An `ignoresSafeArea` extends its view on each edge where the view's frame
/// reaches the safe part's edge (or lies between it and the rectangle's), out to the
/// rectangle's edge, through every safe area it sees in turn (SwiftUI's
/// `SafeAreaInsets.resolve`). Positions are in the root's space; sizes never depend on where a
/// view is, so only placement reads safe areas.
struct SafeAreaSpace: Equatable {
    /// The whole rectangle, in the root's space.
    var outer: Rect
    /// Its safe part.
    var inner: Rect

    /// `frame` with `insets` (in the leading and trailing terms of a direction) as its unsafe edges.
    init(_ frame: Rect, insets: EdgeInsets, rightToLeft: Bool) {
        let (left, right) = rightToLeft ? (insets.trailing, insets.leading) : (insets.leading, insets.trailing)
        outer = frame
        inner = Rect(x: frame.x + left, y: frame.y + insets.top,
                     width: frame.width - left - right, height: frame.height - insets.top - insets.bottom)
    }

    /// Extends `rect` on each edge that reaches the safe part's edge out to the rectangle's
    /// edge (`tolerance`: how far from an edge still counts as on it).
    func extend(_ rect: inout Rect, tolerance e: Double) {
        guard inner != outer else { return }
        var (minX, minY, maxX, maxY) = (rect.minX, rect.minY, rect.maxX, rect.maxY)
        if minY - e < inner.minY && outer.minY < minY + e { minY = outer.minY }
        if inner.maxY < maxY + e && maxY - e < outer.maxY { maxY = outer.maxY }
        if minX - e < inner.minX && outer.minX < minX + e { minX = outer.minX }
        if inner.maxX < maxX + e && maxX - e < outer.maxX { maxX = outer.maxX }
        rect = Rect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    }
}

/// Per node, the safe areas it sees and the direction it is laid out in, found once per pass
/// for the nodes between a kind that reads or adds to the safe area and the root (so finding
/// them is linear in the tree, whatever the depth and however many such kinds there are).
struct SafeAreaChains {
    /// Per node: -2 not found yet, -1 only the screen's, else its innermost link.
    var chainAt: [Int32]
    /// Per node whose chain is found: whether it is laid out right to left.
    var rightToLeftAt: [Bool]
    /// A safe area (the node that adds it) and the link of the next one out (-1: the screen's).
    var links: [(space: Int32, next: Int32)] = []

    init(nodeCount: Int) {
        chainAt = [Int32](repeating: -2, count: nodeCount)
        rightToLeftAt = [Bool](repeating: false, count: nodeCount)
    }
}

extension LayoutPass {
    /// What placement notes of node `n`, a kind that reads or adds to the safe area, placed at
    /// `frame` before its children: the safe area it gives its first child
    /// (`LastLayout.safeAreaSpaces`), or how far it extends its view (`noteIgnoredSafeArea`).
    /// Asked by `placeStep` only for those kinds, so that other kinds' placement pays nothing.
    @inline(never) func noteSafeArea(_ n: Int32, _ node: Node, _ frame: Rect) {
        if node.kind.readsSafeArea { noteIgnoredSafeArea(n, node, frame: frame) }
        if node.kind.addsSafeArea {
            tree.lastLayout.safeAreaSpaces[n] = SafeAreaSpace(frame, insets: safeAreaAdded(n, node, frame.size), rightToLeft: safeAreaChain(of: n).rightToLeft)
        }
    }

    /// How far `ignoresSafeArea` node `n`, placed at `frame`, extends its view into the safe
    /// areas it sees, on its edges, in the leading and trailing terms of its direction; noted
    /// for its placement (and explanations) in `LastLayout.ignoredSafeArea`.
    private func noteIgnoredSafeArea(_ n: Int32, _ node: Node, frame: Rect) {
        var insets = EdgeInsets.zero
        if node.safeAreaRegions.contains(.container) {
            var rect = frame
            // SwiftUI's tolerance: half a pixel and a thousandth of a point.
            let tolerance = 0.001 + (tree.pixelScale.map { 0.5 / $0 } ?? 0)
            let (innermost, rightToLeft) = safeAreaChain(of: n)
            var link = innermost
            while link >= 0 {
                let (space, next) = state.pointee.safeAreaChains!.links[Int(link)]
                tree.lastLayout.safeAreaSpaces[space]?.extend(&rect, tolerance: tolerance)
                link = next
            }
            tree.lastLayout.screen?.extend(&rect, tolerance: tolerance)
            let (left, right) = (frame.minX - rect.minX, rect.maxX - frame.maxX)
            insets = EdgeInsets(top: frame.minY - rect.minY, leading: rightToLeft ? right : left,
                                bottom: rect.maxY - frame.maxY, trailing: rightToLeft ? left : right).on(node.safeAreaEdges)
        }
        tree.lastLayout.ignoredSafeArea[n] = insets
    }

    /// The innermost link of the safe areas node `n` sees (-1: only the screen's) and whether
    /// it is laid out right to left, found by walking up to the first node whose chain is
    /// known (or the root, laid out in the prepared direction), then down again.
    private func safeAreaChain(of n: Int32) -> (link: Int32, rightToLeft: Bool) {
        if state.pointee.safeAreaChains == nil { state.pointee.safeAreaChains = SafeAreaChains(nodeCount: nodes.count) }
        let parent = cache.parent
        var path: [Int32] = []
        var m = n
        while state.pointee.safeAreaChains!.chainAt[Int(m)] == -2 {
            if parent[m] < 0 {
                state.pointee.safeAreaChains!.chainAt[Int(m)] = -1
                state.pointee.safeAreaChains!.rightToLeftAt[Int(m)] = tree.prepared.rightToLeft
                break
            }
            path.append(m)
            m = parent[m]
        }
        var chain = state.pointee.safeAreaChains!.chainAt[Int(m)]
        var rightToLeft = state.pointee.safeAreaChains!.rightToLeftAt[Int(m)]
        while let below = path.popLast() {
            let above = parent[below]
            let node = nodes[above]
            if node.kind.addsSafeArea && child(node) == below {
                state.pointee.safeAreaChains!.links.append((above, chain))
                chain = Int32(state.pointee.safeAreaChains!.links.count - 1)
            }
            rightToLeft = node.childRightToLeft(rightToLeft)
            state.pointee.safeAreaChains!.chainAt[Int(below)] = chain
            state.pointee.safeAreaChains!.rightToLeftAt[Int(below)] = rightToLeft
        }
        return (chain, rightToLeft)
    }
}

extension Proposal {
    /// The proposal less `insets` on each axis, never below 0 (unspecified and infinite stay so).
    func inset(by insets: EdgeInsets) -> Proposal {
        Proposal(width: width.isNaN ? .nan : max(0, width - insets.leading - insets.trailing),
                 height: height.isNaN ? .nan : max(0, height - insets.top - insets.bottom))
    }

    /// The proposal grown by `insets` on each axis (unspecified stays so).
    func outset(by insets: EdgeInsets) -> Proposal {
        Proposal(width: width + insets.leading + insets.trailing, height: height + insets.top + insets.bottom)
    }
}
