import AlignmentEngine

// Grid, GridRow, Divider, ViewThatFits, the grid cell modifiers, ScrollView, the lazy
// stacks and GeometryReader frames from C.

/// An axis set from C: bit 0 horizontal, bit 1 vertical.
func axes(_ value: Int32, _ name: String) throws(CError) -> Axis.Set {
    guard value >= 0 && value <= 3 else { throw .invalidArgument("\(name) must be a combination of AE_AXES_HORIZONTAL and AE_AXES_VERTICAL, not \(value)") }
    return Axis.Set(rawValue: UInt8(value))
}

/// Creates a view of `kind` (its arguments checked by `kind`) through `create`, the path of
/// every function that creates a view.
private func add(
    _ tree: OpaquePointer?, _ outView: UnsafeMutablePointer<Int32>?, entryPoint: StaticString = #function, _ kind: (TreeHandle) throws -> ViewKind
) -> Int32 {
    create(tree, outView, entryPoint: entryPoint) { handle in try handle.tree.add(try kind(handle)).index }
}

/// Applies a modifier made from the tree's handle to `view`.
func apply(
    _ tree: OpaquePointer?, _ view: Int32, entryPoint: StaticString = #function, _ modifier: (TreeHandle) throws -> LayoutModifier
) -> Int32 {
    withTree(tree, entryPoint: entryPoint) { handle in
        let target = try handle.view(view)  // first: an error names the view before its arguments
        try handle.tree.apply(try modifier(handle), to: target)
    }
}

@_cdecl("ae_view_create_grid")
public func ae_view_create_grid(
    _ tree: OpaquePointer?, _ horizontal: Int32, _ vertical: Int32, _ horizontalSpacing: Double, _ verticalSpacing: Double,
    _ outView: UnsafeMutablePointer<Int32>?
) -> Int32 {
    add(tree, outView) { handle in
        .grid(alignment: Alignment(horizontal: try handle.horizontal(horizontal, "horizontal_alignment"),
                                   vertical: try handle.vertical(vertical, "vertical_alignment")),
              horizontalSpacing: try NumberRule.optionalSigned.check(horizontalSpacing, "horizontal_spacing"),
              verticalSpacing: try NumberRule.optionalSigned.check(verticalSpacing, "vertical_spacing"))
    }
}

@_cdecl("ae_view_create_grid_row")
public func ae_view_create_grid_row(_ tree: OpaquePointer?, _ alignment: Int32, _ outView: UnsafeMutablePointer<Int32>?) -> Int32 {
    add(tree, outView) { handle in .gridRow(alignment: alignment < 0 ? nil : try handle.vertical(alignment, "alignment")) }
}

@_cdecl("ae_view_create_divider")
public func ae_view_create_divider(_ tree: OpaquePointer?, _ outView: UnsafeMutablePointer<Int32>?) -> Int32 {
    add(tree, outView) { _ in .divider }
}

@_cdecl("ae_view_create_view_that_fits")
public func ae_view_create_view_that_fits(_ tree: OpaquePointer?, _ axesValue: Int32, _ outView: UnsafeMutablePointer<Int32>?) -> Int32 {
    add(tree, outView) { _ in .viewThatFits(in: try axes(axesValue, "axes")) }
}

@_cdecl("ae_view_apply_grid_cell_columns")
public func ae_view_apply_grid_cell_columns(_ tree: OpaquePointer?, _ view: Int32, _ count: Int32) -> Int32 {
    apply(tree, view) { _ in .gridCellColumns(Int(count)) }
}

@_cdecl("ae_view_apply_grid_column_alignment")
public func ae_view_apply_grid_column_alignment(_ tree: OpaquePointer?, _ view: Int32, _ guide: Int32) -> Int32 {
    apply(tree, view) { handle in .gridColumnAlignment(try handle.horizontal(guide, "guide")) }
}

@_cdecl("ae_view_apply_grid_cell_anchor")
public func ae_view_apply_grid_cell_anchor(_ tree: OpaquePointer?, _ view: Int32, _ x: Double, _ y: Double) -> Int32 {
    apply(tree, view) { _ in .gridCellAnchor(UnitPoint(x: try NumberRule.signed.require(x, "x"), y: try NumberRule.signed.require(y, "y"))) }
}

@_cdecl("ae_view_apply_grid_cell_unsized_axes")
public func ae_view_apply_grid_cell_unsized_axes(_ tree: OpaquePointer?, _ view: Int32, _ axesValue: Int32) -> Int32 {
    apply(tree, view) { _ in .gridCellUnsizedAxes(try axes(axesValue, "axes")) }
}

@_cdecl("ae_view_create_scroll_view")
public func ae_view_create_scroll_view(_ tree: OpaquePointer?, _ axesValue: Int32, _ outView: UnsafeMutablePointer<Int32>?) -> Int32 {
    add(tree, outView) { _ in .scrollView(try axes(axesValue, "axes")) }
}

