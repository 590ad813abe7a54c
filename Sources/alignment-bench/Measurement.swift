import AlignmentEngine
import CHeapStatistics

/// The figures `benchmark-shapes.md` asks for, per view.
struct Figures {
    var shape: Shape
    var views: Int
    var build: Double
    var layout: Double
    var warm: Double
    var relayout: Double
    var readback: Double
    var bytes: Double
    var measureCallsPerLeaf: Double?
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

/// Builds, lays out, relays out and reads back one shape at one size.
func measure(_ shape: Shape, size: Int) throws -> Figures {
    let heapBefore = heapInUse()
    let tree = LayoutTree()
    let calls = Counter()
    var built: (root: ViewID, leaf: ViewID)! = nil
    let build = try nanoseconds { built = try shape.build(size: size, in: tree, measureCalls: calls) }
    let views = tree.viewCount
    let layout = try nanoseconds { try tree.layout(built.root, proposal: shape.proposal) }
    let callsPerLeaf = Double(calls.value) / Double(size)
    let warm = try nanoseconds { try tree.layout(built.root, proposal: shape.proposal) }
    let bytes = Double(heapInUse() - heapBefore)
    if shape != .measured { try tree.setImageSize(of: built.leaf, width: 25, height: 12) }
    let relayout = try nanoseconds { try tree.layout(built.root, proposal: shape.proposal) }
    var buffer = [Double](repeating: 0, count: views * 8)
    let readback = nanoseconds { buffer.withUnsafeMutableBufferPointer { _ = tree.copyFrames(into: $0) } }
    precondition(!buffer[8 * Int(built.leaf.index)].isNaN, "the leaf was not laid out")
    let perView = Double(views)
    return Figures(shape: shape, views: views, build: build / perView, layout: layout / perView, warm: warm / perView,
                   relayout: relayout / perView, readback: readback / perView, bytes: bytes / perView,
                   measureCallsPerLeaf: shape == .measured ? callsPerLeaf : nil)
}
