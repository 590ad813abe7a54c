/// A piece of user interface, declared the SwiftUI way: either a primitive view of the
/// engine (`HStack`, `Color`, `Text`, …) or a type with a `body` made of other views.
///
/// ```swift
/// struct ColorLabel: View {
///     let label: String
///     var body: some View { Text(label).font(.title).padding(.horizontal, 20) }
/// }
/// let result = try layout(ColorLabel(label: "Monday"))
/// ```
public protocol View {
    /// The type of view the body is made of.
    associatedtype Body: View
    /// The views this view is made of; primitive views have none (their body is `Never`).
    @ViewBuilder var body: Body { get }

    /// Adds the views this value stands for to a tree (primitive views implement it).
    func _emit(into emitter: inout ViewEmitter) throws(LayoutError)
}

extension View {
    public func _emit(into emitter: inout ViewEmitter) throws(LayoutError) {
        try body._emit(into: &emitter)
    }
}

/// Primitive views have no body.
extension Never: View {
    /// `Never` has no body.
    public typealias Body = Never
    /// Never called: `Never` has no body.
    public var body: Never { return fatalError("Never has no body") }
}

/// A view the engine implements itself.
public protocol PrimitiveView: View where Body == Never {}

extension PrimitiveView {
    /// Never called: a primitive view has no body (the engine lays it out itself).
    public var body: Never { return fatalError("\(Self.self) is a primitive view and has no body") }
}

/// Turns view values into views of a `LayoutTree`, carrying the environment (line limit, line
/// spacing, text alignment, colour) down the way SwiftUI's environment flows. The text
/// environment (fonts, weights, Dynamic Type ...) is the tree's own (`TextEnvironmentValue`).
public struct ViewEmitter {
    /// The tree the views are added to.
    public let tree: LayoutTree
    /// The views emitted so far and not yet given to a parent.
    var pending: [ViewID] = []
    var lineLimit: Int? = nil
    var reservesSpace = false
    var lineSpacing = 0.0
    var textAlignment: TextAlignment = .leading
    var color: String? = nil
    /// The GeometryReader frames the content closures are built with.
    var geometry = GeometryRecord(used: [])

    init(tree: LayoutTree) { self.tree = tree }

    /// Adds a leaf view.
    mutating func emit(_ kind: ViewKind) throws(LayoutError) {
        let id = try tree.add(kind)
        if let color { try tree.setColor(color, of: id) }
        pending.append(id)
    }

    /// Emits `content` and returns the views it produced, removing them from `pending`.
    mutating func collect(_ content: some View) throws(LayoutError) -> [ViewID] {
        let start = pending.count
        try content._emit(into: &self)
        let produced = Array(pending[start...])
        pending.removeLast(pending.count - start)
        return produced
    }

    /// Adds a container with the views `content` produces as its children.
    mutating func emitContainer(_ kind: ViewKind, content: some View) throws(LayoutError) {
        let children = try collect(content)
        let id = try tree.add(kind)
        try tree.setChildren(of: id, to: children)
        pending.append(id)
    }

    /// Adds a lazy stack or grid: when `content` is one `ForEach`, its rows are built on
    /// demand (`LayoutTree.setRows`: only those in and near a ScrollView's viewport), each
    /// in the environment the container has here; otherwise its views are its children.
    mutating func emitLazyContainer(_ kind: ViewKind, content: TupleView) throws(LayoutError) {
        guard content.views.count == 1, let source = content.views[0] as? any RowSource else {
            return try emitContainer(kind, content: content)
        }
        let id = try tree.add(kind)
        if let color { try tree.setColor(color, of: id) }
        // The environment's values, not the emitter (which holds the tree: the tree holds the
        // builder); the text environment is the tree's, which rows, as the container's
        // children, read as its other views do.
        let environment = (lineLimit, reservesSpace, lineSpacing, textAlignment, color)
        let name = kind.type.name
        try tree.setRows(of: id, count: source.rowCount) { tree, index in
            var emitter = ViewEmitter(tree: tree)
            (emitter.lineLimit, emitter.reservesSpace, emitter.lineSpacing, emitter.textAlignment, emitter.color) = environment
            let views = try emitter.collect(source.row(index))
            guard views.count == 1 else {
                throw LayoutError(.invalidTree, "row \(index) of \(name) \(id) is \(views.count) views; a ForEach of a lazy container makes one view per element (put several in a stack)")
            }
            return views[0]
        }
        pending.append(id)
    }

    /// Emits `content` with changed environment values.
    mutating func withEnvironment(_ change: (inout ViewEmitter) -> Void, _ content: some View) throws(LayoutError) {
        let saved = (lineLimit, reservesSpace, lineSpacing, textAlignment, color)
        change(&self)
        defer { (lineLimit, reservesSpace, lineSpacing, textAlignment, color) = saved }
        try content._emit(into: &self)
    }
}

extension LayoutTree {
    /// Adds the views a view value stands for; returns its single root view.
    @discardableResult
    public func add(_ view: some View) throws(LayoutError) -> ViewID {
        try add(view, geometry: GeometryRecord(used: []))
    }

    func add(_ view: some View, geometry: GeometryRecord) throws(LayoutError) -> ViewID {
        var emitter = ViewEmitter(tree: self)
        emitter.geometry = geometry
        let views = try emitter.collect(view)
        guard views.count == 1, let root = views.first else {
            throw LayoutError(.invalidTree, "a layout root must be exactly one view, not \(views.count)")
        }
        return root
    }
}

/// Lays out a view for a proposal, as a window would: the root at (0, 0); its text styles at
/// `dynamicTypeSize`. `safeArea`: the insets of the screen's unsafe edges, as a hosting view
/// has them (the root is then laid out in the safe part, at (leading, top); see
/// `LayoutTree.layout(_:proposal:safeArea:direction:)`).
public func layout(
    _ view: some View, proposal: ProposedViewSize = .unspecified, safeArea: EdgeInsets = .zero,
    direction: LayoutDirection = .leftToRight, pixelScale: Double? = nil, platform: PlatformProfile = .default,
    dynamicTypeSize: DynamicTypeSize = .large
) throws(LayoutError) -> LayoutResult {
    // GeometryReader contents are built again with the frames layout gave the readers,
    // until those frames settle (a bounded number of times).
    var frames: [Rect] = []
    var attempt = 0
    while true {
        let tree = LayoutTree()
        tree.setDynamicTypeSize(dynamicTypeSize)
        let geometry = GeometryRecord(used: frames)
        let root = try tree.add(view, geometry: geometry)
        try tree.setPixelScale(pixelScale)
        tree.setPlatform(platform)
        try tree.layout(root, proposal: proposal, safeArea: safeArea, direction: direction)
        attempt += 1
        if geometry.isSettled || attempt == 8 { return try tree.result(pixelScale: pixelScale) }
        frames = geometry.observed
    }
}
