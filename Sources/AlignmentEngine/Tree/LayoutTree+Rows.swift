/// Lazy rows: a lazy stack or grid whose rows a builder makes on demand, and a ScrollView
/// viewport that says which of them are in and near view. Before each layout the tree
/// builds the rows the viewport needs and drops the others (`updateRowWindows`); after it,
/// it records what the rows laid out measured (`recordRowLengths`), and lays out again
/// while that moves the rows wanted (at most `maximumRowPasses` times). A tree holds only
/// the rows in its windows, whatever the row count; rows dropped are garbage until the next
/// time every row is dropped and the windows built again (`dropAllRows`).
extension LayoutTree {
    /// How far beyond each end of the viewport rows are laid out, in viewport lengths.
    static let rowMargin = 0.5
    /// The most layouts one layout call makes while the rows wanted settle.
    static let maximumRowPasses = 4
    /// The rows a container builds before it has measured any, to estimate the others with.
    static let firstRows = 8
    /// The most rows in and near a viewport (rows of no length would all fit in any).
    static let maximumWindowRows = 4096

    // MARK: Public API

    /// Gives a lazy stack or grid `count` rows (a grid: items) that `build` makes when they
    /// are needed: in a ScrollView with a viewport (``setViewport(of:offset:length:)``) along
    /// the container's axis, only the rows in and near it; elsewhere every row. Replaces the
    /// rows it had; a container with children of its own cannot take rows.
    public func setRows(of container: ViewID, count: Int, _ build: @escaping RowBuilder) throws(LayoutError) {
        let record = try self.record(container)
        // A row may hold a lazy container with rows of its own.
        if rowBuilding != nil { try checkBuilding(container, "setRows(of:count:_:)") }
        let type = type(of: record)
        guard Self.rowContainerTypes.contains(type) else {
            throw LayoutError(.invalidTree, "\(container) is \(Self.withArticle(type.name)), not a lazy stack or grid: only those take rows")
        }
        guard count >= 0 else { throw LayoutError(.invalidValue, "the row count of \(type.name) \(container) must not be negative (\(count))") }
        if lazyRows[record.core] == nil && nodes[record.core].childCount > 0 {
            throw LayoutError(.invalidTree, "\(type.name) \(container) has children of its own; give it rows or children, not both")
        }
        try withRowUpdate { () throws(LayoutError) in try setChildren(of: container, to: []) }
        var rows = LazyRows(container: container, count: count, build: build)
        rows.lengths.use(rowSpacing(record.core, rows))
        lazyRows[record.core] = rows
    }

    /// A ScrollView's viewport: `offset` is where along its scroll axis (vertical when it
    /// scrolls vertically) the visible part of its content starts, `length` how long that part
    /// is. Its lazy stacks and grids along that axis then build and lay out only the rows in
    /// and near the viewport. An offset below 0 counts as 0 and one past the end of the
    /// content as the last screen (SwiftUI's resting offsets); a NaN or infinite offset and a
    /// length that is not positive and finite are errors. Frames stay those of the content's
    /// layout: the offset moves no frame (a host draws the content shifted by it).
    public func setViewport(of scrollView: ViewID, offset: Double, length: Double) throws(LayoutError) {
        try checkNotBuildingRow("setViewport(of:offset:length:)")
        let record = try self.record(scrollView)
        guard type(of: record) == .scrollView else {
            throw LayoutError(.invalidTree, "\(scrollView) is \(Self.withArticle(type(of: record).name)), not a ScrollView: only a ScrollView has a viewport")
        }
        guard offset.isFinite else { throw LayoutError(.invalidValue, "the viewport offset of ScrollView \(scrollView) must be a finite number, not \(offset)", view: scrollView) }
        guard length.isFinite, length > 0 else {
            throw LayoutError(.invalidValue, "the viewport length of ScrollView \(scrollView) must be a positive finite number, not \(length)", view: scrollView)
        }
        let axis: Axis = nodes[record.core].axes.contains(.vertical) ? .vertical : .horizontal
        viewports[record.core] = Viewport(offset: max(offset, 0), length: length, axis: axis)
        // The layout stands unless the rows wanted change.
        if isLaidOut && rowWindowsChange() { lastLayout.stamp = nil }
    }

