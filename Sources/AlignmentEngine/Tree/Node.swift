/// What a node does in layout. A view is one core node (a leaf or a container) wrapped in
/// one node per modifier, outermost last. Each kind's rules live in one type under
/// `Layout/` (see `NodeLayout`), reached through the one switch of `Layout/NodeRules.swift` (`NodeKind.ask`).
@usableFromInline
enum NodeKind: UInt8, BitwiseCopyable, CaseIterable {
    // Leaves
    case shape, circle, image, text, spacer, geometryReader, measured, divider
    // Containers
    case hstack, vstack, zstack, grid, gridRow, viewThatFits
    /// A host-implemented `Layout` (`hostLayoutIndex`: index into the tree's host layouts).
    case custom
    /// A ScrollView (`axes`: the scroll axes).
    case scrollView
    /// A LazyHStack or LazyVStack (`guide`, `.spacing` as a stack's).
    case lazyHStack, lazyVStack
    /// A LazyVGrid or LazyHGrid (`guide`: the grid's alignment; `.spacing`, `.itemCount`,
    /// then `LazyGridItemParam.count` numbers per grid item).
    case lazyVGrid, lazyHGrid
    /// A control (Button, Toggle, List ...): the core of the control's view, holding the
    /// composition its control expands into (`controlIndex`: its record in the tree's
    /// `controls`); in layout it is its composition (`Controls/`).
    case control
    // Modifiers (one child; overlay and background have the primary first, the content second)
    case frame, flexibleFrame, padding, alignmentGuide, offset, fixedSize, layoutPriority
    case overlay, background, aspectRatio, position, environment
    /// A grid cell modifier (`gridCellTrait`: which of the four it is).
    case gridCell
    /// `.containerRelativeFrame` (`axes`: the axes it sizes; `horizontalGuide`,
    /// `verticalGuide`: its alignment; params `count`, `span`, `spacing`, `lengthFunction`).
    case containerRelativeFrame
    /// A text environment modifier (`textEnvironmentIndex`: its value in the tree's
    /// `TextEnvironmentValue`s; `textEnvironmentKey`: which value it sets).
    case textEnvironment
    /// A value controls read (`.buttonStyle`, `.controlSize`, `.listRowInsets` ...;
    /// `controlSettingKey`: which one, params: its value): passes everything through.
    case controlSetting
    /// `.ignoresSafeArea(_:edges:)` (`safeAreaEdges`, `safeAreaRegions`).
    case ignoresSafeArea
    /// `.safeAreaPadding(_:)` (params top, leading, bottom, trailing as a padding's).
    case safeAreaPadding
    /// `.safeAreaInset(edge:alignment:spacing:content:)`: the modified view (child 0) and the
    /// inset content (child 1); `insetEdge`, `guide` (its alignment on the other axis),
    /// `.spacing` (NaN: the default). The only modifier that keeps its sizes: last, so that
    /// the kinds placement has nothing more to do for stay one range of raw values.
    case safeAreaInset

    /// Whether the node is a modifier (a node wrapping one inner node of the same view).
    var isModifier: Bool { rawValue >= NodeKind.frame.rawValue }
}

/// One node: 24 bytes, stored contiguously. Numbers a node needs live in the tree's
/// `params` array from `param` on (a run other nodes with the same numbers may share:
/// `LayoutTree+Params.swift`); the two reference slots and the flag bits mean different
/// things per kind and are read and written only through the named accessors below.
@usableFromInline
struct Node: BitwiseCopyable {
    var kind: NodeKind
    /// Kind-specific bits (0-2), and a core node's view type (3-7); see the accessors.
    private var flags: UInt8 = 0
    /// Kind-specific references (guide ids or side-table indices); see the accessors.
    private var a: Int32 = -1
    private var b: Int32 = -1
    var param: Int32 = -1
    var childStart: Int32 = 0
    var childCount: Int32 = 0

    init(kind: NodeKind, _ data: NodeData = NodeData()) {
        (self.kind, flags, a, b) = (kind, data.flags, data.a, data.b)
    }
}

/// A node's kind-specific data as it is written: the flag bits and the two references.
/// Trees build nodes from it (`LayoutTree.appendNode`, modifier specs); every read goes
/// through the accessors of `Node`.
struct NodeData {
    var flags: UInt8 = 0
    var a: Int32 = -1
    var b: Int32 = -1

    // MARK: Builders, one per meaning

