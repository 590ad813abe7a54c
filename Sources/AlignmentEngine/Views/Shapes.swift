/// A colour: a view that takes the space it is proposed. The name is used in pictures.
public struct Color: PrimitiveView, Hashable, Sendable {
    /// The colour's name, as pictures draw it (`"red"`, `"#FF8800"`).
    public let name: String
    /// A colour called `name`.
    public init(_ name: String) { self.name = name }

    /// A standard colour: its name is its SwiftUI name (red, orange, yellow).
    public static let red = Color("red"), orange = Color("orange"), yellow = Color("yellow")
    /// A standard colour: its name is its SwiftUI name (green, mint, teal).
    public static let green = Color("green"), mint = Color("mint"), teal = Color("teal")
    /// A standard colour: its name is its SwiftUI name (cyan, blue, indigo).
    public static let cyan = Color("cyan"), blue = Color("blue"), indigo = Color("indigo")
    /// A standard colour: its name is its SwiftUI name (purple, pink, brown).
    public static let purple = Color("purple"), pink = Color("pink"), brown = Color("brown")
    /// A standard colour: its name is its SwiftUI name (white, gray, black).
    public static let white = Color("white"), gray = Color("gray"), black = Color("black")
    /// A standard colour: its name is its SwiftUI name (clear, primary, secondary).
    public static let clear = Color("clear"), primary = Color("primary"), secondary = Color("secondary")

    public func _emit(into emitter: inout ViewEmitter) throws(LayoutError) {
        let id = try emitter.tree.add(.shape(.color))
        try emitter.tree.setColor(name, of: id)
        emitter.pending.append(id)
    }
}

/// A shape view: takes the space it is proposed (`Circle`: the largest square that fits).
public protocol Shape: PrimitiveView {
    /// Which shape this is, as the tree records it.
    var type: ViewType { get }
    /// The colour the shape is filled with in pictures, if any.
    var fillColor: Color? { get set }
}

extension Shape {
    /// Fills the shape with a colour (drawing only).
    public func fill(_ color: Color) -> Self {
        var copy = self
        copy.fillColor = color
        return copy
    }

    /// Draws the shape's outline (drawing only; layout is unchanged).
    public func stroke(_ color: Color, lineWidth: CGFloat = 1) -> Self { fill(color) }

    /// Draws the outline inside the shape's frame (drawing only; layout is unchanged).
    public func strokeBorder(_ color: Color, lineWidth: CGFloat = 1) -> Self { fill(color) }

    public func _emit(into emitter: inout ViewEmitter) throws(LayoutError) {
        let id = try emitter.tree.add(type == .circle ? .circle : .shape(type))
        if let name = fillColor?.name ?? emitter.color { try emitter.tree.setColor(name, of: id) }
        emitter.pending.append(id)
    }
}

/// A rectangle that takes the space it is proposed.
public struct Rectangle: Shape {
    /// The fill colour in pictures, if any.
    public var fillColor: Color?
    /// ``ViewType/rectangle``.
    public var type: ViewType { .rectangle }
    /// A rectangle.
    public init() {}
}

/// A rectangle with rounded corners that takes the space it is proposed.
public struct RoundedRectangle: Shape {
    /// The fill colour in pictures, if any.
    public var fillColor: Color?
    /// The radius of the corners (drawing only).
    public let cornerRadius: CGFloat
    /// ``ViewType/roundedRectangle``.
    public var type: ViewType { .roundedRectangle }
    /// A rounded rectangle with the given corner radius.
    public init(cornerRadius: CGFloat) { self.cornerRadius = cornerRadius }
}

/// A rectangle with fully rounded ends that takes the space it is proposed.
public struct Capsule: Shape {
    /// The fill colour in pictures, if any.
    public var fillColor: Color?
    /// ``ViewType/capsule``.
    public var type: ViewType { .capsule }
    /// A capsule.
    public init() {}
}

/// An ellipse that takes the space it is proposed.
public struct Ellipse: Shape {
    /// The fill colour in pictures, if any.
    public var fillColor: Color?
    /// ``ViewType/ellipse``.
    public var type: ViewType { .ellipse }
    /// An ellipse.
    public init() {}
}

/// A circle: the largest square that fits the proposal.
public struct Circle: Shape {
    /// The fill colour in pictures, if any.
    public var fillColor: Color?
    /// ``ViewType/circle``.
    public var type: ViewType { .circle }
    /// A circle.
    public init() {}
}
