/// The dispatchers: one exhaustive switch per question about a node, each case handing the
/// question to the kind's own type (`NodeLayout`, one file per kind under `Layout/`). No
/// other file switches on node kinds, and no switch here has a `default`, so a new kind
/// that forgets a rule does not compile. Every call is a direct call to a static function.
extension NodeKind {
    /// Whether the kind's sizes are kept in every pass and across layouts (`sizeCaching` is
    /// `always` or `byTheKind`): relayout and placement reuse start at these nodes.
    @inline(__always) var cachesSizes: Bool {
        switch self {
        case .shape: ShapeRules.sizeCaching == .always || ShapeRules.sizeCaching == .byTheKind
        case .circle: CircleRules.sizeCaching == .always || CircleRules.sizeCaching == .byTheKind
        case .image: ImageRules.sizeCaching == .always || ImageRules.sizeCaching == .byTheKind
        case .text: TextViewRules.sizeCaching == .always || TextViewRules.sizeCaching == .byTheKind
        case .spacer: SpacerRules.sizeCaching == .always || SpacerRules.sizeCaching == .byTheKind
        case .geometryReader: GeometryReaderRules.sizeCaching == .always || GeometryReaderRules.sizeCaching == .byTheKind
        case .measured: MeasuredRules.sizeCaching == .always || MeasuredRules.sizeCaching == .byTheKind
        case .divider: DividerRules.sizeCaching == .always || DividerRules.sizeCaching == .byTheKind
        case .hstack, .vstack: StackRules.sizeCaching == .always || StackRules.sizeCaching == .byTheKind
        case .zstack: ZStackRules.sizeCaching == .always || ZStackRules.sizeCaching == .byTheKind
        case .grid: GridRules.sizeCaching == .always || GridRules.sizeCaching == .byTheKind
        case .gridRow: GridRowRules.sizeCaching == .always || GridRowRules.sizeCaching == .byTheKind
        case .viewThatFits: ViewThatFitsRules.sizeCaching == .always || ViewThatFitsRules.sizeCaching == .byTheKind
        case .custom: CustomRules.sizeCaching == .always || CustomRules.sizeCaching == .byTheKind
        case .scrollView: ScrollViewRules.sizeCaching == .always || ScrollViewRules.sizeCaching == .byTheKind
        case .lazyHStack, .lazyVStack: LazyStackRules.sizeCaching == .always || LazyStackRules.sizeCaching == .byTheKind
        case .lazyVGrid, .lazyHGrid: LazyGridRules.sizeCaching == .always || LazyGridRules.sizeCaching == .byTheKind
        case .frame: FixedFrameRules.sizeCaching == .always || FixedFrameRules.sizeCaching == .byTheKind
        case .flexibleFrame: FlexibleFrameRules.sizeCaching == .always || FlexibleFrameRules.sizeCaching == .byTheKind
        case .padding: PaddingRules.sizeCaching == .always || PaddingRules.sizeCaching == .byTheKind
        case .alignmentGuide: AlignmentGuideRules.sizeCaching == .always || AlignmentGuideRules.sizeCaching == .byTheKind
        case .offset: OffsetRules.sizeCaching == .always || OffsetRules.sizeCaching == .byTheKind
        case .fixedSize: FixedSizeRules.sizeCaching == .always || FixedSizeRules.sizeCaching == .byTheKind
        case .layoutPriority: PriorityRules.sizeCaching == .always || PriorityRules.sizeCaching == .byTheKind
        case .overlay, .background: OverlayRules.sizeCaching == .always || OverlayRules.sizeCaching == .byTheKind
        case .aspectRatio: AspectRatioRules.sizeCaching == .always || AspectRatioRules.sizeCaching == .byTheKind
        case .position: PositionRules.sizeCaching == .always || PositionRules.sizeCaching == .byTheKind
        case .environment: LayoutDirectionRules.sizeCaching == .always || LayoutDirectionRules.sizeCaching == .byTheKind
        case .gridCell: GridCellRules.sizeCaching == .always || GridCellRules.sizeCaching == .byTheKind
        case .containerRelativeFrame: ContainerRelativeFrameRules.sizeCaching == .always || ContainerRelativeFrameRules.sizeCaching == .byTheKind
        }
    }

    /// Whether a pass stores every size it computes for the kind (`sizeCaching == .always`).
    @inline(__always) var storesComputedSizes: Bool {
        switch self {
        case .shape: ShapeRules.sizeCaching == .always
        case .circle: CircleRules.sizeCaching == .always
        case .image: ImageRules.sizeCaching == .always
        case .text: TextViewRules.sizeCaching == .always
        case .spacer: SpacerRules.sizeCaching == .always
        case .geometryReader: GeometryReaderRules.sizeCaching == .always
        case .measured: MeasuredRules.sizeCaching == .always
        case .divider: DividerRules.sizeCaching == .always
        case .hstack, .vstack: StackRules.sizeCaching == .always
        case .zstack: ZStackRules.sizeCaching == .always
        case .grid: GridRules.sizeCaching == .always
        case .gridRow: GridRowRules.sizeCaching == .always
        case .viewThatFits: ViewThatFitsRules.sizeCaching == .always
        case .custom: CustomRules.sizeCaching == .always
        case .scrollView: ScrollViewRules.sizeCaching == .always
        case .lazyHStack, .lazyVStack: LazyStackRules.sizeCaching == .always
        case .lazyVGrid, .lazyHGrid: LazyGridRules.sizeCaching == .always
        case .frame: FixedFrameRules.sizeCaching == .always
        case .flexibleFrame: FlexibleFrameRules.sizeCaching == .always
        case .padding: PaddingRules.sizeCaching == .always
        case .alignmentGuide: AlignmentGuideRules.sizeCaching == .always
        case .offset: OffsetRules.sizeCaching == .always
        case .fixedSize: FixedSizeRules.sizeCaching == .always
        case .layoutPriority: PriorityRules.sizeCaching == .always
        case .overlay, .background: OverlayRules.sizeCaching == .always
        case .aspectRatio: AspectRatioRules.sizeCaching == .always
        case .position: PositionRules.sizeCaching == .always
        case .environment: LayoutDirectionRules.sizeCaching == .always
        case .gridCell: GridCellRules.sizeCaching == .always
        case .containerRelativeFrame: ContainerRelativeFrameRules.sizeCaching == .always
        }
    }

    /// Whether the kind answers explicit guide questions at once (`guideCaching == .never`).
    @inline(__always) var answersGuidesAtOnce: Bool {
        switch self {
        case .shape: ShapeRules.guideCaching == .never
        case .circle: CircleRules.guideCaching == .never
        case .image: ImageRules.guideCaching == .never
        case .text: TextViewRules.guideCaching == .never
        case .spacer: SpacerRules.guideCaching == .never
        case .geometryReader: GeometryReaderRules.guideCaching == .never
        case .measured: MeasuredRules.guideCaching == .never
        case .divider: DividerRules.guideCaching == .never
        case .hstack, .vstack: StackRules.guideCaching == .never
        case .zstack: ZStackRules.guideCaching == .never
        case .grid: GridRules.guideCaching == .never
        case .gridRow: GridRowRules.guideCaching == .never
        case .viewThatFits: ViewThatFitsRules.guideCaching == .never
        case .custom: CustomRules.guideCaching == .never
        case .scrollView: ScrollViewRules.guideCaching == .never
        case .lazyHStack, .lazyVStack: LazyStackRules.guideCaching == .never
        case .lazyVGrid, .lazyHGrid: LazyGridRules.guideCaching == .never
        case .frame: FixedFrameRules.guideCaching == .never
        case .flexibleFrame: FlexibleFrameRules.guideCaching == .never
        case .padding: PaddingRules.guideCaching == .never
        case .alignmentGuide: AlignmentGuideRules.guideCaching == .never
        case .offset: OffsetRules.guideCaching == .never
        case .fixedSize: FixedSizeRules.guideCaching == .never
        case .layoutPriority: PriorityRules.guideCaching == .never
        case .overlay, .background: OverlayRules.guideCaching == .never
        case .aspectRatio: AspectRatioRules.guideCaching == .never
        case .position: PositionRules.guideCaching == .never
        case .environment: LayoutDirectionRules.guideCaching == .never
        case .gridCell: GridCellRules.guideCaching == .never
        case .containerRelativeFrame: ContainerRelativeFrameRules.guideCaching == .never
        }
    }

