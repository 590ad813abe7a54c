import XCTest
import TestSupport
@testable import AlignmentEngine

/// Lazy rows: a lazy stack or grid whose `ForEach` rows are built only in and near a
/// ScrollView's viewport, placed where the eager layout places them once every row above
/// has been laid out (decisions, "Lazy rows"). The random test runs `ALIGNMENT_RELAYOUT_SCALE`
/// times as many trees when it is set.
final class LazyRowsTests: XCTestCase {
    /// Rows of varying heights: row i is 20 + (i * 7) % 23 tall (a deterministic mix).
    static func rowHeight(_ i: Int) -> CGFloat { CGFloat(20 + (i * 7) % 23) }

    /// A ScrollView (`scroll`) of a LazyVStack (`list`) of `count` rows of `rowHeight`,
    /// built on demand (`lazy`) or as children.
    func list(_ count: Int, spacing: CGFloat? = nil, lazy: Bool = true, viewport: (CGFloat, CGFloat)? = (0, 800),
              built: RowLog? = nil) -> some View {
        let rows = ForEach(0..<count) { i in Self.row(i, built) }
        let stack = lazy
            ? AnyViewBox(LazyVStack(alignment: .leading, spacing: spacing) { rows })
            : AnyViewBox(LazyVStack(alignment: .leading, spacing: spacing) { rows; EmptyView() })
        var scroll = ScrollView { stack.id("list") }
        if let viewport { scroll = scroll.viewport(offset: viewport.0, length: viewport.1) }
        return scroll.id("scroll")
    }

    /// Row `i`, noted in `log`.
    static func row(_ i: Int, _ log: RowLog?) -> some View {
        log?.note(i)
        return Color.blue.frame(width: 100, height: rowHeight(i))
    }

    func testOnlyTheRowsNearTheViewportAreBuilt() throws {
        let log = RowLog()
        let tree = LayoutTree()
        let root = try tree.add(list(1_000_000, spacing: 0, built: log))
        try tree.layout(root, proposal: ProposedViewSize(width: 300, height: 800))
        let list = try XCTUnwrap(tree.view(named: "list"))
        let window = try tree.rowWindow(of: list)
        // 800 points visible and half a screen beyond (nothing is above the top): 1,200
        // points of rows averaging 31 points.
        XCTAssertEqual(window.lowerBound, 0)
        XCTAssertTrue((35...45).contains(window.count), "\(window)")
        XCTAssertLessThan(tree.viewCount, 3 * window.count + 10)
        XCTAssertTrue(log.built.allSatisfy { $0 < window.upperBound + 10 }, "built \(log.built.max() ?? 0)")
        // Row 0 at the top, row 1 right below it, in the content's space.
        XCTAssertEqual(tree.frame(of: try XCTUnwrap(tree.rowView(of: list, at: 0))), Rect(x: 0, y: 0, width: 100, height: 20))
        XCTAssertEqual(tree.frame(of: try XCTUnwrap(tree.rowView(of: list, at: 1))), Rect(x: 0, y: 20, width: 100, height: 27))
        XCTAssertNil(try tree.rowView(of: list, at: 999_999))
        // Jump to the middle: only rows near there are built.
        log.built.removeAll()
        let scroll = try XCTUnwrap(tree.view(named: "scroll"))
        try tree.setViewport(of: scroll, offset: 15_000_000, length: 800)
        try tree.layout(root, proposal: ProposedViewSize(width: 300, height: 800))
        let middle = try tree.rowWindow(of: list)
        XCTAssertTrue((480_000...490_000).contains(middle.lowerBound), "\(middle)")
        // The estimate holds during the call: the window's own rows do not move it.
        XCTAssertTrue(log.built.allSatisfy { middle.lowerBound - 10 <= $0 && $0 < middle.upperBound + 10 }, "\(log.built.min() ?? 0) ... \(log.built.max() ?? 0)")
        XCTAssertLessThan(tree.viewCount, 8 * middle.count + 300)
    }

