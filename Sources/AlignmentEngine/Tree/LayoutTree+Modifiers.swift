extension LayoutTree {
    /// Wraps a view in a modifier, as SwiftUI's `.frame(…)`, `.padding(…)` and the others do:
    /// each modifier wraps everything applied before it.
    public func apply(_ modifier: LayoutModifier, to view: ViewID) throws(LayoutError) {
        let viewRecord = try record(view)
        let inner = viewRecord.outer
        var content: ViewID? = nil
        let node: Int32
        switch modifier {
        case .frame(let width, let height, let alignment):
            try Self.check(width, "frame width")
            try Self.check(height, "frame height")
            node = appendNode(.frame, a: intern(alignment.horizontal.definition), b: intern(alignment.vertical.definition),
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
            node = appendNode(.flexibleFrame, a: intern(alignment.horizontal.definition), b: intern(alignment.vertical.definition),
                              params: [w.min ?? .nan, w.ideal ?? .nan, w.max ?? .nan, h.min ?? .nan, h.ideal ?? .nan, h.max ?? .nan])
        case .padding(let insets):
            try Self.check(insets.top, "padding top", allowNegative: true)
            try Self.check(insets.leading, "padding leading", allowNegative: true)
            try Self.check(insets.bottom, "padding bottom", allowNegative: true)
            try Self.check(insets.trailing, "padding trailing", allowNegative: true)
            node = appendNode(.padding, params: [insets.top, insets.leading, insets.bottom, insets.trailing])
        case .horizontalAlignmentGuide(let guide, let value):
            node = appendNode(.alignmentGuide, a: intern(guide.definition), b: try addFunction(value, for: guide.definition))
        case .verticalAlignmentGuide(let guide, let value):
            node = appendNode(.alignmentGuide, a: intern(guide.definition), b: try addFunction(value, for: guide.definition))
        case .offset(let x, let y):
            try Self.check(x, "offset x", allowNegative: true)
            try Self.check(y, "offset y", allowNegative: true)
            node = appendNode(.offset, params: [x, y])
        case .fixedSize(let horizontal, let vertical):
            node = appendNode(.fixedSize, flags: (horizontal ? 1 : 0) | (vertical ? 2 : 0))
        case .layoutPriority(let priority):
            try Self.check(priority, "layoutPriority", allowNegative: true)
            node = appendNode(.layoutPriority, params: [priority])
        case .overlay(let other, let alignment), .background(let other, let alignment):
            let otherRecord = try record(other)
            guard other != view else { throw LayoutError(.invalidTree, "\(view) cannot be its own overlay or background") }
            guard otherRecord.parent < 0 else { throw LayoutError(.invalidTree, "\(other) already has a parent (\(ViewID(otherRecord.parent)))") }
            guard !isAncestor(other.index, of: view.index) else { throw LayoutError(.invalidTree, "\(other) would become its own ancestor") }
            let isOverlay = if case .overlay = modifier { true } else { false }
            node = appendNode(isOverlay ? .overlay : .background,
                              a: intern(alignment.horizontal.definition), b: intern(alignment.vertical.definition))
            content = other
        case .aspectRatio(let ratio, let mode):
            try Self.check(ratio, "aspectRatio ratio")
            if let ratio, ratio == 0 { throw LayoutError(.invalidValue, "aspectRatio ratio must be greater than 0") }
            node = appendNode(.aspectRatio, flags: mode == .fill ? 1 : 0, params: [ratio ?? .nan])
        case .position(let x, let y):
            try Self.check(x, "position x", allowNegative: true)
            try Self.check(y, "position y", allowNegative: true)
            node = appendNode(.position, params: [x, y])
        case .layoutDirection(let direction):
            node = appendNode(.environment, flags: direction == .rightToLeft ? 1 : 0)
        case .gridCellColumns(let count):
            guard count >= 1 else { throw LayoutError(.invalidValue, "gridCellColumns must be at least 1, not \(count)") }
            node = appendNode(.gridCell, flags: 0, params: [Double(count)])
        case .gridColumnAlignment(let guide):
            node = appendNode(.gridCell, flags: 1, a: intern(guide.definition))
        case .gridCellAnchor(let anchor):
            try Self.check(anchor.x, "gridCellAnchor x", allowNegative: true)
            try Self.check(anchor.y, "gridCellAnchor y", allowNegative: true)
            node = appendNode(.gridCell, flags: 2, params: [anchor.x, anchor.y])
        case .gridCellUnsizedAxes(let axes):
            node = appendNode(.gridCell, flags: 3, params: [Double(axes.rawValue)])
        }
        let start = Int32(childList.count)
        childList.append(inner)
        if let content {
            var contentRecord = views[content.index]
            childList.append(contentRecord.outer)
            contentRecord.parent = view.index
            contentRecord.parentSlot = start + 1
            contentRecord.contentOfModifier = viewRecord.modifierCount
            setRecord(contentRecord, of: content.index)
        }
        nodes[node].childStart = start
        nodes[node].childCount = content == nil ? 1 : 2
        var record = views[view.index]
        record.outer = node
        record.modifierCount += 1
        setRecord(record, of: view.index)
        // The parent now refers to the new outermost node.
        if viewRecord.parentSlot >= 0 { setChildSlot(viewRecord.parentSlot, to: node) }
        structureVersion &+= 1
    }

    private func addFunction(_ value: GuideValue, for guide: GuideDefinition) throws(LayoutError) -> Int32 {
        if case .expression(let expression) = value {
            for referenced in expression.guides { _ = intern(referenced) }
        }
        functions.append(value)
        return Int32(functions.count - 1)
    }
}
