/// One layout of a tree: sizes every node for the proposals it receives (each distinct
/// (node, proposal) computed once, cached), answers explicit guide queries, and places
/// every node top-down, writing frames in the root's coordinate space.
///
/// The pass keeps raw views of the tree's storage; the tree must not change while it runs.
final class LayoutPass {
    /// The tree outlives every pass; holding it unretained keeps reference counting off the
    /// hot path.
    unowned(unsafe) let tree: LayoutTree
    let nodes: ContiguousStorage<Node>
    let params: ContiguousStorage<Double>
    let childList: ContiguousStorage<Int32>
    let info: ContiguousStorage<UInt16>
    let frames: ContiguousStorage<Rect>
    let texts: [TextContent]
    let measures: [HostMeasure]
    let functions: [GuideValue]
    /// Whether the tree has views with a batch measure, whose questions are gathered.
    let batchesMeasures: Bool
    /// Caches and scratch space behind a pointer: the hot path reads and writes them without
    /// the dynamic exclusivity checks a class's stored `var`s would cost.
    let state: UnsafeMutablePointer<State>

    struct State {
        /// Cached answers: the tree's, kept across layouts, or the pass's own.
        var cache: LayoutCache
        /// GridRow nodes the driver cached a size for: a row's size is its grid's placement
        /// of this pass, forgotten when the pass ends.
        var transientSizes: [Int32] = []
        /// Temporary per-child numbers of the stack and ZStack algorithms, used as a stack.
        var scratch = ContiguousStorage<Double>()
        /// The old answers of the node relayout is recomputing (`recompute`).
        var oldAnswers = ContiguousStorage<CacheEntry>()
        /// The work stack of `forEachNode(inSubtreeOf:_:)`, kept from one walk to the next.
        var nodeStack = ContiguousStorage<Int32>()
        /// The frames placement changes: the tree's, lent with its caches, or the pass's own.
        var frameChanges = FrameChanges()
        /// The work stack of `placeTree`, kept from one walk to the next.
        var placementWork = ContiguousStorage<PlacementItem>()
        /// The grid sized last, whose solution is still in scratch space for its placement
        /// (`sizeGrid`), and where that solution ends (-1: none).
        var keptGrid: (node: Int32, proposal: Proposal, solution: GridSolution)? = nil
        var keptGridEnd = -1
        /// How deeply questions are being computed inside each other on the native stack.
        var nesting = 0
        /// Whether a question was deferred to the driver (see `LayoutDriver.swift`).
        var suspended = false
        /// Whether `error` is set (read on the hot path without copying the error).
        var failed = false
        /// The tree's guides by tree-local id; guides first met during the pass (read only
        /// inside closures or expressions) are added as they come.
        var guides: [GuideDefinition]
        /// Per guide id: whether it is horizontal, and how containers combine it.
        var guideIsHorizontal: [Bool]
        var guideCombine: [GuideDefinition.Combine]
        /// The safe areas each node sees, made when an `ignoresSafeArea` is first placed.
        var safeAreaChains: SafeAreaChains? = nil
    }

    var guides: [GuideDefinition] { state.pointee.guides }
    @inline(__always) func guideIsHorizontal(_ g: Int32) -> Bool { state.pointee.guideIsHorizontal[Int(g)] }
    @inline(__always) func guideCombine(_ g: Int32) -> GuideDefinition.Combine { state.pointee.guideCombine[Int(g)] }

    /// The tree-local id of a guide, adding it to the tree (and this pass) on first use.
    func guideID(_ definition: GuideDefinition) -> Int32 {
        if let g = tree.guideIDs[ObjectIdentifier(definition)] { return g }
        let g = tree.intern(definition)
        state.pointee.guides.append(definition)
        state.pointee.guideIsHorizontal.append(definition.axis == .horizontal)
        state.pointee.guideCombine.append(definition.combine)
        return g
    }

    /// Whether the pass uses the tree's caches (and gives them back when it ends).
    let reusesTreeCaches: Bool

    /// Scratch number `index`. Nested layouts may grow (move) the scratch buffer at any time,
    /// so every access reads the buffer anew: `self[scratch: i] = size(...)` stays safe.
    @inline(__always) subscript(scratch index: Int) -> Double {
        get { state.pointee.scratch[index] }
        set { state.pointee.scratch[index] = newValue }
    }

