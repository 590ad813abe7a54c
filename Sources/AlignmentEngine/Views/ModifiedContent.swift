/// A view with a modifier applied, as every modifier method returns.
public struct ModifiedContent<Content: View>: PrimitiveView {
    enum Modification {
        case layout(LayoutModifier)
        /// An alignment guide, a frame or another modifier that needs the tree to resolve.
        case deferred((LayoutTree, ViewID) throws(LayoutError) -> Void)
        /// A modifier's content view (overlay, background, safeAreaInset); several views are
        /// put in a ZStack of the alignment, as SwiftUI does.
        case attached(any View, Alignment, (ViewID) -> LayoutModifier)
        case environment((inout ViewEmitter) -> Void)
        case name(String)
    }

    let content: Content
    let modification: Modification

    public func _emit(into emitter: inout ViewEmitter) throws(LayoutError) {
        if case .environment(let change) = modification {
            try emitter.withEnvironment(change, content)
            return
        }
        let views = try emitter.collect(content)
        for view in views {
            switch modification {
            case .layout(let modifier):
                try emitter.tree.apply(modifier, to: view)
            case .deferred(let apply):
                try apply(emitter.tree, view)
            case .attached(let attached, let alignment, let modifier):
                let produced = try emitter.collect(attached)
                let other: ViewID
                if produced.count == 1 {
                    other = produced[0]
                } else {
                    other = try emitter.tree.add(.zstack(alignment: alignment))
                    try emitter.tree.setChildren(of: other, to: produced)
                }
                try emitter.tree.apply(modifier(other), to: view)
            case .name(let name):
                guard views.count == 1 else { throw LayoutError(.invalidTree, "id '\(name)' names \(views.count) views") }
                try emitter.tree.setName(name, of: view)
            case .environment:
                break
            }
        }
        emitter.pending.append(contentsOf: views)
    }
}

/// The environment values that affect layout.
public struct EnvironmentValues {
    /// The direction horizontal content flows in; left to right by default.
    public var layoutDirection: LayoutDirection = .leftToRight
    /// The Dynamic Type size of the text styles inside (`.environment(\.dynamicTypeSize, …)`).
    public var dynamicTypeSize: DynamicTypeSize = .large
    /// The font of the texts inside without one of their own (nil: `.body`).
    public var font: Font? = nil
    /// The scale of the symbol images inside.
    public var imageScale: Image.Scale = .medium
    /// How far texts inside that would be truncated may shrink.
    public var minimumScaleFactor: CGFloat = 1
    /// Where truncated texts inside lose their characters.
    public var truncationMode: Text.TruncationMode = .tail
    /// Whether texts inside may squeeze a line up to 5 % too long before truncating it.
    public var allowsTightening = false
    /// The least height of a List row (nil: the platform profile's `listRowMinHeight`).
    public var defaultMinListRowHeight: CGFloat? = nil
    /// The default environment.
    public init() {}

    /// The text environment value that setting `keyPath` to its value in `self` is, or nil
    /// for `\.layoutDirection`.
    func textEnvironmentValue(_ keyPath: AnyKeyPath) -> TextEnvironmentValue? {
        switch keyPath {
        case \EnvironmentValues.dynamicTypeSize: .dynamicTypeSize(dynamicTypeSize)
        case \EnvironmentValues.font: .font(font ?? .body)
        case \EnvironmentValues.imageScale: .imageScale(imageScale)
        case \EnvironmentValues.minimumScaleFactor: .minimumScaleFactor(minimumScaleFactor)
        case \EnvironmentValues.truncationMode: .truncationMode(truncationMode)
        case \EnvironmentValues.allowsTightening: .allowsTightening(allowsTightening)
        default: nil
        }
    }
}
