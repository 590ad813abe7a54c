/// `LazyVGrid` / `LazyHGrid`: every child is laid out (no laziness, no scroll
/// offsets), in reading order, one per cell of the grid's tracks (the columns of a
/// `LazyVGrid`, the rows of a `LazyHGrid`). The tracks come from the grid items alone, not
/// from the children (SwiftUI Field Guide, swiftuifieldguide.com/layout/lazyvgrid; objc.io,
/// "SwiftUI's Grid Views", 2020): fixed items take their size; the space left after them and
/// the spacings is shared in order by the flexible and adaptive items, each taking an equal
/// share of what is left, a flexible one clamped to its minimum and maximum; an adaptive item
/// holds as many cells of its minimum length as its share allows and divides the share
/// between them (at most its maximum each). The grid is as long as its tracks across them,
/// and placement lays the tracks out again in the grid's own length, as SwiftUI does (two
/// passes). Along the flow, each line is as long as its longest child, proposed nil there.
/// A lazy grid exposes no explicit guides of its children.
enum LazyGridRules: ContainerRules {
    static var guideCaching: AnswerCaching { .never }

    @inline(never) static func size(_ pass: LayoutPass, _ n: Int32, _ node: Node, _ p: Proposal) -> Size { pass.sizeLazyGrid(n, node, p) }
    @inline(__always) static func priority(_ pass: LayoutPass, _ node: Node) -> Double? { 0 }

    @inline(never) static func placeChildren(_ pass: LayoutPass, _ n: Int32, _ node: Node, _ p: Proposal, _ s: Size,
                                             _ body: (Int32, Int32, Proposal, Size, Point) -> Void) {
        pass.placeLazyGrid(n, node, s, body)
    }
    static func alignmentGuide(of node: Node, on axis: Axis) -> Int32? { (node.kind == .lazyVGrid) == (axis == .horizontal) ? node.guide : nil }
    /// Placement (and only placement) places the grid's children next: lines it placed
    /// before may keep their children's frames if the grid's frame is this one.
    @inline(__always) static func willPlaceChildren(_ pass: LayoutPass, _ n: Int32, _ frame: Rect) { pass.cache.lazyGridPlacing = (n, frame) }

    static func bottomUpFacts(_ facts: StructureFacts, _ n: Int32, _ node: Node) -> UInt16 { 0 }

    /// `LazyVGrid(2 columns, alignment: center, spacing: 4; tracks: 0+70, 78+57, 143+57)`:
    /// each cell's start and length across the tracks for the grid's laid-out size, the first
    /// 64 cells (pictures draw the spacing between them).
    static func describe(_ d: NodeDescription) -> String {
        let spacing = d.param(.spacing).isNaN ? "" : ", spacing: \(d.number(d.param(.spacing)))"
        let items = Int(d.param(.itemCount))
        var text = "\(d.viewName)(\(items) \(d.node.kind == .lazyVGrid ? "columns" : "rows"), alignment: \(d.guide(d.node.guide))\(spacing)"
        if let size = d.laidOutSize, d.node.childCount > 0 {
            let tracks = LazyGridTracks(d.tree.params, d.node, length: d.node.kind == .lazyVGrid ? size.width : size.height)
            var cells: [String] = []
            for (i, count) in tracks.cells.enumerated() {
                for k in 0..<min(count, 64 - cells.count) {
                    cells.append("\(d.number(tracks.start[i] + Double(k) * (tracks.cellLength[i] + tracks.spacing[i])))+\(d.number(tracks.cellLength[i]))")
                }
            }
            text += "; tracks: " + cells.joined(separator: ", ")
        }
        return text + ")"
    }
}

/// One grid item's numbers in a lazy grid's parameters, after the spacing and the count.
enum LazyGridItemParam {
    /// The numbers per item: size kind (0 fixed, 1 flexible, 2 adaptive), minimum (a fixed
    /// item's size), maximum, spacing (NaN: 8), horizontal and vertical guide (-1: none).
    static let count = 6
    static let first: Int32 = 2

    /// Number `field` of item `i` of lazy grid `node`.
    @inline(__always) static func value(_ params: ContiguousStorage<Double>, _ node: Node, _ i: Int, _ field: Int) -> Double {
        params[node.param + first + Int32(i * count + field)]
    }
}

