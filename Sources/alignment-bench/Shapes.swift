import AlignmentEngine
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The trees of `shared/spec/benchmark-shapes.md` (or, for the Text figure, each with one
/// `Text` in place of a leaf, view counts unchanged), and the changes the relayout figures
/// make to them.
enum Shape: String, CaseIterable {
    case wide, flexible, deep, nested, measured
    /// `measured` with every measured leaf flagged `isFixedSize` (asked once per layout).
    case measuredFixed = "measured-fixed"
    /// `measured` with every leaf answered by one `BatchMeasure`.
    case measuredBatch = "measured-batch"
    /// A square Grid of fixed cells, and a Flow `Layout` of fixed items.
    case grid, flow
    /// A vertical ScrollView of a LazyVGrid with adaptive columns of fixed items.
    case lazygrid

    static let verticalAlignments: [VerticalAlignment] = [.top, .center, .bottom]
    static let horizontalAlignments: [HorizontalAlignment] = [.leading, .center, .trailing]
    static let heights: [Double] = [10, 15, 20]

    var isMeasured: Bool { self == .measured || self == .measuredFixed || self == .measuredBatch }

    /// The proposal the root is laid out with first.
    var proposal: ProposedViewSize { resized(step: 0) }

    /// The root proposal after `step` window resizes: width 1000 shrinking by 10 a step
    /// where the shape is proposed width 1000 (`flexible`, `flow`); elsewhere unspecified at
    /// first, then width 1000 shrinking by 10 a step (height always unspecified).
    func resized(step: Int) -> ProposedViewSize {
        switch self {
        case .flexible, .flow: ProposedViewSize(width: 1000 - 10 * Double(step), height: nil)
        case .lazygrid: ProposedViewSize(width: 1000 - 10 * Double(step), height: 800)
        default: step == 0 ? .unspecified : ProposedViewSize(width: 1010 - 10 * Double(step), height: nil)
        }
    }

    /// The size of the changing leaf after `step` changes: 20 x 10 at first, then
    /// (20 + step) x (10 + step).
    static func leafSize(step: Int) -> Size { Size(width: 20 + Double(step), height: 10 + Double(step)) }

    /// The string of the changing Text after `step` changes: one character longer each step.
    static func text(step: Int) -> String { "Label" + String(repeating: "+", count: step) }

    /// Builds the shape for a size argument; `withText`: with one Text in place of a leaf.
    func build(size: Int, in tree: LayoutTree, host: HostState, withText: Bool = false) throws -> BuiltShape {
        switch self {
        case .wide, .flexible, .measured, .measuredFixed, .measuredBatch: return try buildRows(size: size, in: tree, host: host, withText: withText)
        case .deep: return try buildDeep(levels: size, in: tree, withText: withText)
        case .nested: return try buildNested(size: size, in: tree, withText: withText)
        case .grid: return try buildGrid(size: size, in: tree, withText: withText)
        case .flow: return try buildFlow(size: size, in: tree, withText: withText)
        case .lazygrid: return try buildLazyGrid(size: size, in: tree, withText: withText)
        }
    }

    /// Gives the changing leaf its size after `step` changes: a new image size, or (measured
    /// leaves) a new answer of its measure function and `markDirty`.
    func changeLeaf(_ built: BuiltShape, step: Int, in tree: LayoutTree, host: HostState) throws {
        let size = Self.leafSize(step: step)
        if isMeasured {
            host.leafSize = size
            try tree.markDirty(built.leaf)
        } else {
            try tree.setImageSize(of: built.leaf, width: size.width, height: size.height)
        }
    }

    static func addText(to tree: LayoutTree) throws -> ViewID { try tree.add(.text(TextContent(text(step: 0)))) }

    private func leaf(_ j: Int, in tree: LayoutTree, host: HostState, changing: Bool) throws -> ViewID {
        switch self {
        case .flexible where j % 2 == 1:
            let color = try tree.add(.shape(.color))
            try tree.apply(.frame(width: nil, height: 10), to: color)
            return color
        case .measuredBatch:
            host.measuredLeaves += 1
            return try tree.add(.measured(HostMeasure(batch: host.batch, key: changing ? 1 : 0)))
        case .measured, .measuredFixed:
            host.measuredLeaves += 1
            let measure: (ProposedViewSize) -> Size = changing
                ? { _ in host.calls += 1; return host.leafSize }
                : { _ in host.calls += 1; return Size(width: 20, height: 10) }
            return try tree.add(.measured(HostMeasure(size: measure, isFixedSize: self == .measuredFixed)))
        default:
            return try tree.add(.image(width: 20, height: Self.heights[j % 3]))
        }
    }

    /// Rows of ten leaves; the first leaf of the first row changes size, the last leaf of the
    /// last row may be the Text.
    private func buildRows(size: Int, in tree: LayoutTree, host: HostState, withText: Bool) throws -> BuiltShape {
        let count = max(size / 10, 1)
        var rows: [ViewID] = []
        rows.reserveCapacity(count)
        var firstLeaf: ViewID? = nil
        var text: ViewID? = nil
        var leaves: [ViewID] = []
        for r in 0..<count {
            leaves.removeAll(keepingCapacity: true)
            for j in 0..<10 {
                if withText && r == count - 1 && j == 9 {
                    text = try Self.addText(to: tree)
                    leaves.append(text!)
                } else {
                    leaves.append(try leaf(j, in: tree, host: host, changing: firstLeaf == nil))
                    firstLeaf = firstLeaf ?? leaves[0]
                }
            }
            let row = try tree.add(.hstack(alignment: Self.verticalAlignments[r % 3], spacing: 8))
            try tree.setChildren(of: row, to: leaves)
            rows.append(row)
        }
        let root = try tree.add(.vstack(alignment: .center, spacing: 8))
        try tree.setChildren(of: root, to: rows)
        return BuiltShape(root: root, leaf: firstLeaf!, text: text)
    }

    /// The spec's chain of `levels` stacks around the fixed leaf; with the Text, one stack
    /// fewer around an innermost HStack of the fixed leaf and the Text.
    private func buildDeep(levels: Int, in tree: LayoutTree, withText: Bool) throws -> BuiltShape {
        let leaf = try tree.add(.image(width: 20, height: 10))
        let text = withText ? try Self.addText(to: tree) : nil
        var current: [ViewID] = text.map { [leaf, $0] } ?? [leaf]
        for i in 0..<max(withText ? levels - 1 : levels, 1) {
            let stack = try tree.add(i % 2 == 0
                ? .hstack(alignment: Self.verticalAlignments[i % 3], spacing: 8)
                : .vstack(alignment: Self.horizontalAlignments[i % 3], spacing: 8))
            try tree.setChildren(of: stack, to: current)
            try tree.apply(.padding(EdgeInsets(1)), to: stack)
            current = [stack]
        }
        return BuiltShape(root: current[0], leaf: leaf, text: text)
    }

    /// A Grid of round(sqrt(size)) rows of as many fixed cells (size 10,000: 100 x 100); the
    /// last cell may be the Text.
    private func buildGrid(size: Int, in tree: LayoutTree, withText: Bool) throws -> BuiltShape {
        let side = max(Int(Double(size).squareRoot().rounded()), 1)
        var rows: [ViewID] = []
        var firstLeaf: ViewID? = nil
        var text: ViewID? = nil
        for r in 0..<side {
            var cells: [ViewID] = []
            for j in 0..<side {
                if withText && r == side - 1 && j == side - 1 {
                    text = try Self.addText(to: tree)
                    cells.append(text!)
                } else {
                    cells.append(try tree.add(.image(width: 20, height: Self.heights[j % 3])))
                }
            }
            firstLeaf = firstLeaf ?? cells[0]
            let row = try tree.add(.gridRow())
            try tree.setChildren(of: row, to: cells)
            rows.append(row)
        }
        let grid = try tree.add(.grid(horizontalSpacing: 8, verticalSpacing: 8))
        try tree.setChildren(of: grid, to: rows)
        return BuiltShape(root: grid, leaf: firstLeaf!, text: text)
    }

    /// A Flow layout (rows wrapping at the proposed width 1000) of `size` fixed items (the
    /// last may be the Text).
    private func buildFlow(size: Int, in tree: LayoutTree, withText: Bool) throws -> BuiltShape {
        var items: [ViewID] = []
        for j in 0..<(withText ? size - 1 : size) { items.append(try tree.add(.image(width: 20, height: Self.heights[j % 3]))) }
        let text = withText ? try Self.addText(to: tree) : nil
        let flow = try tree.add(.layout(HostLayout(BenchFlow(spacing: 8))))
        try tree.setChildren(of: flow, to: items + (text.map { [$0] } ?? []))
        return BuiltShape(root: flow, leaf: items[0], text: text)
    }

    /// A ScrollView (proposed 1000 x 800) of a LazyVGrid whose one adaptive column item
    /// (minimum 20) fits as many 20-wide items per row as the width allows, of `size` fixed
    /// items (the last may be the Text).
    private func buildLazyGrid(size: Int, in tree: LayoutTree, withText: Bool) throws -> BuiltShape {
        var items: [ViewID] = []
        items.reserveCapacity(size)
        for j in 0..<(withText ? size - 1 : size) { items.append(try tree.add(.image(width: 20, height: Self.heights[j % 3]))) }
        let text = withText ? try Self.addText(to: tree) : nil
        let grid = try tree.add(.lazyVGrid(columns: [GridItem(.adaptive(minimum: 20))], spacing: 8))
        try tree.setChildren(of: grid, to: items + (text.map { [$0] } ?? []))
        let scroll = try tree.add(.scrollView(.vertical))
        try tree.setChildren(of: scroll, to: [grid])
        return BuiltShape(root: scroll, leaf: items[0], text: text)
    }

    /// The last leaf (of the last container) may be the Text.
    private func buildNested(size: Int, in tree: LayoutTree, withText: Bool) throws -> BuiltShape {
        let levels = max(Int((log10(Double(size))).rounded()), 1)
        var firstLeaf: ViewID? = nil
        var text: ViewID? = nil
        func container(level: Int, isLast: Bool) throws -> ViewID {
            var children: [ViewID] = []
            for i in 0..<10 {
                if level < levels - 1 {
                    children.append(try container(level: level + 1, isLast: isLast && i == 9))
                } else if withText && isLast && i == 9 {
                    text = try Self.addText(to: tree)
                    children.append(text!)
                } else {
                    let leaf = try tree.add(.image(width: 20, height: Self.heights[i % 3]))
                    firstLeaf = firstLeaf ?? leaf
                    children.append(leaf)
                }
            }
            let stack = try tree.add(level % 2 == 0
                ? .vstack(alignment: Self.horizontalAlignments[level % 3], spacing: 8)
                : .hstack(alignment: Self.verticalAlignments[level % 3], spacing: 8))
            try tree.setChildren(of: stack, to: children)
            return stack
        }
        let root = try container(level: 0, isLast: true)
        return BuiltShape(root: root, leaf: firstLeaf!, text: text)
    }
}

/// A built shape: its root, the leaf whose size changes and the Text whose string changes
/// (if built with one).
struct BuiltShape {
    var root: ViewID
    var leaf: ViewID
    var text: ViewID?
}

/// What the measure closures of a shape share with the benchmark: how often they were
/// called, and the changing leaf's current size.
final class HostState {
    var calls = 0
    var measuredLeaves = 0
    /// The batch measure of `measured-batch`: 20 x 10, the changing leaf (key 1) `leafSize`.
    lazy var batch = BatchMeasure { [unowned self] requests in
        self.calls += requests.count
        return requests.map { $0.key == 1 ? self.leafSize : Size(width: 20, height: 10) }
    }
    var leafSize = Shape.leafSize(step: 0)

    /// The calls since the last time this was asked.
    func takeCalls() -> Int {
        defer { calls = 0 }
        return calls
    }
}
