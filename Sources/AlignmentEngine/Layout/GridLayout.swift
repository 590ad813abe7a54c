/// `Grid` (§10): rows of cells in shared columns; its `GridRow`s and its other children (each
/// a row of one cell spanning every column) are placed by the grid. Spacers in it are
/// vertical.
enum GridRules: ContainerRules {
    @inline(never) static func size(_ pass: LayoutPass, _ n: Int32, _ node: Node, _ p: Proposal) -> Size { pass.sizeGrid(n, node, p) }
    static func explicit(_ pass: LayoutPass, _ n: Int32, _ node: Node, _ g: Int32, _ p: Proposal) -> Double? { pass.explicitGrid(n, node, g, p) }

    @inline(never) static func placeChildren(_ pass: LayoutPass, _ n: Int32, _ node: Node, _ p: Proposal, _ s: Size,
                                             _ body: (Int32, Int32, Proposal, Size, Point) -> Void) {
        pass.forEachGridChild(n, node, p, body)
    }

    @inline(__always) static func topDownFacts(_ node: Node, context: UInt16, rightToLeft: Bool) -> (own: UInt16, childContext: UInt16) { (0, PreparedTree.spacerVertical) }
}

/// Grid and GridRow (semantics §10; decisions in docs/decisions.md, "Grid").
///
/// A grid's children are its rows: a `GridRow` gives one cell per child (a cell spans
/// `gridCellColumns` columns), any other child is one cell spanning every column. Columns
/// and then rows are sized like the children of a stack: with an unspecified proposal each
/// track takes its largest cell's ideal length; with a concrete one the tracks share the
/// length left after spacing, least flexible first, each offered an even share of what is
/// still available and taking its largest cell's answer. Cells spanning several columns
/// then widen the columns they span evenly if they need more. A column that no single-column
/// cell sizes takes, for a concrete width, its share of the first spanning cell that reaches
/// it (the cell offered that width in each of its columns, less its inner spacing, divided
/// by its span), so such columns share the grid's width like the others. A row is as tall
/// as its cells aligned on the row's vertical guide (so baselines line up across a row); a column's
/// cells are aligned on the column's horizontal guide inside the column. Cells with
/// `gridCellUnsizedAxes` do not size their tracks on those axes and are proposed the
/// tracks' sizes; `gridCellAnchor` aligns a unit point of the cell with the same point of
/// its cell rectangle. Every cell is sized a bounded number of times, so the cost is linear
/// in the number of cells.
///
/// Scratch: per cell (`cellStride` numbers) then per row and per column (`trackStride`). A
/// grid's cells keep only what their tracks cannot give: a cell's proposal comes from its
/// tracks (`cellProposal`) and its origin is worked out when it is placed (`cellOrigin`), so
/// a large grid touches few bytes of fresh memory. A placed grid's numbers stay in scratch
/// space until the pass ends: its rows read their cells from them (`placedGrids`).
extension LayoutPass {
    private static let cellStride = 6, trackStride = 9
    // Cell slots (a cell's row is the row whose run of cells holds it; an anchored cell's
    // anchor is read from its modifier when it is placed).
    // cNode: the node, plus its flags times 2^32 (exact in a Double).
    // cColumn: its first column (its first column track once columns are grouped); cEnd:
    // the track after its last. cSpan: how many columns it spans.
    // cWidth, cHeight: its size for its proposal. Before that, cWidth holds the column guide
    // the cell asks for until its column has one (`groupColumns`), and cHeight the next cell
    // of its column's list while columns are sized for a width (`linkColumnCells`).
    private static let cNode = 0, cColumn = 1, cEnd = 2, cSpan = 3, cWidth = 4, cHeight = 5
    // Track slots: length (of each of its columns), min and max probes, origin, alignment
    // line (rows), guide, first cell (rows: the first of a contiguous run; columns: a linked
    // list), count (rows: cells; columns: how many columns the track stands for), owner
    // (columns without a single-column cell: the first spanning cell that reaches them) or
    // offer (rows: the height its cells were offered last).
    private static let tLength = 0, tMin = 1, tMax = 2, tOrigin = 3, tLine = 4, tGuide = 5, tFirst = 6, tCount = 7
    private static let tOwner = 8, tOffer = 8
    // Cell flags.
    private static let unsizedHorizontal = 1, unsizedVertical = 2, anchored = 4

