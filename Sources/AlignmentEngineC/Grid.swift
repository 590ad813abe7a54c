import AlignmentEngine

// Grid, GridRow, Divider, ViewThatFits, the grid cell modifiers, ScrollView, the lazy
// stacks and GeometryReader frames from C.

/// An axis set from C: bit 0 horizontal, bit 1 vertical.
func axes(_ value: Int32, _ name: String) throws(CError) -> Axis.Set {
    guard value >= 0 && value <= 3 else { throw .invalidArgument("\(name) must be a combination of AE_AXES_HORIZONTAL and AE_AXES_VERTICAL, not \(value)") }
    return Axis.Set(rawValue: UInt8(value))
}

@_cdecl("ae_view_create_grid")
public func ae_view_create_grid(
    _ tree: OpaquePointer?, _ horizontal: Int32, _ vertical: Int32, _ horizontalSpacing: Double, _ verticalSpacing: Double,
    _ outView: UnsafeMutablePointer<Int32>?
) -> Int32 {
    create(tree, outView, .grid, [Double(horizontal), Double(vertical), horizontalSpacing, verticalSpacing])
}

@_cdecl("ae_view_create_grid_row")
public func ae_view_create_grid_row(_ tree: OpaquePointer?, _ alignment: Int32, _ outView: UnsafeMutablePointer<Int32>?) -> Int32 {
    create(tree, outView, .gridRow, [Double(alignment)])
}

@_cdecl("ae_view_create_divider")
public func ae_view_create_divider(_ tree: OpaquePointer?, _ outView: UnsafeMutablePointer<Int32>?) -> Int32 {
    create(tree, outView, .divider, [])
}

@_cdecl("ae_view_create_view_that_fits")
public func ae_view_create_view_that_fits(_ tree: OpaquePointer?, _ axesValue: Int32, _ outView: UnsafeMutablePointer<Int32>?) -> Int32 {
    create(tree, outView, .viewThatFits, [Double(axesValue)])
}

@_cdecl("ae_view_apply_grid_cell_columns")
public func ae_view_apply_grid_cell_columns(_ tree: OpaquePointer?, _ view: Int32, _ count: Int32) -> Int32 {
    modify(tree, view, .gridCellColumns, [Double(count)])
}

@_cdecl("ae_view_apply_grid_column_alignment")
public func ae_view_apply_grid_column_alignment(_ tree: OpaquePointer?, _ view: Int32, _ guide: Int32) -> Int32 {
    modify(tree, view, .gridColumnAlignment, [Double(guide)])
}

@_cdecl("ae_view_apply_grid_cell_anchor")
public func ae_view_apply_grid_cell_anchor(_ tree: OpaquePointer?, _ view: Int32, _ x: Double, _ y: Double) -> Int32 {
    modify(tree, view, .gridCellAnchor, [x, y])
}

@_cdecl("ae_view_apply_grid_cell_unsized_axes")
public func ae_view_apply_grid_cell_unsized_axes(_ tree: OpaquePointer?, _ view: Int32, _ axesValue: Int32) -> Int32 {
    modify(tree, view, .gridCellUnsizedAxes, [Double(axesValue)])
}

@_cdecl("ae_view_create_scroll_view")
public func ae_view_create_scroll_view(_ tree: OpaquePointer?, _ axesValue: Int32, _ outView: UnsafeMutablePointer<Int32>?) -> Int32 {
    create(tree, outView, .scrollView, [Double(axesValue)])
}

@_cdecl("ae_view_create_lazy_hstack")
public func ae_view_create_lazy_hstack(_ tree: OpaquePointer?, _ alignment: Int32, _ spacing: Double, _ outView: UnsafeMutablePointer<Int32>?) -> Int32 {
    create(tree, outView, .lazyHStack, [Double(alignment), spacing])
}

@_cdecl("ae_view_create_lazy_vstack")
public func ae_view_create_lazy_vstack(_ tree: OpaquePointer?, _ alignment: Int32, _ spacing: Double, _ outView: UnsafeMutablePointer<Int32>?) -> Int32 {
    create(tree, outView, .lazyVStack, [Double(alignment), spacing])
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
    var minimum, maximum, spacing: Double
    var horizontalAlignment, verticalAlignment: Int32
}

/// The `count` grid items at `items` as a build program's operands: the count, then each
/// item's six numbers (`ProgramReader` checks them, naming `name[i]`).
private func gridItemOperands(_ items: UnsafeRawPointer?, _ count: Int, _ name: String) throws -> [Double] {
    guard count > 0 else { return [0] }
    let first = try required(items, name)
    return [Double(count)] + (0..<count).flatMap { i in
        let item = first.load(fromByteOffset: i * MemoryLayout<CGridItem>.stride, as: CGridItem.self)
        return [Double(item.size), item.minimum, item.maximum, item.spacing, Double(item.horizontalAlignment), Double(item.verticalAlignment)]
    }
}

/// A lazy grid of `count` grid items at `items` (its columns or rows, named `name`).
private func createLazyGrid(
    _ tree: OpaquePointer?, _ opcode: Opcode, _ items: UnsafeRawPointer?, _ count: Int, _ name: String, _ alignment: Int32, _ spacing: Double,
    _ outView: UnsafeMutablePointer<Int32>?, entryPoint: StaticString
) -> Int32 {
    create(tree, outView, entryPoint: entryPoint) { handle in
        try handle.instruction(opcode, try gridItemOperands(items, count, name) + [Double(alignment), spacing])
    }
}

@_cdecl("ae_view_create_lazy_vgrid")
public func ae_view_create_lazy_vgrid(
    _ tree: OpaquePointer?, _ columns: UnsafeRawPointer?, _ count: Int, _ alignment: Int32, _ spacing: Double, _ outView: UnsafeMutablePointer<Int32>?
) -> Int32 {
    createLazyGrid(tree, .lazyVGrid, columns, count, "columns", alignment, spacing, outView, entryPoint: #function)
}

@_cdecl("ae_view_create_lazy_hgrid")
public func ae_view_create_lazy_hgrid(
    _ tree: OpaquePointer?, _ rows: UnsafeRawPointer?, _ count: Int, _ alignment: Int32, _ spacing: Double, _ outView: UnsafeMutablePointer<Int32>?
) -> Int32 {
    createLazyGrid(tree, .lazyHGrid, rows, count, "rows", alignment, spacing, outView, entryPoint: #function)
}
