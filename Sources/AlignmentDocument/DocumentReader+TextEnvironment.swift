import AlignmentEngine

/// The text environment: the top-level `dynamicTypeSize` and `symbols`, the text modifiers
/// (`font`, `fontWeight`, `bold`, `dynamicTypeSize`, `imageScale` ...) and symbol images
/// (`{"type": "Image", "systemName": "star"}`); docs/document-extensions.md.
extension DocumentReader {
    static let textModifierNames = TextEnvironmentValue.names

    /// `"xSmall"` ... `"accessibility5"`.
    func dynamicTypeSize(_ value: JSONValueID) throws(LayoutError) -> DynamicTypeSize {
        try choice(value, DynamicTypeSize.allCases.map { ($0.name, $0) }, what: "Dynamic Type size")
    }

    /// `symbols`: `{"NAME": {"width": EMS, "height": EMS}}`, the box of each named symbol at
    /// the medium scale, in ems of its font's point size.
    func readSymbols(_ object: JSONValueID) throws(LayoutError) {
        guard json.kind(of: object) == .object else {
            throw failure(.invalidDocument, at: object, "expected an object of symbol sizes by name, found \(describe(object))")
        }
        for (name, value) in json.members(object) {
            let size = try symbolSize(value)
            do throws(LayoutError) { try tree.defineSymbol(name, size: size) } catch { throw located(error, at: value) }
        }
    }

    /// `{"width": EMS, "height": EMS}`, both numbers ≥ 0.
    func symbolSize(_ value: JSONValueID) throws(LayoutError) -> SymbolSize {
        try checkObject(value, allowing: ["width", "height"], what: "a symbol size")
        return SymbolSize(width: try number(try required(value, "width", what: "a symbol size"), .size),
                          height: try number(try required(value, "height", what: "a symbol size"), .size))
    }

    /// The text environment modifier `name` with its value `body`, or nil for another name.
    func textEnvironmentValue(_ name: String, _ body: JSONValueID) throws(LayoutError) -> TextEnvironmentValue? {
        func named<T>(_ cases: [T], _ name: (T) -> String, what: String, nullable: Bool) throws(LayoutError) -> T? {
            if nullable && json.kind(of: body) == .null { return nil }
            return try choice(body, cases.map { (name($0), $0) }, what: what)
        }
        switch name {
        case "font": return .font(try font(named: body))
        case "fontWeight": return .fontWeight(try named(Font.Weight.allCases, \.name, what: "font weight", nullable: true))
        case "fontWidth": return .fontWidth(try named(Font.Width.allCases, \.name, what: "font width", nullable: true))
        case "bold": return .bold(try bool(body))
        case "italic": return .italic(try bool(body))
        case "monospaced": return .monospaced(try bool(body))
        case "monospacedDigit": return .monospacedDigit(try bool(body))
        case "allowsTightening": return .allowsTightening(try bool(body))
        case "kerning": return .kerning(try number(body, .finite))
        case "tracking": return .tracking(try number(body, .finite))
        case "baselineOffset": return .baselineOffset(try number(body, .finite))
        case "minimumScaleFactor":
            let factor = try number(body, .finite)
            guard (0...1).contains(factor) else {
                throw failure(.invalidValue, at: body, "minimumScaleFactor must be from 0 to 1, not \(NumberFormatting.json(factor))")
            }
            return .minimumScaleFactor(factor)
        case "truncationMode": return .truncationMode(try named(Text.TruncationMode.allCases, \.name, what: "truncation mode", nullable: false)!)
        case "imageScale": return .imageScale(try named(Image.Scale.allCases, \.name, what: "image scale", nullable: false)!)
        case "dynamicTypeSize":
            guard json.kind(of: body) == .object else { return .dynamicTypeSize(try dynamicTypeSize(body)) }
            // SwiftUI's range form: `...DynamicTypeSize.xxxLarge` is {"max": "xxxLarge"}.
            try checkObject(body, allowing: ["min", "max"], what: "a Dynamic Type size range")
            let minimum = try json.member(body, named: "min").map { value throws(LayoutError) in try dynamicTypeSize(value) } ?? .xSmall
            let maximum = try json.member(body, named: "max").map { value throws(LayoutError) in try dynamicTypeSize(value) } ?? .accessibility5
            guard minimum <= maximum else {
                throw failure(.invalidValue, at: body, "a Dynamic Type size range needs min ≤ max, not \(minimum.name) ... \(maximum.name)")
            }
            return .dynamicTypeSizeRange(minimum...maximum)
        default: return nil
        }
    }

    /// A font by name: one of `fonts` (SwiftUI's text styles, and the document's own).
    func font(named value: JSONValueID) throws(LayoutError) -> Font {
        let name = try string(value, what: "a font name")
        guard let named = fonts[name] else {
            let defined = fonts.keys.filter { TextStyle(rawValue: $0) == nil }.sorted().map { "'\($0)'" }
            let known = defined.isEmpty ? "" : "the document defines \(defined.joined(separator: ", ")); "
            throw failure(.invalidDocument, at: value, "unknown font '\(name)' (\(known)SwiftUI's text styles are 'largeTitle', 'title', 'title2', 'title3', 'headline', 'body', 'callout', 'subheadline', 'footnote', 'caption' and 'caption2')")
        }
        return named
    }

    /// An `Image` with `systemName`: an SF Symbol sized from its font (`symbolSize`: its own
    /// box in ems), or with `width` and `height` an image of that natural size.
    func symbolImage(_ object: JSONValueID, _ name: JSONValueID) throws(LayoutError) -> ViewKind? {
        let systemName = try string(name, what: "a symbol name")
        guard json.member(object, named: "width") == nil, json.member(object, named: "height") == nil else { return nil }
        let size = try json.member(object, named: "symbolSize").map { value throws(LayoutError) in try symbolSize(value) }
        let resizable = try json.member(object, named: "resizable").map { value throws(LayoutError) in try bool(value) } ?? false
        return .symbol(name: systemName, size: size, resizable: resizable)
    }
}
