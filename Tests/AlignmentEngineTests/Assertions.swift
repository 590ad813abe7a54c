import XCTest
@testable import AlignmentEngine

/// Asserts a view's frame, to a thousandth of a point.
func assertFrame(
    _ result: LayoutResult, _ id: String, _ x: Double, _ y: Double, _ width: Double, _ height: Double,
    outer: Bool = false, file: StaticString = #filePath, line: UInt = #line
) {
    guard let view = result[id] else { return XCTFail("no view named '\(id)'", file: file, line: line) }
    let frame = outer ? view.outerFrame : view.frame
    let expected = Rect(x: x, y: y, width: width, height: height)
    let close = abs(frame.x - x) < 1e-3 && abs(frame.y - y) < 1e-3 && abs(frame.width - width) < 1e-3 && abs(frame.height - height) < 1e-3
    XCTAssertTrue(close, "\(id): \(frame) is not \(expected)", file: file, line: line)
}

/// Asserts a size, to a thousandth of a point.
func assertSize(_ size: Size, _ width: Double, _ height: Double, file: StaticString = #filePath, line: UInt = #line) {
    XCTAssertEqual(size.width, width, accuracy: 1e-3, "width", file: file, line: line)
    XCTAssertEqual(size.height, height, accuracy: 1e-3, "height", file: file, line: line)
}

/// Lays out `view` left to right and right to left, and checks that every frame of the
/// right-to-left layout is the left-to-right one mirrored inside the root.
func layoutBothDirections(_ view: some View, proposal: ProposedViewSize = .unspecified, file: StaticString = #filePath, line: UInt = #line) throws -> LayoutResult {
    let ltr = try layout(view, proposal: proposal)
    let rtl = try layout(view, proposal: proposal, direction: .rightToLeft)
    XCTAssertEqual(ltr.size, rtl.size, file: file, line: line)
    for (a, b) in zip(ltr.views, rtl.views) {
        let mirroredX = ltr.size.width - a.frame.x - a.frame.width
        XCTAssertEqual(b.frame.x, mirroredX, accuracy: 1e-6, "\(a.path) mirrored x", file: file, line: line)
        XCTAssertEqual(b.frame.y, a.frame.y, accuracy: 1e-9, file: file, line: line)
        XCTAssertEqual(b.frame.size, a.frame.size, file: file, line: line)
    }
    return ltr
}

/// A tree holding `view`, laid out (to query it after layout).
func laidOut(_ view: some View, proposal: ProposedViewSize = .unspecified, direction: LayoutDirection = .leftToRight) throws -> LayoutTree {
    let tree = LayoutTree()
    try tree.layout(try tree.add(view), proposal: proposal, direction: direction)
    return tree
}

/// XCTest brings Foundation's `CGFloat` into scope; the engine's lengths are its own
/// `CGFloat` (a `Double`). A file that imports Foundation says which one it means.
typealias CGFloat = AlignmentEngine.CGFloat
typealias CGSize = AlignmentEngine.CGSize
typealias CGPoint = AlignmentEngine.CGPoint
typealias CGRect = AlignmentEngine.CGRect
