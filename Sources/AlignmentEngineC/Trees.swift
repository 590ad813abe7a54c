import AlignmentEngine

@_cdecl("ae_tree_create")
public func ae_tree_create(_ outTree: UnsafeMutablePointer<OpaquePointer?>?) -> Int32 {
    cCall {
        try required(outTree, "out_tree").pointee = OpaquePointer(Unmanaged.passRetained(TreeHandle()).toOpaque())
    }
}

@_cdecl("ae_tree_free")
public func ae_tree_free(_ tree: OpaquePointer?) {
    guard let tree else { return }
    TreeHandle.free(tree)
}

@_cdecl("ae_tree_get_view_count")
public func ae_tree_get_view_count(_ tree: OpaquePointer?, _ outCount: UnsafeMutablePointer<Int>?) -> Int32 {
    withTree(tree) { handle in
        try required(outCount, "out_count").pointee = handle.tree.viewCount
    }
}

@_cdecl("ae_tree_layout")
public func ae_tree_layout(
    _ tree: OpaquePointer?, _ root: Int32, _ proposedWidth: Double, _ proposedHeight: Double, _ direction: Int32,
    _ outSize: UnsafeMutableRawPointer?
) -> Int32 {
    withTree(tree) { handle in try layout(handle, root, proposedWidth, proposedHeight, .zero, direction, outSize) }
}

@_cdecl("ae_tree_layout_in_safe_area")
public func ae_tree_layout_in_safe_area(
    _ tree: OpaquePointer?, _ root: Int32, _ proposedWidth: Double, _ proposedHeight: Double,
    _ top: Double, _ leading: Double, _ bottom: Double, _ trailing: Double, _ direction: Int32,
    _ outSize: UnsafeMutableRawPointer?
) -> Int32 {
    withTree(tree) { handle in
        let safeArea = EdgeInsets(top: try NumberRule.size.require(top, "safe_top"), leading: try NumberRule.size.require(leading, "safe_leading"),
                                  bottom: try NumberRule.size.require(bottom, "safe_bottom"), trailing: try NumberRule.size.require(trailing, "safe_trailing"))
        try layout(handle, root, proposedWidth, proposedHeight, safeArea, direction, outSize)
    }
}

/// The body of `ae_tree_layout` and `ae_tree_layout_in_safe_area`: checks the request, records
/// it for `ae_tree_layout_again` and lays it out.
private func layout(
    _ handle: TreeHandle, _ root: Int32, _ proposedWidth: Double, _ proposedHeight: Double, _ safeArea: EdgeInsets, _ direction: Int32,
    _ outSize: UnsafeMutableRawPointer?
) throws {
    let out = try required(outSize, "out_size")
    let root = try handle.view(root, "root")
    // Checked once, here, and handed on as C gives it: NaN stays the engine's "unspecified".
    _ = try NumberRule.optionalMaximum.check(proposedWidth, "proposed width")
    _ = try NumberRule.optionalMaximum.check(proposedHeight, "proposed height")
    let direction = try AlignmentEngineC.direction(Double(direction))
    let request = TreeHandle.LayoutRequest(root: root, width: proposedWidth, height: proposedHeight, safeArea: safeArea, direction: direction)
    handle.lastLayout = request
    try layout(handle, request, out)
}

@_cdecl("ae_tree_layout_again")
public func ae_tree_layout_again(_ tree: OpaquePointer?, _ outSize: UnsafeMutableRawPointer?) -> Int32 {
    withTree(tree) { handle in
        let out = try required(outSize, "out_size")
        guard let request = handle.lastLayout else {
            throw CError(Status.notLaidOut, "ae_tree_layout_again needs an earlier ae_tree_layout call with valid arguments on this tree")
        }
        try layout(handle, request, out)
    }
}

@_cdecl("ae_tree_get_layout_flag")
public func ae_tree_get_layout_flag(_ tree: OpaquePointer?, _ outFlag: UnsafeMutablePointer<UnsafePointer<UInt8>?>?) -> Int32 {
    withTree(tree) { handle in
        try required(outFlag, "out_flag").pointee = UnsafePointer(handle.layoutFlag)
    }
}

