/// SwiftUI's `Layout` protocol: a container whose children you size and place yourself.
/// Write one as in SwiftUI and use it as a container:
///
/// ```swift
/// struct Flow: Layout {
///     var spacing: CGFloat = 8
///     func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize { ... }
///     func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) { ... }
/// }
/// Flow(spacing: 4) { Text("a"); Text("b") }
/// ```
///
/// `bounds` starts at (0, 0) in the container's own space. A subview placed twice in one
/// `placeSubviews` call, a subview of another layout, a NaN or negative proposal and a
/// size that is NaN, infinite or negative fail the layout with an error naming the layout.
/// `spacing(subviews:cache:)` states the container's own spacing preferences (asked once
/// per structure; see `ViewSpacing`), and `subviews.layoutDirection` the direction it is
/// laid out in.
public protocol Layout {
    associatedtype Cache = Void
    typealias Subviews = LayoutSubviews

    /// Properties of the layout: `stackOrientation` orients `Spacer`s and `Divider`s inside.
    static var layoutProperties: LayoutProperties { get }
    func makeCache(subviews: Subviews) -> Cache
    func updateCache(_ cache: inout Cache, subviews: Subviews)
    func spacing(subviews: Subviews, cache: inout Cache) -> ViewSpacing
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) -> CGSize
    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache)
    func explicitAlignment(of guide: HorizontalAlignment, in bounds: CGRect, proposal: ProposedViewSize,
                           subviews: Subviews, cache: inout Cache) -> CGFloat?
    func explicitAlignment(of guide: VerticalAlignment, in bounds: CGRect, proposal: ProposedViewSize,
                           subviews: Subviews, cache: inout Cache) -> CGFloat?
    /// What the container is in the engine (built-in layouts map to their own kinds).
    func _viewKind() -> ViewKind
}

/// Layout properties; `stackOrientation` is nil by default.
public struct LayoutProperties: Sendable {
    public var stackOrientation: Axis?
    public init() {}
}

extension Layout {
    public static var layoutProperties: LayoutProperties { LayoutProperties() }

    public func updateCache(_ cache: inout Cache, subviews: Subviews) { cache = makeCache(subviews: subviews) }

    /// The union of the subviews' spacing preferences on every edge; `.zero` without
    /// subviews (like an empty stack).
    public func spacing(subviews: Subviews, cache: inout Cache) -> ViewSpacing {
        if subviews.isEmpty { return .zero }
        var spacing = ViewSpacing()
        for subview in subviews { spacing.formUnion(subview.spacing) }
        return spacing
    }

    /// The default: the subviews' explicit values after `placeSubviews`, combined.
    public func explicitAlignment(of guide: HorizontalAlignment, in bounds: CGRect, proposal: ProposedViewSize,
                                  subviews: Subviews, cache: inout Cache) -> CGFloat? {
        subviews.defaultExplicitAlignment(of: guide.definition, in: bounds, proposal: proposal)
    }

    public func explicitAlignment(of guide: VerticalAlignment, in bounds: CGRect, proposal: ProposedViewSize,
                                  subviews: Subviews, cache: inout Cache) -> CGFloat? {
        subviews.defaultExplicitAlignment(of: guide.definition, in: bounds, proposal: proposal)
    }

    public func _viewKind() -> ViewKind { .layout(HostLayout(self)) }

    /// The layout as a container of `content`, as in SwiftUI: `Flow { ... }`.
    public func callAsFunction(@ViewBuilder _ content: () -> TupleView) -> some View {
        LayoutView(kind: _viewKind(), content: content())
    }
}

extension Layout where Cache == Void {
    public func makeCache(subviews: Subviews) -> Cache { () }
}

/// A layout used as a container.
struct LayoutView: PrimitiveView {
    let kind: ViewKind
    let content: TupleView

    func _emit(into emitter: inout ViewEmitter) throws(LayoutError) {
        try emitter.emitContainer(kind, content: content)
    }
}

extension LayoutSubviews {
    /// SwiftUI's default explicit alignment of a layout: the subviews' values after
    /// placement in `bounds`, combined.
    func defaultExplicitAlignment(of guide: GuideDefinition, in bounds: Rect, proposal: ProposedViewSize) -> Double? {
        guard !pass.isFinished, let g = pass.tree.guideIDs[ObjectIdentifier(guide)] else { return nil }
        return pass.defaultExplicitCustom(node, g, Proposal(proposal), bounds.size)
    }
}

