/// A parsed JSON document, stored as a flat tape of value records.
///
/// Values are addressed by ``JSONValueID``; containers refer to their children
/// by index, so a document of any nesting depth is built and freed without
/// recursion.
public struct JSONDocument: Sendable {
    /// Every value in the document (plus object keys), in document order;
    /// the root is the first.
    let nodes: [JSONNode]
    /// Children of containers: an array's element IDs, or an object's
    /// `key ID, value ID` pairs.
    let children: [UInt32]
    /// The UTF-8 bytes of every string and key, escapes already decoded.
    let stringBytes: [UInt8]

    /// The deepest nesting of arrays and objects (0 when the root is a scalar).
    public let maxDepth: Int

    /// The top-level value.
    public var root: JSONValueID { JSONValueID(index: 0) }

    /// Parses UTF-8 JSON text (RFC 8259, strict: no comments, trailing
    /// commas, `NaN`/`Infinity`, leading zeros, lone surrogates, byte order
    /// mark or anything but whitespace after the value).
    ///
    /// The document keeps its own copy of what it needs, so `bytes` may be
    /// freed afterwards. Inputs of 4 GiB or more are rejected.
    /// - Throws: ``JSONError`` for any syntax error, invalid UTF-8, a number
    ///   out of `Double` range, or a key repeated in one object.
    public static func parse(_ bytes: UnsafeRawBufferPointer) throws(JSONError) -> JSONDocument {
        var reader = try JSONReader(bytes)
        try reader.readDocument()
        return JSONDocument(nodes: reader.nodes, children: reader.children,
                            stringBytes: reader.stringBytes, maxDepth: reader.maxDepth)
    }

    /// Parses UTF-8 JSON text held in a byte array.
    public static func parse(_ bytes: [UInt8]) throws(JSONError) -> JSONDocument {
        let result = bytes.withUnsafeBytes { buffer in
            Result { () throws(JSONError) -> JSONDocument in try parse(buffer) }
        }
        return try result.get()
    }

    /// Parses JSON text.
    public static func parse(_ text: String) throws(JSONError) -> JSONDocument {
        var text = text
        let result = text.withUTF8 { utf8 in
            Result { () throws(JSONError) -> JSONDocument in try parse(UnsafeRawBufferPointer(utf8)) }
        }
        return try result.get()
    }

    /// The kind of `value`.
    public func kind(of value: JSONValueID) -> JSONKind {
        nodes[Int(value.index)].kind
    }

    /// Byte offset in the input where `value` starts, for error messages.
    public func offset(of value: JSONValueID) -> Int {
        Int(nodes[Int(value.index)].offset)
    }

    /// The boolean `value`, or `nil` if it is not a boolean.
    public func bool(_ value: JSONValueID) -> Bool? {
        let node = nodes[Int(value.index)]
        return node.kind == .bool ? node.first != 0 : nil
    }

    /// The number `value`, or `nil` if it is not a number.
    public func number(_ value: JSONValueID) -> Double? {
        let node = nodes[Int(value.index)]
        return node.kind == .number ? node.number : nil
    }

    /// The string `value`, or `nil` if it is not a string.
    public func string(_ value: JSONValueID) -> String? {
        let node = nodes[Int(value.index)]
        return node.kind == .string ? text(of: node) : nil
    }

    /// The number of elements of an array or members of an object; 0 for
    /// any other value.
    public func count(_ value: JSONValueID) -> Int {
        let node = nodes[Int(value.index)]
        return node.kind == .array || node.kind == .object ? Int(node.second) : 0
    }

    /// Element `index` of the array `value`, or `nil` if `value` is not an
    /// array or `index` is out of range.
    public func element(_ value: JSONValueID, at index: Int) -> JSONValueID? {
        let node = nodes[Int(value.index)]
        guard node.kind == .array, index >= 0, index < Int(node.second) else { return nil }
        return JSONValueID(index: children[Int(node.first) + index])
    }

    /// The members of the object `value` in document order; empty if `value`
    /// is not an object.
    public func members(_ value: JSONValueID) -> some Sequence<(key: String, value: JSONValueID)> {
        let node = nodes[Int(value.index)]
        let count = node.kind == .object ? Int(node.second) : 0
        let start = Int(node.first)
        return (0..<count).lazy.map { member in
            let pair = start + 2 * member
            return (key: text(of: nodes[Int(children[pair])]),
                    value: JSONValueID(index: children[pair + 1]))
        }
    }

    /// The value of the member called `name` in the object `value`, or `nil`
    /// if there is none or `value` is not an object.
    ///
    /// A linear scan: layout objects have few keys.
    public func member(_ value: JSONValueID, named name: String) -> JSONValueID? {
        let node = nodes[Int(value.index)]
        guard node.kind == .object else { return nil }
        let start = Int(node.first)
        for pair in stride(from: start, to: start + 2 * Int(node.second), by: 2)
        where stringBytes[nodes[Int(children[pair])].range].elementsEqual(name.utf8) {
            return JSONValueID(index: children[pair + 1])
        }
        return nil
    }

    /// The decoded text of a string or key record.
    private func text(of node: JSONNode) -> String {
        String(decoding: stringBytes[node.range], as: UTF8.self)
    }
}
