/// The custom guides that guide expressions may name, besides the built-in ones.
public struct GuideNamespace: Sendable {
    private var byName: [String: GuideDefinition] = [:]

    /// An empty namespace: expressions may name only the built-in guides.
    public init() {}

    /// Adds a custom guide. Fails when the name is a built-in guide's or already taken.
    public mutating func add(_ definition: GuideDefinition) throws(LayoutError) {
        guard !GuideDefinition.reservedNames.contains(definition.name) else {
            throw LayoutError(.invalidGuide, "custom guide name '\(definition.name)' is the name of a built-in guide")
        }
        guard byName[definition.name] == nil else {
            throw LayoutError(.invalidGuide, "custom guide '\(definition.name)' is defined twice")
        }
        byName[definition.name] = definition
    }

    /// Adds a custom horizontal guide by its alignment; fails as ``add(_:)-(GuideDefinition)``
    /// does.
    public mutating func add(_ guide: HorizontalAlignment) throws(LayoutError) { try add(guide.definition) }
    /// Adds a custom vertical guide by its alignment; fails as ``add(_:)-(GuideDefinition)`` does.
    public mutating func add(_ guide: VerticalAlignment) throws(LayoutError) { try add(guide.definition) }

    /// The custom guide called `name`, if any.
    public func custom(named name: String) -> GuideDefinition? { byName[name] }

    /// The guide a name refers to: a built-in guide on `axis` (for `center`, whose axis the
    /// caller decides), or a custom guide.
    public func resolve(_ name: String, axis: Axis?) -> GuideDefinition? {
        if let axis, let builtin = GuideDefinition.builtin(named: name, axis: axis) { return builtin }
        if axis == nil, name != "center" {
            if let builtin = GuideDefinition.builtins.first(where: { $0.name == name }) { return builtin }
        }
        return byName[name]
    }
}
