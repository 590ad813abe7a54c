/// The horizontal or the vertical dimension.
public enum Axis: UInt8, Hashable, Sendable, CaseIterable {
    /// The x axis: widths, leading to trailing.
    case horizontal
    /// The y axis: heights, top to bottom.
    case vertical

    /// The other axis.
    @inlinable
    public var other: Axis { self == .horizontal ? .vertical : .horizontal }
}

/// The direction in which horizontal content flows.
public enum LayoutDirection: UInt8, Hashable, Sendable, CaseIterable {
    /// Leading is left (the default).
    case leftToRight
    /// Leading is right: frames are mirrored inside each parent.
    case rightToLeft
}
