/// Why every view got its frame, after a layout: the proposal each node received, its
/// answer, its frame, and every alignment a container (or a frame, overlay or background)
/// made, with the guide values that decided it. Pictures, pages and `explain` read it;
/// nothing here is computed twice: it replays the last layout's proposals through the same
/// `LayoutPass` (`forEachPlacedChild`, `size`, `guideValue`, `explicit`).
public struct LayoutExplanation: Sendable {
    /// Every view the last layout reached, in document order (as `LayoutTree.result()`).
    public let views: [ViewExplanation]
    /// Every alignment made during placement, in document order of the aligning node.
    public let alignments: [AlignmentLine]
    private let indexOfView: [Int32: Int]

    init(views: [ViewExplanation], alignments: [AlignmentLine]) {
        self.views = views
        self.alignments = alignments
        var index: [Int32: Int] = [:]
        for (position, view) in views.enumerated() { index[view.view.index] = position }
        indexOfView = index
    }

    /// The explanation of one view, if the last layout reached it.
    public subscript(view: ViewID) -> ViewExplanation? { indexOfView[view.index].map { views[$0] } }
}

/// One node on a view's modifier chain (outermost first), or its core view last.
public struct LayoutStep: Sendable {
    /// `frame`, `padding`, `alignmentGuide`… for modifiers; the view type's name for the core.
    public let kind: String
    /// The node in SwiftUI's words: `.frame(width: 60, height: 60, alignment: center)`.
    public let description: String
    /// The modifier's index in the view's modifier list (the order they were applied); nil for the core.
    public let modifier: Int?
    /// What the node's parent (or the modifier outside it) proposed.
    public let proposal: ProposedViewSize
    /// What the node answered.
    public let size: Size
    /// The node's frame in the root's coordinate space.
    public let frame: Rect
    /// For an `alignmentGuide`: the value it gave its guide, in the view's own space.
    public let guideValue: Double?
    /// For a node of a view a control's composition made: what it is to the control
    /// ("Button label padding", "Toggle switch").
    public let part: String?
}

/// How one view was laid out.
public struct ViewExplanation: Sendable {
    /// The view explained.
    public let view: ViewID
    /// The view's name (`.id(_:)`), if it has one.
    public let id: String?
    /// The view's path as in `LayoutResult` (`/`, `/0/1`, `/0/modifiers/2`).
    public let path: String
    /// The view's type.
    public let type: ViewType
    /// The view this one is a child or a modifier's content of; nil for the root.
    public let parent: ViewID?
    /// What its parent proposed (to the view with all its modifiers), and what it answered.
    public let proposal: ProposedViewSize
    /// The size the view (with all its modifiers) answered to ``proposal``.
    public let size: Size
    /// The view itself, inside all its modifiers, in the root's coordinate space.
    public let frame: Rect
    /// The view with all its modifiers, as its parent placed it.
    public let outerFrame: Rect
    /// Whether the view was laid out right to left.
    public let rightToLeft: Bool
    /// Its modifiers, outermost first, then the view itself.
    public let steps: [LayoutStep]
    /// Indices into `LayoutExplanation.alignments` of the alignments that placed this view
    /// (as a child, as overlay or background content, or inside one of its own frames).
    public let alignedBy: [Int]
    /// Indices into `LayoutExplanation.alignments` of the alignments this view's own nodes
    /// made (a stack's alignment line; its frames, overlays and backgrounds).
    public let aligns: [Int]
    /// The colour recorded for pictures, if any.
    public let color: String?
    /// A Text's characters and font.
    public let text: TextContent?
    /// A Text's lines and baselines.
    public let lines: TextLines?
    /// For a view a control's composition made: its name ("Toggle switch").
    public let part: String?
    /// For a tappable control: the frame people tap to use it.
    public let tapTarget: Rect?
}

/// One alignment: a node that put one or more children so that a guide of each met a line.
public struct AlignmentLine: Sendable {
    /// Where a member's guide value came from.
    public enum Source: String, Sendable {
        /// An `alignmentGuide` modifier of the member itself.
        case alignmentGuide
        /// An explicit value from inside the member: a text baseline, or children's values
        /// that a stack passes on.
        case content
        /// The guide's default (`defaultValue(in:)`) for the member's size.
        case `default`
    }

    /// One aligned child: its guide value in its own space and where it came from.
    public struct Member: Sendable {
        /// The aligned child view.
        public let view: ViewID
        /// Which of the view's nodes was aligned: nil for the view with all its modifiers, k for
        /// the content of its modifier k (a frame's, overlay's or background's inner chain).
        public let insideModifier: Int?
        /// The member's guide value, in its own coordinate space.
        public let value: Double
        /// Where ``value`` came from.
        public let source: Source
        /// The aligned node's frame in the root's coordinate space.
        public let frame: Rect
    }

