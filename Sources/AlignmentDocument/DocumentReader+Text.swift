import AlignmentEngine

/// Fonts (`fonts`) and `Text` views.
extension DocumentReader {
    static let fontKeys = ["size", "ascent", "descent", "leading", "advance"]

    /// Reads `fonts`: named fonts in the metrics form. `size`, `ascent`, `descent` and
    /// `advance` are required, `leading` defaults to 0; all are finite numbers ≥ 0.
    mutating func readFonts(_ object: JSONValueID) throws(LayoutError) {
        guard json.kind(of: object) == .object else {
            throw failure(.invalidDocument, at: object, "expected an object of named fonts, found \(describe(object))")
        }
        for (name, value) in json.members(object) {
            try checkObject(value, allowing: Self.fontKeys, what: "a font")
            func metric(_ key: String) throws(LayoutError) -> Double {
                try number(try required(value, key, what: "a font"), .size)
            }
            fonts[name] = Font(size: try metric("size"), ascent: try metric("ascent"), descent: try metric("descent"),
                               leading: try number(in: value, "leading", .size, absent: 0), advance: try metric("advance"))
        }
        // The document's own `body` is the font of every text without one.
        if json.member(object, named: "body") != nil { try tree.setFont(fonts["body"]) }
    }

    /// The content of a `Text` view object. `font` names a font of `fonts`: one of SwiftUI's
    /// text styles (`"title"`, `"caption2"`, …, see `TextStyle`) or a font the document
    /// defines; without it the text takes its environment's (a `font` modifier around it,
    /// else the document's `body`).
    func textContent(_ object: JSONValueID) throws(LayoutError) -> TextContent {
        var text = try string(try required(object, "text", what: "a Text"), what: "text")
        // In a ForEach's content, `\(variable)` is the row's element.
        if let (name, value) = rowVariable { text = text.replacing("\\(\(name))", with: String(value)) }
        let font = try json.member(object, named: "font").map { value throws(LayoutError) in try self.font(named: value) }
        var lineLimit: Int? = nil
        if let value = json.member(object, named: "lineLimit"), let limit = try optionalNumber(value, .finite) {
            guard limit == limit.rounded(), (1...Double(Int32.max)).contains(limit) else {
                throw failure(.invalidValue, at: value, "lineLimit must be a whole number from 1 to \(Int32.max), not \(NumberFormatting.json(limit))")
            }
            lineLimit = Int(limit)
        }
        let reservesSpace = try json.member(object, named: "reservesSpace").map { value throws(LayoutError) in try bool(value) } ?? false
        let lineSpacing = try number(in: object, "lineSpacing", .size, absent: 0)
        var alignment = TextAlignment.leading
        if let value = json.member(object, named: "multilineTextAlignment") {
            alignment = try choice(value, [("leading", .leading), ("center", .center), ("trailing", .trailing)],
                                   what: "multilineTextAlignment")
        }
        return TextContent(text, font: font, lineLimit: lineLimit, reservesSpace: reservesSpace, lineSpacing: lineSpacing, alignment: alignment)
    }
}
