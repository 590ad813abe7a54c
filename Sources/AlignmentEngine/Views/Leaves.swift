/// An image of a natural size. Without `resizable()` it keeps that size whatever it is
/// proposed; resizable, it takes the proposal. `Image(systemName:)` is an SF Symbol, sized
/// from the font it is drawn in.
public struct Image: PrimitiveView {
    /// The scales of symbol images (`.imageScale(_:)`), relative to the font's size.
    public enum Scale: UInt8, SwiftUINamed, Hashable, Sendable {
        /// 0.8 of the medium size ("approximately 20% smaller").
        case small
        /// The font's size: the default.
        case medium
        /// 1.3 of the medium size ("approximately 30% larger").
        case large
    }

    enum Content {
        case natural(width: CGFloat, height: CGFloat)
        case symbol(name: String, size: SymbolSize?)
    }

    let content: Content
    let isResizable: Bool

    /// An image whose natural size is `width` x `height` (the engine has no image files;
    /// `name` is kept for readability of transcribed code).
    public init(_ name: String = "", width: CGFloat, height: CGFloat) {
        self.init(.natural(width: width, height: height), isResizable: false)
    }

    /// An SF Symbol, sized from the font of its environment (point size, weight, text style
    /// and Dynamic Type size) and its image scale, its baseline on the baseline of text next to
    /// it. `size` gives its box in ems at the medium scale (nil: the size `LayoutTree.defineSymbol`
    /// gave its name, else the default square, `SymbolSize.default`).
    public init(systemName: String, size: SymbolSize? = nil) {
        self.init(.symbol(name: systemName, size: size), isResizable: false)
    }

    /// An image of a fixed natural size named after a system symbol.
    public init(systemName: String, width: CGFloat, height: CGFloat) {
        self.init(systemName, width: width, height: height)
    }

    private init(_ content: Content, isResizable: Bool) {
        self.content = content
        self.isResizable = isResizable
    }

    /// An image that takes the size it is proposed.
    public func resizable() -> Image { Image(content, isResizable: true) }

    public func _emit(into emitter: inout ViewEmitter) throws(LayoutError) {
        switch content {
        case .natural(let width, let height):
            try emitter.emit(.image(width: width, height: height, resizable: isResizable))
        case .symbol(let name, let size):
            try emitter.emit(.symbol(name: name, size: size, resizable: isResizable))
        }
    }
}

/// Text in the metrics font model: wraps at word boundaries under a proposed width and has
/// first and last text baselines. Its own font and text modifiers (`.bold()`, `.kerning(_:)`
/// ...) are nearer to it than any its environment sets.
public struct Text: PrimitiveView {
    /// Where a truncated text loses its characters (`.truncationMode(_:)`): the last line
    /// keeps the text's start (`tail`, the default), its end (`head`), or both (`middle`),
    /// the ellipsis standing for the rest.
    public enum TruncationMode: UInt8, SwiftUINamed, Hashable, Sendable {
        /// The last line keeps the end of the text: "…ghijklmnop".
        case head
        /// The last line keeps its start: "abcdefghij…" (the default).
        case tail
        /// The last line keeps both: "abcde…lmnop".
        case middle
    }

    let string: String
    var font: Font?
    /// The text's own modifiers, in the order applied (the tree resolves them as its
    /// attributes: a later one wins).
    var settings: [TextEnvironmentValue] = []

    /// A text of `string`, in the environment's font (`.body` unless `.font(_:)` says otherwise).
    public init(_ string: String) { self.string = string }

    /// The text in a given font (nil: its environment's); after other text modifiers, a
    /// text modifier of its own, so that a later one wins as in SwiftUI.
    public func font(_ font: Font?) -> Text {
        guard settings.isEmpty else { return with(.font(font ?? .body)) }
        var copy = self
        copy.font = font
        return copy
    }

    private func with(_ setting: TextEnvironmentValue) -> Text {
        var copy = self
        copy.settings.append(setting)
        return copy
    }

    /// The text in the emphasized weight of its style (`.bold()`).
    public func bold(_ isActive: Bool = true) -> Text { with(.bold(isActive)) }
    /// The text in `weight` (nil: its font's own).
    public func fontWeight(_ weight: Font.Weight?) -> Text { with(.fontWeight(weight)) }
    /// The text in italics.
    public func italic(_ isActive: Bool = true) -> Text { with(.italic(isActive)) }
    /// The text in a monospaced font.
    public func monospaced(_ isActive: Bool = true) -> Text { with(.monospaced(isActive)) }
    /// The text's digits of one width.
    public func monospacedDigit() -> Text { with(.monospacedDigit(true)) }
    /// The text in `width` (nil: standard).
    public func fontWidth(_ width: Font.Width?) -> Text { with(.fontWidth(width)) }
    /// Points after every character, the last one too.
    public func kerning(_ kerning: CGFloat) -> Text { with(.kerning(kerning)) }
    /// Points between characters.
    public func tracking(_ tracking: CGFloat) -> Text { with(.tracking(tracking)) }
    /// Raises (positive) or lowers (negative) the text; its lines grow by the offset.
    public func baselineOffset(_ baselineOffset: CGFloat) -> Text { with(.baselineOffset(baselineOffset)) }

    public func _emit(into emitter: inout ViewEmitter) throws(LayoutError) {
        let content = TextContent(string, font: font, lineLimit: emitter.lineLimit, reservesSpace: emitter.reservesSpace,
                                  lineSpacing: emitter.lineSpacing, alignment: emitter.textAlignment)
        try emitter.emit(.text(content))
        guard !settings.isEmpty else { return }
        let view = emitter.pending[emitter.pending.count - 1]
        for setting in settings { try emitter.tree.apply(.textEnvironment(setting), to: view) }
    }
}

/// A leaf measured by a host function (see `HostMeasure` for the contract).
public struct Measured: PrimitiveView {
    let measure: HostMeasure
    /// A leaf that `measure` sizes.
    public init(_ measure: HostMeasure) { self.measure = measure }
    public func _emit(into emitter: inout ViewEmitter) throws(LayoutError) {
        try emitter.emit(.measured(measure))
    }
}
