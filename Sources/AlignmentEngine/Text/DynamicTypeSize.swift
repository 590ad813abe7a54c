/// SwiftUI's `DynamicTypeSize`: the text size a person chose, from `xSmall` to
/// `accessibility5`; `large` is the default.
public enum DynamicTypeSize: UInt8, SwiftUINamed, Comparable, Hashable, Sendable {
    /// The smallest size (body 14 points).
    case xSmall
    /// Body 15 points.
    case small
    /// Body 16 points.
    case medium
    /// The default size (body 17 points).
    case large
    /// Body 19 points.
    case xLarge
    /// Body 21 points.
    case xxLarge
    /// The largest size that is not an accessibility size (body 23 points).
    case xxxLarge
    /// The first accessibility size (body 28 points).
    case accessibility1
    /// Body 33 points.
    case accessibility2
    /// Body 40 points.
    case accessibility3
    /// Body 47 points.
    case accessibility4
    /// The largest size (body 53 points).
    case accessibility5

    /// Whether the size is one of the five accessibility sizes.
    public var isAccessibilitySize: Bool { self >= .accessibility1 }

    public static func < (a: DynamicTypeSize, b: DynamicTypeSize) -> Bool { a.rawValue < b.rawValue }
}

extension TextStyle {
    /// The style's point size at every Dynamic Type size, `xSmall` to `accessibility5`: Apple's
    /// Human Interface Guidelines, Typography, "iOS, iPadOS Dynamic Type sizes" and "larger
    /// accessibility type sizes" (revision of 2025-12-16; platform-metrics.md 2.1). UIKit's
    /// `preferredFont(forTextStyle:)` printed the same 132 sizes on iOS 13.3 but one:
    /// `caption2` at `accessibility5` measured 41, published 40 (the published number is kept).
    var pointSizes: [Double] {
        switch self {
        case .largeTitle: [31, 32, 33, 34, 36, 38, 40, 44, 48, 52, 56, 60]
        case .title: [25, 26, 27, 28, 30, 32, 34, 38, 43, 48, 53, 58]
        case .title2: [19, 20, 21, 22, 24, 26, 28, 34, 39, 44, 50, 56]
        case .title3: [17, 18, 19, 20, 22, 24, 26, 31, 37, 43, 49, 55]
        case .headline, .body: [14, 15, 16, 17, 19, 21, 23, 28, 33, 40, 47, 53]
        case .callout: [13, 14, 15, 16, 18, 20, 22, 26, 32, 38, 44, 51]
        case .subheadline: [12, 13, 14, 15, 17, 19, 21, 25, 30, 36, 42, 49]
        case .footnote: [12, 12, 12, 13, 15, 17, 19, 23, 27, 33, 38, 44]
        case .caption: [11, 11, 11, 12, 14, 16, 18, 22, 26, 32, 37, 43]
        case .caption2: [11, 11, 11, 11, 13, 15, 17, 20, 24, 29, 34, 40]
        }
    }

    /// The style's point size at Dynamic Type size `dynamicTypeSize`.
    public func size(at dynamicTypeSize: DynamicTypeSize) -> Double { pointSizes[Int(dynamicTypeSize.rawValue)] }

    /// The style's metrics at Dynamic Type size `dynamicTypeSize`, as a font of fixed metrics,
    /// by the same rule as `font` (ascent `round(0.78 s)`, descent `s − ascent`, advance
    /// `round(0.53 s)`).
    public func font(at dynamicTypeSize: DynamicTypeSize) -> Font { Font(metricsModelSize: size(at: dynamicTypeSize)) }
}

extension Font {
    /// The metrics-model font of point size `s`: ascent `round(0.78 s)`, descent `s − ascent`,
    /// no leading, advance `round(0.53 s)` (the document format's `body` and `title`).
    init(metricsModelSize s: Double) {
        let ascent = (0.78 * s).rounded()
        self.init(size: s, ascent: ascent, descent: s - ascent, leading: 0, advance: (0.53 * s).rounded())
    }
}
