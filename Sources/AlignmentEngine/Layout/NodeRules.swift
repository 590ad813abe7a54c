/// The one switch from a node kind to its rules type (`NodeLayout`, one file per kind under
/// `Layout/`), and the questions asked through it. `NodeKind.ask(_:in:)` switches without a
/// `default`, so a kind without an arm does not compile. A question is a small type whose
/// generic `answer` calls the kind's static rule; `ask` is inlined and `answer` specialised
/// per kind, so each call is the direct, static call a hand-written switch makes. A question
/// holds plain values; what it is asked in (the pass, the prepared facts) is passed beside
/// it as `Context`, borrowed, so asking costs no reference counting.
protocol KindQuestion {
    /// What the question is asked in (`LayoutPass`, `StructureFacts` ...; `Void` for none).
    associatedtype Context
    /// What the question answers.
    associatedtype Answer
    /// The answer of the kind whose rules are `K`.
    func answer<K: NodeLayout>(_ kind: K.Type, in context: Context) -> Answer
}

extension NodeKind {
    /// The answer of this kind's rules to `question`, asked in `context`. Transparent, so that
    /// it is inlined before `answer` is specialised for each kind.
    @_transparent func ask<Q: KindQuestion>(_ question: Q, in context: Q.Context) -> Q.Answer {
        switch self {
        case .shape: question.answer(ShapeRules.self, in: context)
        case .circle: question.answer(CircleRules.self, in: context)
        case .image: question.answer(ImageRules.self, in: context)
        case .text: question.answer(TextViewRules.self, in: context)
        case .spacer: question.answer(SpacerRules.self, in: context)
        case .geometryReader: question.answer(GeometryReaderRules.self, in: context)
        case .measured: question.answer(MeasuredRules.self, in: context)
        case .divider: question.answer(DividerRules.self, in: context)
        case .hstack, .vstack: question.answer(StackRules.self, in: context)
        case .zstack: question.answer(ZStackRules.self, in: context)
        case .grid: question.answer(GridRules.self, in: context)
        case .gridRow: question.answer(GridRowRules.self, in: context)
        case .viewThatFits: question.answer(ViewThatFitsRules.self, in: context)
        case .custom: question.answer(CustomRules.self, in: context)
        case .scrollView: question.answer(ScrollViewRules.self, in: context)
        case .lazyHStack, .lazyVStack: question.answer(LazyStackRules.self, in: context)
        case .lazyVGrid, .lazyHGrid: question.answer(LazyGridRules.self, in: context)
        case .control: question.answer(ControlRules.self, in: context)
        case .frame: question.answer(FixedFrameRules.self, in: context)
        case .flexibleFrame: question.answer(FlexibleFrameRules.self, in: context)
        case .padding: question.answer(PaddingRules.self, in: context)
        case .alignmentGuide: question.answer(AlignmentGuideRules.self, in: context)
        case .offset: question.answer(OffsetRules.self, in: context)
        case .fixedSize: question.answer(FixedSizeRules.self, in: context)
        case .layoutPriority: question.answer(PriorityRules.self, in: context)
        case .overlay, .background: question.answer(OverlayRules.self, in: context)
        case .aspectRatio: question.answer(AspectRatioRules.self, in: context)
        case .position: question.answer(PositionRules.self, in: context)
        case .environment: question.answer(LayoutDirectionRules.self, in: context)
        case .gridCell: question.answer(GridCellRules.self, in: context)
        case .containerRelativeFrame: question.answer(ContainerRelativeFrameRules.self, in: context)
        case .textEnvironment: question.answer(TextEnvironmentRules.self, in: context)
        case .controlSetting: question.answer(ControlSettingRules.self, in: context)
        case .ignoresSafeArea: question.answer(IgnoresSafeAreaRules.self, in: context)
        case .safeAreaInset: question.answer(SafeAreaInsetRules.self, in: context)
        case .safeAreaPadding: question.answer(SafeAreaPaddingRules.self, in: context)
        }
    }
}

// MARK: The kind's constants

