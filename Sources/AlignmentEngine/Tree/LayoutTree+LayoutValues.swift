/// What names a layout value: a Swift `LayoutValueKey` type, or a name (the keys of the C and
/// Python APIs, whose values are numbers).
enum LayoutValueName: Hashable {
    case type(ObjectIdentifier)
    case name(String)
}

/// Layout values (SwiftUI's `layoutValue(key:value:)`): a view's values for the custom
/// layout it is a subview of. A value belongs to the view with all its modifiers, so the
/// layout reads it from the subview whatever modifiers wrap it. Changing one makes the next
/// layout ask the view's container again (incremental relayout included).
extension LayoutTree {
    /// Gives `view` the value `value` for `key`, read by the custom layout it is a subview of
    /// as `subview[key]`.
    public func setLayoutValue<K: LayoutValueKey>(_ key: K.Type, _ value: K.Value, of view: ViewID) throws(LayoutError) {
        try setLayoutValue(value, for: .type(ObjectIdentifier(key)), of: view)
    }

    /// Gives `view` a number under a name (the C and Python layout values), read as
    /// `subview.layoutValue(named:)`. The number must be finite.
    public func setLayoutValue(named name: String, _ value: Double, of view: ViewID) throws(LayoutError) {
        guard value.isFinite else {
            throw LayoutError(.invalidValue, "layoutValue '\(name)' of \(view) must be a finite number, not \(value)", view: view)
        }
        try setLayoutValue(value, for: .name(name), of: view)
    }

    private func setLayoutValue(_ value: Any, for key: LayoutValueName, of view: ViewID) throws(LayoutError) {
        let record = try record(view)
        try checkChangeInPlace(view)
        layoutValues[record.core, default: [:]][key] = value
        // The container reads the value: it is what changed.
        let parent = cache.isValid && Int(record.outer) < cache.parent.count ? cache.parent[record.outer] : -1
        noteChange(at: parent >= 0 ? parent : record.outer, changesFacts: false)
    }

    /// The value of `key` of the view whose outermost node (or one of its modifiers) is `n`.
    func layoutValue(_ key: LayoutValueName, at n: Int32) -> Any? {
        guard !layoutValues.isEmpty else { return nil }
        var n = n
        while nodes[n].kind.isModifier { n = childList[nodes[n].childStart] }
        return layoutValues[n]?[key]
    }
}
