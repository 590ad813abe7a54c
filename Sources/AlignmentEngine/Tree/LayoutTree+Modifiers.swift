extension LayoutTree {
    /// The most columns one grid cell may span (`gridCellColumns`): the range of the C API's
    /// 32-bit count. A grid's cost follows its cells, not their spans (empty columns that only
    /// spanning cells reach are sized together), so any span up to this one lays out.
    public static let maximumGridCellColumns = Int(Int32.max)

    /// Wraps a view in a modifier, as SwiftUI's `.frame(…)`, `.padding(…)` and the others do:
    /// each modifier wraps everything applied before it.
    public func apply(_ modifier: LayoutModifier, to view: ViewID) throws(LayoutError) {
        let viewRecord = try record(view)
        try checkBuilding(view, "apply(_:to:)")
        try checkNotPart(view)
        if type(of: viewRecord) == .gridRow {
            try applyToCells(modifier, ofRow: view)
            return
        }
        let inner = viewRecord.outer
        let spec = try spec(of: modifier, for: view)
        let content = spec.content
        let node = appendNode(spec.kind, spec.data, params: spec.params)
        if let value = spec.value {
            functions.append(value)
            nodes[node].functionIndex = Int32(functions.count - 1)
        }
        let start = Int32(childList.count)
        childList.append(inner)
        if let content {
            var contentRecord = views[content.index]
            childList.append(contentRecord.outer)
            contentRecord.parent = view.index
            contentRecord.parentSlot = start + 1
            setRecord(contentRecord, of: content.index)
        }
        nodes[node].childStart = start
        nodes[node].childCount = content == nil ? 1 : 2
        var record = views[view.index]
        record.outer = node
        setRecord(record, of: view.index)
        // The parent now refers to the new outermost node.
        if viewRecord.parentSlot >= 0 { setChildSlot(viewRecord.parentSlot, to: node) }
        if spec.kind == .controlSetting { noteControlSetting(spec.data, on: viewRecord) }
        structureVersion &+= 1
    }

    /// What a modifier's node holds, its parameters checked; overlay, background and
    /// safeAreaInset name their content view.
    func spec(of modifier: LayoutModifier, for view: ViewID) throws(LayoutError) -> ModifierSpec {
        switch modifier {
        case .frame(let width, let height, let alignment):
            try Self.check(width, "frame width")
            try Self.check(height, "frame height")
            return ModifierSpec(.frame, .alignment(horizontal: intern(alignment.horizontal.definition), vertical: intern(alignment.vertical.definition)),
                                params: [width ?? .nan, height ?? .nan])
        case .flexibleFrame(let minW, let idealW, let maxW, let minH, let idealH, let maxH, let alignment):
            try Self.check(minW, "frame minWidth")
            try Self.check(idealW, "frame idealWidth")
            try Self.check(maxW, "frame maxWidth", allowInfinity: true)
            try Self.check(minH, "frame minHeight")
            try Self.check(idealH, "frame idealHeight")
            try Self.check(maxH, "frame maxHeight", allowInfinity: true)
            let w = FlexibleFrame.normalize(min: minW, ideal: idealW, max: maxW)
            let h = FlexibleFrame.normalize(min: minH, ideal: idealH, max: maxH)
            return ModifierSpec(.flexibleFrame, .alignment(horizontal: intern(alignment.horizontal.definition), vertical: intern(alignment.vertical.definition)),
                                params: [w.min ?? .nan, w.ideal ?? .nan, w.max ?? .nan, h.min ?? .nan, h.ideal ?? .nan, h.max ?? .nan])
        case .padding(let insets):
            try Self.check(insets.top, "padding top", allowNegative: true)
            try Self.check(insets.leading, "padding leading", allowNegative: true)
            try Self.check(insets.bottom, "padding bottom", allowNegative: true)
            try Self.check(insets.trailing, "padding trailing", allowNegative: true)
            return ModifierSpec(.padding, params: [insets.top, insets.leading, insets.bottom, insets.trailing])
        case .horizontalAlignmentGuide(let guide, let value):
            return ModifierSpec(.alignmentGuide, .guide(intern(guide.definition)), value: interningGuides(of: value))
        case .verticalAlignmentGuide(let guide, let value):
            return ModifierSpec(.alignmentGuide, .guide(intern(guide.definition)), value: interningGuides(of: value))
        case .offset(let x, let y):
            try Self.check(x, "offset x", allowNegative: true)
            try Self.check(y, "offset y", allowNegative: true)
            return ModifierSpec(.offset, params: [x, y])
        case .fixedSize(let horizontal, let vertical):
            return ModifierSpec(.fixedSize, .flags((horizontal ? Axis.Set.horizontal.rawValue : 0) | (vertical ? Axis.Set.vertical.rawValue : 0)))
        case .layoutPriority(let priority):
            try Self.check(priority, "layoutPriority", allowNegative: true)
            return ModifierSpec(.layoutPriority, params: [priority])
        case .overlay(let other, let alignment), .background(let other, let alignment):
            try checkContent(other, of: view, "overlay or background")
            let isOverlay = if case .overlay = modifier { true } else { false }
            return ModifierSpec(isOverlay ? .overlay : .background,
                                .alignment(horizontal: intern(alignment.horizontal.definition), vertical: intern(alignment.vertical.definition)),
                                content: other)
        case .aspectRatio(let ratio, let mode):
            try Self.check(ratio, "aspectRatio ratio")
            if let ratio, ratio == 0 { throw LayoutError(.invalidValue, "aspectRatio ratio must be greater than 0") }
            return ModifierSpec(.aspectRatio, .flags(mode == .fill ? 1 : 0), params: [ratio ?? .nan])
        case .position(let x, let y):
            try Self.check(x, "position x", allowNegative: true)
            try Self.check(y, "position y", allowNegative: true)
            return ModifierSpec(.position, params: [x, y])
        case .layoutDirection(let direction):
            return ModifierSpec(.environment, .flags(direction == .rightToLeft ? 1 : 0))
        case .textEnvironment(let value):
            do { try value.validate() } catch {
                throw LayoutError(error.kind, "\(view) (\(try type(of: view).name)): \(error.message)", view: view)
            }
            textEnvironment.values.append(value)
            // Its texts and symbols are resolved again (also when it replaces a modifier in place).
            needsTextResolution()
            return ModifierSpec(.textEnvironment, NodeData(a: Int32(textEnvironment.values.count - 1), b: value.key))
        case .gridCellColumns(let count):
            guard count >= 1 else { throw LayoutError(.invalidValue, "gridCellColumns must be at least 1, not \(count)") }
            guard count <= Self.maximumGridCellColumns else {
                throw LayoutError(.invalidValue, "gridCellColumns must be at most \(Self.maximumGridCellColumns), not \(count)")
            }
            return ModifierSpec(.gridCell, .flags(GridCellTrait.columns.rawValue), params: [Double(count)])
        case .gridColumnAlignment(let guide):
            return ModifierSpec(.gridCell, NodeData(flags: GridCellTrait.columnAlignment.rawValue, a: intern(guide.definition)))
        case .gridCellAnchor(let anchor):
            try Self.check(anchor.x, "gridCellAnchor x", allowNegative: true)
            try Self.check(anchor.y, "gridCellAnchor y", allowNegative: true)
            return ModifierSpec(.gridCell, .flags(GridCellTrait.anchor.rawValue), params: [anchor.x, anchor.y])
        case .gridCellUnsizedAxes(let axes):
            return ModifierSpec(.gridCell, .flags(GridCellTrait.unsizedAxes.rawValue), params: [Double(axes.rawValue)])
        case .containerRelativeFrame(let axes, let count, let span, let spacing, let alignment):
            guard count >= 1, count <= Int(Int32.max) else {
                throw LayoutError(.invalidValue, "containerRelativeFrame count must be from 1 to \(Int32.max), not \(count)")
            }
            guard span >= 1, span <= count else {
                throw LayoutError(.invalidValue, "containerRelativeFrame span must be from 1 to its count (\(count)), not \(span)")
            }
            try Self.check(spacing, "containerRelativeFrame spacing")
            relativeFrames.count += 1
            return ModifierSpec(.containerRelativeFrame, NodeData(flags: axes.rawValue & 3, a: intern(alignment.horizontal.definition), b: intern(alignment.vertical.definition)),
                                params: [Double(count), Double(span), spacing, .nan])
        case .control(let setting):
            return ModifierSpec(.controlSetting, NodeData(a: Int32(setting.key.rawValue)), params: try setting.params())
        case .containerRelativeFrameLength(let axes, let alignment, let length):
            relativeFrames.count += 1
            relativeFrames.lengthFunctions.append(length)
            return ModifierSpec(.containerRelativeFrame, NodeData(flags: axes.rawValue & 3, a: intern(alignment.horizontal.definition), b: intern(alignment.vertical.definition)),
                                params: [1, 1, 0, Double(relativeFrames.lengthFunctions.count - 1)])
        case .ignoresSafeArea(let regions, let edges):
            safeAreaReaders = true
            return ModifierSpec(.ignoresSafeArea, .ignoring(regions.intersection(.all), edges: edges.intersection(.all)))
        case .safeAreaInset(let content, let edge, let alignment, let spacing):
            return try insetSpec(content, edge.edge, intern(alignment.definition), spacing, for: view)
        case .safeAreaInsetBeside(let content, let edge, let alignment, let spacing):
            return try insetSpec(content, edge.edge, intern(alignment.definition), spacing, for: view)
        case .safeAreaPadding(let insets):
            for edge in Edge.allCases { try Self.check(insets[edge], "safeAreaPadding \(edge)") }
            return ModifierSpec(.safeAreaPadding, params: [insets.top, insets.leading, insets.bottom, insets.trailing])
        }
    }

    /// A `safeAreaInset`'s node: `content` on `edge`, aligned by guide `g`.
    private func insetSpec(_ content: ViewID, _ edge: Edge, _ g: Int32, _ spacing: Double?, for view: ViewID) throws(LayoutError) -> ModifierSpec {
        try checkContent(content, of: view, "safeAreaInset content")
        try Self.check(spacing, "safeAreaInset spacing", allowNegative: true)
        return ModifierSpec(.safeAreaInset, .inset(edge, guide: g), params: [spacing ?? .nan], content: content)
    }

    /// Checks that `content` can become the content of a modifier of `view` (`what`).
    private func checkContent(_ content: ViewID, of view: ViewID, _ what: String) throws(LayoutError) {
        let contentRecord = try record(content)
        guard content != view else { throw LayoutError(.invalidTree, "\(view) cannot be its own \(what)") }
        guard contentRecord.parent < 0 else { throw LayoutError(.invalidTree, "\(content) already has a parent (\(ViewID(contentRecord.parent)))") }
        guard !isAncestor(content.index, of: view.index) else { throw LayoutError(.invalidTree, "\(content) would become its own ancestor") }
    }

    /// A guide value whose expression's guides are interned.
    private func interningGuides(of value: GuideValue) -> GuideValue {
        if case .expression(let expression) = value {
            for referenced in expression.guides { _ = intern(referenced) }
        }
        return value
    }
}

/// The node a modifier becomes: kind, node data (flags, guide ids), parameters, and the
/// content view of an overlay, background or safeAreaInset or the value of an alignment guide.
struct ModifierSpec {
    var kind: NodeKind
    var data = NodeData()
    var params: [Double] = []
    var content: ViewID? = nil
    var value: GuideValue? = nil

    init(_ kind: NodeKind, _ data: NodeData = NodeData(), params: [Double] = [], content: ViewID? = nil, value: GuideValue? = nil) {
        (self.kind, self.data, self.params, self.content, self.value) = (kind, data, params, content, value)
    }

    /// The node the spec describes, without children or parameters.
    var node: Node { Node(kind: kind, data) }
}
