import AlignmentEngine

/// Custom guides (`guides`) and alignment values.
extension DocumentReader {
    /// A guide of either axis, as `alignmentGuide` names it.
    enum AnyGuide {
        case horizontal(HorizontalAlignment)
        case vertical(VerticalAlignment)
    }

    /// One entry of `guides`, before its default is compiled.
    private struct GuideEntry {
        /// The entry itself, for messages.
        var value: JSONValueID
        var name: String
        var axis: Axis
        var source: String
        var defaultValue: JSONValueID
        /// Indices of the other entries its default refers to.
        var dependencies: [Int] = []
    }

    private static let builtinHorizontal: [(name: String, value: HorizontalAlignment)] = [
        ("leading", .leading), ("center", .center), ("trailing", .trailing),
    ]
    private static let builtinVertical: [(name: String, value: VerticalAlignment)] = [
        ("top", .top), ("center", .center), ("bottom", .bottom),
        ("firstTextBaseline", .firstTextBaseline), ("lastTextBaseline", .lastTextBaseline),
    ]

    // MARK: Custom guides

    /// Reads `guides`: checks every entry, then compiles the defaults so that each one is
    /// compiled after the guides it refers to, rejecting cycles.
    mutating func readGuides(_ list: JSONValueID) throws(LayoutError) {
        guard json.kind(of: list) == .array else {
            throw failure(.invalidDocument, at: list, "expected a list of guides, found \(describe(list))")
        }
        var entries: [GuideEntry] = []
        var entryIndex: [String: Int] = [:]
        for index in 0..<json.count(list) {
            let value = json.element(list, at: index)!
            try checkObject(value, allowing: ["name", "axis", "default"], what: "a guide")
            let nameValue = try required(value, "name", what: "a guide")
            let name = try string(nameValue, what: "a guide name")
            guard Self.isIdentifier(name) else {
                throw failure(.invalidGuide, at: nameValue, "guide name '\(name)' is not an identifier (letters, digits and _, not starting with a digit)")
            }
            guard !GuideDefinition.reservedNames.contains(name) else {
                throw failure(.invalidGuide, at: nameValue, "custom guide name '\(name)' is the name of a built-in guide")
            }
            if let earlier = entryIndex[name] {
                throw failure(.invalidGuide, at: nameValue, "custom guide '\(name)' is defined twice (also at \(json.path(to: entries[earlier].value)))")
            }
            let axis = try choice(try required(value, "axis", what: "a guide"),
                                  [("horizontal", Axis.horizontal), ("vertical", Axis.vertical)], what: "axis")
            let defaultValue = try required(value, "default", what: "a guide")
            let source = try expressionSource(defaultValue)
            entryIndex[name] = entries.count
            entries.append(GuideEntry(value: value, name: name, axis: axis, source: source, defaultValue: defaultValue))
            guideDefaults[name] = defaultValue
        }
        for index in entries.indices {
            // A reference to the guide itself is left to the compiler, which reports its column.
            entries[index].dependencies = Self.referencedNames(in: entries[index].source)
                .compactMap { entryIndex[$0] }.filter { $0 != index }
        }
        for index in try dependencyOrder(entries) {
            let entry = entries[index]
            do throws(LayoutError) {
                switch entry.axis {
                case .horizontal:
                    let guide = try HorizontalAlignment.custom(entry.name, defaultExpression: entry.source, guides: guideNamespace)
                    try guideNamespace.add(guide)
                    horizontalGuides[entry.name] = guide
                case .vertical:
                    let guide = try VerticalAlignment.custom(entry.name, defaultExpression: entry.source, guides: guideNamespace)
                    try guideNamespace.add(guide)
                    verticalGuides[entry.name] = guide
                }
            } catch {
                throw located(error, at: entry.defaultValue)
            }
        }
    }

