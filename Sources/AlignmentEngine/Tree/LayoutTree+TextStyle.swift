/// Changing how a `Text` sets its lines, in place (as `setText(_:of:)` changes its string).
extension LayoutTree {
    /// Changes a Text's line limit (nil: none); `reservesSpace`: a text with fewer lines is
    /// as tall as `limit` lines (`.lineLimit(_:reservesSpace:)`).
    /// - Throws: `.invalidValue` for a limit below 1; `.invalidTree` unless `view` is a Text.
    public func setLineLimit(_ limit: Int?, reservesSpace: Bool = false, of view: ViewID) throws(LayoutError) {
        try changeText(of: view) { text in
            text.lineLimit = limit
            text.reservesSpace = reservesSpace
        }
    }

    /// Changes the points added between a Text's lines (`.lineSpacing(_:)`).
    /// - Throws: `.invalidValue` unless `spacing` is a finite number ≥ 0; `.invalidTree`
    ///   unless `view` is a Text.
    public func setLineSpacing(_ spacing: Double, of view: ViewID) throws(LayoutError) {
        try changeText(of: view) { $0.lineSpacing = spacing }
    }

    /// Changes a Text's own font (nil: its environment's), as `Text.font(_:)` sets it.
    /// - Throws: `.invalidValue` for metrics that are not finite numbers ≥ 0; `.invalidTree`
    ///   unless `view` is a Text.
    public func setFont(_ font: Font?, of view: ViewID) throws(LayoutError) {
        try changeText(of: view) { $0.font = font }
        // Resolved in the root's environment at once, in its own environment before the next layout.
        let index = nodes[try record(view).core].textIndex
        texts[index].style = rootTextEnvironment.resolve(font)
        if !textEnvironment.values.isEmpty { needsTextResolution() }
    }

    /// Applies `change` to a Text's content if the result is valid, and records the change.
    private func changeText(of view: ViewID, _ change: (inout TextContent) -> Void) throws(LayoutError) {
        let record = try record(view, is: [.text])
        let index = nodes[record.core].textIndex
        var text = texts[index]
        change(&text)
        try text.validate()
        texts[index] = text
        noteChange(at: record.core, changesFacts: false)
    }
}
