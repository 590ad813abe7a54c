/// Rejecting keys that appear twice in one object.
extension JSONReader {
    /// Objects with at most this many members are checked pair by pair;
    /// larger ones by sorting their keys.
    private static let pairwiseCheckLimit = 16

    /// Throws if two members of the object whose `key, value` pairs are
    /// `children[pairs]` have the same key, pointing at the first repeat.
    func checkDuplicateKeys(_ pairs: Range<Int>) throws(JSONError) {
        let memberCount = pairs.count / 2
        guard memberCount > 1 else { return }
        let keys = pairs.lowerBound
        func key(_ member: Int) -> Range<Int> {
            nodes[Int(children[keys + 2 * member])].range
        }
        let repeated = stringBytes.withUnsafeBufferPointer { bytes -> Int? in
            func compare(_ left: Int, _ right: Int) -> Int {
                Self.compare(UnsafeBufferPointer(rebasing: bytes[key(left)]),
                             UnsafeBufferPointer(rebasing: bytes[key(right)]))
            }
            if memberCount <= Self.pairwiseCheckLimit {
                for later in 1..<memberCount {
                    for earlier in 0..<later
                    where key(earlier).count == key(later).count && compare(earlier, later) == 0 {
                        return later
                    }
                }
                return nil
            }
            // Sorted by key, then by position: in each run of equal keys every
            // member after the first is a repeat.
            let sorted = (0..<memberCount).sorted { left, right in
                let order = compare(left, right)
                return order < 0 || (order == 0 && left < right)
            }
            var firstRepeat: Int?
            for index in 1..<sorted.count where compare(sorted[index - 1], sorted[index]) == 0 {
                firstRepeat = min(firstRepeat ?? sorted[index], sorted[index])
            }
            return firstRepeat
        }
        if let repeated {
            let node = nodes[Int(children[keys + 2 * repeated])]
            let name = String(decoding: stringBytes[node.range].prefix(60), as: UTF8.self)
            throw error("duplicate key \(String(reflecting: name)) in object", at: Int(node.offset))
        }
    }

    /// Orders byte strings lexicographically: negative, zero or positive.
    private static func compare(_ left: UnsafeBufferPointer<UInt8>, _ right: UnsafeBufferPointer<UInt8>) -> Int {
        for index in 0..<min(left.count, right.count) where left[index] != right[index] {
            return Int(left[index]) - Int(right[index])
        }
        return left.count - right.count
    }
}
