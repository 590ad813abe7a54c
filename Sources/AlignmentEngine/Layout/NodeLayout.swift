/// Every rule of one kind of node, in one type with one file under `Layout/`: how the kind
/// sizes, the explicit guide values it gives, how it places its children, the facts the
/// prepared tree keeps about it, its priority and its caching policy.
///
/// Kinds are enums without cases; every requirement is static and has no default here. A
/// kind conforms to its family's defaults instead (`LeafRules`, `ContainerRules`,
/// `ModifierRules`, `PlacingModifierRules`: a choice, stated in its declaration) and states
/// only the rules it changes. `NodeKind.ask(_:in:)` in `NodeRules.swift` switches
/// exhaustively over `NodeKind` and hands each question to the kind's type, a direct call
/// once inlined (no existential, no witness table on the hot path). `LayoutPass` is the pass
/// asking; `n` is the node's index and `node` its record.
protocol NodeLayout {
    // MARK: Caching policy

    /// How a pass keeps the kind's sizes (`always` and `byTheKind`: also across layouts, and
    /// these nodes are where relayout and placement reuse start).
    static var sizeCaching: AnswerCaching { get }
    /// How a pass keeps the kind's explicit guide values.
    static var guideCaching: AnswerCaching { get }
    /// How many native frames one computed question of the kind counts for in the nesting
    /// limit (more for host callbacks, which nest their own frames).
    static var nestingCost: Int { get }
    /// Whether relayout can recompute the kind's cached answers and compare them with the
    /// old ones to see whether a change stops at the node (else the container above compares).
    static var answersCanBeCompared: Bool { get }
    /// Whether the kind's host states its own spacing preferences, asked when the tree is
    /// prepared (a host `Layout`'s `spacing`).
    static var asksHostForSpacing: Bool { get }

    // MARK: Sizing and guides

    /// The node's size for proposal `p`, computed (the caller looks up and stores answers).
    static func size(_ pass: LayoutPass, _ n: Int32, _ node: Node, _ p: Proposal) -> Size
    /// The node's explicit value for guide `g` when proposed `p`, in its own space, or nil.
    static func explicit(_ pass: LayoutPass, _ n: Int32, _ node: Node, _ g: Int32, _ p: Proposal) -> Double?
    /// The layout priority the node reports to its stack, or nil for its first child's.
    static func priority(_ pass: LayoutPass, _ node: Node) -> Double?
    /// The proposal the node's size for `p` asks of its only child when no size decides it,
    /// else nil (and for other numbers of children): a chain of such nodes deeper than the
    /// nesting limit is sized from its bottom up (`LayoutPass.sizeChain(below:_:_:)`).
    static func onlyChildProposal(_ pass: LayoutPass, _ n: Int32, _ node: Node, _ p: Proposal) -> Proposal?

    // MARK: Placement

    /// Every child as placement gives it, for the node proposed `p` and of size `s`:
    /// `body(index, child, proposal, size, origin in the node's left-to-right space)`.
    static func placeChildren(_ pass: LayoutPass, _ n: Int32, _ node: Node, _ p: Proposal, _ s: Size,
                              _ body: (Int32, Int32, Proposal, Size, Point) -> Void)
    /// The guide the node aligns its children by on `axis`, if it aligns them by one.
    static func alignmentGuide(of node: Node, on axis: Axis) -> Int32?
    /// The direction the node lays its children out in, given its own.
    static func childRightToLeft(_ node: Node, _ rightToLeft: Bool) -> Bool
    /// Called when the node has its frame, before its children are placed.
    static func willPlaceChildren(_ pass: LayoutPass, _ n: Int32, _ frame: Rect)
    /// Called when the node's frame is stored, for kinds that keep their sizes across layouts
    /// (`sizeCaching` `always` or `byTheKind`: the others have nothing to note).
    static func didPlace(_ pass: LayoutPass, _ n: Int32, _ proposal: Proposal, rightToLeft: Bool)

    // MARK: Prepared facts (`PreparedTree`)

