/// The text environment modifiers (`.font(_:)`, `.fontWeight(_:)`, `.dynamicTypeSize(_:)`
/// ...): read by the tree when it resolves its texts and symbol images
/// (`LayoutTree.resolveTextEnvironment(below:)`); in layout they pass everything through.
enum TextEnvironmentRules: ModifierRules {
    static func messageName(_ node: Node) -> String { TextEnvironmentValue.allNames[Int(node.textEnvironmentKey)] }
    static func isSameModifier(_ node: Node, as other: Node) -> Bool { other.textEnvironmentKey == node.textEnvironmentKey }
    static func explanationName(_ d: NodeDescription) -> String { messageName(d.node) }
    static func describe(_ d: NodeDescription) -> String { d.tree.textEnvironment.values[d.node.textEnvironmentIndex].swiftUI }
}
