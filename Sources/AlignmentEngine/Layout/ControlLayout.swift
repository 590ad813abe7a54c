/// A control's core (`Controls/`): the control is its composition, so the node passes every
/// question to its one child, the composition's root, and places it at its own origin: a
/// Button's frame is its label, padding and background together. A layout composes every
/// control it reaches before it asks them anything (`expandControls`), so the child is
/// there. It is the core of its view, so it is a container of the view's tree, but it caches
/// nothing of its own (its composition's containers do).
enum ControlRules: PassThroughRules, ViewRules {
    static var family: KindFamily { .container }
    static func describe(_ d: NodeDescription) -> String { d.controlDescription }
}

/// A control setting (`.buttonStyle`, `.controlSize`, `.listRowInsets` ...): read by the
/// controls below it when they are composed (`Controls/ControlExpansion.swift`); in layout it
/// passes everything through.
enum ControlSettingRules: ModifierRules {
    static func messageName(_ node: Node) -> String { node.controlSettingKey.name }
    static func isSameModifier(_ node: Node, as other: Node) -> Bool { other.controlSettingKey == node.controlSettingKey }
    static func explanationName(_ d: NodeDescription) -> String { d.node.controlSettingKey.name }
    static func describe(_ d: NodeDescription) -> String { d.controlSettingDescription }
}
