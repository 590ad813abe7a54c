/// An alignment in both axes, as a `ZStack`, a frame or an overlay uses it.
public struct Alignment: Hashable, Sendable, CustomStringConvertible {
    /// The alignment along the x axis.
    public var horizontal: HorizontalAlignment
    /// The alignment along the y axis.
    public var vertical: VerticalAlignment

    /// An alignment from a horizontal and a vertical one.
    public init(horizontal: HorizontalAlignment, vertical: VerticalAlignment) {
        self.horizontal = horizontal
        self.vertical = vertical
    }

    /// Leading and top.
    public static let topLeading = Alignment(horizontal: .leading, vertical: .top)
    /// Centre horizontally, top.
    public static let top = Alignment(horizontal: .center, vertical: .top)
    /// Trailing and top.
    public static let topTrailing = Alignment(horizontal: .trailing, vertical: .top)
    /// Leading, centre vertically.
    public static let leading = Alignment(horizontal: .leading, vertical: .center)
    /// Centre on both axes (the default of `ZStack`, frames and overlays).
    public static let center = Alignment(horizontal: .center, vertical: .center)
    /// Trailing, centre vertically.
    public static let trailing = Alignment(horizontal: .trailing, vertical: .center)
    /// Leading and bottom.
    public static let bottomLeading = Alignment(horizontal: .leading, vertical: .bottom)
    /// Centre horizontally, bottom.
    public static let bottom = Alignment(horizontal: .center, vertical: .bottom)
    /// Trailing and bottom.
    public static let bottomTrailing = Alignment(horizontal: .trailing, vertical: .bottom)

    /// The nine named alignments with their SwiftUI names.
    public static let named: [(name: String, alignment: Alignment)] = [
        ("topLeading", .topLeading), ("top", .top), ("topTrailing", .topTrailing),
        ("leading", .leading), ("center", .center), ("trailing", .trailing),
        ("bottomLeading", .bottomLeading), ("bottom", .bottom), ("bottomTrailing", .bottomTrailing),
    ]

    public var description: String {
        Self.named.first { $0.alignment == self }?.name ?? "Alignment(horizontal: \(horizontal), vertical: \(vertical))"
    }
}

extension Alignment {
    /// Leading, center or trailing, with text baselines vertically (as `Grid` examples use).
    public static let leadingFirstTextBaseline = Alignment(horizontal: .leading, vertical: .firstTextBaseline)
    /// Centre horizontally, first text baseline vertically.
    public static let centerFirstTextBaseline = Alignment(horizontal: .center, vertical: .firstTextBaseline)
    /// Trailing, first text baseline vertically.
    public static let trailingFirstTextBaseline = Alignment(horizontal: .trailing, vertical: .firstTextBaseline)
    /// Leading, last text baseline vertically.
    public static let leadingLastTextBaseline = Alignment(horizontal: .leading, vertical: .lastTextBaseline)
    /// Centre horizontally, last text baseline vertically.
    public static let centerLastTextBaseline = Alignment(horizontal: .center, vertical: .lastTextBaseline)
    /// Trailing, last text baseline vertically.
    public static let trailingLastTextBaseline = Alignment(horizontal: .trailing, vertical: .lastTextBaseline)
}
