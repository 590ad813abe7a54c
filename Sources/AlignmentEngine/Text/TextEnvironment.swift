/// One text setting a modifier gives every `Text` and symbol image inside the view it
/// modifies, as SwiftUI's environment values do (`.font(_:)`, `.fontWeight(_:)`,
/// `.dynamicTypeSize(_:)`, ...): the nearest setting above a text wins, and a text's own font
/// is nearer than any.
public enum TextEnvironmentValue: Hashable, Sendable {
    /// `.font(_:)`: the font of texts without one of their own. A font's traits (weight,
    /// width, italic, monospaced) are set where the font is.
    case font(Font)
    /// `.fontWeight(_:)` (nil: the font's own weight).
    case fontWeight(Font.Weight?)
    /// `.bold(_:)`: the emphasized weight of each text's style (false: the font's own weight).
    case bold(Bool)
    /// `.italic(_:)`.
    case italic(Bool)
    /// `.monospaced(_:)`.
    case monospaced(Bool)
    /// `.monospacedDigit()`.
    case monospacedDigit(Bool)
    /// `.fontWidth(_:)` (nil: standard).
    case fontWidth(Font.Width?)
    /// `.kerning(_:)`: points added after every character, the last of a line too (Apple:
    /// "the kerning affects the trailing edge of the text view as well").
    case kerning(Double)
    /// `.tracking(_:)`: points added between characters; like trailing white space, none after
    /// the last character of a line (Apple: "the system treats tracking as trailing whitespace").
    case tracking(Double)
    /// `.baselineOffset(_:)`: raises (positive) or lowers (negative) the text from its
    /// baseline; each line grows by the offset (Apple: "the bounds of the view expand to
    /// contain the moved text").
    case baselineOffset(Double)
    /// `.minimumScaleFactor(_:)`: a text that would be truncated shrinks until it fits, down
    /// to this fraction (0 ... 1) of its size.
    case minimumScaleFactor(Double)
    /// `.truncationMode(_:)`: where the last line of a truncated text loses its characters.
    case truncationMode(Text.TruncationMode)
    /// `.allowsTightening(_:)`: a line up to 5 % too long is squeezed to fit before the text
    /// is truncated (AppKit's `tighteningFactorForTruncation` default, 0.05).
    case allowsTightening(Bool)
    /// `.dynamicTypeSize(_:)`: the Dynamic Type size text styles take, clamped to any range an
    /// enclosing `.dynamicTypeSize(_:)` set.
    case dynamicTypeSize(DynamicTypeSize)
    /// `.dynamicTypeSize(_:)` with a range: the size inside stays in the range (Apple: "limits
    /// the size ... a value set outside the range is clamped").
    case dynamicTypeSizeRange(ClosedRange<DynamicTypeSize>)
    /// `.imageScale(_:)`: the scale of symbol images.
    case imageScale(Image.Scale)
    /// SwiftUI's `\.defaultFont`, which controls set for their labels (a Button's control
    /// size's font, a Label's body): the font of texts with no font of their own and no
    /// `.font(_:)` above them, so that `.font(.title)` on a Button still sets its title. Not a
    /// public modifier of SwiftUI: the controls' compositions set it, documents and C do not.
    case defaultFont(Font)

    /// The modifier's name as SwiftUI spells it, for messages and explanations.
    public var name: String {
        switch self {
        case .font: "font"
        case .fontWeight: "fontWeight"
        case .bold: "bold"
        case .italic: "italic"
        case .monospaced: "monospaced"
        case .monospacedDigit: "monospacedDigit"
        case .fontWidth: "fontWidth"
        case .kerning: "kerning"
        case .tracking: "tracking"
        case .baselineOffset: "baselineOffset"
        case .minimumScaleFactor: "minimumScaleFactor"
        case .truncationMode: "truncationMode"
        case .allowsTightening: "allowsTightening"
        case .dynamicTypeSize, .dynamicTypeSizeRange: "dynamicTypeSize"
        case .imageScale: "imageScale"
        case .defaultFont: "defaultFont"
        }
    }

    /// Whether SwiftUI's `Text` has the modifier as a method of its own (`Text.bold()`,
    /// `Text.kerning(_:)` ...): applied to a text directly, such modifiers are the text's own
    /// attributes, and a later one replaces an earlier one, where an environment value set
    /// nearer to a view wins. The others (`.dynamicTypeSize`, `.minimumScaleFactor`,
    /// `.truncationMode`, `.allowsTightening`, `.imageScale`) are environment values only.
    public var isTextAttribute: Bool {
        switch self {
        case .font, .fontWeight, .bold, .italic, .monospaced, .monospacedDigit, .fontWidth, .kerning, .tracking, .baselineOffset: true
        default: false
        }
    }