/// The constants of a kind's rules, read together; after inlining each reader keeps its field.
struct KindConstants {
    let sizeCaching, guideCaching: AnswerCaching
    let nestingCost: Int
    let answersCanBeCompared, asksHostForSpacing, rigidityFollowsAnswers, answersOutliveStructure: Bool
    let onlyMovesItsView, spacingPassesFrames, isRelativeFrameContainer: Bool
    let infiniteProposals: InfiniteProposals
    let readsSafeArea, addsSafeArea: Bool
    let family: KindFamily

    /// The question that reads them.
    struct Question: KindQuestion {
        @inline(__always) func answer<K: NodeLayout>(_: K.Type, in _: Void) -> KindConstants {
            KindConstants(
                sizeCaching: K.sizeCaching, guideCaching: K.guideCaching, nestingCost: K.nestingCost,
                answersCanBeCompared: K.answersCanBeCompared, asksHostForSpacing: K.asksHostForSpacing,
                rigidityFollowsAnswers: K.rigidityFollowsAnswers, answersOutliveStructure: K.answersOutliveStructure, onlyMovesItsView: K.onlyMovesItsView,
                spacingPassesFrames: K.spacingPassesFrames, isRelativeFrameContainer: K.isRelativeFrameContainer,
                infiniteProposals: K.infiniteProposals, readsSafeArea: K.readsSafeArea, addsSafeArea: K.addsSafeArea, family: K.family)
        }
    }
}

extension NodeKind {
    /// The kind's constants (`NodeLayout`'s static properties).
    @inline(__always) var constants: KindConstants { ask(KindConstants.Question(), in: ()) }

    /// Whether the kind's sizes are kept across layouts (`always`, `byTheKind`): reuse starts there.
    @inline(__always) var cachesSizes: Bool { constants.sizeCaching == .always || constants.sizeCaching == .byTheKind }
    /// Whether a pass stores every size it computes for the kind (`sizeCaching == .always`).
    @inline(__always) var storesComputedSizes: Bool { constants.sizeCaching == .always }
    /// Whether a pass forgets the kind's deferred sizes when it ends (`whenDeferredForThePass`).
    @inline(__always) var forgetsDeferredSizes: Bool { constants.sizeCaching == .whenDeferredForThePass }
    /// Whether the kind answers explicit guide questions at once (`guideCaching == .never`).
    @inline(__always) var answersGuidesAtOnce: Bool { constants.guideCaching == .never }
    /// Whether a pass stores every explicit value it computes for the kind (`guideCaching == .always`).
    @inline(__always) var storesComputedGuides: Bool { constants.guideCaching == .always }
    /// How many native frames a computed question of this kind counts for.
    @inline(__always) var nestingCost: Int { constants.nestingCost }
    /// Whether relayout can recompute the kind's cached answers and compare them.
    @inline(__always) var answersCanBeCompared: Bool { constants.answersCanBeCompared }
    /// Whether the kind's host states its own spacing preferences.
    var asksHostForSpacing: Bool { constants.asksHostForSpacing }
    /// Whether the host's answers can make the kind rigid (marking it dirty refreshes its facts).
    var rigidityFollowsAnswers: Bool { constants.rigidityFollowsAnswers }
    /// Whether the kind's answers stay right when the structure changes (they depend on the node alone).
    var answersOutliveStructure: Bool { constants.answersOutliveStructure }
    /// Whether the kind only moves its view after its parent placed it (an offset).
    var onlyMovesItsView: Bool { constants.onlyMovesItsView }
    /// Whether a frame around the kind keeps its spacing preferences (a spacer's).
    var spacingPassesFrames: Bool { constants.spacingPassesFrames }
    /// Whether the kind is the container a `containerRelativeFrame` below it measures.
    var isRelativeFrameContainer: Bool { constants.isRelativeFrameContainer }
    /// When an infinite length the kind proposes its children is its own choice.
    @inline(__always) var infiniteProposals: InfiniteProposals { constants.infiniteProposals }
    /// Whether the kind's placement depends on where it is against the safe area.
    var readsSafeArea: Bool { constants.readsSafeArea }
    /// Whether the kind adds to the safe area its first child is laid out in.
    var addsSafeArea: Bool { constants.addsSafeArea }
    /// Whether placing the kind reads or adds to the safe area.
    @inline(__always) var touchesSafeArea: Bool { constants.readsSafeArea || constants.addsSafeArea }
    /// Whether the kind is a leaf, a container or a modifier.
    var family: KindFamily { constants.family }
}