    /// Where a solved grid keeps its numbers.
    struct GridSolution {
        var base: Int
        var cellCount: Int
        var rowCount: Int
        var columnCount: Int
        /// The spacing between two columns.
        var columnSpacing: Double
        /// Whether a cell does not size its row (`gridCellUnsizedAxes`): it is sized once
        /// the rows are, for placement.
        var hasRowUnsizedCells = false
        var size: Size
        var rows: Int { base + cellCount * LayoutPass.cellStride }
        var columns: Int { rows + rowCount * LayoutPass.trackStride }
    }

    /// Reserves `count` scratch numbers without filling them: the grid writes every slot it
    /// reads first (a 100,000-cell grid would otherwise clear 12 MB per solve).
    private func reserveWrittenScratch(_ count: Int) -> Int {
        let base = state.pointee.scratch.count
        state.pointee.scratch.extend(by: count)
        return base
    }

    @inline(__always) private func cell(_ g: GridSolution, _ i: Int, _ field: Int) -> Int { g.base + i * Self.cellStride + field }
    @inline(__always) private func row(_ g: GridSolution, _ r: Int, _ field: Int) -> Int { g.rows + r * Self.trackStride + field }
    @inline(__always) private func column(_ g: GridSolution, _ c: Int, _ field: Int) -> Int { g.columns + c * Self.trackStride + field }
    @inline(__always) private func cellNode(_ g: GridSolution, _ k: Int) -> Int32 { Int32(truncatingIfNeeded: Int(self[scratch: cell(g, k, Self.cNode)])) }
    @inline(__always) private func cellFlags(_ g: GridSolution, _ k: Int) -> Int { Int(self[scratch: cell(g, k, Self.cNode)]) >> 32 }

    /// Grid `n`'s size for `p`. The solution stays in scratch space (`keptGrid`) until it is
    /// placed, or until a release below it frees it: a grid is placed with the proposal it
    /// was last sized for, and placing it then only positions its cells.
    func sizeGrid(_ n: Int32, _ node: Node, _ p: Proposal) -> Size {
        // A solution kept on top of the scratch space is given back first.
        if let kept = state.pointee.keptGrid, state.pointee.keptGridEnd == state.pointee.scratch.count { release(kept.solution.base) }
        let g = solveGrid(node, p, forPlacement: false)
        guard !suspended && !failed && state.pointee.keptGrid == nil else {
            release(g.base)
            return g.size
        }
        state.pointee.keptGrid = (n, p, g)
        state.pointee.keptGridEnd = state.pointee.scratch.count
        return g.size
    }

    /// Forgets the kept grid solution (its scratch space is released or being released).
    func dropKeptGrid() {
        state.pointee.keptGrid = nil
        state.pointee.keptGridEnd = -1
    }

    /// Grid `n` solved for `p` for placement: its kept solution when that is for `p` (taken
    /// over: the caller owns it), else solved anew. The caller releases `base` or keeps it.
    private func solvedGridToPlace(_ n: Int32, _ node: Node, _ p: Proposal) -> GridSolution {
        guard let kept = state.pointee.keptGrid, kept.node == n, kept.proposal == p else { return solveGrid(node, p) }
        dropKeptGrid()
        sizeRowUnsizedCells(kept.solution)
        return kept.solution
    }

    @inline(__always) private func spacing(_ node: Node, _ axis: Axis) -> Double {
        let value = params[node, axis == .horizontal ? .horizontalSpacing : .verticalSpacing]
        return value.isNaN ? Self.defaultSpacing : value
    }

