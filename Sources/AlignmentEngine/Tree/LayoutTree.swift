/// A view tree stored as data: nodes in contiguous arrays addressed by index, one node per
/// primitive view and one per modifier. Build it with `add(_:)`, `setChildren(of:to:)` and
/// `apply(_:to:)`, lay it out with `layout(_:proposal:direction:)`, then read frames.
///
/// A tree is not thread-safe; separate trees may be used from separate threads at once.
public final class LayoutTree {
    // Nodes and their data.
    var nodes = ContiguousStorage<Node>()
    var params = ContiguousStorage<Double>()
    /// Per node kind (its raw value): the last parameter run appended for a node of that
    /// kind, which the next node with the same numbers shares (`LayoutTree+Params.swift`).
    /// A constant, so that reading it is no exclusive access; its elements are written.
    let lastParamRuns = LayoutTree.noParamRuns()
    /// Where the parameter runs that several nodes read start.
    var sharedParamRuns: Set<Int32> = []
    var childList = ContiguousStorage<Int32>()
    var texts: [TextContent] = []
    var measures: [HostMeasure] = []
    /// Whether a measured view of the tree has a batch measure (layouts then gather questions).
    var hasBatchMeasures = false
    var hostLayouts: [HostLayout] = []
    /// The caches of host layouts, by node, with the structure version they were made for.
    var hostLayoutCaches: [Int32: (version: Int, value: Any?)] = [:]
    var functions: [GuideValue] = []
    /// Values views give the custom layouts they are subviews of (`layoutValue(key:value:)`),
    /// by the view's core node.
    var layoutValues: [Int32: [LayoutValueName: Any]] = [:]

    // Views.
    var views = ContiguousStorage<ViewRecord>()
    var names: [Int32: String] = [:]
    var viewsByName: [String: Int32] = [:]
    var colors: [Int32: String] = [:]
    /// Functions told the size of a GeometryReader when it is placed, by its node.
    var geometryObservers: [Int32: (Size) -> Void] = [:]
    /// Functions told a GeometryReader's frame in the root's space when it is placed.
    var geometryFrameObservers: [Int32: (Rect) -> Void] = [:]

    // Guides: tree-local ids, the eight built-in guides first.
    var guides: [GuideDefinition] = GuideDefinition.builtins
    var guideIDs: [ObjectIdentifier: Int32]

    // Layout state: the structure facts, the answers kept between layouts and the result
    // of the last layout (see `Relayout`).
    var prepared = PreparedTree()
    /// Answers and placements kept from one layout to the next.
    var cache = LayoutCache()
    var lastLayout = LastLayout()
    /// The scratch space layouts lend their passes, kept (empty) between layouts.
    var passBuffers = PassBuffers()
    /// Bumped whenever the structure changes, so preparation is redone.
    var structureVersion = 0
    /// What to undo if the current atomic change fails (see `performAtomically`).
    var undoLog: UndoLog?
    /// Pixels per point of the screen the tree is laid out for (nil: none); see
    /// `setPixelScale(_:)`.
    public internal(set) var pixelScale: Double?
    /// The containerRelativeFrames' length functions and containers.
    var relativeFrames = ContainerRelativeFrames()
    /// The Dynamic Type size, text environment modifiers and symbol images (see
    /// `TreeTextEnvironment`).
    let textEnvironment = TreeTextEnvironment()
    /// Whether a modifier of the tree reads the safe area (an `ignoresSafeArea`): preparing
    /// then marks the subtrees that hold one (`PreparedTree.readsSafeArea`).
    var safeAreaReaders = false
    /// The controls (`Controls/`): their records, their compositions' parts, the platform profile.
    var controls = ControlTable()
    /// The modifiers applied to GridRows, which apply to each of their cells.
    var gridRowModifiers: [Int32: GridRowModifiers] = [:]

