/// SwiftUI's text styles (`Font.TextStyle`) as fonts of the metrics model, at their sizes for
/// the default Dynamic Type size ("large").
///
/// Each style's metrics follow from its point size s, as the document format's `body`
/// (17: ascent 13, descent 4, advance 9) and `title` (28: 22, 6, 15) examples do: ascent
/// `round(0.78 s)`, descent `s − ascent`, advance `round(0.53 s)`, no leading. The model has
/// no weights: `headline` (semibold in SwiftUI) has the metrics of `body`.
public enum TextStyle: String, CaseIterable, Hashable, Sendable {
    /// `.largeTitle`: 34 points.
    case largeTitle
    /// `.title`: 28 points.
    case title
    /// `.title2`: 22 points.
    case title2
    /// `.title3`: 20 points.
    case title3
    /// `.headline`: 17 points (semibold in SwiftUI; the metrics of `body` here).
    case headline
    /// `.body`: 17 points.
    case body
    /// `.callout`: 16 points.
    case callout
    /// `.subheadline`: 15 points.
    case subheadline
    /// `.footnote`: 13 points.
    case footnote
    /// `.caption`: 12 points.
    case caption
    /// `.caption2`: 11 points.
    case caption2

    /// The style's point size: SwiftUI's for the default Dynamic Type size (`large`).
    public var size: Double { size(at: .large) }

    /// The style's font in the metrics model at the default Dynamic Type size.
    public var font: Font { font(at: .large) }
}

extension Font {
    /// SwiftUI's `.largeTitle` in the metrics model: 34 points.
    public static let largeTitle = TextStyle.largeTitle.font
    /// SwiftUI's `.title`: 28 points (the document format's `title` example).
    public static let title = TextStyle.title.font
    /// SwiftUI's `.title2`: 22 points.
    public static let title2 = TextStyle.title2.font
    /// SwiftUI's `.title3`: 20 points.
    public static let title3 = TextStyle.title3.font
    /// SwiftUI's `.headline`: 17 points, with the metrics of `body` (the model has no weights).
    public static let headline = TextStyle.headline.font
    /// SwiftUI's `.callout`: 16 points.
    public static let callout = TextStyle.callout.font
    /// SwiftUI's `.subheadline`: 15 points.
    public static let subheadline = TextStyle.subheadline.font
    /// SwiftUI's `.footnote`: 13 points.
    public static let footnote = TextStyle.footnote.font
    /// SwiftUI's `.caption`: 12 points.
    public static let caption = TextStyle.caption.font
    /// SwiftUI's `.caption2`: 11 points.
    public static let caption2 = TextStyle.caption2.font

    /// The metrics-model font of a text style (`Font.system(.title)`).
    public static func system(_ style: TextStyle) -> Font { style.font }
}
