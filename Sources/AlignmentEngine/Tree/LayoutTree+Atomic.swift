/// Building a tree all or nothing: inside `performAtomically`, the tree remembers what it
/// changes, and a body that throws leaves the tree exactly as it was.
///
/// What is remembered follows from the tree's own field list: `UndoLog.fields` says, for
/// every stored property of `LayoutTree`, how an atomic change keeps it, and a test checks
/// that the list names every stored property, and that `UndoLog.Saved` holds exactly the
/// ones it says are saved, so a new field cannot be forgotten.
struct UndoLog {
    /// How an atomic change keeps one of the tree's stored properties.
    enum Keeping: Equatable {
        /// `Saved` holds it under the same name and puts it back.
        case saved
        /// A failing change empties it instead of restoring it (a hint, cheaper to drop
        /// than to save), because of the reason given.
        case dropped(because: String)
        /// An atomic change leaves it alone, because of the reason given.
        case notUndone(because: String)
    }

    /// Every stored property of `LayoutTree`, in declaration order, and how it is kept.
    static let fields: [(name: String, keeping: Keeping)] = [
        ("nodes", .saved),
        ("params", .saved),
        ("lastParamRuns", .dropped(because: "a hint: after an undo the runs it names may be gone or no longer listed as shared, so the next node of each kind starts a run")),
        ("sharedParamRuns", .saved),
        ("childList", .saved),
        ("texts", .saved),
        ("measures", .saved),
        ("hasBatchMeasures", .saved),
        ("hostLayouts", .saved),
        ("hostLayoutCaches", .saved),
        ("functions", .saved),
        ("layoutValues", .saved),
        ("views", .saved),
        ("names", .saved),
        ("viewsByName", .saved),
        ("colors", .saved),
        ("geometryObservers", .saved),
        ("geometryFrameObservers", .saved),
        ("guides", .saved),
        ("guideIDs", .saved),
        ("prepared", .notUndone(because: "derived from the structure: it is prepared again when the restored structure version differs")),
        ("cache", .notUndone(because: "building does not change answers; a change in place only adds to its change list, which relayout may recompute for nothing")),
        ("lastLayout", .saved),
        ("passBuffers", .notUndone(because: "scratch space of layouts, empty between them")),
        ("structureVersion", .saved),
        ("undoLog", .notUndone(because: "the log itself")),
        ("pixelScale", .saved),
        ("relativeFrames", .saved),
        ("textEnvironment", .saved),
        ("safeAreaReaders", .saved),
        ("controls", .saved),
        ("gridRowModifiers", .saved),
        ("lazyRows", .notUndone(because: "rows are set and built outside builds; a row builder's failing build is undone before its rows change")),
        ("viewports", .notUndone(because: "a viewport is set outside builds")),
        ("rowBuilding", .notUndone(because: "the row builder at work, set around each row it builds")),
        ("rowRegion", .notUndone(because: "where the rows' storage starts, kept until every row is dropped")),
        ("isUpdatingRows", .notUndone(because: "set while the tree itself changes a container's rows")),
    ]

    /// The saved properties as the change found them, each under the tree's name for it.
    /// Storage the tree only appends to while building is kept as its count (the elements
    /// appended are removed; saving it whole would make every append inside the change copy
    /// it); elements that existed before and changed are kept in the log's change lists.
    /// Dictionaries, sets and small values are kept whole: copying them is a retain, and
    /// only a change inside the body copies their storage. No closure and no box per
    /// field, so starting a change costs little whatever the tree holds.
    struct Saved {
        let nodes: Int
        let params: Int
        let sharedParamRuns: Set<Int32>
        let childList: Int
        let texts: Int
        let measures: Int
        let hasBatchMeasures: Bool
        let hostLayouts: Int
        let hostLayoutCaches: [Int32: (version: Int, value: Any?)]
        let functions: Int
        let layoutValues: [Int32: [LayoutValueName: Any]]
        let views: Int
        let names: [Int32: String]
        let viewsByName: [String: Int32]
        let colors: [Int32: String]
        let geometryObservers: [Int32: (Size) -> Void]
        let geometryFrameObservers: [Int32: (Rect) -> Void]
        let guides: Int
        let guideIDs: [ObjectIdentifier: Int32]
        /// The last layout's stamp (its frames are only read while it stands).
        let lastLayout: (root: Int32, version: Int)?
        let structureVersion: Int
        let pixelScale: Double?
        let relativeFrames: ContainerRelativeFrames
        /// Its Dynamic Type size, symbol sizes and resolution state, and how many values and
        /// symbols it held (both only appended to while building).
        let textEnvironment: (dynamicTypeSize: DynamicTypeSize, font: Font?, symbolSizes: [String: SymbolSize], isStale: Bool,
                              resolved: (root: Int32, version: Int), values: Int, symbols: Int)
        let safeAreaReaders: Bool
        let controls: ControlTable
        let gridRowModifiers: [Int32: GridRowModifiers]

        init(_ tree: LayoutTree) {
            nodes = tree.nodes.count
            params = tree.params.count
            sharedParamRuns = tree.sharedParamRuns
            childList = tree.childList.count
            texts = tree.texts.count
            measures = tree.measures.count
            hasBatchMeasures = tree.hasBatchMeasures
            hostLayouts = tree.hostLayouts.count
            hostLayoutCaches = tree.hostLayoutCaches
            functions = tree.functions.count
            layoutValues = tree.layoutValues
            views = tree.views.count
            names = tree.names
            viewsByName = tree.viewsByName
            colors = tree.colors
            geometryObservers = tree.geometryObservers
            geometryFrameObservers = tree.geometryFrameObservers
            guides = tree.guides.count
            guideIDs = tree.guideIDs
            lastLayout = tree.lastLayout.stamp
            structureVersion = tree.structureVersion
            pixelScale = tree.pixelScale
            relativeFrames = tree.relativeFrames
            let text = tree.textEnvironment
            textEnvironment = (text.dynamicTypeSize, text.font, text.symbolSizes, text.isStale, text.resolved, text.values.count, text.symbols.count)
            safeAreaReaders = tree.safeAreaReaders
            controls = tree.controls
            gridRowModifiers = tree.gridRowModifiers
        }