    /// Every value's name, in the order of the cases (a modifier node keeps its value's index).
    public static let names = ["font", "fontWeight", "bold", "italic", "monospaced", "monospacedDigit", "fontWidth", "kerning", "tracking",
                        "baselineOffset", "minimumScaleFactor", "truncationMode", "allowsTightening", "dynamicTypeSize", "imageScale"]

    /// `names` and the values only the engine's compositions set (`defaultFont`).
    static let allNames = names + ["defaultFont"]

    /// The index of the value's name in `allNames`: which value a modifier sets.
    var key: Int32 { Int32(Self.allNames.firstIndex(of: name)!) }

    /// The modifier in SwiftUI's words: `.fontWeight(.bold)`, `.dynamicTypeSize(...DynamicTypeSize.xxxLarge)`.
    public var swiftUI: String {
        func number(_ value: Double) -> String { ExplanationText.number(value) }
        let argument: String
        switch self {
        case .font(let font), .defaultFont(let font): argument = font.swiftUI
        case .fontWeight(let weight): argument = weight.map { ".\($0.name)" } ?? "nil"
        case .fontWidth(let width): argument = width.map { ".\($0.name)" } ?? "nil"
        case .bold(let isActive), .italic(let isActive), .monospaced(let isActive): argument = isActive ? "" : "false"
        case .allowsTightening(let isActive): argument = "\(isActive)"
        case .monospacedDigit: argument = ""
        case .kerning(let points), .tracking(let points), .baselineOffset(let points), .minimumScaleFactor(let points): argument = number(points)
        case .truncationMode(let mode): argument = ".\(mode.name)"
        case .dynamicTypeSize(let size): argument = ".\(size.name)"
        case .dynamicTypeSizeRange(let range):
            argument = range.lowerBound == .xSmall ? "...DynamicTypeSize.\(range.upperBound.name)"
                : range.upperBound == .accessibility5 ? "DynamicTypeSize.\(range.lowerBound.name)..."
                : "DynamicTypeSize.\(range.lowerBound.name)...DynamicTypeSize.\(range.upperBound.name)"
        case .imageScale(let scale): argument = ".\(scale.name)"
        }
        return ".\(name)(\(argument))"
    }

    /// Checks the value's numbers: finite, and a scale factor from 0 to 1.
    func validate() throws(LayoutError) {
        switch self {
        case .font(let font), .defaultFont(let font):
            try font.validate()
        case .kerning(let points), .tracking(let points), .baselineOffset(let points):
            guard points.isFinite else { throw LayoutError(.invalidValue, "\(name) must be a finite number, not \(points)") }
        case .minimumScaleFactor(let factor):
            guard factor >= 0, factor <= 1 else {
                throw LayoutError(.invalidValue, "minimumScaleFactor must be from 0 to 1, not \(factor)")
            }
        default:
            break
        }
    }
}

/// The text settings in effect at a point of the tree: the tree's Dynamic Type size, then
/// every `TextEnvironmentValue` above it applied from the root down.
struct TextEnvironment: Equatable {
    /// Which weight a text takes.
    enum WeightChoice: Equatable {
        /// Its font's own weight.
        case own
        /// The emphasized weight of its text style (`.bold()`).
        case emphasized
        /// A weight of its own (`.fontWeight(_:)`).
        case weight(Font.Weight)
    }

    var dynamicTypeSize: DynamicTypeSize = .large
    var dynamicTypeRange: ClosedRange<DynamicTypeSize> = .xSmall ... .accessibility5
    var font: Font? = nil
    /// The font of texts when no `.font(_:)` is set (`TextEnvironmentValue.defaultFont`).
    var defaultFont: Font? = nil
    var weight: WeightChoice = .own
    var width: Font.Width? = nil
    var isItalic = false
    var isMonospaced = false
    var isMonospacedDigit = false
    var kerning = 0.0
    var tracking = 0.0
    var baselineOffset = 0.0
    var minimumScaleFactor = 1.0
    var truncationMode: Text.TruncationMode = .tail
    var allowsTightening = false
    var imageScale: Image.Scale = .medium

    /// The environment of a tree whose Dynamic Type size is `size`.
    init(dynamicTypeSize size: DynamicTypeSize = .large) { dynamicTypeSize = size }