/// The tracks of a lazy grid for one length: per grid item, where its first cell starts,
/// how many cells it has, their length and the spacing between them. Layout and
/// explanations (which name the tracks the grid was placed with) compute them here.
struct LazyGridTracks {
    var start: [Double] = []
    var cells: [Int] = []
    var cellLength: [Double] = []
    var spacing: [Double] = []
    /// The tracks' total length, spacings included.
    var length = 0.0
    /// All cells of all items: the children in one line.
    var cellCount = 0

    /// The default space between tracks, cells and lines.
    static let defaultSpacing = 8.0

    /// The tracks of lazy grid `node` (numbers in `params`) for `length` along the tracks'
    /// axis (NaN or infinite: unspecified, where flexible items take their minimum and
    /// adaptive ones one cell of their minimum).
    init(_ params: ContiguousStorage<Double>, _ node: Node, length: Double) {
        let count = Int(params[node, .itemCount])
        func item(_ i: Int, _ field: Int) -> Double { LazyGridItemParam.value(params, node, i, field) }
        func gap(_ i: Int) -> Double { let s = item(i, 3); return s.isNaN ? Self.defaultSpacing : s }
        var remaining = length, shared = 0
        for i in 0..<count {
            if item(i, 0) == 0 { remaining -= item(i, 1) } else { shared += 1 }
            if i < count - 1 { remaining -= gap(i) }
        }
        var position = 0.0
        for i in 0..<count {
            let kind = item(i, 0), minimum = item(i, 1), maximum = item(i, 2)
            var cells = 1, cell: Double
            if kind == 0 || !length.isFinite {
                cell = minimum
            } else {
                let share = remaining / Double(shared)
                if kind == 1 {
                    cell = min(max(share, minimum), maximum)
                } else {
                    let available = max(share, 0)
                    // A negative spacing as long as the minimum fits any number: one cell.
                    let step = minimum + gap(i)
                    let fit = step > 0 ? ((available + gap(i)) / step).rounded(.down) : 1
                    cells = fit >= 1 ? Int(min(fit, Double(Int32.max))) : 1
                    cell = max(0, min((available - Double(cells - 1) * gap(i)) / Double(cells), maximum))
                }
                shared -= 1
            }
            let total = Double(cells) * cell + Double(cells - 1) * gap(i)
            if kind != 0 { remaining -= total }
            start.append(position)
            self.cells.append(cells)
            cellLength.append(cell)
            spacing.append(gap(i))
            cellCount += cells
            position += total + (i < count - 1 ? gap(i) : 0)
        }
        self.length = position
    }
}

/// A lazy grid's lines as it last placed them, for relayout: a line whose
/// children did not change, in the same cells, is as long as it was, and, at the same start in
/// a grid placed where its frame is now, its children keep their frames. Sizing then asks
/// nothing of an unchanged line's children, and placement does not place them again. (The
/// frame the grid has now, not the one it was placed at: a relayout that kept the grid's
/// subtree may have moved it, its children with it.)
struct LazyGridLines {
    /// The grid's parameters (spacing and items) and the tracks' cells the lines were laid out in.
    var params: [Double]
    var cells: [Int]
    var cellLength: [Double]
    var cellStart: [Double]
    var childCount: Int32
    /// Each line's length along the flow.
    var lengths: [Double]

    /// Whether the lines were laid out in these tracks, with these parameters.
    func fits(_ tracks: LazyGridTracks, _ params: ArraySlice<Double>, childCount: Int32) -> Bool {
        childCount == self.childCount && tracks.cells == cells && tracks.cellLength == cellLength
            && tracks.start == cellStart
            && self.params.elementsEqual(params) { $0.bitPattern == $1.bitPattern } // NaN: a default
    }
}

extension LayoutPass {
    /// The axis the tracks lie along: horizontal for a LazyVGrid's columns.
    @inline(__always) private func lazyGridTrackAxis(_ node: Node) -> Axis { node.kind == .lazyVGrid ? .horizontal : .vertical }

    private func lazyGridLineSpacing(_ node: Node) -> Double {
        let s = params[node, .spacing]
        return s.isNaN ? LazyGridTracks.defaultSpacing : s
    }

    /// The proposal of a child in a cell of `length`: that length across, nil along the flow.
    @inline(__always) private func lazyGridCellProposal(_ axis: Axis, _ length: Double) -> Proposal {
        axis == .horizontal ? Proposal(width: length, height: .nan) : Proposal(width: .nan, height: length)
    }