    /// The node's own top-down bits, given the spacer orientation (`context`) and direction
    /// it is in, and the spacer orientation its children are in.
    static func topDownFacts(_ node: Node, context: UInt16, rightToLeft: Bool) -> (own: UInt16, childContext: UInt16)
    /// Whether the node's size is the same for every proposal, given its children's facts.
    static func isRigid(_ facts: StructureFacts, _ n: Int32, _ node: Node) -> Bool
    /// Whether the kind's rigidity can come from its host's answers rather than from its
    /// structure (a measured leaf whose function answered its ideal size at 0): marking such
    /// a node dirty refreshes its prepared facts, since its new answers may no longer agree.
    static var rigidityFollowsAnswers: Bool { get }
    /// Whether the kind's cached answers depend on the node alone (its own data and host,
    /// never its place in the tree), so that they stay right when the structure changes (a
    /// Text's, a measured leaf's): a layout after a change of structure keeps them.
    static var answersOutliveStructure: Bool { get }
    /// The node's spacing preferences, explicit-guide sources and the proposed lengths it
    /// takes as its own, from its children's.
    static func bottomUpFacts(_ facts: StructureFacts, _ n: Int32, _ node: Node) -> UInt16

    // MARK: Explanation

    /// The node's name in an explanation: a modifier's, or its view's type name.
    static func explanationName(_ d: NodeDescription) -> String
    /// The node in SwiftUI's words (`.padding(top: 8)`, `HStack(alignment: center)`).
    static func describe(_ d: NodeDescription) -> String
    /// The node's name in messages: a modifier's as SwiftUI spells it, else its kind's.
    static func messageName(_ node: Node) -> String

    // MARK: The view the node belongs to

    /// Whether the modifier only moves its view after its parent placed it (an offset): a
    /// view's outer frame is read below such modifiers at the end of its modifier list, so
    /// that they move it too.
    static var onlyMovesItsView: Bool { get }
    /// Whether a frame around the kind keeps its spacing preferences on the axes the frame
    /// constrains (a spacer's, decision 14), where any other child's are the frame's own.
    static var spacingPassesFrames: Bool { get }
    /// The guide the node gives its view a value for by itself (an `alignmentGuide`
    /// modifier's), or nil: where an explanation says a guide value comes from.
    static func guideItSets(_ node: Node) -> Int32?
    /// Whether `other`, a node of the same kind, is the same modifier with other parameters,
    /// which `setModifier` can put in place of the node: not when what names the modifier
    /// differs (a grid cell's trait, an alignment guide's guide).
    static func isSameModifier(_ node: Node, as other: Node) -> Bool
    /// Whether the kind is the container a `containerRelativeFrame` below it measures (a
    /// ScrollView; with none above it, the root's proposal is).
    static var isRelativeFrameContainer: Bool { get }
    /// When an infinite length the kind proposes its children is its own choice, a size (a
    /// host layout's `placeSubviews` chooses any length; an aspectRatio filling an
    /// unspecified length proposes infinity, semantics §8.6), rather than a length that
    /// overflowed above it, an error.
    static var infiniteProposals: InfiniteProposals { get }
    /// Whether the kind's placement depends on where it is against the safe area (an
    /// `ignoresSafeArea`): a subtree holding one is placed anew rather than moved or kept.
    static var readsSafeArea: Bool { get }
    /// Whether the kind adds to the safe area its first child is laid out in (a
    /// `safeAreaInset`, a `safeAreaPadding`): `safeAreaAdded`.
    static var addsSafeArea: Bool { get }
    /// What a kind that `addsSafeArea` adds to its first child's safe area on each edge
    /// (leading and trailing in its direction) when placed at size `s`.
    static func safeAreaAdded(_ pass: LayoutPass, _ n: Int32, _ node: Node, _ s: Size) -> EdgeInsets

    // MARK: Family

    /// Whether the kind is a leaf, a container or a modifier (the family whose defaults it
    /// takes: `LeafRules`, `ContainerRules`, `ModifierRules`).
    static var family: KindFamily { get }
}

/// The three families of kinds.
enum KindFamily {
    /// A view without children (Text, Image, a shape ...).
    case leaf
    /// A view with children (a stack, a grid, a ScrollView ...).
    case container
    /// A node wrapping one inner node of the same view (frame, padding ...).
    case modifier
}

/// When the infinite lengths a kind proposes its children are its own choice.
enum InfiniteProposals {
    /// Never: they come from its own proposal (the layout's infinity, passed on) or overflowed.
    case never
    /// Always: it chooses the lengths it proposes (a host layout).
    case always
    /// When it is proposed nil on an axis (an aspectRatio filling it).
    case whenAnAxisIsUnspecified
}

/// How a pass keeps one kind of answer of a kind.
enum AnswerCaching {
    /// Answered at once from the node's own numbers: never looked up, stored or deferred.
    case never
    /// Stored only when the driver computed the answer on a fresh native stack.
    case whenDeferred
    /// Stored only when the driver computed the answer, and forgotten when the pass ends
    /// (a grid row's size is its grid's placement of that pass).
    case whenDeferredForThePass
    /// Every computed answer is stored.
    case always
    /// The kind stores the answers it chooses (a measured leaf keeps its function's).
    case byTheKind
}

