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
/// `placeSubviews` call keeps its last placement, as in SwiftUI. A subview of another
/// layout, a NaN or negative proposal and a size that is NaN, infinite or negative fail the
/// layout with an error naming the layout.
/// `spacing(subviews:cache:)` states the container's own spacing preferences (asked once
/// per structure; see `ViewSpacing`), and `subviews.layoutDirection` the direction it is
/// laid out in.
public protocol Layout {
    /// Values the layout computes once per structure and keeps between calls; `Void` when it
    /// keeps none.
    associatedtype Cache = Void
    /// The container's children, as the layout sees them.
    typealias Subviews = LayoutSubviews

    /// Properties of the layout: `stackOrientation` orients `Spacer`s and `Divider`s inside.
    static var layoutProperties: LayoutProperties { get }
    /// Makes the cache when the container is first laid out.
    func makeCache(subviews: Subviews) -> Cache
    /// Refreshes the cache when the tree's structure changed since it was made.
    func updateCache(_ cache: inout Cache, subviews: Subviews)
    /// The container's own spacing preferences (asked once per structure).
    func spacing(subviews: Subviews, cache: inout Cache) -> ViewSpacing
    /// The container's size for `proposal`, usually found by asking `subviews` their sizes.
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) -> CGSize
    /// Places every subview in `bounds` (whose origin is (0, 0) in the container's space).
    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache)
    /// The container's explicit value of a horizontal guide for `bounds`, or `nil` for none.
    func explicitAlignment(of guide: HorizontalAlignment, in bounds: CGRect, proposal: ProposedViewSize,
                           subviews: Subviews, cache: inout Cache) -> CGFloat?
    /// The container's explicit value of a vertical guide for `bounds`, or `nil` for none.
    func explicitAlignment(of guide: VerticalAlignment, in bounds: CGRect, proposal: ProposedViewSize,
                           subviews: Subviews, cache: inout Cache) -> CGFloat?
    /// What the container is in the engine (built-in layouts map to their own kinds).
    func _viewKind() -> ViewKind
}

/// Layout properties; `stackOrientation` is nil by default.
public struct LayoutProperties: Sendable {
    /// The axis a `Spacer` or `Divider` directly inside grows along; `nil` for neither.
    public var stackOrientation: Axis?
    /// Properties with no stack orientation.
    public init() {}
}

extension Layout {
    public static var layoutProperties: LayoutProperties { LayoutProperties() }

    /// The default: makes the cache anew.
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

    /// The default: the subviews' explicit values after `placeSubviews`, combined.
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
    /// The default for a layout without a cache.
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
/// `ZStackLayout`, `GridLayout`): used as a container it lays out exactly as its stack. Its layout
/// functions cannot be called by hand from another layout; doing so fails the layout.
public protocol _BuiltinLayout: Layout where Cache == Void {}

extension _BuiltinLayout {
    /// Fails the layout: a built-in layout is used as a container, not called by hand.
    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) -> CGSize {
        subviews.failBuiltin("\(Self.self)")
        return .zero
    }

    /// Fails the layout: a built-in layout is used as a container, not called by hand.
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
    /// The guide the children are aligned on.
    public var alignment: VerticalAlignment
    /// The distance between adjacent children; `nil` for their own spacing preferences.
    public var spacing: CGFloat?
    /// An HStack layout with the given alignment and spacing.
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
    /// The guide the children are aligned on.
    public var alignment: HorizontalAlignment
    /// The distance between adjacent children; `nil` for their own spacing preferences.
    public var spacing: CGFloat?
    /// A VStack layout with the given alignment and spacing.
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
    /// The guides the children are aligned on.
    public var alignment: Alignment
    /// A ZStack layout with the given alignment.
    public init(alignment: Alignment = .center) { self.alignment = alignment }
    public func _viewKind() -> ViewKind { .zstack(alignment: alignment) }
}

/// A Grid as a `Layout` value, for conditional layouts built with `AnyLayout`: its
/// `GridRow` children are rows and any other child spans every column, exactly as in `Grid`.
///
/// ```swift
/// let layout = compact ? AnyLayout(VStackLayout()) : AnyLayout(GridLayout(horizontalSpacing: 4))
/// layout { GridRow { Text("Name"); Text("Ada") } }
/// ```
public struct GridLayout: _BuiltinLayout {
    /// The alignment of every cell in its cell rectangle.
    public var alignment: Alignment
    /// The distance between columns; `nil` for the default (8).
    public var horizontalSpacing: CGFloat?
    /// The distance between rows; `nil` for the default (8).
    public var verticalSpacing: CGFloat?
    /// A grid layout with the given alignment and spacings.
    public init(alignment: Alignment = .center, horizontalSpacing: CGFloat? = nil, verticalSpacing: CGFloat? = nil) {
        self.alignment = alignment
        self.horizontalSpacing = horizontalSpacing
        self.verticalSpacing = verticalSpacing
    }
    public func _viewKind() -> ViewKind {
        .grid(alignment: alignment, horizontalSpacing: horizontalSpacing, verticalSpacing: verticalSpacing)
    }
}

/// Any layout, type-erased: switch between layouts while keeping the same children,
/// `let layout = wide ? AnyLayout(HStackLayout()) : AnyLayout(VStackLayout())`.
public struct AnyLayout: Layout {
    /// The wrapped layout's cache, type-erased.
    public typealias Cache = Any?
    let kind: () -> ViewKind
    let host: HostLayout

    /// Wraps a layout (an `AnyLayout` stays as it is).
    public init<L: Layout>(_ layout: L) {
        if let any = layout as? AnyLayout {
            self = any
            return
        }
        kind = { layout._viewKind() }
        host = HostLayout(layout)
    }

    /// The wrapped layout's cache.
    public func makeCache(subviews: Subviews) -> Cache { (try? host.makeCache(subviews)) ?? nil }

    /// Refreshes the wrapped layout's cache.
    public func updateCache(_ cache: inout Cache, subviews: Subviews) { try? host.updateCache?(&cache, subviews) }

    /// The wrapped layout's spacing preferences.
    public func spacing(subviews: Subviews, cache: inout Cache) -> ViewSpacing {
        (try? host.spacing?(subviews, &cache)) ?? ViewSpacing()
    }

    /// The wrapped layout's size for `proposal`.
    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) -> CGSize {
        (try? host.sizeThatFits(proposal, subviews, &cache)) ?? .zero
    }

    /// Places the subviews as the wrapped layout does.
    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) {
        try? host.placeSubviews(bounds, proposal, subviews, &cache)
    }

    /// The wrapped layout's explicit value of a horizontal guide.
    public func explicitAlignment(of guide: HorizontalAlignment, in bounds: CGRect, proposal: ProposedViewSize,
                                  subviews: Subviews, cache: inout Cache) -> CGFloat? {
        (try? host.explicitAlignment?(guide.definition, bounds, proposal, subviews, &cache)) ?? nil
    }

    /// The wrapped layout's explicit value of a vertical guide.
    public func explicitAlignment(of guide: VerticalAlignment, in bounds: CGRect, proposal: ProposedViewSize,
                                  subviews: Subviews, cache: inout Cache) -> CGFloat? {
        (try? host.explicitAlignment?(guide.definition, bounds, proposal, subviews, &cache)) ?? nil
    }

    public func _viewKind() -> ViewKind { kind() }
}
