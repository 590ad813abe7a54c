import AlignmentEngine

// Text environment modifiers (font, weight, Dynamic Type ...), the tree's Dynamic Type size,
// SF Symbols, how texts fit (truncated, shrunk), warnings, and scaled values.

@_cdecl("ae_view_apply_text_modifier")
public func ae_view_apply_text_modifier(_ tree: OpaquePointer?, _ view: Int32, _ modifier: Int32, _ value: Double) -> Int32 {
    modify(tree, view, .textModifier, [Double(modifier), value])
}

@_cdecl("ae_view_set_text_modifier")
public func ae_view_set_text_modifier(_ tree: OpaquePointer?, _ view: Int32, _ index: Int32, _ modifier: Int32, _ value: Double) -> Int32 {
    setModifier(tree, .textModifier, view, index, [Double(modifier), value])
}

@_cdecl("ae_view_apply_dynamic_type_size_range")
public func ae_view_apply_dynamic_type_size_range(_ tree: OpaquePointer?, _ view: Int32, _ minimum: Int32, _ maximum: Int32) -> Int32 {
    modify(tree, view, .dynamicTypeSizeRange, [Double(minimum), Double(maximum)])
}

@_cdecl("ae_view_apply_font")
public func ae_view_apply_font(_ tree: OpaquePointer?, _ view: Int32, _ metrics: UnsafeRawPointer?, _ traits: UnsafePointer<Int32>?) -> Int32 {
    modify(tree, view) { _, _ in
        guard let font = try font(metrics, traits) else { throw CError(Status.nullArgument, "metrics is NULL and traits name no text style") }
        return .textEnvironment(.font(font))
    }
}

@_cdecl("ae_view_set_text_font")
public func ae_view_set_text_font(_ tree: OpaquePointer?, _ view: Int32, _ metrics: UnsafeRawPointer?, _ traits: UnsafePointer<Int32>?) -> Int32 {
    change(tree, view) { handle, view in try handle.tree.setFont(try font(metrics, traits), of: view) }
}

@_cdecl("ae_tree_set_dynamic_type_size")
public func ae_tree_set_dynamic_type_size(_ tree: OpaquePointer?, _ size: Int32) -> Int32 {
    withTree(tree) { handle in handle.tree.setDynamicTypeSize(try dynamicTypeSize(Double(size), "size")) }
}

@_cdecl("ae_tree_set_font")
public func ae_tree_set_font(_ tree: OpaquePointer?, _ metrics: UnsafeRawPointer?, _ traits: UnsafePointer<Int32>?) -> Int32 {
    withTree(tree) { handle in try handle.tree.setFont(try font(metrics, traits)) }
}

@_cdecl("ae_view_create_symbol")
public func ae_view_create_symbol(
    _ tree: OpaquePointer?, _ name: UnsafePointer<CChar>?, _ size: UnsafePointer<Double>?, _ resizable: Int32, _ outView: UnsafeMutablePointer<Int32>?
) -> Int32 {
    create(tree, outView) { _ in
        .add(.symbol(name: try string(name, "name"), size: size.map { SymbolSize(width: $0[0], height: $0[1]) }, resizable: resizable != 0))
    }
}

@_cdecl("ae_tree_define_symbol")
public func ae_tree_define_symbol(_ tree: OpaquePointer?, _ name: UnsafePointer<CChar>?, _ width: Double, _ height: Double) -> Int32 {
    withTree(tree) { handle in try handle.tree.defineSymbol(try string(name, "name"), size: SymbolSize(width: width, height: height)) }
}

@_cdecl("ae_tree_get_warnings")
public func ae_tree_get_warnings(
    _ tree: OpaquePointer?, _ outText: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?, _ outLength: UnsafeMutablePointer<Int>?
) -> Int32 {
    withTree(tree) { handle in
        let outText = try required(outText, "out_text"), outLength = try required(outLength, "out_length")
        (outText.pointee, outLength.pointee) = copyToMalloc(handle.tree.warnings.map { $0 + "\n" }.joined())
    }
}

