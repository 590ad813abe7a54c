/// What a view is, before modifiers: the primitive views and containers of SwiftUI.
public enum ViewKind {
    /// Children side by side, leading to trailing, aligned on a vertical guide; `nil` spacing
    /// is the children's own spacing preferences.
    case hstack(alignment: VerticalAlignment = .center, spacing: Double? = nil)
    /// Children top to bottom, aligned on a horizontal guide; `nil` spacing is the children's
    /// own spacing preferences.
    case vstack(alignment: HorizontalAlignment = .center, spacing: Double? = nil)
    /// Children on top of each other, aligned on both axes; as large as its largest child.
    case zstack(alignment: Alignment = .center)
    /// `Color`, `Rectangle`, `RoundedRectangle`, `Capsule` or `Ellipse`: takes the proposal.
    case shape(ViewType)
    /// A square of the smaller proposed side.
    case circle
    /// Takes the proposal; proposes its size to every child and puts them at its top-leading corner.
    case geometryReader
    /// An image of a natural size; a resizable image takes the proposal.
    case image(width: Double, height: Double, resizable: Bool = false)
    /// An SF Symbol (`Image(systemName:)`): its box from the font of its environment and its
    /// image scale (`size` in ems at the medium scale; nil: its name's, `LayoutTree.defineSymbol`,
    /// else the default square), its baseline with the text's; a resizable one takes the proposal.
    case symbol(name: String, size: SymbolSize? = nil, resizable: Bool = false)
    /// A text in the metrics font model: wraps at spaces to the proposed width.
    case text(TextContent)
    /// Space that grows along its stack's axis, at least `minLength` (`nil`: the default spacing).
    case spacer(minLength: Double? = nil)
    /// A leaf whose size (and optionally baselines) the host measures.
    case measured(HostMeasure)
    /// Rows and columns of cells (semantics §10): `Grid(alignment:horizontalSpacing:verticalSpacing:)`.
    /// Its children are `gridRow`s; any other child spans all columns.
    case grid(alignment: Alignment = .center, horizontalSpacing: Double? = nil, verticalSpacing: Double? = nil)
    /// A row of a grid; `alignment` overrides the grid's vertical alignment for the row.
    case gridRow(alignment: VerticalAlignment? = nil)
    /// A line one pixel thick (1 point without a pixel scale, see `LayoutTree.setPixelScale`)
    /// across its stack's axis: horizontal in a VStack or directly in a Grid, vertical in an
    /// HStack or a GridRow.
    case divider
    /// The first child whose ideal size fits the proposal on `axes`, else the last child:
    /// `ViewThatFits(in:)`.
    case viewThatFits(in: Axis.Set = [.horizontal, .vertical])
    /// A container laid out by the host: SwiftUI's `Layout` protocol.
    case layout(HostLayout)
    /// `ScrollView(axes) { content }`: one child, proposed nil along the scroll axes; the
    /// scroll view takes the proposal along them and its content's length across them.
    case scrollView(Axis.Set = .vertical)
    /// `LazyHStack`: its children laid out as in an `HStack`; it takes a finite proposed
    /// height and aligns its children in it.
    case lazyHStack(alignment: VerticalAlignment = .center, spacing: Double? = nil)
    /// `LazyVStack`: its children laid out as in a `VStack`; it takes a finite proposed
    /// width and aligns its children in it.
    case lazyVStack(alignment: HorizontalAlignment = .center, spacing: Double? = nil)
    /// `LazyVGrid(columns:alignment:spacing:)`: children row by row in the columns of
    /// `columns` (at least one); `spacing` between rows (nil: 8).
    case lazyVGrid(columns: [GridItem], alignment: HorizontalAlignment = .center, spacing: Double? = nil)
    /// `LazyHGrid(rows:alignment:spacing:)`: children column by column in the rows of
    /// `rows` (at least one); `spacing` between columns (nil: 8).
    case lazyHGrid(rows: [GridItem], alignment: VerticalAlignment = .center, spacing: Double? = nil)
    /// A control (`Button`, `Toggle`, `List` ...): a composition of the views above that the
    /// tree expands when it lays the control out (`Controls/`).
    case control(Control)
}

extension ViewKind {
    /// The view's type, as results and the document format name it.
    public var type: ViewType {
        switch self {
        case .hstack: .hstack
        case .vstack: .vstack
        case .zstack: .zstack
        case .shape(let type): type
        case .circle: .circle
        case .geometryReader: .geometryReader
        case .image, .symbol: .image
        case .text: .text
        case .spacer: .spacer
        case .measured: .measured
        case .grid: .grid
        case .gridRow: .gridRow
        case .divider: .divider
        case .viewThatFits: .viewThatFits
        case .layout: .layout
        case .scrollView: .scrollView
        case .lazyHStack: .lazyHStack
        case .lazyVStack: .lazyVStack
        case .lazyVGrid: .lazyVGrid
        case .lazyHGrid: .lazyHGrid
        case .control(let control): control.kind.viewType
        }
    }
}