    /// The entries in an order where every entry comes after those it depends on (Kahn's
    /// algorithm, document order among independent entries); throws for a cycle, naming it.
    private func dependencyOrder(_ entries: [GuideEntry]) throws(LayoutError) -> [Int] {
        var waitingFor = entries.map(\.dependencies.count)
        var dependents = [[Int]](repeating: [], count: entries.count)
        for (index, entry) in entries.enumerated() {
            for dependency in entry.dependencies { dependents[dependency].append(index) }
        }
        var order = entries.indices.filter { waitingFor[$0] == 0 }
        var next = 0
        while next < order.count {
            for dependent in dependents[order[next]] {
                waitingFor[dependent] -= 1
                if waitingFor[dependent] == 0 { order.append(dependent) }
            }
            next += 1
        }
        guard order.count < entries.count else { return order }
        // Every entry left waits for another entry left: follow those links until one repeats.
        var cycle = [entries.indices.first { waitingFor[$0] > 0 }!]
        while true {
            let current = cycle.last!
            let dependency = entries[current].dependencies.first { waitingFor[$0] > 0 }!
            if let start = cycle.firstIndex(of: dependency) {
                cycle = Array(cycle[start...]) + [dependency]
                break
            }
            cycle.append(dependency)
        }
        let names = cycle.map { entries[$0].name }.joined(separator: " -> ")
        throw failure(.invalidGuide, at: entries[cycle[0]].defaultValue, "guide defaults refer to each other in a cycle: \(names)")
    }

    /// Every `.NAME` in an expression's text: a superset of the guides it refers to.
    private static func referencedNames(in source: String) -> [String] {
        var names: [String] = []
        let scalars = Array(source.unicodeScalars)
        var index = 0
        while index < scalars.count {
            defer { index += 1 }
            guard scalars[index] == ".", index + 1 < scalars.count, isIdentifierStart(scalars[index + 1]) else { continue }
            var end = index + 1
            while end < scalars.count, isIdentifierStart(scalars[end]) || ("0"..."9").contains(scalars[end]) { end += 1 }
            var name = ""
            name.unicodeScalars.append(contentsOf: scalars[(index + 1)..<end])
            names.append(name)
            index = end - 1
        }
        return names
    }

    private static func isIdentifierStart(_ scalar: Unicode.Scalar) -> Bool {
        scalar == "_" || scalar.properties.isAlphabetic
    }

    /// Whether `name` can be written as `.name` in an expression.
    static func isIdentifier(_ name: String) -> Bool {
        guard let first = name.unicodeScalars.first, isIdentifierStart(first) else { return false }
        return name.unicodeScalars.allSatisfy { isIdentifierStart($0) || ("0"..."9").contains($0) }
    }

    // MARK: Expressions

    /// The text of an expression: a string, or a JSON number standing for a constant.
    func expressionSource(_ value: JSONValueID) throws(LayoutError) -> String {
        if let number = json.number(value) { return NumberFormatting.json(number) }
        guard let source = json.string(value) else {
            throw failure(.invalidDocument, at: value, "expected an expression (a string such as \"d.width / 4\") or a number, found \(describe(value))")
        }
        return source
    }

    /// The expression `value`, compiled for a guide on `axis`; each distinct text is
    /// compiled once per axis.
    mutating func expression(_ value: JSONValueID, axis: Axis) throws(LayoutError) -> GuideExpression {
        let source = try expressionSource(value)
        if let compiled = compiledExpressions[ExpressionKey(source: source, axis: axis)] { return compiled }
        do throws(LayoutError) {
            let compiled = try GuideExpression(compiling: source, axis: axis, guides: guideNamespace)
            compiledExpressions[ExpressionKey(source: source, axis: axis)] = compiled
            return compiled
        } catch {
            throw located(error, at: value)
        }
    }

    // MARK: Alignment values

