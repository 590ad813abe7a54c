/// `.alignmentGuide(_:computeValue:)` (§6): gives the view an explicit value for one guide,
/// computed by an expression or a closure of its dimensions; every other guide passes
/// through.
enum AlignmentGuideRules: ModifierRules {
    static var guideCaching: AnswerCaching { .always }
    static func messageName(_ node: Node) -> String { "alignmentGuide" }
    static func guideItSets(_ node: Node) -> Int32? { node.guide }
    static func isSameModifier(_ node: Node, as other: Node) -> Bool { other.guide == node.guide }

    static func explicit(_ pass: LayoutPass, _ n: Int32, _ node: Node, _ g: Int32, _ p: Proposal) -> Double? { pass.explicitAlignmentGuide(n, node, g, p) }

    static func bottomUpFacts(_ facts: StructureFacts, _ n: Int32, _ node: Node) -> UInt16 {
        let own = facts.guides[Int(node.guide)].axis == .horizontal ? PreparedTree.explicitHorizontal : PreparedTree.explicitVertical
        return facts.passedThrough(node) | own
    }

    static func explanationName(_ d: NodeDescription) -> String { "alignmentGuide" }
    static func describe(_ d: NodeDescription) -> String { ".alignmentGuide(\(d.guide(d.node.guide)))" }
}

extension LayoutPass {
    /// The modifier's value for its guide, or the child's for any other guide.
    func explicitAlignmentGuide(_ n: Int32, _ node: Node, _ g: Int32, _ p: Proposal) -> Double? {
        let c = child(node)
        guard node.guide == g else { return explicit(c, g, p) }
        let s = size(c, p)
        let d = ViewDimensions(width: s.width, height: s.height, pass: self, node: c, proposal: p)
        switch functions[Int(node.functionIndex)] {
        case .expression(let expression): return expression.evaluate(in: d)
        case .function(let function):
            nesting += Self.callbackNesting
            defer { nesting -= Self.callbackNesting }
            return function(d)
        }
    }
}