// MARK: Questions about a node

extension Node {
    private struct AlignmentGuideOn: KindQuestion {
        let node: Node, axis: Axis
        func answer<K: NodeLayout>(_: K.Type, in _: Void) -> Int32? { K.alignmentGuide(of: node, on: axis) }
    }
    /// The guide the node aligns its children by on `axis`, if it aligns them by one.
    func alignmentGuide(on axis: Axis) -> Int32? { kind.ask(AlignmentGuideOn(node: self, axis: axis), in: ()) }
    private struct ChildRightToLeft: KindQuestion {
        let node: Node, rightToLeft: Bool
        @inline(__always) func answer<K: NodeLayout>(_: K.Type, in _: Void) -> Bool { K.childRightToLeft(node, rightToLeft) }
    }
    /// The direction the node lays its children out in, given its own.
    @inline(__always) func childRightToLeft(_ rightToLeft: Bool) -> Bool { kind.ask(ChildRightToLeft(node: self, rightToLeft: rightToLeft), in: ()) }
    private struct TopDownFacts: KindQuestion {
        let node: Node, context: UInt16, rightToLeft: Bool
        @inline(__always) func answer<K: NodeLayout>(_: K.Type, in _: Void) -> (own: UInt16, childContext: UInt16) {
            K.topDownFacts(node, context: context, rightToLeft: rightToLeft)
        }
    }
    /// The node's own top-down prepared bits and the spacer orientation of its children.
    @inline(__always) func topDownFacts(context: UInt16, rightToLeft: Bool) -> (own: UInt16, childContext: UInt16) {
        kind.ask(TopDownFacts(node: self, context: context, rightToLeft: rightToLeft), in: ())
    }
    private struct MessageName: KindQuestion {
        let node: Node
        func answer<K: NodeLayout>(_: K.Type, in _: Void) -> String { K.messageName(node) }
    }
    /// The node's name in messages: a modifier's as SwiftUI spells it, else its kind's.
    var modifierName: String { kind.ask(MessageName(node: self), in: ()) }
    private struct GuideItSets: KindQuestion {
        let node: Node
        func answer<K: NodeLayout>(_: K.Type, in _: Void) -> Int32? { K.guideItSets(node) }
    }
    /// The guide the node gives its view a value for by itself (an `alignmentGuide`'s), or nil.
    var guideItSets: Int32? { kind.ask(GuideItSets(node: self), in: ()) }
    private struct IsSameModifier: KindQuestion {
        let node: Node, other: Node
        func answer<K: NodeLayout>(_: K.Type, in _: Void) -> Bool { K.isSameModifier(node, as: other) }
    }
    /// Whether `other`, a node of the same kind, is the same modifier with other parameters.
    func isSameModifier(as other: Node) -> Bool { kind.ask(IsSameModifier(node: self, other: other), in: ()) }
}

// MARK: Questions a pass asks

