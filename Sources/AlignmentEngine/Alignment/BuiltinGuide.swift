/// The built-in guides, by tree-local id: every tree interns them first, in this order
/// (`GuideDefinition.builtins`). Every other id is a custom guide.
enum BuiltinGuide: Int32, CaseIterable {
    case leading, horizontalCenter, trailing, top, verticalCenter, bottom, firstTextBaseline, lastTextBaseline

    /// The built-in guide with tree-local id `g`, or nil for a custom guide. Written out
    /// (rather than `init(rawValue:)`, which the compiler keeps out of line) because guide
    /// defaults ask it on the hot path.
    @inline(__always) init?(id g: Int32) {
        switch g {
        case 0: self = .leading
        case 1: self = .horizontalCenter
        case 2: self = .trailing
        case 3: self = .top
        case 4: self = .verticalCenter
        case 5: self = .bottom
        case 6: self = .firstTextBaseline
        case 7: self = .lastTextBaseline
        default: return nil
        }
    }

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
