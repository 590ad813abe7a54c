/// A font in the metrics model: a deterministic monospaced font described by its line
/// metrics and the advance of every character, so that text lays out the same everywhere.
///
/// A font made from a text style (``Font/body``, ``Font/title``, `Font.system(.caption)`)
/// keeps its ``textStyle`` and follows the Dynamic Type size of the text's environment, as
/// SwiftUI's text styles do; a font made from metrics (`Font(size:ascent:descent:advance:)`,
/// `Font.system(size:)`) keeps its size. Its traits (``weight``, ``isBold``, ``width``,
/// ``isItalic``, ``isMonospaced``, ``isMonospacedDigit``) change its advance by the rule of
/// `Font.Weight.advanceFactor` and `Font.Width.advanceFactor`; the metrics given are those of
/// the font's own weight.
public struct Font: Hashable, Sendable {
    /// The nominal size in points.
    public var size: Double
    /// Distance from the top of a line to its baseline.
    public var ascent: Double
    /// Distance from the baseline to the bottom of a line.
    public var descent: Double
    /// Extra space below each line.
    public var leading: Double
    /// Width of every character.
    public var advance: Double
    /// The SwiftUI text style the font is set in, or nil for a font of fixed metrics. A style
    /// font takes the style's metrics at its environment's Dynamic Type size.
    public var textStyle: TextStyle?
    /// The weight `.weight(_:)` / `.fontWeight(_:)` chose; nil: the font's own (`regular`,
    /// `semibold` for `headline`).
    public var weight: Weight?
    /// Whether `.bold()` chose the emphasized weight of the font's text style (bold for the
    /// titles, semibold for the others, bold for a font of fixed metrics).
    public var isBold: Bool = false
    /// The width `.width(_:)` / `.fontWidth(_:)` chose; nil: standard.
    public var width: Width?
    /// `.italic()`.
    public var isItalic: Bool = false
    /// `.monospaced()`: SF Mono in SwiftUI; the model's characters are all one advance already.
    public var isMonospaced: Bool = false
    /// `.monospacedDigit()`: digits of one width; the model's are already.
    public var isMonospacedDigit: Bool = false

    /// A font with the given metrics (no leading by default).
    public init(size: Double, ascent: Double, descent: Double, leading: Double = 0, advance: Double) {
        self.size = size
        self.ascent = ascent
        self.descent = descent
        self.leading = leading
        self.advance = advance
    }

    /// Height of one line: ascent + descent + leading.
    public var lineHeight: Double { ascent + descent + leading }

    /// SwiftUI's `.body` text style: 17 points at the default Dynamic Type size (the
    /// document format's default font).
    public static let body = TextStyle.body.font

    /// The font's metrics alone: its size, ascent, descent, leading and advance, without its
    /// text style or traits.
    public var metrics: Font { Font(size: size, ascent: ascent, descent: descent, leading: leading, advance: advance) }

    /// Checks that every metric is a finite number ≥ 0.
    func validate() throws(LayoutError) {
        for (name, value) in [("size", size), ("ascent", ascent), ("descent", descent), ("leading", leading), ("advance", advance)] {
            guard value.isFinite, value >= 0 else {
                throw LayoutError(.invalidValue, "font \(name) must be a finite number ≥ 0, not \(value)")
            }
        }
    }
}

/// How the lines of a multi-line text are placed inside its frame.
public enum TextAlignment: UInt8, Hashable, Sendable, CaseIterable {
    /// Lines flush with the leading edge, centred, or flush with the trailing edge.
    case leading, center, trailing
}

/// A `Text` view's content and style.
public struct TextContent: Sendable {
    /// The characters, as Unicode scalars (the metrics model counts scalars).
    let scalars: [Unicode.Scalar]
    /// The text's characters.
    public let string: String
    /// The text's own font, or nil for its environment's (`.font(_:)` on a view around it;
    /// ``Font/body`` when none sets one).
    public var font: Font?
    /// The most lines the text may take (the last one truncated with an ellipsis), or `nil` for
    /// no limit.
    public var lineLimit: Int?
    /// Whether the text is as tall as `lineLimit` lines even when it has fewer:
    /// `.lineLimit(_:reservesSpace:)`.
    public var reservesSpace: Bool
    /// Points added between consecutive lines (`.lineSpacing(_:)`), a finite number ≥ 0.
    public var lineSpacing: Double
    /// How lines shorter than the frame are placed in it.
    public var alignment: TextAlignment
    /// What the text's font and environment come to (the tree resolves it: see
    /// `TextEnvironment`); the font and environment of a text outside any tree.
    var style: ResolvedTextStyle

    /// A text's content, in its environment's font, with no line limit, no line spacing and
    /// leading alignment by default.
    public init(_ string: String, font: Font? = nil, lineLimit: Int? = nil, reservesSpace: Bool = false,
                lineSpacing: Double = 0, alignment: TextAlignment = .leading) {
        self.string = string
        self.scalars = Array(string.unicodeScalars)
        self.font = font
        self.lineLimit = lineLimit
        self.reservesSpace = reservesSpace
        self.lineSpacing = lineSpacing
        self.alignment = alignment
        self.style = TextEnvironment().resolve(font)
    }

    /// The same content with another string (the style stays).
    func replacingString(_ string: String) -> TextContent {
        var copy = TextContent(string, font: font, lineLimit: lineLimit, reservesSpace: reservesSpace, lineSpacing: lineSpacing, alignment: alignment)
        copy.style = style
        return copy
    }

    /// The font the text lays out in, its environment resolved (in a tree, as of its last
    /// layout): its text style's metrics at its Dynamic Type size, its advance widened by its
    /// weight, width, italic and kerning, its ascent or descent grown by a baseline offset.
    public var resolvedFont: Font { style.font }

    /// Distance from the top of one line to the top of the next: line height + line spacing.
    var linePitch: Double { style.font.lineHeight + lineSpacing }

    /// The height of `lines` lines (at least one), line spacing between them.
    func height(ofLines lines: Int) -> Double {
        let count = Double(Swift.max(lines, 1))
        return count * style.font.lineHeight + (count - 1) * lineSpacing
    }

    /// Checks the font's metrics, the line limit and the line spacing.
    func validate() throws(LayoutError) {
        try font?.validate()
        if let limit = lineLimit, limit < 1 {
            throw LayoutError(.invalidValue, "lineLimit must be at least 1, not \(limit)")
        }
        guard lineSpacing.isFinite, lineSpacing >= 0 else {
            throw LayoutError(.invalidValue, "lineSpacing must be a finite number ≥ 0, not \(lineSpacing)")
        }
    }
}
