/// Recursive-descent compiler for guide expressions. Nesting is capped so that a
/// pathological expression cannot exhaust the stack.
struct GuideExpressionParser {
    private enum Token: Equatable {
        case number(Double)
        case identifier(String)
        case dollarZero
        case symbol(String)
        case end
    }

    private let source: String
    private let axis: Axis
    private let namespace: GuideNamespace
    private let selfName: String?
    private var tokens: [(token: Token, column: Int)] = []
    private var index = 0
    private var ops: [GuideExpression.Op] = []
    private var guides: [GuideDefinition] = []
    private var nesting = 0
    private static let maximumNesting = 200

    init(source: String, axis: Axis, namespace: GuideNamespace, selfName: String?) {
        self.source = source
        self.axis = axis
        self.namespace = namespace
        self.selfName = selfName
    }

    mutating func parseProgram() throws(LayoutError) -> (ops: [GuideExpression.Op], guides: [GuideDefinition], stackDepth: Int) {
        try tokenize()
        if case .identifier("return") = tokens[index].token { index += 1 }
        let optional = try parseCoalescing()
        if optional { throw failure("the explicit value may be missing: add '?? fallback'", at: tokens[index].column) }
        guard tokens[index].token == .end else { throw failure("unexpected \(describe(tokens[index].token))", at: tokens[index].column) }
        return (ops, guides, Self.stackDepth(of: ops))
    }

    // MARK: Grammar

    /// coalescing := additive ('??' coalescing)?   — returns whether the value is optional.
    private mutating func parseCoalescing() throws(LayoutError) -> Bool {
        let start = ops.count
        let column = tokens[index].column
        let leftOptional = try parseAdditive()
        guard accept("??") else { return leftOptional }
        guard leftOptional, case .explicitOr = ops[start], ops.count == start + 1 else {
            throw failure("the left side of '??' must be an explicit value, d[explicit: GUIDE]", at: column)
        }
        let rightOptional = try parseCoalescing()
        ops[start] = patched(ops[start], skip: ops.count - start - 1)
        return rightOptional
    }

    private mutating func parseAdditive() throws(LayoutError) -> Bool {
        var optional = try parseMultiplicative()
        while true {
            let column = tokens[index].column
            let op: GuideExpression.Op
            if accept("+") { op = .add } else if accept("-") { op = .subtract } else { return optional }
            if optional { throw unwrapFailure(at: column) }
            optional = try parseMultiplicative()
            if optional { throw unwrapFailure(at: column) }
            ops.append(op)
        }
    }

    private mutating func parseMultiplicative() throws(LayoutError) -> Bool {
        var optional = try parseUnary()
        while true {
            let column = tokens[index].column
            let op: GuideExpression.Op
            if accept("*") { op = .multiply } else if accept("/") { op = .divide } else { return optional }
            if optional { throw unwrapFailure(at: column) }
            optional = try parseUnary()
            if optional { throw unwrapFailure(at: column) }
            ops.append(op)
        }
    }

    private mutating func parseUnary() throws(LayoutError) -> Bool {
        let column = tokens[index].column
        if accept("-") {
            try enter(at: column)
            defer { nesting -= 1 }
            if try parseUnary() { throw unwrapFailure(at: column) }
            ops.append(.negate)
            return false
        }
        if accept("+") {
            try enter(at: column)
            defer { nesting -= 1 }
            if try parseUnary() { throw unwrapFailure(at: column) }
            return false
        }
        return try parsePrimary()
    }

