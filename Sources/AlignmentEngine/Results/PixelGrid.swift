/// SwiftUI's rounding of displayed frames to the pixel grid (§12.5): both corners of a rect
/// in the root's space are rounded half up to multiples of `1 / scale`, so neighbours never
/// overlap or leave a gap.
public struct PixelGrid: Hashable, Sendable {
    public let scale: Double

    public init(scale: Double) { self.scale = scale }

    /// `floor(v × scale + 0.5) / scale`.
    public func round(_ value: Double) -> Double {
        guard value.isFinite else { return value }
        return (value * scale + 0.5).rounded(.down) / scale
    }

    public func round(_ rect: Rect) -> Rect {
        let minX = round(rect.minX), minY = round(rect.minY)
        let maxX = round(rect.maxX), maxY = round(rect.maxY)
        return Rect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    }
}
