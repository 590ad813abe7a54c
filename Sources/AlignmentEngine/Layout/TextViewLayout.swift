/// `Text`: wraps at spaces to the proposed width in the metrics font model (`TextLayout`);
/// its first and last text baselines are its first and last lines' (a text that reserves
/// space for more lines than it has keeps its last baseline on its last line). Placement records each
/// text's proposal and direction for its lines.
enum TextViewRules: LeafRules {
    static var sizeCaching: AnswerCaching { .always }
    /// Its baselines are not among its cached answers: the container above compares.
    static var answersCanBeCompared: Bool { false }
    /// Its size follows its content and font alone: a change of structure leaves it right.
    static var answersOutliveStructure: Bool { true }

    static func size(_ pass: LayoutPass, _ n: Int32, _ node: Node, _ p: Proposal) -> Size { TextLayout.size(of: pass.texts[node.textIndex], proposal: p) }
    static func explicit(_ pass: LayoutPass, _ n: Int32, _ node: Node, _ g: Int32, _ p: Proposal) -> Double? { pass.textBaseline(n, node, g, p) }

    @inline(__always) static func didPlace(_ pass: LayoutPass, _ n: Int32, _ proposal: Proposal, rightToLeft: Bool) { pass.tree.lastLayout.textPlacements[n] = (proposal, rightToLeft) }

    static func bottomUpFacts(_ facts: StructureFacts, _ n: Int32, _ node: Node) -> UInt16 { PreparedTree.explicitBaseline }

    static func describe(_ d: NodeDescription) -> String { "Text(\(ExplanationText.quoted(d.tree.texts[d.node.textIndex].string)))" }
}

extension LayoutPass {
    /// A text's first baseline is its first line's, its last baseline its last line's (at the
    /// scale a text that shrank to fit is drawn).
    func textBaseline(_ n: Int32, _ node: Node, _ g: Int32, _ p: Proposal) -> Double? {
        let baseline = BuiltinGuide(id: g)
        guard baseline == .firstTextBaseline || baseline == .lastTextBaseline else { return nil }
        let text = texts[node.textIndex]
        let ascent = text.style.font.ascent
        if text.reservesSpace || text.style.minimumScaleFactor < 1 {
            let layout = TextLayout(text: text, proposal: p)
            let lines = baseline == .firstTextBaseline ? 1 : Double(max(layout.lines.count, 1))
            return ((lines - 1) * text.linePitch + ascent) * layout.scale
        }
        guard baseline == .lastTextBaseline else { return ascent }
        // The line count from the height.
        let pitch = text.linePitch
        let lines = pitch > 0 ? max(1, ((size(n, p).height + text.lineSpacing) / pitch).rounded()) : 1
        return (lines - 1) * pitch + ascent
    }
}
