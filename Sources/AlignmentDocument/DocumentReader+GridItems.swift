import AlignmentEngine

/// Lazy grids: reading their grid items (document.md: `{"fixed": 100}`,
/// `{"flexible": {"minimum"?: 10, "maximum"?: "infinity"}}`, `{"adaptive": {"minimum": 80,
/// "maximum"?: "infinity"}}`, each with optional `spacing` and `alignment`).
extension DocumentReader {
    /// A `LazyVGrid` (`columns`) or `LazyHGrid` (`rows`) with its fields.
    func lazyGridKind(_ type: String, _ object: JSONValueID) throws(LayoutError) -> ViewKind {
        let isVertical = type == "LazyVGrid"
        let list = try required(object, isVertical ? "columns" : "rows", what: "a \(type)")
        let items = try gridItems(list, what: "\(type) \(isVertical ? "columns" : "rows")")
        let spacing = try optionalNumber(in: object, "spacing", .finite)
        let alignment = json.member(object, named: "alignment")
        if isVertical {
            return .lazyVGrid(columns: items, alignment: try alignment.map { v throws(LayoutError) in try horizontalGuide(v, what: "LazyVGrid alignment") } ?? .center,
                              spacing: spacing)
        }
        return .lazyHGrid(rows: items, alignment: try alignment.map { v throws(LayoutError) in try verticalGuide(v, what: "LazyHGrid alignment") } ?? .center,
                          spacing: spacing)
    }

    /// The grid items of the array `list` (at least one).
    private func gridItems(_ list: JSONValueID, what: String) throws(LayoutError) -> [GridItem] {
        guard json.kind(of: list) == .array else {
            throw failure(.invalidDocument, at: list, "expected \(what) (an array of grid items), found \(describe(list))")
        }
        guard json.count(list) > 0 else { throw failure(.invalidValue, at: list, "\(what) must hold at least one grid item") }
        var items: [GridItem] = []
        for index in 0..<json.count(list) { items.append(try gridItem(json.element(list, at: index)!)) }
        return items
    }

    /// One grid item: exactly one size key, optional `spacing` and `alignment`.
    private func gridItem(_ value: JSONValueID) throws(LayoutError) -> GridItem {
        let sizes = ["fixed", "flexible", "adaptive"]
        try checkObject(value, allowing: sizes + ["spacing", "alignment"], what: "a grid item")
        let given = sizes.filter { json.member(value, named: $0) != nil }
        guard given.count == 1 else {
            throw failure(.invalidDocument, at: value, "a grid item needs exactly one of 'fixed', 'flexible', 'adaptive' (found \(given.count))")
        }
        let body = json.member(value, named: given[0])!
        let size: GridItem.Size
        switch given[0] {
        case "fixed":
            size = .fixed(try number(body, .size))
        case "flexible":
            try checkObject(body, allowing: ["minimum", "maximum"], what: "a flexible grid item")
            let (minimum, maximum) = try range(body, minimum: try number(in: body, "minimum", .size, absent: 10))
            size = .flexible(minimum: minimum, maximum: maximum)
        default:
            try checkObject(body, allowing: ["minimum", "maximum"], what: "an adaptive grid item")
            let (minimum, maximum) = try range(body, minimum: try number(try required(body, "minimum", what: "an adaptive grid item"), .positive))
            size = .adaptive(minimum: minimum, maximum: maximum)
        }
        var alignment: Alignment? = nil
        if let a = json.member(value, named: "alignment"), json.kind(of: a) != .null { alignment = try self.alignment(a) }
        return GridItem(size, spacing: try optionalNumber(in: value, "spacing", .finite), alignment: alignment)
    }

    /// `minimum` with the item's `maximum` (default infinity), which may not be below it.
    private func range(_ body: JSONValueID, minimum: Double) throws(LayoutError) -> (Double, Double) {
        let maximum = try number(in: body, "maximum", .sizeOrInfinity, absent: .infinity)
        guard minimum <= maximum else {
            throw failure(.invalidValue, at: body, "minimum \(NumberFormatting.json(minimum)) is above maximum \(NumberFormatting.json(maximum))")
        }
        return (minimum, maximum)
    }
}