    /// Calls `body(child index, child, item, cell start, cell length)` for every child of
    /// line `line`.
    @inline(__always) private func forEachCell(_ node: Node, _ tracks: LazyGridTracks, line: Int, _ body: (Int32, Int32, Int, Double, Double) -> Void) {
        var i = line * tracks.cellCount
        let end = min(i + tracks.cellCount, Int(node.childCount))
        var item = 0, k = 0
        while i < end {
            while k >= tracks.cells[item] { item += 1; k = 0 }
            body(Int32(i), child(node, Int32(i)), item, tracks.start[item] + Double(k) * (tracks.cellLength[item] + tracks.spacing[item]), tracks.cellLength[item])
            i += 1
            k += 1
        }
    }

    /// The length of line `line` along the flow: its longest child's.
    private func lazyGridLineLength(_ node: Node, _ tracks: LazyGridTracks, _ axis: Axis, line: Int) -> Double {
        var longest = 0.0
        forEachCell(node, tracks, line: line) { _, c, _, _, length in
            longest = max(longest, size(c, lazyGridCellProposal(axis, length))[axis.other])
        }
        return longest
    }

    @inline(__always) private func lazyGridLineCount(_ node: Node, _ tracks: LazyGridTracks) -> Int {
        (Int(node.childCount) + tracks.cellCount - 1) / tracks.cellCount
    }

    /// Lazy grid `node`'s parameters: its spacing, item count and items.
    private func lazyGridParams(_ node: Node) -> ArraySlice<Double> {
        let count = Int(LazyGridItemParam.first) + Int(params[node, .itemCount]) * LazyGridItemParam.count
        return ArraySlice((0..<count).map { params[node.param + Int32($0)] })
    }

    /// The lines lazy grid `n` last placed, if laid out in `tracks` and still placed (a
    /// ViewThatFits forgets the placement of a view it hides).
    private func lazyGridLines(_ n: Int32, _ node: Node, _ tracks: LazyGridTracks) -> LazyGridLines? {
        let any = Proposal(width: .nan, height: .nan)
        guard let lines = cache.lazyGridLines[n],
              cache.wasPlaced(n, any, rightToLeft: false, anyProposal: true) || cache.wasPlaced(n, any, rightToLeft: true, anyProposal: true),
              lines.fits(tracks, lazyGridParams(node), childCount: node.childCount) else { return nil }
        return lines
    }

    /// Whether no child of line `line` changed since the last layout, nor reads the safe
    /// area (whose edges may have moved).
    private func lazyGridLineStands(_ node: Node, _ tracks: LazyGridTracks, line: Int) -> Bool {
        var i = line * tracks.cellCount
        let end = min(i + tracks.cellCount, Int(node.childCount))
        while i < end {
            let c = child(node, Int32(i))
            if cache.isChanged(c) || info[c] & PreparedTree.readsSafeArea != 0 { return false }
            i += 1
        }
        return true
    }

    func sizeLazyGrid(_ n: Int32, _ node: Node, _ p: Proposal) -> Size {
        let axis = lazyGridTrackAxis(node)
        let tracks = LazyGridTracks(params, node, length: p[axis])
        let lines = lazyGridLineCount(node, tracks)
        let old = lazyGridLines(n, node, tracks)
        var flow = Double(max(lines - 1, 0)) * lazyGridLineSpacing(node)
        for line in 0..<lines {
            if let old, lazyGridLineStands(node, tracks, line: line) {
                flow += old.lengths[line]
            } else {
                flow += lazyGridLineLength(node, tracks, axis, line: line)
            }
        }
        // Items built on demand: the lines not in the tree count as they measured, else
        // with the estimate (`LayoutTree.setRows`).
        if let rows = tree.lazyRows[n] { flow = tree.rowsLength(n, rows, window: flow) }
        return axis == .horizontal ? Size(width: tracks.length, height: flow) : Size(width: flow, height: tracks.length)
    }

