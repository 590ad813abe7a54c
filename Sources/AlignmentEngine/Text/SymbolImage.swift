/// The box of an SF Symbol at the medium image scale, in ems: multiples of the point size of
/// the font the symbol is drawn in. Symbols differ in width; without a size of its own (given
/// with the image, or for its name with `LayoutTree.defineSymbol(_:size:)`) a symbol is the
/// default square, 1 em a side.
public struct SymbolSize: Hashable, Sendable {
    /// The width in ems, finite and ≥ 0.
    public var width: Double
    /// The height in ems, finite and ≥ 0.
    public var height: Double

    /// A box of `width` x `height` ems.
    public init(width: Double, height: Double) {
        self.width = width
        self.height = height
    }

    /// A square of 1 em: the box of a symbol without a size of its own (ASSUMED; see
    /// docs/decisions.md, "SF Symbols").
    public static let `default` = SymbolSize(width: 1, height: 1)

    /// SF's cap height in ems, 1,443 of 2,048 units, as Capsize read it from the system font's
    /// files (`@capsizecss/metrics`, `appleSystem`). Symbols are centred on the middle of the
    /// cap height of the text they sit in (HIG SF Symbols: symbol scales "are defined relative
    /// to the cap height of the San Francisco font").
    public static let capHeight = 1443.0 / 2048.0

    /// Checks that both lengths are finite and ≥ 0.
    func validate(_ what: @autoclosure () -> String) throws(LayoutError) {
        for (name, value) in [("width", width), ("height", height)] {
            guard value.isFinite, value >= 0 else {
                throw LayoutError(.invalidValue, "\(what()) \(name) must be a finite number of ems ≥ 0, not \(value)")
            }
        }
    }
}

/// A symbol image of a tree: its name and the size given with it (nil: its name's).
struct SymbolImage {
    var name: String
    var size: SymbolSize?
}

/// The box a symbol image lays out in: its size and the distance from its top to its
/// baseline, which sits on the baseline of text next to it.
struct SymbolBox: Equatable {
    var width: Double
    var height: Double
    var baseline: Double
}

extension TextEnvironment {
    /// The box of a symbol of `size` (ems at the medium scale) drawn in this environment's
    /// font: `p` the font's point size (its text style's at the Dynamic Type size), scaled by
    /// the image scale (small 0.8, medium 1, large 1.3), the width also by the weight's
    /// `advanceFactor`; centred on the middle of the font's cap height (`SymbolSize.capHeight`
    /// × p above the baseline).
    func symbolBox(_ size: SymbolSize) -> SymbolBox {
        let font = symbolFont()
        let side = font.size * imageScale.factor
        let height = side * size.height
        return SymbolBox(width: side * size.width * font.weight.advanceFactor, height: height,
                         baseline: (height + SymbolSize.capHeight * font.size) / 2)
    }
}

extension Image.Scale {
    /// The scale's size relative to medium: Apple's `NSImage.SymbolScale` pages, "approximately
    /// 20% smaller" (small) and "approximately 30% larger" (large) (PUBLISHED).
    var factor: Double {
        switch self {
        case .small: 0.8
        case .medium: 1
        case .large: 1.3
        }
    }
}

extension SymbolImage {
    /// SF Symbols names the engine knows without a size given for them: common symbols of
    /// iOS screens, each laid out in the default square. Any other name lays out the same,
    /// with a warning (`LayoutTree.warnings`), since it may be misspelled.
    static let knownNames: Set<String> = [
        "arrow.clockwise", "arrow.counterclockwise", "arrow.down", "arrow.down.circle", "arrow.down.right",
        "arrow.left", "arrow.right", "arrow.right.circle.fill", "arrow.triangle.2.circlepath", "arrow.up",
        "arrow.up.forward", "arrow.up.right", "arrow.uturn.backward", "backward.fill", "bag", "bell", "bell.fill",
        "bolt", "bolt.fill", "book", "book.fill", "bookmark", "bookmark.fill", "bubble.left", "bubble.left.fill",
        "calendar", "camera", "camera.fill", "cart", "cart.fill", "chart.bar", "chart.bar.fill", "checkmark",
        "checkmark.circle", "checkmark.circle.fill", "checkmark.seal.fill", "chevron.backward", "chevron.down",
        "chevron.forward", "chevron.left", "chevron.right", "chevron.up", "circle", "circle.fill", "clock",
        "clock.fill", "cloud", "cloud.bolt", "cloud.fill", "cloud.rain", "cloud.rain.fill", "cloud.sun",
        "cloud.sun.fill", "creditcard", "doc", "doc.fill", "doc.on.doc", "doc.text", "drop", "ellipsis",
        "ellipsis.circle", "envelope", "envelope.fill", "exclamationmark.triangle", "exclamationmark.triangle.fill",
        "eye", "eye.fill", "eye.slash", "flag", "flag.fill", "folder", "folder.fill", "forward.fill", "gear",
        "gearshape", "gearshape.fill", "globe", "hand.thumbsup", "hand.wave", "heart", "heart.fill", "house",
        "house.fill", "info.circle", "info.circle.fill", "line.3.horizontal", "link", "list.bullet", "location",
        "location.fill", "lock", "lock.fill", "magnifyingglass", "map", "mappin", "mic", "mic.fill", "minus",
        "minus.circle", "moon", "moon.fill", "music.note", "paperplane", "paperplane.fill", "pause", "pause.fill",
        "pencil", "person", "person.2", "person.circle", "person.crop.circle", "person.crop.circle.fill", "person.fill",
        "phone", "phone.fill", "photo", "play", "play.fill", "plus", "plus.circle", "plus.circle.fill",
        "questionmark.circle", "slider.horizontal.3", "snowflake", "sparkles", "speaker.wave.2.fill", "square",
        "square.and.arrow.down", "square.and.arrow.up", "square.and.pencil", "square.grid.2x2", "star", "star.fill",
        "stop.fill", "sun.max", "sun.max.fill", "tag", "thermometer", "trash", "trash.fill", "tray", "wifi", "wind",
        "xmark", "xmark.circle", "xmark.circle.fill",
    ]
}
