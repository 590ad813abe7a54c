extension Font {
    /// SwiftUI's nine font weights (`Font.Weight`), lightest first.
    public enum Weight: UInt8, CaseIterable, Hashable, Sendable {
        case ultraLight, thin, light, regular, medium, semibold, bold, heavy, black

        /// SwiftUI's name of the weight, as documents spell it.
        public var name: String { "\(self)" }

        /// The weight SwiftUI calls `name`, or nil.
        public init?(name: String) {
            guard let weight = Self.allCases.first(where: { $0.name == name }) else { return nil }
            self = weight
        }

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
    public enum Width: UInt8, CaseIterable, Hashable, Sendable {
        case compressed, condensed, standard, expanded

        /// SwiftUI's name of the width, as documents spell it.
        public var name: String { "\(self)" }

        /// The width SwiftUI calls `name`, or nil.
        public init?(name: String) {
            guard let width = Self.allCases.first(where: { $0.name == name }) else { return nil }
            self = width
        }

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

    /// The font in the emphasized weight of its text style (`Font.bold()`).
    public func bold() -> Font {
        var copy = self
        copy.isBold = true
        copy.weight = nil
        return copy
    }

    /// The font in another weight (`Font.weight(_:)`).
    public func weight(_ weight: Weight) -> Font {
        var copy = self
        copy.weight = weight
        copy.isBold = false
        return copy
    }

    /// The font in another width (`Font.width(_:)`).
    public func width(_ width: Width) -> Font {
        var copy = self
        copy.width = width
        return copy
    }

    /// The italic font (`Font.italic()`).
    public func italic() -> Font {
        var copy = self
        copy.isItalic = true
        return copy
    }

    /// The monospaced font (`Font.monospaced()`).
    public func monospaced() -> Font {
        var copy = self
        copy.isMonospaced = true
        return copy
    }

    /// The font with digits of one width (`Font.monospacedDigit()`).
    public func monospacedDigit() -> Font {
        var copy = self
        copy.isMonospacedDigit = true
        return copy
    }

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
