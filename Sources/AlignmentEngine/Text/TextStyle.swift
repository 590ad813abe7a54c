/// SwiftUI's text styles (`Font.TextStyle`) as fonts of the metrics model, at their sizes for
/// the default Dynamic Type size ("large").
///
/// Each style's metrics follow from its point size s, as the document format's `body`
/// (17: ascent 13, descent 4, advance 9) and `title` (28: 22, 6, 15) examples do: ascent
/// `round(0.78 s)`, descent `s − ascent`, advance `round(0.53 s)`, no leading. Those are the
/// metrics of the style's own weight: `headline` (semibold in SwiftUI) has the metrics of
/// `body`, and a weight changes the advance relative to the style's own (`Font.Weight`).
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

    /// The style's font: its metrics at the default Dynamic Type size, and the style, so that
    /// a text set in it follows the Dynamic Type size of its environment.
    public var font: Font {
        var font = font(at: .large)
        font.textStyle = self
        return font
    }

    /// The style's own weight on iOS: semibold for `headline`, regular for the others (HIG
    /// Typography, Specifications, PUBLISHED).
    public var weight: Font.Weight { self == .headline ? .semibold : .regular }

    /// The weight `.bold()` gives the style, its emphasized weight on iOS: bold for
    /// `largeTitle`, `title` and `title2`, semibold for the others (HIG Typography,
    /// Specifications, revision of 2025-12-16; PUBLISHED).
    public var emphasizedWeight: Font.Weight {
        switch self {
        case .largeTitle, .title, .title2: .bold
        default: .semibold
        }
    }
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
    /// SwiftUI's `.headline`: 17 points, semibold, with the metrics of `body`.
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
}
