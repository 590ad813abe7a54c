/// SwiftUI's rounding of displayed frames to the pixel grid (§12.5): both corners of a rect
/// in the root's space are rounded half up to multiples of `1 / scale`, so neighbours never
/// overlap or leave a gap.
public struct PixelGrid: Hashable, Sendable {
    /// Pixels per point (2 on a typical phone screen).
    public let scale: Double

    /// The grid of a screen with `scale` pixels per point.
    public init(scale: Double) { self.scale = scale }

    /// `floor(v × scale + 0.5) / scale`; a value so large that `v × scale` is not finite
    /// stays as it is (every number that large is a whole number anyway).
    public func round(_ value: Double) -> Double {
        let scaled = value * scale
        guard scaled.isFinite else { return value }
        return (scaled + 0.5).rounded(.down) / scale
    }

    /// The rectangle whose corners are the given rectangle's corners rounded to the grid.
    public func round(_ rect: Rect) -> Rect {
        let (x, width) = round(rect.x, rect.width), (y, height) = round(rect.y, rect.height)
        return Rect(x: x, y: y, width: width, height: height)
    }

    /// An origin and a length with both ends rounded. Past 2^52 pixels every number is a
    /// whole pixel and the ends cannot be told apart from their rounding, so such a span
    /// stays as it is; a finite length whose far end lies past the largest finite number
    /// keeps its length.
    private func round(_ origin: Double, _ length: Double) -> (Double, Double) {
        guard abs(origin * scale) < 0x1p52 else { return (origin, length) }
        let low = round(origin), high = round(origin + length)
        return (low, high.isFinite || !length.isFinite ? high - low : length)
    }
}