    /// Lays the grid out for proposal `p`: its tracks, and every cell's size for its proposal
    /// (`forPlacement`: also those of the cells that do not size their rows, which sizing the
    /// grid does not need). The caller releases `base`.
    func solveGrid(_ node: Node, _ p: Proposal, forPlacement: Bool = true) -> GridSolution {
        let rowCount = Int(node.childCount)
        let cellCount = gridCellCount(node)
        let hSpacing = spacing(node, .horizontal), vSpacing = spacing(node, .vertical)
        var g = GridSolution(base: reserveWrittenScratch(cellCount * Self.cellStride + rowCount * Self.trackStride),
                             cellCount: cellCount, rowCount: rowCount, columnCount: 0, columnSpacing: hSpacing, size: .zero)
        guard cellCount > 0 || rowCount > 0 else { return g }
        // Cells, their rows and spans; the column count is the longest row.
        var i = 0
        var columnCount = 0
        for r in 0..<rowCount {
            let rowNode = child(node, Int32(r))
            let rowRecord = nodes[rowNode]
            let isRow = rowRecord.kind == .gridRow
            self[scratch: row(g, r, Self.tFirst)] = Double(i)
            self[scratch: row(g, r, Self.tGuide)] = Double(isRow && rowRecord.guide >= 0 ? rowRecord.guide : node.verticalGuide)
            let count = isRow ? Int(rowRecord.childCount) : 1
            self[scratch: row(g, r, Self.tCount)] = Double(count)
            var column = 0
            for k in 0..<count {
                let c = isRow ? child(rowRecord, Int32(k)) : rowNode
                let traits = gridCellTraits(c)
                self[scratch: cell(g, i, Self.cNode)] = Double(Int(c) | traits.bits << 32)
                self[scratch: cell(g, i, Self.cColumn)] = Double(column)
                // A view placed directly in the grid spans every column (set below).
                self[scratch: cell(g, i, Self.cSpan)] = isRow ? Double(traits.span) : -1
                // The column guide the cell asks for, until its column has one (`groupColumns`).
                self[scratch: cell(g, i, Self.cWidth)] = Double(traits.columnGuide)
                if traits.bits & Self.unsizedVertical != 0 { g.hasRowUnsizedCells = true }
                if isRow { column += traits.span }
                i += 1
            }
            columnCount = max(columnCount, column)
        }
        if cellCount > 0 { columnCount = max(columnCount, 1) }
        g.columnCount = groupColumns(g, columnCount)
        for c in 0..<g.columnCount where self[scratch: column(g, c, Self.tGuide)] < 0 {
            self[scratch: column(g, c, Self.tGuide)] = Double(node.horizontalGuide)
        }

        let columnSpacing = hSpacing * Double(max(columnCount - 1, 0))
        // Columns.
        if p.width.isNaN {
            columnLengths(g, .nan, p.height, hSpacing, into: Self.tLength)
        } else {
            linkColumnCells(g)
            assignSpanOwners(g)
            columnLengths(g, 0, p.height, hSpacing, into: Self.tMin)
            columnLengths(g, .infinity, p.height, hSpacing, into: Self.tMax)
            var available = p.width - columnSpacing
            var remaining = Double(columnCount)
            for c in flexibilityOrder(g.columns, g.columnCount) {
                let columns = self[scratch: column(g, c, Self.tCount)]
                let length = columnLength(g, c, max(available / remaining, 0), p.height, hSpacing)
                self[scratch: column(g, c, Self.tLength)] = length
                available -= length * columns
                remaining -= columns
            }
        }
        // Cells spanning several columns widen them evenly when they need more.
        var width = columnSpacing
        for c in 0..<g.columnCount { width += self[scratch: column(g, c, Self.tLength)] * self[scratch: column(g, c, Self.tCount)] }
        for k in 0..<cellCount {
            let span = self[scratch: cell(g, k, Self.cSpan)]
            guard span > 1, cellFlags(g, k) & Self.unsizedHorizontal == 0 else { continue }
            let first = Int(self[scratch: cell(g, k, Self.cColumn)]), end = Int(self[scratch: cell(g, k, Self.cEnd)])
            var spanWidth = hSpacing * (span - 1)
            for c in first..<end { spanWidth += self[scratch: column(g, c, Self.tLength)] * self[scratch: column(g, c, Self.tCount)] }
            // Offered its columns and whatever the grid has left.
            let offer = p.width.isNaN ? Double.nan : spanWidth + max(0, p.width - width)
            let needed = size(cellNode(g, k), Proposal(width: offer, height: p.height)).width
            guard needed > spanWidth else { continue }
            let extra = (needed - spanWidth) / span
            for c in first..<end { self[scratch: column(g, c, Self.tLength)] += extra }
            width += needed - spanWidth
        }
        var x = 0.0
        for c in 0..<g.columnCount {
            if c > 0 { x += hSpacing }
            self[scratch: column(g, c, Self.tOrigin)] = x
            x += columnExtent(g, c, hSpacing)
        }
        // Rows, their cells proposed their columns' width; with an unspecified height a row is
        // final at once.
        var y = 0.0
        if p.height.isNaN {
            for r in 0..<rowCount {
                if r > 0 { y += vSpacing }
                let length = rowLength(g, r, .nan)
                self[scratch: row(g, r, Self.tLength)] = length
                self[scratch: row(g, r, Self.tOrigin)] = y
                y += length
            }
        } else {
            for r in 0..<rowCount {
                self[scratch: row(g, r, Self.tMin)] = rowLength(g, r, 0)
                self[scratch: row(g, r, Self.tMax)] = rowLength(g, r, .infinity)
            }
            var available = p.height - vSpacing * Double(max(rowCount - 1, 0))
            var remaining = Double(rowCount)
            for r in flexibilityOrder(g.rows, rowCount) {
                let length = rowLength(g, r, max(available / remaining, 0))
                self[scratch: row(g, r, Self.tLength)] = length
                available -= length
                remaining -= 1
            }
            for r in 0..<rowCount {
                if r > 0 { y += vSpacing }
                self[scratch: row(g, r, Self.tOrigin)] = y
                y += self[scratch: row(g, r, Self.tLength)]
            }
        }
        g.size = Size(width: x, height: y)
        if forPlacement { sizeRowUnsizedCells(g) }
        return g
    }

