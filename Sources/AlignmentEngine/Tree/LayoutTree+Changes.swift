/// Changes in place to a tree that has been laid out: each one marks only what it affects,
/// so the next layout recomputes the changed views and the containers whose answers they
/// change, and re-uses everything else (see `LayoutTree+Incremental.swift`).
extension LayoutTree {
    /// Says that a measured view's measure or baseline functions will now answer
    /// differently (Yoga's `YGNodeMarkDirty`); any other view may be marked too, for example
    /// when a guide closure it uses reads state the host changed.
    public func markDirty(_ view: ViewID) throws(LayoutError) {
        let record = try record(view)
        try checkChangeInPlace(view)
        // A view found rigid by its answers (a measured one: `LayoutPass.measureAhead`), not
        // by a fixed size its host states, may not be any more: its facts are refreshed.
        let node = nodes[record.core]
        let rigidByAnswers = node.kind.rigidityFollowsAnswers && prepared.info.count > record.core
            && prepared.info[record.core] & PreparedTree.rigid != 0 && !measures[node.measureIndex].isFixedSize
        noteChange(at: record.core, changesFacts: rigidByAnswers)
    }

    /// Replaces the characters of a `Text`, keeping its font, line limit and alignment.
    public func setText(_ string: String, of view: ViewID) throws(LayoutError) {
        let record = try record(view, is: [.text])
        let index = nodes[record.core].textIndex
        let old = texts[index]
        texts[index] = old.replacingString(string)
        noteChange(at: record.core, changesFacts: false)
    }

    /// Changes the spacing of an `HStack` or `VStack` (lazy ones too); nil: the default
    /// spacing between each pair of children.
    public func setSpacing(_ spacing: Double?, of view: ViewID) throws(LayoutError) {
        let record = try record(view, is: [.hstack, .vstack, .lazyHStack, .lazyVStack])
        try Self.check(spacing, "\(type(of: record).name) spacing", allowNegative: true)
        let node = ownParams(of: record.core, count: 1)
        setParam(.spacing, of: node, to: spacing ?? .nan)
        noteChange(at: record.core, changesFacts: false)
    }

    /// Changes the spacings of a `Grid`; nil: the default spacing.
    public func setSpacing(horizontal: Double?, vertical: Double?, of view: ViewID) throws(LayoutError) {
        let record = try record(view, is: [.grid])
        try Self.check(horizontal, "Grid horizontalSpacing", allowNegative: true)
        try Self.check(vertical, "Grid verticalSpacing", allowNegative: true)
        let node = ownParams(of: record.core, count: 2)
        setParam(.horizontalSpacing, of: node, to: horizontal ?? .nan)
        setParam(.verticalSpacing, of: node, to: vertical ?? .nan)
        noteChange(at: record.core, changesFacts: false)
    }

    /// Changes the alignment of a `VStack` (lazy too).
    public func setAlignment(_ alignment: HorizontalAlignment, of view: ViewID) throws(LayoutError) {
        let record = try record(view, is: [.vstack, .lazyVStack])
        nodes[record.core].guide = intern(alignment.definition)
        noteChange(at: record.core, changesFacts: false)
    }

    /// Changes the alignment of an `HStack` (lazy too) or a `GridRow`.
    public func setAlignment(_ alignment: VerticalAlignment, of view: ViewID) throws(LayoutError) {
        let record = try record(view, is: [.hstack, .lazyHStack, .gridRow])
        nodes[record.core].guide = intern(alignment.definition)
        noteChange(at: record.core, changesFacts: false)
    }

    /// Gives a `GridRow` back its grid's vertical alignment, as `GridRow(alignment: nil)`.
    public func resetAlignment(ofGridRow view: ViewID) throws(LayoutError) {
        let record = try record(view, is: [.gridRow])
        nodes[record.core].guide = -1
        noteChange(at: record.core, changesFacts: false)
    }

    /// Changes the alignment of a `ZStack` or a `Grid`.
    public func setAlignment(_ alignment: Alignment, of view: ViewID) throws(LayoutError) {
        let record = try record(view, is: [.zstack, .grid])
        nodes[record.core].horizontalGuide = intern(alignment.horizontal.definition)
        nodes[record.core].verticalGuide = intern(alignment.vertical.definition)
        noteChange(at: record.core, changesFacts: false)
    }

    /// Changes the natural size of an image (not of an SF Symbol, which its font sizes).
    public func setImageSize(of view: ViewID, width: Double, height: Double) throws(LayoutError) {
        let record = try record(view, is: [.image])
        if nodes[record.core].isSymbol {
            throw LayoutError(.invalidTree, "\(view) is an SF Symbol, sized from its font: give its size with the image or defineSymbol")
        }
        try Self.check(width, "Image width")
        try Self.check(height, "Image height")
        let node = ownParams(of: record.core, count: 2)
        setParam(.width, of: node, to: width)
        setParam(.height, of: node, to: height)
        noteChange(at: record.core, changesFacts: false)
    }

