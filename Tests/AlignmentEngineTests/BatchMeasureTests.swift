import XCTest
@testable import AlignmentEngine

/// A batch measure answers many views' questions in one call; the layout asks as
/// few batches as it can and gives the frames single calls give.
final class BatchMeasureTests: XCTestCase {
    /// Counts the batches and requests of a batch measure answering `answer(key, proposal)`.
    final class Host {
        var batches = 0
        var requests = 0
        var answer: (Int, ProposedViewSize) -> Size
        init(_ answer: @escaping (Int, ProposedViewSize) -> Size) { self.answer = answer }
        lazy var measure = BatchMeasure { [unowned self] requests in
            self.batches += 1
            self.requests += requests.count
            return requests.map { self.answer($0.key, $0.proposal) }
        }
    }

    /// Text-like: `natural` wide at most, wrapping into lines 10 high under a narrower width.
    static func wrapping(_ natural: Double, _ p: ProposedViewSize) -> Size {
        let width = min(natural, p.width ?? .infinity)
        let lines = width > 0 ? (natural / width).rounded(.up) : 1
        return Size(width: width, height: 10 * lines)
    }

    /// Rows of leaves in a VStack (the benchmark's measured shape); `leaf(key)` makes a leaf.
    static func rows(_ tree: LayoutTree, rows: Int, leaves: Int, _ leaf: (Int) -> HostMeasure) throws -> (root: ViewID, leaves: [ViewID]) {
        var all: [ViewID] = []
        var rowViews: [ViewID] = []
        for r in 0..<rows {
            let row = try tree.add(.hstack(spacing: 8))
            let views = try (0..<leaves).map { j in try tree.add(.measured(leaf(r * leaves + j))) }
            try tree.setChildren(of: row, to: views)
            all += views
            rowViews.append(row)
        }
        let root = try tree.add(.vstack(alignment: .leading, spacing: 4))
        try tree.setChildren(of: root, to: rowViews)
        return (root, all)
    }

    static func frames(_ tree: LayoutTree) -> [Double] {
        var frames = [Double](repeating: 0, count: tree.viewCount * 8)
        frames.withUnsafeMutableBufferPointer { _ = tree.copyFrames(into: $0) }
        return frames
    }

    /// Lays out the same rows with a single-call measure and a batch measure answering
    /// `answer`; checks the frames agree and returns the batch host.
    func compare(rows: Int, leaves: Int, proposal: ProposedViewSize, fixed: Bool = false,
                 _ answer: @escaping (Int, ProposedViewSize) -> Size) throws -> (host: Host, singleCalls: Int) {
        var singleCalls = 0
        let single = LayoutTree()
        let s = try Self.rows(single, rows: rows, leaves: leaves) { key in
            HostMeasure(size: { p in singleCalls += 1; return answer(key, p) }, isFixedSize: fixed)
        }
        let host = Host(answer)
        let batched = LayoutTree()
        let b = try Self.rows(batched, rows: rows, leaves: leaves) { key in HostMeasure(batch: host.measure, key: key, isFixedSize: fixed) }
        XCTAssertEqual(try single.layout(s.root, proposal: proposal), try batched.layout(b.root, proposal: proposal))
        XCTAssertEqual(Self.frames(single), Self.frames(batched))
        return (host, singleCalls)
    }

    func testRowsOfFixedAnswersAreMeasuredInOneBatch() throws {
        let (host, singleCalls) = try compare(rows: 100, leaves: 10, proposal: .unspecified) { _, _ in Size(width: 20, height: 10) }
        // One call per leaf: its ideal size. The VStack then proposes each row its own ideal
        // width, which shares out to each leaf exactly its ideal length, so no flexibility
        // probe is asked (decisions, "One measure call per leaf").
        XCTAssertEqual(singleCalls, 1000)
        // The ideal and minimum answers are equal: each holds for every proposal.
        XCTAssertEqual(host.batches, 1)
        XCTAssertEqual(host.requests, 2000)
    }

    func testFixedSizeViewsAreAskedOncePerView() throws {
        let (host, singleCalls) = try compare(rows: 10, leaves: 10, proposal: ProposedViewSize(width: 300, height: nil), fixed: true) { k, _ in
            Size(width: Double(10 + k % 7), height: 10)
        }
        XCTAssertEqual(singleCalls, 100)
        XCTAssertEqual([host.batches, host.requests], [1, 100])
    }

