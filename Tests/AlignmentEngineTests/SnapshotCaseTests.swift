import XCTest
@testable import AlignmentEngine

/// `reference-cases.md`, part S: OpenSwiftUI snapshot trees rendered by real SwiftUI in a
/// 200 x 200 host. Frames are relative to the root view.
final class SnapshotCaseTests: XCTestCase {
    private let host = ProposedViewSize(width: 200, height: 200)

    private func square(_ color: Color, _ side: Double, _ id: String) -> some View {
        color.frame(width: side, height: side).id(id)
    }

    func testS1HStackInFrame() throws {
        let result = try layoutBothDirections(
            HStack { square(.red, 50, "red"); square(.blue, 50, "blue") }.id("stack")
                .frame(width: 150, height: 150).background { Color.black.id("black") }, proposal: host)
        assertSize(result.size, 150, 150)
        assertFrame(result, "black", 0, 0, 150, 150)
        assertFrame(result, "stack", 21, 50, 108, 50)
        assertFrame(result, "red", 21, 50, 50, 50)
        assertFrame(result, "blue", 79, 50, 50, 50)
    }

    func testS2VStackInFrame() throws {
        let result = try layoutBothDirections(
            VStack { square(.red, 50, "red"); square(.blue, 50, "blue") }.id("stack")
                .frame(width: 150, height: 150).background { Color.black }, proposal: host)
        assertFrame(result, "stack", 50, 21, 50, 108)
        assertFrame(result, "red", 50, 21, 50, 50)
        assertFrame(result, "blue", 50, 79, 50, 50)
    }

    private var nestedStacks: some View {
        VStack {
            square(.red, 40, "red")
            square(.blue, 40, "blue")
            HStack { square(.green, 40, "green"); square(.yellow, 40, "yellow") }.id("hstack")
        }.id("vstack")
    }

    func testS3NestedStacksInFrame() throws {
        let result = try layoutBothDirections(nestedStacks.frame(width: 150, height: 150).background { Color.black }, proposal: host)
        assertFrame(result, "vstack", 31, 7, 88, 136)
        assertFrame(result, "red", 55, 7, 40, 40)
        assertFrame(result, "blue", 55, 55, 40, 40)
        assertFrame(result, "hstack", 31, 103, 88, 40)
        assertFrame(result, "green", 31, 103, 40, 40)
        assertFrame(result, "yellow", 79, 103, 40, 40)
    }

    func testS4NestedStacks() throws {
        let result = try layoutBothDirections(nestedStacks, proposal: host)
        assertSize(result.size, 88, 136)
        assertFrame(result, "red", 24, 0, 40, 40)
        assertFrame(result, "blue", 24, 48, 40, 40)
        assertFrame(result, "hstack", 0, 96, 88, 40)
        assertFrame(result, "green", 0, 96, 40, 40)
        assertFrame(result, "yellow", 48, 96, 40, 40)
    }

    func testS5Spacing() throws {
        let result = try layoutBothDirections(
            VStack(spacing: 20) {
                square(.red, 40, "red")
                square(.blue, 40, "blue")
                HStack(spacing: 30) { square(.green, 40, "green"); square(.yellow, 40, "yellow") }.id("hstack")
            }, proposal: host)
        assertSize(result.size, 110, 160)
        assertFrame(result, "red", 35, 0, 40, 40)
        assertFrame(result, "blue", 35, 60, 40, 40)
        assertFrame(result, "hstack", 0, 120, 110, 40)
        assertFrame(result, "green", 0, 120, 40, 40)
        assertFrame(result, "yellow", 70, 120, 40, 40)
    }

    func testS6Alignment() throws {
        let result = try layoutBothDirections(
            VStack(alignment: .leading) {
                square(.red, 30, "red")
                square(.blue, 40, "blue")
                HStack(alignment: .top) { square(.green, 50, "green"); square(.yellow, 60, "yellow") }.id("hstack")
            }, proposal: host)
        assertSize(result.size, 118, 146)
        assertFrame(result, "red", 0, 0, 30, 30)
        assertFrame(result, "blue", 0, 38, 40, 40)
        assertFrame(result, "hstack", 0, 86, 118, 60)
        assertFrame(result, "green", 0, 86, 50, 50)
        assertFrame(result, "yellow", 58, 86, 60, 60)
    }

    func testS7DefaultFlexibleStacks() throws {
        let result = try layoutBothDirections(
            VStack {
                Color.red.id("red")
                Color.blue.id("blue")
                HStack { Color.green.id("green"); Color.yellow.id("yellow") }.id("hstack")
            }, proposal: host)
        assertSize(result.size, 200, 200)
        let third = 184.0 / 3
        assertFrame(result, "red", 0, 0, 200, third)
        assertFrame(result, "blue", 0, third + 8, 200, third)
        assertFrame(result, "hstack", 0, 2 * third + 16, 200, third)
        assertFrame(result, "green", 0, 2 * third + 16, 96, third)
        assertFrame(result, "yellow", 104, 2 * third + 16, 96, third)
    }

    func testS8LayoutPriority() throws {
        let result = try layoutBothDirections(
            VStack {
                Color.red.id("red")
                Color.blue.layoutPriority(1).id("blue")
                HStack { Color.green; Color.yellow }.id("hstack")
            }, proposal: host)
        assertFrame(result, "red", 0, 0, 200, 0)
        assertFrame(result, "blue", 0, 8, 200, 184)
        assertFrame(result, "hstack", 0, 200, 200, 0)
    }

    func testS9SameSizeInVStack() throws {
        let result = try layoutBothDirections(
            VStack(spacing: 20) {
                Color.red.id("red")
                Color.yellow.frame(width: 10, height: 10).id("yellow")
                Color.blue.id("blue")
            }, proposal: host)
        assertFrame(result, "red", 0, 0, 200, 75)
        assertFrame(result, "yellow", 95, 95, 10, 10)
        assertFrame(result, "blue", 0, 125, 200, 75)
    }

    func testS10FlexibleFrameMaxima() throws {
        func three(_ prefix: String) -> some View {
            Group {
                Color.red.frame(maxWidth: 50, maxHeight: 50).id(prefix + "red")
                Color.green.frame(maxWidth: 40, maxHeight: 30).id(prefix + "green")
                Color.blue.frame(maxWidth: 30, maxHeight: 30).id(prefix + "blue")
            }
        }
        let result = try layoutBothDirections(
            VStack {
                VStack(alignment: .leading) { three("v.") }.id("vstack")
                HStack(alignment: .top) { three("h.") }.id("hstack")
            }, proposal: host)
        assertSize(result.size, 136, 184)
        assertFrame(result, "vstack", 43, 0, 50, 126)
        assertFrame(result, "v.red", 43, 0, 50, 50)
        assertFrame(result, "v.green", 43, 58, 40, 30)
        assertFrame(result, "v.blue", 43, 96, 30, 30)
        assertFrame(result, "hstack", 0, 134, 136, 50)
        assertFrame(result, "h.red", 0, 134, 50, 50)
        assertFrame(result, "h.green", 58, 134, 40, 30)
        assertFrame(result, "h.blue", 106, 134, 30, 30)
    }

    func testS11Frames() throws {
        let noFrame = try layout(Color.red.frame(), proposal: host)
        assertSize(noFrame.size, 200, 200)
        let fixed = try layout(Color.red.frame(width: 50, height: 50).frame(maxWidth: .infinity, maxHeight: .infinity), proposal: host)
        XCTAssertEqual(fixed.views[0].frame, Rect(x: 75, y: 75, width: 50, height: 50))
    }
}