    /// Says whether a measured view answers the same size for every proposal (like an image
    /// that is not resizable): the engine then asks its measure function once, not once per
    /// distinct proposal.
    public func setFixedSize(_ isFixedSize: Bool, of view: ViewID) throws(LayoutError) {
        let record = try record(view, is: [.measured])
        measures[nodes[record.core].measureIndex].isFixedSize = isFixedSize
        noteChange(at: record.core, changesFacts: true)
    }

    /// Replaces the parameters of a view's modifier number `index` (0: the first applied)
    /// with those of `modifier`, which must be a modifier of the same kind: a new frame
    /// size, padding, offset, priority, fixed-size axes, guide value... The content of an
    /// overlay or background cannot be replaced this way.
    public func setModifier(_ modifier: LayoutModifier, at index: Int, of view: ViewID) throws(LayoutError) {
        let record = try record(view)
        try checkChangeInPlace(view)
        let modifierCount = modifierCount(of: record)
        guard index >= 0, index < modifierCount else {
            if gridRowModifiers[view.index] != nil {
                throw LayoutError(.invalidTree, "\(view) is a GridRow, whose modifiers are its cells'; change them on the cells")
            }
            throw LayoutError(.invalidTree, "\(view) has \(modifierCount) modifier\(modifierCount == 1 ? "" : "s"); there is no modifier \(index)")
        }
        var n = record.outer
        for _ in 0..<(modifierCount - 1 - index) { n = childList[nodes[n].childStart] }
        var node = nodes[n]
        // A modifier with a second child holds a content view (an overlay or background).
        if node.childCount > 1 {
            throw LayoutError(.invalidTree, "modifier \(index) of \(view) is an \(node.modifierName), whose content cannot be replaced")
        }
        if case .overlay = modifier { throw LayoutError(.invalidTree, "modifier \(index) of \(view) cannot become an overlay") }
        if case .background = modifier { throw LayoutError(.invalidTree, "modifier \(index) of \(view) cannot become a background") }
        switch modifier {
        case .safeAreaInset, .safeAreaInsetBeside: throw LayoutError(.invalidTree, "modifier \(index) of \(view) cannot become a safeAreaInset")
        default: break
        }
        let spec = try spec(of: modifier, for: view)
        let replacement = spec.node
        guard spec.kind == node.kind, node.isSameModifier(as: replacement) else {
            throw LayoutError(.invalidTree, "modifier \(index) of \(view) is \(Self.name(of: node)), not \(Self.name(of: spec)); a modifier's kind cannot change")
        }
        // A modifier that gives its content a new direction (a layout direction's) changes
        // facts prepared top-down (which environments flip, the direction of each host layout
        // below): they are prepared again.
        let changesDirection = [false, true].contains { node.childRightToLeft($0) != replacement.childRightToLeft($0) }
        // The numbers are written in place, into a run of the node's own.
        node = ownParams(of: n, count: spec.params.count)
        if let value = spec.value {
            // An alignment guide's, for the same guide (checked above): only the value changes.
            functions[Int(node.functionIndex)] = value
        } else {
            node.data = spec.data
        }
        for (k, value) in spec.params.enumerated() { setParam(node.param + Int32(k), to: value) }
        setNode(node, at: n)
        noteChange(at: n, changesFacts: true)
        if changesDirection { prepared.version = -1 }
        if node.kind == .controlSetting {
            // The controls below are composed again, with the new value.
            noteControlSetting(node.data, on: record)
            structureVersion &+= 1
        }
    }

    /// The record of a view that must be of one of `types`.
    func record(_ view: ViewID, is types: [ViewType]) throws(LayoutError) -> ViewRecord {
        let record = try record(view)
        try checkChangeInPlace(view)
        let type = type(of: record)
        guard types.contains(type) else {
            let names = types.map(\.name)
            let expected = names.count == 1 ? names[0] : names.dropLast().joined(separator: ", ") + " or " + names.last!
            throw LayoutError(.invalidTree, "\(view) is \(Self.withArticle(type.name)), not \(Self.withArticle(expected))")
        }
        return record
    }

    /// "an Image", "an HStack", "a Text".
    static func withArticle(_ name: String) -> String {
        ("AEIOUH".contains(name.first ?? "x") ? "an " : "a ") + name
    }

    /// A modifier's name as SwiftUI spells it, for messages.
    private static func name(of node: Node) -> String { node.modifierName }
    private static func name(of spec: ModifierSpec) -> String { spec.node.modifierName }
}
