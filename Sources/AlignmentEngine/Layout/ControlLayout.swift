/// A control's core (`Controls/`): the control is its composition, so the node passes every
/// question to its one child, the composition's root, and places it at its own origin: a
/// Button's frame is its label, padding and background together. A layout composes every
/// control it reaches before it asks them anything (`expandControls`), so the child is
/// there. It is the core of its view, so it is a container of the view's tree, but it caches
/// nothing of its own (its composition's containers do).
enum ControlRules: ContainerRules {
    static var sizeCaching: AnswerCaching { .whenDeferred }
    static var guideCaching: AnswerCaching { .whenDeferred }

    static func size(_ pass: LayoutPass, _ n: Int32, _ node: Node, _ p: Proposal) -> Size { pass.size(pass.child(node), p) }
    static func explicit(_ pass: LayoutPass, _ n: Int32, _ node: Node, _ g: Int32, _ p: Proposal) -> Double? { pass.explicit(pass.child(node), g, p) }
    @inline(__always) static func priority(_ pass: LayoutPass, _ node: Node) -> Double? { nil }
    static func onlyChildProposal(_ pass: LayoutPass, _ n: Int32, _ node: Node, _ p: Proposal) -> Proposal? { p }

    @inline(__always) static func placeChildren(_ pass: LayoutPass, _ n: Int32, _ node: Node, _ p: Proposal, _ s: Size,
                                                _ body: (Int32, Int32, Proposal, Size, Point) -> Void) {
        body(0, pass.child(node), p, s, .zero)
    }

    @inline(__always) static func topDownFacts(_ node: Node, context: UInt16, rightToLeft: Bool) -> (own: UInt16, childContext: UInt16) { (0, context) }
    static func isRigid(_ facts: StructureFacts, _ n: Int32, _ node: Node) -> Bool { facts.childIsRigid(node) }
    static func bottomUpFacts(_ facts: StructureFacts, _ n: Int32, _ node: Node) -> UInt16 { facts.passedThrough(node) }

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