    /// Whether a pass stores every explicit value it computes for the kind
    /// (`guideCaching == .always`).
    @inline(__always) var storesComputedGuides: Bool {
        switch self {
        case .shape: ShapeRules.guideCaching == .always
        case .circle: CircleRules.guideCaching == .always
        case .image: ImageRules.guideCaching == .always
        case .text: TextViewRules.guideCaching == .always
        case .spacer: SpacerRules.guideCaching == .always
        case .geometryReader: GeometryReaderRules.guideCaching == .always
        case .measured: MeasuredRules.guideCaching == .always
        case .divider: DividerRules.guideCaching == .always
        case .hstack, .vstack: StackRules.guideCaching == .always
        case .zstack: ZStackRules.guideCaching == .always
        case .grid: GridRules.guideCaching == .always
        case .gridRow: GridRowRules.guideCaching == .always
        case .viewThatFits: ViewThatFitsRules.guideCaching == .always
        case .custom: CustomRules.guideCaching == .always
        case .scrollView: ScrollViewRules.guideCaching == .always
        case .lazyHStack, .lazyVStack: LazyStackRules.guideCaching == .always
        case .lazyVGrid, .lazyHGrid: LazyGridRules.guideCaching == .always
        case .frame: FixedFrameRules.guideCaching == .always
        case .flexibleFrame: FlexibleFrameRules.guideCaching == .always
        case .padding: PaddingRules.guideCaching == .always
        case .alignmentGuide: AlignmentGuideRules.guideCaching == .always
        case .offset: OffsetRules.guideCaching == .always
        case .fixedSize: FixedSizeRules.guideCaching == .always
        case .layoutPriority: PriorityRules.guideCaching == .always
        case .overlay, .background: OverlayRules.guideCaching == .always
        case .aspectRatio: AspectRatioRules.guideCaching == .always
        case .position: PositionRules.guideCaching == .always
        case .environment: LayoutDirectionRules.guideCaching == .always
        case .gridCell: GridCellRules.guideCaching == .always
        case .containerRelativeFrame: ContainerRelativeFrameRules.guideCaching == .always
        }
    }

    /// How many native frames a computed question of this kind counts for.
    @inline(__always) var nestingCost: Int {
        switch self {
        case .shape: ShapeRules.nestingCost
        case .circle: CircleRules.nestingCost
        case .image: ImageRules.nestingCost
        case .text: TextViewRules.nestingCost
        case .spacer: SpacerRules.nestingCost
        case .geometryReader: GeometryReaderRules.nestingCost
        case .measured: MeasuredRules.nestingCost
        case .divider: DividerRules.nestingCost
        case .hstack, .vstack: StackRules.nestingCost
        case .zstack: ZStackRules.nestingCost
        case .grid: GridRules.nestingCost
        case .gridRow: GridRowRules.nestingCost
        case .viewThatFits: ViewThatFitsRules.nestingCost
        case .custom: CustomRules.nestingCost
        case .scrollView: ScrollViewRules.nestingCost
        case .lazyHStack, .lazyVStack: LazyStackRules.nestingCost
        case .lazyVGrid, .lazyHGrid: LazyGridRules.nestingCost
        case .frame: FixedFrameRules.nestingCost
        case .flexibleFrame: FlexibleFrameRules.nestingCost
        case .padding: PaddingRules.nestingCost
        case .alignmentGuide: AlignmentGuideRules.nestingCost
        case .offset: OffsetRules.nestingCost
        case .fixedSize: FixedSizeRules.nestingCost
        case .layoutPriority: PriorityRules.nestingCost
        case .overlay, .background: OverlayRules.nestingCost
        case .aspectRatio: AspectRatioRules.nestingCost
        case .position: PositionRules.nestingCost
        case .environment: LayoutDirectionRules.nestingCost
        case .gridCell: GridCellRules.nestingCost
        case .containerRelativeFrame: ContainerRelativeFrameRules.nestingCost
        }
    }
}

extension Node {
    /// The guide the node aligns its children by on `axis`, if it aligns them by one.
    func alignmentGuide(on axis: Axis) -> Int32? {
        switch kind {
        case .shape: ShapeRules.alignmentGuide(of: self, on: axis)
        case .circle: CircleRules.alignmentGuide(of: self, on: axis)
        case .image: ImageRules.alignmentGuide(of: self, on: axis)
        case .text: TextViewRules.alignmentGuide(of: self, on: axis)
        case .spacer: SpacerRules.alignmentGuide(of: self, on: axis)
        case .geometryReader: GeometryReaderRules.alignmentGuide(of: self, on: axis)
        case .measured: MeasuredRules.alignmentGuide(of: self, on: axis)
        case .divider: DividerRules.alignmentGuide(of: self, on: axis)
        case .hstack, .vstack: StackRules.alignmentGuide(of: self, on: axis)
        case .zstack: ZStackRules.alignmentGuide(of: self, on: axis)
        case .grid: GridRules.alignmentGuide(of: self, on: axis)
        case .gridRow: GridRowRules.alignmentGuide(of: self, on: axis)
        case .viewThatFits: ViewThatFitsRules.alignmentGuide(of: self, on: axis)
        case .custom: CustomRules.alignmentGuide(of: self, on: axis)
        case .scrollView: ScrollViewRules.alignmentGuide(of: self, on: axis)
        case .lazyHStack, .lazyVStack: LazyStackRules.alignmentGuide(of: self, on: axis)
        case .lazyVGrid, .lazyHGrid: LazyGridRules.alignmentGuide(of: self, on: axis)
        case .frame: FixedFrameRules.alignmentGuide(of: self, on: axis)
        case .flexibleFrame: FlexibleFrameRules.alignmentGuide(of: self, on: axis)
        case .padding: PaddingRules.alignmentGuide(of: self, on: axis)
        case .alignmentGuide: AlignmentGuideRules.alignmentGuide(of: self, on: axis)
        case .offset: OffsetRules.alignmentGuide(of: self, on: axis)
        case .fixedSize: FixedSizeRules.alignmentGuide(of: self, on: axis)
        case .layoutPriority: PriorityRules.alignmentGuide(of: self, on: axis)
        case .overlay, .background: OverlayRules.alignmentGuide(of: self, on: axis)
        case .aspectRatio: AspectRatioRules.alignmentGuide(of: self, on: axis)
        case .position: PositionRules.alignmentGuide(of: self, on: axis)
        case .environment: LayoutDirectionRules.alignmentGuide(of: self, on: axis)
        case .gridCell: GridCellRules.alignmentGuide(of: self, on: axis)
        case .containerRelativeFrame: ContainerRelativeFrameRules.alignmentGuide(of: self, on: axis)
        }
    }

    /// The direction the node lays its children out in, given its own.
    @inline(__always) func childRightToLeft(_ rightToLeft: Bool) -> Bool {
        switch kind {
        case .shape: ShapeRules.childRightToLeft(self, rightToLeft)
        case .circle: CircleRules.childRightToLeft(self, rightToLeft)
        case .image: ImageRules.childRightToLeft(self, rightToLeft)
        case .text: TextViewRules.childRightToLeft(self, rightToLeft)
        case .spacer: SpacerRules.childRightToLeft(self, rightToLeft)
        case .geometryReader: GeometryReaderRules.childRightToLeft(self, rightToLeft)
        case .measured: MeasuredRules.childRightToLeft(self, rightToLeft)
        case .divider: DividerRules.childRightToLeft(self, rightToLeft)
        case .hstack, .vstack: StackRules.childRightToLeft(self, rightToLeft)
        case .zstack: ZStackRules.childRightToLeft(self, rightToLeft)
        case .grid: GridRules.childRightToLeft(self, rightToLeft)
        case .gridRow: GridRowRules.childRightToLeft(self, rightToLeft)
        case .viewThatFits: ViewThatFitsRules.childRightToLeft(self, rightToLeft)
        case .custom: CustomRules.childRightToLeft(self, rightToLeft)
        case .scrollView: ScrollViewRules.childRightToLeft(self, rightToLeft)
        case .lazyHStack, .lazyVStack: LazyStackRules.childRightToLeft(self, rightToLeft)
        case .lazyVGrid, .lazyHGrid: LazyGridRules.childRightToLeft(self, rightToLeft)
        case .frame: FixedFrameRules.childRightToLeft(self, rightToLeft)
        case .flexibleFrame: FlexibleFrameRules.childRightToLeft(self, rightToLeft)
        case .padding: PaddingRules.childRightToLeft(self, rightToLeft)
        case .alignmentGuide: AlignmentGuideRules.childRightToLeft(self, rightToLeft)
        case .offset: OffsetRules.childRightToLeft(self, rightToLeft)
        case .fixedSize: FixedSizeRules.childRightToLeft(self, rightToLeft)
        case .layoutPriority: PriorityRules.childRightToLeft(self, rightToLeft)
        case .overlay, .background: OverlayRules.childRightToLeft(self, rightToLeft)
        case .aspectRatio: AspectRatioRules.childRightToLeft(self, rightToLeft)
        case .position: PositionRules.childRightToLeft(self, rightToLeft)
        case .environment: LayoutDirectionRules.childRightToLeft(self, rightToLeft)
        case .gridCell: GridCellRules.childRightToLeft(self, rightToLeft)
        case .containerRelativeFrame: ContainerRelativeFrameRules.childRightToLeft(self, rightToLeft)
        }
    }

