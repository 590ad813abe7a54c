/// A key for a value a view gives the custom `Layout` it is a subview of (SwiftUI's
/// `LayoutValueKey`): set it with `layoutValue(key:value:)`, read it in the layout as
/// `subview[Key.self]`. A subview that sets no value gives `defaultValue`.
///
/// ```swift
/// struct Rank: LayoutValueKey { static let defaultValue = 0 }
/// Text("first").layoutValue(key: Rank.self, value: 1)
/// // in the layout: subviews.sorted { $0[Rank.self] < $1[Rank.self] }
/// ```
public protocol LayoutValueKey {
    /// The type of the values.
    associatedtype Value
    /// The value of a subview that sets none.
    static var defaultValue: Value { get }
}

extension View {
    /// Gives the view `value` for `key`, read by the custom layout the view is a subview of
    /// as `subview[key]`. The value belongs to the view with all its modifiers.
    public func layoutValue<K: LayoutValueKey>(key: K.Type, value: K.Value) -> ModifiedContent<Self> {
        ModifiedContent(content: self, modification: .deferred({ tree, view throws(LayoutError) in
            try tree.setLayoutValue(key, value, of: view)
        }))
    }
}

extension LayoutSubview {
    /// The subview's value for `key`: the one it set with `layoutValue(key:value:)`, else
    /// the key's `defaultValue`.
    public subscript<K: LayoutValueKey>(key: K.Type) -> K.Value {
        subviews.pass.tree.layoutValue(.type(ObjectIdentifier(key)), at: node) as? K.Value ?? K.defaultValue
    }

    /// The subview's number under `name` (set with `LayoutTree.setLayoutValue(named:_:of:)`,
    /// the C and Python layout values), or nil when it set none.
    public func layoutValue(named name: String) -> Double? {
        subviews.pass.tree.layoutValue(.name(name), at: node) as? Double
    }
}
