import XCTest
@testable import AlignmentEngine

/// `LayoutValueKey` and `layoutValue(key:value:)` , with Apple's `Flexibility` key
/// (`LayoutValueKey`: "a property that defines an amount of flexibility for a view, defined
/// as an optional floating point number with a default value of nil").
final class LayoutValueTests: XCTestCase {
    private struct Flexibility: LayoutValueKey {
        static let defaultValue: CGFloat? = nil
    }

    /// A row that gives each subview a share of the proposed width in proportion to its
    /// flexibility (1 when it has none), at height 10.
    private struct ShareRow: Layout {
        func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
            CGSize(width: proposal.width ?? 100, height: 10)
        }
        func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
            // Apple, `LayoutSubview.subscript(_:)`: "put the associated values of all the
            // layout's subviews into an array".
            let flexibilities = subviews.map { subview in subview[Flexibility.self] ?? 1 }
            let total = flexibilities.reduce(0, +)
            var x = bounds.minX
            for (subview, flexibility) in zip(subviews, flexibilities) {
                let width = bounds.width * flexibility / total
                subview.place(at: CGPoint(x: x, y: bounds.minY), proposal: ProposedViewSize(width: width, height: 10))
                x += width
            }
        }
    }

    func testSubviewsReadTheirValuesAndTheDefault() throws {
        let result = try layout(ShareRow {
            Color.red.layoutValue(key: Flexibility.self, value: 3).id("a")
            // The value belongs to the view with its modifiers, wherever in the chain it is set.
            Color.green.layoutValue(key: Flexibility.self, value: 2).padding(0).id("b")
            // No value: the key's default (nil), which the layout reads as 1.
            Color.blue.id("c")
        }, proposal: ProposedViewSize(width: 120, height: nil))
        assertFrame(result, "a", 0, 0, 60, 10)
        assertFrame(result, "b", 60, 0, 40, 10)
        assertFrame(result, "c", 100, 0, 20, 10)
    }

    func testNamedNumbersAndAChangedValueRelayOut() throws {
        struct Named: Layout {
            func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
                CGSize(width: subviews.map { $0.layoutValue(named: "x") ?? 0 }.reduce(0, max) + 10, height: 10)
            }
            func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
                for subview in subviews {
                    subview.place(at: CGPoint(x: subview.layoutValue(named: "x") ?? 0, y: 0), proposal: ProposedViewSize(width: 10, height: 10))
                }
            }
        }
        let tree = LayoutTree()
        let a = try tree.add(Color.red)
        let b = try tree.add(Color.blue)
        let row = try tree.add(Named { Color.clear })
        try tree.setChildren(of: row, to: [a, b])
        try tree.setLayoutValue(named: "x", 30, of: b)
        XCTAssertEqual(try tree.layout(row), Size(width: 40, height: 10))
        XCTAssertEqual(tree.frame(of: a)?.x, 0)
        XCTAssertEqual(tree.frame(of: b)?.x, 30)
        // A changed value is a change in place: the next layout asks the layout again.
        try tree.setLayoutValue(named: "x", 50, of: a)
        XCTAssertEqual(try tree.layout(row), Size(width: 60, height: 10))
        XCTAssertEqual(tree.frame(of: a)?.x, 50)
        XCTAssertThrowsError(try tree.setLayoutValue(named: "x", .nan, of: a)) { error in
            XCTAssertTrue("\(error)".contains("layoutValue 'x' of view #0 must be a finite number, not nan"), "\(error)")
        }
    }
}
