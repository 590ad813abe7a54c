/// A view's spacing preferences in the engine's model (decisions 5 and 13): the default
/// spacing (8) on every edge, except edges that ask for none (next to a `Spacer`).
///
/// A `Layout` reads its subviews' preferences (`subview.spacing`) to space them, and states
/// its own in `spacing(subviews:cache:)`:
///
/// ```swift
/// func spacing(subviews: Subviews, cache: inout ()) -> ViewSpacing {
///     var spacing = ViewSpacing()
///     for subview in subviews { spacing.formUnion(subview.spacing, edges: .vertical) }
///     spacing.formUnion(.zero, edges: .leading)   // flush against the view before it
///     return spacing
/// }
/// ```
public struct ViewSpacing: Hashable, Sendable {
    /// The edges that ask for no space.
    public var zeroEdges: Edge.Set

    /// The default spacing on every edge.
    public init() { zeroEdges = [] }

    /// Preferences that ask for no space on `zeroEdges` and the default on the others.
    public init(zeroEdges: Edge.Set) { self.zeroEdges = zeroEdges }

    /// No space on any edge (SwiftUI: "you typically only use this value for an empty view").
    public static let zero = ViewSpacing(zeroEdges: .all)

    /// The space between this view and `next` after it along `axis`: 0 when either asks for
    /// none on the edges where they meet, else the default spacing.
    public func distance(to next: ViewSpacing, along axis: Axis) -> CGFloat {
        let zero = axis == .horizontal
            ? zeroEdges.contains(.trailing) || next.zeroEdges.contains(.leading)
            : zeroEdges.contains(.bottom) || next.zeroEdges.contains(.top)
        return zero ? 0 : LayoutPass.defaultSpacing
    }

    /// Merges another view's preferences on `edges` (the others stay as they are).
    public mutating func formUnion(_ other: ViewSpacing, edges: Edge.Set = .all) {
        zeroEdges.formUnion(other.zeroEdges.intersection(edges))
    }

    /// These preferences merged with another view's on `edges`.
    public func union(_ other: ViewSpacing, edges: Edge.Set = .all) -> ViewSpacing {
        var result = self
        result.formUnion(other, edges: edges)
        return result
    }
}

extension ViewSpacing {
    /// The preferences of a node's prepared spacing bits (`PreparedTree.zero*`).
    init(preparedBits bits: UInt16) {
        var edges: Edge.Set = []
        if bits & PreparedTree.zeroTop != 0 { edges.insert(.top) }
        if bits & PreparedTree.zeroLeading != 0 { edges.insert(.leading) }
        if bits & PreparedTree.zeroBottom != 0 { edges.insert(.bottom) }
        if bits & PreparedTree.zeroTrailing != 0 { edges.insert(.trailing) }
        self.init(zeroEdges: edges)
    }

    /// The prepared spacing bits of these preferences.
    var preparedBits: UInt16 {
        (zeroEdges.contains(.top) ? PreparedTree.zeroTop : 0)
            | (zeroEdges.contains(.leading) ? PreparedTree.zeroLeading : 0)
            | (zeroEdges.contains(.bottom) ? PreparedTree.zeroBottom : 0)
            | (zeroEdges.contains(.trailing) ? PreparedTree.zeroTrailing : 0)
    }
}