    /// The scratch numbers' storage, for a stretch of code that asks no question (any
    /// question may grow, and so move, the buffer).
    var scratchBuffer: UnsafeMutablePointer<Double> { @inline(__always) get { state.pointee.scratch.base.unsafelyUnwrapped } }

    var nesting: Int {
        @inline(__always) get { state.pointee.nesting }
        @inline(__always) set { state.pointee.nesting = newValue }
    }
    var suspended: Bool {
        @inline(__always) get { state.pointee.suspended }
        @inline(__always) set { state.pointee.suspended = newValue }
    }
    /// Whether the pass failed.
    var failed: Bool { @inline(__always) get { state.pointee.failed } }

    /// The first failure; a pass that failed produces no result.
    var error: LayoutError?
    /// Set when the pass is over: dimensions a closure kept no longer reach into the tree.
    var isFinished = false
    /// The question the driver must answer before the suspended step can go on.
    var pendingDemand: Demand?
    /// Custom guide defaults computed this pass, and those being computed: natively (in
    /// order, for messages) or waiting on the driver's demand stack. A default asked for while
    /// it is being computed is a cycle.
    var defaultCache: [DefaultKey: Double] = [:]
    var activeDefaults: Set<DefaultKey> = []
    var activeDefaultOrder: [DefaultKey] = []
    var deferredDefaults: Set<DefaultKey> = []
    /// The grids placed so far, with their horizontal guides. Their solutions stay in scratch
    /// space until the pass ends (nothing placed later releases below them: placement steps
    /// run one at a time, each releasing only what it reserved).
    var placedGrids: [(solution: GridSolution, guide: Int32)] = []
    /// The rows of the grids placed so far: each row's size, its grid in `placedGrids` and
    /// its index there (a row's cells are laid out by its grid, not by the row).
    var gridRowPlacements: [Int32: (size: Size, grid: Int, row: Int)] = [:]
    /// The `placeSubviews` calls of host layouts being recorded, innermost last.
    var recorders: [PlacementRecorder] = []
    var recorderSerial = 0

    static let defaultSpacing = 8.0

    /// A pass over `tree`; `reusingCaches`: with the answers the tree kept from its last
    /// layout (the tree's caches move into the pass until `handBackCaches()`), else with
    /// caches of its own.
    init(tree: LayoutTree, reusingCaches: Bool = false) {
        self.tree = tree
        self.nodes = tree.nodes
        self.params = tree.params
        self.childList = tree.childList
        self.info = tree.prepared.info
        self.frames = tree.lastLayout.frames
        self.texts = tree.texts
        self.measures = tree.measures
        self.functions = tree.functions
        self.batchesMeasures = tree.hasBatchMeasures
        reusesTreeCaches = reusingCaches
        var cache = LayoutCache()
        var changes = FrameChanges()
        var buffers = PassBuffers()
        if reusingCaches {
            swap(&cache, &tree.cache)
            swap(&changes, &tree.lastLayout.changes)
            swap(&buffers, &tree.passBuffers)
        } else {
            cache.reset(nodeCount: tree.nodes.count)
        }
        state = .allocate(capacity: 1)
        state.initialize(to: State(cache: cache, scratch: buffers.scratch, oldAnswers: buffers.oldAnswers, nodeStack: buffers.nodeStack,
                                   frameChanges: changes, placementWork: buffers.placementWork, guides: tree.guides,
                                   guideIsHorizontal: tree.guides.map { $0.axis == .horizontal }, guideCombine: tree.guides.map(\.combine)))
    }

    deinit {
        // A pass kept by a closure may outlive its tree: the tree's layout took its caches
        // back already, and what the pass holds now is its own.
        state.pointee.cache.deallocate()
        state.pointee.scratch.deallocate()
        state.pointee.oldAnswers.deallocate()
        state.pointee.nodeStack.deallocate()
        state.pointee.frameChanges.deallocate()
        state.pointee.placementWork.deallocate()
        state.deinitialize(count: 1)
        state.deallocate()
    }