    /// The view that owns the aligning node.
    public let container: ViewID
    /// nil when the view itself aligns (a stack); k for its modifier k (frame, overlay, background).
    public let modifier: Int?
    /// `HStack`, `VStack`, `ZStack`, `frame`, `overlay`, `background`.
    public let kind: String
    /// The name of the guide that was aligned.
    public let guide: String
    /// The guide's axis.
    public let axis: Axis
    /// Whether the guide is a custom one (not one of the eight built-in guides).
    public let isCustom: Bool
    /// The line in the root's coordinate space: an x for a horizontal guide, a y for a vertical one.
    public let position: Double
    /// The aligning node's frame in the root's coordinate space.
    public let extent: Rect
    /// The children aligned on the line, in the order they were placed.
    public let members: [Member]
}

extension LayoutTree {
    /// The explanation of the last layout (see `LayoutExplanation`). The proposals are
    /// replayed in a fresh pass, top-down with an explicit work stack.
    public func explanation() throws(LayoutError) -> LayoutExplanation {
        let result = try self.result(pixelScale: nil, includingParts: true)
        guard let last = lastLayout.stamp else { throw LayoutError(.invalidTree, "the tree has not been laid out since it last changed") }
        let pass = LayoutPass(tree: self)
        let walk = ExplanationWalk(pass: pass, root: views[Int(last.root)].outer, proposal: lastLayout.rootProposal, rightToLeft: lastLayout.direction == .rightToLeft)
        pass.isFinished = true
        if let error = pass.error { throw error }
        return walk.explanation(of: result, tree: self)
    }

    /// How `view` got its frame in the last layout, as text: the proposals down the path from
    /// the root, each node's answer, and the alignments with the guide values that decided
    /// its position.
    public func explain(_ view: ViewID) throws(LayoutError) -> String {
        _ = try record(view)
        let explanation = try explanation()
        guard explanation[view] != nil else { throw LayoutError(.invalidTree, "\(view) is not below the root of the last layout") }
        return explanation.trace(of: view)
    }
}

// MARK: The walk

/// What the replayed placement found, per node.
private struct ExplanationWalk {
    var proposal: [Proposal]
    var size: [Size]
    var rightToLeft: [Bool]
    /// The value each alignmentGuide node gave its guide.
    var guideValues: [Int32: Double] = [:]
    typealias Line = (node: Int32, guide: Int32, position: Double, members: [(node: Int32, value: Double, source: AlignmentLine.Source)])
    typealias PlacedChild = (index: Int32, node: Int32, proposal: Proposal, size: Size)
    var lines: [Line] = []

    init(pass: LayoutPass, root: Int32, proposal rootProposal: Proposal, rightToLeft rootRTL: Bool) {
        let count = pass.nodes.count
        proposal = [Proposal](repeating: .unspecified, count: count)
        size = [Size](repeating: Size(width: .nan, height: .nan), count: count)
        rightToLeft = [Bool](repeating: false, count: count)
        var work: [(Int32, Proposal, Bool)] = [(root, rootProposal, rootRTL)]
        while let (n, p, rtl) = work.popLast() {
            let node = pass.nodes[n]
            // One node's step under the driver: it runs again if a question was deferred.
            guard let (s, guideValue, children, alignments) = pass.drive({ () -> (Size, Double?, [PlacedChild], [Line]) in
                let s = pass.size(n, p)
                let guideValue = node.guideItSets.flatMap { pass.explicit(n, $0, p) }
                var children: [PlacedChild] = []
                // A childless node places nothing, and placement does not ask it to (a host
                // layout's placeSubviews is not called with no subviews): neither does this.
                if node.childCount > 0 {
                    pass.forEachPlacedChild(n, node, p, s) { i, c, cp, cs, _ in children.append((i, c, cp, cs)) }
                }
                return (s, guideValue, children, Self.alignments(pass, n, node, rtl, children))
            }) else { return }
            (proposal[Int(n)], size[Int(n)], rightToLeft[Int(n)]) = (p, s, rtl)
            if node.guideItSets != nil { guideValues[n] = guideValue }
            let childRTL = node.childRightToLeft(rtl)
            for child in children.reversed() { work.append((child.node, child.proposal, childRTL)) }
            lines.append(contentsOf: alignments)
        }
    }