extension LayoutPass {
    private struct ImmediateSize: KindQuestion {
        let n: Int32, node: Node, p: Proposal
        @inline(__always) func answer<K: NodeLayout>(_: K.Type, in pass: LayoutPass) -> Size? {
            K.sizeCaching == .never ? K.size(pass, n, node, p) : nil
        }
    }
    /// The size of a kind answered at once (`sizeCaching == .never`), else nil.
    @inline(__always) func immediateSize(_ n: Int32, _ node: Node, _ p: Proposal) -> Size? {
        node.kind.ask(ImmediateSize(n: n, node: node, p: p), in: self)
    }
    private struct ComputeSize: KindQuestion {  // transparent: a stack's size inlines into computeSize
        let n: Int32, node: Node, p: Proposal
        @_transparent func answer<K: NodeLayout>(_: K.Type, in pass: LayoutPass) -> Size { K.size(pass, n, node, p) }
    }
    /// The size of a node, computed (not looked up).
    func computeSize(_ n: Int32, _ node: Node, _ p: Proposal) -> Size { node.kind.ask(ComputeSize(n: n, node: node, p: p), in: self) }
    private struct ComputeExplicit: KindQuestion {
        let n: Int32, node: Node, g: Int32, p: Proposal
        @inline(__always) func answer<K: NodeLayout>(_: K.Type, in pass: LayoutPass) -> Double? { K.explicit(pass, n, node, g, p) }
    }
    /// The explicit value of guide `g` of a node, computed (not looked up).
    func computeExplicit(_ n: Int32, _ node: Node, _ g: Int32, _ p: Proposal) -> Double? {
        node.kind.ask(ComputeExplicit(n: n, node: node, g: g, p: p), in: self)
    }
    private struct OnlyChildProposal: KindQuestion {
        let n: Int32, node: Node, p: Proposal
        @inline(__always) func answer<K: NodeLayout>(_: K.Type, in pass: LayoutPass) -> Proposal? { K.onlyChildProposal(pass, n, node, p) }
    }
    /// What the node's size for `p` asks of its only child (`NodeLayout.onlyChildProposal`).
    func onlyChildProposal(_ n: Int32, _ node: Node, _ p: Proposal) -> Proposal? {
        node.kind.ask(OnlyChildProposal(n: n, node: node, p: p), in: self)
    }
    private struct Priority: KindQuestion {
        let node: Node
        @inline(__always) func answer<K: NodeLayout>(_: K.Type, in pass: LayoutPass) -> Double? { K.priority(pass, node) }
    }
    /// The layout priority node `n` reports to its stack: the first one down its modifier chain.
    @inline(__always) func priority(_ n: Int32) -> Double {
        var current = n
        while true {
            let node = nodes[current]
            if let own = node.kind.ask(Priority(node: node), in: self) { return own }
            current = child(node)
        }
    }
    private struct WillPlaceChildren: KindQuestion {
        let n: Int32, frame: Rect
        @inline(__always) func answer<K: NodeLayout>(_: K.Type, in pass: LayoutPass) { K.willPlaceChildren(pass, n, frame) }
    }
    /// Tells node `n` it has its frame, before its children are placed.
    @inline(__always) func willPlaceChildren(_ n: Int32, _ node: Node, _ frame: Rect) {
        node.kind.ask(WillPlaceChildren(n: n, frame: frame), in: self)
    }
    private struct DidPlace: KindQuestion {
        let n: Int32, proposal: Proposal, rightToLeft: Bool
        @inline(__always) func answer<K: NodeLayout>(_: K.Type, in pass: LayoutPass) { K.didPlace(pass, n, proposal, rightToLeft: rightToLeft) }
    }
    /// Tells node `n` its frame is stored.
    @inline(__always) func didPlace(_ n: Int32, _ node: Node, _ proposal: Proposal, rightToLeft: Bool) {
        node.kind.ask(DidPlace(n: n, proposal: proposal, rightToLeft: rightToLeft), in: self)
    }

    private struct SafeAreaAdded: KindQuestion {
        let n: Int32, node: Node, s: Size
        func answer<K: NodeLayout>(_: K.Type, in pass: LayoutPass) -> EdgeInsets { K.safeAreaAdded(pass, n, node, s) }
    }
    /// What node `n` (a kind that `addsSafeArea`), placed at size `s`, adds to its first child's safe area.
    func safeAreaAdded(_ n: Int32, _ node: Node, _ s: Size) -> EdgeInsets {
        node.kind.ask(SafeAreaAdded(n: n, node: node, s: s), in: self)
    }

