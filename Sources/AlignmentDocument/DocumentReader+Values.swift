import AlignmentEngine

/// Reading JSON values of the expected kinds, with errors that name the value's path.
extension DocumentReader {
    /// What a number may be.
    enum NumberRule {
        /// Any finite number (offsets, padding, spacing, priorities).
        case finite
        /// A finite number ≥ 0 (sizes and font metrics).
        case size
        /// A number ≥ 0, or the string `"infinity"` (proposals and maximum frame lengths).
        case sizeOrInfinity
        /// A finite number > 0 (pixel scales and aspect ratios).
        case positive
    }

    /// `a string`, `an object`, … for messages.
    func describe(_ value: JSONValueID) -> String {
        switch json.kind(of: value) {
        case .null: "null"
        case .bool: "a boolean"
        case .number: "a number"
        case .string: "a string"
        case .array: "an array"
        case .object: "an object"
        }
    }

    /// Checks that `value` is an object whose keys are all in `allowed`.
    func checkObject(_ value: JSONValueID, allowing allowed: [String], what: String) throws(LayoutError) {
        guard json.kind(of: value) == .object else {
            throw failure(.invalidDocument, at: value, "expected \(what) (an object), found \(describe(value))")
        }
        for member in json.members(value) where !allowed.contains(member.key) {
            throw failure(.invalidDocument, at: member.value,
                          "unknown key '\(member.key)' in \(what) (allowed: \(allowed.joined(separator: ", ")))")
        }
    }

    /// The member `key` of `object`, which must be there.
    func required(_ object: JSONValueID, _ key: String, what: String) throws(LayoutError) -> JSONValueID {
        guard let value = json.member(object, named: key) else {
            throw failure(.invalidDocument, at: object, "missing key '\(key)' in \(what)")
        }
        return value
    }

    func string(_ value: JSONValueID, what: String) throws(LayoutError) -> String {
        guard let string = json.string(value) else {
            throw failure(.invalidDocument, at: value, "\(what) must be a string, not \(describe(value))")
        }
        return string
    }

    func bool(_ value: JSONValueID) throws(LayoutError) -> Bool {
        guard let bool = json.bool(value) else {
            throw failure(.invalidDocument, at: value, "expected true or false, found \(describe(value))")
        }
        return bool
    }

    /// A number obeying `rule`.
    func number(_ value: JSONValueID, _ rule: NumberRule) throws(LayoutError) -> Double {
        if rule == .sizeOrInfinity, json.string(value) == "infinity" { return .infinity }
        guard let number = json.number(value) else {
            let expected = rule == .sizeOrInfinity ? "a number or \"infinity\"" : "a number"
            throw failure(.invalidDocument, at: value, "expected \(expected), found \(describe(value))")
        }
        // The JSON reader rejects numbers beyond Double's range, so `number` is finite.
        switch rule {
        case .finite:
            break
        case .size, .sizeOrInfinity:
            if number < 0 { throw failure(.invalidValue, at: value, "must not be negative (\(NumberFormatting.json(number)))") }
        case .positive:
            if number <= 0 { throw failure(.invalidValue, at: value, "must be greater than 0 (\(NumberFormatting.json(number)))") }
        }
        return number
    }

    /// A number obeying `rule`, or nil for `null`.
    func optionalNumber(_ value: JSONValueID, _ rule: NumberRule) throws(LayoutError) -> Double? {
        json.kind(of: value) == .null ? nil : try number(value, rule)
    }

    /// The member `key` of `object` as a number obeying `rule`, or `absent` if it is missing.
    func number(in object: JSONValueID, _ key: String, _ rule: NumberRule, absent: Double) throws(LayoutError) -> Double {
        guard let value = json.member(object, named: key) else { return absent }
        return try number(value, rule)
    }

    /// The member `key` of `object` as a number obeying `rule`; nil if missing or `null`.
    func optionalNumber(in object: JSONValueID, _ key: String, _ rule: NumberRule) throws(LayoutError) -> Double? {
        guard let value = json.member(object, named: key) else { return nil }
        return try optionalNumber(value, rule)
    }

    /// One of a fixed set of names.
    func choice<Choice>(_ value: JSONValueID, _ options: [(name: String, value: Choice)], what: String) throws(LayoutError) -> Choice {
        let name = try string(value, what: what)
        guard let option = options.first(where: { $0.name == name }) else {
            let names = options.map { "'\($0.name)'" }.joined(separator: ", ")
            throw failure(.invalidDocument, at: value, "unknown \(what) '\(name)' (expected one of \(names))")
        }
        return option.value
    }
}