    /// The alignments node `n` made among its placed children, each child with the proposal
    /// and size it was placed with (an overlay's or background's primary: the modifier's).
    private static func alignments(_ pass: LayoutPass, _ n: Int32, _ node: Node, _ rtl: Bool, _ children: [PlacedChild]) -> [Line] {
        var lines: [Line] = []
        let guides = [Axis.horizontal, .vertical].compactMap { node.alignmentGuide(on: $0) }
        guard !guides.isEmpty, !children.isEmpty else { return [] }
        for g in guides {
            var members: [(node: Int32, value: Double, source: AlignmentLine.Source)] = []
            for child in children {
                let value = pass.guideValue(child.node, g, child.proposal, child.size)
                let source = Self.source(pass, child.node, g, child.proposal)
                members.append((child.node, value, source))
            }
            let horizontal = pass.guideIsHorizontal(g)
            let first = pass.frames[children[0].node]
            let value = members[0].value
            let position = horizontal ? (rtl ? first.maxX - value : first.x + value) : first.y + value
            lines.append((n, g, position, members))
        }
        return lines
    }

    /// Where node `c`'s value for guide `g` comes from.
    private static func source(_ pass: LayoutPass, _ c: Int32, _ g: Int32, _ p: Proposal) -> AlignmentLine.Source {
        guard pass.explicit(c, g, p) != nil else { return .default }
        // An alignmentGuide among the node's own modifiers (down to the view's core) decides.
        var n = c
        while true {
            let node = pass.nodes[n]
            if node.guideItSets == g { return .alignmentGuide }
            guard node.kind.isModifier else { return .content }
            n = pass.child(node)
        }
    }

    func explanation(of result: LayoutResult, tree: LayoutTree) -> LayoutExplanation {
        // Which view, and which of its modifiers, every node is.
        var owner = [Int32](repeating: -1, count: tree.nodes.count)
        var modifierIndex = [Int32](repeating: -1, count: tree.nodes.count)
        for index in 0..<tree.views.count {
            let record = tree.views[index]
            var n = record.outer, k = Int32(tree.modifierCount(of: record)) - 1
            while true {
                owner[Int(n)] = Int32(index)
                if n == record.core { break }
                modifierIndex[Int(n)] = k
                k -= 1
                n = tree.childList[tree.nodes[n].childStart]
            }
        }
        var alignments: [AlignmentLine] = []
        var alignedBy: [Int32: [Int]] = [:], aligns: [Int32: [Int]] = [:]
        for line in lines {
            let container = owner[Int(line.node)]
            let guide = tree.guides[Int(line.guide)]
            let members = line.members.map { member in
                AlignmentLine.Member(
                    view: ViewID(owner[Int(member.node)]),
                    insideModifier: owner[Int(member.node)] == container ? Int(modifierIndex[Int(line.node)]) : nil,
                    value: member.value, source: member.source, frame: tree.lastLayout.frames[member.node])
            }
            let index = alignments.count
            alignments.append(AlignmentLine(
                container: ViewID(container), modifier: modifierIndex[Int(line.node)] >= 0 ? Int(modifierIndex[Int(line.node)]) : nil,
                kind: Self.kindName(tree, line.node, owner), guide: guide.name, axis: guide.axis, isCustom: BuiltinGuide(id: line.guide) == nil,
                position: line.position, extent: tree.lastLayout.frames[line.node], members: members))
            aligns[container, default: []].append(index)
            for member in members where alignedBy[member.view.index]?.last != index { alignedBy[member.view.index, default: []].append(index) }
        }
        var views: [ViewExplanation] = []
        views.reserveCapacity(result.views.count)
        for layout in result.views {
            let record = tree.views[Int(layout.view.index)]
            var steps: [LayoutStep] = []
            var n = record.outer
            while true {
                let isCore = n == record.core
                let kind = Self.kindName(tree, n, owner)
                steps.append(LayoutStep(
                    kind: kind, description: Self.describe(tree, n, owner),
                    modifier: isCore ? nil : Int(modifierIndex[Int(n)]),
                    proposal: proposal[Int(n)].proposedViewSize, size: size[Int(n)], frame: tree.lastLayout.frames[n], guideValue: guideValues[n],
                    part: layout.part.map { isCore ? $0 : "\($0) \(kind)" }))
                if isCore { break }
                n = tree.childList[tree.nodes[n].childStart]
            }
            let outer = record.outer
            views.append(ViewExplanation(
                view: layout.view, id: layout.id, path: layout.path, type: layout.type,
                parent: record.parent >= 0 ? ViewID(record.parent) : nil,
                proposal: proposal[Int(outer)].proposedViewSize, size: size[Int(outer)],
                frame: tree.lastLayout.frames[record.core], outerFrame: tree.lastLayout.frames[tree.outerNodeMovedByOffsets(record)],
                rightToLeft: rightToLeft[Int(record.core)], steps: steps,
                alignedBy: alignedBy[layout.view.index] ?? [], aligns: aligns[layout.view.index] ?? [],
                color: layout.color, text: tree.type(of: record) == .text ? tree.texts[tree.nodes[record.core].textIndex] : nil,
                lines: layout.text, part: layout.part, tapTarget: layout.tapTarget))
        }
        return LayoutExplanation(views: views, alignments: alignments)
    }

