/// Reading strings: validation, UTF-8 checks and escapes.
extension JSONReader {
    /// Reads the string at `position` (which holds `"`), appends its decoded
    /// UTF-8 to `stringBytes`, and returns where it was put.
    mutating func readString() throws(JSONError) -> (start: UInt32, count: UInt32) {
        let opening = position
        let start = stringBytes.count
        position += 1
        var runStart = position
        while true {
            while end - position >= 8, !Self.needsAttention(base.loadUnaligned(fromByteOffset: position, as: UInt64.self)) {
                position += 8
            }
            guard position < end else { throw error("unterminated string", at: opening) }
            let current = byte(at: position)
            if current == ASCII.quote {
                appendRaw(runStart..<position)
                position += 1
                return (UInt32(start), UInt32(stringBytes.count - start))
            } else if current == ASCII.backslash {
                guard end - position >= 2 else { throw error("unterminated string", at: opening) }
                appendRaw(runStart..<position)
                try readEscape()
                runStart = position
            } else if current < 0x20 {
                throw error("control character in string (must be escaped)")
            } else if current >= 0x80 {
                try skipUTF8Sequence()
            } else {
                position += 1
            }
        }
    }

    /// Whether any of the 8 bytes in `word` is `"`, `\`, a control character
    /// or non-ASCII.
    @inline(__always)
    static func needsAttention(_ word: UInt64) -> Bool {
        let ones: UInt64 = 0x0101_0101_0101_0101
        let highs: UInt64 = 0x8080_8080_8080_8080
        let quotes = word ^ (ones &* UInt64(ASCII.quote))
        let backslashes = word ^ (ones &* UInt64(ASCII.backslash))
        // Each term has a high bit set exactly when some byte matches (the
        // classic "has zero byte" / "has byte less than" tricks).
        let isQuote = (quotes &- ones) & ~quotes
        let isBackslash = (backslashes &- ones) & ~backslashes
        let isControl = (word &- ones &* 0x20) & ~word
        let isNonASCII = word
        return (isQuote | isBackslash | isControl | isNonASCII) & highs != 0
    }

    /// Copies input bytes without escapes to `stringBytes`.
    @inline(__always)
    private mutating func appendRaw(_ range: Range<Int>) {
        stringBytes.append(contentsOf: UnsafeRawBufferPointer(rebasing: input[range]))
    }

    /// Checks one multi-byte UTF-8 sequence at `position` (RFC 3629: no
    /// overlong forms, surrogates or values above U+10FFFF) and skips it.
    private mutating func skipUTF8Sequence() throws(JSONError) {
        var continuationCount = 3
        var secondRange: ClosedRange<UInt8> = 0x80...0xBF
        switch byte(at: position) {
        case 0xC2...0xDF: continuationCount = 1
        case 0xE0: continuationCount = 2; secondRange = 0xA0...0xBF
        case 0xE1...0xEC, 0xEE...0xEF: continuationCount = 2
        case 0xED: continuationCount = 2; secondRange = 0x80...0x9F
        case 0xF0: secondRange = 0x90...0xBF
        case 0xF1...0xF3: break
        case 0xF4: secondRange = 0x80...0x8F
        default: throw error("invalid UTF-8 in string")
        }
        guard end - position > continuationCount, secondRange.contains(byte(at: position + 1)) else {
            throw error("invalid UTF-8 in string")
        }
        for index in position + 2..<position + 1 + continuationCount where byte(at: index) & 0xC0 != 0x80 {
            throw error("invalid UTF-8 in string")
        }
        position += 1 + continuationCount
    }

    /// Decodes the escape sequence at `position` (which holds `\` and one
    /// more byte) into `stringBytes`.
    private mutating func readEscape() throws(JSONError) {
        let escape = position
        let letter = byte(at: position + 1)
        position += 2
        switch letter {
        case ASCII.quote, ASCII.backslash, ASCII.slash: stringBytes.append(letter)
        case ASCII.b: stringBytes.append(0x08)
        case ASCII.f: stringBytes.append(0x0C)
        case ASCII.n: stringBytes.append(ASCII.newline)
        case ASCII.r: stringBytes.append(ASCII.carriageReturn)
        case ASCII.t: stringBytes.append(ASCII.tab)
        case ASCII.u: try readUnicodeEscape(startingAt: escape)
        default: throw error("invalid escape sequence in string", at: escape)
        }
    }

    /// Decodes the `XXXX` of `\uXXXX` (and a second `\uXXXX` for a surrogate
    /// pair) at `position`.
    private mutating func readUnicodeEscape(startingAt escape: Int) throws(JSONError) {
        let unit = try readHex4()
        var scalar = unit
        switch unit {
        case 0xD800...0xDBFF:
            guard end - position >= 2, byte(at: position) == ASCII.backslash, byte(at: position + 1) == ASCII.u else {
                throw error("unpaired UTF-16 surrogate in \\u escape", at: escape)
            }
            position += 2
            let low = try readHex4()
            guard (0xDC00...0xDFFF).contains(low) else {
                throw error("unpaired UTF-16 surrogate in \\u escape", at: escape)
            }
            scalar = 0x10000 + (unit - 0xD800) << 10 + (low - 0xDC00)
        case 0xDC00...0xDFFF:
            throw error("unpaired UTF-16 surrogate in \\u escape", at: escape)
        default:
            break
        }
        appendUTF8(scalar)
    }

    /// Reads four hexadecimal digits at `position`.
    private mutating func readHex4() throws(JSONError) -> UInt32 {
        guard end - position >= 4 else { throw error("expected 4 hexadecimal digits in \\u escape") }
        var value: UInt32 = 0
        for _ in 0..<4 {
            let current = byte(at: position)
            let digit: UInt8
            switch current {
            case ASCII.zero...ASCII.nine: digit = current - ASCII.zero
            case ASCII.a...ASCII.f: digit = current - ASCII.a + 10
            case ASCII.upperA...ASCII.upperF: digit = current - ASCII.upperA + 10
            default: throw error("expected 4 hexadecimal digits in \\u escape")
            }
            value = value << 4 | UInt32(digit)
            position += 1
        }
        return value
    }

    /// Appends the UTF-8 encoding of `scalar` (at most U+10FFFF, not a surrogate).
    private mutating func appendUTF8(_ scalar: UInt32) {
        switch scalar {
        case 0..<0x80:
            stringBytes.append(UInt8(scalar))
        case 0x80..<0x800:
            stringBytes.append(UInt8(0xC0 | scalar >> 6))
            stringBytes.append(UInt8(0x80 | scalar & 0x3F))
        case 0x800..<0x10000:
            stringBytes.append(UInt8(0xE0 | scalar >> 12))
            stringBytes.append(UInt8(0x80 | scalar >> 6 & 0x3F))
            stringBytes.append(UInt8(0x80 | scalar & 0x3F))
        default:
            stringBytes.append(UInt8(0xF0 | scalar >> 18))
            stringBytes.append(UInt8(0x80 | scalar >> 12 & 0x3F))
            stringBytes.append(UInt8(0x80 | scalar >> 6 & 0x3F))
            stringBytes.append(UInt8(0x80 | scalar & 0x3F))
        }
    }
}
