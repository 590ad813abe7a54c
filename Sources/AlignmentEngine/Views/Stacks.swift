/// Arranges its children in a horizontal line.
public struct HStack: PrimitiveView {
    let alignment: VerticalAlignment
    let spacing: CGFloat?
    let content: TupleView

    public init(alignment: VerticalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> TupleView) {
        self.alignment = alignment
        self.spacing = spacing
        self.content = content()
    }

    public func _emit(into emitter: inout ViewEmitter) throws(LayoutError) {
        try emitter.emitContainer(.hstack(alignment: alignment, spacing: spacing), content: content)
    }
}

/// Arranges its children in a vertical line.
public struct VStack: PrimitiveView {
    let alignment: HorizontalAlignment
    let spacing: CGFloat?
    let content: TupleView

    public init(alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> TupleView) {
        self.alignment = alignment
        self.spacing = spacing
        self.content = content()
    }

    public func _emit(into emitter: inout ViewEmitter) throws(LayoutError) {
        try emitter.emitContainer(.vstack(alignment: alignment, spacing: spacing), content: content)
    }
}

/// Overlays its children, aligned in both axes.
public struct ZStack: PrimitiveView {
    let alignment: Alignment
    let content: TupleView

    public init(alignment: Alignment = .center, @ViewBuilder content: () -> TupleView) {
        self.alignment = alignment
        self.content = content()
    }

    public func _emit(into emitter: inout ViewEmitter) throws(LayoutError) {
        try emitter.emitContainer(.zstack(alignment: alignment), content: content)
    }
}

/// Takes the space it is proposed and lays its content out in it, top-leading.
/// The proxy's `size` is the reader's size once layout reaches it, so closures evaluated
/// during layout (alignment guides) can read it.
public struct GeometryReader: PrimitiveView {
    let proxy = GeometryProxy()
    let content: TupleView

    public init(@ViewBuilder content: (GeometryProxy) -> TupleView) {
        self.content = content(proxy)
    }

    public func _emit(into emitter: inout ViewEmitter) throws(LayoutError) {
        let children = try emitter.collect(content)
        let id = try emitter.tree.add(.geometryReader)
        try emitter.tree.setChildren(of: id, to: children)
        try emitter.tree.observeGeometry(of: id) { [proxy] size in proxy.size = size }
        emitter.pending.append(id)
    }
}

/// What a `GeometryReader` tells its content: its size, set during layout.
public final class GeometryProxy {
    public internal(set) var size: Size = .zero
    init() {}
}

/// Flexible space that grows along its stack's axis.
public struct Spacer: PrimitiveView {
    let minLength: CGFloat?
    public init(minLength: CGFloat? = nil) { self.minLength = minLength }
    public func _emit(into emitter: inout ViewEmitter) throws(LayoutError) {
        try emitter.emit(.spacer(minLength: minLength))
    }
}