    /// Gives the tree back the caches it lent; the tree's layout calls it once, at the end.
    func handBackCaches() {
        guard reusesTreeCaches else { return }
        for n in state.pointee.transientSizes { cache.forget(n) }
        state.pointee.transientSizes.removeAll()
        swap(&state.pointee.cache, &tree.cache)
        swap(&state.pointee.frameChanges, &tree.lastLayout.changes)
        // The pass's buffers, emptied, serve the next layout.
        let kept = PassBuffers(scratch: state.pointee.scratch, oldAnswers: state.pointee.oldAnswers,
                               nodeStack: state.pointee.nodeStack, placementWork: state.pointee.placementWork)
        (state.pointee.scratch, state.pointee.oldAnswers) = (ContiguousStorage(), ContiguousStorage())
        (state.pointee.nodeStack, state.pointee.placementWork) = (ContiguousStorage(), ContiguousStorage())
        tree.passBuffers.deallocate()
        tree.passBuffers = kept
        tree.passBuffers.empty()
    }

    /// Gives node `m` its frame, noting the change.
    @inline(__always) func setFrame(_ m: Int32, _ frame: Rect) {
        guard state.pointee.frameChanges.recording else {
            frames[m] = frame
            return
        }
        let old = frames[m]
        frames[m] = frame
        state.pointee.frameChanges.noteFrame(m, old: old, new: frame)
    }

    /// Bytes this pass holds in caches and scratch space.
    var allocatedBytes: Int {
        state.pointee.cache.allocatedBytes + state.pointee.scratch.allocatedBytes + state.pointee.oldAnswers.allocatedBytes
    }

    /// Reserves `count` scratch numbers and returns where they start; release with `release(_:)`.
    @inline(__always) func reserveScratch(_ count: Int) -> Int {
        let base = state.pointee.scratch.count
        state.pointee.scratch.resize(to: base + count, filling: 0)
        return base
    }

    /// Reserves `count` scratch numbers left as they are in memory, for a caller that writes
    /// each one before it reads it (`solveStack`); release with `release(_:)`.
    @inline(__always) func reserveUnwrittenScratch(_ count: Int) -> Int {
        let base = state.pointee.scratch.count
        state.pointee.scratch.extend(by: count)
        return base
    }

    @inline(__always) func release(_ base: Int) {
        state.pointee.scratch.count = base
        // Releasing below a kept grid solution frees it (see `sizeGrid`).
        if base < state.pointee.keptGridEnd { dropKeptGrid() }
    }

    /// Records the first failure. While suspended, answers are placeholders and whatever
    /// they lead to is not a failure.
    func fail(_ error: LayoutError) {
        guard !state.pointee.failed && !suspended else { return }
        self.error = error
        state.pointee.failed = true
    }

    @inline(__always) func child(_ node: Node, _ index: Int32 = 0) -> Int32 {
        childList[node.childStart + index]
    }

    /// Calls `body` with node `n` and every node below it (with an explicit stack: any depth).
    func forEachNode(inSubtreeOf n: Int32, _ body: (Int32) -> Void) {
        // The pass's work stack, taken out while in use (a `body` that walks again makes its own).
        var stack = state.pointee.nodeStack
        state.pointee.nodeStack = ContiguousStorage()
        defer {
            state.pointee.nodeStack.deallocate()
            stack.removeAll()
            state.pointee.nodeStack = stack
        }
        stack.append(n)
        while stack.count > 0 {
            let m = stack[stack.count - 1]
            stack.count -= 1
            body(m)
            let node = nodes[m]
            for i in 0..<node.childCount { stack.append(child(node, i)) }
        }
    }

    // MARK: Sizes

    /// The size node `n` answers for proposal `p`.
    func size(_ n: Int32, _ p: Proposal) -> Size {
        let node = nodes[n]
        // Simple leaves answer at once; containers, text and measured leaves cache answers
        // (`NodeLayout.sizeCaching`), modifiers only those the driver computed for them.
        if let s = immediateSize(n, node, p) { return s }
        if cache.hasAnswers(n), let cached = cachedSize(n, p) { return cached }
        if suspended { return .zero }
        if nesting >= Self.nestingLimit {
            suspend(Demand(kind: .size, node: n, guide: -1, proposal: p, size: .zero))
            return .zero
        }
        // A host layout's callbacks nest their own frames around the sizes they ask for.
        let cost = node.kind.nestingCost
        nesting += cost
        let s = computeSize(n, node, p)
        nesting -= cost
        // A measured view keeps only the answers its function gave (`measure` stores them).
        if !suspended, node.kind.storesComputedSizes { storeSize(n, p, s) }
        return s
    }

    // MARK: Explicit guide values

