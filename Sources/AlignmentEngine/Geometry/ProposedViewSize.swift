/// A proposal for the size of a view: per axis a length, or `nil` for "unspecified"
/// (the view answers its ideal size on that axis). `0` asks for the minimum and
/// `.infinity` for the maximum.
public struct ProposedViewSize: Hashable, Sendable, CustomStringConvertible {
    /// The proposed width, or `nil` for the ideal width.
    public var width: Double?
    /// The proposed height, or `nil` for the ideal height.
    public var height: Double?

    /// A proposal of the given width and height (`nil`: unspecified).
    public init(width: Double?, height: Double?) {
        self.width = width
        self.height = height
    }

    /// A proposal of exactly the given size.
    public init(_ size: Size) {
        self.init(width: size.width, height: size.height)
    }

    /// Proposes zero on both axes: the view answers its minimum size.
    public static let zero = ProposedViewSize(width: 0, height: 0)
    /// Proposes nothing: the view answers its ideal size.
    public static let unspecified = ProposedViewSize(width: nil, height: nil)
    /// Proposes infinity on both axes: the view answers its maximum size.
    public static let infinity = ProposedViewSize(width: .infinity, height: .infinity)

    /// The proposal with every unspecified axis replaced by the given size's (10 x 10 by default).
    public func replacingUnspecifiedDimensions(by size: Size = Size(width: 10, height: 10)) -> Size {
        Size(width: width ?? size.width, height: height ?? size.height)
    }

    public var description: String {
        "(\(width.map { "\($0)" } ?? "nil") x \(height.map { "\($0)" } ?? "nil"))"
    }
}

/// The engine's internal proposal: `NaN` stands for "unspecified", so a proposal is two
/// plain doubles that compare and store without optionals.
@usableFromInline
struct Proposal: Equatable, BitwiseCopyable {
    @usableFromInline var width: Double
    @usableFromInline var height: Double

    @inlinable init(width: Double, height: Double) {
        self.width = width
        self.height = height
    }

    init(_ p: ProposedViewSize) {
        self.init(width: p.width ?? .nan, height: p.height ?? .nan)
    }

    init(_ size: Size) {
        self.init(width: size.width, height: size.height)
    }

    static let unspecified = Proposal(width: .nan, height: .nan)

    var proposedViewSize: ProposedViewSize {
        ProposedViewSize(width: width.isNaN ? nil : width, height: height.isNaN ? nil : height)
    }

    @inlinable subscript(axis: Axis) -> Double {
        get { axis == .horizontal ? width : height }
        set { if axis == .horizontal { width = newValue } else { height = newValue } }
    }

    /// Proposals are equal when each axis is equal or both are unspecified.
    @inlinable static func == (a: Proposal, b: Proposal) -> Bool {
        (a.width == b.width || (a.width.isNaN && b.width.isNaN))
            && (a.height == b.height || (a.height.isNaN && b.height.isNaN))
    }

    /// Unspecified axes replaced by 10, as `replacingUnspecifiedDimensions()` does.
    @inlinable var filled: Size {
        Size(width: width.isNaN ? 10 : width, height: height.isNaN ? 10 : height)
    }
}