        /// Puts every saved property back, and drops the dropped ones.
        func restore(_ tree: LayoutTree) {
            tree.nodes.count = nodes
            tree.params.count = params
            tree.lastParamRuns.fill(with: .none)
            tree.sharedParamRuns = sharedParamRuns
            tree.childList.count = childList
            tree.texts.removeLast(tree.texts.count - texts)
            tree.measures.removeLast(tree.measures.count - measures)
            tree.hasBatchMeasures = hasBatchMeasures
            tree.hostLayouts.removeLast(tree.hostLayouts.count - hostLayouts)
            tree.hostLayoutCaches = hostLayoutCaches
            tree.functions.removeLast(tree.functions.count - functions)
            tree.layoutValues = layoutValues
            tree.views.count = views
            tree.names = names
            tree.viewsByName = viewsByName
            tree.colors = colors
            tree.geometryObservers = geometryObservers
            tree.geometryFrameObservers = geometryFrameObservers
            tree.guides.removeLast(tree.guides.count - guides)
            tree.guideIDs = guideIDs
            tree.lastLayout.stamp = lastLayout
            tree.structureVersion = structureVersion
            tree.pixelScale = pixelScale
            tree.relativeFrames = relativeFrames
            tree.textEnvironment.dynamicTypeSize = textEnvironment.dynamicTypeSize
            tree.textEnvironment.font = textEnvironment.font
            tree.textEnvironment.symbolSizes = textEnvironment.symbolSizes
            tree.textEnvironment.isStale = textEnvironment.isStale
            tree.textEnvironment.resolved = textEnvironment.resolved
            tree.textEnvironment.values.removeLast(tree.textEnvironment.values.count - textEnvironment.values)
            tree.textEnvironment.symbols.removeLast(tree.textEnvironment.symbols.count - textEnvironment.symbols)
            tree.safeAreaReaders = safeAreaReaders
            tree.controls = controls
            tree.gridRowModifiers = gridRowModifiers
        }
    }

    /// The tree as the change found it.
    let saved: Saved
    /// Earlier values of elements that existed before the body started, in change order.
    var views: [(Int32, ViewRecord)] = []
    var nodes: [(Int32, Node)] = []
    var params: [(Int32, Double)] = []
    var childSlots: [(Int32, Int32)] = []
    var hostLayouts: [(Int, HostLayout)] = []
    /// Whether the body made a change in place (`LayoutTree.noteChange`). Some are not
    /// undone (a text, a measure, a guide function, a host's own state behind `markDirty`),
    /// so the last layout no longer stands after a failing change: the next one computes
    /// what the changes touched.
    var changedInPlace = false

    /// A log of `tree` as it is now.
    init(_ tree: LayoutTree) { saved = Saved(tree) }
}

extension LayoutTree {
    /// Runs `body`; if it throws, every view, modifier, child list, name, colour, host layout
    /// and observer it added or changed is undone before the error is rethrown, and so are
    /// the numbers it changed in place (spacings, image sizes, modifiers). A text, a measure
    /// or a guide function changed in place stays changed; the next layout computes it.
    public func performAtomically<Result>(_ body: () throws -> Result) throws -> Result {
        guard undoLog == nil else { return try body() }
        undoLog = UndoLog(self)
        do {
            let result = try body()
            undoLog = nil
            return result
        } catch {
            if let log = undoLog { undo(log) }
            undoLog = nil
            throw error
        }
    }

    private func undo(_ log: UndoLog) {
        for (index, record) in log.views.reversed() { views[index] = record }
        for (index, node) in log.nodes.reversed() { nodes[index] = node }
        for (slot, value) in log.childSlots.reversed() { childList[slot] = value }
        for (index, host) in log.hostLayouts.reversed() { hostLayouts[index] = host }
        for (index, value) in log.params.reversed() { params[index] = value }
        log.saved.restore(self)
        if log.changedInPlace { lastLayout.stamp = nil }
    }

    // MARK: Changes to existing elements go through these, so they can be undone.

    func setRecord(_ record: ViewRecord, of view: Int32) {
        if let count = undoLog?.saved.views, Int(view) < count { undoLog?.views.append((view, views[view])) }
        views[view] = record
    }

    func setNode(_ node: Node, at index: Int32) {
        if let count = undoLog?.saved.nodes, Int(index) < count { undoLog?.nodes.append((index, nodes[index])) }
        nodes[index] = node
    }

    func setChildSlot(_ slot: Int32, to node: Int32) {
        if let count = undoLog?.saved.childList, Int(slot) < count { undoLog?.childSlots.append((slot, childList[slot])) }
        childList[slot] = node
    }

    func setParam(_ index: Int32, to value: Double) {
        if let count = undoLog?.saved.params, Int(index) < count { undoLog?.params.append((index, params[index])) }
        params[index] = value
    }

    /// Number `field` of `node`, set to `value`.
    func setParam(_ field: NodeParam, of node: Node, to value: Double) { setParam(node.param + field.offset, to: value) }

    func setHostLayout(_ host: HostLayout, at index: Int) {
        if let count = undoLog?.saved.hostLayouts, index < count { undoLog?.hostLayouts.append((index, hostLayouts[index])) }
        hostLayouts[index] = host
    }
}
