/// A column of a `LazyVGrid` or a row of a `LazyHGrid`: SwiftUI's `GridItem(_:spacing:alignment:)`.
public struct GridItem: Hashable, Sendable {
    /// How long a column (row) is, as SwiftUI's `GridItem.Size` says.
    public enum Size: Hashable, Sendable {
        /// Exactly `length`, whatever the space.
        case fixed(CGFloat)
        /// An equal share of the space left by the fixed items, clamped to
        /// `minimum...maximum` (SwiftUI's defaults 10 and infinity).
        case flexible(minimum: CGFloat = 10, maximum: CGFloat = .infinity)
        /// As many cells of at least `minimum` (at most `maximum`) as its share of the space
        /// holds.
        case adaptive(minimum: CGFloat, maximum: CGFloat = .infinity)
    }

    /// The item's size.
    public var size: Size
    /// The space after this item (and between an adaptive item's cells); nil: 8.
    public var spacing: CGFloat?
    /// How a cell's view is aligned in the cell; nil: the grid's alignment, centred on the
    /// other axis.
    public var alignment: Alignment?

    /// An item of `size`, followed by `spacing`, its cells aligned by `alignment`.
    public init(_ size: Size = .flexible(), spacing: CGFloat? = nil, alignment: Alignment? = nil) {
        self.size = size
        self.spacing = spacing
        self.alignment = alignment
    }

    /// Throws a clear error naming the grid, the item and the value when a length is
    /// negative, NaN or infinite (a maximum may be infinite), a minimum is above its
    /// maximum or an adaptive minimum is 0.
    func validate(_ grid: String, _ index: Int) throws(LayoutError) {
        let item = "\(grid) item \(index)"
        switch size {
        case .fixed(let length):
            try LayoutTree.check(length, "\(item): fixed size")
        case .flexible(let minimum, let maximum), .adaptive(let minimum, let maximum):
            let name = if case .flexible = size { "flexible" } else { "adaptive" }
            try LayoutTree.check(minimum, "\(item): \(name) minimum")
            try LayoutTree.check(maximum, "\(item): \(name) maximum", allowInfinity: true)
            if minimum > maximum { throw LayoutError(.invalidValue, "\(item): \(name) minimum \(minimum) is above its maximum \(maximum)") }
            if name == "adaptive" && minimum == 0 { throw LayoutError(.invalidValue, "\(item): adaptive minimum must be above 0") }
        }
        try LayoutTree.check(spacing, "\(item): spacing", allowNegative: true)
    }
}
