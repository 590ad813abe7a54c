import XCTest
@testable import AlignmentEngine

/// Lazy rows: a lazy stack or grid whose `ForEach` rows are built only in and near a
/// ScrollView's viewport, placed where the eager layout places them once every row above
/// has been laid out (decisions, "Lazy rows").
final class LazyRowsTests: XCTestCase {
    /// Rows of varying heights: row i is 20 + (i * 7) % 23 tall (a deterministic mix).
    static func rowHeight(_ i: Int) -> CGFloat { CGFloat(20 + (i * 7) % 23) }

    func list(_ count: Int, spacing: CGFloat? = nil, lazy: Bool = true, viewport: (CGFloat, CGFloat)? = (0, 800)) -> some View {
        let rows = ForEach(0..<count) { i in Color.blue.frame(width: 100, height: Self.rowHeight(i)) }
        let stack = lazy
            ? AnyViewBox(LazyVStack(alignment: .leading, spacing: spacing) { rows })
            : AnyViewBox(LazyVStack(alignment: .leading, spacing: spacing) { rows; EmptyView() })
        var scroll = ScrollView { stack.id("list") }
        if let viewport { scroll = scroll.viewport(offset: viewport.0, length: viewport.1) }
        return scroll.id("scroll")
    }

    func testOnlyTheRowsNearTheViewportAreBuilt() throws {
        let tree = LayoutTree()
        let root = try tree.add(list(1_000_000, spacing: 0))
        try tree.layout(root, proposal: ProposedViewSize(width: 300, height: 800))
        let list = try XCTUnwrap(tree.view(named: "list"))
        let window = try tree.rowWindow(of: list)
        // 800 points visible, half a screen beyond each end: rows average 31 points.
        XCTAssertEqual(window.lowerBound, 0)
        XCTAssertTrue((30...60).contains(window.count), "\(window)")
        XCTAssertLessThan(tree.viewCount, 2 * window.count + 10)
        // Row 0 at the top, row 1 right below it.
        XCTAssertEqual(tree.frame(of: try XCTUnwrap(tree.rowView(of: list, at: 0))), Rect(x: 0, y: 0, width: 100, height: 20))
        XCTAssertEqual(tree.frame(of: try XCTUnwrap(tree.rowView(of: list, at: 1))), Rect(x: 0, y: 20, width: 100, height: 27))
    }

    func testVisibleRowsEqualTheEagerLayoutOnceTheRowsAboveWereLaidOut() throws {
        let count = 400
        let eager = LayoutTree()
        let eagerRoot = try eager.add(list(count, lazy: false, viewport: nil))
        try eager.layout(eagerRoot, proposal: ProposedViewSize(width: 300, height: 800))
        let eagerList = try XCTUnwrap(eager.view(named: "list"))
        let eagerRows = try eager.children(of: eagerList)

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
}

/// A view of either of two types, as SwiftUI's `AnyView` erases them.
struct AnyViewBox: PrimitiveView {
    let emit: (inout ViewEmitter) throws(LayoutError) -> Void
    init(_ view: some View) { emit = { (emitter: inout ViewEmitter) throws(LayoutError) in try view._emit(into: &emitter) } }
    func _emit(into emitter: inout ViewEmitter) throws(LayoutError) { try emit(&emitter) }
}