    /// Removes a ScrollView's viewport: its lazy containers lay out every row again.
    public func removeViewport(of scrollView: ViewID) throws(LayoutError) {
        try checkNotBuildingRow("removeViewport(of:)")
        let record = try self.record(scrollView)
        guard viewports.removeValue(forKey: record.core) != nil else { return }
        lastLayout.stamp = nil
    }

    /// The rows of a lazy stack or grid that are in the tree now (built for the last layout).
    public func rowWindow(of container: ViewID) throws(LayoutError) -> Range<Int> {
        try rows(of: container).window
    }

    /// The view of row `index` of a lazy stack or grid, or nil when that row is not in the
    /// tree (out of the window). An index outside the rows is an error.
    public func rowView(of container: ViewID, at index: Int) throws(LayoutError) -> ViewID? {
        let rows = try rows(of: container)
        guard index >= 0, index < rows.count else {
            throw LayoutError(.invalidValue, "\(container) has \(rows.count) rows; there is no row \(index)", view: container)
        }
        return rows.window.contains(index) ? rows.views[index - rows.first] : nil
    }

    /// The rows of a container that has them.
    private func rows(of container: ViewID) throws(LayoutError) -> LazyRows {
        let record = try self.record(container)
        guard let rows = lazyRows[record.core] else {
            throw LayoutError(.invalidTree, "\(container) is \(Self.withArticle(type(of: record).name)) without rows (setRows)")
        }
        return rows
    }

    static let rowContainerTypes: [ViewType] = [.lazyVStack, .lazyHStack, .lazyVGrid, .lazyHGrid]

    /// The container whose row builder is at work (the C layer tells its builder), or nil.
    package var rowBuildingContainer: Int32? { rowBuilding?.container.index }

    /// Whether a lazy container of the tree takes its rows from a builder.
    package var hasRows: Bool { !lazyRows.isEmpty }

    // MARK: Laying out with rows

    /// `layout` of a tree with lazy rows: builds the rows wanted, lays out, records what they
    /// measured, and again while the rows wanted move.
    func layoutWithRows(_ root: ViewID, _ rootNode: Int32, _ proposal: Proposal, _ safeArea: EdgeInsets, _ direction: LayoutDirection) throws(LayoutError) -> Size {
        var size = Size.zero
        // The estimate stays as it was when the call began (each pass measures more rows),
        // so that the rows wanted settle: a window's own rows do not move it.
        for node in lazyRows.keys { lazyRows[node]?.lengths.freezeEstimate() }
        defer { for node in lazyRows.keys { lazyRows[node]?.lengths.thawEstimate() } }
        var pass = 0
        while true {
            if pass < Self.maximumRowPasses { try updateRowWindows(root: root) }
            if pass > 0 && isLaidOut { break }
            size = try Relayout(tree: self, rootView: root.index, root: rootNode, proposal: proposal, safeArea: safeArea, direction: direction, continuing: pass > 0).run()
            pass += 1
            // What the rows measured may place the others elsewhere (laid out again, once
            // more at most after the last window), or want other rows.
            if pass <= Self.maximumRowPasses { recordRowLengths() }
            if isLaidOut && (pass >= Self.maximumRowPasses || !rowWindowsChange(root: root)) { break }
        }
        return size
    }

    /// Whether a layout now would build or drop rows.
    func rowWindowsChange(root: ViewID? = nil) -> Bool {
        let root = root?.index ?? lastLayout.stamp?.root ?? -1
        for (node, rows) in lazyRows where isAttached(rows.container.index, below: root) {
            if wantedWindow(node, rows) != rows.window { return true }
        }
        return false
    }

