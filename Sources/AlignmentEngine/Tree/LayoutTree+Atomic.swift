/// Building a tree all or nothing: inside `performAtomically`, the tree remembers what it
/// changes, and a body that throws leaves the tree exactly as it was.
///
/// What is remembered follows from the tree's own field list: `UndoLog.fields` says, for every
/// stored property of `LayoutTree`, how an atomic change keeps it, and a test checks that
/// the list names every stored property, so a new field cannot be forgotten.
struct UndoLog {
    /// How an atomic change keeps one of the tree's stored properties.
    struct Field {
        /// The property's name, as the tree declares it.
        let name: String
        /// Saves what undoing needs when the change starts; the function returned puts it
        /// back. Nil for a property an atomic change does not undo (`reason` says why).
        let save: ((LayoutTree) -> (LayoutTree) -> Void)?
        let reason: String

        /// A property saved whole and put back whole (a dictionary or small value).
        static func value<Value>(_ name: String, _ get: @escaping (LayoutTree) -> Value, _ set: @escaping (LayoutTree, Value) -> Void) -> Field {
            Field(name: name, save: { tree in
                let value = get(tree)
                return { set($0, value) }
            }, reason: "")
        }

        /// An array the tree only appends to while building (the changes in place of
        /// `LayoutTree+Changes.swift` are not atomic): its count is saved, and the elements
        /// appended are removed. (Saving the array whole would make every append inside the
        /// change copy it.)
        static func appended<Element>(_ name: String, _ get: @escaping (LayoutTree) -> [Element], _ removeLast: @escaping (LayoutTree, Int) -> Void) -> Field {
            Field(name: name, save: { tree in
                let count = get(tree).count
                return { removeLast($0, get($0).count - count) }
            }, reason: "")
        }

        /// A property an atomic change that fails empties instead of restoring: a hint,
        /// cheaper to drop than to save.
        static func dropped(_ name: String, _ drop: @escaping (LayoutTree) -> Void, because reason: String) -> Field {
            Field(name: name, save: { _ in drop }, reason: reason)
        }

        /// A property an atomic change leaves alone.
        static func notUndone(_ name: String, because reason: String) -> Field {
            Field(name: name, save: nil, reason: reason)
        }
    }

    /// Every stored property of `LayoutTree`, in declaration order. (Closures, not key paths:
    /// a key path to a stored property makes every access to it dynamically checked.) Storage whose existing
    /// elements building may change (nodes, views, child slots, host layouts) is kept as its
    /// count plus the earlier values of the elements changed (`setNode`, `setRecord`,
    /// `setChildSlot`, `setHostLayout`).
    static let fields: [Field] = [
        .value("nodes", { $0.nodes.count }, { $0.nodes.count = $1 }),
        .value("params", { $0.params.count }, { $0.params.count = $1 }),
        .dropped("lastParamRuns", { $0.lastParamRuns.fill(with: .none) }, because: "a hint: after an undo the runs it names may be gone or no longer listed as shared, so the next node of each kind starts a run"),
        .value("sharedParamRuns", { $0.sharedParamRuns }, { $0.sharedParamRuns = $1 }),
        .value("childList", { $0.childList.count }, { $0.childList.count = $1 }),
        .appended("texts", { $0.texts }, { $0.texts.removeLast($1) }),
        .appended("measures", { $0.measures }, { $0.measures.removeLast($1) }),
        .value("hasBatchMeasures", { $0.hasBatchMeasures }, { $0.hasBatchMeasures = $1 }),
        .appended("hostLayouts", { $0.hostLayouts }, { $0.hostLayouts.removeLast($1) }),
        .value("hostLayoutCaches", { $0.hostLayoutCaches }, { $0.hostLayoutCaches = $1 }),
        .appended("functions", { $0.functions }, { $0.functions.removeLast($1) }),
        .value("layoutValues", { $0.layoutValues }, { $0.layoutValues = $1 }),
        .value("views", { $0.views.count }, { $0.views.count = $1 }),
        .value("names", { $0.names }, { $0.names = $1 }),
        .value("viewsByName", { $0.viewsByName }, { $0.viewsByName = $1 }),
        .value("colors", { $0.colors }, { $0.colors = $1 }),
        .value("geometryObservers", { $0.geometryObservers }, { $0.geometryObservers = $1 }),
        .value("geometryFrameObservers", { $0.geometryFrameObservers }, { $0.geometryFrameObservers = $1 }),
        .appended("guides", { $0.guides }, { $0.guides.removeLast($1) }),
        .value("guideIDs", { $0.guideIDs }, { $0.guideIDs = $1 }),
        .notUndone("prepared", because: "derived from the structure: it is prepared again when the restored structure version differs"),
        .notUndone("cache", because: "building does not change answers; a change in place only adds to its change list, which relayout may recompute for nothing"),
        .value("lastLayout", { $0.lastLayout.stamp }, { $0.lastLayout.stamp = $1 }),
        .value("structureVersion", { $0.structureVersion }, { $0.structureVersion = $1 }),
        .notUndone("undoLog", because: "the log itself"),
        .value("pixelScale", { $0.pixelScale }, { $0.pixelScale = $1 }),
        .value("relativeFrames", { $0.relativeFrames }, { $0.relativeFrames = $1 }),
    ]

    /// The functions that put back what `fields` saved.
    var restores: [(LayoutTree) -> Void]
    /// The storage counts when the change started: elements below them existed before.
    var nodeCount: Int
    var viewCount: Int
    var childListCount: Int
    var hostLayoutCount: Int
    var paramCount: Int
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
    init(_ tree: LayoutTree) {
        restores = Self.fields.compactMap { $0.save?(tree) }
        (nodeCount, viewCount, childListCount, hostLayoutCount) = (tree.nodes.count, tree.views.count, tree.childList.count, tree.hostLayouts.count)
        paramCount = tree.params.count
    }
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
        for restore in log.restores { restore(self) }
        if log.changedInPlace { lastLayout.stamp = nil }
    }

    // MARK: Changes to existing elements go through these, so they can be undone.

    func setRecord(_ record: ViewRecord, of view: Int32) {
        if let count = undoLog?.viewCount, Int(view) < count { undoLog?.views.append((view, views[view])) }
        views[view] = record
    }

    func setNode(_ node: Node, at index: Int32) {
        if let count = undoLog?.nodeCount, Int(index) < count { undoLog?.nodes.append((index, nodes[index])) }
        nodes[index] = node
    }

    func setChildSlot(_ slot: Int32, to node: Int32) {
        if let count = undoLog?.childListCount, Int(slot) < count { undoLog?.childSlots.append((slot, childList[slot])) }
        childList[slot] = node
    }

    func setParam(_ index: Int32, to value: Double) {
        if let count = undoLog?.paramCount, Int(index) < count { undoLog?.params.append((index, params[index])) }
        params[index] = value
    }

    /// Number `field` of `node`, set to `value`.
    func setParam(_ field: NodeParam, of node: Node, to value: Double) { setParam(node.param + field.offset, to: value) }

    func setHostLayout(_ host: HostLayout, at index: Int) {
        if let count = undoLog?.hostLayoutCount, index < count { undoLog?.hostLayouts.append((index, hostLayouts[index])) }
        hostLayouts[index] = host
    }
}
