import AlignmentEngine

/// Status codes of the header that no `LayoutError` kind stands for.
enum Status {
    static let ok: Int32 = 0
    static let nullArgument: Int32 = 1
    static let invalidArgument: Int32 = 2
    static let notLaidOut: Int32 = 9
    static let bufferTooSmall: Int32 = 10
    static let busy: Int32 = 11
}

/// A failure of the C layer: a status code and the message `ae_last_error_message` reports.
struct CError: Error {
    let status: Int32
    let message: String

    init(_ status: Int32, _ message: String) {
        self.status = status
        self.message = message
    }

    static func invalidArgument(_ message: String) -> CError { CError(Status.invalidArgument, message) }
    static func invalidValue(_ message: String) -> CError { CError(LayoutError.Kind.invalidValue.rawValue, message) }
}

/// Runs the body of an exported function: `AE_OK` if it returns, else the status of what it
/// threw, with the message recorded as this thread's last error.
func cCall(_ body: () throws -> Void) -> Int32 {
    do {
        try body()
        return Status.ok
    } catch {
        let (status, message) = report(error)
        setLastError(message)
        return status
    }
}

/// The status and message of an error of the C layer or the engine.
func report(_ error: any Error) -> (status: Int32, message: String) {
    switch error {
    case let error as CError: (error.status, error.message)
    case let error as LayoutError: (error.kind.rawValue, error.message)
    default: (Status.invalidArgument, "\(error)")
    }
}

// MARK: Pointers and strings

/// A required pointer argument.
func required<Pointer>(_ pointer: Pointer?, _ name: String) throws(CError) -> Pointer {
    guard let pointer else { throw CError(Status.nullArgument, "\(name) is NULL") }
    return pointer
}

/// A required NUL-terminated UTF-8 string argument.
func string(_ pointer: UnsafePointer<CChar>?, _ name: String) throws(CError) -> String {
    guard let string = String(validatingCString: try required(pointer, name)) else {
        throw .invalidArgument("\(name) is not valid UTF-8")
    }
    return string
}

/// A `size_t` count that must also fit the caller's `limit` (a count beyond it cannot be valid).
func count(_ value: Int, _ name: String, atMost limit: Int) throws(CError) -> Int {
    guard value >= 0, value <= limit else { throw .invalidArgument("\(name) \(UInt(bitPattern: value)) is more than \(limit)") }
    return value
}

// MARK: Numbers

/// The rules of the header for numbers: `AE_UNSPECIFIED` (NaN) is "nil" where a number is
/// optional and rejected elsewhere; sizes may not be negative; infinity only where allowed.
struct NumberRule {
    var optional = false
    var negative = false
    var infinite = false

    /// A length ≥ 0 (an image size).
    static let size = NumberRule()
    /// An optional length ≥ 0 (a frame dimension, a proposal axis when `infinite`).
    static let optionalSize = NumberRule(optional: true)
    /// An optional length ≥ 0 that may be infinite (a flexible frame's maximum, a proposal axis).
    static let optionalMaximum = NumberRule(optional: true, infinite: true)
    /// A finite number of either sign (offsets, positions, paddings, priorities).
    static let signed = NumberRule(negative: true)
    /// An optional finite number of either sign (spacings, a spacer's minimum length).
    static let optionalSigned = NumberRule(optional: true, negative: true)

    /// `value` checked against the rule; nil for an optional number left unspecified.
    func check(_ value: Double, _ name: String) throws(CError) -> Double? {
        if value.isNaN {
            guard optional else { throw .invalidValue("\(name) is NaN") }
            return nil
        }
        if value.isInfinite && !(infinite && value > 0) { throw .invalidValue("\(name) must be finite, not \(value)") }
        if value < 0 && !negative { throw .invalidValue("\(name) must not be negative (\(value))") }
        return value
    }

    /// A required number: `check` for a rule that is not optional.
    func require(_ value: Double, _ name: String) throws(CError) -> Double {
        guard let value = try check(value, name) else { throw .invalidValue("\(name) is NaN") }
        return value
    }
}

/// An integral operand within `range` (an id, a count, an enum value).
func integer(_ value: Double, _ name: String, in range: ClosedRange<Int>) throws(CError) -> Int {
    guard value.rounded() == value, value >= Double(range.lowerBound), value <= Double(range.upperBound) else {
        throw .invalidArgument("\(name) must be an integer in \(range.lowerBound)...\(range.upperBound), not \(value)")
    }
    return Int(value)
}

/// An enum operand: an integer in `0..<count`.
func choice(_ value: Double, _ name: String, count: Int) throws(CError) -> Int {
    try integer(value, name, in: 0...(count - 1))
}

/// An `ae_direction`.
func direction(_ value: Double) throws(CError) -> LayoutDirection {
    try choice(value, "direction", count: 2) == 0 ? .leftToRight : .rightToLeft
}
