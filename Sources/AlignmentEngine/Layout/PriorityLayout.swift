/// `.layoutPriority(_:)` (params: the priority): stacks offer space to higher priorities
/// first; layout is otherwise the child's.
enum PriorityRules: ModifierRules {
    @inline(__always) static func priority(_ pass: LayoutPass, _ node: Node) -> Double? { pass.params[node, .priority] }

    static func explanationName(_ d: NodeDescription) -> String { "layoutPriority" }
    static func describe(_ d: NodeDescription) -> String { ".layoutPriority(\(d.number(d.param(.priority))))" }
}