/// A leaf measured by the host (a C or Python callback, or a Swift closure).
///
/// The contract, as Yoga and Taffy also ask of their measure functions: the view is sized
/// by its content. If it answers size `s` for proposal `p`, it answers `s` again for any
/// proposal that lies between `s` and `p` on each axis (an unspecified axis counts as
/// infinite). The engine relies on it to measure each leaf at most about twice per layout.
/// Wrap such a leaf in `.frame(maxWidth: .infinity)` to make it fill space, or set
/// `isContentSized` to false: the engine then asks again for every distinct proposal.
public struct HostMeasure {
    /// How the view is answered: one proposal at a time, or by a batch measure with the
    /// view's key (one stored value for both keeps the measure as small as before batches).
    enum Answering {
        case single((ProposedViewSize) throws -> Size)
        case batch(BatchMeasure, key: Int)
    }

    var answering: Answering
    /// The view's size for a proposal (for a batch measure: a batch of one).
    public var size: (ProposedViewSize) throws -> Size {
        get {
            switch answering {
            case .single(let size): size
            case .batch(let batch, let key): { proposal in try batch.size(key: key, proposal) }
            }
        }
        set { answering = .single(newValue) }
    }
    /// Whether the contract above holds, so that answers can be reused.
    public var isContentSized: Bool
    /// Whether the view answers the same size for every proposal, like an image that is not
    /// resizable: the engine then asks `size` once and re-uses the answer.
    public var isFixedSize: Bool
    /// Distance from the top to the first text baseline, for a size; nil = no baseline.
    public var firstBaseline: ((Size) throws -> Double)? {
        get { baselines?.first }
        set { baselines = Baselines(first: newValue, last: lastBaseline) }
    }
    /// Distance from the top to the last text baseline, for a size; nil = no baseline.
    public var lastBaseline: ((Size) throws -> Double)? {
        get { baselines?.last }
        set { baselines = Baselines(first: firstBaseline, last: newValue) }
    }
    /// Both baseline functions behind one reference, nil when the view has neither (most
    /// views): a measure takes 32 bytes instead of 56, one per measured view.
    private var baselines: Baselines?

    private final class Baselines {
        let first: ((Size) throws -> Double)?
        let last: ((Size) throws -> Double)?

        /// The baselines, or nil for none.
        init?(first: ((Size) throws -> Double)?, last: ((Size) throws -> Double)?) {
            guard first != nil || last != nil else { return nil }
            self.first = first
            self.last = last
        }
    }
    /// The batch measure that answers this view's sizes together with other views' (see
    /// ``BatchMeasure``); nil: ``size`` answers one proposal at a time.
    public var batch: BatchMeasure? {
        if case .batch(let batch, _) = answering { return batch }
        return nil
    }
    /// The host's key for this view in the requests of its batch measure (0 without one).
    public var key: Int {
        if case .batch(_, let key) = answering { return key }
        return 0
    }
    /// Whether a batch measure answers the view (read without retaining it).
    var isBatched: Bool {
        if case .batch = answering { return true }
        return false
    }

    /// A measured leaf from its size function and optional baselines.
    public init(
        size: @escaping (ProposedViewSize) throws -> Size,
        firstBaseline: ((Size) throws -> Double)? = nil,
        lastBaseline: ((Size) throws -> Double)? = nil,
        isContentSized: Bool = true,
        isFixedSize: Bool = false
    ) {
        self.init(.single(size), firstBaseline: firstBaseline, lastBaseline: lastBaseline, isContentSized: isContentSized, isFixedSize: isFixedSize)
    }

    init(_ answering: Answering, firstBaseline: ((Size) throws -> Double)?, lastBaseline: ((Size) throws -> Double)?,
         isContentSized: Bool, isFixedSize: Bool) {
        self.answering = answering
        self.isContentSized = isContentSized
        self.isFixedSize = isFixedSize
        self.baselines = Baselines(first: firstBaseline, last: lastBaseline)
    }
}

/// How an alignment guide's value is computed for a view.
public enum GuideValue {
    /// A compiled guide expression, such as `d[.top] + d.height / 4`.
    case expression(GuideExpression)
    /// A Swift function of the view's dimensions, as SwiftUI's
    /// `alignmentGuide(_:computeValue:)` takes.
    case function((ViewDimensions) -> CGFloat)
}