    private mutating func parsePrimary() throws(LayoutError) -> Bool {
        let (token, column) = tokens[index]
        switch token {
        case .number(let value):
            index += 1
            ops.append(.constant(value))
            return false
        case .symbol("("):
            index += 1
            try enter(at: column)
            defer { nesting -= 1 }
            let optional = try parseCoalescing()
            try expect(")")
            return optional
        case .identifier("min"), .identifier("max"):
            index += 1
            try enter(at: column)
            defer { nesting -= 1 }
            try expect("(")
            if try parseCoalescing() { throw unwrapFailure(at: column) }
            try expect(",")
            if try parseCoalescing() { throw unwrapFailure(at: column) }
            try expect(")")
            ops.append(token == .identifier("min") ? .minimum : .maximum)
            return false
        case .identifier("d"), .dollarZero:
            index += 1
            return try parseDimensionsAccess()
        case .identifier("CGFloat"), .identifier("Double"):
            index += 1
            try enter(at: column)
            defer { nesting -= 1 }
            try expect("(")
            let optional = try parseCoalescing()
            try expect(")")
            return optional
        default:
            throw failure("expected a number, '(', min, max or d, found \(describe(token))", at: column)
        }
    }

    /// After `d`: `.width`, `.height`, `[GUIDE]` or `[explicit: GUIDE]`.
    private mutating func parseDimensionsAccess() throws(LayoutError) -> Bool {
        if accept(".") {
            let column = tokens[index].column
            switch tokens[index].token {
            case .identifier("width"): index += 1; ops.append(.width)
            case .identifier("height"): index += 1; ops.append(.height)
            default: throw failure("ViewDimensions has only width and height, found \(describe(tokens[index].token))", at: column)
            }
            return false
        }
        try expect("[")
        var isExplicit = false
        if case .identifier("explicit") = tokens[index].token, tokens[index + 1].token == .symbol(":") {
            index += 2
            isExplicit = true
        }
        let guide = try parseGuideReference()
        try expect("]")
        let slot: Int
        if let existing = guides.firstIndex(where: { $0 === guide }) {
            slot = existing
        } else {
            slot = guides.count
            guides.append(guide)
        }
        ops.append(isExplicit ? .explicitOr(slot, skip: 0) : .guide(slot))
        return isExplicit
    }

    /// `.NAME`, `HorizontalAlignment.NAME` or `VerticalAlignment.NAME`.
    private mutating func parseGuideReference() throws(LayoutError) -> GuideDefinition {
        var guideAxis: Axis? = nil
        let column = tokens[index].column
        if case .identifier(let type) = tokens[index].token {
            switch type {
            case "HorizontalAlignment": guideAxis = .horizontal
            case "VerticalAlignment": guideAxis = .vertical
            default: throw failure("expected a guide such as .leading, found '\(type)'", at: column)
            }
            index += 1
        }
        try expect(".")
        let nameColumn = tokens[index].column
        guard case .identifier(let name) = tokens[index].token else {
            throw failure("expected a guide name, found \(describe(tokens[index].token))", at: nameColumn)
        }
        index += 1
        if name == selfName { throw failure("a guide's default may not refer to the guide itself ('\(name)')", at: nameColumn) }
        let lookupAxis = guideAxis ?? (name == "center" ? axis : nil)
        guard let guide = namespace.resolve(name, axis: lookupAxis) else {
            if let guideAxis, namespace.resolve(name, axis: nil) != nil {
                throw failure("guide '\(name)' is not a \(guideAxis == .horizontal ? "horizontal" : "vertical") guide", at: nameColumn)
            }
            throw failure("unknown guide '\(name)'", at: nameColumn)
        }
        if let guideAxis, guide.axis != guideAxis {
            throw failure("guide '\(name)' is not a \(guideAxis == .horizontal ? "horizontal" : "vertical") guide", at: nameColumn)
        }
        return guide
    }

    // MARK: Helpers

    private mutating func enter(at column: Int) throws(LayoutError) {
        nesting += 1
        if nesting > Self.maximumNesting { throw failure("expression nested too deeply", at: column) }
    }

    private mutating func accept(_ symbol: String) -> Bool {
        guard tokens[index].token == .symbol(symbol) else { return false }
        index += 1
        return true
    }

    private mutating func expect(_ symbol: String) throws(LayoutError) {
        guard accept(symbol) else {
            throw failure("expected '\(symbol)', found \(describe(tokens[index].token))", at: tokens[index].column)
        }
    }