    /// The modifier's name, or the view type's name for a core node (`owner`: each node's view).
    static func kindName(_ tree: LayoutTree, _ n: Int32, _ owner: [Int32]) -> String {
        NodeDescription(tree: tree, n: n, node: tree.nodes[n], owner: owner).name
    }

    /// A node in SwiftUI's words.
    static func describe(_ tree: LayoutTree, _ n: Int32, _ owner: [Int32]) -> String {
        NodeDescription(tree: tree, n: n, node: tree.nodes[n], owner: owner).description
    }
}

// MARK: The text trace

/// Numbers and strings as the trace writes them.
enum ExplanationText {
    /// `60`, `7.5`, `infinity`, `nil` (for NaN: an unspecified proposal).
    static func number(_ value: Double) -> String {
        if value.isNaN { return "nil" }
        if value.isInfinite { return value > 0 ? "infinity" : "-infinity" }
        if value == value.rounded(), abs(value) < 1e15 { return String(Int64(value)) }
        return String(value)
    }

    static func proposal(_ p: ProposedViewSize) -> String {
        "\(p.width.map(number) ?? "nil") x \(p.height.map(number) ?? "nil")"
    }

    static func size(_ s: Size) -> String { "\(number(s.width)) x \(number(s.height))" }

    static func rect(_ r: Rect) -> String { "(\(number(r.x)), \(number(r.y)), \(number(r.width)), \(number(r.height)))" }

    static func quoted(_ text: String) -> String { "\"" + text + "\"" }
}

extension LayoutExplanation {
    /// How a view is named in the trace: `'handle' (Text, /0/0)` or `Text /0/0`.
    func name(_ view: ViewID) -> String {
        guard let v = self[view] else { return "\(view)" }
        if let part = v.part { return "\(part) (\(v.type.name) \(v.path))" }
        return v.id.map { "'\($0)' (\(v.type.name) \(v.path))" } ?? "\(v.type.name) \(v.path)"
    }

    /// The text trace of `view` (see `LayoutTree.explain(_:)`).
    public func trace(of view: ViewID) -> String {
        guard let target = self[view] else { return "\(view) was not laid out\n" }
        var chain: [ViewExplanation] = [target]
        while let parent = chain[chain.count - 1].parent, let up = self[parent] { chain.append(up) }
        var out = "How \(name(view)) got its frame \(ExplanationText.rect(target.frame)):\n"
        for (depth, v) in chain.reversed().enumerated() {
            let indent = String(repeating: "  ", count: depth)
            let by = v.parent.map { " by \(name($0))" } ?? " (the layout's proposal)"
            out += "\(indent)\(name(v.view)): proposed \(ExplanationText.proposal(v.proposal))\(by), answered \(ExplanationText.size(v.size))\n"
            for step in v.steps {
                let value = step.guideValue.map { " = \(ExplanationText.number($0))" } ?? ""
                let part = step.part.map { "\($0): " } ?? ""
                out += "\(indent)  \(part)\(step.description)\(value): proposed \(ExplanationText.proposal(step.proposal)), answered \(ExplanationText.size(step.size)), frame \(ExplanationText.rect(step.frame))\n"
            }
            for index in v.alignedBy {
                out += "\(indent)  " + describe(alignment: alignments[index], for: v.view) + "\n"
            }
        }
        return out
    }

    private func describe(alignment line: AlignmentLine, for view: ViewID) -> String {
        let axis = line.axis == .horizontal ? "x" : "y"
        let owner = line.modifier.map { "the \(line.kind) (modifier \($0)) of \(name(line.container))" } ?? name(line.container)
        let axisName = line.axis == .horizontal ? "horizontal" : "vertical"
        var text = "aligned by \(owner) on \(line.guide) (\(axisName)\(line.isCustom ? ", custom" : "")): the line at \(axis) = \(ExplanationText.number(line.position))"
        for member in line.members {
            let who = member.insideModifier.map { "the content of modifier \($0) of \(name(member.view))" } ?? name(member.view)
            let mark = member.view == view ? " <-" : ""
            let edge = line.axis == .horizontal ? member.frame.x : member.frame.y
            text += "; \(who): d[\(line.guide)] = \(ExplanationText.number(member.value)) (\(member.source.rawValue)), so \(axis) = \(ExplanationText.number(edge))\(mark)"
        }
        return text
    }
}