    /// The environment below a modifier that sets `value`.
    mutating func apply(_ value: TextEnvironmentValue) {
        switch value {
        case .font(let font):
            self.font = font
            applyTraits(of: font)
        case .fontWeight(let weight): self.weight = weight.map { .weight($0) } ?? .own
        case .bold(let isActive): weight = isActive ? .emphasized : .own
        case .italic(let isActive): isItalic = isActive
        case .monospaced(let isActive): isMonospaced = isActive
        case .monospacedDigit(let isActive): isMonospacedDigit = isActive
        case .fontWidth(let width): self.width = width
        case .kerning(let points): kerning = points
        case .tracking(let points): tracking = points
        case .baselineOffset(let points): baselineOffset = points
        case .minimumScaleFactor(let factor): minimumScaleFactor = factor
        case .truncationMode(let mode): truncationMode = mode
        case .allowsTightening(let isActive): allowsTightening = isActive
        case .dynamicTypeSize(let size): dynamicTypeSize = size.clamped(to: dynamicTypeRange)
        case .dynamicTypeSizeRange(let range):
            dynamicTypeRange = range.lowerBound.clamped(to: dynamicTypeRange) ... range.upperBound.clamped(to: dynamicTypeRange)
            dynamicTypeSize = dynamicTypeSize.clamped(to: dynamicTypeRange)
        case .imageScale(let scale): imageScale = scale
        case .defaultFont(let font): defaultFont = font
        }
    }

    /// A font's traits, set where the font is (a font without one leaves it as it was).
    private mutating func applyTraits(of font: Font) {
        if font.isBold { weight = .emphasized } else if let own = font.weight { weight = .weight(own) }
        if let width = font.width { self.width = width }
        if font.isItalic { isItalic = true }
        if font.isMonospaced { isMonospaced = true }
        if font.isMonospacedDigit { isMonospacedDigit = true }
    }

    /// The environment of a text with its own font `own` (nil: none) and the font it is set
    /// in: its own, else the nearest `.font(_:)`'s, else the default font, else `.body`.
    private func baseFont(_ own: Font?) -> (font: Font, environment: TextEnvironment) {
        var environment = self
        if let own { environment.apply(.font(own)) }
        return (environment.font ?? environment.defaultFont ?? .body, environment)
    }

    /// The weight a text in `font` takes, and that font's own weight.
    private func weights(of font: Font) -> (effective: Font.Weight, own: Font.Weight) {
        let own = font.textStyle?.weight ?? .regular
        switch weight {
        case .own: return (own, own)
        case .emphasized: return (font.textStyle?.emphasizedWeight ?? .bold, own)
        case .weight(let chosen): return (chosen, own)
        }
    }

    /// What a text whose own font is `own` comes to in this environment, with `attributes`,
    /// the text modifiers applied to it directly, in the order applied (a later one wins).
    func resolve(_ own: Font?, attributes: [TextEnvironmentValue] = []) -> ResolvedTextStyle {
        var environment = baseFont(own).environment
        for attribute in attributes { environment.apply(attribute) }
        return environment.resolve(font: environment.font ?? environment.defaultFont ?? .body)
    }

    private func resolve(font base: Font) -> ResolvedTextStyle {
        let size = dynamicTypeSize
        var font = base.textStyle.map { $0.font(at: size) } ?? base.metrics
        let (effective, own) = weights(of: base)
        var factor = effective.advanceFactor / own.advanceFactor * (width ?? .standard).advanceFactor
        if isItalic { factor *= Font.italicAdvanceFactor }
        font.advance = Swift.max(0, font.advance * factor + kerning)
        font.ascent += Swift.max(0, baselineOffset)
        font.descent += Swift.max(0, -baselineOffset)
        font.textStyle = base.textStyle
        font.weight = effective
        font.width = width
        font.isItalic = isItalic
        font.isMonospaced = isMonospaced
        font.isMonospacedDigit = isMonospacedDigit
        return ResolvedTextStyle(font: font, tracking: Swift.max(tracking, -font.advance), minimumScaleFactor: minimumScaleFactor,
                                 truncationMode: truncationMode, allowsTightening: allowsTightening,
                                 dynamicTypeSize: base.textStyle == nil ? nil : size)
    }

    /// The point size and weight a symbol image takes from the font it is drawn in.
    func symbolFont() -> (size: Double, weight: Font.Weight) {
        let (base, environment) = baseFont(nil)
        let size = base.textStyle.map { $0.size(at: environment.dynamicTypeSize) } ?? base.size
        return (size, environment.weights(of: base).effective)
    }
}

/// What a text's font and environment come to: the metrics its layout uses and how it fits.
struct ResolvedTextStyle: Equatable, Sendable {
    /// The metrics of every character: the font at its Dynamic Type size, its advance widened
    /// by its weight, width, italic and kerning, its ascent (descent) grown by a positive
    /// (negative) baseline offset; its text style and traits as resolved.
    var font: Font
    /// Points between characters (none after the last of a line), at least −advance.
    var tracking: Double
    var minimumScaleFactor: Double
    var truncationMode: Text.TruncationMode
    var allowsTightening: Bool
    /// The Dynamic Type size a text style was resolved at (nil: a font of fixed metrics).
    var dynamicTypeSize: DynamicTypeSize?
}

extension DynamicTypeSize {
    /// The size, or the nearest end of `range`.
    func clamped(to range: ClosedRange<DynamicTypeSize>) -> DynamicTypeSize {
        Swift.min(Swift.max(self, range.lowerBound), range.upperBound)
    }
}