    /// Node `n`'s explicit value for guide `g` when proposed `p`, in its own coordinate
    /// space, or nil when it has none. Node -1 stands for dimensions without explicit values.
    @inline(__always) func explicit(_ n: Int32, _ g: Int32, _ p: Proposal) -> Double? {
        // Most questions end here: no view below sets a value for the guide.
        guard n >= 0, info[n] & sourceMask(for: g) != 0 else { return nil }
        return lookUpExplicit(n, g, p)
    }

    /// `explicit` for a node whose subtree may give a value.
    @inline(never) func lookUpExplicit(_ n: Int32, _ g: Int32, _ p: Proposal) -> Double? {
        let node = nodes[n]
        // Leaves answer at once (`NodeLayout.guideCaching`).
        if node.kind.answersGuidesAtOnce { return computeExplicit(n, node, g, p) }
        if cache.hasAnswers(n), let cached = cachedGuide(n, g, p) { return cached }
        if suspended { return nil }
        if nesting >= Self.nestingLimit {
            suspend(Demand(kind: .explicit, node: n, guide: g, proposal: p, size: .zero))
            return nil
        }
        let cost = node.kind.nestingCost
        nesting += cost
        let value = computeExplicit(n, node, g, p)
        nesting -= cost
        if !suspended, node.kind.storesComputedGuides { storeGuide(n, g, p, value) }
        return value
    }

    /// Which prepared bit says a subtree can produce an explicit value for `g` (no branch on
    /// a built-in guide: see `BuiltinGuide.init(id:)`).
    @inline(__always) func sourceMask(for g: Int32) -> UInt16 {
        guard UInt32(bitPattern: g) < 8 else { return guideIsHorizontal(g) ? PreparedTree.explicitHorizontal : PreparedTree.explicitVertical }
        // Ids 0-2 are horizontal, 3-5 vertical, 6-7 the baselines.
        return g < 3 ? PreparedTree.explicitHorizontal
            : PreparedTree.explicitVertical | (g < 6 ? 0 : PreparedTree.explicitBaseline)
    }

    /// `d[g]` for node `n`: its explicit value, else the guide's default for its size.
    @inline(__always) func guideValue(_ n: Int32, _ g: Int32, _ p: Proposal, _ s: Size) -> Double {
        if let value = explicit(n, g, p) { return value }
        return defaultValue(g, n, p, s)
    }

    /// `guideValue` of guide `reader.guide` for node `n`, with what depends on the guide alone
    /// found once by `reader` (for a container asking it of every child).
    @inline(__always) func guideValue(_ reader: GuideReader, _ n: Int32, _ p: Proposal, _ s: Size) -> Double {
        if info[n] & reader.source != 0, let value = lookUpExplicit(n, reader.guide, p) { return value }
        return defaultValue(reader.builtin, reader.guide, n, p, s)
    }

    /// What answering guide `guide` takes that does not depend on the node asked: the
    /// prepared bit of its explicit sources, and whether it is built in.
    struct GuideReader {
        let guide: Int32
        let source: UInt16
        let builtin: BuiltinGuide?
    }

    @inline(__always) func guideReader(_ g: Int32) -> GuideReader {
        GuideReader(guide: g, source: sourceMask(for: g), builtin: BuiltinGuide(id: g))
    }

    /// The guide's default value (`AlignmentID.defaultValue(in:)`) for node `n` at size `s`
    /// (node -1: dimensions without explicit values). Custom defaults are computed once per
    /// (node, guide, proposal, size) and pass; a default that needs itself is a cycle. Values
    /// may be infinite or NaN while sizes are probed; placement rejects them where they land.
    @inline(__always) func defaultValue(_ g: Int32, _ n: Int32, _ p: Proposal, _ s: Size) -> Double {
        defaultValue(BuiltinGuide(id: g), g, n, p, s)
    }

    /// `defaultValue` of guide `g`, which is `builtin` (nil: a custom guide).
    @inline(__always) func defaultValue(_ builtin: BuiltinGuide?, _ g: Int32, _ n: Int32, _ p: Proposal, _ s: Size) -> Double {
        guard let builtin else { return customDefaultValue(g, n, p, s) }
        return builtin.defaultValue(in: s)
    }

