/// `Image`: its natural size (params: width, height); a resizable image takes the proposal
/// and its ideal size is its natural size. An image that is not resizable is rigid.
enum ImageRules: LeafRules {
    @inline(__always) static func size(_ pass: LayoutPass, _ n: Int32, _ node: Node, _ p: Proposal) -> Size {
        let natural = Size(width: pass.params[node, .width], height: pass.params[node, .height])
        guard node.isResizable else { return natural }
        return Size(width: p.width.isNaN ? natural.width : p.width, height: p.height.isNaN ? natural.height : p.height)
    }

    static func isRigid(_ facts: StructureFacts, _ n: Int32, _ node: Node) -> Bool { !node.isResizable }

    static func describe(_ d: NodeDescription) -> String {
        let size = "\(d.number(d.param(.width))) x \(d.number(d.param(.height)))"
        return d.node.isResizable ? "Image(\(size)).resizable()" : "Image(\(size))"
    }
}