/// Lays out the tree of `handle` as `request` says and writes the root's size to `out`.
private func layout(_ handle: TreeHandle, _ request: TreeHandle.LayoutRequest, _ out: UnsafeMutableRawPointer) throws {
    let size = try handle.tree.layout(request.root, checkedWidth: request.width, checkedHeight: request.height, safeArea: request.safeArea,
                                      direction: request.direction)
    out.storeBytes(of: (size.width, size.height), as: (Double, Double).self)
}

@_cdecl("ae_tree_get_frames")
public func ae_tree_get_frames(_ tree: OpaquePointer?, _ outValues: UnsafeMutablePointer<Double>?, _ capacity: Int, _ outCount: UnsafeMutablePointer<Int>?) -> Int32 {
    withTree(tree) { handle in
        let count = handle.tree.viewCount
        try required(outCount, "out_count").pointee = count
        try handle.requireLaidOut()
        guard capacity >= count else {
            throw CError(Status.bufferTooSmall, "the buffer holds \(UInt(bitPattern: capacity)) views; the tree has \(count)")
        }
        guard count > 0 else { return }
        handle.tree.copyFrames(into: UnsafeMutableBufferPointer(start: try required(outValues, "out_values"), count: count * 8))
    }
}

@_cdecl("ae_tree_get_changed_views")
public func ae_tree_get_changed_views(_ tree: OpaquePointer?, _ outViews: UnsafeMutablePointer<Int32>?, _ capacity: Int, _ outCount: UnsafeMutablePointer<Int>?) -> Int32 {
    withTree(tree) { handle in
        let count = try required(outCount, "out_count")
        try handle.requireLaidOut()
        guard capacity >= 0 else { throw CError.invalidArgument("capacity \(UInt(bitPattern: capacity)) is too large") }
        let out = capacity > 0 ? try required(outViews, "out_views") : nil
        // One walk: the views go out while there is room, and all are counted.
        let changed = handle.tree.copyChangedViews(into: UnsafeMutableBufferPointer(start: out, count: capacity))
        count.pointee = changed
        guard capacity >= changed else {
            throw CError(Status.bufferTooSmall, "the buffer holds \(UInt(bitPattern: capacity)) views; the last layout changed \(changed)")
        }
    }
}

@_cdecl("ae_tree_get_layout_number")
public func ae_tree_get_layout_number(_ tree: OpaquePointer?, _ outNumber: UnsafeMutablePointer<UInt64>?) -> Int32 {
    withTree(tree) { handle in
        try required(outNumber, "out_number").pointee = UInt64(handle.tree.layoutNumber)
    }
}

@_cdecl("ae_tree_set_keeps_previous_frames")
public func ae_tree_set_keeps_previous_frames(_ tree: OpaquePointer?, _ keeps: Int32) -> Int32 {
    withTree(tree) { handle in
        guard keeps == 0 || keeps == 1 else { throw CError.invalidArgument("keeps is \(keeps), not 0 or 1") }
        handle.tree.keepsPreviousFrames = keeps == 1
    }
}

@_cdecl("ae_tree_get_layout_frames")
public func ae_tree_get_layout_frames(
    _ tree: OpaquePointer?, _ layout: UInt64, _ views: UnsafePointer<Int32>?, _ count: Int, _ outValues: UnsafeMutablePointer<Double>?
) -> Int32 {
    withTree(tree) { handle in
        let viewCount = handle.tree.viewCount
        guard count >= 0, count <= Int.max / 8 else { throw CError.invalidArgument("count \(UInt(bitPattern: count)) is too large") }
        let chosen = views.map { UnsafeBufferPointer(start: $0, count: count) }
        if chosen == nil && count < viewCount {
            throw CError(Status.bufferTooSmall, "the buffer holds \(UInt(bitPattern: count)) views; the tree has \(viewCount)")
        }
        if let chosen, let bad = chosen.firstIndex(where: { $0 < 0 || Int($0) >= viewCount }) {
            throw CError.invalidArgument("views[\(bad)] is \(chosen[bad]), which does not exist in this tree (it has \(viewCount) views)")
        }
        let written = chosen?.count ?? viewCount
        guard written > 0 else { return }
        let out = UnsafeMutableBufferPointer(start: try required(outValues, "out_values"), count: 8 * written)
        guard layout <= UInt64(Int.max), try handle.tree.copyFrames(ofLayout: Int(layout), views: chosen, into: out) else {
            throw CError(Status.notLaidOut, "the frames of layout \(layout) are not kept (the last layout is number \(handle.tree.layoutNumber))")
        }
    }
}