    /// Gives every cell its span (a view placed directly in the grid spans all
    /// `columnCount` columns), its first column track and the track after its last
    /// (`cColumn`, `cEnd`), reserves the column tracks, gives each track the column guide
    /// the first of its cells asks for, and returns how many tracks there are. A track is one
    /// column, or a run of columns in which no cell starts or ends (`tCount` columns): only
    /// cells spanning the whole run reach those columns, so they are all equally wide and one
    /// track stands for them. So the cost follows the cells, never the spans.
    private func groupColumns(_ g: GridSolution, _ columnCount: Int) -> Int {
        // Column numbers where a cell starts or ends; none needed while every column can
        // be its own track at a cost linear in the cells.
        var bounds: [Int] = []
        if columnCount > 2 * g.cellCount + 1 {
            bounds.reserveCapacity(2 * g.cellCount + 2)
            bounds.append(0)
            bounds.append(columnCount)
            for k in 0..<g.cellCount {
                let start = Int(self[scratch: cell(g, k, Self.cColumn)]), span = Int(self[scratch: cell(g, k, Self.cSpan)])
                bounds.append(start)
                bounds.append(start + (span < 0 ? columnCount : span))
            }
            bounds.sort()
            var unique = 0
            for b in bounds where unique == 0 || bounds[unique - 1] != b {
                bounds[unique] = b
                unique += 1
            }
            bounds.removeLast(bounds.count - unique)
        }
        func track(_ column: Int) -> Int {
            guard !bounds.isEmpty else { return column }
            var low = 0, high = bounds.count - 1
            while low < high {
                let mid = (low + high) / 2
                if bounds[mid] < column { low = mid + 1 } else { high = mid }
            }
            return low
        }
        let trackCount = bounds.isEmpty ? columnCount : bounds.count - 1
        _ = reserveWrittenScratch(trackCount * Self.trackStride)
        for c in 0..<trackCount {
            self[scratch: column(g, c, Self.tGuide)] = -1
            self[scratch: column(g, c, Self.tFirst)] = -1
            self[scratch: column(g, c, Self.tOwner)] = -1
            self[scratch: column(g, c, Self.tCount)] = bounds.isEmpty ? 1 : Double(bounds[c + 1] - bounds[c])
        }
        for k in 0..<g.cellCount {
            var span = self[scratch: cell(g, k, Self.cSpan)]
            if span < 0 {
                span = Double(columnCount)
                self[scratch: cell(g, k, Self.cSpan)] = span
            }
            var start = self[scratch: cell(g, k, Self.cColumn)], end = start + span
            if !bounds.isEmpty {
                start = Double(track(Int(start)))
                end = Double(track(Int(end)))
                self[scratch: cell(g, k, Self.cColumn)] = start
            }
            self[scratch: cell(g, k, Self.cEnd)] = end
            let guide = self[scratch: cell(g, k, Self.cWidth)]
            if guide >= 0 && self[scratch: column(g, Int(start), Self.tGuide)] < 0 {
                self[scratch: column(g, Int(start), Self.tGuide)] = guide
            }
        }
        return trackCount
    }

