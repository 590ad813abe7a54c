/// `GeometryReader`: takes the proposal, proposes its size to every child and puts them at its
/// top-leading corner; its observers learn its size and frame when it is placed. Spacers in it
/// grow on both axes.
enum GeometryReaderRules: NodeLayout {
    static var sizeCaching: AnswerCaching { .never }
    static var guideCaching: AnswerCaching { .never }
    static var nestingCost: Int { 1 }
    static var answersCanBeCompared: Bool { true }
    static var asksHostForSpacing: Bool { false }
    static func messageName(_ node: Node) -> String { "\(node.kind)" }
    static var onlyMovesItsView: Bool { false }
    static var spacingPassesFrames: Bool { false }
    static func guideItSets(_ node: Node) -> Int32? { nil }
    static func isSameModifier(_ node: Node, as other: Node) -> Bool { true }
    static var isRelativeFrameContainer: Bool { false }
    static var infiniteProposals: InfiniteProposals { .never }
    static var rigidityFollowsAnswers: Bool { false }

    @inline(__always) static func size(_ pass: LayoutPass, _ n: Int32, _ node: Node, _ p: Proposal) -> Size { p.filled }
    static func explicit(_ pass: LayoutPass, _ n: Int32, _ node: Node, _ g: Int32, _ p: Proposal) -> Double? { nil }
    @inline(__always) static func priority(_ pass: LayoutPass, _ node: Node) -> Double? { 0 }
    static func onlyChildProposal(_ pass: LayoutPass, _ n: Int32, _ node: Node, _ p: Proposal) -> Proposal? { nil }

    @inline(__always) static func placeChildren(_ pass: LayoutPass, _ n: Int32, _ node: Node, _ p: Proposal, _ s: Size,
                                                _ body: (Int32, Int32, Proposal, Size, Point) -> Void) {
        let proposal = Proposal(s)
        for i in 0..<node.childCount {
            let c = pass.child(node, i)
            body(i, c, proposal, pass.size(c, proposal), .zero)
        }
    }
    static func alignmentGuide(of node: Node, on axis: Axis) -> Int32? { nil }
    @inline(__always) static func childRightToLeft(_ node: Node, _ rightToLeft: Bool) -> Bool { rightToLeft }
    @inline(__always) static func willPlaceChildren(_ pass: LayoutPass, _ n: Int32, _ frame: Rect) { pass.tellGeometry(n, frame) }
    @inline(__always) static func didPlace(_ pass: LayoutPass, _ n: Int32, _ proposal: Proposal, rightToLeft: Bool) {}

    @inline(__always) static func topDownFacts(_ node: Node, context: UInt16, rightToLeft: Bool) -> (own: UInt16, childContext: UInt16) { (0, 0) }
    static func isRigid(_ facts: StructureFacts, _ n: Int32, _ node: Node) -> Bool { false }
    static func bottomUpFacts(_ facts: StructureFacts, _ n: Int32, _ node: Node) -> UInt16 { 0 }

    static func explanationName(_ d: NodeDescription) -> String { d.viewName }
    static func describe(_ d: NodeDescription) -> String { d.viewName }
}

extension LayoutPass {
    /// Tells a GeometryReader's observers its size and frame.
    @inline(never)
    func tellGeometry(_ n: Int32, _ frame: Rect) {
        tree.geometryObservers[n]?(frame.size)
        tree.geometryFrameObservers[n]?(frame)
    }
}
