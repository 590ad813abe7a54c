#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// A growable buffer of trivial values with unchecked element access, for the engine's hot
/// arrays (nodes, parameters, caches). Indices are validated where they enter the engine
/// (the public API); inside a layout pass they are trusted, and debug builds assert them.
/// The owner calls `deallocate()` exactly once.
///
/// The memory comes from `malloc` and changes size with `realloc`: elements are bitwise
/// copyable, and the C library can often grow or shrink a large block without copying it
/// (a tree's arrays are trimmed to their size before every first layout).
@usableFromInline
struct ContiguousStorage<Element: BitwiseCopyable> {
    @usableFromInline var base: UnsafeMutablePointer<Element>?
    @usableFromInline var count = 0
    @usableFromInline var capacity = 0

    init() {}

    @inlinable subscript(index: Int) -> Element {
        get {
            assert(index >= 0 && index < count, "storage index out of range")
            return base.unsafelyUnwrapped[index]
        }
        nonmutating set {
            assert(index >= 0 && index < count, "storage index out of range")
            base.unsafelyUnwrapped[index] = newValue
        }
    }

    @inlinable subscript(index: Int32) -> Element {
        get { self[Int(index)] }
        nonmutating set { self[Int(index)] = newValue }
    }

    @inline(__always) mutating func append(_ element: Element) {
        if count == capacity { grow(to: count + 1) }
        (base.unsafelyUnwrapped + count).initialize(to: element)
        count += 1
    }

    /// Appends where `reserveCapacity` made room.
    @inline(__always) mutating func appendWithinCapacity(_ element: Element) {
        assert(count < capacity, "no room reserved")
        (base.unsafelyUnwrapped + count).initialize(to: element)
        count += 1
    }

    /// Makes the count `newCount`, filling new elements with `value`.
    mutating func resize(to newCount: Int, filling value: Element) {
        if newCount > capacity { grow(to: newCount) }
        if newCount > count { (base.unsafelyUnwrapped + count).initialize(repeating: value, count: newCount - count) }
        count = newCount
    }

    /// Makes the count at least `minimum`, filling new elements with `value` (writing them,
    /// so their memory is touched now rather than where they are first used).
    mutating func extend(toAtLeast minimum: Int, filling value: Element) {
        if minimum > count { resize(to: minimum, filling: value) }
    }

    /// Adds `extra` elements left as they are in memory, for a caller that writes each one
    /// before reading it (scratch space that would otherwise be filled only to be overwritten).
    mutating func extend(by extra: Int) {
        if count + extra > capacity { grow(to: count + extra) }
        count += extra
    }

    /// Makes the count `newCount` with every element `value` (each written once).
    mutating func reset(to newCount: Int, filling value: Element) {
        let kept = Swift.min(count, newCount)
        if kept > 0 { base.unsafelyUnwrapped.update(repeating: value, count: kept) }
        count = kept
        resize(to: newCount, filling: value)
    }

    /// Sets every element to `value`.
    func fill(with value: Element) {
        guard count > 0 else { return }
        base.unsafelyUnwrapped.update(repeating: value, count: count)
    }

    mutating func removeAll() { count = 0 }

    /// Makes room for `minimum` elements at once, so that appending up to that many never
    /// grows (copies) the buffer.
    mutating func reserveCapacity(_ minimum: Int) {
        if minimum > capacity { reallocate(minimum) }
    }

    /// Gives back the capacity beyond the count, when that is more than an eighth of it:
    /// a tree that is done growing then holds no growth slack.
    mutating func shrinkToFit() {
        guard capacity - count > count / 8, base != nil else { return }
        reallocate(Swift.max(count, 1))
    }

    /// Bytes reserved.
    var allocatedBytes: Int { capacity * MemoryLayout<Element>.stride }

    @inline(never) private mutating func grow(to minimum: Int) {
        reallocate(Swift.max(minimum, capacity * 2, 16))
    }

    private mutating func reallocate(_ newCapacity: Int) {
        let (bytes, overflow) = newCapacity.multipliedReportingOverflow(by: MemoryLayout<Element>.stride)
        guard !overflow, let raw = realloc(base.map(UnsafeMutableRawPointer.init), bytes) else {
            fatalError("out of memory: \(newCapacity) elements of \(MemoryLayout<Element>.stride) bytes")
        }
        base = raw.bindMemory(to: Element.self, capacity: newCapacity)
        capacity = newCapacity
    }

    func deallocate() {
        guard let base else { return }
        free(UnsafeMutableRawPointer(base))
    }
}
