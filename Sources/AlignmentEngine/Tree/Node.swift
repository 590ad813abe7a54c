/// What a node does in layout. A view is one core node (a leaf or a container) wrapped in
/// one node per modifier, outermost last.
@usableFromInline
enum NodeKind: UInt8, BitwiseCopyable {
    // Leaves
    case shape, circle, image, text, spacer, geometryReader, measured, divider
    // Containers
    case hstack, vstack, zstack, grid, gridRow, viewThatFits
    /// A host-implemented `Layout` (a: index into the tree's host layouts).
    case custom
    /// A ScrollView (flags: scroll axes).
    case scrollView
    // Modifiers (one child; overlay and background have the primary first, the content second)
    case frame, flexibleFrame, padding, alignmentGuide, offset, fixedSize, layoutPriority
    case overlay, background, aspectRatio, position, environment
    /// A grid cell modifier (flags: 0 columns, 1 column alignment, 2 anchor, 3 unsized axes).
    case gridCell

    /// Whether the node is a modifier (a node wrapping one inner node of the same view).
    var isModifier: Bool { rawValue >= NodeKind.frame.rawValue }
}

/// One node: 24 bytes, stored contiguously. Numbers a node needs live in the tree's
/// `params` array from `param` on; `a` and `b` hold guide ids or side-table indices.
@usableFromInline
struct Node: BitwiseCopyable {
    var kind: NodeKind
    /// Kind-specific bits (resizable image, fixed-size axes, content mode, direction).
    var flags: UInt8 = 0
    var a: Int32 = -1
    var b: Int32 = -1
    var param: Int32 = -1
    var childStart: Int32 = 0
    var childCount: Int32 = 0

    init(kind: NodeKind) { self.kind = kind }
}
