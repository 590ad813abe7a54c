/// Rows and columns: each `GridRow` of the content is a row whose views are the cells of
/// successive columns; any other view spans every column. Columns are as wide as their
/// widest cell and rows as tall as their tallest, with cells aligned on `alignment`
/// (per column with `gridColumnAlignment`, per row with `GridRow(alignment:)`).
///
/// ```swift
/// Grid(alignment: .leading) {
///     GridRow { Text("Name"); Text("Ada Lovelace") }
///     Divider()
///     GridRow { Text("Born"); Text("1815") }
/// }
/// ```
public struct Grid: PrimitiveView {
    let alignment: Alignment
    let horizontalSpacing: CGFloat?
    let verticalSpacing: CGFloat?
    let content: TupleView

    /// A grid; `nil` spacing is the default spacing (8).
    public init(alignment: Alignment = .center, horizontalSpacing: CGFloat? = nil, verticalSpacing: CGFloat? = nil,
                @ViewBuilder content: () -> TupleView) {
        self.alignment = alignment
        self.horizontalSpacing = horizontalSpacing
        self.verticalSpacing = verticalSpacing
        self.content = content()
    }

    public func _emit(into emitter: inout ViewEmitter) throws(LayoutError) {
        try emitter.emitContainer(.grid(alignment: alignment, horizontalSpacing: horizontalSpacing, verticalSpacing: verticalSpacing),
                                  content: content)
    }
}

/// A row of a `Grid`: its views are the row's cells, from the first column on.
public struct GridRow: PrimitiveView {
    let alignment: VerticalAlignment?
    let content: TupleView

    /// A row; `alignment` overrides the grid's vertical alignment for this row.
    public init(alignment: VerticalAlignment? = nil, @ViewBuilder content: () -> TupleView) {
        self.alignment = alignment
        self.content = content()
    }

    public func _emit(into emitter: inout ViewEmitter) throws(LayoutError) {
        try emitter.emitContainer(.gridRow(alignment: alignment), content: content)
    }
}

/// A line one pixel thick across a stack: horizontal in a `VStack` or directly in a `Grid`, vertical in
/// an `HStack` or a `GridRow`.
public struct Divider: PrimitiveView {
    /// A divider.
    public init() {}
    public func _emit(into emitter: inout ViewEmitter) throws(LayoutError) { try emitter.emit(.divider) }
}

extension View {
    /// Makes the view, as a cell of a grid row, span `count` columns.
    public func gridCellColumns(_ count: Int) -> ModifiedContent<Self> { layoutModifier(.gridCellColumns(count)) }

    /// The horizontal alignment of every cell in the grid column the view is in.
    public func gridColumnAlignment(_ guide: HorizontalAlignment) -> ModifiedContent<Self> {
        layoutModifier(.gridColumnAlignment(guide))
    }

    /// Aligns `anchor` of the view with the same point of its grid cell, instead of guides.
    public func gridCellAnchor(_ anchor: UnitPoint) -> ModifiedContent<Self> { layoutModifier(.gridCellAnchor(anchor)) }

    /// Asks the grid not to let the view size its column (horizontal) or row (vertical);
    /// the view is proposed the column's or row's size instead.
    public func gridCellUnsizedAxes(_ axes: Axis.Set) -> ModifiedContent<Self> { layoutModifier(.gridCellUnsizedAxes(axes)) }
}
