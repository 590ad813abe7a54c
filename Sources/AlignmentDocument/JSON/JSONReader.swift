/// The iterative parser behind `JSONDocument.parse(_:)`.
///
/// It reads the input once, left to right, with an explicit stack of open
/// containers (never recursion), appending value records to a tape.
struct JSONReader {
    /// An array or object that has been opened but not yet closed.
    struct OpenContainer {
        /// Its record in `nodes`.
        let node: Int
        let isObject: Bool
        /// Where its children begin in `pending`.
        let pendingStart: Int
    }

    let input: UnsafeRawBufferPointer
    let base: UnsafeRawPointer
    let end: Int
    /// Offset of the next byte to read.
    var position = 0

    var nodes: [JSONNode] = []
    var children: [UInt32] = []
    var stringBytes: [UInt8] = []
    var maxDepth = 0
    /// Child IDs of the open containers, innermost last; moved to `children`
    /// when their container closes.
    var pending: [UInt32] = []
    var open: [OpenContainer] = []

    init(_ input: UnsafeRawBufferPointer) throws(JSONError) {
        self.input = input
        guard input.count < Int(UInt32.max) else {
            throw JSONError("document too large (4 GiB or more)", at: 0, in: input)
        }
        guard let base = input.baseAddress, !input.isEmpty else {
            throw JSONError("unexpected end of input, expected a value", at: 0, in: input)
        }
        self.base = base
        self.end = input.count
        // Compact layout documents hold about one value or key per 7 bytes.
        let expectedNodes = input.count / 6 + 16
        nodes.reserveCapacity(expectedNodes)
        children.reserveCapacity(expectedNodes)
    }

    /// Reads the whole input as one JSON text.
    mutating func readDocument() throws(JSONError) {
        try readValue()
        while let container = open.last {
            skipWhitespace()
            guard position < end else {
                throw error(container.isObject ? "unexpected end of input in object"
                                               : "unexpected end of input in array")
            }
            let closer = container.isObject ? ASCII.closeBrace : ASCII.closeBracket
            switch byte(at: position) {
            case ASCII.comma:
                position += 1
                skipWhitespace()
                if position < end, byte(at: position) == closer {
                    throw error(container.isObject ? "trailing comma in object" : "trailing comma in array")
                }
                if container.isObject { try readKey() }
                try readValue()
            case closer:
                position += 1
                try close(container)
            default:
                throw error(container.isObject ? "expected ',' or '}' in object"
                                               : "expected ',' or ']' in array")
            }
        }
        skipWhitespace()
        if position < end { throw error("unexpected data after the top-level value") }
    }

    /// Reads a scalar or an empty container; or opens a non-empty container
    /// and, iteratively, each first child that is one too, down to the first
    /// scalar or empty container. The main loop reads the rest.
    private mutating func readValue() throws(JSONError) {
        while try readValueStart() {}
    }

    /// Reads a scalar or an empty container, or opens a non-empty container
    /// (reading an object's first key); returns whether it opened one, whose
    /// first value comes next.
    private mutating func readValueStart() throws(JSONError) -> Bool {
        skipWhitespace()
        guard position < end else { throw error("unexpected end of input, expected a value") }
        let start = position
        switch byte(at: position) {
        case ASCII.openBracket:
            return try openContainer(isObject: false, closer: ASCII.closeBracket)
        case ASCII.openBrace:
            return try openContainer(isObject: true, closer: ASCII.closeBrace)
        case ASCII.quote:
            let text = try readString()
            append(JSONNode(kind: .string, offset: UInt32(start), first: text.start, second: text.count))
        case ASCII.t:
            try readLiteral("true")
            append(JSONNode(kind: .bool, offset: UInt32(start), first: 1))
        case ASCII.f:
            try readLiteral("false")
            append(JSONNode(kind: .bool, offset: UInt32(start)))
        case ASCII.n:
            try readLiteral("null")
            append(JSONNode(kind: .null, offset: UInt32(start)))
        case ASCII.minus, ASCII.zero...ASCII.nine:
            append(JSONNode(number: try readNumber(), offset: UInt32(start)))
        default:
            throw error("expected a value")
        }
        return false
    }