    func testWrappingViewsInNarrowRowsAskTheirProbesInBatches() throws {
        let (host, singleCalls) = try compare(rows: 20, leaves: 5, proposal: ProposedViewSize(width: 200, height: nil)) { k, p in
            Self.wrapping(Double(20 + 13 * (k % 5)), p)
        }
        // One batch ahead (ideal and minimum of all 100 views), then one per row for the
        // five flexibility probes at (0, nil); the three offers a row makes after the first
        // view that fits at once depend on the answers before them: batches of one.
        XCTAssertEqual(singleCalls, 260)
        XCTAssertEqual(host.requests, 200 + 20 * 5 + 20 * 3)
        XCTAssertEqual(host.batches, 1 + 20 + 20 * 3)
    }

    func testChangedViewIsAskedAgainAndFramesFollow() throws {
        var natural = 30.0
        let host = Host { k, p in k == 0 ? Self.wrapping(natural, p) : Size(width: 20, height: 10) }
        let tree = LayoutTree()
        let built = try Self.rows(tree, rows: 3, leaves: 3) { HostMeasure(batch: host.measure, key: $0) }
        try tree.layout(built.root)
        XCTAssertEqual(tree.frame(of: built.leaves[1]), Rect(x: 38, y: 0, width: 20, height: 10))
        natural = 50
        try tree.markDirty(built.leaves[0])
        let before = host.batches
        XCTAssertEqual(try tree.layout(built.root), Size(width: 106, height: 38))
        XCTAssertEqual(tree.frame(of: built.leaves[1]), Rect(x: 58, y: 0, width: 20, height: 10))
        XCTAssertGreaterThan(host.batches, before)
    }

    /// A view whose answers made it rigid (the same size at 0 and ideal) and then wrap: marked
    /// dirty, it is flexible again, and its row offers it what the other view leaves.
    func testViewRigidByItsAnswersIsFlexibleAfterItsAnswersChange() throws {
        var wraps = false
        let host = Host { k, p in k == 0 && wraps ? Self.wrapping(60, p) : Size(width: k == 0 ? 30 : 20, height: 10) }
        let tree = LayoutTree()
        let built = try Self.rows(tree, rows: 1, leaves: 2) { HostMeasure(batch: host.measure, key: $0) }
        let proposal = ProposedViewSize(width: 50, height: nil)
        XCTAssertEqual(try tree.layout(built.root, proposal: proposal), Size(width: 58, height: 10))
        wraps = true
        try tree.markDirty(built.leaves[0])
        // 50 less the spacing 8 and the other view's 20: 22 wide, three lines of 60.
        XCTAssertEqual(try tree.layout(built.root, proposal: proposal), Size(width: 50, height: 30))
        XCTAssertEqual(tree.frame(of: built.leaves[0]), Rect(x: 0, y: 0, width: 22, height: 30))
        XCTAssertEqual(tree.frame(of: built.leaves[1]), Rect(x: 30, y: 10, width: 20, height: 10))
    }

    func testBadBatchAnswersFailNamingTheViewAndLeaveTheTreeUsable() throws {
        struct Failure: Error, CustomStringConvertible { var description: String { "no font" } }
        var mode = "fewer"
        let measure = BatchMeasure { requests in
            switch mode {
            case "fewer": return requests.dropLast().map { _ in Size(width: 1, height: 1) }
            case "more": return requests.map { _ in Size(width: 1, height: 1) } + [Size(width: 1, height: 1)]
            case "nan": return requests.enumerated().map { $0.offset == 1 ? Size(width: .nan, height: 1) : Size(width: 1, height: 1) }
            case "negative": return requests.map { _ in Size(width: 1, height: -2) }
            case "throws": throw Failure()
            default: return requests.map { _ in Size(width: 20, height: 10) }
            }
        }
        let expected = [
            ("fewer", "the batch measure of view 'a' answered 3 sizes for 4 requests"),
            ("more", "the batch measure of view 'a' answered 5 sizes for 4 requests"),
            ("nan", "the batch measure answered (nan x 1.0) for view 'a' (request 1 of 4) proposed (0.0 x 0.0)"),
            ("negative", "the batch measure answered (1.0 x -2.0) for view 'a' (request 0 of 4) proposed (nil x nil)"),
            ("throws", "the batch measure of view 'a' failed (a batch of 4 requests, the first for view 'a'): no font"),
        ]
        for (bad, message) in expected {
            mode = bad
            // A new tree each time, laid out cold: every question is asked. (A change of
            // structure would not do: a measured leaf's answers outlive it.)
            let tree = LayoutTree()
            let a = try tree.add(.measured(HostMeasure(batch: measure, key: 0)))
            try tree.setName("a", of: a)
            let b = try tree.add(.measured(HostMeasure(batch: measure, key: 1)))
            let row = try tree.add(.hstack(spacing: 0))
            try tree.setChildren(of: row, to: [a, b])
            XCTAssertThrowsError(try tree.layout(row), bad) { error in
                XCTAssertEqual((error as? LayoutError)?.kind, .callbackFailed)
                XCTAssertEqual((error as? LayoutError)?.view, a)
                XCTAssertTrue("\(error)".contains(message), "'\(error)' does not say '\(message)'")
            }
            XCTAssertNil(tree.frame(of: a))
            mode = "good"
            XCTAssertEqual(try tree.layout(row), Size(width: 40, height: 10), bad)
            XCTAssertEqual(try tree.layout(row), Size(width: 40, height: 10), bad)
        }
    }

