/// `GeometryReader`: takes the proposal, proposes its size to every child and puts them at its
/// top-leading corner; its observers learn its size and frame when it is placed. Spacers in it
/// grow on both axes.
enum GeometryReaderRules: ContainerRules {
    static var sizeCaching: AnswerCaching { .never }
    static var guideCaching: AnswerCaching { .never }

    @inline(__always) static func size(_ pass: LayoutPass, _ n: Int32, _ node: Node, _ p: Proposal) -> Size { p.filled }
    @inline(__always) static func priority(_ pass: LayoutPass, _ node: Node) -> Double? { 0 }

    @inline(__always) static func placeChildren(_ pass: LayoutPass, _ n: Int32, _ node: Node, _ p: Proposal, _ s: Size,
                                                _ body: (Int32, Int32, Proposal, Size, Point) -> Void) {
        let proposal = Proposal(s)
        for i in 0..<node.childCount {
            let c = pass.child(node, i)
            body(i, c, proposal, pass.size(c, proposal), .zero)
        }
    }
    @inline(__always) static func willPlaceChildren(_ pass: LayoutPass, _ n: Int32, _ frame: Rect) { pass.tellGeometry(n, frame) }

    static func bottomUpFacts(_ facts: StructureFacts, _ n: Int32, _ node: Node) -> UInt16 { 0 }
}

extension LayoutPass {
    /// Tells a GeometryReader's observers its size and frame.
    @inline(never)
    func tellGeometry(_ n: Int32, _ frame: Rect) {
        tree.geometryObservers[n]?(frame.size)
        tree.geometryFrameObservers[n]?(frame)
    }
}
