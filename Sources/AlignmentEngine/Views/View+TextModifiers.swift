/// The text environment modifiers: each sets a `TextEnvironmentValue` for every `Text` and
/// symbol image inside the view, the nearest setting winning (a text's own font and text
/// modifiers are nearest of all).
extension View {
    private func textEnvironment(_ value: TextEnvironmentValue) -> ModifiedContent<Self> { layoutModifier(.textEnvironment(value)) }

    /// The font of every text without one of its own (nil: the default, `.body`).
    public func font(_ font: Font?) -> ModifiedContent<Self> { textEnvironment(.font(font ?? .body)) }
    /// SwiftUI's `\.defaultFont`: the font of the texts inside that have no font of their own
    /// and no `.font(_:)` above them (the controls' compositions set it).
    func defaultFont(_ font: Font) -> ModifiedContent<Self> { textEnvironment(.defaultFont(font)) }
    /// The weight of the text inside (nil: each font's own).
    public func fontWeight(_ weight: Font.Weight?) -> ModifiedContent<Self> { textEnvironment(.fontWeight(weight)) }
    /// The emphasized weight of each text's style (`false`: each font's own weight).
    public func bold(_ isActive: Bool = true) -> ModifiedContent<Self> { textEnvironment(.bold(isActive)) }
    /// Italic text inside.
    public func italic(_ isActive: Bool = true) -> ModifiedContent<Self> { textEnvironment(.italic(isActive)) }
    /// Monospaced text inside.
    public func monospaced(_ isActive: Bool = true) -> ModifiedContent<Self> { textEnvironment(.monospaced(isActive)) }
    /// Digits of one width in the text inside.
    public func monospacedDigit() -> ModifiedContent<Self> { textEnvironment(.monospacedDigit(true)) }
    /// The width of the text inside (nil: standard).
    public func fontWidth(_ width: Font.Width?) -> ModifiedContent<Self> { textEnvironment(.fontWidth(width)) }
    /// Points after every character of the text inside, the last one of a line too.
    public func kerning(_ kerning: CGFloat) -> ModifiedContent<Self> { textEnvironment(.kerning(kerning)) }
    /// Points between the characters of the text inside.
    public func tracking(_ tracking: CGFloat) -> ModifiedContent<Self> { textEnvironment(.tracking(tracking)) }
    /// Raises (positive) or lowers (negative) the text inside; its lines grow by the offset.
    public func baselineOffset(_ baselineOffset: CGFloat) -> ModifiedContent<Self> { textEnvironment(.baselineOffset(baselineOffset)) }
    /// How far (a fraction from 0 to 1 of their size) texts inside that would be truncated
    /// may shrink to fit.
    public func minimumScaleFactor(_ factor: CGFloat) -> ModifiedContent<Self> { textEnvironment(.minimumScaleFactor(factor)) }
    /// Where truncated texts inside lose their characters.
    public func truncationMode(_ mode: Text.TruncationMode) -> ModifiedContent<Self> { textEnvironment(.truncationMode(mode)) }
    /// Whether texts inside may squeeze a line up to 5 % too long before truncating it.
    public func allowsTightening(_ flag: Bool) -> ModifiedContent<Self> { textEnvironment(.allowsTightening(flag)) }
    /// The Dynamic Type size of the text styles inside (clamped to any range set around it).
    public func dynamicTypeSize(_ size: DynamicTypeSize) -> ModifiedContent<Self> { textEnvironment(.dynamicTypeSize(size)) }
    /// Keeps the Dynamic Type size inside within `range` (`...DynamicTypeSize.xxxLarge`);
    /// an empty range is an error.
    public func dynamicTypeSize<T: RangeExpression>(_ range: T) -> ModifiedContent<Self> where T.Bound == DynamicTypeSize {
        let sizes = DynamicTypeSize.allCases.filter { range.contains($0) }
        guard let lower = sizes.first, let upper = sizes.last else {
            return ModifiedContent(content: self, modification: .deferred { _, view throws(LayoutError) in
                throw LayoutError(.invalidValue, "\(view): the dynamicTypeSize range holds no size")
            })
        }
        return textEnvironment(.dynamicTypeSizeRange(lower...upper))
    }
    /// The scale of the symbol images inside.
    public func imageScale(_ scale: Image.Scale) -> ModifiedContent<Self> { textEnvironment(.imageScale(scale)) }
}
