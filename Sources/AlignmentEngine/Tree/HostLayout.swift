/// A container whose layout the host implements: SwiftUI's `Layout` protocol, C callbacks
/// or a Python `Layout` subclass. The engine calls these functions during a layout pass;
/// they query and place the container's children through `LayoutSubviews`.
///
/// Every function may throw: the layout fails with that error. The cache is the host's own
/// value, made by `makeCache` when the container is first laid out and refreshed by
/// `updateCache` (or made anew) when the tree's structure changed since.
public struct HostLayout {
    /// SwiftUI's `Layout.spacing(subviews:cache:)`: the container's own spacing preferences.
    public typealias SpacingFunction = (LayoutSubviews, inout Any?) throws -> ViewSpacing

    /// The layout's name in error messages (`Flow`).
    public var name: String
    /// SwiftUI's `LayoutProperties.stackOrientation`: the axis a `Spacer` or `Divider`
    /// directly inside grows along; nil for neither.
    public var stackOrientation: Axis?
    /// Makes the cache from the subviews (SwiftUI's `Layout.makeCache(subviews:)`).
    public var makeCache: (LayoutSubviews) throws -> Any?
    /// Refreshes the cache after a change of structure; nil (the function itself) makes it anew
    /// with ``makeCache``.
    public var updateCache: ((inout Any?, LayoutSubviews) throws -> Void)?
    /// The container's size for a proposal (SwiftUI's
    /// `Layout.sizeThatFits(proposal:subviews:cache:)`).
    public var sizeThatFits: (ProposedViewSize, LayoutSubviews, inout Any?) throws -> Size
    /// Places the subviews in `bounds` (its origin is (0, 0) in the container's space).
    public var placeSubviews: (Rect, ProposedViewSize, LayoutSubviews, inout Any?) throws -> Void
    /// The container's explicit value of a guide for `bounds`; nil (the function itself)
    /// means SwiftUI's default: the subviews' values after `placeSubviews`, combined.
    public var explicitAlignment: ((GuideDefinition, Rect, ProposedViewSize, LayoutSubviews, inout Any?) throws -> Double?)?
    /// The container's spacing preferences, asked once per structure when the tree is
    /// prepared for layout (after its subviews' are known); nil (the function itself) means
    /// SwiftUI's default: the union of the subviews' preferences on every edge (every edge
    /// zero for a layout without subviews).
    public var spacing: SpacingFunction?

    /// A host layout from its functions; only `name`, `sizeThatFits` and `placeSubviews` are
    /// required.
    public init(
        name: String,
        stackOrientation: Axis? = nil,
        makeCache: @escaping (LayoutSubviews) throws -> Any? = { _ in nil },
        updateCache: ((inout Any?, LayoutSubviews) throws -> Void)? = nil,
        sizeThatFits: @escaping (ProposedViewSize, LayoutSubviews, inout Any?) throws -> Size,
        placeSubviews: @escaping (Rect, ProposedViewSize, LayoutSubviews, inout Any?) throws -> Void,
        explicitAlignment: ((GuideDefinition, Rect, ProposedViewSize, LayoutSubviews, inout Any?) throws -> Double?)? = nil,
        spacing: SpacingFunction? = nil
    ) {
        self.name = name
        self.stackOrientation = stackOrientation
        self.makeCache = makeCache
        self.updateCache = updateCache
        self.sizeThatFits = sizeThatFits
        self.placeSubviews = placeSubviews
        self.explicitAlignment = explicitAlignment
        self.spacing = spacing
    }
}
