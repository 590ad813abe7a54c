import AlignmentEngine

/// `ae_length_fn`: a containerRelativeFrame's length for the container's length on an axis
/// (0 horizontal, 1 vertical); NaN or a negative length fails the layout.
public typealias LengthFunction = @convention(c) (Double, Int32, UnsafeMutableRawPointer?) -> Double

@_cdecl("ae_view_apply_container_relative_frame")
public func ae_view_apply_container_relative_frame(
    _ tree: OpaquePointer?, _ view: Int32, _ axesValue: Int32, _ count: Int32, _ span: Int32, _ spacing: Double,
    _ horizontal: Int32, _ vertical: Int32
) -> Int32 {
    modify(tree, view, .containerRelativeFrame, [Double(axesValue), Double(count), Double(span), spacing, Double(horizontal), Double(vertical)])
}

@_cdecl("ae_view_apply_container_relative_frame_callback")
public func ae_view_apply_container_relative_frame_callback(
    _ tree: OpaquePointer?, _ view: Int32, _ axesValue: Int32, _ length: LengthFunction?, _ userData: UnsafeMutableRawPointer?,
    _ horizontal: Int32, _ vertical: Int32
) -> Int32 {
    modify(tree, view) { handle, _ in
        let length = try required(length, "length_fn")
        return .containerRelativeFrameLength(try axes(axesValue, "axes"),
                                             alignment: Alignment(horizontal: try handle.horizontal(horizontal, "horizontal_alignment"),
                                                                  vertical: try handle.vertical(vertical, "vertical_alignment")),
                                             length: { value, axis in length(value, axis == .horizontal ? 0 : 1, userData) })
    }
}
