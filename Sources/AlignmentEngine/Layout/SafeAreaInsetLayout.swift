/// `.safeAreaInset(edge:alignment:spacing:content:)` (SwiftUI's `_InsetViewModifier`;
/// decisions, "Safe area"): child 0 is the modified view, child 1 the inset content; `edge`'s
/// axis is the main axis, the other the cross axis.
///
/// Sizing: the content is proposed the proposal less `spacing` and less the view's minimum
/// length on the main axis (the view proposed 0 there); the view is proposed the proposal less
/// the content's length and `spacing`. The modifier is the content's length, `spacing` and the
/// view's long on the main axis, and the longer of the two across (never below 0). An
/// unspecified main-axis proposal stays unspecified for both.
///
/// Placement: the same, with an unspecified cross-axis proposal replaced by the modifier's own
/// length; the view sits against the opposite edge, the content against `edge`, and across
/// they are aligned by `alignment`. The view's safe area gains the content's length and
/// `spacing` on `edge` (of the content proposed the modifier's size); the content sees the
/// safe area the modifier sees. `spacing` nil: the space the two views' spacing preferences
/// ask for between the view and the content after it.
///
/// It keeps its sizes in every pass, as a container does: each size asks its view twice, and
/// insets nested in insets would otherwise ask again at every level. It gives no explicit guide
/// values and no spacing preferences of its own (SwiftUI's inset layout states neither).
enum SafeAreaInsetRules: ModifierRules {
    static var sizeCaching: AnswerCaching { .always }
    static var addsSafeArea: Bool { true }
    static func messageName(_ node: Node) -> String { "safeAreaInset" }

    static func size(_ pass: LayoutPass, _ n: Int32, _ node: Node, _ p: Proposal) -> Size {
        let parts = layOut(pass, node, p)
        let axis = node.insetEdge.axis
        let main = max(0, parts.contentSize[axis] + parts.spacing + parts.viewSize[axis])
        let cross = max(parts.contentSize[axis.other], parts.viewSize[axis.other])
        return axis == .horizontal ? Size(width: main, height: cross) : Size(width: cross, height: main)
    }
    static func explicit(_ pass: LayoutPass, _ n: Int32, _ node: Node, _ g: Int32, _ p: Proposal) -> Double? { nil }
    static func onlyChildProposal(_ pass: LayoutPass, _ n: Int32, _ node: Node, _ p: Proposal) -> Proposal? { nil }

    @inline(never) static func placeChildren(_ pass: LayoutPass, _ n: Int32, _ node: Node, _ p: Proposal, _ s: Size,
                                                _ body: (Int32, Int32, Proposal, Size, Point) -> Void) {
        let edge = node.insetEdge, axis = edge.axis, cross = axis.other
        var proposal = p
        if proposal[cross].isNaN { proposal[cross] = s[cross] }
        let parts = layOut(pass, node, proposal)
        let (view, content) = (pass.child(node), pass.child(node, 1))
        // The view against the opposite edge, centred across; the content against the edge.
        var viewOrigin = Point.zero, contentOrigin = Point.zero
        let farView = s[axis] - parts.viewSize[axis], farContent = s[axis] - parts.contentSize[axis]
        let towardsEnd = edge == .top || edge == .leading
        viewOrigin[axis] = towardsEnd ? farView : 0
        contentOrigin[axis] = towardsEnd ? 0 : farContent
        viewOrigin[cross] = (s[cross] - parts.viewSize[cross]) / 2
        let g = node.guide
        contentOrigin[cross] = viewOrigin[cross] + pass.guideValue(view, g, parts.viewProposal, parts.viewSize)
            - pass.guideValue(content, g, parts.contentProposal, parts.contentSize)
        body(0, view, parts.viewProposal, parts.viewSize, viewOrigin)
        body(1, content, parts.contentProposal, parts.contentSize, contentOrigin)
    }
    static func alignmentGuide(of node: Node, on axis: Axis) -> Int32? { axis == node.insetEdge.axis ? nil : node.guide }

    static func isRigid(_ facts: StructureFacts, _ n: Int32, _ node: Node) -> Bool { false }
    static func bottomUpFacts(_ facts: StructureFacts, _ n: Int32, _ node: Node) -> UInt16 { 0 }

    /// The view's safe area gains the content's length (proposed the modifier's size) and
    /// the spacing on `edge`.
    static func safeAreaAdded(_ pass: LayoutPass, _ n: Int32, _ node: Node, _ s: Size) -> EdgeInsets {
        let edge = node.insetEdge
        let parts = layOut(pass, node, Proposal(s))
        var insets = EdgeInsets.zero
        insets[edge] = parts.spacing + parts.contentSize[edge.axis]
        return insets
    }

    static func explanationName(_ d: NodeDescription) -> String { "safeAreaInset" }
    static func describe(_ d: NodeDescription) -> String {
        let spacing = d.param(.spacing)
        return d.call(".safeAreaInset", ["edge: .\(d.node.insetEdge)", "alignment: \(d.guide(d.node.guide))",
                                         spacing.isNaN ? "" : "spacing: \(d.number(spacing))", "content: \(d.childViewName(1))"])
    }

    /// The proposals and sizes of the view and the content for the modifier proposed `p`, and
    /// the spacing between them.
    private static func layOut(_ pass: LayoutPass, _ node: Node, _ p: Proposal)
        -> (spacing: Double, viewProposal: Proposal, viewSize: Size, contentProposal: Proposal, contentSize: Size) {
        let axis = node.insetEdge.axis
        let (view, content) = (pass.child(node), pass.child(node, 1))
        let spacing = spacing(pass, node, view, content)
        var contentProposal = p, viewProposal = p
        let length = p[axis]
        if !length.isNaN {
            let withoutSpacing = max(length - spacing, 0)
            var minimumProposal = p
            minimumProposal[axis] = 0
            let minimum = pass.size(view, minimumProposal)[axis]
            contentProposal[axis] = rest(withoutSpacing, less: minimum)
        }
        let contentSize = pass.size(content, contentProposal)
        if !length.isNaN { viewProposal[axis] = rest(length, less: contentSize[axis] + spacing) }
        return (spacing, viewProposal, pass.size(view, viewProposal), contentProposal, contentSize)
    }

    /// `length - used`, never below 0; an infinite length less an infinite use stays infinite.
    @inline(__always) private static func rest(_ length: Double, less used: Double) -> Double {
        let rest = length - used
        return rest.isNaN ? length : max(rest, 0)
    }

    /// The spacing: the node's, else what the view's and the content's spacing preferences
    /// ask for between the view and the content after it along the edge's axis.
    private static func spacing(_ pass: LayoutPass, _ node: Node, _ view: Int32, _ content: Int32) -> Double {
        let own = pass.params[node, .spacing]
        guard own.isNaN else { return own }
        return ViewSpacing(preparedBits: pass.info[view]).distance(to: ViewSpacing(preparedBits: pass.info[content]), along: node.insetEdge.axis)
    }
}

extension Edge {
    /// The axis across the edge: vertical for the top and bottom edges.
    var axis: Axis { self == .top || self == .bottom ? .vertical : .horizontal }
}
