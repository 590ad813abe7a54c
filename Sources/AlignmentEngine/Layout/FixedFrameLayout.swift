/// `.frame(width:height:alignment:)` (§8.3; params: width, height, NaN for the child's own):
/// proposes its lengths to the child and aligns the child in it. Fixed on both axes (or
/// around a rigid child) it is rigid; a fixed length resets the child's spacing preferences
/// on that axis.
enum FixedFrameRules: PlacingModifierRules {
    static func messageName(_ node: Node) -> String { "frame" }
    static func size(_ pass: LayoutPass, _ n: Int32, _ node: Node, _ p: Proposal) -> Size { pass.sizeFrame(n, node, p) }
    static func onlyChildProposal(_ pass: LayoutPass, _ n: Int32, _ node: Node, _ p: Proposal) -> Proposal? { pass.frameChildProposal(node, p) }

    static func alignmentGuide(of node: Node, on axis: Axis) -> Int32? { axis == .horizontal ? node.horizontalGuide : node.verticalGuide }

    static func isRigid(_ facts: StructureFacts, _ n: Int32, _ node: Node) -> Bool { (!facts.params[node, .width].isNaN && !facts.params[node, .height].isNaN) || facts.childIsRigid(node) }
    static func bottomUpFacts(_ facts: StructureFacts, _ n: Int32, _ node: Node) -> UInt16 {
        let fixesWidth = !facts.params[node, .width].isNaN, fixesHeight = !facts.params[node, .height].isNaN
        return facts.frameFacts(node, constrainsWidth: fixesWidth, constrainsHeight: fixesHeight)
            | facts.takenLengths(ofChild: node, width: !fixesWidth, height: !fixesHeight)
    }

    static func explanationName(_ d: NodeDescription) -> String { "frame" }
    static func describe(_ d: NodeDescription) -> String { d.call(".frame", [d.arguments(["width", "height"], from: .width), d.alignment]) }

    /// The child's proposal, size and origin in the frame.
    @inline(__always) static func placedChild(_ pass: LayoutPass, _ n: Int32, _ node: Node, _ p: Proposal, _ s: Size) -> (proposal: Proposal, size: Size, origin: Point) {
        let c = pass.child(node)
        let cp = pass.frameChildProposal(node, p)
        let cs = pass.size(c, cp)
        return (cp, cs, pass.frameChildOrigin(n, node, p, s, child: c, cp, cs))
    }
}

extension LayoutPass {
    /// A fixed frame's size: its lengths, the child's on an axis it does not fix.
    func sizeFrame(_ n: Int32, _ node: Node, _ p: Proposal) -> Size {
        let width = params[node, .width], height = params[node, .height]
        if !width.isNaN && !height.isNaN { return Size(width: width, height: height) }
        let s = size(child(node), frameChildProposal(node, p))
        return Size(width: width.isNaN ? s.width : width, height: height.isNaN ? s.height : height)
    }

    /// What a fixed frame proposes to its child, when sizing and when placing.
    func frameChildProposal(_ node: Node, _ p: Proposal) -> Proposal {
        let width = params[node, .width], height = params[node, .height]
        return Proposal(width: width.isNaN ? p.width : width, height: height.isNaN ? p.height : height)
    }
}
