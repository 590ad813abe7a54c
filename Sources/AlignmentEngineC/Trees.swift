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
    let handle = Unmanaged<TreeHandle>.fromOpaque(UnsafeRawPointer(tree))
    // A callback freeing its own tree: the layout that runs it frees the tree when it ends.
    if handle.takeUnretainedValue().isLayingOut {
        handle.takeUnretainedValue().freeAfterLayout = true
    } else {
        handle.release()
    }
}

@_cdecl("ae_tree_view_count")
public func ae_tree_view_count(_ tree: OpaquePointer?, _ outCount: UnsafeMutablePointer<Int>?) -> Int32 {
    cCall {
        let handle = try TreeHandle.from(tree)
        try required(outCount, "out_count").pointee = handle.tree.viewCount
    }
}

@_cdecl("ae_tree_layout")
public func ae_tree_layout(
    _ tree: OpaquePointer?, _ root: Int32, _ proposedWidth: Double, _ proposedHeight: Double, _ direction: Int32,
    _ outSize: UnsafeMutableRawPointer?
) -> Int32 {
    cCall {
        let handle = try TreeHandle.from(tree)
        let out = try required(outSize, "out_size")
        let root = try handle.view(root, "root")
        let proposal = ProposedViewSize(
            width: try NumberRule.optionalMaximum.check(proposedWidth, "proposed width"),
            height: try NumberRule.optionalMaximum.check(proposedHeight, "proposed height"))
        let direction = try AlignmentEngineC.direction(Double(direction))
        handle.isLayingOut = true
        defer {
            handle.isLayingOut = false
            if handle.freeAfterLayout { Unmanaged.passUnretained(handle).release() }
        }
        let size = try handle.tree.layout(root, proposal: proposal, direction: direction)
        out.storeBytes(of: (size.width, size.height), as: (Double, Double).self)
    }
}

@_cdecl("ae_tree_frames")
public func ae_tree_frames(_ tree: OpaquePointer?, _ outValues: UnsafeMutablePointer<Double>?, _ capacity: Int, _ outCount: UnsafeMutablePointer<Int>?) -> Int32 {
    cCall {
        let handle = try TreeHandle.from(tree)
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
