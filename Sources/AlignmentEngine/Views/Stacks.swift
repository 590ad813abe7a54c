/// Arranges its children in a horizontal line.
public struct HStack: PrimitiveView {
    let alignment: VerticalAlignment
    let spacing: CGFloat?
    let content: TupleView

    /// An HStack of `content`, aligned on `alignment`; `nil` spacing is the children's own
    /// spacing preferences (8 between most views).
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

    /// A VStack of `content`, aligned on `alignment`; `nil` spacing is the children's own
    /// spacing preferences (8 between most views).
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

    /// A ZStack of `content`, aligned on `alignment` in both axes.
    public init(alignment: Alignment = .center, @ViewBuilder content: () -> TupleView) {
        self.alignment = alignment
        self.content = content()
    }

    public func _emit(into emitter: inout ViewEmitter) throws(LayoutError) {
        try emitter.emitContainer(.zstack(alignment: alignment), content: content)
    }
}

/// Takes the space it is proposed and lays its content out in it, top-leading.
///
/// The content closure gets the reader's real size and frame, as in SwiftUI:
/// `layout(_:)` builds the content with the sizes the readers had in the previous layout and
/// lays out again until they no longer change (once more for each level of nested readers
/// whose size depends on their content). Closures evaluated during layout (alignment guides)
/// also read the proxy, which layout updates when it reaches the reader.
public struct GeometryReader: PrimitiveView {
    let content: (GeometryProxy) -> TupleView

    /// A reader whose content the closure builds from the reader's size and frame.
    public init(@ViewBuilder content: @escaping (GeometryProxy) -> TupleView) {
        self.content = content
    }

    public func _emit(into emitter: inout ViewEmitter) throws(LayoutError) {
        let geometry = emitter.geometry
        let reader = geometry.readers
        geometry.readers += 1
        let proxy = GeometryProxy(frame: reader < geometry.used.count ? geometry.used[reader] : .zero)
        let children = try emitter.collect(content(proxy))
        let id = try emitter.tree.add(.geometryReader)
        try emitter.tree.setChildren(of: id, to: children)
        try emitter.tree.observeGeometry(of: id) { [proxy] size in proxy.size = size }
        try emitter.tree.observeGeometryFrame(of: id) { [proxy] frame in
            proxy.globalFrame = frame
            geometry.observe(frame, of: reader)
        }
        emitter.pending.append(id)
    }
}

/// What a `GeometryReader` tells its content: its size and its frame.
public final class GeometryProxy {
    /// The reader's size.
    public internal(set) var size: Size
    var globalFrame: Rect

    init(frame: Rect) {
        size = frame.size
        globalFrame = frame
    }

    /// The reader's frame: in the root's space (`.global`) or its own (`.local`).
    public func frame(in space: CoordinateSpace) -> Rect {
        space == .global ? globalFrame : Rect(origin: .zero, size: size)
    }
}

/// Where `GeometryProxy.frame(in:)` measures: the root's space or the reader's own.
public enum CoordinateSpace: Hashable, Sendable {
    /// The root's space, or the reader's own.
    case global, local
}

/// The GeometryReader frames of one building of a view: those the content was built with,
/// and those the layout found.
final class GeometryRecord {
    let used: [Rect]
    var observed: [Rect]
    var readers = 0

    init(used: [Rect]) {
        self.used = used
        observed = used
    }

    func observe(_ frame: Rect, of reader: Int) {
        while observed.count <= reader { observed.append(.zero) }
        observed[reader] = frame
    }

    /// Whether the layout found the frames the content was built with.
    var isSettled: Bool { readers == 0 || (observed.count == used.count && observed == used) }
}

/// Flexible space that grows along its stack's axis.
public struct Spacer: PrimitiveView {
    let minLength: CGFloat?
    /// A spacer at least `minLength` long (`nil`: the default spacing, 8).
    public init(minLength: CGFloat? = nil) { self.minLength = minLength }
    public func _emit(into emitter: inout ViewEmitter) throws(LayoutError) {
        try emitter.emit(.spacer(minLength: minLength))
    }
}