    /// Places every child in its cell for the grid's size `s` (tracks laid out again in
    /// `s`), aligned by its item's alignment, else the grid's guide across the tracks and
    /// the centre along the flow.
    /// In placement, lines are placed again only from the first whose children changed, or
    /// whose length changed, on (see `LazyGridLines`).
    func placeLazyGrid(_ n: Int32, _ node: Node, _ s: Size, _ body: (Int32, Int32, Proposal, Size, Point) -> Void) {
        let axis = lazyGridTrackAxis(node)
        let tracks = LazyGridTracks(params, node, length: s[axis])
        let placing = cache.lazyGridPlacing.flatMap { $0.node == n ? $0.frame : nil }
        cache.lazyGridPlacing = nil
        var old = placing == nil ? nil : lazyGridLines(n, node, tracks)
        if let placing, frames[n] != placing { old = nil }
        var lengths: [Double] = []
        let spacing = lazyGridLineSpacing(node)
        // Each item's guides (its alignment, else the grid's across and the centre along).
        let across = node.guide, along = axis == .horizontal ? BuiltinGuide.verticalCenter.id : BuiltinGuide.horizontalCenter.id
        let guides: [(across: Int32, along: Int32)] = tracks.cells.indices.map { item in
            let h = Int32(LazyGridItemParam.value(params, node, item, 4)), v = Int32(LazyGridItemParam.value(params, node, item, 5))
            return h < 0 ? (across, along) : axis == .horizontal ? (h, v) : (v, h)
        }
        // The sizes of one line's children, kept between measuring the line and placing it.
        let base = reserveScratch(2 * min(tracks.cellCount, Int(node.childCount)))
        var lineStart = tree.lazyRows[n].map { tree.rowsBefore(n, $0) } ?? 0
        for line in 0..<lazyGridLineCount(node, tracks) {
            if let old, lazyGridLineStands(node, tracks, line: line) {
                // Its children keep their frames; the lines after it start where they did.
                lengths.append(old.lengths[line])
                lineStart += old.lengths[line] + spacing
                continue
            }
            var lineLength = 0.0
            forEachCell(node, tracks, line: line) { i, c, _, _, cellLength in
                let cs = size(c, lazyGridCellProposal(axis, cellLength))
                let k = base + 2 * (Int(i) - line * tracks.cellCount)
                self[scratch: k] = cs.width
                self[scratch: k + 1] = cs.height
                lineLength = max(lineLength, cs[axis.other])
            }
            forEachCell(node, tracks, line: line) { i, c, item, cellStart, cellLength in
                let cp = lazyGridCellProposal(axis, cellLength)
                let k = base + 2 * (Int(i) - line * tracks.cellCount)
                let cs = Size(width: self[scratch: k], height: self[scratch: k + 1])
                let (g, f) = guides[item]
                let cell = axis == .horizontal ? Size(width: cellLength, height: lineLength) : Size(width: lineLength, height: cellLength)
                var origin = Point(x: 0, y: 0)
                origin[axis] = cellStart + defaultValue(g, -1, Proposal(cell), cell) - guideValue(c, g, cp, cs)
                origin[axis.other] = lineStart + defaultValue(f, -1, Proposal(cell), cell) - guideValue(c, f, cp, cs)
                body(i, c, cp, cs, origin)
            }
            // The lines after a line of a new length start elsewhere: all placed again.
            if let length = old?.lengths[line], length != lineLength { old = nil }
            lengths.append(lineLength)
            lineStart += lineLength + spacing
        }
        release(base)
        if placing != nil {
            cache.lazyGridLines[n] = LazyGridLines(params: Array(lazyGridParams(node)), cells: tracks.cells, cellLength: tracks.cellLength,
                                                   cellStart: tracks.start, childCount: node.childCount, lengths: lengths)
        }
    }
}

extension LayoutTree {
    /// Appends a lazy grid node after checking its items (at least one, each valid).
    func appendLazyGrid(_ kind: NodeKind, _ items: [GridItem], _ guide: Int32, _ spacing: Double?) throws(LayoutError) -> Int32 {
        let name = kind == .lazyVGrid ? "LazyVGrid" : "LazyHGrid"
        guard !items.isEmpty else { throw LayoutError(.invalidValue, "\(name) needs at least one grid item (\(kind == .lazyVGrid ? "columns" : "rows") is empty)") }
        try Self.check(spacing, "\(name) spacing", allowNegative: true)
        var values: [Double] = [spacing ?? .nan, Double(items.count)]
        for (index, item) in items.enumerated() {
            try item.validate(name, index)
            switch item.size {
            case .fixed(let length): values += [0, length, length]
            case .flexible(let minimum, let maximum): values += [1, minimum, maximum]
            case .adaptive(let minimum, let maximum): values += [2, minimum, maximum]
            }
            values.append(item.spacing ?? .nan)
            if let alignment = item.alignment {
                values += [Double(intern(alignment.horizontal.definition)), Double(intern(alignment.vertical.definition))]
            } else {
                values += [-1, -1]
            }
        }
        return appendNode(kind, .guide(guide), params: values)
    }
}
