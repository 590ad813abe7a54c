extension TextStyle {
    /// What `@ScaledMetric(relativeTo:)` and `UIFontMetrics(forTextStyle:).scaledValue(for:)`
    /// make of `value` at Dynamic Type size `size`: `value × scaleFactor(at:)`.
    public func scaledValue(_ value: Double, at size: DynamicTypeSize) -> Double { value * scaleFactor(at: size) }

    /// How much a value scaled relative to the style grows at `size`, relative to `large`.
    ///
    /// For `body`, three sizes are MEASURED: 1 at `large`, 16.333 / 17 at `medium` (Jared
    /// Sinclair, "Scaled Metric Surprises on iOS & iPadOS", 2024: `scaledValue(for: 17)` is
    /// 16.333 there, not the 16 of the body font) and 48 / 17 at `accessibility5` (Stack
    /// Overflow 51243804, iOS 11: `scaledFont(for:)` of 17 points is 48, not 53). At every
    /// other size, and for every other style, the factor is ASSUMED to be the style's point
    /// size there over its size at `large` (platform-metrics.md 2.3; docs/decisions.md).
    public func scaleFactor(at size: DynamicTypeSize) -> Double {
        if self == .body {
            switch size {
            case .medium: return (49.0 / 3) / 17
            case .accessibility5: return 48.0 / 17
            default: break
            }
        }
        return self.size(at: size) / self.size(at: .large)
    }
}

/// `@ScaledMetric(relativeTo: style)` of `value` at Dynamic Type size `size`: see
/// `TextStyle.scaleFactor(at:)` for what is measured and what is assumed.
public func scaledValue(_ value: Double, relativeTo style: TextStyle = .body, at size: DynamicTypeSize) -> Double {
    style.scaledValue(value, at: size)
}
