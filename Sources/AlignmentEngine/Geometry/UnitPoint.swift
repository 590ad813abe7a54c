/// A point in a view's unit square: (0, 0) is the top-leading corner, (1, 1) the
/// bottom-trailing one. `gridCellAnchor(_:)` aligns this point of a cell's view with the
/// same point of its cell.
public struct UnitPoint: Hashable, Sendable {
    /// The horizontal fraction: 0 is the leading edge, 1 the trailing edge.
    public var x: Double
    /// The vertical fraction: 0 is the top edge, 1 the bottom edge.
    public var y: Double

    /// A unit point with the given fractions.
    public init(x: Double, y: Double) {
        self.x = x
        self.y = y
    }

    /// (0, 0), the top-leading corner.
    public static let zero = UnitPoint(x: 0, y: 0)
    /// (0, 0).
    public static let topLeading = UnitPoint(x: 0, y: 0)
    /// (0.5, 0).
    public static let top = UnitPoint(x: 0.5, y: 0)
    /// (1, 0).
    public static let topTrailing = UnitPoint(x: 1, y: 0)
    /// (0, 0.5).
    public static let leading = UnitPoint(x: 0, y: 0.5)
    /// (0.5, 0.5).
    public static let center = UnitPoint(x: 0.5, y: 0.5)
    /// (1, 0.5).
    public static let trailing = UnitPoint(x: 1, y: 0.5)
    /// (0, 1).
    public static let bottomLeading = UnitPoint(x: 0, y: 1)
    /// (0.5, 1).
    public static let bottom = UnitPoint(x: 0.5, y: 1)
    /// (1, 1).
    public static let bottomTrailing = UnitPoint(x: 1, y: 1)
}
