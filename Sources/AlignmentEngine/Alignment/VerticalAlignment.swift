/// An alignment position along the vertical axis.
public struct VerticalAlignment: Hashable, Sendable, CustomStringConvertible {
    /// What the guide is; identity decides equality.
    public let definition: GuideDefinition

    init(definition: GuideDefinition) {
        self.definition = definition
    }

    /// A custom vertical guide declared by an `AlignmentID` type.
    public init(_ id: any AlignmentID.Type) {
        self.init(definition: GuideDefinition.forType(id, axis: .vertical))
    }

    /// A custom vertical guide made at run time, with its default as a Swift function.
    public static func custom(_ name: String, default defaultValue: @escaping (ViewDimensions) -> CGFloat) -> VerticalAlignment {
        VerticalAlignment(definition: GuideDefinition(name: name, axis: .vertical, combine: .mean, defaultValue: .function(defaultValue)))
    }

    /// A custom vertical guide made at run time, with its default as a guide expression
    /// such as `"d.height / 3"`. Other guides the expression names are looked up in `guides`.
    public static func custom(_ name: String, defaultExpression: String, guides: GuideNamespace = GuideNamespace()) throws(LayoutError) -> VerticalAlignment {
        let expression = try GuideExpression(compiling: defaultExpression, axis: .vertical, guides: guides, selfName: name)
        return VerticalAlignment(definition: GuideDefinition(name: name, axis: .vertical, combine: .mean, defaultValue: .expression(expression)))
    }

    /// The top edge: y = 0.
    public static let top = VerticalAlignment(definition: .builtinTop)
    /// The middle: y = height / 2.
    public static let center = VerticalAlignment(definition: .builtinVerticalCenter)
    /// The bottom edge: y = height.
    public static let bottom = VerticalAlignment(definition: .builtinBottom)
    /// The baseline of a view's first line of text (its bottom when it has no text).
    public static let firstTextBaseline = VerticalAlignment(definition: .builtinFirstTextBaseline)
    /// The baseline of a view's last line of text (its bottom when it has no text).
    public static let lastTextBaseline = VerticalAlignment(definition: .builtinLastTextBaseline)

    public static func == (a: VerticalAlignment, b: VerticalAlignment) -> Bool { a.definition === b.definition }
    public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(definition)) }
    public var description: String { definition.name }
}
