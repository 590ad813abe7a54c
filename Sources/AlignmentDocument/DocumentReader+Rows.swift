import AlignmentEngine

/// A lazy stack's or grid's `ForEach` content: its rows are views of one template, built on
/// demand (`LayoutTree.setRows`), and a ScrollView's `viewport` says which rows are needed
/// (`docs/document-extensions.md`, "Lazy rows and viewports").
struct RowTemplate {
    /// The view each row is built from.
    var content: JSONValueID
    /// The elements: `lower ..< lower + count`.
    var lower: Int
    var count: Int
    /// The name `\(name)` stands for the element in the content's texts, if any.
    var variable: String?
}

extension DocumentReader {
    /// The keys of a ForEach.
    static let forEachFields = ["type", "count", "range", "variable", "content"]

    /// The ForEach of a lazy container of `type` whose `children` list is one, else nil; a
    /// ForEach elsewhere is an error.
    func rowTemplate(_ list: JSONValueID, of type: String) throws(LayoutError) -> RowTemplate? {
        guard json.kind(of: list) == .array else { return nil }
        let forEachs = (0..<json.count(list)).compactMap { json.element(list, at: $0) }.filter { child in
            json.member(child, named: "type").flatMap { json.string($0) } == "ForEach"
        }
        guard let object = forEachs.first else { return nil }
        guard ["LazyVStack", "LazyHStack", "LazyVGrid", "LazyHGrid"].contains(type), json.count(list) == 1 else {
            throw failure(.invalidDocument, at: object, "a ForEach is all of a lazy stack's or lazy grid's children (its rows, built on demand)")
        }
        try checkObject(object, allowing: Self.forEachFields, what: "ForEach")
        var lower = 0, count: Int
        switch (json.member(object, named: "count"), json.member(object, named: "range")) {
        case (let value?, nil):
            count = try wholeNumber(value, what: "a ForEach count")
        case (nil, let value?):
            guard json.kind(of: value) == .array, json.count(value) == 2, let low = json.element(value, at: 0), let high = json.element(value, at: 1) else {
                throw failure(.invalidDocument, at: value, "expected a range [lower, upper] (lower ..< upper), found \(describe(value))")
            }
            lower = try wholeNumber(low, what: "a range's lower bound", signed: true)
            let upper = try wholeNumber(high, what: "a range's upper bound", signed: true)
            guard upper >= lower else { throw failure(.invalidValue, at: value, "the range's upper bound \(upper) is below its lower bound \(lower)") }
            count = upper - lower
        default:
            throw failure(.invalidDocument, at: object, "a ForEach has a 'count' or a 'range' (one of them)")
        }
        let variable = try json.member(object, named: "variable").map { value throws(LayoutError) in try string(value, what: "a variable name") }
        let content = try required(object, "content", what: "a ForEach")
        guard json.kind(of: content) == .object else {
            throw failure(.invalidDocument, at: content, "expected a view (an object with a 'type'), found \(describe(content))")
        }
        return RowTemplate(content: content, lower: lower, count: count, variable: variable)
    }

    /// A whole number of `value` (≥ 0 unless `signed`) that an `Int` holds.
    private func wholeNumber(_ value: JSONValueID, what: String, signed: Bool = false) throws(LayoutError) -> Int {
        let number = try self.number(value, .finite)
        guard number == number.rounded(), abs(number) <= 9_007_199_254_740_992, signed || number >= 0 else {
            throw failure(.invalidValue, at: value, "\(what) must be a whole number\(signed ? "" : " ≥ 0"), not \(NumberFormatting.json(number))")
        }
        return Int(number)
    }

    /// A ScrollView's `viewport`: `{"offset": x, "length": l}`.
    func readViewport(_ value: JSONValueID, of view: ViewID) throws(LayoutError) {
        try checkObject(value, allowing: ["offset", "length"], what: "a viewport")
        let offset = try number(try required(value, "offset", what: "a viewport"), .finite)
        let length = try number(try required(value, "length", what: "a viewport"), .finite)
        do throws(LayoutError) { try tree.setViewport(of: view, offset: offset, length: length) } catch { throw located(error, at: value) }
    }

    /// Gives each lazy container with a ForEach its rows: row `i` is the content read for
    /// element `lower + i` (its texts' `\(variable)` that element, its ids ending `[i]`), by
    /// a reader of its own that shares this one's guides and fonts but not the tree it holds
    /// (the tree keeps the builder).
    mutating func setRows() throws(LayoutError) {
        for (spec, template) in rowTemplates {
            let context = (json, guideNamespace, horizontalGuides, verticalGuides, compiledExpressions, fonts)
            let view = specs[spec].view
            do throws(LayoutError) {
                try tree.setRows(of: view, count: template.count) { tree, index in
                    var reader = DocumentReader(json: context.0, tree: tree)
                    (reader.guideNamespace, reader.horizontalGuides, reader.verticalGuides) = (context.1, context.2, context.3)
                    (reader.compiledExpressions, reader.fonts) = (context.4, context.5)
                    reader.rowVariable = template.variable.map { ($0, template.lower + index) }
                    reader.idSuffix = "[\(index)]"
                    return try reader.readViewTree(template.content)
                }
            } catch {
                throw located(error, at: specs[spec].json)
            }
        }
        rowTemplates.removeAll()
    }
}