    /// Every child of node `n` (proposed `p`, of size `s`) as placement gives it: index, node,
    /// proposal, size, origin in the node's left-to-right space.
    ///
    /// Written out, not asked through `NodeKind.ask`: a question could hold the non-escaping
    /// `body` only through `withoutActuallyEscaping`, which allocates (decisions, "One switch").
    @inline(__always)
    func forEachPlacedChild(_ n: Int32, _ node: Node, _ p: Proposal, _ s: Size, _ body: (Int32, Int32, Proposal, Size, Point) -> Void) {
        switch node.kind {
        case .shape: ShapeRules.placeChildren(self, n, node, p, s, body)
        case .circle: CircleRules.placeChildren(self, n, node, p, s, body)
        case .image: ImageRules.placeChildren(self, n, node, p, s, body)
        case .text: TextViewRules.placeChildren(self, n, node, p, s, body)
        case .spacer: SpacerRules.placeChildren(self, n, node, p, s, body)
        case .geometryReader: GeometryReaderRules.placeChildren(self, n, node, p, s, body)
        case .measured: MeasuredRules.placeChildren(self, n, node, p, s, body)
        case .divider: DividerRules.placeChildren(self, n, node, p, s, body)
        case .hstack, .vstack: StackRules.placeChildren(self, n, node, p, s, body)
        case .zstack: ZStackRules.placeChildren(self, n, node, p, s, body)
        case .grid: GridRules.placeChildren(self, n, node, p, s, body)
        case .gridRow: GridRowRules.placeChildren(self, n, node, p, s, body)
        case .viewThatFits: ViewThatFitsRules.placeChildren(self, n, node, p, s, body)
        case .custom: CustomRules.placeChildren(self, n, node, p, s, body)
        case .scrollView: ScrollViewRules.placeChildren(self, n, node, p, s, body)
        case .lazyHStack, .lazyVStack: LazyStackRules.placeChildren(self, n, node, p, s, body)
        case .lazyVGrid, .lazyHGrid: LazyGridRules.placeChildren(self, n, node, p, s, body)
        case .control: ControlRules.placeChildren(self, n, node, p, s, body)
        case .frame: FixedFrameRules.placeChildren(self, n, node, p, s, body)
        case .flexibleFrame: FlexibleFrameRules.placeChildren(self, n, node, p, s, body)
        case .padding: PaddingRules.placeChildren(self, n, node, p, s, body)
        case .alignmentGuide: AlignmentGuideRules.placeChildren(self, n, node, p, s, body)
        case .offset: OffsetRules.placeChildren(self, n, node, p, s, body)
        case .fixedSize: FixedSizeRules.placeChildren(self, n, node, p, s, body)
        case .layoutPriority: PriorityRules.placeChildren(self, n, node, p, s, body)
        case .overlay, .background: OverlayRules.placeChildren(self, n, node, p, s, body)
        case .aspectRatio: AspectRatioRules.placeChildren(self, n, node, p, s, body)
        case .position: PositionRules.placeChildren(self, n, node, p, s, body)
        case .environment: LayoutDirectionRules.placeChildren(self, n, node, p, s, body)
        case .gridCell: GridCellRules.placeChildren(self, n, node, p, s, body)
        case .containerRelativeFrame: ContainerRelativeFrameRules.placeChildren(self, n, node, p, s, body)
        case .textEnvironment: TextEnvironmentRules.placeChildren(self, n, node, p, s, body)
        case .controlSetting: ControlSettingRules.placeChildren(self, n, node, p, s, body)
        case .ignoresSafeArea: IgnoresSafeAreaRules.placeChildren(self, n, node, p, s, body)
        case .safeAreaInset: SafeAreaInsetRules.placeChildren(self, n, node, p, s, body)
        case .safeAreaPadding: SafeAreaPaddingRules.placeChildren(self, n, node, p, s, body)
        }
    }
}

// MARK: Prepared facts and descriptions

extension StructureFacts {
    private struct BottomUpInfo: KindQuestion {
        let n: Int32, node: Node
        @inline(__always) func answer<K: NodeLayout>(_: K.Type, in facts: StructureFacts) -> UInt16 {
            K.bottomUpFacts(facts, n, node) | (K.isRigid(facts, n, node) ? PreparedTree.rigid : 0)
        }
    }
    /// A node's bottom-up facts from its children's: spacing, explicit-guide sources, rigidity.
    func bottomUpInfo(_ n: Int32) -> UInt16 {
        let node = nodes[n]
        return node.kind.ask(BottomUpInfo(n: n, node: node), in: self)
    }
}

extension NodeDescription {
    private struct Name: KindQuestion {
        func answer<K: NodeLayout>(_: K.Type, in description: NodeDescription) -> String { K.explanationName(description) }
    }
    /// The node's name in an explanation: a modifier's, or its view's type name.
    var name: String { node.kind.ask(Name(), in: self) }
    private struct Describe: KindQuestion {
        func answer<K: NodeLayout>(_: K.Type, in description: NodeDescription) -> String { K.describe(description) }
    }
    /// The node in SwiftUI's words.
    var description: String { node.kind.ask(Describe(), in: self) }
}