    /// Builds the rows each attached container wants and drops the others; drops every row
    /// and builds the windows anew when more garbage than rows has piled up.
    private func updateRowWindows(root: ViewID) throws(LayoutError) {
        if let region = rowRegion, region.built > 4 * lazyRows.values.reduce(0, { $0 + $1.views.count }) + 256 {
            dropAllRows()
        }
        // Outer containers first (a row may hold a container of its own).
        for node in lazyRows.keys.sorted() {
            guard let rows = lazyRows[node], isAttached(rows.container.index, below: root.index) else { continue }
            let wanted = wantedWindow(node, rows)
            if wanted != rows.window { try moveWindow(node, to: wanted) }
        }
    }

    /// The rows container `node` wants in the tree: all of them without a viewport above it,
    /// else those in and near the viewport (at least one).
    private func wantedWindow(_ node: Int32, _ rows: LazyRows) -> Range<Int> {
        guard rows.count > 0 else { return 0..<0 }
        let axis = rowAxis(node)
        guard let (scroll, viewport) = viewport(above: rows.container.index, axis: axis) else { return 0..<rows.count }
        let frames = lastLayout.frames(ofLayout: lastLayout.framesLayout)
        // The container's origin in the scroll content, from the last layout (0 before one).
        var origin = 0.0, contentLength = Double.infinity
        if let frames {
            let containerFrame = frames[outerNodeMovedByOffsets(views[Int(rows.container.index)])]
            let scrollFrame = frames[scroll]
            if !containerFrame.x.isNaN && !scrollFrame.x.isNaN { origin = containerFrame.origin[axis] - scrollFrame.origin[axis] }
            if nodes[scroll].childCount > 0 {
                let content = frames[childList[nodes[scroll].childStart]]
                if !content.x.isNaN { contentLength = content.size[axis] }
            }
        }
        // Resting offsets: not before the content, not past its last screen.
        let offset = max(min(viewport.offset, contentLength - viewport.length), 0)
        let margin = Self.rowMargin * viewport.length
        let low = offset - origin - margin, high = offset - origin + viewport.length + margin
        let units = rowUnits(node, rows)
        let perUnit = rows.cellsPerLine
        // Before any row measured: a few rows from the first, to estimate the others with.
        guard rows.lengths.measuredCount > 0 else { return 0..<min(Self.firstRows * perUnit, rows.count) }
        let first = rows.lengths.row(at: max(low, 0), count: units)
        let last = high < 0 ? first : min(rows.lengths.row(at: high, count: units), first + Self.maximumWindowRows / perUnit - 1)
        return (first * perUnit)..<min((last + 1) * perUnit, rows.count)
    }

    /// Puts rows `wanted` of container `node` in the tree: keeps those it has, builds the
    /// others, drops the rest.
    private func moveWindow(_ node: Int32, to wanted: Range<Int>) throws(LayoutError) {
        guard var rows = lazyRows[node] else { return }
        var views: [ViewID] = []
        views.reserveCapacity(wanted.count)
        for index in wanted {
            if rows.window.contains(index) {
                views.append(rows.views[index - rows.first])
            } else {
                views.append(try buildRow(rows, index))
            }
        }
        try withRowUpdate { () throws(LayoutError) in try setChildren(of: rows.container, to: views) }
        rows.first = wanted.lowerBound
        rows.views = views
        rows.isEager = wanted.count == rows.count
        lazyRows[node] = rows
    }