/// What every family's kinds share unless they say otherwise: one native frame per
/// question, comparable answers, no host spacing, no guide they align by, the same
/// direction for their children, no placement hooks, rigidity from structure, named by their
/// kind in messages, and none of the special roles (moving only its view, spacing through
/// frames, setting a guide, a named modifier, a relative-frame container, infinite proposals
/// of its own, reading or adding to the safe area). `ModifierRules`, `LeafRules` and `ContainerRules` refine it; a kind conforms
/// to one of those, never to this alone.
protocol FamilyRules: NodeLayout {}

extension FamilyRules {
    static var nestingCost: Int { 1 }
    static var answersCanBeCompared: Bool { true }
    static var asksHostForSpacing: Bool { false }
    static func alignmentGuide(of node: Node, on axis: Axis) -> Int32? { nil }
    @inline(__always) static func childRightToLeft(_ node: Node, _ rightToLeft: Bool) -> Bool { rightToLeft }
    @inline(__always) static func willPlaceChildren(_ pass: LayoutPass, _ n: Int32, _ frame: Rect) {}
    @inline(__always) static func didPlace(_ pass: LayoutPass, _ n: Int32, _ proposal: Proposal, rightToLeft: Bool) {}
    static var rigidityFollowsAnswers: Bool { false }
    static var answersOutliveStructure: Bool { false }
    static func messageName(_ node: Node) -> String { "\(node.kind)" }
    static var onlyMovesItsView: Bool { false }
    static var spacingPassesFrames: Bool { false }
    static func guideItSets(_ node: Node) -> Int32? { nil }
    static func isSameModifier(_ node: Node, as other: Node) -> Bool { true }
    static var isRelativeFrameContainer: Bool { false }
    static var infiniteProposals: InfiniteProposals { .never }
    static var readsSafeArea: Bool { false }
    static var addsSafeArea: Bool { false }
    static func safeAreaAdded(_ pass: LayoutPass, _ n: Int32, _ node: Node, _ s: Size) -> EdgeInsets { .zero }
}

/// What leaves and containers share as views: named by their view's type in explanations.
protocol ViewRules: FamilyRules {}

extension ViewRules {
    static func explanationName(_ d: NodeDescription) -> String { d.viewName }
    static func describe(_ d: NodeDescription) -> String { d.viewName }
}

/// A node that passes every question to its one child unless it says otherwise: its child's
/// size, guides and priority for the same proposal, the child placed at its origin with its
/// size, the same direction, no hooks, and its child's rigidity, spacing and explicit-guide
/// sources. Modifiers take these rules (`ModifierRules`), and so does a control's core, which
/// is its composition (`ControlRules`).
protocol PassThroughRules: FamilyRules {}

extension PassThroughRules {
    static var sizeCaching: AnswerCaching { .whenDeferred }
    static var guideCaching: AnswerCaching { .whenDeferred }

    static func size(_ pass: LayoutPass, _ n: Int32, _ node: Node, _ p: Proposal) -> Size { pass.size(pass.child(node), p) }
    static func explicit(_ pass: LayoutPass, _ n: Int32, _ node: Node, _ g: Int32, _ p: Proposal) -> Double? { pass.explicit(pass.child(node), g, p) }
    @inline(__always) static func priority(_ pass: LayoutPass, _ node: Node) -> Double? { nil }
    static func onlyChildProposal(_ pass: LayoutPass, _ n: Int32, _ node: Node, _ p: Proposal) -> Proposal? { p }

    @inline(__always) static func placeChildren(_ pass: LayoutPass, _ n: Int32, _ node: Node, _ p: Proposal, _ s: Size,
                                                _ body: (Int32, Int32, Proposal, Size, Point) -> Void) {
        body(0, pass.child(node), p, s, .zero)
    }

    @inline(__always) static func topDownFacts(_ node: Node, context: UInt16, rightToLeft: Bool) -> (own: UInt16, childContext: UInt16) { (0, context) }
    static func isRigid(_ facts: StructureFacts, _ n: Int32, _ node: Node) -> Bool { facts.childIsRigid(node) }
    static func bottomUpFacts(_ facts: StructureFacts, _ n: Int32, _ node: Node) -> UInt16 { facts.passedThrough(node) }
}

