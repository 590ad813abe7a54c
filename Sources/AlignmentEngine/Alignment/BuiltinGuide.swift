/// The built-in guides, by tree-local id: every tree interns them first, in this order
/// (`GuideDefinition.builtins`). Every other id is a custom guide.
enum BuiltinGuide: Int32, CaseIterable {
    case leading, horizontalCenter, trailing, top, verticalCenter, bottom, firstTextBaseline, lastTextBaseline

    /// The built-in guide with tree-local id `g`, or nil for a custom guide. A range check
    /// and no branch on the guide: layout asks it of containers whose guides vary from one
    /// to the next, where a jump table's targets are hard to predict.
    @inline(__always) init?(id g: Int32) {
        guard UInt32(bitPattern: g) < 8 else { return nil }
        // The cases are declared in id order, so a case's index is its id.
        self = unsafeBitCast(UInt8(truncatingIfNeeded: g), to: BuiltinGuide.self)
    }

    /// `AlignmentID.defaultValue(in:)` for a view of size `s`, without a branch on the guide:
    /// 0 at the leading or top edge, half the length at the centres, the whole length at the
    /// trailing or bottom edge and (the default of text baselines) at both baselines.
    @inline(__always) func defaultValue(in s: Size) -> Double {
        let id = rawValue
        let length = id < 3 ? s.width : s.height
        // Halves of the length: 0, 1 or 2 (an infinite length still gives 0 at an edge).
        let halves = id < 6 ? id % 3 : 2
        return halves == 0 ? 0 : length * (Double(halves) * 0.5)
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
