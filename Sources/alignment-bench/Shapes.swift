import AlignmentEngine
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The trees of `shared/spec/benchmark-shapes.md`.
enum Shape: String, CaseIterable {
    case wide, flexible, deep, nested, measured
    /// Issue 12: a square Grid of fixed cells, and a Flow `Layout` of fixed items.
    case grid, flow

    static let verticalAlignments: [VerticalAlignment] = [.top, .center, .bottom]
    static let horizontalAlignments: [HorizontalAlignment] = [.leading, .center, .trailing]
    static let heights: [Double] = [10, 15, 20]

    /// The proposal the root is laid out with.
    var proposal: ProposedViewSize {
        switch self {
        case .flexible: ProposedViewSize(width: 1000, height: nil)
        case .flow: ProposedViewSize(width: 1000, height: nil)
        default: .unspecified
        }
    }

    /// Builds the shape for a size argument; returns the root and a leaf whose size the
    /// relayout figure changes.
    func build(size: Int, in tree: LayoutTree, measureCalls: Counter) throws -> (root: ViewID, leaf: ViewID) {
        switch self {
        case .wide, .flexible, .measured: return try buildRows(size: size, in: tree, measureCalls: measureCalls)
        case .deep: return try buildDeep(levels: size, in: tree)
        case .nested: return try buildNested(size: size, in: tree)
        case .grid: return try buildGrid(size: size, in: tree)
        case .flow: return try buildFlow(size: size, in: tree)
        }
    }

    private func leaf(_ j: Int, in tree: LayoutTree, measureCalls: Counter) throws -> ViewID {
        switch self {
        case .flexible where j % 2 == 1:
            let color = try tree.add(.shape(.color))
            try tree.apply(.frame(width: nil, height: 10), to: color)
            return color
        case .measured:
            return try tree.add(.measured(HostMeasure(size: { _ in
                measureCalls.value += 1
                return Size(width: 20, height: 10)
            })))
        default:
            return try tree.add(.image(width: 20, height: Self.heights[j % 3]))
        }
    }

    private func buildRows(size: Int, in tree: LayoutTree, measureCalls: Counter) throws -> (ViewID, ViewID) {
        var rows: [ViewID] = []
        rows.reserveCapacity(size / 10)
        var firstLeaf: ViewID? = nil
        var leaves: [ViewID] = []
        for r in 0..<max(size / 10, 1) {
            leaves.removeAll(keepingCapacity: true)
            for j in 0..<10 { leaves.append(try leaf(j, in: tree, measureCalls: measureCalls)) }
            firstLeaf = firstLeaf ?? leaves[0]
            let row = try tree.add(.hstack(alignment: Self.verticalAlignments[r % 3], spacing: 8))
            try tree.setChildren(of: row, to: leaves)
            rows.append(row)
        }
        let root = try tree.add(.vstack(alignment: .center, spacing: 8))
        try tree.setChildren(of: root, to: rows)
        return (root, firstLeaf!)
    }

    private func buildDeep(levels: Int, in tree: LayoutTree) throws -> (ViewID, ViewID) {
        let leaf = try tree.add(.image(width: 20, height: 10))
        var current = leaf
        for i in 0..<levels {
            let stack = try tree.add(i % 2 == 0
                ? .hstack(alignment: Self.verticalAlignments[i % 3], spacing: 8)
                : .vstack(alignment: Self.horizontalAlignments[i % 3], spacing: 8))
            try tree.setChildren(of: stack, to: [current])
            try tree.apply(.padding(EdgeInsets(1)), to: stack)
            current = stack
        }
        return (current, leaf)
    }

    /// A Grid of round(sqrt(size)) rows of as many fixed cells (size 10,000: 100 x 100).
    private func buildGrid(size: Int, in tree: LayoutTree) throws -> (ViewID, ViewID) {
        let side = max(Int(Double(size).squareRoot().rounded()), 1)
        var rows: [ViewID] = []
        var firstLeaf: ViewID? = nil
        for _ in 0..<side {
            var cells: [ViewID] = []
            for j in 0..<side { cells.append(try tree.add(.image(width: 20, height: Self.heights[j % 3]))) }
            firstLeaf = firstLeaf ?? cells[0]
            let row = try tree.add(.gridRow())
            try tree.setChildren(of: row, to: cells)
            rows.append(row)
        }
        let grid = try tree.add(.grid(horizontalSpacing: 8, verticalSpacing: 8))
        try tree.setChildren(of: grid, to: rows)
        return (grid, firstLeaf!)
    }

    /// A Flow layout (rows wrapping at the proposed width 1000) of `size` fixed items.
    private func buildFlow(size: Int, in tree: LayoutTree) throws -> (ViewID, ViewID) {
        var items: [ViewID] = []
        for j in 0..<size { items.append(try tree.add(.image(width: 20, height: Self.heights[j % 3]))) }
        let flow = try tree.add(.layout(HostLayout(BenchFlow(spacing: 8))))
        try tree.setChildren(of: flow, to: items)
        return (flow, items[0])
    }

    private func buildNested(size: Int, in tree: LayoutTree) throws -> (ViewID, ViewID) {
        let levels = max(Int((log10(Double(size))).rounded()), 1)
        var firstLeaf: ViewID? = nil
        func container(level: Int) throws -> ViewID {
            var children: [ViewID] = []
            for i in 0..<10 {
                if level == levels - 1 {
                    let leaf = try tree.add(.image(width: 20, height: Self.heights[i % 3]))
                    firstLeaf = firstLeaf ?? leaf
                    children.append(leaf)
                } else {
                    children.append(try container(level: level + 1))
                }
            }
            let stack = try tree.add(level % 2 == 0
                ? .vstack(alignment: Self.horizontalAlignments[level % 3], spacing: 8)
                : .hstack(alignment: Self.verticalAlignments[level % 3], spacing: 8))
            try tree.setChildren(of: stack, to: children)
            return stack
        }
        let root = try container(level: 0)
        return (root, firstLeaf!)
    }
}

/// A mutable count shared with measure closures.
final class Counter {
    var value = 0
}