    /// The node's own top-down prepared bits and the spacer orientation of its children.
    @inline(__always) func topDownFacts(context: UInt16, rightToLeft: Bool) -> (own: UInt16, childContext: UInt16) {
        switch kind {
        case .shape: ShapeRules.topDownFacts(self, context: context, rightToLeft: rightToLeft)
        case .circle: CircleRules.topDownFacts(self, context: context, rightToLeft: rightToLeft)
        case .image: ImageRules.topDownFacts(self, context: context, rightToLeft: rightToLeft)
        case .text: TextViewRules.topDownFacts(self, context: context, rightToLeft: rightToLeft)
        case .spacer: SpacerRules.topDownFacts(self, context: context, rightToLeft: rightToLeft)
        case .geometryReader: GeometryReaderRules.topDownFacts(self, context: context, rightToLeft: rightToLeft)
        case .measured: MeasuredRules.topDownFacts(self, context: context, rightToLeft: rightToLeft)
        case .divider: DividerRules.topDownFacts(self, context: context, rightToLeft: rightToLeft)
        case .hstack, .vstack: StackRules.topDownFacts(self, context: context, rightToLeft: rightToLeft)
        case .zstack: ZStackRules.topDownFacts(self, context: context, rightToLeft: rightToLeft)
        case .grid: GridRules.topDownFacts(self, context: context, rightToLeft: rightToLeft)
        case .gridRow: GridRowRules.topDownFacts(self, context: context, rightToLeft: rightToLeft)
        case .viewThatFits: ViewThatFitsRules.topDownFacts(self, context: context, rightToLeft: rightToLeft)
        case .custom: CustomRules.topDownFacts(self, context: context, rightToLeft: rightToLeft)
        case .scrollView: ScrollViewRules.topDownFacts(self, context: context, rightToLeft: rightToLeft)
        case .lazyHStack, .lazyVStack: LazyStackRules.topDownFacts(self, context: context, rightToLeft: rightToLeft)
        case .lazyVGrid, .lazyHGrid: LazyGridRules.topDownFacts(self, context: context, rightToLeft: rightToLeft)
        case .frame: FixedFrameRules.topDownFacts(self, context: context, rightToLeft: rightToLeft)
        case .flexibleFrame: FlexibleFrameRules.topDownFacts(self, context: context, rightToLeft: rightToLeft)
        case .padding: PaddingRules.topDownFacts(self, context: context, rightToLeft: rightToLeft)
        case .alignmentGuide: AlignmentGuideRules.topDownFacts(self, context: context, rightToLeft: rightToLeft)
        case .offset: OffsetRules.topDownFacts(self, context: context, rightToLeft: rightToLeft)
        case .fixedSize: FixedSizeRules.topDownFacts(self, context: context, rightToLeft: rightToLeft)
        case .layoutPriority: PriorityRules.topDownFacts(self, context: context, rightToLeft: rightToLeft)
        case .overlay, .background: OverlayRules.topDownFacts(self, context: context, rightToLeft: rightToLeft)
        case .aspectRatio: AspectRatioRules.topDownFacts(self, context: context, rightToLeft: rightToLeft)
        case .position: PositionRules.topDownFacts(self, context: context, rightToLeft: rightToLeft)
        case .environment: LayoutDirectionRules.topDownFacts(self, context: context, rightToLeft: rightToLeft)
        case .gridCell: GridCellRules.topDownFacts(self, context: context, rightToLeft: rightToLeft)
        case .containerRelativeFrame: ContainerRelativeFrameRules.topDownFacts(self, context: context, rightToLeft: rightToLeft)
        }
    }
}

extension LayoutPass {
    /// The size of a kind answered at once (`sizeCaching == .never`), else nil.
    @inline(__always) func immediateSize(_ n: Int32, _ node: Node, _ p: Proposal) -> Size? {
        switch node.kind {
        case .shape: return immediateSize(ShapeRules.self, n, node, p)
        case .circle: return immediateSize(CircleRules.self, n, node, p)
        case .image: return immediateSize(ImageRules.self, n, node, p)
        case .text: return immediateSize(TextViewRules.self, n, node, p)
        case .spacer: return immediateSize(SpacerRules.self, n, node, p)
        case .geometryReader: return immediateSize(GeometryReaderRules.self, n, node, p)
        case .measured: return immediateSize(MeasuredRules.self, n, node, p)
        case .divider: return immediateSize(DividerRules.self, n, node, p)
        case .hstack, .vstack: return immediateSize(StackRules.self, n, node, p)
        case .zstack: return immediateSize(ZStackRules.self, n, node, p)
        case .grid: return immediateSize(GridRules.self, n, node, p)
        case .gridRow: return immediateSize(GridRowRules.self, n, node, p)
        case .viewThatFits: return immediateSize(ViewThatFitsRules.self, n, node, p)
        case .custom: return immediateSize(CustomRules.self, n, node, p)
        case .scrollView: return immediateSize(ScrollViewRules.self, n, node, p)
        case .lazyHStack, .lazyVStack: return immediateSize(LazyStackRules.self, n, node, p)
        case .lazyVGrid, .lazyHGrid: return immediateSize(LazyGridRules.self, n, node, p)
        case .frame: return immediateSize(FixedFrameRules.self, n, node, p)
        case .flexibleFrame: return immediateSize(FlexibleFrameRules.self, n, node, p)
        case .padding: return immediateSize(PaddingRules.self, n, node, p)
        case .alignmentGuide: return immediateSize(AlignmentGuideRules.self, n, node, p)
        case .offset: return immediateSize(OffsetRules.self, n, node, p)
        case .fixedSize: return immediateSize(FixedSizeRules.self, n, node, p)
        case .layoutPriority: return immediateSize(PriorityRules.self, n, node, p)
        case .overlay, .background: return immediateSize(OverlayRules.self, n, node, p)
        case .aspectRatio: return immediateSize(AspectRatioRules.self, n, node, p)
        case .position: return immediateSize(PositionRules.self, n, node, p)
        case .environment: return immediateSize(LayoutDirectionRules.self, n, node, p)
        case .gridCell: return immediateSize(GridCellRules.self, n, node, p)
        case .containerRelativeFrame: return immediateSize(ContainerRelativeFrameRules.self, n, node, p)
        }
    }

    @inline(__always) private func immediateSize<K: NodeLayout>(_ kind: K.Type, _ n: Int32, _ node: Node, _ p: Proposal) -> Size? {
        K.sizeCaching == .never ? K.size(self, n, node, p) : nil
    }

    /// The size of a node, computed (not looked up).
    func computeSize(_ n: Int32, _ node: Node, _ p: Proposal) -> Size {
        switch node.kind {
        case .shape: return ShapeRules.size(self, n, node, p)
        case .circle: return CircleRules.size(self, n, node, p)
        case .image: return ImageRules.size(self, n, node, p)
        case .text: return TextViewRules.size(self, n, node, p)
        case .spacer: return SpacerRules.size(self, n, node, p)
        case .geometryReader: return GeometryReaderRules.size(self, n, node, p)
        case .measured: return MeasuredRules.size(self, n, node, p)
        case .divider: return DividerRules.size(self, n, node, p)
        case .hstack, .vstack: return StackRules.size(self, n, node, p)
        case .zstack: return ZStackRules.size(self, n, node, p)
        case .grid: return GridRules.size(self, n, node, p)
        case .gridRow: return GridRowRules.size(self, n, node, p)
        case .viewThatFits: return ViewThatFitsRules.size(self, n, node, p)
        case .custom: return CustomRules.size(self, n, node, p)
        case .scrollView: return ScrollViewRules.size(self, n, node, p)
        case .lazyHStack, .lazyVStack: return LazyStackRules.size(self, n, node, p)
        case .lazyVGrid, .lazyHGrid: return LazyGridRules.size(self, n, node, p)
        case .frame: return FixedFrameRules.size(self, n, node, p)
        case .flexibleFrame: return FlexibleFrameRules.size(self, n, node, p)
        case .padding: return PaddingRules.size(self, n, node, p)
        case .alignmentGuide: return AlignmentGuideRules.size(self, n, node, p)
        case .offset: return OffsetRules.size(self, n, node, p)
        case .fixedSize: return FixedSizeRules.size(self, n, node, p)
        case .layoutPriority: return PriorityRules.size(self, n, node, p)
        case .overlay, .background: return OverlayRules.size(self, n, node, p)
        case .aspectRatio: return AspectRatioRules.size(self, n, node, p)
        case .position: return PositionRules.size(self, n, node, p)
        case .environment: return LayoutDirectionRules.size(self, n, node, p)
        case .gridCell: return GridCellRules.size(self, n, node, p)
        case .containerRelativeFrame: return ContainerRelativeFrameRules.size(self, n, node, p)
        }
    }

