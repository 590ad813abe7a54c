/// A grid that grows vertically: its children fill the cells of `columns` row by row
/// (SwiftUI's `LazyVGrid`, laid out without laziness).
public struct LazyVGrid: PrimitiveView {
    let columns: [GridItem]
    let alignment: HorizontalAlignment
    let spacing: CGFloat?
    let content: TupleView

    /// A grid of `content` in `columns`, each cell's view aligned by `alignment` (or its
    /// item's), `spacing` between rows (nil: 8).
    public init(columns: [GridItem], alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil,
                @ViewBuilder content: () -> TupleView) {
        self.columns = columns
        self.alignment = alignment
        self.spacing = spacing
        self.content = content()
    }

    public func _emit(into emitter: inout ViewEmitter) throws(LayoutError) {
        try emitter.emitLazyContainer(.lazyVGrid(columns: columns, alignment: alignment, spacing: spacing), content: content)
    }
}

/// A grid that grows horizontally: its children fill the cells of `rows` column by column
/// (SwiftUI's `LazyHGrid`, laid out without laziness).
public struct LazyHGrid: PrimitiveView {
    let rows: [GridItem]
    let alignment: VerticalAlignment
    let spacing: CGFloat?
    let content: TupleView

    /// A grid of `content` in `rows`, each cell's view aligned by `alignment` (or its
    /// item's), `spacing` between columns (nil: 8).
    public init(rows: [GridItem], alignment: VerticalAlignment = .center, spacing: CGFloat? = nil,
                @ViewBuilder content: () -> TupleView) {
        self.rows = rows
        self.alignment = alignment
        self.spacing = spacing
        self.content = content()
    }

    public func _emit(into emitter: inout ViewEmitter) throws(LayoutError) {
        try emitter.emitLazyContainer(.lazyHGrid(rows: rows, alignment: alignment, spacing: spacing), content: content)
    }
}