    /// The width of column track `c` with the spacing between its own columns.
    @inline(__always) private func columnExtent(_ g: GridSolution, _ c: Int, _ spacing: Double) -> Double {
        let columns = self[scratch: column(g, c, Self.tCount)]
        return self[scratch: column(g, c, Self.tLength)] * columns + spacing * (columns - 1)
    }

    /// Links the single-column cells that size their column into the column's list
    /// (`tFirst`, then each cell's `cHeight`), in row order: `columnLength` follows it.
    private func linkColumnCells(_ g: GridSolution) {
        var k = g.cellCount - 1
        while k >= 0 {
            if self[scratch: cell(g, k, Self.cSpan)] == 1 && cellFlags(g, k) & Self.unsizedHorizontal == 0 {
                let c = Int(self[scratch: cell(g, k, Self.cColumn)])
                self[scratch: cell(g, k, Self.cHeight)] = self[scratch: column(g, c, Self.tFirst)]
                self[scratch: column(g, c, Self.tFirst)] = Double(k)
            }
            k -= 1
        }
    }

    /// Gives every column track that no single-column cell sizes its owner: the first
    /// spanning cell (in row order) that reaches it and sizes its columns. Each track is
    /// visited once (a cell skips the tracks already owned), so the cost follows the cells.
    private func assignSpanOwners(_ g: GridSolution) {
        var next: [Int] = []
        for k in 0..<g.cellCount {
            guard self[scratch: cell(g, k, Self.cSpan)] > 1, cellFlags(g, k) & Self.unsizedHorizontal == 0 else { continue }
            if next.isEmpty { next = Array(0...g.columnCount) }
            // The first track at or after t that no cell owns yet (path halving).
            func free(_ t: Int) -> Int {
                var t = t
                while next[t] != t {
                    next[t] = next[next[t]]
                    t = next[t]
                }
                return t
            }
            let end = Int(self[scratch: cell(g, k, Self.cEnd)])
            var t = free(Int(self[scratch: cell(g, k, Self.cColumn)]))
            while t < end {
                if self[scratch: column(g, t, Self.tFirst)] < 0 { self[scratch: column(g, t, Self.tOwner)] = Double(k) }
                next[t] = t + 1
                t = free(t + 1)
            }
        }
    }

    /// Every column track's length for one width offer made to all of them (unspecified, 0
    /// or infinity), written to track slot `slot`: `columnLength` of each, in one pass over
    /// the cells in order (following each column's list would jump across every row).
    private func columnLengths(_ g: GridSolution, _ offer: Double, _ height: Double, _ spacing: Double, into slot: Int) {
        for c in 0..<g.columnCount {
            self[scratch: column(g, c, slot)] = self[scratch: column(g, c, Self.tOwner)] >= 0 ? columnLength(g, c, offer, height, spacing) : 0
        }
        let proposal = Proposal(width: offer, height: height)
        for k in 0..<g.cellCount {
            guard self[scratch: cell(g, k, Self.cSpan)] == 1, cellFlags(g, k) & Self.unsizedHorizontal == 0 else { continue }
            let c = Int(self[scratch: cell(g, k, Self.cColumn)])
            let width = size(cellNode(g, k), proposal).width
            self[scratch: column(g, c, slot)] = max(self[scratch: column(g, c, slot)], width)
        }
    }

