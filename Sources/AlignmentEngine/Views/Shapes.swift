/// A colour: a view that takes the space it is proposed. The name is used in pictures.
public struct Color: PrimitiveView, Hashable, Sendable {
    public let name: String
    public init(_ name: String) { self.name = name }

    public static let red = Color("red"), orange = Color("orange"), yellow = Color("yellow")
    public static let green = Color("green"), mint = Color("mint"), teal = Color("teal")
    public static let cyan = Color("cyan"), blue = Color("blue"), indigo = Color("indigo")
    public static let purple = Color("purple"), pink = Color("pink"), brown = Color("brown")
    public static let white = Color("white"), gray = Color("gray"), black = Color("black")
    public static let clear = Color("clear"), primary = Color("primary"), secondary = Color("secondary")

    public func _emit(into emitter: inout ViewEmitter) throws(LayoutError) {
        let id = try emitter.tree.add(.shape(.color))
        try emitter.tree.setColor(name, of: id)
        emitter.pending.append(id)
    }
}

/// A shape view: takes the space it is proposed (`Circle`: the largest square that fits).
public protocol Shape: PrimitiveView {
    var type: ViewType { get }
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

public struct Rectangle: Shape {
    public var fillColor: Color?
    public var type: ViewType { .rectangle }
    public init() {}
}

public struct RoundedRectangle: Shape {
    public var fillColor: Color?
    public let cornerRadius: CGFloat
    public var type: ViewType { .roundedRectangle }
    public init(cornerRadius: CGFloat) { self.cornerRadius = cornerRadius }
}

public struct Capsule: Shape {
    public var fillColor: Color?
    public var type: ViewType { .capsule }
    public init() {}
}

public struct Ellipse: Shape {
    public var fillColor: Color?
    public var type: ViewType { .ellipse }
    public init() {}
}

public struct Circle: Shape {
    public var fillColor: Color?
    public var type: ViewType { .circle }
    public init() {}
}
