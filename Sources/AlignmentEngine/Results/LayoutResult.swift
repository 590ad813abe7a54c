/// The frames of one laid-out view.
public struct ViewLayout: Sendable {
    /// The view's handle in its ``LayoutTree``.
    public let view: ViewID
    /// The view's name (`.id(_:)`), if it has one.
    public let id: String?
    /// Where the view sits: `/` is the root, `/0/1` the second child of the root's first
    /// child, `PATH/modifiers/k` the content of the view's overlay or background modifier `k`.
    public let path: String
    /// The view's type.
    public let type: ViewType
    /// The view itself, inside all its modifiers, in the root's coordinate space.
    public let frame: Rect
    /// The view with all its modifiers, as its parent placed it.
    public let outerFrame: Rect
    /// The colour recorded for pictures, if any.
    public let color: String?
    /// For a `Text`: its laid-out lines and baselines.
    public let text: TextLines?
    /// For a tappable control (`ControlKind.isTappable`): the frame people tap to use it, in
    /// the root's coordinate space (`LayoutTree.tapTarget(of:)`).
    public let tapTarget: Rect?
    /// For a view a control's composition made (listed only in explanations): its name,
    /// "Toggle switch"; its path is `CONTROL/parts/k` (the content of a part's background
    /// or overlay: `PART/modifiers/k`).
    public let part: String?
}

/// A text's lines and baselines, in the root's coordinate space.
public struct TextLines: Sendable {
    /// The frame of each line, top to bottom.
    public let lines: [Rect]
    /// The characters of each line as drawn (with the ellipsis of a truncated text).
    public let strings: [String]
    /// The y of the first line's baseline.
    public let firstBaseline: Double
    /// The y of the last line's baseline.
    public let lastBaseline: Double
    /// Whether characters were cut: the text did not fit its proposal (or its line limit) and
    /// an ellipsis stands for what is missing.
    public let isTruncated: Bool
    /// The fraction of its size the text is drawn at: below 1 when it shrank to fit
    /// (`.minimumScaleFactor(_:)`), else 1.
    public let scale: Double

    /// The same lines with every line frame transformed (rounded to a pixel grid, say).
    public func mappingLines(_ transform: (Rect) -> Rect) -> TextLines {
        TextLines(lines: lines.map(transform), strings: strings, firstBaseline: firstBaseline, lastBaseline: lastBaseline,
                  isTruncated: isTruncated, scale: scale)
    }
}

/// A whole layout: the root's size and every view in document order (a view, then its
/// children depth first, then the content of its modifiers in modifier order).
public struct LayoutResult: Sendable, RandomAccessCollection {
    /// The root's size.
    public let size: Size
    /// Every view, in document order.
    public let views: [ViewLayout]
    /// What laid out by a documented fallback rather than as asked (`LayoutTree.warnings`):
    /// symbol images of names the engine does not know.
    public let warnings: [String]
    private let byName: [String: Int]

    init(size: Size, views: [ViewLayout], warnings: [String] = []) {
        self.size = size
        self.views = views
        self.warnings = warnings
        var byName: [String: Int] = [:]
        for (index, view) in views.enumerated() { if let id = view.id { byName[id] = index } }
        self.byName = byName
    }

    /// The view named `id`.
    public subscript(id: String) -> ViewLayout? { byName[id].map { views[$0] } }

    public var startIndex: Int { views.startIndex }
    public var endIndex: Int { views.endIndex }
    public subscript(position: Int) -> ViewLayout { views[position] }
}

extension LayoutTree {
    /// The result of the last layout, with every frame rounded to a `1 / pixelScale` grid
    /// when a scale is given (both corners rounded half up; sizes and baselines unrounded).
    ///
    /// Each view's path names all its ancestors, so a result takes time and memory in
    /// proportion to views x depth; for very deep trees read frames with `frame(of:)` or
    /// `copyFrames(into:)` instead.
    public func result(pixelScale: Double? = nil) throws(LayoutError) -> LayoutResult {
        try result(pixelScale: pixelScale, includingParts: false)
    }

