/// An image of a natural size. Without `resizable()` it keeps that size whatever it is
/// proposed; resizable, it takes the proposal.
public struct Image: PrimitiveView {
    let width: CGFloat
    let height: CGFloat
    let isResizable: Bool

    /// An image whose natural size is `width` x `height` (the engine has no image files;
    /// `name` is kept for readability of transcribed code).
    public init(_ name: String = "", width: CGFloat, height: CGFloat) {
        self.width = width
        self.height = height
        self.isResizable = false
    }

    /// A system symbol of a natural size.
    public init(systemName: String, width: CGFloat = 20, height: CGFloat = 20) {
        self.init(systemName, width: width, height: height)
    }

    private init(width: CGFloat, height: CGFloat, isResizable: Bool) {
        self.width = width
        self.height = height
        self.isResizable = isResizable
    }

    /// An image that takes the size it is proposed.
    public func resizable() -> Image { Image(width: width, height: height, isResizable: true) }

    public func _emit(into emitter: inout ViewEmitter) throws(LayoutError) {
        try emitter.emit(.image(width: width, height: height, resizable: isResizable))
    }
}

/// Text in the metrics font model: wraps at word boundaries under a proposed width and has
/// first and last text baselines.
public struct Text: PrimitiveView {
    let string: String
    var font: Font?

    /// A text of `string`, in the environment's font (`.body` unless `.font(_:)` says otherwise).
    public init(_ string: String) { self.string = string }

    /// The text in a given font.
    public func font(_ font: Font) -> Text {
        var copy = self
        copy.font = font
        return copy
    }

    public func _emit(into emitter: inout ViewEmitter) throws(LayoutError) {
        let content = TextContent(string, font: font ?? emitter.font, lineLimit: emitter.lineLimit, reservesSpace: emitter.reservesSpace,
                                  lineSpacing: emitter.lineSpacing, alignment: emitter.textAlignment)
        try emitter.emit(.text(content))
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
