/// A font in the metrics model: a deterministic monospaced font described by its line
/// metrics and the advance of every character, so that text lays out the same everywhere.
public struct Font: Hashable, Sendable {
    /// The nominal size in points (informational).
    public var size: Double
    /// Distance from the top of a line to its baseline.
    public var ascent: Double
    /// Distance from the baseline to the bottom of a line.
    public var descent: Double
    /// Extra space below each line.
    public var leading: Double
    /// Width of every character.
    public var advance: Double

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

    /// The document format's default `body` font.
    public static let body = Font(size: 17, ascent: 13, descent: 4, leading: 0, advance: 9)

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
    /// The font every character is set in.
    public var font: Font
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

    /// A text's content, in the body font, with no line limit, no line spacing and leading
    /// alignment by default.
    public init(_ string: String, font: Font = .body, lineLimit: Int? = nil, reservesSpace: Bool = false,
                lineSpacing: Double = 0, alignment: TextAlignment = .leading) {
        self.string = string
        self.scalars = Array(string.unicodeScalars)
        self.font = font
        self.lineLimit = lineLimit
        self.reservesSpace = reservesSpace
        self.lineSpacing = lineSpacing
        self.alignment = alignment
    }

    /// The same content with another string (the style stays).
    func replacingString(_ string: String) -> TextContent {
        TextContent(string, font: font, lineLimit: lineLimit, reservesSpace: reservesSpace, lineSpacing: lineSpacing, alignment: alignment)
    }

    /// Distance from the top of one line to the top of the next: line height + line spacing.
    var linePitch: Double { font.lineHeight + lineSpacing }

    /// The height of `lines` lines (at least one), line spacing between them.
    func height(ofLines lines: Int) -> Double {
        let count = Double(Swift.max(lines, 1))
        return count * font.lineHeight + (count - 1) * lineSpacing
    }

    /// Checks the font's metrics, the line limit and the line spacing.
    func validate() throws(LayoutError) {
        try font.validate()
        if let limit = lineLimit, limit < 1 {
            throw LayoutError(.invalidValue, "lineLimit must be at least 1, not \(limit)")
        }
        guard lineSpacing.isFinite, lineSpacing >= 0 else {
            throw LayoutError(.invalidValue, "lineSpacing must be a finite number ≥ 0, not \(lineSpacing)")
        }
    }
}
