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
    let guides: [GuideDefinition]
    let texts: [TextContent]
    let measures: [HostMeasure]
    let functions: [GuideValue]
    /// Per guide id: whether it is horizontal, and how containers combine it.
    let guideIsHorizontal: [Bool]
    let guideCombine: [GuideDefinition.Combine]
    /// Caches and scratch space behind a pointer: the hot path reads and writes them without
    /// the dynamic exclusivity checks a class's stored `var`s would cost.
    private let state: UnsafeMutablePointer<State>

    struct State {
        /// Per node: the first cache entry for sizes and for explicit guide values, or -1.
        var sizeHead = ContiguousStorage<Int32>()
        var guideHead = ContiguousStorage<Int32>()
        var entries = ContiguousStorage<CacheEntry>()
        /// Temporary per-child numbers of the stack and ZStack algorithms, used as a stack.
        var scratch = ContiguousStorage<Double>()
    }

    var sizeHead: ContiguousStorage<Int32> { state.pointee.sizeHead }
    var guideHead: ContiguousStorage<Int32> { state.pointee.guideHead }
    var entries: ContiguousStorage<CacheEntry> { state.pointee.entries }

    /// Scratch number `index`. Nested layouts may grow (move) the scratch buffer at any time,
    /// so every access reads the buffer anew: `self[scratch: i] = size(...)` stays safe.
    @inline(__always) subscript(scratch index: Int) -> Double {
        get { state.pointee.scratch[index] }
        set { state.pointee.scratch[index] = newValue }
    }

    /// The first failure; a pass that failed produces no result.
    var error: LayoutError?
    /// Set when the pass is over: dimensions a closure kept no longer reach into the tree.
    var isFinished = false
    /// How deeply custom guide defaults are evaluating each other (a cycle guard).
    var defaultDepth = 0
    /// The proposal and direction each text was placed with, to draw its lines afterwards.
    var textPlacements: [Int32: (proposal: Proposal, rightToLeft: Bool)] = [:]
    /// The rows of the grids placed so far: each row's size and where its cells start in
    /// `gridCellPlacements` (a row's cells are laid out by its grid, not by the row).
    var gridRowPlacements: [Int32: (size: Size, start: Int)] = [:]
    var gridCellPlacements: [(proposal: Proposal, size: Size, origin: Point)] = []
    /// The `placeSubviews` calls of host layouts being recorded, innermost last.
    var recorders: [PlacementRecorder] = []
    var recorderSerial = 0

    static let defaultSpacing = 8.0

    init(tree: LayoutTree) {
        self.tree = tree
        self.nodes = tree.nodes
        self.params = tree.params
        self.childList = tree.childList
        self.info = tree.prepared.info
        self.frames = tree.frames
        self.guides = tree.guides
        self.texts = tree.texts
        self.measures = tree.measures
        self.functions = tree.functions
        self.guideIsHorizontal = tree.guides.map { $0.axis == .horizontal }
        self.guideCombine = tree.guides.map(\.combine)
        state = .allocate(capacity: 1)
        state.initialize(to: State())
        state.pointee.sizeHead.resize(to: tree.nodes.count, filling: -1)
        state.pointee.guideHead.resize(to: tree.nodes.count, filling: -1)
    }

    deinit {
        state.pointee.sizeHead.deallocate()
        state.pointee.guideHead.deallocate()
        state.pointee.entries.deallocate()
        state.pointee.scratch.deallocate()
        state.deallocate()
    }

    /// Bytes this pass holds in caches and scratch space.
    var allocatedBytes: Int {
        sizeHead.allocatedBytes + guideHead.allocatedBytes + entries.allocatedBytes + state.pointee.scratch.allocatedBytes
    }

    @inline(__always) func appendEntry(_ entry: CacheEntry) -> Int32 {
        state.pointee.entries.append(entry)
        return Int32(state.pointee.entries.count - 1)
    }

    /// Reserves `count` scratch numbers and returns where they start; release with `release(_:)`.
    @inline(__always) func reserveScratch(_ count: Int) -> Int {
        let base = state.pointee.scratch.count
        state.pointee.scratch.resize(to: base + count, filling: 0)
        return base
    }

    @inline(__always) func release(_ base: Int) {
        state.pointee.scratch.count = base
    }

    func fail(_ error: LayoutError) {
        if self.error == nil { self.error = error }
    }

    @inline(__always) func child(_ node: Node, _ index: Int32 = 0) -> Int32 {
        childList[node.childStart + index]
    }

    // MARK: Sizes

    /// The size node `n` answers for proposal `p`.
    func size(_ n: Int32, _ p: Proposal) -> Size {
        let node = nodes[n]
        switch node.kind {
        case .shape, .geometryReader: return p.filled
        case .circle:
            let s = p.filled
            let side = min(s.width, s.height)
            return Size(width: side, height: side)
        case .image:
            let natural = Size(width: params[node.param], height: params[node.param + 1])
            guard node.flags & 1 != 0 else { return natural }
            // A resizable image takes the proposal; its ideal size is its natural size.
            return Size(width: p.width.isNaN ? natural.width : p.width, height: p.height.isNaN ? natural.height : p.height)
        case .spacer: return spacerSize(n, node, p)
        case .text, .measured, .hstack, .vstack, .zstack, .grid, .viewThatFits, .custom, .scrollView, .gridRow, .divider:
            if let cached = cachedSize(n, p) { return cached }
            let s: Size
            switch node.kind {
            case .text: s = TextLayout.size(of: texts[Int(node.a)], proposal: p)
            case .measured: s = measure(n, node, p)
            case .zstack: s = sizeZStack(n, node, p)
            case .hstack, .vstack: s = sizeStack(n, node, p)
            default: s = sizeOfVocabulary(n, node, p)
            }
            storeSize(n, p, s)
            return s
        case .frame: return sizeFrame(n, node, p)
        case .flexibleFrame: return sizeFlexibleFrame(n, node, p)
        case .padding: return sizePadding(node, p)
        case .alignmentGuide, .offset, .layoutPriority, .environment, .overlay, .background, .gridCell:
            return size(child(node), p)
        case .fixedSize: return size(child(node), fixedSizeProposal(node, p))
        case .aspectRatio: return size(child(node), aspectRatioProposal(node, p))
        case .position: return sizePosition(node, p)
        }
    }

    /// The layout priority a node reports to its stack.
    func priority(_ n: Int32) -> Double {
        var current = n
        while true {
            let node = nodes[current]
            switch node.kind {
            case .layoutPriority: return params[node.param]
            case .spacer: return -.infinity
            case .hstack, .vstack, .zstack, .grid, .viewThatFits, .custom: return node.childCount == 0 ? -.infinity : 0
            case .shape, .circle, .image, .text, .geometryReader, .measured, .gridRow, .divider, .scrollView: return 0
            default: current = child(node)
            }
        }
    }

    // MARK: Explicit guide values

    /// Node `n`'s explicit value for guide `g` when proposed `p`, in its own coordinate
    /// space, or nil when it has none.
    func explicit(_ n: Int32, _ g: Int32, _ p: Proposal) -> Double? {
        guard info[n] & sourceMask(for: g) != 0 else { return nil }
        let node = nodes[n]
        switch node.kind {
        case .shape, .circle, .image, .spacer, .geometryReader, .gridRow, .divider, .scrollView: return nil
        case .text: return textBaseline(n, node, g, p)
        case .measured: return measuredBaseline(n, node, g, p)
        case .hstack, .vstack, .zstack, .grid, .viewThatFits, .custom, .alignmentGuide:
            if let cached = cachedGuide(n, g, p) { return cached.value }
            let value: Double?
            switch node.kind {
            case .zstack: value = explicitZStack(n, node, g, p)
            case .alignmentGuide: value = explicitAlignmentGuide(n, node, g, p)
            case .grid: value = explicitGrid(n, node, g, p)
            case .viewThatFits: value = explicitViewThatFits(node, g, p)
            case .custom: value = explicitCustom(n, g, p)
            default: value = explicitStack(n, node, g, p)
            }
            storeGuide(n, g, p, value)
            return value
        case .offset, .layoutPriority, .environment, .overlay, .background, .gridCell:
            return explicit(child(node), g, p)
        case .fixedSize: return explicit(child(node), g, fixedSizeProposal(node, p))
        case .aspectRatio: return explicit(child(node), g, aspectRatioProposal(node, p))
        case .padding: return explicitPadding(node, g, p)
        case .frame, .flexibleFrame, .position: return explicitThroughPlacement(n, node, g, p)
        }
    }

    /// Which prepared bit says a subtree can produce an explicit value for `g`.
    @inline(__always) func sourceMask(for g: Int32) -> UInt16 {
        if g == 6 || g == 7 { return PreparedTree.explicitVertical | PreparedTree.explicitBaseline }
        return guideIsHorizontal[Int(g)] ? PreparedTree.explicitHorizontal : PreparedTree.explicitVertical
    }

    /// `d[g]` for node `n`: its explicit value, else the guide's default for its size.
    func guideValue(_ n: Int32, _ g: Int32, _ p: Proposal, _ s: Size) -> Double {
        if let value = explicit(n, g, p) { return value }
        return defaultValue(g, n, p, s)
    }

    /// The guide's default value (`AlignmentID.defaultValue(in:)`) for node `n` at size `s`.
    func defaultValue(_ g: Int32, _ n: Int32, _ p: Proposal, _ s: Size) -> Double {
        switch g {
        case 0, 3: return 0
        case 1: return s.width * 0.5
        case 2: return s.width
        case 4: return s.height * 0.5
        case 5, 6, 7: return s.height
        default: break
        }
        let guide = guides[Int(g)]
        if case .fraction(let fraction) = guide.defaultValue {
            return fraction * (guide.axis == .horizontal ? s.width : s.height)
        }
        guard defaultDepth < 64 else {
            fail(LayoutError(.invalidGuide, "the default of guide '\(guide.name)' refers back to itself through other guides"))
            return 0
        }
        defaultDepth += 1
        defer { defaultDepth -= 1 }
        let d = ViewDimensions(width: s.width, height: s.height, pass: self, node: n, proposal: p)
        let value = GuideEvaluation.defaultValue(of: guide, in: d)
        guard value.isFinite else {
            fail(LayoutError(.callbackFailed, "the default of guide '\(guide.name)' is \(value) for \(describeView(n))"))
            return 0
        }
        return value
    }

    /// `d[guide]` asked by a closure or expression through `ViewDimensions`.
    func guideValue(_ guide: GuideDefinition, dimensions d: ViewDimensions) -> Double {
        if let g = tree.guideIDs[ObjectIdentifier(guide)] { return guideValue(d.node, g, d.proposal, d.size) }
        return GuideEvaluation.defaultValue(of: guide, in: d)
    }

    /// `d[explicit: guide]` asked by a closure or expression through `ViewDimensions`.
    func explicitValue(_ guide: GuideDefinition, dimensions d: ViewDimensions) -> Double? {
        guard let g = tree.guideIDs[ObjectIdentifier(guide)] else { return nil }
        return explicit(d.node, g, d.proposal)
    }

    private func explicitAlignmentGuide(_ n: Int32, _ node: Node, _ g: Int32, _ p: Proposal) -> Double? {
        let c = child(node)
        guard node.a == g else { return explicit(c, g, p) }
        let s = size(c, p)
        let d = ViewDimensions(width: s.width, height: s.height, pass: self, node: c, proposal: p)
        let value: Double
        switch functions[Int(node.b)] {
        case .expression(let expression): value = expression.evaluate(in: d)
        case .function(let function): value = function(d)
        }
        guard value.isFinite else {
            fail(LayoutError(.callbackFailed, "the alignment guide '\(guides[Int(g)].name)' of \(describeView(n)) is \(value)"))
            return 0
        }
        return value
    }

    /// How a view is named in error messages: its id if it has one.
    func describeView(_ n: Int32) -> String {
        guard let view = tree.view(containing: n) else { return "a view" }
        if let name = tree.names[view] { return "view '\(name)'" }
        return "\(tree.views[Int(view)].type.name) \(ViewID(view))"
    }
}

extension LayoutPass {
    /// Sizes of the kinds of issue 12, kept out of line so that the frame of the recursive
    /// `size` stays small.
    @inline(never)
    func sizeOfVocabulary(_ n: Int32, _ node: Node, _ p: Proposal) -> Size {
        switch node.kind {
        case .grid: return sizeGrid(node, p)
        case .viewThatFits: return sizeViewThatFits(node, p)
        case .custom: return sizeCustom(n, p)
        case .scrollView: return sizeScrollView(node, p)
        case .gridRow: return gridRowSize(n)
        default: return dividerSize(n, p)
        }
    }
}
