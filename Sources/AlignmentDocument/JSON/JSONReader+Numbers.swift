/// Reading numbers.
extension JSONReader {
    /// Exact powers of ten for the fast conversion path.
    private static let powersOfTen: [Double] = [
        1e0, 1e1, 1e2, 1e3, 1e4, 1e5, 1e6, 1e7, 1e8, 1e9, 1e10, 1e11,
        1e12, 1e13, 1e14, 1e15, 1e16, 1e17, 1e18, 1e19, 1e20, 1e21, 1e22,
    ]

    /// Reads the number at `position` (which holds `-` or a digit), checking
    /// the RFC 8259 grammar, and converts it to the nearest `Double`.
    mutating func readNumber() throws(JSONError) -> Double {
        let start = position
        let isNegative = byte(at: position) == ASCII.minus
        if isNegative { position += 1 }
        guard position < end, isDigit(byte(at: position)) else { throw error("expected a digit after '-'") }

        // The digits without the dot, as an integer (exact while there are at
        // most 19 significant digits), and the power of ten to scale it by.
        var mantissa: UInt64 = 0
        var significantDigits = 0
        var exponent = 0
        if byte(at: position) == ASCII.zero {
            position += 1
            if position < end, isDigit(byte(at: position)) {
                throw error("leading zeros are not allowed", at: position - 1)
            }
        } else {
            readDigits(into: &mantissa, significantDigits: &significantDigits)
        }
        if position < end, byte(at: position) == ASCII.dot {
            position += 1
            guard position < end, isDigit(byte(at: position)) else { throw error("expected a digit after '.'") }
            let fractionStart = position
            readDigits(into: &mantissa, significantDigits: &significantDigits)
            exponent -= position - fractionStart
        }
        if position < end, byte(at: position) | 0x20 == ASCII.e {
            position += 1
            var exponentIsNegative = false
            if position < end, byte(at: position) == ASCII.minus || byte(at: position) == ASCII.plus {
                exponentIsNegative = byte(at: position) == ASCII.minus
                position += 1
            }
            guard position < end, isDigit(byte(at: position)) else { throw error("expected a digit in exponent") }
            var written = 0
            while position < end, isDigit(byte(at: position)) {
                // Saturates far above any fraction length (under 2^32 digits),
                // so a huge exponent still reads as huge after adding it.
                if written < 1 << 40 { written = written * 10 + Int(byte(at: position) - ASCII.zero) }
                position += 1
            }
            exponent += exponentIsNegative ? -written : written
        }

        guard significantDigits <= 19, mantissa <= 1 << 53, (-22...22).contains(exponent) else {
            return try convertSlowly(start..<position)
        }
        // Both factors are exact doubles, so the one rounding in the product
        // or quotient gives the correctly rounded result.
        let digits = Double(mantissa)
        let magnitude = exponent < 0 ? digits / Self.powersOfTen[-exponent] : digits * Self.powersOfTen[exponent]
        return isNegative ? -magnitude : magnitude
    }

    /// Converts validated number text with the standard library's correctly
    /// rounded parser.
    private func convertSlowly(_ range: Range<Int>) throws(JSONError) -> Double {
        let text = String(decoding: UnsafeRawBufferPointer(rebasing: input[range]), as: UTF8.self)
        guard let value = Double(text), value.isFinite else {
            throw error("number out of range", at: range.lowerBound)
        }
        return value
    }

    /// Reads a run of digits, adding them to `mantissa`.
    @inline(__always)
    private mutating func readDigits(into mantissa: inout UInt64, significantDigits: inout Int) {
        while position < end {
            let digit = byte(at: position) &- ASCII.zero
            guard digit < 10 else { return }
            if significantDigits > 0 || digit != 0 { significantDigits += 1 }
            if significantDigits <= 19 { mantissa = mantissa &* 10 &+ UInt64(digit) }
            position += 1
        }
    }

    @inline(__always)
    private func isDigit(_ byte: UInt8) -> Bool {
        byte &- ASCII.zero < 10
    }
}
