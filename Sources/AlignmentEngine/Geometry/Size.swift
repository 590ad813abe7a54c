/// The engine's length type. SwiftUI uses `CGFloat`; on every platform the engine
/// targets that is a 64-bit floating-point number, so the engine uses `Double`.
public typealias CGFloat = Double

/// A width and a height, in points.
public struct Size: Hashable, Sendable, BitwiseCopyable, CustomStringConvertible {
    /// The width, in points.
    public var width: Double
    /// The height, in points.
    public var height: Double

    /// A size with the given width and height.
    public init(width: Double, height: Double) {
        self.width = width
        self.height = height
    }

    /// The size with zero width and height.
    public static let zero = Size(width: 0, height: 0)

    /// The length along `axis`.
    @inlinable
    public subscript(axis: Axis) -> Double {
        get { axis == .horizontal ? width : height }
        set { if axis == .horizontal { width = newValue } else { height = newValue } }
    }

    public var description: String { "(\(width) x \(height))" }
}
