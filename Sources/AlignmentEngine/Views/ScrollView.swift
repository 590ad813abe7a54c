/// A scrollable view: its content is proposed nil along `axes` (its ideal length) and the
/// ScrollView's proposal across them; the ScrollView takes a finite proposal along `axes`
/// and is as long as its content across them, with the content at its top-leading corner.
/// Several views of content are stacked as SwiftUI does (a VStack, or an HStack when only
/// horizontal).
public struct ScrollView: PrimitiveView {
    let axes: Axis.Set
    let content: TupleView
    var viewport: (offset: CGFloat, length: CGFloat)? = nil

    /// A scroll view of `content` along `axes`; indicators are drawing only.
    public init(_ axes: Axis.Set = .vertical, showsIndicators: Bool = true, @ViewBuilder content: () -> TupleView) {
        self.axes = axes
        self.content = content()
    }

    public func _emit(into emitter: inout ViewEmitter) throws(LayoutError) {
        var children = try emitter.collect(content)
        if children.count > 1 {
            let stack = try emitter.tree.add(axes == .horizontal ? .hstack() : .vstack())
            try emitter.tree.setChildren(of: stack, to: children)
            children = [stack]
        }
        let id = try emitter.tree.add(.scrollView(axes))
        try emitter.tree.setChildren(of: id, to: children)
        if let viewport { try emitter.tree.setViewport(of: id, offset: viewport.offset, length: viewport.length) }
        emitter.pending.append(id)
    }

    /// The scroll view with a viewport: its content from `offset` along its scroll axis is
    /// visible over `length` (what SwiftUI keeps as scroll state: the content offset, and the
    /// scroll view's own length). Its lazy stacks and grids whose content is one `ForEach`
    /// then build and lay out only the rows in and near it (`LayoutTree.setViewport`).
    public func viewport(offset: CGFloat, length: CGFloat) -> ScrollView {
        var copy = self
        copy.viewport = (offset, length)
        return copy
    }
}

/// A vertical stack that SwiftUI creates lazily: its children are laid out as in a `VStack`,
/// and it takes a finite proposed width, aligning its children in it (so in a ScrollView it
/// is as wide as the scroll view).
public struct LazyVStack: PrimitiveView {
    let alignment: HorizontalAlignment
    let spacing: CGFloat?
    let content: TupleView

    /// A lazy VStack of `content`, as `VStack(alignment:spacing:content:)`.
    public init(alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> TupleView) {
        self.alignment = alignment
        self.spacing = spacing
        self.content = content()
    }

    public func _emit(into emitter: inout ViewEmitter) throws(LayoutError) {
        try emitter.emitLazyContainer(.lazyVStack(alignment: alignment, spacing: spacing), content: content)
    }
}

/// A horizontal stack that SwiftUI creates lazily: its children are laid out as in an
/// `HStack`, and it takes a finite proposed height, aligning its children in it.
public struct LazyHStack: PrimitiveView {
    let alignment: VerticalAlignment
    let spacing: CGFloat?
    let content: TupleView

    /// A lazy HStack of `content`, as `HStack(alignment:spacing:content:)`.
    public init(alignment: VerticalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> TupleView) {
        self.alignment = alignment
        self.spacing = spacing
        self.content = content()
    }

    public func _emit(into emitter: inout ViewEmitter) throws(LayoutError) {
        try emitter.emitLazyContainer(.lazyHStack(alignment: alignment, spacing: spacing), content: content)
    }
}