    /// A guide name, possibly qualified (`HorizontalAlignment.center`): the guide, or nil.
    private func resolve(_ name: String, axis: Axis) -> AnyGuide? {
        switch axis {
        case .horizontal:
            (Self.builtinHorizontal.first { $0.name == name }?.value ?? horizontalGuides[name]).map(AnyGuide.horizontal)
        case .vertical:
            (Self.builtinVertical.first { $0.name == name }?.value ?? verticalGuides[name]).map(AnyGuide.vertical)
        }
    }

    /// The guide named by the string `value`. `axis` is the axis the place needs (nil when
    /// either will do, as in `alignmentGuide`, where a bare `center` is ambiguous).
    func guide(_ value: JSONValueID, axis: Axis?, what: String) throws(LayoutError) -> AnyGuide {
        var name = try string(value, what: what)
        var named = axis
        for (prefix, prefixAxis) in [("HorizontalAlignment.", Axis.horizontal), ("VerticalAlignment.", Axis.vertical)]
        where name.hasPrefix(prefix) {
            name.removeFirst(prefix.count)
            if let axis, axis != prefixAxis {
                throw failure(.invalidGuide, at: value, "\(what) needs a \(Self.axisName(axis)) guide, not '\(prefix)\(name)'")
            }
            named = prefixAxis
        }
        if let named {
            if let guide = resolve(name, axis: named) { return guide }
            if axis != nil, resolve(name, axis: named.other) != nil {
                throw failure(.invalidGuide, at: value, "guide '\(name)' is a \(Self.axisName(named.other)) guide, but \(what) needs a \(Self.axisName(named)) guide")
            }
            if axis == nil, resolve(name, axis: named.other) != nil {
                throw failure(.invalidGuide, at: value, "guide '\(name)' is not a \(Self.axisName(named)) guide")
            }
        } else {
            if name == "center" {
                throw failure(.invalidGuide, at: value, "'center' does not say its axis: write 'HorizontalAlignment.center' or 'VerticalAlignment.center'")
            }
            if let guide = resolve(name, axis: .horizontal) ?? resolve(name, axis: .vertical) { return guide }
        }
        throw failure(.invalidGuide, at: value, "unknown guide '\(name)'")
    }

    /// A horizontal guide (VStack alignment, the horizontal half of an alignment).
    func horizontalGuide(_ value: JSONValueID, what: String) throws(LayoutError) -> HorizontalAlignment {
        guard case .horizontal(let guide) = try guide(value, axis: .horizontal, what: what) else { fatalError("resolved on the horizontal axis") }
        return guide
    }

    /// A vertical guide (HStack alignment, the vertical half of an alignment).
    func verticalGuide(_ value: JSONValueID, what: String) throws(LayoutError) -> VerticalAlignment {
        guard case .vertical(let guide) = try guide(value, axis: .vertical, what: what) else { fatalError("resolved on the vertical axis") }
        return guide
    }

    /// A 2-D alignment: one of the nine names, or `{"horizontal": H, "vertical": V}`.
    func alignment(_ value: JSONValueID) throws(LayoutError) -> Alignment {
        if json.kind(of: value) == .object {
            try checkObject(value, allowing: ["horizontal", "vertical"], what: "an alignment")
            return Alignment(
                horizontal: try horizontalGuide(try required(value, "horizontal", what: "an alignment"), what: "the horizontal alignment"),
                vertical: try verticalGuide(try required(value, "vertical", what: "an alignment"), what: "the vertical alignment"))
        }
        guard json.kind(of: value) == .string else {
            throw failure(.invalidDocument, at: value, "expected an alignment (a name such as \"topLeading\" or {\"horizontal\": …, \"vertical\": …}), found \(describe(value))")
        }
        return try choice(value, Alignment.named.map { ($0.name, $0.alignment) }, what: "alignment")
    }

    /// The member `alignment` of `object`, or `.center`.
    func alignment(in object: JSONValueID) throws(LayoutError) -> Alignment {
        guard let value = json.member(object, named: "alignment") else { return .center }
        return try alignment(value)
    }

    static func axisName(_ axis: Axis) -> String {
        axis == .horizontal ? "horizontal" : "vertical"
    }
}
