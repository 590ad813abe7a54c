/// How the document format writes numbers.
enum NumberFormatting {
    /// Integral values of at most this magnitude print as integers; larger ones in Swift's
    /// exponent form (`1e+16`), which is valid JSON too.
    private static let integralLimit = 1e16

    /// A finite number as JSON: integral values without a decimal point (`75`, and `0` for
    /// -0), other values in Swift's shortest round-trip form (`74.25`, `61.333333333333336`).
    static func json(_ value: Double) -> String {
        if value == value.rounded(.towardZero), abs(value) < integralLimit {
            return String(Int64(value))
        }
        return value.description
    }
}