    // Lazy rows (`LayoutTree+Rows.swift`): the rows of lazy containers by their core node,
    // the viewports of ScrollViews by theirs, the row builder at work, and where the
    // storage stood before the first row.
    var lazyRows: [Int32: LazyRows] = [:]
    var viewports: [Int32: Viewport] = [:]
    var rowBuilding: RowBuilding?
    var rowRegion: RowRegion?
    /// Set while the tree puts a container's rows in as its children.
    var isUpdatingRows = false

    /// An empty tree: add views with ``add(_:)-(ViewKind)``, give containers children with
    /// ``setChildren(of:to:)``, then lay out a root with ``layout(_:proposal:direction:)``.
    public init() {
        var ids: [ObjectIdentifier: Int32] = [:]
        for (index, guide) in GuideDefinition.builtins.enumerated() { ids[ObjectIdentifier(guide)] = Int32(index) }
        guideIDs = ids
    }

    deinit {
        nodes.deallocate()
        params.deallocate()
        lastParamRuns.deallocate()
        childList.deallocate()
        views.deallocate()
        lastLayout.deallocate()
        passBuffers.deallocate()
        prepared.deallocate()
        cache.deallocate()
    }

    /// How many views the tree holds.
    public var viewCount: Int { views.count }

    // MARK: Building

    /// Adds a view with no parent and no modifiers.
    @discardableResult
    public func add(_ kind: ViewKind) throws(LayoutError) -> ViewID {
        guard views.count < Int(Int32.max) / 4 else { throw LayoutError(.invalidTree, "too many views") }
        if rowBuilding == nil { rowRegion?.clean = false }
        let type = kind.type
        let node: Int32
        switch kind {
        case .hstack(let alignment, let spacing), .lazyHStack(let alignment, let spacing):
            try Self.check(spacing, "\(type.name) spacing", allowNegative: true)
            node = appendNode(type.kind, .guide(intern(alignment.definition)), params: [spacing ?? .nan])
        case .vstack(let alignment, let spacing), .lazyVStack(let alignment, let spacing):
            try Self.check(spacing, "\(type.name) spacing", allowNegative: true)
            node = appendNode(type.kind, .guide(intern(alignment.definition)), params: [spacing ?? .nan])
        case .zstack(let alignment):
            node = appendNode(type.kind, .alignment(horizontal: intern(alignment.horizontal.definition), vertical: intern(alignment.vertical.definition)))
        case .shape(let shape):
            guard shape.kind == .shape else { throw LayoutError(.invalidValue, "\(shape.name) is not a shape") }
            node = appendNode(.shape)
        case .circle, .geometryReader, .divider:
            node = appendNode(type.kind)
        case .image(let width, let height, let resizable):
            try Self.check(width, "Image width")
            try Self.check(height, "Image height")
            node = appendNode(.image, .flags(resizable ? 1 : 0), params: [width, height])
        case .symbol(let name, let size, let resizable):
            try size?.validate("Image(systemName: \"\(name)\")")
            let symbol = SymbolImage(name: name, size: size)
            textEnvironment.symbols.append(symbol)
            node = appendNode(.image, .index(Int32(textEnvironment.symbols.count - 1), flags: resizable ? 3 : 2), params: symbolParams(symbol))
        case .text(var content):
            try content.validate()
            content.style = rootTextEnvironment.resolve(content.font)
            texts.append(content)
            node = appendNode(.text, .index(Int32(texts.count - 1)))
        case .spacer(let minLength):
            try Self.check(minLength, "Spacer minLength", allowNegative: true)
            node = appendNode(.spacer, params: [minLength ?? .nan])
        case .measured(let measure):
            hasBatchMeasures = hasBatchMeasures || measure.isBatched
            measures.append(measure)
            node = appendNode(.measured, .measured(Int32(measures.count - 1), view: Int32(views.count)))
        case .grid(let alignment, let horizontalSpacing, let verticalSpacing):
            try Self.check(horizontalSpacing, "Grid horizontalSpacing", allowNegative: true)
            try Self.check(verticalSpacing, "Grid verticalSpacing", allowNegative: true)
            node = appendNode(.grid, .alignment(horizontal: intern(alignment.horizontal.definition), vertical: intern(alignment.vertical.definition)),
                              params: [horizontalSpacing ?? .nan, verticalSpacing ?? .nan])
        case .gridRow(let alignment):
            node = appendNode(.gridRow, .guide(alignment.map { intern($0.definition) } ?? -1))
        case .layout(let host):
            hostLayouts.append(host)
            let orientation: UInt8 = host.stackOrientation.map { $0 == .horizontal ? 1 : 2 } ?? 0
            node = appendNode(.custom, .index(Int32(hostLayouts.count - 1), flags: orientation | (host.explicitAlignment != nil ? 4 : 0)))
        case .scrollView(let axes), .viewThatFits(let axes):
            node = appendNode(type.kind, .flags(axes.rawValue & 3))
        case .lazyVGrid(let items, let alignment, let spacing):
            node = try appendLazyGrid(.lazyVGrid, items, intern(alignment.definition), spacing)
        case .lazyHGrid(let items, let alignment, let spacing):
            node = try appendLazyGrid(.lazyHGrid, items, intern(alignment.definition), spacing)
        case .control(let control):
            if rowBuilding != nil { try refuseControlInRow(type) }
            node = try appendControl(control)
        }
        nodes[node].viewType = type
        views.append(ViewRecord(core: node, outer: node))
        structureVersion &+= 1
        notePart(Int32(views.count - 1))
        return ViewID(Int32(views.count - 1))
    }