    func testVisibleRowsEqualTheEagerLayoutOnceTheRowsAboveWereLaidOut() throws {
        let count = 400
        let eager = LayoutTree()
        let eagerRoot = try eager.add(list(count, lazy: false, viewport: nil))
        try eager.layout(eagerRoot, proposal: ProposedViewSize(width: 300, height: 800))
        let eagerRows = try eager.children(of: try XCTUnwrap(eager.view(named: "list")))

        let tree = LayoutTree()
        let root = try tree.add(list(count))
        let scroll = try XCTUnwrap(tree.view(named: "scroll")), list = try XCTUnwrap(tree.view(named: "list"))
        var offset = 0.0
        while offset < 12_000 {
            try tree.setViewport(of: scroll, offset: offset, length: 800)
            try tree.layout(root, proposal: ProposedViewSize(width: 300, height: 800))
            for index in try tree.rowWindow(of: list) {
                XCTAssertEqual(tree.frame(of: try XCTUnwrap(tree.rowView(of: list, at: index))), eager.frame(of: eagerRows[index]), "row \(index) at offset \(offset)")
            }
            offset += 400
        }
    }

    /// Random lazy stacks and grids in scroll views, at random offsets and after random
    /// scrolls: rows in the window sit where the eager layout puts them when every row above
    /// was laid out before (once the window settles), else exactly as far apart as there;
    /// the builder is asked only for rows in range, and the tree holds few rows.
    func testRandomViewportsMatchTheEagerLayout() throws {
        let scale = ProcessInfo.processInfo.environment["ALIGNMENT_RELAYOUT_SCALE"].flatMap { Int($0) }.map { max($0, 1) } ?? 1
        var exact = 0, relative = 0
        for seed in 1...(60 * scale) {
            var random = SplitMix64(seed: UInt64(seed))
            let shape = RandomRows(&random)
            let eager = LayoutTree()
            let eagerRoot = try eager.add(shape.view(lazy: false))
            try eager.layout(eagerRoot, proposal: shape.proposal)
            let eagerRows = try eager.children(of: try XCTUnwrap(eager.view(named: "list")))

            let log = RowLog()
            let tree = LayoutTree()
            let root = try tree.add(shape.view(lazy: true, log: log))
            let scroll = try XCTUnwrap(tree.view(named: "scroll")), list = try XCTUnwrap(tree.view(named: "list"))
            var laidOut = IndexSet()
            var offset = 0.0
            for step in 0..<12 {
                offset = random.below(3) == 0 ? Double(random.below(Int(shape.length))) : max(0, offset + Double(random.below(900)) - 300)
                try tree.setViewport(of: scroll, offset: offset, length: shape.viewport)
                try tree.layout(root, proposal: shape.proposal)
                let window = try tree.rowWindow(of: list)
                XCTAssertTrue(log.built.allSatisfy { $0 >= 0 && $0 < shape.count }, "seed \(seed)")
                XCTAssertLessThanOrEqual(window.count, LayoutTree.maximumWindowRows)
                let placed = try window.map { index in try XCTUnwrap(tree.frame(of: try XCTUnwrap(tree.rowView(of: list, at: index)))) }
                let above = shape.unitStart(window.lowerBound)
                if laidOut.contains(integersIn: 0..<above) {
                    for (k, index) in window.enumerated() {
                        XCTAssertEqual(placed[k], eager.frame(of: eagerRows[index]), "seed \(seed) step \(step) row \(index)")
                    }
                    exact += 1
                } else if let first = window.first, let eagerFirst = eager.frame(of: eagerRows[first]) {
                    // Relative to each other as in the eager layout (rows are laid out alike).
                    let shift = placed[0].origin[shape.axis] - eagerFirst.origin[shape.axis]
                    for (k, index) in window.enumerated() {
                        let expected = try XCTUnwrap(eager.frame(of: eagerRows[index]))
                        XCTAssertEqual(placed[k].origin[shape.axis] - shift, expected.origin[shape.axis], accuracy: 1e-6, "seed \(seed) step \(step) row \(index)")
                        XCTAssertEqual(placed[k].size, expected.size, "seed \(seed) step \(step) row \(index)")
                    }
                    relative += 1
                }
                laidOut.insert(integersIn: window)
                log.built.removeAll()
            }
            XCTAssertLessThan(tree.viewCount, 8 * LayoutTree.maximumWindowRows)
        }
        XCTAssertGreaterThan(exact, 100 * scale)
        XCTAssertGreaterThan(relative, 50 * scale)
    }