    /// `defaultValue` of a guide that is not built in.
    @inline(never) func customDefaultValue(_ g: Int32, _ n: Int32, _ p: Proposal, _ s: Size) -> Double {
        let guide = guides[Int(g)]
        if case .fraction(let fraction) = guide.defaultValue {
            return fraction * (guide.axis == .horizontal ? s.width : s.height)
        }
        let key = DefaultKey(node: n, guide: g, proposal: p, size: s)
        if let value = defaultCache[key] { return value }
        if suspended { return 0 }
        if activeDefaults.contains(key) || deferredDefaults.contains(key) {
            fail(guideCycle(closingAt: key))
            return 0
        }
        if nesting >= Self.nestingLimit {
            suspend(Demand(kind: .defaultValue, node: n, guide: g, proposal: p, size: s))
            return 0
        }
        return evaluateDefault(key, g, n, p, s)
    }

    /// Computes a custom guide's default and caches it.
    func evaluateDefault(_ key: DefaultKey, _ g: Int32, _ n: Int32, _ p: Proposal, _ s: Size) -> Double {
        let guide = guides[Int(g)]
        let cost: Int
        if case .expression = guide.defaultValue { cost = 1 } else { cost = Self.callbackNesting }
        nesting += cost
        activeDefaults.insert(key)
        activeDefaultOrder.append(key)
        let d = ViewDimensions(width: s.width, height: s.height, pass: self, node: n, proposal: p)
        let value = GuideEvaluation.defaultValue(of: guide, in: d)
        activeDefaultOrder.removeLast()
        activeDefaults.remove(key)
        nesting -= cost
        if !suspended { defaultCache[key] = value }
        return value
    }

    /// The error for a guide default that needs itself, naming the guides along the cycle.
    private func guideCycle(closingAt key: DefaultKey) -> LayoutError {
        let chain = activeDefaultOrder.filter { $0.node == key.node }
        let start = chain.lastIndex(where: { $0 == key }) ?? 0
        let names = (chain[start...].map(\.guide) + [key.guide]).map { "'\(guides[Int($0)].name)'" }
        let path = names.count > 1 ? names.joined(separator: " -> ") : names[0]
        return LayoutError(.invalidGuide, "the default of guide '\(guides[Int(key.guide)].name)' needs itself for \(describeView(key.node)): \(path)", view: viewID(containing: key.node))
    }

    /// `d[guide]` asked by a closure or expression through `ViewDimensions`.
    func guideValue(_ guide: GuideDefinition, dimensions d: ViewDimensions) -> Double {
        guideValue(d.node, guideID(guide), d.proposal, d.size)
    }

    /// `d[explicit: guide]` asked by a closure or expression through `ViewDimensions`.
    func explicitValue(_ guide: GuideDefinition, dimensions d: ViewDimensions) -> Double? {
        explicit(d.node, guideID(guide), d.proposal)
    }

    /// How a view is named in error messages: its id if it has one.
    func describeView(_ n: Int32) -> String {
        guard n >= 0, let view = tree.view(containing: n) else { return "a view" }
        if let part = tree.part(view) { return "the \(tree.partName(part)) of \(describe(view: part.control))" }
        return describe(view: view)
    }

    /// View `view` in messages: `view 'name'`, or its type and handle.
    private func describe(view: Int32) -> String {
        if let name = tree.names[view] { return "view '\(name)'" }
        return "\(tree.type(of: tree.views[Int(view)]).name) \(ViewID(view))"
    }

    /// The view node `n` belongs to, for errors: for a part of a control, the control.
    func viewID(containing n: Int32) -> ViewID? {
        guard n >= 0, let view = tree.view(containing: n) else { return nil }
        return ViewID(tree.part(view)?.control ?? view)
    }
}

/// The scratch space of a layout pass, which the tree keeps from one layout to the next
/// (emptied), so that each relayout finds it as large as the last one needed rather than
/// growing it again (a copy at each doubling).
struct PassBuffers {
    var scratch = ContiguousStorage<Double>()
    var oldAnswers = ContiguousStorage<CacheEntry>()
    var nodeStack = ContiguousStorage<Int32>()
    var placementWork = ContiguousStorage<LayoutPass.PlacementItem>()

    /// Empties every buffer, keeping its memory.
    mutating func empty() {
        scratch.removeAll()
        oldAnswers.removeAll()
        nodeStack.removeAll()
        placementWork.removeAll()
    }

    func deallocate() {
        scratch.deallocate()
        oldAnswers.deallocate()
        nodeStack.deallocate()
        placementWork.deallocate()
    }
}
