/// Builds the children of a container from a list of view expressions, with `if`,
/// `if`/`else`, `switch` and `for` as in SwiftUI.
@resultBuilder
public enum ViewBuilder {
    public static func buildExpression<Content: View>(_ content: Content) -> TupleView { TupleView([content]) }
    public static func buildBlock(_ parts: TupleView...) -> TupleView { TupleView(parts.flatMap(\.views)) }
    public static func buildOptional(_ part: TupleView?) -> TupleView { part ?? TupleView([]) }
    public static func buildEither(first: TupleView) -> TupleView { first }
    public static func buildEither(second: TupleView) -> TupleView { second }
    public static func buildArray(_ parts: [TupleView]) -> TupleView { TupleView(parts.flatMap(\.views)) }
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
    public init(@ViewBuilder content: () -> TupleView) { self.content = content() }
    public func _emit(into emitter: inout ViewEmitter) throws(LayoutError) { try content._emit(into: &emitter) }
}

/// No view at all.
public struct EmptyView: PrimitiveView {
    public init() {}
    public func _emit(into emitter: inout ViewEmitter) throws(LayoutError) {}
}

/// One view per element of a collection.
public struct ForEach<Data: RandomAccessCollection>: PrimitiveView {
    let data: Data
    let content: (Data.Element) -> TupleView

    public init(_ data: Data, @ViewBuilder content: @escaping (Data.Element) -> TupleView) {
        self.data = data
        self.content = content
    }

    public init<ID: Hashable>(_ data: Data, id: KeyPath<Data.Element, ID>, @ViewBuilder content: @escaping (Data.Element) -> TupleView) {
        self.init(data, content: content)
    }

    public func _emit(into emitter: inout ViewEmitter) throws(LayoutError) {
        for element in data { try content(element)._emit(into: &emitter) }
    }
}