    /// A column's length for a width offer: its largest cell's answer; for a column that
    /// only spanning cells reach, its owner's answer to `offer` in each of its columns, less
    /// its inner spacing, divided by its span.
    private func columnLength(_ g: GridSolution, _ c: Int, _ offer: Double, _ height: Double, _ spacing: Double) -> Double {
        let owner = Int(self[scratch: column(g, c, Self.tOwner)])
        if owner >= 0 {
            let span = self[scratch: cell(g, owner, Self.cSpan)]
            let gaps = spacing * (span - 1)
            let width = size(cellNode(g, owner), Proposal(width: max(offer * span + gaps, 0), height: height)).width
            return max((width - gaps) / span, 0)
        }
        var length = 0.0
        var k = Int(self[scratch: column(g, c, Self.tFirst)])
        while k >= 0 {
            length = max(length, size(cellNode(g, k), Proposal(width: offer, height: height)).width)
            k = Int(self[scratch: cell(g, k, Self.cHeight)])
        }
        return length
    }

    /// A row's height for a height offer: its cells aligned on the row's guide, the range
    /// starting at [0, 0] as a stack's does. Records the offer, each cell's size and the
    /// row's alignment line.
    private func rowLength(_ g: GridSolution, _ r: Int, _ offer: Double) -> Double {
        let guide = guideReader(Int32(self[scratch: row(g, r, Self.tGuide)]))
        self[scratch: row(g, r, Self.tOffer)] = offer
        var low = 0.0, high = 0.0, anchoredHeight = 0.0, aligned = false
        for k in gridRowCells(g, r) {
            let bits = cellFlags(g, k)
            guard bits & Self.unsizedVertical == 0 else { continue }
            let c = cellNode(g, k)
            let proposal = Proposal(width: cellWidthOffer(g, k), height: offer)
            let s = size(c, proposal)
            self[scratch: cell(g, k, Self.cWidth)] = s.width
            self[scratch: cell(g, k, Self.cHeight)] = s.height
            if bits & Self.anchored != 0 {
                anchoredHeight = max(anchoredHeight, s.height)
                continue
            }
            let origin = -guideValue(guide, c, proposal, s)
            aligned = true
            low = min(low, origin)
            high = max(high, origin + s.height)
        }
        self[scratch: row(g, r, Self.tLine)] = aligned ? -low : .nan
        return max(high - low, anchoredHeight)
    }

    /// Tracks in the order they are offered space: least flexible (max probe - min probe)
    /// first; when both are infinitely flexible, the larger minimum first; ties keep their order.
    private func flexibilityOrder(_ tracks: Int, _ count: Int) -> [Int] {
        func flex(_ t: Int) -> (Double, Double) {
            let low = self[scratch: tracks + t * Self.trackStride + Self.tMin]
            let f = self[scratch: tracks + t * Self.trackStride + Self.tMax] - low
            return (f.isNaN ? .infinity : f, low)
        }
        return (0..<count).map { ($0, flex($0)) }.sorted { a, b in
            if a.1.0 == .infinity && b.1.0 == .infinity && a.1.1 != b.1.1 { return a.1.1 > b.1.1 }
            if a.1.0 != b.1.0 { return a.1.0 < b.1.0 }
            return a.0 < b.0
        }.map(\.0)
    }

    /// The width cell `k` is offered: its column tracks' with the spacing between them.
    @inline(__always) private func cellWidthOffer(_ g: GridSolution, _ k: Int) -> Double {
        let first = Int(self[scratch: cell(g, k, Self.cColumn)]), last = Int(self[scratch: cell(g, k, Self.cEnd)]) - 1
        return self[scratch: column(g, last, Self.tOrigin)] + columnExtent(g, last, g.columnSpacing) - self[scratch: column(g, first, Self.tOrigin)]
    }

    /// Cell `k`'s proposal, in row `r` of a solved grid: its columns' width, and the row's
    /// offer (a cell that does not size its row: the row's height).
    @inline(__always) private func cellProposal(_ g: GridSolution, _ k: Int, _ r: Int) -> Proposal {
        let height = cellFlags(g, k) & Self.unsizedVertical != 0 ? self[scratch: row(g, r, Self.tLength)] : self[scratch: row(g, r, Self.tOffer)]
        return Proposal(width: cellWidthOffer(g, k), height: height)
    }