    /// The explicit value of a node, computed (not looked up).
    func computeExplicit(_ n: Int32, _ node: Node, _ g: Int32, _ p: Proposal) -> Double? {
        switch node.kind {
        case .shape: return ShapeRules.explicit(self, n, node, g, p)
        case .circle: return CircleRules.explicit(self, n, node, g, p)
        case .image: return ImageRules.explicit(self, n, node, g, p)
        case .text: return TextViewRules.explicit(self, n, node, g, p)
        case .spacer: return SpacerRules.explicit(self, n, node, g, p)
        case .geometryReader: return GeometryReaderRules.explicit(self, n, node, g, p)
        case .measured: return MeasuredRules.explicit(self, n, node, g, p)
        case .divider: return DividerRules.explicit(self, n, node, g, p)
        case .hstack, .vstack: return StackRules.explicit(self, n, node, g, p)
        case .zstack: return ZStackRules.explicit(self, n, node, g, p)
        case .grid: return GridRules.explicit(self, n, node, g, p)
        case .gridRow: return GridRowRules.explicit(self, n, node, g, p)
        case .viewThatFits: return ViewThatFitsRules.explicit(self, n, node, g, p)
        case .custom: return CustomRules.explicit(self, n, node, g, p)
        case .scrollView: return ScrollViewRules.explicit(self, n, node, g, p)
        case .lazyHStack, .lazyVStack: return LazyStackRules.explicit(self, n, node, g, p)
        case .lazyVGrid, .lazyHGrid: return LazyGridRules.explicit(self, n, node, g, p)
        case .frame: return FixedFrameRules.explicit(self, n, node, g, p)
        case .flexibleFrame: return FlexibleFrameRules.explicit(self, n, node, g, p)
        case .padding: return PaddingRules.explicit(self, n, node, g, p)
        case .alignmentGuide: return AlignmentGuideRules.explicit(self, n, node, g, p)
        case .offset: return OffsetRules.explicit(self, n, node, g, p)
        case .fixedSize: return FixedSizeRules.explicit(self, n, node, g, p)
        case .layoutPriority: return PriorityRules.explicit(self, n, node, g, p)
        case .overlay, .background: return OverlayRules.explicit(self, n, node, g, p)
        case .aspectRatio: return AspectRatioRules.explicit(self, n, node, g, p)
        case .position: return PositionRules.explicit(self, n, node, g, p)
        case .environment: return LayoutDirectionRules.explicit(self, n, node, g, p)
        case .gridCell: return GridCellRules.explicit(self, n, node, g, p)
        case .containerRelativeFrame: return ContainerRelativeFrameRules.explicit(self, n, node, g, p)
        }
    }

    /// What node `n`'s size for `p` asks of its only child when no size decides it, or nil
    /// (`NodeLayout.onlyChildProposal`).
    func onlyChildProposal(_ n: Int32, _ node: Node, _ p: Proposal) -> Proposal? {
        switch node.kind {
        case .shape: return ShapeRules.onlyChildProposal(self, n, node, p)
        case .circle: return CircleRules.onlyChildProposal(self, n, node, p)
        case .image: return ImageRules.onlyChildProposal(self, n, node, p)
        case .text: return TextViewRules.onlyChildProposal(self, n, node, p)
        case .spacer: return SpacerRules.onlyChildProposal(self, n, node, p)
        case .geometryReader: return GeometryReaderRules.onlyChildProposal(self, n, node, p)
        case .measured: return MeasuredRules.onlyChildProposal(self, n, node, p)
        case .divider: return DividerRules.onlyChildProposal(self, n, node, p)
        case .hstack, .vstack: return StackRules.onlyChildProposal(self, n, node, p)
        case .zstack: return ZStackRules.onlyChildProposal(self, n, node, p)
        case .grid: return GridRules.onlyChildProposal(self, n, node, p)
        case .gridRow: return GridRowRules.onlyChildProposal(self, n, node, p)
        case .viewThatFits: return ViewThatFitsRules.onlyChildProposal(self, n, node, p)
        case .custom: return CustomRules.onlyChildProposal(self, n, node, p)
        case .scrollView: return ScrollViewRules.onlyChildProposal(self, n, node, p)
        case .lazyHStack, .lazyVStack: return LazyStackRules.onlyChildProposal(self, n, node, p)
        case .lazyVGrid, .lazyHGrid: return LazyGridRules.onlyChildProposal(self, n, node, p)
        case .frame: return FixedFrameRules.onlyChildProposal(self, n, node, p)
        case .flexibleFrame: return FlexibleFrameRules.onlyChildProposal(self, n, node, p)
        case .padding: return PaddingRules.onlyChildProposal(self, n, node, p)
        case .alignmentGuide: return AlignmentGuideRules.onlyChildProposal(self, n, node, p)
        case .offset: return OffsetRules.onlyChildProposal(self, n, node, p)
        case .fixedSize: return FixedSizeRules.onlyChildProposal(self, n, node, p)
        case .layoutPriority: return PriorityRules.onlyChildProposal(self, n, node, p)
        case .overlay, .background: return OverlayRules.onlyChildProposal(self, n, node, p)
        case .aspectRatio: return AspectRatioRules.onlyChildProposal(self, n, node, p)
        case .position: return PositionRules.onlyChildProposal(self, n, node, p)
        case .environment: return LayoutDirectionRules.onlyChildProposal(self, n, node, p)
        case .gridCell: return GridCellRules.onlyChildProposal(self, n, node, p)
        case .containerRelativeFrame: return ContainerRelativeFrameRules.onlyChildProposal(self, n, node, p)
        }
    }

    /// The layout priority node `n` reports to its stack: its own, or that of the first node
    /// down its modifier chain that states one.
    @inline(__always) func priority(_ n: Int32) -> Double {
        var current = n
        while true {
            let node = nodes[current]
            switch node.kind {
            case .shape: if let own = ShapeRules.priority(self, node) { return own }
            case .circle: if let own = CircleRules.priority(self, node) { return own }
            case .image: if let own = ImageRules.priority(self, node) { return own }
            case .text: if let own = TextViewRules.priority(self, node) { return own }
            case .spacer: if let own = SpacerRules.priority(self, node) { return own }
            case .geometryReader: if let own = GeometryReaderRules.priority(self, node) { return own }
            case .measured: if let own = MeasuredRules.priority(self, node) { return own }
            case .divider: if let own = DividerRules.priority(self, node) { return own }
            case .hstack, .vstack: if let own = StackRules.priority(self, node) { return own }
            case .zstack: if let own = ZStackRules.priority(self, node) { return own }
            case .grid: if let own = GridRules.priority(self, node) { return own }
            case .gridRow: if let own = GridRowRules.priority(self, node) { return own }
            case .viewThatFits: if let own = ViewThatFitsRules.priority(self, node) { return own }
            case .custom: if let own = CustomRules.priority(self, node) { return own }
            case .scrollView: if let own = ScrollViewRules.priority(self, node) { return own }
            case .lazyHStack, .lazyVStack: if let own = LazyStackRules.priority(self, node) { return own }
            case .lazyVGrid, .lazyHGrid: if let own = LazyGridRules.priority(self, node) { return own }
            case .frame: if let own = FixedFrameRules.priority(self, node) { return own }
            case .flexibleFrame: if let own = FlexibleFrameRules.priority(self, node) { return own }
            case .padding: if let own = PaddingRules.priority(self, node) { return own }
            case .alignmentGuide: if let own = AlignmentGuideRules.priority(self, node) { return own }
            case .offset: if let own = OffsetRules.priority(self, node) { return own }
            case .fixedSize: if let own = FixedSizeRules.priority(self, node) { return own }
            case .layoutPriority: if let own = PriorityRules.priority(self, node) { return own }
            case .overlay, .background: if let own = OverlayRules.priority(self, node) { return own }
            case .aspectRatio: if let own = AspectRatioRules.priority(self, node) { return own }
            case .position: if let own = PositionRules.priority(self, node) { return own }
            case .environment: if let own = LayoutDirectionRules.priority(self, node) { return own }
            case .gridCell: if let own = GridCellRules.priority(self, node) { return own }
            case .containerRelativeFrame: if let own = ContainerRelativeFrameRules.priority(self, node) { return own }
            }
            current = child(node)
        }
    }