    /// Makes `children` the children of a stack or GeometryReader, in order. A view may have
    /// only one parent, and may not become its own ancestor.
    public func setChildren(of parent: ViewID, to children: [ViewID]) throws(LayoutError) {
        let parentRecord = try record(parent)
        try checkBuilding(parent, "setChildren(of:to:)")
        if let building = rowBuilding, let old = children.first(where: { $0.index < building.firstView }) {
            try checkBuilding(old, "setChildren(of:to:) with a child")
        }
        if lazyRows[parentRecord.core] != nil && !isUpdatingRows {
            throw LayoutError(.invalidTree, "\(parent) is \(Self.withArticle(type(of: parentRecord).name)) with rows (setRows): its children are its rows")
        }
        let parentType = type(of: parentRecord)
        guard parentType.hasChildren else {
            throw LayoutError(.invalidTree, "\(parent) is \(Self.withArticle(parentType.name)), which has no children")
        }
        try checkNotPart(parent)
        // While a control is composed, its parts adopt its content views, which stay its children.
        let composing = controls.composing?.view ?? -1
        if parentType == .scrollView && children.count > 1 {
            throw LayoutError(.invalidTree, "\(parent) is a ScrollView, which has one child, not \(children.count); put them in a stack")
        }
        // Small lists are checked for repeats pairwise, large ones with a set.
        var seen = children.count > 16 ? Set<Int32>(minimumCapacity: children.count) : nil
        for (position, child) in children.enumerated() {
            let childRecord = try record(child)
            guard child != parent else { throw LayoutError(.invalidTree, "\(child) cannot be its own child") }
            let repeated = seen != nil ? !seen!.insert(child.index).inserted : children[..<position].contains(child)
            guard !repeated else { throw LayoutError(.invalidTree, "\(child) is given twice") }
            if childRecord.parent >= 0 && childRecord.parent != composing && (childRecord.parent != parent.index || isModifierContent(childRecord)) {
                throw LayoutError(.invalidTree, "\(child) already has a parent (\(ViewID(childRecord.parent)))")
            }
            if isAncestor(child.index, of: parent.index) {
                throw LayoutError(.invalidTree, "\(child) would become its own ancestor")
            }
        }
        if let control = controlIndex(of: parentRecord) {
            try setControlChildren(control, of: parent, to: children)
            return
        }
        // Release the previous children.
        if nodes[parentRecord.core].childCount > 0 {
            for index in 0..<Int32(views.count) where views[index].parent == parent.index && !isModifierContent(views[index]) {
                var released = views[index]
                released.parent = -1
                released.parentSlot = -1
                setRecord(released, of: index)
            }
        }
        let start = Int32(childList.count)
        for (offset, child) in children.enumerated() {
            var record = views[child.index]
            childList.append(record.outer)
            if record.parent != composing || composing < 0 { record.parent = parent.index }
            record.parentSlot = start + Int32(offset)
            setRecord(record, of: child.index)
        }
        var core = nodes[parentRecord.core]
        core.childStart = start
        core.childCount = Int32(children.count)
        setNode(core, at: parentRecord.core)
        structureVersion &+= 1
        if gridRowModifiers[parent.index] != nil { try applyRowModifiers(toCellsOf: parent) }
    }

