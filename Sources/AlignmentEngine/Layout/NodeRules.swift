/// The dispatchers: one exhaustive switch per question about a node kind, each case handing
/// the question to the kind's own type (see `NodeLayout`). No other file switches on kinds,
/// so a new kind that forgets a rule does not compile.
extension Node {
    /// The direction a node lays its children out in, given its own.
    @inline(__always) func childRightToLeft(_ rightToLeft: Bool) -> Bool {
        kind == .environment ? isRightToLeft : rightToLeft
    }

    /// A modifier's name as SwiftUI spells it, for messages.
    var modifierName: String {
        switch kind {
        case .frame, .flexibleFrame: "frame"
        case .alignmentGuide: "alignmentGuide"
        case .environment: "environment(\\.layoutDirection)"
        case .gridCell: gridCellTrait.name
        default: "\(kind)"
        }
    }
}