    /// The measured views of the reference cases R3 and R4 (not content-sized), of the grid
    /// tests and of a baseline-aligned row, each built with single calls and with one batch
    /// measure, lay out alike in both directions.
    func testExistingMeasuredViewsLayOutAlikeBatched() throws {
        let half: (Int, ProposedViewSize) -> Size = { _, p in Size(width: p.width.map { $0 * 0.5 } ?? 10, height: p.height ?? 10) }
        let cell: (Int, ProposedViewSize) -> Size = { _, p in Size(width: min(p.width ?? 20, 20), height: min(p.height ?? 10, 10)) }
        let tall: (Int, ProposedViewSize) -> Size = { k, _ in Size(width: 20, height: k == 0 ? 30 : 10) }
        func views(_ measured: @escaping (@escaping (Int, ProposedViewSize) -> Size, Int, Bool, Bool) -> Measured) -> [(any View, ProposedViewSize)] {
            [
                (HStack(spacing: 10) { measured(half, 0, false, false).id("m"); Color.green; Color.yellow }.frame(height: 80) as any View,
                 ProposedViewSize(width: 620, height: 80)),
                (HStack(spacing: 10) { Color.blue; measured(half, 0, false, false).id("m"); Color.yellow }.frame(height: 80) as any View,
                 ProposedViewSize(width: 620, height: 80)),
                (Grid { ForEach(0..<4) { _ in GridRow { ForEach(0..<4) { _ in measured(cell, 0, false, false) } } } } as any View,
                 ProposedViewSize(width: 1000, height: 1000)),
                (HStack(alignment: .firstTextBaseline) { measured(tall, 0, true, true).id("a"); measured(tall, 1, true, true).id("b") } as any View,
                 .unspecified),
            ]
        }
        let single = views { answer, key, contentSized, baseline in
            Measured(HostMeasure(size: { answer(key, $0) }, firstBaseline: baseline ? { $0.height - 5 } : nil, isContentSized: contentSized))
        }
        let batched = views { answer, key, contentSized, baseline in
            Measured(HostMeasure(batch: BatchMeasure { $0.map { answer($0.key, $0.proposal) } }, key: key,
                                 firstBaseline: baseline ? { $0.height - 5 } : nil, isContentSized: contentSized))
        }
        for ((a, proposal), (b, _)) in zip(single, batched) {
            for direction in [LayoutDirection.leftToRight, .rightToLeft] {
                let expected = try layout(a, proposal: proposal, direction: direction), result = try layout(b, proposal: proposal, direction: direction)
                XCTAssertEqual(result.views.map(\.frame), expected.views.map(\.frame))
            }
        }
    }

    func testSizeOutsideALayoutAsksABatchOfOne() throws {
        let host = Host { k, p in Size(width: Double(k), height: p.height ?? 5) }
        let measure = HostMeasure(batch: host.measure, key: 7)
        XCTAssertEqual(try measure.size(ProposedViewSize(width: nil, height: 3)), Size(width: 7, height: 3))
        XCTAssertEqual(host.batches, 1)
    }
}
