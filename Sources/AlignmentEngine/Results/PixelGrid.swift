/// SwiftUI's rounding of displayed frames to the pixel grid (§12.5): both corners of a rect
/// in the root's space are rounded half up to multiples of `1 / scale`, so neighbours never
/// overlap or leave a gap.
public struct PixelGrid: Hashable, Sendable {
    /// Pixels per point (2 on a typical phone screen).
    public let scale: Double

    /// The grid of a screen with `scale` pixels per point.
    public init(scale: Double) { self.scale = scale }

    /// `floor(v × scale + 0.5) / scale`.
    public func round(_ value: Double) -> Double {
        guard value.isFinite else { return value }
        return (value * scale + 0.5).rounded(.down) / scale
    }

    /// The rectangle whose corners are the given rectangle's corners rounded to the grid.
    public func round(_ rect: Rect) -> Rect {
        let minX = round(rect.minX), minY = round(rect.minY)
        let maxX = round(rect.maxX), maxY = round(rect.maxY)
        return Rect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    }
}
