/// The grid cell modifiers (`gridCellColumns`, `gridColumnAlignment`, `gridCellAnchor`,
/// `gridCellUnsizedAxes`): read by the cell's grid (`gridCellTraits`); in layout they pass
/// everything through.
enum GridCellRules: ModifierRules {
    static func messageName(_ node: Node) -> String { node.gridCellTrait.name }
    static func isSameModifier(_ node: Node, as other: Node) -> Bool { other.gridCellTrait == node.gridCellTrait }
    static func explanationName(_ d: NodeDescription) -> String { d.viewName }
    static func describe(_ d: NodeDescription) -> String { d.viewName }
}
