/// An alignment position along the horizontal axis.
public struct HorizontalAlignment: Hashable, Sendable, CustomStringConvertible {
    /// What the guide is; identity decides equality.
    public let definition: GuideDefinition

    init(definition: GuideDefinition) {
        self.definition = definition
    }

    /// A custom horizontal guide declared by an `AlignmentID` type.
    public init(_ id: any AlignmentID.Type) {
        self.init(definition: GuideDefinition.forType(id, axis: .horizontal))
    }

    /// A custom horizontal guide made at run time, with its default as a Swift function.
    public static func custom(_ name: String, default defaultValue: @escaping (ViewDimensions) -> CGFloat) -> HorizontalAlignment {
        HorizontalAlignment(definition: GuideDefinition(name: name, axis: .horizontal, combine: .mean, defaultValue: .function(defaultValue)))
    }

    /// A custom horizontal guide made at run time, with its default as a guide expression
    /// such as `"d.width / 4"`. Other guides the expression names are looked up in `guides`.
    public static func custom(_ name: String, defaultExpression: String, guides: GuideNamespace = GuideNamespace()) throws(LayoutError) -> HorizontalAlignment {
        let expression = try GuideExpression(compiling: defaultExpression, axis: .horizontal, guides: guides, selfName: name)
        return HorizontalAlignment(definition: GuideDefinition(name: name, axis: .horizontal, combine: .mean, defaultValue: .expression(expression)))
    }

    /// The leading edge: x = 0 (the left in left-to-right layouts).
    public static let leading = HorizontalAlignment(definition: .builtinLeading)
    /// The middle: x = width / 2.
    public static let center = HorizontalAlignment(definition: .builtinHorizontalCenter)
    /// The trailing edge: x = width.
    public static let trailing = HorizontalAlignment(definition: .builtinTrailing)

    public static func == (a: HorizontalAlignment, b: HorizontalAlignment) -> Bool { a.definition === b.definition }
    public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(definition)) }
    public var description: String { definition.name }
}