extension HostLayout {
    /// The engine's view of a Swift `Layout`: its functions with a type-erased cache.
    public init<L: Layout>(_ layout: L) {
        func typed(_ cache: Any?, _ subviews: LayoutSubviews) -> L.Cache {
            cache as? L.Cache ?? layout.makeCache(subviews: subviews)
        }
        self.init(
            name: String(describing: L.self),
            stackOrientation: L.layoutProperties.stackOrientation,
            makeCache: { subviews in layout.makeCache(subviews: subviews) },
            updateCache: { cache, subviews in
                var value = typed(cache, subviews)
                layout.updateCache(&value, subviews: subviews)
                cache = value
            },
            sizeThatFits: { proposal, subviews, cache in
                var value = typed(cache, subviews)
                defer { cache = value }
                return layout.sizeThatFits(proposal: proposal, subviews: subviews, cache: &value)
            },
            placeSubviews: { bounds, proposal, subviews, cache in
                var value = typed(cache, subviews)
                defer { cache = value }
                layout.placeSubviews(in: bounds, proposal: proposal, subviews: subviews, cache: &value)
            },
            explicitAlignment: { guide, bounds, proposal, subviews, cache in
                var value = typed(cache, subviews)
                defer { cache = value }
                return guide.axis == .horizontal
                    ? layout.explicitAlignment(of: HorizontalAlignment(definition: guide), in: bounds, proposal: proposal, subviews: subviews, cache: &value)
                    : layout.explicitAlignment(of: VerticalAlignment(definition: guide), in: bounds, proposal: proposal, subviews: subviews, cache: &value)
            },
            spacing: { subviews, cache in
                var value = typed(cache, subviews)
                defer { cache = value }
                return layout.spacing(subviews: subviews, cache: &value)
            })
    }
}

/// A built-in container as a `Layout` value (`HStackLayout`, `VStackLayout`,
/// `ZStackLayout`): used as a container it lays out exactly as its stack. Its layout
/// functions cannot be called by hand from another layout; doing so fails the layout.
public protocol _BuiltinLayout: Layout where Cache == Void {}

extension _BuiltinLayout {
    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) -> CGSize {
        subviews.failBuiltin("\(Self.self)")
        return .zero
    }

    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) {
        subviews.failBuiltin("\(Self.self)")
    }
}

extension LayoutSubviews {
    func failBuiltin(_ name: String) {
        pass.fail(LayoutError(.callbackFailed, "\(name)'s layout functions cannot be called from another layout; use \(name) as a container"))
    }
}

/// An HStack as a `Layout` value.
public struct HStackLayout: _BuiltinLayout {
    public var alignment: VerticalAlignment
    public var spacing: CGFloat?
    public init(alignment: VerticalAlignment = .center, spacing: CGFloat? = nil) {
        self.alignment = alignment
        self.spacing = spacing
    }
    public static var layoutProperties: LayoutProperties {
        var properties = LayoutProperties()
        properties.stackOrientation = .horizontal
        return properties
    }
    public func _viewKind() -> ViewKind { .hstack(alignment: alignment, spacing: spacing) }
}

/// A VStack as a `Layout` value.
public struct VStackLayout: _BuiltinLayout {
    public var alignment: HorizontalAlignment
    public var spacing: CGFloat?
    public init(alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil) {
        self.alignment = alignment
        self.spacing = spacing
    }
    public static var layoutProperties: LayoutProperties {
        var properties = LayoutProperties()
        properties.stackOrientation = .vertical
        return properties
    }
    public func _viewKind() -> ViewKind { .vstack(alignment: alignment, spacing: spacing) }
}

/// A ZStack as a `Layout` value.
public struct ZStackLayout: _BuiltinLayout {
    public var alignment: Alignment
    public init(alignment: Alignment = .center) { self.alignment = alignment }
    public func _viewKind() -> ViewKind { .zstack(alignment: alignment) }
}

/// Any layout, type-erased: switch between layouts while keeping the same children,
/// `let layout = wide ? AnyLayout(HStackLayout()) : AnyLayout(VStackLayout())`.
public struct AnyLayout: Layout {
    public typealias Cache = Any?
    let kind: () -> ViewKind
    let host: HostLayout

    public init<L: Layout>(_ layout: L) {
        if let any = layout as? AnyLayout {
            self = any
            return
        }
        kind = { layout._viewKind() }
        host = HostLayout(layout)
    }

    public func makeCache(subviews: Subviews) -> Cache { (try? host.makeCache(subviews)) ?? nil }

    public func updateCache(_ cache: inout Cache, subviews: Subviews) { try? host.updateCache?(&cache, subviews) }

    public func spacing(subviews: Subviews, cache: inout Cache) -> ViewSpacing {
        (try? host.spacing?(subviews, &cache)) ?? ViewSpacing()
    }

    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) -> CGSize {
        (try? host.sizeThatFits(proposal, subviews, &cache)) ?? .zero
    }

    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) {
        try? host.placeSubviews(bounds, proposal, subviews, &cache)
    }

    public func explicitAlignment(of guide: HorizontalAlignment, in bounds: CGRect, proposal: ProposedViewSize,
                                  subviews: Subviews, cache: inout Cache) -> CGFloat? {
        (try? host.explicitAlignment?(guide.definition, bounds, proposal, subviews, &cache)) ?? nil
    }

    public func explicitAlignment(of guide: VerticalAlignment, in bounds: CGRect, proposal: ProposedViewSize,
                                  subviews: Subviews, cache: inout Cache) -> CGFloat? {
        (try? host.explicitAlignment?(guide.definition, bounds, proposal, subviews, &cache)) ?? nil
    }

    public func _viewKind() -> ViewKind { kind() }
}
