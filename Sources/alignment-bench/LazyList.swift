import AlignmentEngine

/// The lazy list figures: a vertical ScrollView (proposed 390 x 800) of a LazyVStack of
/// `rows` host-measured rows (one batch measure; row i answers 390 x (30 + i % 13)), with an
/// 800-point viewport. Each row is a measured leaf built on demand. Times are microseconds
/// per layout call (medians): the first layout at offset 0; a jump to a random offset
/// (`jumps` of them, rows built and measured there); a scroll by one screen from there
/// (`scrolls` of them); bytes: what the tree holds after them (`LayoutTree.allocatedBytes`,
/// and the C heap grown since the tree was made).
struct LazyListFigures {
    var rows: Int
    var first: Double
    var jump: Double
    var scroll: Double
    var treeBytes: Int
    var heapBytes: Int
    var rowsInTree: Int
    var measuredPerLayout: Double
}

/// The host of the lazy list: one batch measure for every row, counting requests.
final class LazyListHost {
    var requests = 0
    lazy var measure = BatchMeasure { [unowned self] requests in
        self.requests += requests.count
        return requests.map { Size(width: 390, height: 30 + Double($0.key % 13)) }
    }
}

func measureLazyList(rows: Int, jumps: Int = 20, scrolls: Int = 20) throws -> LazyListFigures {
    let heapBefore = heapInUse()
    let tree = LayoutTree()
    let host = LazyListHost()
    let scroll = try tree.add(.scrollView(.vertical))
    let list = try tree.add(.lazyVStack(alignment: .leading, spacing: 0))
    try tree.setChildren(of: scroll, to: [list])
    try tree.setRows(of: list, count: rows) { tree, index in
        try tree.add(.measured(HostMeasure(batch: host.measure, key: index)))
    }
    let proposal = ProposedViewSize(width: 390, height: 800)
    try tree.setViewport(of: scroll, offset: 0, length: 800)
    let first = try nanoseconds { try tree.layout(scroll, proposal: proposal) }
    var random = BenchRandom(seed: UInt64(rows))
    var jumpTimes: [Double] = [], scrollTimes: [Double] = []
    let requestsBefore = host.requests
    // About how long the content is: 36 points a row.
    for _ in 0..<jumps {
        let offset = Double(random.below(rows)) * 36
        try tree.setViewport(of: scroll, offset: offset, length: 800)
        jumpTimes.append(try nanoseconds { try tree.layout(scroll, proposal: proposal) })
        var position = offset
        for _ in 0..<(scrolls / jumps + 1) {
            position += 800
            try tree.setViewport(of: scroll, offset: position, length: 800)
            scrollTimes.append(try nanoseconds { try tree.layout(scroll, proposal: proposal) })
        }
    }
    let window = try tree.rowWindow(of: list)
    return LazyListFigures(
        rows: rows, first: first / 1000, jump: median(jumpTimes) / 1000, scroll: median(scrollTimes) / 1000,
        treeBytes: tree.allocatedBytes, heapBytes: heapInUse() - heapBefore, rowsInTree: window.count,
        measuredPerLayout: Double(host.requests - requestsBefore) / Double(jumpTimes.count + scrollTimes.count))
}

/// A small deterministic generator for the benchmark's offsets.
struct BenchRandom {
    var state: UInt64
    init(seed: UInt64) { state = seed &+ 0x9E37_79B9_7F4A_7C15 }
    mutating func below(_ bound: Int) -> Int {
        state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
        return Int((state >> 33) % UInt64(max(bound, 1)))
    }
}