    /// Opens the array or object at `position`; an empty one is closed at
    /// once. Returns whether it stays open.
    private mutating func openContainer(isObject: Bool, closer: UInt8) throws(JSONError) -> Bool {
        let node = nodes.count
        append(JSONNode(kind: isObject ? .object : .array, offset: UInt32(position),
                        first: UInt32(children.count)))
        maxDepth = max(maxDepth, open.count + 1)
        position += 1
        skipWhitespace()
        if position < end, byte(at: position) == closer {
            position += 1
            return false
        }
        open.append(OpenContainer(node: node, isObject: isObject, pendingStart: pending.count))
        if isObject { try readKey() }
        return true
    }

    /// Reads an object key and the `:` after it.
    private mutating func readKey() throws(JSONError) {
        skipWhitespace()
        guard position < end, byte(at: position) == ASCII.quote else {
            throw error("expected a string key in object")
        }
        let start = position
        let text = try readString()
        append(JSONNode(kind: .string, offset: UInt32(start), first: text.start, second: text.count))
        skipWhitespace()
        guard position < end, byte(at: position) == ASCII.colon else {
            throw error("expected ':' after key in object")
        }
        position += 1
    }

    /// Closes the innermost open container, moving its children to the tape.
    private mutating func close(_ container: OpenContainer) throws(JSONError) {
        open.removeLast()
        let childStart = children.count
        let childCount = pending.count - container.pendingStart
        children.append(contentsOf: pending[container.pendingStart...])
        pending.removeLast(childCount)
        if container.isObject {
            try checkDuplicateKeys(childStart..<children.count)
        }
        nodes[container.node].first = UInt32(childStart)
        nodes[container.node].second = UInt32(container.isObject ? childCount / 2 : childCount)
    }

    /// Reads the literal `word` (`true`, `false` or `null`) at `position`.
    private mutating func readLiteral(_ word: StaticString) throws(JSONError) {
        let length = word.utf8CodeUnitCount
        guard end - position >= length else { throw error("invalid literal, expected '\(word)'") }
        for index in 0..<length where byte(at: position + index) != word.utf8Start[index] {
            throw error("invalid literal, expected '\(word)'")
        }
        position += length
    }

    /// Adds `node` to the tape and to the children of the innermost open container.
    @inline(__always)
    private mutating func append(_ node: JSONNode) {
        if !open.isEmpty { pending.append(UInt32(nodes.count)) }
        nodes.append(node)
    }

    /// The input byte at `offset`, which must be below `end`.
    @inline(__always)
    func byte(at offset: Int) -> UInt8 {
        base.load(fromByteOffset: offset, as: UInt8.self)
    }

    /// Skips JSON whitespace: space, tab, line feed and carriage return.
    @inline(__always)
    private mutating func skipWhitespace() {
        while position < end {
            switch byte(at: position) {
            case ASCII.space, ASCII.newline, ASCII.tab, ASCII.carriageReturn: position += 1
            default: return
            }
        }
    }

    /// An error at the current position.
    func error(_ message: String) -> JSONError {
        JSONError(message, at: position, in: input)
    }

    /// An error at `offset`.
    func error(_ message: String, at offset: Int) -> JSONError {
        JSONError(message, at: offset, in: input)
    }
}

extension JSONReader {
    /// The bytes the reader looks for.
    enum ASCII {
        static let space = UInt8(ascii: " ")
        static let newline = UInt8(ascii: "\n")
        static let tab = UInt8(ascii: "\t")
        static let carriageReturn = UInt8(ascii: "\r")
        static let comma = UInt8(ascii: ",")
        static let colon = UInt8(ascii: ":")
        static let quote = UInt8(ascii: "\"")
        static let backslash = UInt8(ascii: "\\")
        static let slash = UInt8(ascii: "/")
        static let openBracket = UInt8(ascii: "[")
        static let closeBracket = UInt8(ascii: "]")
        static let openBrace = UInt8(ascii: "{")
        static let closeBrace = UInt8(ascii: "}")
        static let minus = UInt8(ascii: "-")
        static let plus = UInt8(ascii: "+")
        static let dot = UInt8(ascii: ".")
        static let zero = UInt8(ascii: "0")
        static let nine = UInt8(ascii: "9")
        static let a = UInt8(ascii: "a")
        static let b = UInt8(ascii: "b")
        static let e = UInt8(ascii: "e")
        static let f = UInt8(ascii: "f")
        static let n = UInt8(ascii: "n")
        static let r = UInt8(ascii: "r")
        static let t = UInt8(ascii: "t")
        static let u = UInt8(ascii: "u")
        static let upperA = UInt8(ascii: "A")
        static let upperF = UInt8(ascii: "F")
    }
}