    /// Row `index` of `rows`, built by its builder as a row may be: new views only, one root
    /// view without a parent. A builder that throws, answers another view, or uses the tree
    /// otherwise fails the layout with a message naming the container and the row; what it
    /// built is undone.
    private func buildRow(_ rows: LazyRows, _ index: Int) throws(LayoutError) -> ViewID {
        if rowRegion == nil {
            rowRegion = RowRegion(nodes: nodes.count, views: views.count, params: params.count, childList: childList.count, texts: texts.count,
                                  measures: measures.count, hostLayouts: hostLayouts.count, functions: functions.count,
                                  lengthFunctions: relativeFrames.lengthFunctions.count)
        }
        let name = "\(type(of: views[Int(rows.container.index)]).name) \(rows.container)"
        let building = RowBuilding(container: rows.container, index: index, firstView: Int32(views.count))
        rowBuilding = building
        defer { rowBuilding = nil }
        let view: ViewID
        do {
            view = try performAtomically {
                let view = try rows.build(self, index)
                if let refusal = rowBuilding?.refusal { throw refusal }
                guard view.index >= building.firstView, Int(view.index) < views.count else {
                    throw LayoutError(.invalidTree, "the row builder of \(name) answered \(view) for row \(index), a view it did not build for that row", view: rows.container)
                }
                guard views[Int(view.index)].parent < 0 else {
                    throw LayoutError(.invalidTree, "the row builder of \(name) answered \(view) for row \(index), which has a parent: a row is the root of what it built", view: rows.container)
                }
                return view
            }
        } catch let error as LayoutError {
            if error.message.contains("row builder") { throw error }
            throw LayoutError(error.kind == .callbackFailed ? .callbackFailed : error.kind, "the row builder of \(name) failed for row \(index): \(error.message)", view: rows.container)
        } catch {
            throw LayoutError(.callbackFailed, "the row builder of \(name) failed for row \(index): \(error)", view: rows.container)
        }
        rowRegion?.built += 1
        return view
    }

    /// Records the lengths of the rows the last layout placed, for the rows after them.
    private func recordRowLengths() {
        guard let frames = lastLayout.frames(ofLayout: lastLayout.framesLayout) else { return }
        for (node, var rows) in lazyRows where !rows.views.isEmpty {
            let containerFrame = frames[node]
            guard !containerFrame.x.isNaN else { continue }
            let axis = rowAxis(node)
            let across = containerFrame.size[axis.other]
            let outer = rows.views.map { frames[outerNodeMovedByOffsets(views[Int($0.index)])] }
            guard !outer.contains(where: { $0.x.isNaN }) else { continue }
            var cells = 1
            if nodes[node].kind == .lazyVGrid || nodes[node].kind == .lazyHGrid {
                cells = LazyGridTracks(params, nodes[node], length: across).cellCount
            }
            if across != rows.across || cells != rows.cellsPerLine {
                // Rows laid out in another length across (or regrouped in lines) measure anew.
                rows.lengths.removeAll()
                rows.widest = 0
                let regrouped = cells != rows.cellsPerLine
                (rows.across, rows.cellsPerLine) = (across, cells)
                lazyRows[node] = rows
                // A grid's window starts at a line of the old grouping: the next pass moves it.
                if regrouped { continue }
            }
            // Lengths per unit (a row, or a grid's line: its longest cell).
            var lengths: [Double] = []
            for (k, frame) in outer.enumerated() {
                if k % cells == 0 { lengths.append(0) }
                lengths[lengths.count - 1] = max(lengths[lengths.count - 1], frame.size[axis])
                rows.widest = max(rows.widest, frame.size[axis.other])
            }
            let units = rowUnits(node, rows), first = rows.first / cells
            let placed = (rows.lengths.position(of: first), rows.lengths.position(of: units))
            rows.lengths.use(rowSpacing(node, rows))
            rows.lengths.record(first: first, lengths)
            rows.lengths.freezeEstimate()
            lazyRows[node] = rows
            // The rows before and after the window count with what rows measured: when that
            // moved them, the container is laid out again (a change in place).
            if placed != (rows.lengths.position(of: first), rows.lengths.position(of: units)) {
                noteChange(at: node, changesFacts: false)
            }
        }
    }