    /// Sizes the cells that do not size their rows (`gridCellUnsizedAxes`) for their cell
    /// rectangles, once the rows are solved.
    private func sizeRowUnsizedCells(_ g: GridSolution) {
        guard g.hasRowUnsizedCells else { return }
        for r in 0..<g.rowCount {
            for k in gridRowCells(g, r) where cellFlags(g, k) & Self.unsizedVertical != 0 {
                let s = size(cellNode(g, k), cellProposal(g, k, r))
                self[scratch: cell(g, k, Self.cWidth)] = s.width
                self[scratch: cell(g, k, Self.cHeight)] = s.height
            }
        }
    }

    /// Where cell `k` of row `r` (proposed `proposal`, of size `s`) goes in its cell
    /// rectangle, in the grid's left-to-right space. `vertical`: the row's guide.
    @inline(__always) private func cellOrigin(_ g: GridSolution, _ k: Int, _ r: Int, _ proposal: Proposal, _ s: Size,
                                              gridGuide: Int32, vertical: GuideReader) -> Point {
        let c = cellNode(g, k)
        let first = Int(self[scratch: cell(g, k, Self.cColumn)])
        let span = self[scratch: cell(g, k, Self.cSpan)]
        let rowHeight = self[scratch: row(g, r, Self.tLength)]
        let spanX = first < g.columnCount ? self[scratch: column(g, first, Self.tOrigin)] : 0
        let rowY = self[scratch: row(g, r, Self.tOrigin)]
        let rectangle = Size(width: proposal.width, height: rowHeight)
        if cellFlags(g, k) & Self.anchored != 0 {
            let anchor = gridCellTraits(c)
            return Point(x: spanX + anchor.anchorX * (rectangle.width - s.width), y: rowY + anchor.anchorY * (rowHeight - s.height))
        }
        // One column: the column's guide; spanning: the grid's own horizontal guide,
        // aligned as a frame aligns its content.
        let guide = guideReader(span == 1 && first < g.columnCount ? Int32(self[scratch: column(g, first, Self.tGuide)]) : gridGuide)
        let line = defaultValue(guide.builtin, guide.guide, c, proposal, rectangle)
        // A row without aligned cells aligns like a frame.
        var rowLine = self[scratch: row(g, r, Self.tLine)]
        if rowLine.isNaN { rowLine = defaultValue(vertical.builtin, vertical.guide, c, proposal, rectangle) }
        return Point(x: spanX + line - guideValue(guide, c, proposal, s), y: rowY + rowLine - guideValue(vertical, c, proposal, s))
    }

    /// The cells of row `r` of a solved grid, each with its node, proposal, size and origin
    /// in the grid's left-to-right space. `gridGuide`: the grid's horizontal guide.
    func forEachGridCell(_ g: GridSolution, row r: Int, gridGuide: Int32, _ body: (Int32, Proposal, Size, Point) -> Void) {
        let vertical = guideReader(Int32(self[scratch: row(g, r, Self.tGuide)]))
        for k in gridRowCells(g, r) {
            let proposal = cellProposal(g, k, r), s = gridCellSize(g, k)
            body(cellNode(g, k), proposal, s, cellOrigin(g, k, r, proposal, s, gridGuide: gridGuide, vertical: vertical))
        }
    }

    /// The cells of row `r` of a solved grid.
    func gridRowCells(_ g: GridSolution, _ r: Int) -> Range<Int> {
        let first = Int(self[scratch: row(g, r, Self.tFirst)])
        return first..<(first + Int(self[scratch: row(g, r, Self.tCount)]))
    }

    /// The size of cell `k` of a solved grid for its proposal.
    func gridCellSize(_ g: GridSolution, _ k: Int) -> Size {
        Size(width: self[scratch: cell(g, k, Self.cWidth)], height: self[scratch: cell(g, k, Self.cHeight)])
    }

    /// The origin and height of row `r` of a solved grid.
    func gridRowTrack(_ g: GridSolution, _ r: Int) -> (origin: Double, length: Double) {
        (self[scratch: row(g, r, Self.tOrigin)], self[scratch: row(g, r, Self.tLength)])
    }

