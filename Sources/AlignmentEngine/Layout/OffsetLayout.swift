/// `.offset(x:y:)` (params: x, y): moves the child's frames by (x, y); the modifier's size and
/// its parent's layout stay as they were.
enum OffsetRules: ModifierRules {
    static var onlyMovesItsView: Bool { true }
    @inline(__always) static func placeChildren(_ pass: LayoutPass, _ n: Int32, _ node: Node, _ p: Proposal, _ s: Size,
                                                _ body: (Int32, Int32, Proposal, Size, Point) -> Void) {
        let c = pass.child(node)
        body(0, c, p, pass.size(c, p), Point(x: pass.params[node, .x], y: pass.params[node, .y]))
    }

    static func explanationName(_ d: NodeDescription) -> String { "offset" }
    static func describe(_ d: NodeDescription) -> String { d.call(".offset", [d.arguments(["x", "y"], from: .x)]) }
}
