/// Building a tree all or nothing: inside `performAtomically`, the tree remembers what it
/// changes, and a body that throws leaves the tree exactly as it was.
struct UndoLog {
    var nodeCount: Int
    var paramCount: Int
    var childListCount: Int
    var viewCount: Int
    var textCount: Int
    var measureCount: Int
    var functionCount: Int
    var guideCount: Int
    var names: [Int32: String]
    var viewsByName: [String: Int32]
    var colors: [Int32: String]
    var guideIDs: [ObjectIdentifier: Int32]
    var geometryObservers: [Int32: (Size) -> Void]
    var structureVersion: Int
    var lastLayout: (root: Int32, version: Int)?
    /// Earlier values of records that existed before the body started, in change order.
    var views: [(Int32, ViewRecord)] = []
    var nodes: [(Int32, Node)] = []
    var childSlots: [(Int32, Int32)] = []
}

extension LayoutTree {
    /// Runs `body`; if it throws, every view, modifier, child list, name and colour it added
    /// or changed is undone before the error is rethrown.
    public func performAtomically<Result>(_ body: () throws -> Result) throws -> Result {
        guard undoLog == nil else { return try body() }
        undoLog = UndoLog(
            nodeCount: nodes.count, paramCount: params.count, childListCount: childList.count, viewCount: views.count,
            textCount: texts.count, measureCount: measures.count, functionCount: functions.count, guideCount: guides.count,
            names: names, viewsByName: viewsByName, colors: colors, guideIDs: guideIDs, geometryObservers: geometryObservers,
            structureVersion: structureVersion, lastLayout: lastLayout)
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
        nodes.count = log.nodeCount
        params.count = log.paramCount
        childList.count = log.childListCount
        views.count = log.viewCount
        texts.removeLast(texts.count - log.textCount)
        measures.removeLast(measures.count - log.measureCount)
        functions.removeLast(functions.count - log.functionCount)
        guides.removeLast(guides.count - log.guideCount)
        (names, viewsByName, colors, guideIDs, geometryObservers) = (log.names, log.viewsByName, log.colors, log.guideIDs, log.geometryObservers)
        structureVersion = log.structureVersion
        lastLayout = log.lastLayout
    }

    // MARK: Changes to existing records go through these, so they can be undone.

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
}
