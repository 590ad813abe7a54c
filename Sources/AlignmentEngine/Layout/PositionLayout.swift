/// `.position(x:y:)` (§8.8; params: x, y): takes the proposal (the child's size on an
/// unspecified axis) and centres the child at (x, y) in it.
enum PositionRules: PlacingModifierRules {
    static func size(_ pass: LayoutPass, _ n: Int32, _ node: Node, _ p: Proposal) -> Size {
        if !p.width.isNaN && !p.height.isNaN { return Size(width: p.width, height: p.height) }
        let s = pass.size(pass.child(node), p)
        return Size(width: p.width.isNaN ? s.width : p.width, height: p.height.isNaN ? s.height : p.height)
    }

    static func isRigid(_ facts: StructureFacts, _ n: Int32, _ node: Node) -> Bool { false }
    static func bottomUpFacts(_ facts: StructureFacts, _ n: Int32, _ node: Node) -> UInt16 { facts.childInfo(node) & StructureFacts.explicitBits }

    static func explanationName(_ d: NodeDescription) -> String { "position" }
    static func describe(_ d: NodeDescription) -> String { d.call(".position", [d.arguments(["x", "y"], from: .x)]) }

    /// The child's proposal (the modifier's size), size and origin.
    @inline(__always) static func placedChild(_ pass: LayoutPass, _ n: Int32, _ node: Node, _ p: Proposal, _ s: Size) -> (proposal: Proposal, size: Size, origin: Point) {
        let c = pass.child(node)
        let cp = Proposal(s)
        let cs = pass.size(c, cp)
        return (cp, cs, Point(x: pass.params[node, .x] - cs.width / 2, y: pass.params[node, .y] - cs.height / 2))
    }
}