    /// Every child of node `n` (proposed `p`, of size `s`) as placement gives it: its index,
    /// node, proposal, size, and origin in the node's left-to-right space.
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
        }
    }

    /// Tells node `n` it has its frame, before its children are placed.
    @inline(__always) func willPlaceChildren(_ n: Int32, _ node: Node, _ frame: Rect) {
        switch node.kind {
        case .shape: ShapeRules.willPlaceChildren(self, n, frame)
        case .circle: CircleRules.willPlaceChildren(self, n, frame)
        case .image: ImageRules.willPlaceChildren(self, n, frame)
        case .text: TextViewRules.willPlaceChildren(self, n, frame)
        case .spacer: SpacerRules.willPlaceChildren(self, n, frame)
        case .geometryReader: GeometryReaderRules.willPlaceChildren(self, n, frame)
        case .measured: MeasuredRules.willPlaceChildren(self, n, frame)
        case .divider: DividerRules.willPlaceChildren(self, n, frame)
        case .hstack, .vstack: StackRules.willPlaceChildren(self, n, frame)
        case .zstack: ZStackRules.willPlaceChildren(self, n, frame)
        case .grid: GridRules.willPlaceChildren(self, n, frame)
        case .gridRow: GridRowRules.willPlaceChildren(self, n, frame)
        case .viewThatFits: ViewThatFitsRules.willPlaceChildren(self, n, frame)
        case .custom: CustomRules.willPlaceChildren(self, n, frame)
        case .scrollView: ScrollViewRules.willPlaceChildren(self, n, frame)
        case .lazyHStack, .lazyVStack: LazyStackRules.willPlaceChildren(self, n, frame)
        case .lazyVGrid, .lazyHGrid: LazyGridRules.willPlaceChildren(self, n, frame)
        case .frame: FixedFrameRules.willPlaceChildren(self, n, frame)
        case .flexibleFrame: FlexibleFrameRules.willPlaceChildren(self, n, frame)
        case .padding: PaddingRules.willPlaceChildren(self, n, frame)
        case .alignmentGuide: AlignmentGuideRules.willPlaceChildren(self, n, frame)
        case .offset: OffsetRules.willPlaceChildren(self, n, frame)
        case .fixedSize: FixedSizeRules.willPlaceChildren(self, n, frame)
        case .layoutPriority: PriorityRules.willPlaceChildren(self, n, frame)
        case .overlay, .background: OverlayRules.willPlaceChildren(self, n, frame)
        case .aspectRatio: AspectRatioRules.willPlaceChildren(self, n, frame)
        case .position: PositionRules.willPlaceChildren(self, n, frame)
        case .environment: LayoutDirectionRules.willPlaceChildren(self, n, frame)
        case .gridCell: GridCellRules.willPlaceChildren(self, n, frame)
        case .containerRelativeFrame: ContainerRelativeFrameRules.willPlaceChildren(self, n, frame)
        }
    }

    /// Tells node `n` its frame is stored.
    @inline(__always) func didPlace(_ n: Int32, _ node: Node, _ proposal: Proposal, rightToLeft: Bool) {
        switch node.kind {
        case .shape: ShapeRules.didPlace(self, n, proposal, rightToLeft: rightToLeft)
        case .circle: CircleRules.didPlace(self, n, proposal, rightToLeft: rightToLeft)
        case .image: ImageRules.didPlace(self, n, proposal, rightToLeft: rightToLeft)
        case .text: TextViewRules.didPlace(self, n, proposal, rightToLeft: rightToLeft)
        case .spacer: SpacerRules.didPlace(self, n, proposal, rightToLeft: rightToLeft)
        case .geometryReader: GeometryReaderRules.didPlace(self, n, proposal, rightToLeft: rightToLeft)
        case .measured: MeasuredRules.didPlace(self, n, proposal, rightToLeft: rightToLeft)
        case .divider: DividerRules.didPlace(self, n, proposal, rightToLeft: rightToLeft)
        case .hstack, .vstack: StackRules.didPlace(self, n, proposal, rightToLeft: rightToLeft)
        case .zstack: ZStackRules.didPlace(self, n, proposal, rightToLeft: rightToLeft)
        case .grid: GridRules.didPlace(self, n, proposal, rightToLeft: rightToLeft)
        case .gridRow: GridRowRules.didPlace(self, n, proposal, rightToLeft: rightToLeft)
        case .viewThatFits: ViewThatFitsRules.didPlace(self, n, proposal, rightToLeft: rightToLeft)
        case .custom: CustomRules.didPlace(self, n, proposal, rightToLeft: rightToLeft)
        case .scrollView: ScrollViewRules.didPlace(self, n, proposal, rightToLeft: rightToLeft)
        case .lazyHStack, .lazyVStack: LazyStackRules.didPlace(self, n, proposal, rightToLeft: rightToLeft)
        case .lazyVGrid, .lazyHGrid: LazyGridRules.didPlace(self, n, proposal, rightToLeft: rightToLeft)
        case .frame: FixedFrameRules.didPlace(self, n, proposal, rightToLeft: rightToLeft)
        case .flexibleFrame: FlexibleFrameRules.didPlace(self, n, proposal, rightToLeft: rightToLeft)
        case .padding: PaddingRules.didPlace(self, n, proposal, rightToLeft: rightToLeft)
        case .alignmentGuide: AlignmentGuideRules.didPlace(self, n, proposal, rightToLeft: rightToLeft)
        case .offset: OffsetRules.didPlace(self, n, proposal, rightToLeft: rightToLeft)
        case .fixedSize: FixedSizeRules.didPlace(self, n, proposal, rightToLeft: rightToLeft)
        case .layoutPriority: PriorityRules.didPlace(self, n, proposal, rightToLeft: rightToLeft)
        case .overlay, .background: OverlayRules.didPlace(self, n, proposal, rightToLeft: rightToLeft)
        case .aspectRatio: AspectRatioRules.didPlace(self, n, proposal, rightToLeft: rightToLeft)
        case .position: PositionRules.didPlace(self, n, proposal, rightToLeft: rightToLeft)
        case .environment: LayoutDirectionRules.didPlace(self, n, proposal, rightToLeft: rightToLeft)
        case .gridCell: GridCellRules.didPlace(self, n, proposal, rightToLeft: rightToLeft)
        case .containerRelativeFrame: ContainerRelativeFrameRules.didPlace(self, n, proposal, rightToLeft: rightToLeft)
        }
    }
}

extension StructureFacts {
    /// The bottom-up facts of a node from its children's: spacing preferences, explicit-guide
    /// sources, and whether its size is the same for every proposal (`PreparedTree.rigid`).
    func bottomUpInfo(_ n: Int32) -> UInt16 {
        let node = nodes[n]
        switch node.kind {
        case .shape: return bottomUpInfo(ShapeRules.self, n, node)
        case .circle: return bottomUpInfo(CircleRules.self, n, node)
        case .image: return bottomUpInfo(ImageRules.self, n, node)
        case .text: return bottomUpInfo(TextViewRules.self, n, node)
        case .spacer: return bottomUpInfo(SpacerRules.self, n, node)
        case .geometryReader: return bottomUpInfo(GeometryReaderRules.self, n, node)
        case .measured: return bottomUpInfo(MeasuredRules.self, n, node)
        case .divider: return bottomUpInfo(DividerRules.self, n, node)
        case .hstack, .vstack: return bottomUpInfo(StackRules.self, n, node)
        case .zstack: return bottomUpInfo(ZStackRules.self, n, node)
        case .grid: return bottomUpInfo(GridRules.self, n, node)
        case .gridRow: return bottomUpInfo(GridRowRules.self, n, node)
        case .viewThatFits: return bottomUpInfo(ViewThatFitsRules.self, n, node)
        case .custom: return bottomUpInfo(CustomRules.self, n, node)
        case .scrollView: return bottomUpInfo(ScrollViewRules.self, n, node)
        case .lazyHStack, .lazyVStack: return bottomUpInfo(LazyStackRules.self, n, node)
        case .lazyVGrid, .lazyHGrid: return bottomUpInfo(LazyGridRules.self, n, node)
        case .frame: return bottomUpInfo(FixedFrameRules.self, n, node)
        case .flexibleFrame: return bottomUpInfo(FlexibleFrameRules.self, n, node)
        case .padding: return bottomUpInfo(PaddingRules.self, n, node)
        case .alignmentGuide: return bottomUpInfo(AlignmentGuideRules.self, n, node)
        case .offset: return bottomUpInfo(OffsetRules.self, n, node)
        case .fixedSize: return bottomUpInfo(FixedSizeRules.self, n, node)
        case .layoutPriority: return bottomUpInfo(PriorityRules.self, n, node)
        case .overlay, .background: return bottomUpInfo(OverlayRules.self, n, node)
        case .aspectRatio: return bottomUpInfo(AspectRatioRules.self, n, node)
        case .position: return bottomUpInfo(PositionRules.self, n, node)
        case .environment: return bottomUpInfo(LayoutDirectionRules.self, n, node)
        case .gridCell: return bottomUpInfo(GridCellRules.self, n, node)
        case .containerRelativeFrame: return bottomUpInfo(ContainerRelativeFrameRules.self, n, node)
        }
    }

    @inline(__always) private func bottomUpInfo<K: NodeLayout>(_ kind: K.Type, _ n: Int32, _ node: Node) -> UInt16 {
        K.bottomUpFacts(self, n, node) | (K.isRigid(self, n, node) ? PreparedTree.rigid : 0)
    }
}

extension NodeDescription {
    /// The node's name in an explanation: a modifier's, or its view's type name.
    var name: String {
        switch node.kind {
        case .shape: ShapeRules.explanationName(self)
        case .circle: CircleRules.explanationName(self)
        case .image: ImageRules.explanationName(self)
        case .text: TextViewRules.explanationName(self)
        case .spacer: SpacerRules.explanationName(self)
        case .geometryReader: GeometryReaderRules.explanationName(self)
        case .measured: MeasuredRules.explanationName(self)
        case .divider: DividerRules.explanationName(self)
        case .hstack, .vstack: StackRules.explanationName(self)
        case .zstack: ZStackRules.explanationName(self)
        case .grid: GridRules.explanationName(self)
        case .gridRow: GridRowRules.explanationName(self)
        case .viewThatFits: ViewThatFitsRules.explanationName(self)
        case .custom: CustomRules.explanationName(self)
        case .scrollView: ScrollViewRules.explanationName(self)
        case .lazyHStack, .lazyVStack: LazyStackRules.explanationName(self)
        case .lazyVGrid, .lazyHGrid: LazyGridRules.explanationName(self)
        case .frame: FixedFrameRules.explanationName(self)
        case .flexibleFrame: FlexibleFrameRules.explanationName(self)
        case .padding: PaddingRules.explanationName(self)
        case .alignmentGuide: AlignmentGuideRules.explanationName(self)
        case .offset: OffsetRules.explanationName(self)
        case .fixedSize: FixedSizeRules.explanationName(self)
        case .layoutPriority: PriorityRules.explanationName(self)
        case .overlay, .background: OverlayRules.explanationName(self)
        case .aspectRatio: AspectRatioRules.explanationName(self)
        case .position: PositionRules.explanationName(self)
        case .environment: LayoutDirectionRules.explanationName(self)
        case .gridCell: GridCellRules.explanationName(self)
        case .containerRelativeFrame: ContainerRelativeFrameRules.explanationName(self)
        }
    }

