/// `.safeAreaPadding(_:)` (params: top, leading, bottom, trailing, each ≥ 0; decisions, "Safe
/// area"). SwiftUI writes it as four `safeAreaInset`s of clear frames as long as the insets,
/// spacing 0; that is a padding that adds its insets to its view's safe area:
///
/// - it sizes as `.padding` does (the proposal less the insets to the view, the view's size
///   plus the insets);
/// - placed, it proposes the view a specified length where its own proposal had none (its own
///   length less the insets: each inset layout fills an unspecified cross length with its own)
///   and puts it inside the insets;
/// - its view is laid out in a safe area of the modifier's frame with the insets unsafe;
/// - like a `safeAreaInset` it gives no explicit guide values and no spacing preferences.
enum SafeAreaPaddingRules: ModifierRules {
    static var addsSafeArea: Bool { true }
    static func messageName(_ node: Node) -> String { "safeAreaPadding" }

    static func size(_ pass: LayoutPass, _ n: Int32, _ node: Node, _ p: Proposal) -> Size { PaddingRules.size(pass, n, node, p) }
    static func explicit(_ pass: LayoutPass, _ n: Int32, _ node: Node, _ g: Int32, _ p: Proposal) -> Double? { nil }
    static func onlyChildProposal(_ pass: LayoutPass, _ n: Int32, _ node: Node, _ p: Proposal) -> Proposal? { PaddingRules.childProposal(pass, node, p) }

    @inline(never) static func placeChildren(_ pass: LayoutPass, _ n: Int32, _ node: Node, _ p: Proposal, _ s: Size,
                                                _ body: (Int32, Int32, Proposal, Size, Point) -> Void) {
        let insets = insets(pass.params, node)
        var proposal = PaddingRules.childProposal(pass, node, p)
        if proposal.width.isNaN { proposal.width = max(0, s.width - insets.leading - insets.trailing) }
        if proposal.height.isNaN { proposal.height = max(0, s.height - insets.top - insets.bottom) }
        let c = pass.child(node)
        body(0, c, proposal, pass.size(c, proposal), Point(x: insets.leading, y: insets.top))
    }

    static func bottomUpFacts(_ facts: StructureFacts, _ n: Int32, _ node: Node) -> UInt16 { 0 }

    static func safeAreaAdded(_ pass: LayoutPass, _ n: Int32, _ node: Node, _ s: Size) -> EdgeInsets { insets(pass.params, node) }

    static func explanationName(_ d: NodeDescription) -> String { "safeAreaPadding" }
    static func describe(_ d: NodeDescription) -> String { d.call(".safeAreaPadding", [d.arguments(["top", "leading", "bottom", "trailing"], from: .top)]) }

    /// The node's insets.
    static func insets(_ params: ContiguousStorage<Double>, _ node: Node) -> EdgeInsets {
        EdgeInsets(top: params[node, .top], leading: params[node, .leading], bottom: params[node, .bottom], trailing: params[node, .trailing])
    }
}
