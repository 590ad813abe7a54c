/// A rectangle: an origin (its top-left corner) and a size.
public struct Rect: Hashable, Sendable, BitwiseCopyable, CustomStringConvertible {
    /// The top-leading corner.
    public var origin: Point
    /// The width and height.
    public var size: Size

    /// A rectangle at the given origin with the given size.
    public init(origin: Point, size: Size) {
        self.origin = origin
        self.size = size
    }

    /// A rectangle from its origin's coordinates and its size.
    public init(x: Double, y: Double, width: Double, height: Double) {
        self.init(origin: Point(x: x, y: y), size: Size(width: width, height: height))
    }

    /// The empty rectangle at the origin.
    public static let zero = Rect(origin: .zero, size: .zero)

    /// The origin's x coordinate.
    public var x: Double { origin.x }
    /// The origin's y coordinate.
    public var y: Double { origin.y }
    /// The size's width.
    public var width: Double { size.width }
    /// The size's height.
    public var height: Double { size.height }
    /// The smallest x coordinate (the left edge).
    public var minX: Double { origin.x }
    /// The smallest y coordinate (the top edge).
    public var minY: Double { origin.y }
    /// The x coordinate of the centre.
    public var midX: Double { origin.x + size.width / 2 }
    /// The y coordinate of the centre.
    public var midY: Double { origin.y + size.height / 2 }
    /// The largest x coordinate (the right edge).
    public var maxX: Double { origin.x + size.width }
    /// The largest y coordinate (the bottom edge).
    public var maxY: Double { origin.y + size.height }

    public var description: String { "(\(x), \(y), \(width), \(height))" }
}