    /// The node in SwiftUI's words.
    var description: String {
        switch node.kind {
        case .shape: ShapeRules.describe(self)
        case .circle: CircleRules.describe(self)
        case .image: ImageRules.describe(self)
        case .text: TextViewRules.describe(self)
        case .spacer: SpacerRules.describe(self)
        case .geometryReader: GeometryReaderRules.describe(self)
        case .measured: MeasuredRules.describe(self)
        case .divider: DividerRules.describe(self)
        case .hstack, .vstack: StackRules.describe(self)
        case .zstack: ZStackRules.describe(self)
        case .grid: GridRules.describe(self)
        case .gridRow: GridRowRules.describe(self)
        case .viewThatFits: ViewThatFitsRules.describe(self)
        case .custom: CustomRules.describe(self)
        case .scrollView: ScrollViewRules.describe(self)
        case .lazyHStack, .lazyVStack: LazyStackRules.describe(self)
        case .lazyVGrid, .lazyHGrid: LazyGridRules.describe(self)
        case .frame: FixedFrameRules.describe(self)
        case .flexibleFrame: FlexibleFrameRules.describe(self)
        case .padding: PaddingRules.describe(self)
        case .alignmentGuide: AlignmentGuideRules.describe(self)
        case .offset: OffsetRules.describe(self)
        case .fixedSize: FixedSizeRules.describe(self)
        case .layoutPriority: PriorityRules.describe(self)
        case .overlay, .background: OverlayRules.describe(self)
        case .aspectRatio: AspectRatioRules.describe(self)
        case .position: PositionRules.describe(self)
        case .environment: LayoutDirectionRules.describe(self)
        case .gridCell: GridCellRules.describe(self)
        case .containerRelativeFrame: ContainerRelativeFrameRules.describe(self)
        }
    }
}

extension NodeKind {
    /// Whether relayout can recompute the kind's cached answers and compare them.
    @inline(__always) var answersCanBeCompared: Bool {
        switch self {
        case .shape: ShapeRules.answersCanBeCompared
        case .circle: CircleRules.answersCanBeCompared
        case .image: ImageRules.answersCanBeCompared
        case .text: TextViewRules.answersCanBeCompared
        case .spacer: SpacerRules.answersCanBeCompared
        case .geometryReader: GeometryReaderRules.answersCanBeCompared
        case .measured: MeasuredRules.answersCanBeCompared
        case .divider: DividerRules.answersCanBeCompared
        case .hstack, .vstack: StackRules.answersCanBeCompared
        case .zstack: ZStackRules.answersCanBeCompared
        case .grid: GridRules.answersCanBeCompared
        case .gridRow: GridRowRules.answersCanBeCompared
        case .viewThatFits: ViewThatFitsRules.answersCanBeCompared
        case .custom: CustomRules.answersCanBeCompared
        case .scrollView: ScrollViewRules.answersCanBeCompared
        case .frame: FixedFrameRules.answersCanBeCompared
        case .flexibleFrame: FlexibleFrameRules.answersCanBeCompared
        case .padding: PaddingRules.answersCanBeCompared
        case .alignmentGuide: AlignmentGuideRules.answersCanBeCompared
        case .offset: OffsetRules.answersCanBeCompared
        case .fixedSize: FixedSizeRules.answersCanBeCompared
        case .layoutPriority: PriorityRules.answersCanBeCompared
        case .overlay, .background: OverlayRules.answersCanBeCompared
        case .aspectRatio: AspectRatioRules.answersCanBeCompared
        case .position: PositionRules.answersCanBeCompared
        case .environment: LayoutDirectionRules.answersCanBeCompared
        case .gridCell: GridCellRules.answersCanBeCompared
        case .lazyHStack, .lazyVStack: LazyStackRules.answersCanBeCompared
        case .lazyVGrid, .lazyHGrid: LazyGridRules.answersCanBeCompared
        case .containerRelativeFrame: ContainerRelativeFrameRules.answersCanBeCompared
        }
    }

    /// Whether a pass forgets the sizes the driver stored for the kind when it ends
    /// (`sizeCaching == .whenDeferredForThePass`).
    @inline(__always) var forgetsDeferredSizes: Bool {
        switch self {
        case .shape: ShapeRules.sizeCaching == .whenDeferredForThePass
        case .circle: CircleRules.sizeCaching == .whenDeferredForThePass
        case .image: ImageRules.sizeCaching == .whenDeferredForThePass
        case .text: TextViewRules.sizeCaching == .whenDeferredForThePass
        case .spacer: SpacerRules.sizeCaching == .whenDeferredForThePass
        case .geometryReader: GeometryReaderRules.sizeCaching == .whenDeferredForThePass
        case .measured: MeasuredRules.sizeCaching == .whenDeferredForThePass
        case .divider: DividerRules.sizeCaching == .whenDeferredForThePass
        case .hstack, .vstack: StackRules.sizeCaching == .whenDeferredForThePass
        case .zstack: ZStackRules.sizeCaching == .whenDeferredForThePass
        case .grid: GridRules.sizeCaching == .whenDeferredForThePass
        case .gridRow: GridRowRules.sizeCaching == .whenDeferredForThePass
        case .viewThatFits: ViewThatFitsRules.sizeCaching == .whenDeferredForThePass
        case .custom: CustomRules.sizeCaching == .whenDeferredForThePass
        case .scrollView: ScrollViewRules.sizeCaching == .whenDeferredForThePass
        case .frame: FixedFrameRules.sizeCaching == .whenDeferredForThePass
        case .flexibleFrame: FlexibleFrameRules.sizeCaching == .whenDeferredForThePass
        case .padding: PaddingRules.sizeCaching == .whenDeferredForThePass
        case .alignmentGuide: AlignmentGuideRules.sizeCaching == .whenDeferredForThePass
        case .offset: OffsetRules.sizeCaching == .whenDeferredForThePass
        case .fixedSize: FixedSizeRules.sizeCaching == .whenDeferredForThePass
        case .layoutPriority: PriorityRules.sizeCaching == .whenDeferredForThePass
        case .overlay, .background: OverlayRules.sizeCaching == .whenDeferredForThePass
        case .aspectRatio: AspectRatioRules.sizeCaching == .whenDeferredForThePass
        case .position: PositionRules.sizeCaching == .whenDeferredForThePass
        case .environment: LayoutDirectionRules.sizeCaching == .whenDeferredForThePass
        case .gridCell: GridCellRules.sizeCaching == .whenDeferredForThePass
        case .lazyHStack, .lazyVStack: LazyStackRules.sizeCaching == .whenDeferredForThePass
        case .lazyVGrid, .lazyHGrid: LazyGridRules.sizeCaching == .whenDeferredForThePass
        case .containerRelativeFrame: ContainerRelativeFrameRules.sizeCaching == .whenDeferredForThePass
        }
    }

    /// Whether the kind's host states its own spacing preferences.
    var asksHostForSpacing: Bool {
        switch self {
        case .shape: ShapeRules.asksHostForSpacing
        case .circle: CircleRules.asksHostForSpacing
        case .image: ImageRules.asksHostForSpacing
        case .text: TextViewRules.asksHostForSpacing
        case .spacer: SpacerRules.asksHostForSpacing
        case .geometryReader: GeometryReaderRules.asksHostForSpacing
        case .measured: MeasuredRules.asksHostForSpacing
        case .divider: DividerRules.asksHostForSpacing
        case .hstack, .vstack: StackRules.asksHostForSpacing
        case .zstack: ZStackRules.asksHostForSpacing
        case .grid: GridRules.asksHostForSpacing
        case .gridRow: GridRowRules.asksHostForSpacing
        case .viewThatFits: ViewThatFitsRules.asksHostForSpacing
        case .custom: CustomRules.asksHostForSpacing
        case .scrollView: ScrollViewRules.asksHostForSpacing
        case .frame: FixedFrameRules.asksHostForSpacing
        case .flexibleFrame: FlexibleFrameRules.asksHostForSpacing
        case .padding: PaddingRules.asksHostForSpacing
        case .alignmentGuide: AlignmentGuideRules.asksHostForSpacing
        case .offset: OffsetRules.asksHostForSpacing
        case .fixedSize: FixedSizeRules.asksHostForSpacing
        case .layoutPriority: PriorityRules.asksHostForSpacing
        case .overlay, .background: OverlayRules.asksHostForSpacing
        case .aspectRatio: AspectRatioRules.asksHostForSpacing
        case .position: PositionRules.asksHostForSpacing
        case .environment: LayoutDirectionRules.asksHostForSpacing
        case .gridCell: GridCellRules.asksHostForSpacing
        case .lazyHStack, .lazyVStack: LazyStackRules.asksHostForSpacing
        case .lazyVGrid, .lazyHGrid: LazyGridRules.asksHostForSpacing
        case .containerRelativeFrame: ContainerRelativeFrameRules.asksHostForSpacing
        }
    }
}

