import XCTest
@testable import AlignmentEngine
#if canImport(Glibc)
import Glibc
#endif

/// Inputs built to break the engine (decisions, hostile inputs, items 7-9): long and exponential guide
/// chains, guide cycles, long modifier chains, deep trees on small stacks.
final class HostileInputTests: XCTestCase {
    /// Guides g0 ... g(n-1) on the vertical axis, each default reading the next, the last
    /// one `d.height / 2`, compiled from expressions; returns g0.
    private func expressionChain(_ count: Int, step: (String) -> String) throws -> VerticalAlignment {
        var namespace = GuideNamespace()
        var next = try VerticalAlignment.custom("g\(count - 1)", defaultExpression: "d.height / 2", guides: namespace)
        try namespace.add(next)
        for index in stride(from: count - 2, through: 0, by: -1) {
            next = try VerticalAlignment.custom("g\(index)", defaultExpression: step("g\(index + 1)"), guides: namespace)
            try namespace.add(next)
        }
        return next
    }

    /// A row aligned on `guide` that behaves like `.center`: heights 10 and 20.
    private func assertCentredRow(_ guide: VerticalAlignment, file: StaticString = #filePath, line: UInt = #line) throws {
        let row = HStack(alignment: guide) {
            Color.red.frame(width: 10, height: 10).id("short")
            Color.blue.frame(width: 10, height: 20).id("tall")
        }
        let result = try layout(row)
        assertSize(result.size, 28, 20, file: file, line: line)
        assertFrame(result, "short", 0, 5, 10, 10, file: file, line: line)
        assertFrame(result, "tall", 18, 0, 10, 20, file: file, line: line)
    }

    func testTwentyThousandGuidesEachReadingTheNext() throws {
        try assertCentredRow(try expressionChain(20_000) { "d[.\($0)]" })
        // Built, laid out and released on a 256 KB stack: releasing the chain is iterative too.
        let size = try Self.runOnSmallStack { () -> Size in
            let tree = LayoutTree()
            let row = try tree.add(HStack(alignment: try self.expressionChain(20_000) { "d[.\($0)] + 1" }) {
                Color.red.frame(width: 10, height: 10)
                Color.blue.frame(width: 10, height: 20)
            })
            return try tree.layout(row)
        }
        // g0 = height / 2 + 19,999: the rows' origins -20,004 and -20,009, and the range
        // holds 0 (decision 4).
        assertSize(size, 28, 20_009)
    }

    func testGuidesThatReadTheNextTwiceAreComputedOnceEach() throws {
        // Without memoisation this costs 2^40 evaluations.
        try assertCentredRow(try expressionChain(40) { "(d[.\($0)] + d[.\($0)]) / 2" })
    }

    func testTwentyThousandClosureGuidesEachReadingTheNext() throws {
        var next = VerticalAlignment.custom("c19999") { d in d.height / 2 }
        for index in stride(from: 19_998, through: 0, by: -1) {
            let inner = next
            next = VerticalAlignment.custom("c\(index)") { d in d[inner] }
        }
        try assertCentredRow(next)
    }

    func testGuideCyclesThroughClosuresAreErrorsNamingThePath() throws {
        // Closures can refer to each other at run time (expressions cannot: documents reject
        // such cycles when they are read).
        let later = GuideBox()
        let b = VerticalAlignment.custom("b") { d in d[later.guide] + 1 }
        let a = VerticalAlignment.custom("a") { d in d[b] }
        later.guide = a
        XCTAssertThrowsError(try layout(HStack(alignment: a) { Color.red; Color.blue })) { error in
            let error = error as! LayoutError
            XCTAssertEqual(error.kind, .invalidGuide)
            XCTAssertTrue(error.message.contains("'a' -> 'b' -> 'a'"), error.message)
        }
        // A cycle far longer than the driver's nesting limit is found as exactly.
        let boxes = (0..<500).map { _ in GuideBox() }
        let ring = (0..<500).map { index in VerticalAlignment.custom("k\(index)") { d in d[boxes[index].guide] } }
        for index in 0..<500 { boxes[index].guide = ring[(index + 1) % 500] }
        XCTAssertThrowsError(try layout(HStack(alignment: ring[0]) { Color.red; Color.blue })) { error in
            let error = error as! LayoutError
            XCTAssertEqual(error.kind, .invalidGuide)
            XCTAssertTrue(error.message.contains("needs itself"), error.message)
        }
    }

    func testFortyThousandPaddingsLayOutLinearly() throws {
        let tree = LayoutTree()
        let leaf = try tree.add(.image(width: 20, height: 10))
        for _ in 0..<40_000 { try tree.apply(.padding(EdgeInsets(1)), to: leaf) }
        let row = try tree.add(.hstack(alignment: .firstTextBaseline))
        try tree.setChildren(of: row, to: [leaf])
        assertSize(try tree.layout(row), 80_020, 80_010)
        XCTAssertEqual(tree.frame(of: leaf), Rect(x: 40_000, y: 40_000, width: 20, height: 10))
    }

    /// Deep trees on a thread with a 256 KB stack, as hosts often give their workers.
    func testDeepTreesLayOutOnASmallStack() throws {
        let outcome = try Self.runOnSmallStack {
            let tree = LayoutTree()
            let root = try DeepTreeTests.deepChain(tree, levels: 20_000)
            let size = try tree.layout(root, proposal: ProposedViewSize(width: 50_000, height: nil))
            return (size, tree.frame(of: ViewID(0)))
        }
        assertSize(outcome.0, 20 + 40_000, 10 + 40_000)
        XCTAssertEqual(outcome.1, Rect(x: 20_000, y: 20_000, width: 20, height: 10))
    }

    /// Runs `body` on a new thread with a 256 KB stack and returns what it returned.
    static func runOnSmallStack<T>(_ body: @escaping () throws -> T) throws -> T {
        let context = ThreadContext(body)
        var attributes = pthread_attr_t()
        pthread_attr_init(&attributes)
        pthread_attr_setstacksize(&attributes, 256 * 1024)
        var thread = pthread_t()
        let raw = Unmanaged.passRetained(context).toOpaque()
        let created = pthread_create(&thread, &attributes, { raw in
            (Unmanaged<AnyObject>.fromOpaque(raw!).takeRetainedValue() as! Runnable).run()
            return nil
        }, raw)
        XCTAssertEqual(created, 0)
        pthread_join(thread, nil)
        pthread_attr_destroy(&attributes)
        return try context.result!.get()
    }
}

/// A guide a closure reads, set after the closure is made (to build cycles).
final class GuideBox { var guide: VerticalAlignment = .top }

private protocol Runnable: AnyObject { func run() }

/// What a small-stack thread runs and what it answered.
private final class ThreadContext<T>: Runnable {
    let body: () throws -> T
    var result: Result<T, Error>?
    init(_ body: @escaping () throws -> T) { self.body = body }
    func run() { result = Result { try body() } }
}