    /// A container or modifier aligned by one guide (HStack, VStack, alignmentGuide, grid
    /// column alignment, GridRow); an alignmentGuide's value is set with `functionIndex`.
    static func guide(_ g: Int32) -> NodeData { NodeData(a: g) }
    /// A container or modifier aligned by a guide on each axis (ZStack, frames, overlay,
    /// background, Grid).
    static func alignment(horizontal: Int32, vertical: Int32) -> NodeData { NodeData(a: horizontal, b: vertical) }
    /// A leaf or container whose data is in a side table (text, measured, host layout).
    static func index(_ i: Int32, flags: UInt8 = 0) -> NodeData { NodeData(flags: flags, a: i) }
    /// Only flag bits.
    static func flags(_ bits: UInt8) -> NodeData { NodeData(flags: bits) }
    /// An `ignoresSafeArea` modifier: the edges it extends its view on and the regions it ignores.
    static func ignoring(_ regions: SafeAreaRegions, edges: Edge.Set) -> NodeData { NodeData(a: Int32(edges.rawValue), b: Int32(regions.rawValue)) }
    /// A `safeAreaInset`: its edge and the guide that aligns its content with the view.
    static func inset(_ edge: Edge, guide: Int32) -> NodeData { NodeData(flags: edge.rawValue, a: guide) }
}

extension Node {
    /// The node's kind-specific data.
    var data: NodeData {
        get { NodeData(flags: flags, a: a, b: b) }
        set { (flags, a, b) = (newValue.flags, newValue.a, newValue.b) }
    }

    // MARK: Guides

    /// The guide an HStack, VStack, alignmentGuide modifier, grid column alignment, GridRow
    /// or safeAreaInset aligns by (-1: a GridRow without its own alignment).
    var guide: Int32 {
        @inline(__always) get { a }
        set { a = newValue }
    }
    /// The horizontal guide of a ZStack, frame, overlay, background or Grid.
    var horizontalGuide: Int32 {
        @inline(__always) get { a }
        set { a = newValue }
    }
    /// The vertical guide of a ZStack, frame, overlay, background or Grid.
    var verticalGuide: Int32 {
        @inline(__always) get { b }
        set { b = newValue }
    }
    /// An alignmentGuide modifier's value: an index into the tree's guide functions.
    var functionIndex: Int32 {
        @inline(__always) get { b }
        set { b = newValue }
    }

    // MARK: Side tables

    /// A text's index into the tree's texts.
    var textIndex: Int { @inline(__always) get { Int(a) } }
    /// A symbol image's index into the tree's symbols.
    var symbolIndex: Int { @inline(__always) get { Int(a) } }
    /// A text environment modifier's index into the tree's text environment values.
    var textEnvironmentIndex: Int { @inline(__always) get { Int(a) } }
    /// Which value a text environment modifier sets (`TextEnvironmentValue.key`).
    var textEnvironmentKey: Int32 { @inline(__always) get { b } }
    /// The edges an `ignoresSafeArea` modifier extends its view on.
    var safeAreaEdges: Edge.Set { Edge.Set(rawValue: UInt8(truncatingIfNeeded: a)) }
    /// The safe-area regions an `ignoresSafeArea` modifier ignores.
    var safeAreaRegions: SafeAreaRegions { SafeAreaRegions(rawValue: UInt8(truncatingIfNeeded: b)) }
    /// The edge a `safeAreaInset` puts its content on (bits 0-1: `Edge`'s raw value).
    var insetEdge: Edge { Edge(rawValue: flags & 3)! }
    /// A measured leaf's index into the tree's measures.
    var measureIndex: Int { @inline(__always) get { Int(a) } }
    /// A host layout's index into the tree's host layouts.
    var hostLayoutIndex: Int { @inline(__always) get { Int(a) } }

    // MARK: Flag bits

    /// Whether an image is resizable (bit 0).
    var isResizable: Bool { @inline(__always) get { flags & 1 != 0 } }
    /// Whether an image is an SF Symbol (bit 1): its size and baseline come from its font.
    var isSymbol: Bool { @inline(__always) get { flags & 2 != 0 } }
    /// An image's explicit-guide sources: `PreparedTree.explicitBaseline` (bit 8) for a
    /// symbol, else none, without a branch (bit 1 shifted to bit 8), as the prepare pass asks
    /// every image.
    var symbolBaselineSource: UInt16 { @inline(__always) get { UInt16(flags & 2) << 7 } }
    /// Whether a layout-direction modifier sets right to left (bit 0).
    var isRightToLeft: Bool { @inline(__always) get { flags & 1 != 0 } }
    /// An aspect ratio's content mode (bit 0: fill).
    var contentMode: ContentMode { @inline(__always) get { flags & 1 != 0 ? .fill : .fit } }
    /// The axes a fixedSize modifier proposes nil on (bits 0-1).
    var fixedAxes: Axis.Set { @inline(__always) get { Axis.Set(rawValue: flags & 3) } }
    /// A ScrollView's scroll axes, the axes a ViewThatFits checks, or the axes a
    /// containerRelativeFrame sizes (bits 0-1).
    var axes: Axis.Set { @inline(__always) get { Axis.Set(rawValue: flags & 3) } }
    /// The spacer orientation a host layout gives its children, as prepared-tree spacer
    /// bits (bits 0-1: 1 horizontal, 2 vertical, 0 none).
    var hostSpacerContext: UInt16 { @inline(__always) get { UInt16(flags & 3) } }
    /// Whether a host layout computes its own explicit alignment (bit 2).
    var hostHasExplicitAlignment: Bool { @inline(__always) get { flags & 4 != 0 } }
    /// Which of the four grid cell modifiers a grid-cell node is.
    var gridCellTrait: GridCellTrait { @inline(__always) get { GridCellTrait(rawValue: flags & 3)! } }
    /// The type of the view whose core this node is (bits 3-7: the type's raw value plus
    /// one; nil for a modifier). A control's core keeps `controlCode` there instead: its type
    /// is its record's (`LayoutTree.type(of:)`), so the controls need no bits of their own.
    var viewType: ViewType? {
        get { flags >> 3 == 0 || flags >> 3 == Self.controlCode ? nil : ViewType(rawValue: (flags >> 3) - 1) }
        set { flags = (flags & 7) | (newValue.map { $0.control == nil ? ($0.rawValue + 1) << 3 : Self.controlCode << 3 } ?? 0) }
    }
    /// What a control's core keeps in the view type's bits.
    private static let controlCode: UInt8 = 31
    /// A control's index into the tree's control records.
    var controlIndex: Int { @inline(__always) get { Int(a) } }
    /// Which value a control-setting node sets.
    var controlSettingKey: ControlSettingKey { ControlSettingKey(rawValue: UInt8(truncatingIfNeeded: a))! }
}

