/// An enumeration whose cases are named as SwiftUI names them, and as documents and the
/// command line spell them (`.accessibility3`, `.semibold`, `.middle`).
public protocol SwiftUINamed: CaseIterable {}

extension SwiftUINamed {
    /// SwiftUI's name of the case.
    public var name: String { "\(self)" }

    /// The case SwiftUI calls `name`, or nil.
    public init?(name: String) {
        guard let match = Self.allCases.first(where: { $0.name == name }) else { return nil }
        self = match
    }
}

extension Font {
    /// SwiftUI's nine font weights (`Font.Weight`), lightest first.
    public enum Weight: UInt8, SwiftUINamed, Hashable, Sendable {
        /// Weight class 100.
        case ultraLight
        /// Weight class 200.
        case thin
        /// Weight class 300.
        case light
        /// Weight class 400: the text styles' own weight, but `headline`'s.
        case regular
        /// Weight class 500.
        case medium
        /// Weight class 600: `headline`'s own weight, and `.bold()` of most text styles.
        case semibold
        /// Weight class 700: `.bold()` of the titles and of fonts of their own metrics.
        case bold
        /// Weight class 800.
        case heavy
        /// Weight class 900.
        case black

        /// The weight's class in OpenType's `usWeightClass` scale: 100 (ultraLight) to 900 (black).
        public var weightClass: Int { 100 * (Int(rawValue) + 1) }

        /// How much wider than the regular weight's a character of this weight is in the
        /// metrics model: 2 % per hundred of `weightClass` from regular (ultraLight 0.94,
        /// semibold 1.04, bold 1.06, black 1.10). ASSUMED: no advance of SF Pro at each weight
        /// has been published or measured (docs/decisions.md, "Text weights and widths").
        public var advanceFactor: Double { 1 + 0.02 * Double(weightClass - 400) / 100 }
    }

    /// SwiftUI's font widths (`Font.Width`): SF Pro's compressed, condensed, standard and
    /// expanded faces.
    public enum Width: UInt8, SwiftUINamed, Hashable, Sendable {
        /// SF Pro Compressed: 62.5 % of the standard advance in the model.
        case compressed
        /// SF Pro Condensed: 75 %.
        case condensed
        /// The standard width.
        case standard
        /// SF Pro Expanded: 125 %.
        case expanded

        /// How much wider than the standard width's a character of this width is: OpenType's
        /// nominal `usWidthClass` percentages (extra-condensed 62.5 % for compressed, condensed
        /// 75 %, expanded 125 %). DERIVED: nobody published SF Pro's own ratios.
        public var advanceFactor: Double {
            switch self {
            case .compressed: 0.625
            case .condensed: 0.75
            case .standard: 1
            case .expanded: 1.25
            }
        }
    }

    /// How much wider an italic character is than an upright one: SF's average lowercase width
    /// is 873 units in the italic face and 853 in the upright one (2,048 units per em), as
    /// Capsize read them from the system font's files (`@capsizecss/metrics`, `appleSystem`).
    public static let italicAdvanceFactor = 873.0 / 853.0

    /// The font in SwiftUI's words: `.title.bold()`, `.system(size: 20).weight(.light)`, or its
    /// metrics for a font of other metrics.
    public var swiftUI: String {
        var out: String
        if let textStyle {
            out = ".\(textStyle.rawValue)"
        } else if self.metrics == Font(metricsModelSize: size) {
            out = ".system(size: \(ExplanationText.number(size)))"
        } else {
            out = "Font(size: \(ExplanationText.number(size)), ascent: \(ExplanationText.number(ascent)), descent: \(ExplanationText.number(descent)), "
                + "leading: \(ExplanationText.number(leading)), advance: \(ExplanationText.number(advance)))"
        }
        if isBold { out += ".bold()" }
        if let weight { out += ".weight(.\(weight.name))" }
        if let width { out += ".width(.\(width.name))" }
        if isItalic { out += ".italic()" }
        if isMonospaced { out += ".monospaced()" }
        if isMonospacedDigit { out += ".monospacedDigit()" }
        return out
    }

    // MARK: Modifiers, as SwiftUI's `Font` has them

    /// The font with `change` made.
    private func with(_ change: (inout Font) -> Void) -> Font {
        var copy = self
        change(&copy)
        return copy
    }

    /// The font in the emphasized weight of its text style (`Font.bold()`).
    public func bold() -> Font { with { ($0.isBold, $0.weight) = (true, nil) } }
    /// The font in another weight (`Font.weight(_:)`).
    public func weight(_ weight: Weight) -> Font { with { ($0.weight, $0.isBold) = (weight, false) } }
    /// The font in another width (`Font.width(_:)`).
    public func width(_ width: Width) -> Font { with { $0.width = width } }
    /// The italic font (`Font.italic()`).
    public func italic() -> Font { with { $0.isItalic = true } }
    /// The monospaced font (`Font.monospaced()`).
    public func monospaced() -> Font { with { $0.isMonospaced = true } }
    /// The font with digits of one width (`Font.monospacedDigit()`).
    public func monospacedDigit() -> Font { with { $0.isMonospacedDigit = true } }

    /// The system font of `size` points, a font of fixed metrics by the text styles' rule
    /// (ascent `round(0.78 size)`, descent `size − ascent`, advance `round(0.53 size)`), in
    /// `weight` (nil: regular): `Font.system(size:weight:)`.
    public static func system(size: Double, weight: Weight? = nil) -> Font {
        var font = Font(metricsModelSize: size)
        font.weight = weight
        return font
    }

    /// The metrics-model font of a text style, in `weight` (nil: the style's own):
    /// `Font.system(_:weight:)`.
    public static func system(_ style: TextStyle, weight: Weight? = nil) -> Font {
        var font = style.font
        font.weight = weight
        return font
    }
}