    /// How many cells a grid has.
    func gridCellCount(_ node: Node) -> Int {
        var count = 0
        for r in 0..<node.childCount {
            let c = nodes[child(node, r)]
            count += c.kind == .gridRow ? Int(c.childCount) : 1
        }
        return count
    }

    /// The grid-cell modifiers anywhere in a cell's modifier chain; the outermost wins.
    /// `bits`: the cell's `anchored` and unsized-axis bits.
    func gridCellTraits(_ outer: Int32) -> (span: Int, columnGuide: Int32, anchorX: Double, anchorY: Double, bits: Int) {
        var traits = (span: 0, columnGuide: Int32(-1), anchorX: Double.nan, anchorY: Double.nan, bits: 0)
        var unsizedSet = false
        var n = outer
        while nodes[n].kind.isModifier {
            let node = nodes[n]
            if node.kind == .gridCell {
                switch node.gridCellTrait {
                case .columns: if traits.span == 0 { traits.span = Int(params[node, .columns]) }
                case .columnAlignment: if traits.columnGuide < 0 { traits.columnGuide = node.guide }
                case .anchor:
                    if traits.anchorX.isNaN {
                        (traits.anchorX, traits.anchorY) = (params[node, .x], params[node, .y])
                        traits.bits |= Self.anchored
                    }
                case .unsizedAxes:
                    if !unsizedSet {
                        unsizedSet = true
                        let axes = Axis.Set(rawValue: UInt8(params[node, .unsizedAxes]))
                        traits.bits |= (axes.contains(.horizontal) ? Self.unsizedHorizontal : 0) | (axes.contains(.vertical) ? Self.unsizedVertical : 0)
                    }
                }
            }
            n = child(node)
        }
        traits.span = max(traits.span, 1)
        return traits
    }
}

/// Placement and explicit guides of grids and their rows.
extension LayoutPass {
    /// The children of a grid as placement gives them: each `GridRow` as a row rectangle
    /// the grid's width (its cells are handed over through `gridRowPlacements`), any other
    /// child as the cell it is. The grid's solution stays in scratch space until the pass
    /// ends, for its rows (`placedGrids`).
    func forEachGridChild(_ n: Int32, _ node: Node, _ p: Proposal, _ body: (Int32, Int32, Proposal, Size, Point) -> Void) {
        let g = solvedGridToPlace(n, node, p)
        // A step that is suspended runs again, and a failed one ends the pass.
        guard !suspended && !failed else {
            release(g.base)
            return
        }
        let grid = placedGrids.count
        placedGrids.append((g, node.horizontalGuide))
        for r in 0..<g.rowCount {
            let rowNode = child(node, Int32(r))
            guard nodes[rowNode].kind == .gridRow else {
                forEachGridCell(g, row: r, gridGuide: node.horizontalGuide) { c, cp, cs, origin in body(Int32(r), c, cp, cs, origin) }
                continue
            }
            // The row's rectangle: the grid's width and the row's height.
            let (y, height) = gridRowTrack(g, r)
            let rowSize = Size(width: g.size.width, height: height)
            gridRowPlacements[rowNode] = (rowSize, grid, r)
            body(Int32(r), rowNode, Proposal(rowSize), rowSize, Point(x: 0, y: y))
        }
    }

    /// A grid's explicit value for `g`: its cells' values in the grid's space, combined.
    func explicitGrid(_ n: Int32, _ node: Node, _ g: Int32, _ p: Proposal) -> Double? {
        let rule = guideCombine(g)
        if rule == .none && gridCellCount(node) != 1 { return nil }
        let solution = solveGrid(node, p)
        defer { release(solution.base) }
        let axis: Axis = guideIsHorizontal(g) ? .horizontal : .vertical
        var result: Double? = nil
        var count = 0
        for r in 0..<solution.rowCount {
            forEachGridCell(solution, row: r, gridGuide: node.horizontalGuide) { c, cp, _, origin in
                guard let value = explicit(c, g, cp) else { return }
                combine(origin[axis] + value, into: &result, count: &count, rule: rule)
            }
        }
        return result
    }
}
