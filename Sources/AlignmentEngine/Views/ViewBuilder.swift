/// Builds the children of a container from a list of view expressions, with `if`,
/// `if`/`else`, `switch` and `for` as in SwiftUI.
@resultBuilder
public enum ViewBuilder {
    /// One view of the block.
    public static func buildExpression<Content: View>(_ content: Content) -> TupleView { TupleView([content]) }
    /// The views of a block, in order.
    public static func buildBlock(_ parts: TupleView...) -> TupleView { TupleView(parts.flatMap(\.views)) }
    /// The views of an `if` without `else`: none when the condition is false.
    public static func buildOptional(_ part: TupleView?) -> TupleView { part ?? TupleView([]) }
    /// The views of an `if` (or of a `switch` case).
    public static func buildEither(first: TupleView) -> TupleView { first }
    /// The views of an `else` (or of a `switch` case).
    public static func buildEither(second: TupleView) -> TupleView { second }
    /// The views of a `for` loop, iteration after iteration.
    public static func buildArray(_ parts: [TupleView]) -> TupleView { TupleView(parts.flatMap(\.views)) }
    /// The views of an `if #available` block.
    public static func buildLimitedAvailability(_ part: TupleView) -> TupleView { part }
}

/// Several views side by side, as a builder block produces them; each becomes a child of
/// the enclosing container. A modifier applied to it applies to each view.
public struct TupleView: PrimitiveView {
    let views: [any View]

    init(_ views: [any View]) { self.views = views }

    public func _emit(into emitter: inout ViewEmitter) throws(LayoutError) {
        for view in views { try view._emit(into: &emitter) }
    }
}

/// Views grouped without a container; modifiers apply to each of them.
public struct Group: PrimitiveView {
    let content: TupleView
    /// A group of the views `content` builds.
    public init(@ViewBuilder content: () -> TupleView) { self.content = content() }
    public func _emit(into emitter: inout ViewEmitter) throws(LayoutError) { try content._emit(into: &emitter) }
}

/// No view at all.
public struct EmptyView: PrimitiveView {
    /// No view.
    public init() {}
    public func _emit(into emitter: inout ViewEmitter) throws(LayoutError) {}
}

/// One view per element of a collection.
public struct ForEach<Data: RandomAccessCollection>: PrimitiveView {
    let data: Data
    let content: (Data.Element) -> TupleView

    /// The views `content` builds for each element of `data`, in order.
    public init(_ data: Data, @ViewBuilder content: @escaping (Data.Element) -> TupleView) {
        self.data = data
        self.content = content
    }

    /// The views `content` builds for each element of `data`; the id key path is accepted as
    /// SwiftUI takes it (identity does not affect layout).
    public init<ID: Hashable>(_ data: Data, id: KeyPath<Data.Element, ID>, @ViewBuilder content: @escaping (Data.Element) -> TupleView) {
        self.init(data, content: content)
    }

    public func _emit(into emitter: inout ViewEmitter) throws(LayoutError) {
        for element in data { try content(element)._emit(into: &emitter) }
    }
}

/// Views made one per element on demand: a `ForEach` that is all of a lazy stack's or lazy
/// grid's content gives it its rows, built only when they are needed.
protocol RowSource {
    /// How many rows.
    var rowCount: Int { get }
    /// The views of row `index`.
    func row(_ index: Int) -> TupleView
}

extension ForEach: RowSource {
    var rowCount: Int { data.count }
    func row(_ index: Int) -> TupleView { content(data[data.index(data.startIndex, offsetBy: index)]) }
}
