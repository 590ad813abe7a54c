/// The built-in guides, by tree-local id: every tree interns them first, in this order
/// (`GuideDefinition.builtins`). Every other id is a custom guide.
enum BuiltinGuide: Int32, CaseIterable {
    case leading, horizontalCenter, trailing, top, verticalCenter, bottom, firstTextBaseline, lastTextBaseline

    /// The built-in guide with tree-local id `g`, or nil for a custom guide.
    @inline(__always) init?(id g: Int32) { self.init(rawValue: g) }

    /// The guide's tree-local id.
    var id: Int32 { rawValue }

    /// The guide's definition.
    var definition: GuideDefinition {
        switch self {
        case .leading: GuideDefinition.builtinLeading
        case .horizontalCenter: GuideDefinition.builtinHorizontalCenter
        case .trailing: GuideDefinition.builtinTrailing
        case .top: GuideDefinition.builtinTop
        case .verticalCenter: GuideDefinition.builtinVerticalCenter
        case .bottom: GuideDefinition.builtinBottom
        case .firstTextBaseline: GuideDefinition.builtinFirstTextBaseline
        case .lastTextBaseline: GuideDefinition.builtinLastTextBaseline
        }
    }
}
