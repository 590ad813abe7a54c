import AlignmentEngine
import CHeapStatistics

/// The figures `benchmark-shapes.md` and the relayout benchmarks ask for. Times are nanoseconds per view;
/// each relayout figure is the median, over the change steps, of the time of the one layout
/// that follows a change.
struct Figures {
    var shape: Shape
    var views: Int
    var build: Double
    var cold: Double
    /// Laid out again with nothing changed.
    var warm: Double
    /// After one leaf changed size (an image's size, or a measured leaf marked dirty).
    var leaf: Double
    /// After one Text's string changed length.
    var text: Double
    /// After a new root proposal.
    var resize: Double
    var readback: Double
    /// Bytes per view after the warm layout, and after all relayouts.
    var bytes: Double
    var bytesAfterRelayouts: Double
    var measureCalls: MeasureCalls?
    /// Numbers (of 8 per view) in which the final relayout differs from a cold layout of the
    /// changed tree; nil unless `--check`.
    var mismatches: Int?
}

/// How often measure functions ran: per measured leaf in the cold layout, in total (median
/// over the steps) in each relayout.
struct MeasureCalls {
    var coldPerLeaf: Double
    var warm: Int
    var leaf: Int
    var text: Int
    var resize: Int
}

/// Bytes the allocator has handed out and not taken back.
func heapInUse() -> Int { Int(heap_bytes_in_use()) }

func nanoseconds(_ body: () throws -> Void) rethrows -> Double {
    let clock = ContinuousClock()
    let start = clock.now
    try body()
    let elapsed = clock.now - start
    return Double(elapsed.components.seconds) * 1e9 + Double(elapsed.components.attoseconds) / 1e9
}

func median<T: Comparable>(_ values: [T]) -> T { values.sorted()[values.count / 2] }

/// One layout after a change: its time and its measure calls.
private struct Sample {
    var times: [Double] = []
    var calls: [Int] = []

    mutating func record(_ tree: LayoutTree, _ root: ViewID, _ proposal: ProposedViewSize, _ host: HostState) throws {
        times.append(try nanoseconds { try tree.layout(root, proposal: proposal) })
        calls.append(host.takeCalls())
    }
}

/// Builds and lays out one shape at one size, then runs `steps` rounds of changes: one leaf's
/// size, then the root proposal, each followed by one timed layout. The Text figure comes from
/// the same shape built with a Text in place of one leaf, its string changed `steps` times.
func measure(_ shape: Shape, size: Int, steps: Int, check: Bool) throws -> Figures {
    let heapBefore = heapInUse()
    let tree = LayoutTree()
    let host = HostState()
    var built: BuiltShape! = nil
    let build = try nanoseconds { built = try shape.build(size: size, in: tree, host: host) }
    let views = tree.viewCount
    let cold = try nanoseconds { try tree.layout(built.root, proposal: shape.proposal) }
    let coldCalls = host.takeCalls()
    var warm = Sample(), leaf = Sample(), text = Sample(), resize = Sample()
    for _ in 0..<steps { try warm.record(tree, built.root, shape.proposal, host) }
    let bytes = Double(heapInUse() - heapBefore)
    var proposal = shape.proposal
    for step in 1...steps {
        try shape.changeLeaf(built, step: step, in: tree, host: host)
        try leaf.record(tree, built.root, proposal, host)
        proposal = shape.resized(step: step)
        try resize.record(tree, built.root, proposal, host)
    }
    let bytesAfterRelayouts = Double(heapInUse() - heapBefore)
    do {
        let textTree = LayoutTree()
        let textHost = HostState()
        let withText = try shape.build(size: size, in: textTree, host: textHost, withText: true)
        try textTree.layout(withText.root, proposal: shape.proposal)
        _ = textHost.takeCalls()
        for step in 1...steps {
            try textTree.setText(Shape.text(step: step), of: withText.text!)
            try text.record(textTree, withText.root, shape.proposal, textHost)
        }
    }
    var buffer = [Double](repeating: 0, count: views * 8)
    let readback = nanoseconds { buffer.withUnsafeMutableBufferPointer { _ = tree.copyFrames(into: $0) } }
    precondition(!buffer[8 * Int(built.leaf.index)].isNaN, "the leaf was not laid out")
    let mismatches = check ? try mismatchesWithColdLayout(shape, size: size, step: steps, proposal: proposal, relaidOut: buffer) : nil
    let perView = Double(views)
    return Figures(
        shape: shape, views: views, build: build / perView, cold: cold / perView,
        warm: median(warm.times) / perView, leaf: median(leaf.times) / perView,
        text: median(text.times) / perView, resize: median(resize.times) / perView,
        readback: readback / perView, bytes: bytes / perView, bytesAfterRelayouts: bytesAfterRelayouts / perView,
        measureCalls: shape.isMeasured
            ? MeasureCalls(coldPerLeaf: Double(coldCalls) / Double(host.measuredLeaves), warm: median(warm.calls),
                           leaf: median(leaf.calls), text: median(text.calls), resize: median(resize.calls))
            : nil,
        mismatches: mismatches)
}

/// Builds the shape afresh with the changes of `step`, lays it out cold for `proposal`, and
/// counts the frame numbers that differ from `relaidOut` (NaN equals NaN).
private func mismatchesWithColdLayout(_ shape: Shape, size: Int, step: Int, proposal: ProposedViewSize, relaidOut: [Double]) throws -> Int {
    let tree = LayoutTree()
    let host = HostState()
    let built = try shape.build(size: size, in: tree, host: host)
    try shape.changeLeaf(built, step: step, in: tree, host: host)
    try tree.layout(built.root, proposal: proposal)
    var buffer = [Double](repeating: 0, count: relaidOut.count)
    _ = buffer.withUnsafeMutableBufferPointer { tree.copyFrames(into: $0) }
    return zip(buffer, relaidOut).filter { $0 != $1 && !($0.isNaN && $1.isNaN) }.count
}
