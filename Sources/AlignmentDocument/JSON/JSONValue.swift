/// The kind of a JSON value.
public enum JSONKind: UInt8, Sendable {
    /// `null`.
    case null
    /// `true` or `false`.
    case bool
    /// A number, read as a `Double`.
    case number
    /// A string.
    case string
    /// An ordered list of values.
    case array
    /// Named members, each name used once.
    case object
}

/// Identifies one value inside a ``JSONDocument``.
///
/// An ID is only meaningful for the document that produced it.
public struct JSONValueID: Hashable, Sendable {
    /// Position of the value's record in the document tape.
    let index: UInt32
}

/// One record of the document tape: a value's kind, where it starts in the
/// input, and two payload words whose meaning depends on the kind.
///
/// | kind   | `first`                     | `second`                       |
/// |--------|-----------------------------|--------------------------------|
/// | null   | 0                           | 0                              |
/// | bool   | 0 or 1                      | 0                              |
/// | number | low 32 bits of the `Double` | high 32 bits of the `Double`   |
/// | string | start in `stringBytes`      | length in bytes                |
/// | array  | start in `children`         | element count                  |
/// | object | start in `children`         | member count (2 children each) |
///
/// Object keys are string records too, listed only in their object's children.
struct JSONNode {
    var kind: JSONKind
    /// Byte offset in the input where the value starts.
    var offset: UInt32
    var first: UInt32
    var second: UInt32

    init(kind: JSONKind, offset: UInt32, first: UInt32 = 0, second: UInt32 = 0) {
        self.kind = kind
        self.offset = offset
        self.first = first
        self.second = second
    }

    init(number: Double, offset: UInt32) {
        let bits = number.bitPattern
        self.init(kind: .number, offset: offset, first: UInt32(truncatingIfNeeded: bits),
                  second: UInt32(truncatingIfNeeded: bits >> 32))
    }

    /// The stored number; only meaningful when `kind == .number`.
    var number: Double {
        Double(bitPattern: UInt64(second) << 32 | UInt64(first))
    }

    /// The payload as a range (string bytes or children); only meaningful for
    /// strings and arrays.
    var range: Range<Int> {
        Int(first)..<Int(first) + Int(second)
    }
}
