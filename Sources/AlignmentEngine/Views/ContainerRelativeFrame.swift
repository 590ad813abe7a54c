extension View {
    /// Sizes the view on `axes` as a part of its container: `span` of `count` columns (or
    /// rows) `spacing` apart in the length of the nearest enclosing `ScrollView`, or of the
    /// root's proposal outside every ScrollView, by Apple's formula
    /// `(length − spacing × (count − 1)) / count × span + spacing × (span − 1)`; the view is
    /// proposed that length and aligned in it by `alignment`.
    ///
    /// ```swift
    /// ScrollView(.horizontal) {
    ///     LazyHStack(spacing: 10) {
    ///         Rectangle().aspectRatio(3 / 2, contentMode: .fit)
    ///             .containerRelativeFrame(.horizontal, count: 5, span: 2, spacing: 10)
    ///     }
    /// }   // proposed 400 wide: each rectangle is (400 − 40) / 5 × 2 + 10 = 154 wide
    /// ```
    public func containerRelativeFrame(_ axes: Axis.Set, count: Int, span: Int = 1, spacing: CGFloat, alignment: Alignment = .center) -> ModifiedContent<Self> {
        layoutModifier(.containerRelativeFrame(axes, count: count, span: span, spacing: Double(spacing), alignment: alignment))
    }

    /// Sizes the view on `axes` to its container's length there (the nearest enclosing
    /// `ScrollView`, else the root's proposal).
    public func containerRelativeFrame(_ axes: Axis.Set, alignment: Alignment = .center) -> ModifiedContent<Self> {
        layoutModifier(.containerRelativeFrame(axes, alignment: alignment))
    }

    /// Sizes the view on `axes` to the length `length` computes from the container's length
    /// and the axis (a finite number ≥ 0), as in `.containerRelativeFrame(.horizontal) {
    /// length, _ in length * 0.75 }`.
    public func containerRelativeFrame(_ axes: Axis.Set, alignment: Alignment = .center,
                                       _ length: @escaping (CGFloat, Axis) -> CGFloat) -> ModifiedContent<Self> {
        layoutModifier(.containerRelativeFrameLength(axes, alignment: alignment, length: length))
    }
}
