extension LayoutTree {
    /// Sets the pixels per point of the screen the tree is laid out for (nil: none). A
    /// `Divider` is one pixel thick: `1 / scale` points, or 1 point without a scale. A change
    /// makes the next layout cold. Frames stay exact: `result(pixelScale:)` rounds them.
    /// - Throws: `.invalidValue` unless `scale` is nil or a finite number > 0.
    public func setPixelScale(_ scale: Double?) throws(LayoutError) {
        if let scale {
            guard scale.isFinite, scale > 0 else {
                throw LayoutError(.invalidValue, "pixelScale must be a finite number > 0, not \(scale)")
            }
        }
        guard scale != pixelScale else { return }
        pixelScale = scale
        lastLayout.stamp = nil
        cache.reset(nodeCount: nodes.count)
    }

    /// A Divider's thickness: one pixel.
    var dividerThickness: Double { pixelScale.map { 1 / $0 } ?? 1 }
}
