/// A growable buffer of trivial values with unchecked element access, for the engine's hot
/// arrays (nodes, parameters, caches). Indices are validated where they enter the engine
/// (the public API); inside a layout pass they are trusted, and debug builds assert them.
/// The owner calls `deallocate()` exactly once.
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

    mutating func append(_ element: Element) {
        if count == capacity { grow(to: count + 1) }
        (base.unsafelyUnwrapped + count).initialize(to: element)
        count += 1
    }

    /// Makes the count `newCount`, filling new elements with `value`.
    mutating func resize(to newCount: Int, filling value: Element) {
        if newCount > capacity { grow(to: newCount) }
        if newCount > count { (base.unsafelyUnwrapped + count).initialize(repeating: value, count: newCount - count) }
        count = newCount
    }

    /// Sets every element to `value`.
    func fill(with value: Element) {
        guard count > 0 else { return }
        base.unsafelyUnwrapped.update(repeating: value, count: count)
    }

    mutating func removeAll() { count = 0 }

    /// Gives back the capacity beyond the count, when that is more than an eighth of it:
    /// a tree that is done growing then holds no growth slack.
    mutating func shrinkToFit() {
        guard capacity - count > count / 8, let base else { return }
        let newBase = UnsafeMutablePointer<Element>.allocate(capacity: Swift.max(count, 1))
        newBase.moveInitialize(from: base, count: count)
        base.deallocate()
        self.base = newBase
        capacity = Swift.max(count, 1)
    }

    /// Bytes reserved.
    var allocatedBytes: Int { capacity * MemoryLayout<Element>.stride }

    private mutating func grow(to minimum: Int) {
        let newCapacity = Swift.max(minimum, capacity * 2, 16)
        let newBase = UnsafeMutablePointer<Element>.allocate(capacity: newCapacity)
        if let base {
            newBase.moveInitialize(from: base, count: count)
            base.deallocate()
        }
        base = newBase
        capacity = newCapacity
    }

    func deallocate() { base?.deallocate() }
}