    func testScrollingThroughManyScreensKeepsTheTreeSmall() throws {
        let tree = LayoutTree()
        let root = try tree.add(list(100_000, spacing: 4))
        let scroll = try XCTUnwrap(tree.view(named: "scroll")), list = try XCTUnwrap(tree.view(named: "list"))
        var largest = 0
        for screen in 0..<400 {
            try tree.setViewport(of: scroll, offset: Double(screen) * 800, length: 800)
            try tree.layout(root, proposal: ProposedViewSize(width: 300, height: 800))
            largest = max(largest, tree.viewCount)
        }
        // Rows that left the window are dropped now and then: the tree never grows with the scrolling.
        let window = try tree.rowWindow(of: list)
        XCTAssertLessThan(largest, 6 * window.count + 400, "\(largest) views for a window of \(window.count)")
        XCTAssertTrue(window.contains(try rowAt(319_000, in: tree, list)))
    }

    /// The row whose frame holds `y`, among the rows in the window.
    private func rowAt(_ y: Double, in tree: LayoutTree, _ list: ViewID) throws -> Int {
        for index in try tree.rowWindow(of: list) {
            let frame = try XCTUnwrap(tree.frame(of: try XCTUnwrap(tree.rowView(of: list, at: index))))
            if frame.minY <= y && y < frame.maxY + 4 { return index }
        }
        return -1
    }

    func testAnEagerContainerBuildsEveryRow() throws {
        let log = RowLog()
        let tree = LayoutTree()
        let root = try tree.add(list(50, viewport: nil, built: log))
        try tree.layout(root, proposal: ProposedViewSize(width: 300, height: 800))
        XCTAssertEqual(try tree.rowWindow(of: try XCTUnwrap(tree.view(named: "list"))), 0..<50)
        XCTAssertEqual(log.built.sorted(), Array(0..<50))
    }

    // MARK: Bad input

    func testViewportValues() throws {
        let tree = LayoutTree()
        let root = try tree.add(list(10_000, spacing: 0))
        let scroll = try XCTUnwrap(tree.view(named: "scroll")), list = try XCTUnwrap(tree.view(named: "list"))
        for (offset, length, message) in [(Double.nan, 800.0, "viewport offset of ScrollView view #"), (.infinity, 800, "not inf"),
                                          (0, 0, "must be a positive finite number, not 0.0"), (0, -5, "not -5.0"), (0, .nan, "not nan")] {
            XCTAssertThrowsError(try tree.setViewport(of: scroll, offset: offset, length: length)) { error in
                let error = error as! LayoutError
                XCTAssertEqual(error.kind, .invalidValue)
                XCTAssertTrue(error.message.contains(message), error.message)
                XCTAssertTrue(error.message.contains("ScrollView"), error.message)
            }
        }
        XCTAssertThrowsError(try tree.setViewport(of: list, offset: 0, length: 10)) { error in
            XCTAssertTrue((error as! LayoutError).message.contains("not a ScrollView"))
        }
        // A negative offset rests at the top; one past the end at the last screen.
        try tree.setViewport(of: scroll, offset: -500, length: 800)
        try tree.layout(root, proposal: ProposedViewSize(width: 300, height: 800))
        XCTAssertEqual(try tree.rowWindow(of: list).lowerBound, 0)
        try tree.setViewport(of: scroll, offset: 1e12, length: 800)
        try tree.layout(root, proposal: ProposedViewSize(width: 300, height: 800))
        XCTAssertEqual(try tree.rowWindow(of: list).upperBound, 10_000)
        XCTAssertThrowsError(try tree.rowView(of: list, at: 10_000)) { error in
            XCTAssertEqual((error as! LayoutError).message, "\(list) has 10000 rows; there is no row 10000")
        }
        XCTAssertThrowsError(try tree.rowView(of: list, at: -1))
        XCTAssertThrowsError(try tree.setRows(of: list, count: -1) { _, _ in ViewID(0) }) { error in
            XCTAssertTrue((error as! LayoutError).message.contains("must not be negative (-1)"))
        }
        XCTAssertThrowsError(try tree.setRows(of: scroll, count: 1) { _, _ in ViewID(0) }) { error in
            XCTAssertTrue((error as! LayoutError).message.contains("not a lazy stack or grid"))
        }
    }