    /// The children of a view, in order.
    public func children(of view: ViewID) throws(LayoutError) -> [ViewID] {
        if let control = controlIndex(of: try record(view)) { return controls.records[control].children.map(ViewID.init) }
        return (0..<views.count)
            .filter { views[$0].parent == view.index && !isModifierContent(views[$0]) }
            .sorted { views[$0].parentSlot < views[$1].parentSlot }
            .map { ViewID(Int32($0)) }
    }

    /// Names a view (SwiftUI's `.id(_:)`); names are unique in a tree.
    public func setName(_ name: String, of view: ViewID) throws(LayoutError) {
        _ = try record(view)
        if rowBuilding != nil { try checkBuilding(view, "setName(_:of:)") }
        if let existing = viewsByName[name], existing != view.index {
            throw LayoutError(.invalidTree, "id '\(name)' is already used by another view")
        }
        if let old = names[view.index] { viewsByName[old] = nil }
        names[view.index] = name
        viewsByName[name] = view.index
    }

    /// The view named `name`, if any.
    public func view(named name: String) -> ViewID? { viewsByName[name].map(ViewID.init) }

    /// A view's name, if it has one.
    public func name(of view: ViewID) -> String? { names[view.index] }

    /// Records a colour for pictures; layout ignores it.
    public func setColor(_ color: String, of view: ViewID) throws(LayoutError) {
        _ = try record(view)
        if rowBuilding != nil { try checkBuilding(view, "setColor(_:of:)") }
        colors[view.index] = color
    }

    /// Calls `observer` with a GeometryReader's size each time a layout places it, before
    /// its children are laid out: what SwiftUI's `GeometryProxy.size` tells the content, so
    /// alignment-guide closures of the content can read it. Replaces an earlier observer.
    public func observeGeometry(of reader: ViewID, _ observer: @escaping (Size) -> Void) throws(LayoutError) {
        let readerRecord = try record(reader)
        guard type(of: readerRecord) == .geometryReader else {
            throw LayoutError(.invalidTree, "\(reader) is \(Self.withArticle(type(of: readerRecord).name)), not a GeometryReader")
        }
        geometryObservers[readerRecord.core] = observer
    }

    /// Calls `observer` with a GeometryReader's frame in the root's space (SwiftUI's
    /// `proxy.frame(in: .global)`) each time a layout places it, before its children are laid
    /// out. Replaces an earlier frame observer.
    public func observeGeometryFrame(of reader: ViewID, _ observer: @escaping (Rect) -> Void) throws(LayoutError) {
        let readerRecord = try record(reader)
        guard type(of: readerRecord) == .geometryReader else {
            throw LayoutError(.invalidTree, "\(reader) is \(Self.withArticle(type(of: readerRecord).name)), not a GeometryReader")
        }
        geometryFrameObservers[readerRecord.core] = observer
    }

