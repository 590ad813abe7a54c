/// `Image`: its natural size (params: width, height); a resizable image takes the proposal
/// and its ideal size is its natural size. An image that is not resizable is rigid.
///
/// An SF Symbol (`Image(systemName:)`) is an image whose natural size the tree gives it from
/// the font of its environment (`TextEnvironment.symbolBox`), with a third param: its text
/// baseline, its first and last (a resizable symbol's scales with its height).
enum ImageRules: LeafRules {
    @inline(__always) static func size(_ pass: LayoutPass, _ n: Int32, _ node: Node, _ p: Proposal) -> Size {
        let natural = Size(width: pass.params[node, .width], height: pass.params[node, .height])
        guard node.isResizable else { return natural }
        return Size(width: p.width.isNaN ? natural.width : p.width, height: p.height.isNaN ? natural.height : p.height)
    }

    static func explicit(_ pass: LayoutPass, _ n: Int32, _ node: Node, _ g: Int32, _ p: Proposal) -> Double? {
        guard node.isSymbol else { return nil }
        let guide = BuiltinGuide(id: g)
        guard guide == .firstTextBaseline || guide == .lastTextBaseline else { return nil }
        let baseline = pass.params[node, .baseline], natural = pass.params[node, .height]
        guard node.isResizable, natural > 0 else { return baseline }
        return baseline * size(pass, n, node, p).height / natural
    }

    static func isRigid(_ facts: StructureFacts, _ n: Int32, _ node: Node) -> Bool { !node.isResizable }
    @inline(__always) static func bottomUpFacts(_ facts: StructureFacts, _ n: Int32, _ node: Node) -> UInt16 { node.symbolBaselineSource }

    static func describe(_ d: NodeDescription) -> String {
        let size = "\(d.number(d.param(.width))) x \(d.number(d.param(.height)))"
        let image = d.node.isSymbol ? "Image(systemName: \"\(d.tree.textEnvironment.symbols[d.node.symbolIndex].name)\", \(size))" : "Image(\(size))"
        return d.node.isResizable ? image + ".resizable()" : image
    }
}
