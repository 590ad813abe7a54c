/// `Color`, `Rectangle`, `RoundedRectangle`, `Capsule` and `Ellipse`: a leaf that takes the
/// proposal (10 on an unspecified axis, §8.1).
enum ShapeRules: LeafRules {
    @inline(__always) static func size(_ pass: LayoutPass, _ n: Int32, _ node: Node, _ p: Proposal) -> Size { p.filled }
    /// A shape is as long as it is proposed on both axes.
    static func bottomUpFacts(_ facts: StructureFacts, _ n: Int32, _ node: Node) -> UInt16 {
        PreparedTree.takesProposedWidth | PreparedTree.takesProposedHeight
    }
}