    private func patched(_ op: GuideExpression.Op, skip: Int) -> GuideExpression.Op {
        if case .explicitOr(let slot, _) = op { return .explicitOr(slot, skip: skip) }
        return op
    }

    private func describe(_ token: Token) -> String {
        switch token {
        case .number(let v): return "number \(v)"
        case .identifier(let s): return "'\(s)'"
        case .dollarZero: return "'$0'"
        case .symbol(let s): return "'\(s)'"
        case .end: return "end of expression"
        }
    }

    private func unwrapFailure(at column: Int) -> LayoutError {
        failure("an explicit value may be missing and must be unwrapped with '??'", at: column)
    }

    private func failure(_ message: String, at column: Int) -> LayoutError {
        LayoutError(.invalidExpression, "\(message) at column \(column) of expression '\(source)'")
    }

    private mutating func tokenize() throws(LayoutError) {
        let scalars = Array(source.unicodeScalars)
        var i = 0
        func isIdentifierStart(_ c: Unicode.Scalar) -> Bool { c == "_" || c.properties.isAlphabetic }
        func isDigit(_ c: Unicode.Scalar) -> Bool { c >= "0" && c <= "9" }
        while i < scalars.count {
            let c = scalars[i]
            let column = i + 1
            if c == " " || c == "\t" || c == "\n" || c == "\r" {
                i += 1
            } else if isDigit(c) || (c == "." && i + 1 < scalars.count && isDigit(scalars[i + 1])) {
                var j = i
                while j < scalars.count, isDigit(scalars[j]) || scalars[j] == "." || scalars[j] == "_" { j += 1 }
                if j < scalars.count, scalars[j] == "e" || scalars[j] == "E" {
                    var k = j + 1
                    if k < scalars.count, scalars[k] == "+" || scalars[k] == "-" { k += 1 }
                    if k < scalars.count, isDigit(scalars[k]) {
                        j = k
                        while j < scalars.count, isDigit(scalars[j]) { j += 1 }
                    }
                }
                var text = ""
                text.unicodeScalars.append(contentsOf: scalars[i..<j].filter { $0 != "_" })
                guard let value = Double(text), value.isFinite else { throw failure("invalid number '\(text)'", at: column) }
                tokens.append((.number(value), column))
                i = j
            } else if isIdentifierStart(c) {
                var j = i
                while j < scalars.count, isIdentifierStart(scalars[j]) || isDigit(scalars[j]) { j += 1 }
                var text = ""
                text.unicodeScalars.append(contentsOf: scalars[i..<j])
                tokens.append((.identifier(text), column))
                i = j
            } else if c == "$" {
                guard i + 1 < scalars.count, scalars[i + 1] == "0" else { throw failure("only $0 may stand for the dimensions", at: column) }
                tokens.append((.dollarZero, column))
                i += 2
            } else if c == "?" {
                guard i + 1 < scalars.count, scalars[i + 1] == "?" else { throw failure("expected '??'", at: column) }
                tokens.append((.symbol("??"), column))
                i += 2
            } else if "+-*/()[].,:".unicodeScalars.contains(c) {
                tokens.append((.symbol(String(c)), column))
                i += 1
            } else {
                throw failure("unexpected character '\(c)'", at: column)
            }
        }
        if tokens.isEmpty { throw failure("the expression is empty", at: 1) }
        tokens.append((.end, scalars.count + 1))
        tokens.append((.end, scalars.count + 1))
    }

    /// The deepest the evaluation stack gets.
    private static func stackDepth(of ops: [GuideExpression.Op]) -> Int {
        var depth = 0
        var deepest = 0
        for op in ops {
            switch op {
            case .constant, .width, .height, .guide, .explicitOr: depth += 1
            case .negate: break
            case .add, .subtract, .multiply, .divide, .minimum, .maximum: depth -= 1
            }
            deepest = max(deepest, depth)
        }
        return deepest
    }
}