/// The four grid cell modifiers, as a grid-cell node's flag bits store them.
enum GridCellTrait: UInt8, CaseIterable {
    case columns, columnAlignment, anchor, unsizedAxes

    /// The modifier's name as SwiftUI spells it.
    var name: String {
        switch self {
        case .columns: "gridCellColumns"
        case .columnAlignment: "gridColumnAlignment"
        case .anchor: "gridCellAnchor"
        case .unsizedAxes: "gridCellUnsizedAxes"
        }
    }
}

/// Where one of a kind's numbers sits in the tree's `params`, from the node's `param` on.
/// Read and written as `params[node, .width]`.
struct NodeParam {
    /// The number's offset from the node's first parameter.
    let offset: Int32

    // HStack, VStack, safeAreaInset: the spacing (NaN: the children's own preferences).
    static let spacing = NodeParam(offset: 0)
    // Grid: the spacings (NaN: the default).
    static let horizontalSpacing = NodeParam(offset: 0)
    static let verticalSpacing = NodeParam(offset: 1)
    // Image: the natural size; frame: the fixed lengths (NaN: the child's own).
    static let width = NodeParam(offset: 0)
    static let height = NodeParam(offset: 1)
    // Symbol image: the distance from its top to its baseline at its natural size.
    static let baseline = NodeParam(offset: 2)
    // Flexible frame: the six lengths (NaN: not set), each axis's three in a row.
    static let minWidth = NodeParam(offset: 0)
    static let minHeight = NodeParam(offset: 3)
    // Padding, safeAreaPadding: the insets.
    static let top = NodeParam(offset: 0)
    static let leading = NodeParam(offset: 1)
    static let bottom = NodeParam(offset: 2)
    static let trailing = NodeParam(offset: 3)
    // Offset, position and grid cell anchor: the point.
    static let x = NodeParam(offset: 0)
    static let y = NodeParam(offset: 1)
    // Spacer: the minimum length (NaN: the default spacing).
    static let minLength = NodeParam(offset: 0)
    // layoutPriority: the priority.
    static let priority = NodeParam(offset: 0)
    // aspectRatio: the ratio (NaN: the child's ideal ratio).
    static let ratio = NodeParam(offset: 0)
    // Grid cell modifiers: the column count, or the unsized axes' raw value.
    static let columns = NodeParam(offset: 0)
    static let unsizedAxes = NodeParam(offset: 0)
    // Lazy grids: the spacing between rows (columns) is `.spacing`, then the item count;
    // the items follow (`LazyGridItemParam`).
    static let itemCount = NodeParam(offset: 1)
    // containerRelativeFrame: the grid of the container (count, span, spacing), or the index
    // of its length function in the tree's `lengthFunctions` (NaN: none).
    static let count = NodeParam(offset: 0)
    static let span = NodeParam(offset: 1)
    static let relativeSpacing = NodeParam(offset: 2)
    static let lengthFunction = NodeParam(offset: 3)
}

extension ContiguousStorage<Double> {
    /// Number `field` of `node`.
    @inline(__always) subscript(node: Node, field: NodeParam) -> Double {
        get { self[node.param + field.offset] }
        nonmutating set { self[node.param + field.offset] = newValue }
    }
}

extension NodeData {
    /// A measured leaf: its measure's index and its view (which its batch requests name).
    static func measured(_ measure: Int32, view: Int32) -> NodeData { NodeData(a: measure, b: view) }
}

extension Node {
    /// A measured leaf's view (`NodeData.measured`).
    var measuredView: Int32 { @inline(__always) get { b } }
}
