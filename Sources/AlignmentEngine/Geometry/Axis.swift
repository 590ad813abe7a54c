/// The horizontal or the vertical dimension.
public enum Axis: UInt8, Hashable, Sendable, CaseIterable {
    case horizontal
    case vertical

    /// The other axis.
    @inlinable
    public var other: Axis { self == .horizontal ? .vertical : .horizontal }
}

/// The direction in which horizontal content flows.
public enum LayoutDirection: UInt8, Hashable, Sendable, CaseIterable {
    case leftToRight
    case rightToLeft
}