    /// A builder that throws, answers a view it did not build, answers a view with a parent,
    /// or uses the tree otherwise: the layout fails naming the container and the row, what
    /// it built is undone, and the tree lays out again once the builder behaves.
    func testBadBuildersFailTheLayoutAndLeaveTheTreeUsable() throws {
        enum Misbehaviour: CaseIterable { case throwing, oldView, parented, layout, changeInPlace, setViewport, childOfOld, control }
        struct Failure: Error, CustomStringConvertible { var description: String { "no data for row 7" } }
        for misbehaviour in Misbehaviour.allCases {
            let tree = LayoutTree()
            let scroll = try tree.add(.scrollView())
            let list = try tree.add(.lazyVStack())
            try tree.setChildren(of: scroll, to: [list])
            let other = try tree.add(.text(TextContent("outside")))
            var misbehaving = true
            try tree.setRows(of: list, count: 20) { tree, index in
                let row = try tree.add(.image(width: 10, height: 10))
                guard misbehaving, index == 7 else { return row }
                switch misbehaviour {
                case .throwing: throw Failure()
                case .oldView: return other
                case .parented:
                    let stack = try tree.add(.vstack())
                    try tree.setChildren(of: stack, to: [row])
                    return row
                case .layout: try tree.layout(scroll)
                case .changeInPlace: try tree.setText("changed", of: other)
                case .setViewport: try tree.setViewport(of: scroll, offset: 0, length: 10)
                case .childOfOld: try tree.setChildren(of: row, to: [other])
                // Refused even when the builder goes on without it: lazy rows hold no controls.
                case .control: _ = try? tree.add(.control(.button(title: "Save")))
                }
                return row
            }
            let views = tree.viewCount
            XCTAssertThrowsError(try tree.layout(scroll, proposal: ProposedViewSize(width: 100, height: 100)), "\(misbehaviour)") { error in
                let error = error as! LayoutError
                XCTAssertTrue(error.message.contains("row builder of LazyVStack view #1"), "\(misbehaviour): \(error.message)")
                XCTAssertTrue(error.message.contains("row 7"), "\(misbehaviour): \(error.message)")
                XCTAssertEqual(error.view, list, "\(misbehaviour)")
            }
            XCTAssertFalse(tree.isLaidOut)
            XCTAssertEqual(try tree.children(of: ViewID(other.index)), [])
            misbehaving = false
            try tree.layout(scroll, proposal: ProposedViewSize(width: 100, height: 100))
            XCTAssertEqual(try tree.rowWindow(of: list), 0..<20, "\(misbehaviour)")
            XCTAssertEqual(tree.frame(of: try XCTUnwrap(tree.rowView(of: list, at: 7))), Rect(x: 45, y: 126, width: 10, height: 10))
            XCTAssertGreaterThanOrEqual(tree.viewCount, views)
        }
    }
}

/// The rows a builder was asked for.
final class RowLog {
    var built: [Int] = []
    func note(_ index: Int) { built.append(index) }
}