    /// Drops every row of every container (their windows are built again at the next
    /// layout); when only rows were built since the first ones, the tree's storage goes back
    /// to where it stood before them, else the garbage stays and rows start after it.
    func dropAllRows() {
        for (node, var rows) in lazyRows {
            rows.views = []
            rows.first = 0
            lazyRows[node] = rows
            var core = nodes[node]
            core.childCount = 0
            setNode(core, at: node)
        }
        guard let region = rowRegion else { return }
        if region.clean {
            truncate(to: region)
            rowRegion?.built = 0
        } else {
            rowRegion = nil
        }
        structureVersion &+= 1
    }

    /// Removes every view, node and what they own after `region`.
    private func truncate(to region: RowRegion) {
        for n in Int32(region.nodes)..<Int32(nodes.count) where Int(n) < cache.parent.count { cache.forget(n) }
        nodes.count = region.nodes
        views.count = region.views
        params.count = region.params
        childList.count = region.childList
        texts.removeLast(texts.count - region.texts)
        measures.removeLast(measures.count - region.measures)
        hostLayouts.removeLast(hostLayouts.count - region.hostLayouts)
        functions.removeLast(functions.count - region.functions)
        relativeFrames.lengthFunctions.removeLast(relativeFrames.lengthFunctions.count - region.lengthFunctions)
        let lastView = Int32(region.views), lastNode = Int32(region.nodes)
        for (view, name) in names where view >= lastView {
            names[view] = nil
            viewsByName[name] = nil
        }
        colors = colors.filter { $0.key < lastView }
        gridRowModifiers = gridRowModifiers.filter { $0.key < lastView }
        layoutValues = layoutValues.filter { $0.key < lastNode }
        geometryObservers = geometryObservers.filter { $0.key < lastNode }
        geometryFrameObservers = geometryFrameObservers.filter { $0.key < lastNode }
        hostLayoutCaches = hostLayoutCaches.filter { $0.key < lastNode }
        lazyRows = lazyRows.filter { $0.key < lastNode }
        viewports = viewports.filter { $0.key < lastNode }
        sharedParamRuns = sharedParamRuns.filter { Int($0) < region.params }
        for k in 0..<lastParamRuns.count where Int(lastParamRuns[k].start) + Int(lastParamRuns[k].count) > region.params {
            lastParamRuns[k] = .none
        }
        cache.changes.removeAll { $0.node >= lastNode }
    }

    // MARK: Helpers

    /// Runs a change of a container's rows (setting its children), which the region of rows
    /// counts as rows, not as building.
    private func withRowUpdate(_ body: () throws(LayoutError) -> Void) throws(LayoutError) {
        let clean = rowRegion?.clean
        isUpdatingRows = true
        defer {
            isUpdatingRows = false
            if let clean { rowRegion?.clean = clean }
        }
        try body()
    }

    /// How far along its axis container `node`'s first row in the tree starts: the rows
    /// before it, as they measured or as estimated, with the spacing after each.
    func rowsBefore(_ node: Int32, _ rows: LazyRows) -> Double {
        rows.lengths.position(of: rows.first / rows.cellsPerLine)
    }

    /// Container `node`'s length along its axis, its rows in the tree `window` long together.
    func rowsLength(_ node: Int32, _ rows: LazyRows, window: Double) -> Double {
        let units = rowUnits(node, rows)
        guard !rows.views.isEmpty else { return max(rows.lengths.position(of: units) - (units > 0 ? rowSpacing(node, rows) : 0), 0) }
        let end = (rows.first + rows.views.count + rows.cellsPerLine - 1) / rows.cellsPerLine
        let after = end < units ? rows.lengths.position(of: units) - rows.lengths.position(of: end) : 0
        return rowsBefore(node, rows) + window + after
    }

    /// The axis lazy container `node` grows along.
    private func rowAxis(_ node: Int32) -> Axis {
        switch nodes[node].kind {
        case .lazyHStack, .lazyHGrid: .horizontal
        default: .vertical
        }
    }