/// A view modifier that takes part in layout, in SwiftUI's words.
public enum LayoutModifier {
    /// `.frame(width:height:alignment:)`: a fixed width and height (`nil`: the content's own).
    case frame(width: Double?, height: Double?, alignment: Alignment = .center)
    /// `.frame(minWidth:idealWidth:maxWidth:minHeight:idealHeight:maxHeight:alignment:)`.
    case flexibleFrame(
        minWidth: Double? = nil, idealWidth: Double? = nil, maxWidth: Double? = nil,
        minHeight: Double? = nil, idealHeight: Double? = nil, maxHeight: Double? = nil,
        alignment: Alignment = .center)
    /// `.padding(_:)` with explicit insets.
    case padding(EdgeInsets)
    /// `.alignmentGuide(_:computeValue:)` for a horizontal guide.
    case horizontalAlignmentGuide(HorizontalAlignment, GuideValue)
    /// `.alignmentGuide(_:computeValue:)` for a vertical guide.
    case verticalAlignmentGuide(VerticalAlignment, GuideValue)
    /// `.offset(x:y:)`: moves the view's frames by (x, y); its size and its parent's layout
    /// stay as they were.
    case offset(x: Double, y: Double)
    /// `.fixedSize(horizontal:vertical:)`: proposes `nil` (the ideal size) on the chosen axes.
    case fixedSize(horizontal: Bool, vertical: Bool)
    /// `.layoutPriority(_:)`: stacks offer space to higher priorities first.
    case layoutPriority(Double)
    /// Content drawn over the view; the content is another view of the same tree.
    case overlay(ViewID, alignment: Alignment = .center)
    /// Content drawn behind the view; the content is another view of the same tree.
    case background(ViewID, alignment: Alignment = .center)
    /// `.aspectRatio(_:contentMode:)`: `nil` ratio is the content's ideal ratio.
    case aspectRatio(Double?, contentMode: ContentMode = .fit)
    /// `.position(x:y:)`: takes the proposal and centres the view at (x, y) in that space.
    case position(x: Double, y: Double)
    /// `.environment(\.layoutDirection, _)`: the direction of the content.
    case layoutDirection(LayoutDirection)
    /// A text environment value (`.font(_:)`, `.fontWeight(_:)`, `.dynamicTypeSize(_:)` ...)
    /// for every `Text` and symbol image inside the view.
    case textEnvironment(TextEnvironmentValue)
    /// How many columns a cell of a grid row spans (at least 1).
    case gridCellColumns(Int)
    /// The horizontal alignment of every cell of the grid column the view is in.
    case gridColumnAlignment(HorizontalAlignment)
    /// Aligns this point of the view with the same point of its grid cell.
    case gridCellAnchor(UnitPoint)
    /// The axes on which the view does not size its grid row or column; it is proposed the
    /// row's or column's size instead.
    case gridCellUnsizedAxes(Axis.Set)
    /// `.containerRelativeFrame(_:count:span:spacing:alignment:)`: on `axes`, `span` of
    /// `count` columns `spacing` apart in the nearest ScrollView's length (else the root's
    /// proposal); `count` ≥ 1, 1 ≤ `span` ≤ `count`, `spacing` finite and ≥ 0.
    case containerRelativeFrame(Axis.Set, count: Int = 1, span: Int = 1, spacing: Double = 0, alignment: Alignment = .center)
    /// `.containerRelativeFrame(_:alignment:_:)`: on `axes`, the length `length` answers for
    /// the container's length and the axis (a finite number ≥ 0).
    case containerRelativeFrameLength(Axis.Set, alignment: Alignment = .center, length: (Double, Axis) throws -> Double)
    /// `.ignoresSafeArea(_:edges:)`: placed where its frame reaches the edge of a safe area on
    /// one of `edges`, the view is proposed more and placed further out, into the unsafe part
    /// (the container region's; a layout has no keyboard).
    case ignoresSafeArea(SafeAreaRegions = .all, edges: Edge.Set = .all)
    /// `.safeAreaInset(edge:alignment:spacing:content:)` above or below the view: `content` (another
    /// view of the tree) against `edge`, aligned with the view by `alignment`; the view is
    /// inset by the content's height and `spacing` (nil: the default), and its safe area too.
    case safeAreaInset(ViewID, edge: VerticalEdge, alignment: HorizontalAlignment = .center, spacing: Double? = nil)
    /// `.safeAreaInset(edge:alignment:spacing:content:)` beside the view, on a leading or
    /// trailing edge, aligned by a vertical guide.
    case safeAreaInsetBeside(ViewID, edge: HorizontalEdge, alignment: VerticalAlignment = .center, spacing: Double? = nil)
    /// `.safeAreaPadding(_:)`: padding (each inset finite and ≥ 0) that the view's safe area
    /// gains too.
    case safeAreaPadding(EdgeInsets)
    /// A value the controls below the view read (`.buttonStyle(_:)`, `.controlSize(_:)` ...),
    /// or a List row's trait (`.listRowInsets(_:)`).
    case control(ControlSetting)
}

/// How `aspectRatio` fits its content into the proposal.
public enum ContentMode: UInt8, Hashable, Sendable, CaseIterable {
    /// Scale the content to fit inside the proposal, or to fill it.
    case fit, fill
}