extension Node {
    /// The node's name in messages: a modifier's as SwiftUI spells it, else its kind's.
    var modifierName: String {
        switch kind {
        case .shape: ShapeRules.messageName(self)
        case .circle: CircleRules.messageName(self)
        case .image: ImageRules.messageName(self)
        case .text: TextViewRules.messageName(self)
        case .spacer: SpacerRules.messageName(self)
        case .geometryReader: GeometryReaderRules.messageName(self)
        case .measured: MeasuredRules.messageName(self)
        case .divider: DividerRules.messageName(self)
        case .hstack, .vstack: StackRules.messageName(self)
        case .zstack: ZStackRules.messageName(self)
        case .grid: GridRules.messageName(self)
        case .gridRow: GridRowRules.messageName(self)
        case .viewThatFits: ViewThatFitsRules.messageName(self)
        case .custom: CustomRules.messageName(self)
        case .scrollView: ScrollViewRules.messageName(self)
        case .frame: FixedFrameRules.messageName(self)
        case .flexibleFrame: FlexibleFrameRules.messageName(self)
        case .padding: PaddingRules.messageName(self)
        case .alignmentGuide: AlignmentGuideRules.messageName(self)
        case .offset: OffsetRules.messageName(self)
        case .fixedSize: FixedSizeRules.messageName(self)
        case .layoutPriority: PriorityRules.messageName(self)
        case .overlay, .background: OverlayRules.messageName(self)
        case .aspectRatio: AspectRatioRules.messageName(self)
        case .position: PositionRules.messageName(self)
        case .environment: LayoutDirectionRules.messageName(self)
        case .gridCell: GridCellRules.messageName(self)
        case .lazyHStack, .lazyVStack: LazyStackRules.messageName(self)
        case .lazyVGrid, .lazyHGrid: LazyGridRules.messageName(self)
        case .containerRelativeFrame: ContainerRelativeFrameRules.messageName(self)
        }
    }
}

extension NodeKind {
    /// Whether the kind only moves its view after its parent placed it (an offset).
    var onlyMovesItsView: Bool {
        switch self {
        case .shape: ShapeRules.onlyMovesItsView
        case .circle: CircleRules.onlyMovesItsView
        case .image: ImageRules.onlyMovesItsView
        case .text: TextViewRules.onlyMovesItsView
        case .spacer: SpacerRules.onlyMovesItsView
        case .geometryReader: GeometryReaderRules.onlyMovesItsView
        case .measured: MeasuredRules.onlyMovesItsView
        case .divider: DividerRules.onlyMovesItsView
        case .hstack, .vstack: StackRules.onlyMovesItsView
        case .zstack: ZStackRules.onlyMovesItsView
        case .grid: GridRules.onlyMovesItsView
        case .gridRow: GridRowRules.onlyMovesItsView
        case .viewThatFits: ViewThatFitsRules.onlyMovesItsView
        case .custom: CustomRules.onlyMovesItsView
        case .scrollView: ScrollViewRules.onlyMovesItsView
        case .frame: FixedFrameRules.onlyMovesItsView
        case .flexibleFrame: FlexibleFrameRules.onlyMovesItsView
        case .padding: PaddingRules.onlyMovesItsView
        case .alignmentGuide: AlignmentGuideRules.onlyMovesItsView
        case .offset: OffsetRules.onlyMovesItsView
        case .fixedSize: FixedSizeRules.onlyMovesItsView
        case .layoutPriority: PriorityRules.onlyMovesItsView
        case .overlay, .background: OverlayRules.onlyMovesItsView
        case .aspectRatio: AspectRatioRules.onlyMovesItsView
        case .position: PositionRules.onlyMovesItsView
        case .environment: LayoutDirectionRules.onlyMovesItsView
        case .gridCell: GridCellRules.onlyMovesItsView
        case .lazyHStack, .lazyVStack: LazyStackRules.onlyMovesItsView
        case .lazyVGrid, .lazyHGrid: LazyGridRules.onlyMovesItsView
        case .containerRelativeFrame: ContainerRelativeFrameRules.onlyMovesItsView
        }
    }

    /// Whether a frame around the kind keeps its spacing preferences (a spacer's).
    var spacingPassesFrames: Bool {
        switch self {
        case .shape: ShapeRules.spacingPassesFrames
        case .circle: CircleRules.spacingPassesFrames
        case .image: ImageRules.spacingPassesFrames
        case .text: TextViewRules.spacingPassesFrames
        case .spacer: SpacerRules.spacingPassesFrames
        case .geometryReader: GeometryReaderRules.spacingPassesFrames
        case .measured: MeasuredRules.spacingPassesFrames
        case .divider: DividerRules.spacingPassesFrames
        case .hstack, .vstack: StackRules.spacingPassesFrames
        case .zstack: ZStackRules.spacingPassesFrames
        case .grid: GridRules.spacingPassesFrames
        case .gridRow: GridRowRules.spacingPassesFrames
        case .viewThatFits: ViewThatFitsRules.spacingPassesFrames
        case .custom: CustomRules.spacingPassesFrames
        case .scrollView: ScrollViewRules.spacingPassesFrames
        case .frame: FixedFrameRules.spacingPassesFrames
        case .flexibleFrame: FlexibleFrameRules.spacingPassesFrames
        case .padding: PaddingRules.spacingPassesFrames
        case .alignmentGuide: AlignmentGuideRules.spacingPassesFrames
        case .offset: OffsetRules.spacingPassesFrames
        case .fixedSize: FixedSizeRules.spacingPassesFrames
        case .layoutPriority: PriorityRules.spacingPassesFrames
        case .overlay, .background: OverlayRules.spacingPassesFrames
        case .aspectRatio: AspectRatioRules.spacingPassesFrames
        case .position: PositionRules.spacingPassesFrames
        case .environment: LayoutDirectionRules.spacingPassesFrames
        case .gridCell: GridCellRules.spacingPassesFrames
        case .lazyHStack, .lazyVStack: LazyStackRules.spacingPassesFrames
        case .lazyVGrid, .lazyHGrid: LazyGridRules.spacingPassesFrames
        case .containerRelativeFrame: ContainerRelativeFrameRules.spacingPassesFrames
        }
    }

    /// Whether the kind is the container a `containerRelativeFrame` below it measures.
    var isRelativeFrameContainer: Bool {
        switch self {
        case .shape: ShapeRules.isRelativeFrameContainer
        case .circle: CircleRules.isRelativeFrameContainer
        case .image: ImageRules.isRelativeFrameContainer
        case .text: TextViewRules.isRelativeFrameContainer
        case .spacer: SpacerRules.isRelativeFrameContainer
        case .geometryReader: GeometryReaderRules.isRelativeFrameContainer
        case .measured: MeasuredRules.isRelativeFrameContainer
        case .divider: DividerRules.isRelativeFrameContainer
        case .hstack, .vstack: StackRules.isRelativeFrameContainer
        case .zstack: ZStackRules.isRelativeFrameContainer
        case .grid: GridRules.isRelativeFrameContainer
        case .gridRow: GridRowRules.isRelativeFrameContainer
        case .viewThatFits: ViewThatFitsRules.isRelativeFrameContainer
        case .custom: CustomRules.isRelativeFrameContainer
        case .scrollView: ScrollViewRules.isRelativeFrameContainer
        case .frame: FixedFrameRules.isRelativeFrameContainer
        case .flexibleFrame: FlexibleFrameRules.isRelativeFrameContainer
        case .padding: PaddingRules.isRelativeFrameContainer
        case .alignmentGuide: AlignmentGuideRules.isRelativeFrameContainer
        case .offset: OffsetRules.isRelativeFrameContainer
        case .fixedSize: FixedSizeRules.isRelativeFrameContainer
        case .layoutPriority: PriorityRules.isRelativeFrameContainer
        case .overlay, .background: OverlayRules.isRelativeFrameContainer
        case .aspectRatio: AspectRatioRules.isRelativeFrameContainer
        case .position: PositionRules.isRelativeFrameContainer
        case .environment: LayoutDirectionRules.isRelativeFrameContainer
        case .gridCell: GridCellRules.isRelativeFrameContainer
        case .lazyHStack, .lazyVStack: LazyStackRules.isRelativeFrameContainer
        case .lazyVGrid, .lazyHGrid: LazyGridRules.isRelativeFrameContainer
        case .containerRelativeFrame: ContainerRelativeFrameRules.isRelativeFrameContainer
        }
    }

