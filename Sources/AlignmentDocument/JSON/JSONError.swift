/// A JSON syntax error, with the position where it was found.
public struct JSONError: Error, Equatable, Sendable, CustomStringConvertible {
    /// What is wrong, e.g. `expected ',' or '}' in object`.
    public let message: String
    /// Byte offset of the error in the input (0-based).
    public let offset: Int
    /// Line of the error (1-based; lines end at `\n`).
    public let line: Int
    /// Column of the error in bytes (1-based).
    public let column: Int

    /// For example `invalid JSON at line 3, column 14: expected ',' or '}' in object`.
    public var description: String {
        "invalid JSON at line \(line), column \(column): \(message)"
    }

    /// Makes an error at `offset` in `input`, counting lines and columns up to it.
    init(_ message: String, at offset: Int, in input: UnsafeRawBufferPointer) {
        let offset = min(max(offset, 0), input.count)
        var line = 1
        var lineStart = 0
        for index in 0..<offset where input[index] == UInt8(ascii: "\n") {
            line += 1
            lineStart = index + 1
        }
        self.message = message
        self.offset = offset
        self.line = line
        self.column = offset - lineStart + 1
    }
}