/// A modifier that passes every question to its one child unless it says otherwise
/// (`PassThroughRules`). A kind takes these rules by conforming (a choice, never an
/// omission) and states the ones it changes; its name in explanations is its own.
protocol ModifierRules: PassThroughRules {}

extension ModifierRules {
    static var family: KindFamily { .modifier }
}

/// A modifier that puts its child where `placedChild` says (the frames and `position`): it
/// places the child there, and the child's explicit guide values come through from there.
protocol PlacingModifierRules: ModifierRules {
    /// The child's proposal, size and origin in the modifier proposed `p`, of size `s`.
    static func placedChild(_ pass: LayoutPass, _ n: Int32, _ node: Node, _ p: Proposal, _ s: Size) -> (proposal: Proposal, size: Size, origin: Point)
}

extension PlacingModifierRules {
    static func explicit(_ pass: LayoutPass, _ n: Int32, _ node: Node, _ g: Int32, _ p: Proposal) -> Double? { pass.explicitOfPlacedChild(node, g, placedChild(pass, n, node, p, pass.size(n, p))) }

    @inline(__always) static func placeChildren(_ pass: LayoutPass, _ n: Int32, _ node: Node, _ p: Proposal, _ s: Size,
                                                _ body: (Int32, Int32, Proposal, Size, Point) -> Void) {
        let placed = placedChild(pass, n, node, p, s)
        body(0, pass.child(node), placed.proposal, placed.size, placed.origin)
    }
}

/// A leaf: no children, answered at once from its own numbers (no caching), no explicit
/// guides, priority 0, not rigid, no spacing preferences, named by its view's type. A kind
/// takes these rules by conforming and states the ones it changes (at least its size).
protocol LeafRules: ViewRules {}

extension LeafRules {
    static var sizeCaching: AnswerCaching { .never }
    static var guideCaching: AnswerCaching { .never }

    static func explicit(_ pass: LayoutPass, _ n: Int32, _ node: Node, _ g: Int32, _ p: Proposal) -> Double? { nil }
    @inline(__always) static func priority(_ pass: LayoutPass, _ node: Node) -> Double? { 0 }
    static func onlyChildProposal(_ pass: LayoutPass, _ n: Int32, _ node: Node, _ p: Proposal) -> Proposal? { nil }

    @inline(__always) static func placeChildren(_ pass: LayoutPass, _ n: Int32, _ node: Node, _ p: Proposal, _ s: Size,
                                                _ body: (Int32, Int32, Proposal, Size, Point) -> Void) {}

    @inline(__always) static func topDownFacts(_ node: Node, context: UInt16, rightToLeft: Bool) -> (own: UInt16, childContext: UInt16) { (0, context) }
    static func isRigid(_ facts: StructureFacts, _ n: Int32, _ node: Node) -> Bool { false }
    static func bottomUpFacts(_ facts: StructureFacts, _ n: Int32, _ node: Node) -> UInt16 { 0 }

    static var family: KindFamily { .leaf }
}

/// A container: its sizes and explicit guide values cached in every pass and across
/// layouts, no explicit guide values of its own, priority 0 (-infinity when empty), no
/// only-child proposal, no guide it aligns by, the same direction, no hooks, no spacer
/// context for its children, not rigid, its children's combined spacing and explicit-guide
/// sources, named by its view's type. A kind takes these rules by conforming and states the
/// ones it changes (at least its size and placement).
protocol ContainerRules: ViewRules {}

extension ContainerRules {
    static var sizeCaching: AnswerCaching { .always }
    static var guideCaching: AnswerCaching { .always }

    static func explicit(_ pass: LayoutPass, _ n: Int32, _ node: Node, _ g: Int32, _ p: Proposal) -> Double? { nil }
    @inline(__always) static func priority(_ pass: LayoutPass, _ node: Node) -> Double? { node.childCount == 0 ? -.infinity : 0 }
    static func onlyChildProposal(_ pass: LayoutPass, _ n: Int32, _ node: Node, _ p: Proposal) -> Proposal? { nil }

    @inline(__always) static func topDownFacts(_ node: Node, context: UInt16, rightToLeft: Bool) -> (own: UInt16, childContext: UInt16) { (0, 0) }
    static func isRigid(_ facts: StructureFacts, _ n: Int32, _ node: Node) -> Bool { false }
    static func bottomUpFacts(_ facts: StructureFacts, _ n: Int32, _ node: Node) -> UInt16 { facts.combinedChildren(node) }

    static var family: KindFamily { .container }
}