    /// Whether the kind may be found rigid by its host's answers, so that marking it dirty
    /// refreshes its prepared facts (a measured leaf's).
    var rigidityFollowsAnswers: Bool {
        switch self {
        case .shape: ShapeRules.rigidityFollowsAnswers
        case .circle: CircleRules.rigidityFollowsAnswers
        case .image: ImageRules.rigidityFollowsAnswers
        case .text: TextViewRules.rigidityFollowsAnswers
        case .spacer: SpacerRules.rigidityFollowsAnswers
        case .geometryReader: GeometryReaderRules.rigidityFollowsAnswers
        case .measured: MeasuredRules.rigidityFollowsAnswers
        case .divider: DividerRules.rigidityFollowsAnswers
        case .hstack, .vstack: StackRules.rigidityFollowsAnswers
        case .zstack: ZStackRules.rigidityFollowsAnswers
        case .grid: GridRules.rigidityFollowsAnswers
        case .gridRow: GridRowRules.rigidityFollowsAnswers
        case .viewThatFits: ViewThatFitsRules.rigidityFollowsAnswers
        case .custom: CustomRules.rigidityFollowsAnswers
        case .scrollView: ScrollViewRules.rigidityFollowsAnswers
        case .frame: FixedFrameRules.rigidityFollowsAnswers
        case .flexibleFrame: FlexibleFrameRules.rigidityFollowsAnswers
        case .padding: PaddingRules.rigidityFollowsAnswers
        case .alignmentGuide: AlignmentGuideRules.rigidityFollowsAnswers
        case .offset: OffsetRules.rigidityFollowsAnswers
        case .fixedSize: FixedSizeRules.rigidityFollowsAnswers
        case .layoutPriority: PriorityRules.rigidityFollowsAnswers
        case .overlay, .background: OverlayRules.rigidityFollowsAnswers
        case .aspectRatio: AspectRatioRules.rigidityFollowsAnswers
        case .position: PositionRules.rigidityFollowsAnswers
        case .environment: LayoutDirectionRules.rigidityFollowsAnswers
        case .gridCell: GridCellRules.rigidityFollowsAnswers
        case .lazyHStack, .lazyVStack: LazyStackRules.rigidityFollowsAnswers
        case .lazyVGrid, .lazyHGrid: LazyGridRules.rigidityFollowsAnswers
        case .containerRelativeFrame: ContainerRelativeFrameRules.rigidityFollowsAnswers
        }
    }
}

extension Node {
    /// The guide the node gives its view a value for by itself (an `alignmentGuide`'s), or nil.
    var guideItSets: Int32? {
        switch kind {
        case .shape: ShapeRules.guideItSets(self)
        case .circle: CircleRules.guideItSets(self)
        case .image: ImageRules.guideItSets(self)
        case .text: TextViewRules.guideItSets(self)
        case .spacer: SpacerRules.guideItSets(self)
        case .geometryReader: GeometryReaderRules.guideItSets(self)
        case .measured: MeasuredRules.guideItSets(self)
        case .divider: DividerRules.guideItSets(self)
        case .hstack, .vstack: StackRules.guideItSets(self)
        case .zstack: ZStackRules.guideItSets(self)
        case .grid: GridRules.guideItSets(self)
        case .gridRow: GridRowRules.guideItSets(self)
        case .viewThatFits: ViewThatFitsRules.guideItSets(self)
        case .custom: CustomRules.guideItSets(self)
        case .scrollView: ScrollViewRules.guideItSets(self)
        case .frame: FixedFrameRules.guideItSets(self)
        case .flexibleFrame: FlexibleFrameRules.guideItSets(self)
        case .padding: PaddingRules.guideItSets(self)
        case .alignmentGuide: AlignmentGuideRules.guideItSets(self)
        case .offset: OffsetRules.guideItSets(self)
        case .fixedSize: FixedSizeRules.guideItSets(self)
        case .layoutPriority: PriorityRules.guideItSets(self)
        case .overlay, .background: OverlayRules.guideItSets(self)
        case .aspectRatio: AspectRatioRules.guideItSets(self)
        case .position: PositionRules.guideItSets(self)
        case .environment: LayoutDirectionRules.guideItSets(self)
        case .gridCell: GridCellRules.guideItSets(self)
        case .lazyHStack, .lazyVStack: LazyStackRules.guideItSets(self)
        case .lazyVGrid, .lazyHGrid: LazyGridRules.guideItSets(self)
        case .containerRelativeFrame: ContainerRelativeFrameRules.guideItSets(self)
        }
    }

    /// Whether `other`, a node of the same kind, is the same modifier with other parameters.
    func isSameModifier(as other: Node) -> Bool {
        switch kind {
        case .shape: ShapeRules.isSameModifier(self, as: other)
        case .circle: CircleRules.isSameModifier(self, as: other)
        case .image: ImageRules.isSameModifier(self, as: other)
        case .text: TextViewRules.isSameModifier(self, as: other)
        case .spacer: SpacerRules.isSameModifier(self, as: other)
        case .geometryReader: GeometryReaderRules.isSameModifier(self, as: other)
        case .measured: MeasuredRules.isSameModifier(self, as: other)
        case .divider: DividerRules.isSameModifier(self, as: other)
        case .hstack, .vstack: StackRules.isSameModifier(self, as: other)
        case .zstack: ZStackRules.isSameModifier(self, as: other)
        case .grid: GridRules.isSameModifier(self, as: other)
        case .gridRow: GridRowRules.isSameModifier(self, as: other)
        case .viewThatFits: ViewThatFitsRules.isSameModifier(self, as: other)
        case .custom: CustomRules.isSameModifier(self, as: other)
        case .scrollView: ScrollViewRules.isSameModifier(self, as: other)
        case .frame: FixedFrameRules.isSameModifier(self, as: other)
        case .flexibleFrame: FlexibleFrameRules.isSameModifier(self, as: other)
        case .padding: PaddingRules.isSameModifier(self, as: other)
        case .alignmentGuide: AlignmentGuideRules.isSameModifier(self, as: other)
        case .offset: OffsetRules.isSameModifier(self, as: other)
        case .fixedSize: FixedSizeRules.isSameModifier(self, as: other)
        case .layoutPriority: PriorityRules.isSameModifier(self, as: other)
        case .overlay, .background: OverlayRules.isSameModifier(self, as: other)
        case .aspectRatio: AspectRatioRules.isSameModifier(self, as: other)
        case .position: PositionRules.isSameModifier(self, as: other)
        case .environment: LayoutDirectionRules.isSameModifier(self, as: other)
        case .gridCell: GridCellRules.isSameModifier(self, as: other)
        case .lazyHStack, .lazyVStack: LazyStackRules.isSameModifier(self, as: other)
        case .lazyVGrid, .lazyHGrid: LazyGridRules.isSameModifier(self, as: other)
        case .containerRelativeFrame: ContainerRelativeFrameRules.isSameModifier(self, as: other)
        }
    }
}

extension NodeKind {
    /// When an infinite length the kind proposes its children is its own choice
    /// (`NodeLayout.infiniteProposals`).
    @inline(__always) var infiniteProposals: InfiniteProposals {
        switch self {
        case .shape: ShapeRules.infiniteProposals
        case .circle: CircleRules.infiniteProposals
        case .image: ImageRules.infiniteProposals
        case .text: TextViewRules.infiniteProposals
        case .spacer: SpacerRules.infiniteProposals
        case .geometryReader: GeometryReaderRules.infiniteProposals
        case .measured: MeasuredRules.infiniteProposals
        case .divider: DividerRules.infiniteProposals
        case .hstack, .vstack: StackRules.infiniteProposals
        case .zstack: ZStackRules.infiniteProposals
        case .grid: GridRules.infiniteProposals
        case .gridRow: GridRowRules.infiniteProposals
        case .viewThatFits: ViewThatFitsRules.infiniteProposals
        case .custom: CustomRules.infiniteProposals
        case .scrollView: ScrollViewRules.infiniteProposals
        case .frame: FixedFrameRules.infiniteProposals
        case .flexibleFrame: FlexibleFrameRules.infiniteProposals
        case .padding: PaddingRules.infiniteProposals
        case .alignmentGuide: AlignmentGuideRules.infiniteProposals
        case .offset: OffsetRules.infiniteProposals
        case .fixedSize: FixedSizeRules.infiniteProposals
        case .layoutPriority: PriorityRules.infiniteProposals
        case .overlay, .background: OverlayRules.infiniteProposals
        case .aspectRatio: AspectRatioRules.infiniteProposals
        case .position: PositionRules.infiniteProposals
        case .environment: LayoutDirectionRules.infiniteProposals
        case .gridCell: GridCellRules.infiniteProposals
        case .lazyHStack, .lazyVStack: LazyStackRules.infiniteProposals
        case .lazyVGrid, .lazyHGrid: LazyGridRules.infiniteProposals
        case .containerRelativeFrame: ContainerRelativeFrameRules.infiniteProposals
        }
    }
}