@_cdecl("ae_view_create_lazy_hstack")
public func ae_view_create_lazy_hstack(_ tree: OpaquePointer?, _ alignment: Int32, _ spacing: Double, _ outView: UnsafeMutablePointer<Int32>?) -> Int32 {
    add(tree, outView) { handle in .lazyHStack(alignment: try handle.vertical(alignment, "alignment"), spacing: try NumberRule.optionalSigned.check(spacing, "spacing")) }
}

@_cdecl("ae_view_create_lazy_vstack")
public func ae_view_create_lazy_vstack(_ tree: OpaquePointer?, _ alignment: Int32, _ spacing: Double, _ outView: UnsafeMutablePointer<Int32>?) -> Int32 {
    add(tree, outView) { handle in .lazyVStack(alignment: try handle.horizontal(alignment, "alignment"), spacing: try NumberRule.optionalSigned.check(spacing, "spacing")) }
}

@_cdecl("ae_view_observe_geometry_frame")
public func ae_view_observe_geometry_frame(
    _ tree: OpaquePointer?, _ reader: Int32,
    _ observer: (@convention(c) (Double, Double, Double, Double, UnsafeMutableRawPointer?) -> Void)?, _ userData: UnsafeMutableRawPointer?
) -> Int32 {
    withTree(tree) { handle in
        let observer = try required(observer, "observer")
        try handle.tree.observeGeometryFrame(of: try handle.view(reader, "reader")) { frame in
            observer(frame.x, frame.y, frame.width, frame.height, userData)
        }
    }
}

/// `ae_grid_item` as the header declares it (C layout: an int, three doubles, two guides).
private struct CGridItem {
    var size: Int32
    var minimum: Double
    var maximum: Double
    var spacing: Double
    var horizontalAlignment: Int32
    var verticalAlignment: Int32
}

/// The `count` grid items at `items`, named `name[i]` in errors; the engine checks their
/// lengths when the grid is created.
private func gridItems(_ handle: TreeHandle, _ items: UnsafeRawPointer?, _ count: Int, _ name: String) throws -> [GridItem] {
    guard count > 0 else { return [] }
    let first = try required(items, name)
    return try (0..<count).map { i in
        let item = first.load(fromByteOffset: i * MemoryLayout<CGridItem>.stride, as: CGridItem.self)
        let size: GridItem.Size
        switch item.size {
        case 0: size = .fixed(item.minimum)
        case 1: size = .flexible(minimum: item.minimum, maximum: item.maximum)
        case 2: size = .adaptive(minimum: item.minimum, maximum: item.maximum)
        default: throw CError.invalidArgument("\(name)[\(i)].size must be AE_GRID_ITEM_FIXED, _FLEXIBLE or _ADAPTIVE, not \(item.size)")
        }
        let horizontal = item.horizontalAlignment, vertical = item.verticalAlignment
        guard (horizontal < 0) == (vertical < 0) else {
            throw CError.invalidArgument("\(name)[\(i)]: give both alignments or neither (-1), not \(horizontal) and \(vertical)")
        }
        let alignment = horizontal < 0 ? nil : Alignment(horizontal: try handle.horizontal(horizontal, "\(name)[\(i)].horizontal_alignment"),
                                                         vertical: try handle.vertical(vertical, "\(name)[\(i)].vertical_alignment"))
        return GridItem(size, spacing: item.spacing.isNaN ? nil : item.spacing, alignment: alignment)
    }
}

@_cdecl("ae_view_create_lazy_vgrid")
public func ae_view_create_lazy_vgrid(
    _ tree: OpaquePointer?, _ columns: UnsafeRawPointer?, _ count: Int, _ alignment: Int32, _ spacing: Double, _ outView: UnsafeMutablePointer<Int32>?
) -> Int32 {
    add(tree, outView) { handle in
        .lazyVGrid(columns: try gridItems(handle, columns, count, "columns"), alignment: try handle.horizontal(alignment, "alignment"),
                   spacing: try NumberRule.optionalSigned.check(spacing, "spacing"))
    }
}

@_cdecl("ae_view_create_lazy_hgrid")
public func ae_view_create_lazy_hgrid(
    _ tree: OpaquePointer?, _ rows: UnsafeRawPointer?, _ count: Int, _ alignment: Int32, _ spacing: Double, _ outView: UnsafeMutablePointer<Int32>?
) -> Int32 {
    add(tree, outView) { handle in
        .lazyHGrid(rows: try gridItems(handle, rows, count, "rows"), alignment: try handle.vertical(alignment, "alignment"),
                   spacing: try NumberRule.optionalSigned.check(spacing, "spacing"))
    }
}