@_cdecl("ae_view_get_text_fit")
public func ae_view_get_text_fit(
    _ tree: OpaquePointer?, _ view: Int32, _ outTruncated: UnsafeMutablePointer<Int32>?, _ outScale: UnsafeMutablePointer<Double>?
) -> Int32 {
    withTree(tree) { handle in
        let view = try handle.view(view)
        let truncated = try required(outTruncated, "out_truncated"), scale = try required(outScale, "out_scale")
        guard try handle.tree.type(of: view) == .text else { throw CError.invalidArgument("\(view) is not a Text") }
        try handle.requireLaidOut()
        guard let text = handle.tree.textLines(of: view, strings: false) else {
            throw CError(Status.notLaidOut, "\(view) is not below the root of the last layout")
        }
        (truncated.pointee, scale.pointee) = (text.isTruncated ? 1 : 0, text.scale)
    }
}

@_cdecl("ae_tree_get_text_fits")
public func ae_tree_get_text_fits(
    _ tree: OpaquePointer?, _ outFits: UnsafeMutablePointer<Double>?, _ capacity: Int, _ outCount: UnsafeMutablePointer<Int>?
) -> Int32 {
    withTree(tree) { handle in
        let count = try required(outCount, "out_count")
        try handle.requireLaidOut()
        var fits: [(view: Int32, lines: TextLines)] = []
        for id in 0..<Int32(handle.tree.viewCount) {
            if let text = handle.tree.textLines(of: ViewID(id), strings: false) { fits.append((id, text)) }
        }
        count.pointee = fits.count
        guard capacity >= fits.count else {
            throw CError(Status.bufferTooSmall, "the buffer holds \(UInt(bitPattern: capacity)) texts; the layout has \(fits.count)")
        }
        guard !fits.isEmpty else { return }
        let out = try required(outFits, "out_fits")
        for (t, fit) in fits.enumerated() {
            (out[3 * t], out[3 * t + 1], out[3 * t + 2]) = (Double(fit.view), fit.lines.isTruncated ? 1 : 0, fit.lines.scale)
        }
    }
}

@_cdecl("ae_text_style_scaled_value")
public func ae_text_style_scaled_value(_ style: Int32, _ value: Double, _ size: Int32, _ outValue: UnsafeMutablePointer<Double>?) -> Int32 {
    cCall {
        let out = try required(outValue, "out_value")
        guard value.isFinite else { throw CError.invalidValue("value must be finite, not \(value)") }
        out.pointee = try textStyle(style).scaledValue(value, at: try dynamicTypeSize(Double(size), "size"))
    }
}

@_cdecl("ae_font_get_text_style_at")
public func ae_font_get_text_style_at(_ style: Int32, _ size: Int32, _ outFont: UnsafeMutablePointer<Double>?) -> Int32 {
    cCall {
        let out = try required(outFont, "out_font")
        let font = try textStyle(style).font(at: try dynamicTypeSize(Double(size), "size"))
        for (index, value) in [font.size, font.ascent, font.descent, font.leading, font.advance].enumerated() { out[index] = value }
    }
}

// MARK: Arguments

/// An `ae_text_style`.
func textStyle(_ style: Int32) throws(CError) -> TextStyle {
    guard style >= 0, Int(style) < TextStyle.allCases.count else {
        throw .invalidArgument("style must be an ae_text_style (AE_TEXT_STYLE_LARGE_TITLE ... AE_TEXT_STYLE_CAPTION2), not \(style)")
    }
    return TextStyle.allCases[Int(style)]
}

/// An `ae_dynamic_type_size`.
func dynamicTypeSize(_ value: Double, _ name: String) throws(CError) -> DynamicTypeSize {
    DynamicTypeSize.allCases[try choice(value, name, count: DynamicTypeSize.allCases.count)]
}

