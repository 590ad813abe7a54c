/// `.ignoresSafeArea(_:edges:)` (SwiftUI's `_SafeAreaRegionsIgnoringLayout`; decisions, "Safe
/// area"): answers its view's size for its proposal, so its parent lays it out as if it were
/// not there; placed, it finds how far it may extend on each of its edges (where its frame
/// reaches the edge of a safe area it sees: `LayoutPass.noteSafeArea`), proposes its
/// view that much more and puts it that much further out. Regions other than the container's
/// (a keyboard's) have no layout of their own.
enum IgnoresSafeAreaRules: ModifierRules {
    static var readsSafeArea: Bool { true }
    static func messageName(_ node: Node) -> String { "ignoresSafeArea" }


    @inline(never) static func placeChildren(_ pass: LayoutPass, _ n: Int32, _ node: Node, _ p: Proposal, _ s: Size,
                                                _ body: (Int32, Int32, Proposal, Size, Point) -> Void) {
        let insets = pass.tree.lastLayout.ignoredSafeArea[n] ?? .zero
        let c = pass.child(node)
        let proposal = p.outset(by: insets)
        body(0, c, proposal, pass.size(c, proposal), Point(x: -insets.leading, y: -insets.top))
    }

    static func explanationName(_ d: NodeDescription) -> String { "ignoresSafeArea" }
    static func describe(_ d: NodeDescription) -> String {
        let regions = d.node.safeAreaRegions
        let call = d.call(".ignoresSafeArea", [regions == .all ? "" : regions == .container ? ".container" : regions == .keyboard ? ".keyboard" : "[]",
                                               d.node.safeAreaEdges == .all ? "" : "edges: \(Self.name(of: d.node.safeAreaEdges))"])
        guard let insets = d.tree.lastLayout.ignoredSafeArea[d.n] else { return call }
        let extended = Edge.allCases.filter { insets[$0] != 0 }.map { "\($0) \(d.number(insets[$0]))" }
        return call + (extended.isEmpty ? " (not extended into the safe area)" : " (extended into the safe area by \(extended.joined(separator: ", ")))")
    }

    /// A set of edges as SwiftUI writes it (`.top`, `.horizontal`, `[.top, .leading]`).
    static func name(of edges: Edge.Set) -> String {
        let named: [(Edge.Set, String)] = [(.all, ".all"), (.horizontal, ".horizontal"), (.vertical, ".vertical"), ([], "[]")]
        if let name = named.first(where: { $0.0 == edges }) { return name.1 }
        let parts = Edge.allCases.filter { edges.contains($0.set) }.map { ".\($0)" }
        return parts.count == 1 ? parts[0] : "[" + parts.joined(separator: ", ") + "]"
    }
}
