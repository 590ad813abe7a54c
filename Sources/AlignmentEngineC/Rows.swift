import AlignmentEngine
#if canImport(Glibc)
import Glibc
#endif

/// `ae_row_fn`: builds row `index` of lazy container `container` in `tree` and writes its view
/// to `out_row`; answers 0, or non-zero to fail the layout.
public typealias RowFunction = @convention(c) (OpaquePointer?, Int32, Int64, UnsafeMutableRawPointer?, UnsafeMutablePointer<Int32>?) -> Int32

extension TreeHandle {
    /// A row builder from C: while it runs, the tree takes the building calls it makes
    /// (`buildsRows`) from the thread laying it out.
    func rowBuilder(_ function: RowFunction, _ userData: UnsafeMutableRawPointer?) -> RowBuilder {
        { [unowned self] _, index in
            var row: Int32 = -1
            let pointer = OpaquePointer(Unmanaged.passUnretained(self).toOpaque())
            let wasBuilding = rowBuilderThread
            rowBuilderThread = pthread_self()
            defer { rowBuilderThread = wasBuilding }
            let container = tree.rowBuildingContainer ?? -1
            let status = function(pointer, container, Int64(index), userData, &row)
            guard status == 0 else { throw CallbackFailure(description: "it returned \(status)") }
            return ViewID(row)
        }
    }

    /// Whether `entryPoint` may run while a row builder of this tree runs on this thread.
    func mayBuildRows(_ entryPoint: StaticString) -> Bool {
        guard let thread = rowBuilderThread, pthread_equal(thread, pthread_self()) != 0 else { return false }
        let name = entryPoint.withUTF8Buffer { String(decoding: $0, as: UTF8.self) }
        return Self.rowBuildingEntryPoints.contains { name.hasPrefix($0) }
    }

    /// The entry points of building: all a row builder may call (the tree checks that it
    /// changes only views it built).
    static let rowBuildingEntryPoints = [
        "ae_view_create_", "ae_view_apply_", "ae_view_set_children", "ae_view_set_id", "ae_view_set_color", "ae_view_set_layout_value",
        "ae_view_set_rows", "ae_tree_build", "ae_tree_define_", "ae_tree_find_guide", "ae_tree_get_view_count",
    ]
}

@_cdecl("ae_view_set_rows")
public func ae_view_set_rows(_ tree: OpaquePointer?, _ container: Int32, _ count: Int64, _ build: RowFunction?, _ userData: UnsafeMutableRawPointer?) -> Int32 {
    withTree(tree) { handle in
        let view = try handle.view(container, "container")
        let build = try required(build, "build")
        guard count >= 0, count <= Int64(Int.max) else { throw CError.invalidValue("the row count of \(view) must not be negative (\(count))") }
        try handle.tree.setRows(of: view, count: Int(count), handle.rowBuilder(build, userData))
    }
}

@_cdecl("ae_view_set_viewport")
public func ae_view_set_viewport(_ tree: OpaquePointer?, _ scrollView: Int32, _ offset: Double, _ length: Double) -> Int32 {
    withTree(tree) { handle in
        try handle.tree.setViewport(of: try handle.view(scrollView, "scroll_view"), offset: offset, length: length)
    }
}

@_cdecl("ae_view_remove_viewport")
public func ae_view_remove_viewport(_ tree: OpaquePointer?, _ scrollView: Int32) -> Int32 {
    withTree(tree) { handle in
        try handle.tree.removeViewport(of: try handle.view(scrollView, "scroll_view"))
    }
}

@_cdecl("ae_view_get_row_window")
public func ae_view_get_row_window(_ tree: OpaquePointer?, _ container: Int32, _ outFirst: UnsafeMutablePointer<Int64>?, _ outCount: UnsafeMutablePointer<Int64>?) -> Int32 {
    withTree(tree) { handle in
        let first = try required(outFirst, "out_first"), count = try required(outCount, "out_count")
        let window = try handle.tree.rowWindow(of: try handle.view(container, "container"))
        (first.pointee, count.pointee) = (Int64(window.lowerBound), Int64(window.count))
    }
}

@_cdecl("ae_view_get_row")
public func ae_view_get_row(_ tree: OpaquePointer?, _ container: Int32, _ index: Int64, _ outRow: UnsafeMutablePointer<Int32>?) -> Int32 {
    withTree(tree) { handle in
        let out = try required(outRow, "out_row")
        let view = try handle.view(container, "container")
        guard index >= 0, index <= Int64(Int.max) else { throw CError.invalidValue("\(view) has no row \(index)") }
        out.pointee = try handle.tree.rowView(of: view, at: Int(index))?.index ?? -1
    }
}