/// The font of an `ae_font` (nil: none) with an `ae_font_traits` (nil: none): a text style's
/// font when the traits name one (then without metrics), else the metrics' font, with the
/// traits' weight, width and flags; nil when neither gives a font.
func font(_ metrics: UnsafeRawPointer?, _ traits: UnsafePointer<Int32>?) throws(CError) -> Font? {
    guard let traits else { return metrics.map(fontMetrics) }
    let style = traits[0], weight = traits[1], width = traits[2]
    var font: Font
    if style >= 0 {
        guard metrics == nil else { throw .invalidArgument("give metrics or a text style in traits, not both") }
        font = try textStyle(style).font
    } else if let metrics {
        font = fontMetrics(metrics)
    } else {
        return nil
    }
    if weight >= 0 { font.weight = try member(Font.Weight.allCases, Double(weight), "traits weight") }
    if width >= 0 { font.width = try member(Font.Width.allCases, Double(width), "traits width") }
    let flags = try (3..<7).map { index throws(CError) in try integer(Double(traits[index]), "traits flag", in: 0...1) == 1 }
    (font.isBold, font.isItalic, font.isMonospaced, font.isMonospacedDigit) = (flags[0], flags[1], flags[2], flags[3])
    if font.isBold { font.weight = nil }
    return font
}

/// Member `value` of `cases`, an enum operand.
func member<T>(_ cases: [T], _ value: Double, _ name: String) throws(CError) -> T { cases[try choice(value, name, count: cases.count)] }

/// The five doubles of an `ae_font` (size, ascent, descent, leading, advance) as a font.
func fontMetrics(_ font: UnsafeRawPointer) -> Font {
    let metrics = (0..<5).map { font.load(fromByteOffset: $0 * 8, as: Double.self) }
    return Font(size: metrics[0], ascent: metrics[1], descent: metrics[2], leading: metrics[3], advance: metrics[4])
}

/// The text environment value of `ae_text_modifier` `key` with its number `value`, checked
/// by the header's rules (an enum value, 0 or 1, a finite number, a factor from 0 to 1).
func textModifier(_ key: Int, _ value: Double) throws(CError) -> TextEnvironmentValue {
    func member<T>(_ cases: [T], _ name: String, optional: Bool = false) throws(CError) -> T? {
        if optional && value.isNaN { return nil }
        return try AlignmentEngineC.member(cases, value, name)
    }
    func flag() throws(CError) -> Bool { try integer(value, "value", in: 0...1) == 1 }
    func points(_ name: String) throws(CError) -> Double { try NumberRule.signed.require(value, name) }
    switch TextEnvironmentValue.names[key] {
    case "font": return .font(try textStyle(Int32(try integer(value, "text style", in: 0...Int(Int32.max)))).font)
    case "fontWeight": return .fontWeight(try member(Font.Weight.allCases, "font weight", optional: true))
    case "bold": return .bold(try flag())
    case "italic": return .italic(try flag())
    case "monospaced": return .monospaced(try flag())
    case "monospacedDigit": return .monospacedDigit(try flag())
    case "fontWidth": return .fontWidth(try member(Font.Width.allCases, "font width", optional: true))
    case "kerning": return .kerning(try points("kerning"))
    case "tracking": return .tracking(try points("tracking"))
    case "baselineOffset": return .baselineOffset(try points("baseline offset"))
    case "minimumScaleFactor":
        guard value >= 0, value <= 1 else { throw .invalidValue("minimum scale factor must be from 0 to 1, not \(value)") }
        return .minimumScaleFactor(value)
    case "truncationMode": return .truncationMode(try member(Text.TruncationMode.allCases, "truncation mode")!)
    case "allowsTightening": return .allowsTightening(try flag())
    case "dynamicTypeSize": return .dynamicTypeSize(try dynamicTypeSize(value, "dynamic type size"))
    default: return .imageScale(try member(Image.Scale.allCases, "image scale")!)
    }
}