    /// The colour recorded for a view, if any.
    public func color(of view: ViewID) -> String? { colors[view.index] }

    /// A view's type.
    public func type(of view: ViewID) throws(LayoutError) -> ViewType { type(of: try record(view)) }

    // MARK: Internals shared by building

    func record(_ view: ViewID) throws(LayoutError) -> ViewRecord {
        guard view.index >= 0, Int(view.index) < views.count else {
            throw LayoutError(.invalidTree, "\(view) does not exist in this tree")
        }
        return views[Int(view.index)]
    }

    /// Appends a node reading `values` (from a run it may share: `paramRun(for:kind:)`).
    @inline(__always) func appendNode(_ kind: NodeKind, _ data: NodeData = NodeData(), params values: [Double] = []) -> Int32 {
        var node = Node(kind: kind, data)
        if !values.isEmpty { node.param = paramRun(for: values, kind: kind) }
        nodes.append(node)
        let count = nodes.count
        if count % Self.layoutStateChunk == 0 { growLayoutState(toNodes: count + Self.layoutStateChunk) }
        return Int32(count - 1)
    }

    /// Every this many nodes, `appendNode` grows the per-node layout state ahead of them.
    static let layoutStateChunk = 1024

    /// Grows the per-node layout state (frames, prepared facts, the cache's per-node arrays)
    /// to `count` nodes, written as it grows: a large tree's memory is touched while it is
    /// built, as Yoga's nodes hold their layout, and its first layout faults in few fresh
    /// pages. A layout sizes it to the nodes again (and gives back the room beyond them).
    @inline(never) private func growLayoutState(toNodes count: Int) {
        lastLayout.frames.extend(toAtLeast: count, filling: LastLayout.unplaced)
        prepared.info.extend(toAtLeast: count, filling: 0)
        cache.extend(toNodes: count)
    }

    /// The tree-local id of a guide, adding it on first use.
    func intern(_ guide: GuideDefinition) -> Int32 {
        let key = ObjectIdentifier(guide)
        if let id = guideIDs[key] { return id }
        guides.append(guide)
        let id = Int32(guides.count - 1)
        guideIDs[key] = id
        return id
    }

    /// For every node that is a view's outermost node, that view; -1 for other nodes.
    func viewsByOuterNode() -> [Int32] {
        var owners = [Int32](repeating: -1, count: nodes.count)
        for index in 0..<views.count { owners[Int(views[index].outer)] = Int32(index) }
        return owners
    }

    /// The view a node belongs to (its core or one of its modifiers).
    func view(containing node: Int32) -> Int32? {
        for index in 0..<views.count {
            var n = views[index].outer
            while true {
                if n == node { return Int32(index) }
                if n == views[index].core { break }
                n = childList[nodes[n].childStart]
            }
        }
        return nil
    }

    /// Whether `candidate` is `view` or one of its ancestors.
    func isAncestor(_ candidate: Int32, of view: Int32) -> Bool {
        // A view without children or modifier content cannot be anyone's ancestor.
        let candidateRecord = views[Int(candidate)]
        if nodes[candidateRecord.core].childCount == 0 && candidateRecord.outer == candidateRecord.core { return false }
        var current = view
        while current >= 0 {
            if current == candidate { return true }
            current = views[Int(current)].parent
        }
        return false
    }

    /// Checks a number; the description of what it is is built only when the check fails.
    static func check(_ value: Double?, _ what: @autoclosure () -> String, allowNegative: Bool = false, allowInfinity: Bool = false) throws(LayoutError) {
        guard let value else { return }
        if value.isNaN { throw LayoutError(.invalidValue, "\(what()) is NaN") }
        if value.isInfinite && !allowInfinity { throw LayoutError(.invalidValue, "\(what()) must be finite, not \(value)") }
        if value < 0 && !allowNegative { throw LayoutError(.invalidValue, "\(what()) must not be negative (\(value))") }
    }
}