    /// The result, with the views controls' compositions made (for explanations) or without.
    func result(pixelScale: Double?, includingParts: Bool) throws(LayoutError) -> LayoutResult {
        guard let last = lastLayout.stamp, isLaidOut else { throw LayoutError(.invalidTree, "the tree has not been laid out since it last changed") }
        if let pixelScale { guard pixelScale.isFinite, pixelScale > 0 else { throw LayoutError(.invalidValue, "pixelScale must be a finite number > 0, not \(pixelScale)") } }
        let round = { (r: Rect) -> Rect in pixelScale.map { PixelGrid(scale: $0).round(r) } ?? r }
        var result: [ViewLayout] = []
        var paths = [String?](repeating: nil, count: views.count)
        forEachViewInNodeOrder(below: last.root) { viewIndex in
            let record = views[Int(viewIndex)]
            let part = part(viewIndex)
            if part != nil && !includingParts { return }
            let path: String
            if viewIndex == last.root {
                path = "/"
            } else if let part, contentModifierIndex(of: record) == nil {
                let controlPath = paths[Int(part.control)] ?? "/"
                path = "\(controlPath == "/" ? "" : controlPath)/parts/\(part.index)"
            } else {
                let parentPath = paths[Int(record.parent)] ?? "/"
                let prefix = parentPath == "/" ? "" : parentPath
                if let modifier = contentModifierIndex(of: record) {
                    path = "\(prefix)/modifiers/\(modifier)"
                } else if let control = controlIndex(of: views[Int(record.parent)]) {
                    path = "\(prefix)/\(controlPathComponent(of: viewIndex, in: control))"
                } else {
                    // A lazy container's child is its row: its row index, not its place in the window.
                    let parentCore = views[Int(record.parent)].core
                    let row = lazyRows[parentCore]?.first ?? 0
                    path = "\(prefix)/\(Int(record.parentSlot - nodes[parentCore].childStart) + row)"
                }
            }
            paths[Int(viewIndex)] = path
            let frame = lastLayout.frames[record.core]
            result.append(ViewLayout(
                view: ViewID(viewIndex), id: names[viewIndex], path: path, type: type(of: record),
                frame: round(frame), outerFrame: round(lastLayout.frames[outerNodeMovedByOffsets(record)]),
                color: colors[viewIndex], text: type(of: record) == .text ? textLines(ofNode: record.core, round) : nil,
                tapTarget: tapTarget(of: ViewID(viewIndex)).map(round), part: part.map { partName($0) }))
        }
        return LayoutResult(size: lastLayout.size, views: controls.records.isEmpty ? result : inDocumentOrder(result), warnings: warnings)
    }

    /// The entries of a tree with controls in document order: a control's children in the
    /// order it was given them (its composition may place them otherwise: a Label's icon
    /// before its title, a Picker's selected option first), each control's parts right after
    /// the control. The walk goes view by view, as a document is read.
    private func inDocumentOrder(_ entries: [ViewLayout]) -> [ViewLayout] {
        let owners = viewsByOuterNode()
        var rank = [Int32](repeating: -1, count: views.count)
        var next: Int32 = 0
        var stack: [Int32] = entries.first.map { [$0.view.index] } ?? []
        while let view = stack.popLast() {
            rank[Int(view)] = next
            next += 1
            let record = views[Int(view)]
            var below: [Int32] = []
            if let control = controlIndex(of: record) {
                below = controls.records[control].children
            } else if part(view) == nil {
                let core = nodes[record.core]
                for slot in core.childStart..<core.childStart + core.childCount where owners[Int(childList[slot])] >= 0 {
                    below.append(owners[Int(childList[slot])])
                }
            }
            // Then the content of its modifiers, the first applied first.
            var contents: [Int32] = [], n = record.outer
            while n != record.core {
                let node = nodes[n]
                if node.childCount > 1, owners[Int(childList[node.childStart + 1])] >= 0 { contents.append(owners[Int(childList[node.childStart + 1])]) }
                n = childList[node.childStart]
            }
            below += contents.reversed()
            stack.append(contentsOf: below.reversed())
        }
        func key(_ entry: ViewLayout) -> Int32 { rank[Int(part(entry.view.index)?.control ?? entry.view.index)] }
        return entries.enumerated().sorted { (key($0.element), $0.offset) < (key($1.element), $1.offset) }.map(\.element)
    }