/// A random lazy container in a ScrollView with a viewport: a LazyVStack, LazyHStack or a
/// LazyVGrid of 2 or 3 columns, rows of random lengths (fixed frames), random spacing and
/// alignment, 40 to 400 rows.
struct RandomRows {
    let kind: Int, count: Int, spacing: CGFloat?, alignment: Int, viewport: Double, seed: UInt64
    let lengths: [Double], columns: Int

    init(_ random: inout SplitMix64) {
        kind = random.below(3)
        count = 40 + random.below(360)
        spacing = [nil, 0, 4, 10][random.below(4)]
        alignment = random.below(3)
        viewport = Double(150 + random.below(700))
        columns = 2 + random.below(2)
        seed = UInt64(random.below(1_000_000))
        var lengths: [Double] = []
        for _ in 0..<count { lengths.append(Double(10 + random.below(40)) + (random.below(2) == 0 ? 0.5 : 0)) }
        self.lengths = lengths
    }

    var axis: Axis { kind == 1 ? .horizontal : .vertical }
    var proposal: ProposedViewSize { kind == 1 ? ProposedViewSize(width: 600, height: 300) : ProposedViewSize(width: 300, height: 600) }
    /// About how long the content is.
    var length: Double { lengths.reduce(0, +) / (kind == 2 ? Double(columns) : 1) + Double(count) * Double(spacing ?? 8) }
    /// The first row (item) of the unit (row, or grid line) that `row` is in.
    func unitStart(_ row: Int) -> Int { kind == 2 ? row - row % columns : row }

    /// Row `i`: `lengths[i]` long along the axis, noted in `log`.
    static func row(_ i: Int, _ lengths: [Double], _ log: RowLog?, vertical: Bool) -> some View {
        log?.note(i)
        return vertical ? Color.blue.frame(width: 40 + lengths[i] / 2, height: lengths[i]) : Color.blue.frame(width: lengths[i], height: 40 + lengths[i] / 2)
    }

    func view(lazy: Bool, log: RowLog? = nil) -> some View {
        let lengths = self.lengths
        let rows = ForEach(0..<count) { i in Self.row(i, lengths, log, vertical: true) }
        let horizontals: [HorizontalAlignment] = [.leading, .center, .trailing]
        let verticals: [VerticalAlignment] = [.top, .center, .bottom]
        let content: AnyViewBox
        switch (kind, lazy) {
        case (0, true): content = AnyViewBox(LazyVStack(alignment: horizontals[alignment], spacing: spacing) { rows })
        case (0, false): content = AnyViewBox(LazyVStack(alignment: horizontals[alignment], spacing: spacing) { rows; EmptyView() })
        case (1, true): content = AnyViewBox(LazyHStack(alignment: verticals[alignment], spacing: spacing) {
            ForEach(0..<count) { i in Self.row(i, lengths, log, vertical: false) }
        })
        case (1, false): content = AnyViewBox(LazyHStack(alignment: verticals[alignment], spacing: spacing) {
            ForEach(0..<count) { i in Self.row(i, lengths, log, vertical: false) }
            EmptyView()
        })
        default:
            let items = Array(repeating: GridItem(.flexible()), count: columns)
            content = lazy ? AnyViewBox(LazyVGrid(columns: items, alignment: horizontals[alignment], spacing: spacing) { rows })
                : AnyViewBox(LazyVGrid(columns: items, alignment: horizontals[alignment], spacing: spacing) { rows; EmptyView() })
        }
        let scroll = ScrollView(kind == 1 ? .horizontal : .vertical) { content.id("list") }
        return (lazy ? scroll.viewport(offset: 0, length: viewport) : scroll).id("scroll")
    }
}

/// A view of either of two types, as SwiftUI's `AnyView` erases them.
struct AnyViewBox: PrimitiveView {
    let emit: (inout ViewEmitter) throws(LayoutError) -> Void
    init(_ view: some View) { emit = { (emitter: inout ViewEmitter) throws(LayoutError) in try view._emit(into: &emitter) } }
    func _emit(into emitter: inout ViewEmitter) throws(LayoutError) { try emit(&emitter) }
}