    /// How many units (rows, or a grid's lines of `cellsPerLine`) container `node` has.
    private func rowUnits(_ node: Int32, _ rows: LazyRows) -> Int { (rows.count + rows.cellsPerLine - 1) / rows.cellsPerLine }

    /// The space between two rows (a grid's lines) of container `node`.
    func rowSpacing(_ node: Int32, _ rows: LazyRows) -> Double {
        let spacing = params[nodes[node], .spacing]
        if nodes[node].kind == .lazyVGrid || nodes[node].kind == .lazyHGrid { return spacing.isNaN ? LazyGridTracks.defaultSpacing : spacing }
        if !spacing.isNaN { return spacing }
        return rows.gap.isNaN ? LayoutPass.defaultSpacing : rows.gap
    }

    /// The nearest ScrollView above view `view` that scrolls along `axis`, with its viewport
    /// (nil when that ScrollView has none, or there is no such ScrollView).
    private func viewport(above view: Int32, axis: Axis) -> (node: Int32, viewport: Viewport)? {
        var v = views[Int(view)].parent
        while v >= 0 {
            let record = views[Int(v)]
            if type(of: record) == .scrollView && nodes[record.core].axes.contains(axis == .vertical ? .vertical : .horizontal) {
                guard let viewport = viewports[record.core], viewport.axis == axis else { return nil }
                return (record.core, viewport)
            }
            v = record.parent
        }
        return nil
    }

    /// Whether view `view` is `root` or below it.
    private func isAttached(_ view: Int32, below root: Int32) -> Bool {
        var v = view
        while v >= 0 {
            if v == root { return true }
            v = views[Int(v)].parent
        }
        return false
    }

    /// Fails the row at work, which built a control of type `control`: a control composes
    /// views of its own at layout time, which rows dropped and built again would not keep,
    /// so lazy rows hold no controls.
    func refuseControlInRow(_ control: ViewType) throws(LayoutError) {
        guard let building = rowBuilding else { return }
        throw refuse(LayoutError(.invalidTree, "the row builder of \(type(of: views[Int(building.container.index)]).name) \(building.container) built \(Self.withArticle(control.name)) for row \(building.index); lazy rows may not hold controls", view: building.container))
    }

    /// Fails when a row builder is at work: `what` may not be done from it.
    func checkNotBuildingRow(_ what: String) throws(LayoutError) {
        guard let building = rowBuilding else { return }
        throw refuse(LayoutError(.invalidTree, "the row builder of \(type(of: views[Int(building.container.index)]).name) \(building.container) called \(what) while building row \(building.index); a row builder may only build new views", view: building.container))
    }

    /// Notes that the row builder at work called `what`, which the C layer refused (any call
    /// but building): its row fails, whatever the builder does next.
    package func refuseRowBuilderCall(_ what: String) {
        _ = try? checkNotBuildingRow(what)
    }

    /// Notes a use of the tree refused to the row builder at work (its row fails with it,
    /// whatever the builder does next); returns the error.
    package func refuse(_ error: LayoutError) -> LayoutError {
        if rowBuilding?.refusal == nil { rowBuilding?.refusal = error }
        return error
    }

    /// Fails when a row builder is at work and `view` is not one it built: a change in place
    /// of a view in the tree is not a row builder's to make.
    func checkChangeInPlace(_ view: ViewID) throws(LayoutError) {
        guard rowBuilding != nil else { return }
        try checkBuilding(view, "a change in place")
    }

    /// Fails when a row builder is at work and `view` is not one it built; notes building
    /// outside a row builder (the rows' region is then no longer only rows).
    func checkBuilding(_ view: ViewID, _ what: String) throws(LayoutError) {
        guard let building = rowBuilding else {
            rowRegion?.clean = false
            return
        }
        guard view.index >= building.firstView else {
            throw refuse(LayoutError(.invalidTree, "the row builder of \(type(of: views[Int(building.container.index)]).name) \(building.container) called \(what) on \(view), which it did not build for row \(building.index); a row builder may only build new views", view: building.container))
        }
    }
}