    /// The views of the last layout in document order (as ``result(pixelScale:)`` lists
    /// them, the views controls' compositions made left out), each with the position in that
    /// order of the view that holds it (-1 for the root): what a result without paths lists.
    package func viewsInDocumentOrder() -> [(view: Int32, parent: Int)] {
        guard let last = lastLayout.stamp, isLaidOut else { return [] }
        var order: [(view: Int32, parent: Int)] = []
        var position = [Int](repeating: -1, count: views.count)
        forEachViewInNodeOrder(below: last.root) { viewIndex in
            guard part(viewIndex) == nil else { return }
            position[Int(viewIndex)] = order.count
            let parent = viewIndex == last.root ? -1 : position[Int(views[Int(viewIndex)].parent)]
            order.append((viewIndex, parent))
        }
        return order
    }

    /// Calls `body` with each view below `root` (`root` first), in the pre-order of the nodes
    /// (a view, its children, then the contents of its modifiers), with an explicit stack.
    private func forEachViewInNodeOrder(below root: Int32, _ body: (Int32) -> Void) {
        var stack: [Int32] = [views[Int(root)].outer]
        let owners = viewsByOuterNode()
        while let n = stack.popLast() {
            let node = nodes[n]
            var slot = node.childStart + node.childCount - 1
            while slot >= node.childStart {
                stack.append(childList[slot])
                slot -= 1
            }
            let viewIndex = owners[Int(n)]
            if viewIndex >= 0 { body(viewIndex) }
        }
    }

    /// A text's lines and baselines after the last layout; nil for other views or views the
    /// layout did not reach. `strings: false` leaves `strings` empty, for readers that need
    /// only the frames (it saves most of the work).
    public func textLines(of view: ViewID, strings: Bool = true) -> TextLines? {
        guard isLaidOut, view.index >= 0, Int(view.index) < views.count, type(of: views[view.index]) == .text else { return nil }
        return textLines(ofNode: views[view.index].core, strings: strings, { $0 })
    }

    private func textLines(ofNode n: Int32, strings wanted: Bool = true, _ round: (Rect) -> Rect) -> TextLines? {
        let content = texts[nodes[n].textIndex]
        let frame = lastLayout.frames[n]
        guard let placement = lastLayout.textPlacements[n] else {
            // A text the layout reached but does not show (a ViewThatFits child) has no lines.
            return frame.x.isNaN ? nil : TextLines(lines: [], strings: [], firstBaseline: frame.y, lastBaseline: frame.y, isTruncated: false, scale: 1)
        }
        let layout = TextLayout(text: content, proposal: placement.proposal)
        let scale = layout.scale
        let (ascent, lineHeight, pitch) = (content.style.font.ascent * scale, content.style.font.lineHeight * scale, content.linePitch * scale)
        var rects: [Rect] = []
        var strings: [String] = []
        for (index, line) in layout.lines.enumerated() {
            let width = layout.width(of: line)
            var x: Double
            switch content.alignment {
            case .leading: x = 0
            case .center: x = (frame.width - width) / 2
            case .trailing: x = frame.width - width
            }
            if placement.rightToLeft { x = frame.width - x - width }
            rects.append(round(Rect(x: frame.x + x, y: frame.y + Double(index) * pitch, width: width, height: lineHeight)))
            guard wanted else { continue }
            var string = ""
            string.unicodeScalars.append(contentsOf: content.scalars[line.start..<line.end])
            if line.ellipsis { string.unicodeScalars.append(TextLayout.ellipsis) }
            string.unicodeScalars.append(contentsOf: content.scalars[line.tailStart..<line.tailEnd])
            strings.append(string)
        }
        let lineCount = Double(max(layout.lines.count, 1))
        return TextLines(lines: rects, strings: strings, firstBaseline: frame.y + ascent, lastBaseline: frame.y + (lineCount - 1) * pitch + ascent,
                         isTruncated: layout.isTruncated, scale: scale)
    }
}
