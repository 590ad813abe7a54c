import AlignmentEngine

/// The body of a modifier function: one instruction on `view`.
private func modify(_ tree: OpaquePointer?, _ opcode: Opcode, _ view: Int32, _ operands: [Double], entryPoint: StaticString = #function) -> Int32 {
    withTree(tree, entryPoint: entryPoint) { _ = try $0.run(opcode, [Double(view)] + operands) }
}

@_cdecl("ae_view_apply_frame")
public func ae_view_apply_frame(_ tree: OpaquePointer?, _ view: Int32, _ width: Double, _ height: Double, _ horizontal: Int32, _ vertical: Int32) -> Int32 {
    modify(tree, .frame, view, [width, height, Double(horizontal), Double(vertical)])
}

@_cdecl("ae_view_apply_flexible_frame")
public func ae_view_apply_flexible_frame(
    _ tree: OpaquePointer?, _ view: Int32,
    _ minWidth: Double, _ idealWidth: Double, _ maxWidth: Double,
    _ minHeight: Double, _ idealHeight: Double, _ maxHeight: Double,
    _ horizontal: Int32, _ vertical: Int32
) -> Int32 {
    modify(tree, .flexibleFrame, view, [minWidth, idealWidth, maxWidth, minHeight, idealHeight, maxHeight, Double(horizontal), Double(vertical)])
}

@_cdecl("ae_view_apply_padding")
public func ae_view_apply_padding(_ tree: OpaquePointer?, _ view: Int32, _ top: Double, _ leading: Double, _ bottom: Double, _ trailing: Double) -> Int32 {
    modify(tree, .padding, view, [top, leading, bottom, trailing])
}

@_cdecl("ae_view_apply_offset")
public func ae_view_apply_offset(_ tree: OpaquePointer?, _ view: Int32, _ x: Double, _ y: Double) -> Int32 {
    modify(tree, .offset, view, [x, y])
}

@_cdecl("ae_view_apply_fixed_size")
public func ae_view_apply_fixed_size(_ tree: OpaquePointer?, _ view: Int32, _ horizontal: Int32, _ vertical: Int32) -> Int32 {
    modify(tree, .fixedSize, view, [Double(horizontal), Double(vertical)])
}

@_cdecl("ae_view_apply_layout_priority")
public func ae_view_apply_layout_priority(_ tree: OpaquePointer?, _ view: Int32, _ priority: Double) -> Int32 {
    modify(tree, .layoutPriority, view, [priority])
}

@_cdecl("ae_view_apply_overlay")
public func ae_view_apply_overlay(_ tree: OpaquePointer?, _ view: Int32, _ content: Int32, _ horizontal: Int32, _ vertical: Int32) -> Int32 {
    modify(tree, .overlay, view, [Double(content), Double(horizontal), Double(vertical)])
}

@_cdecl("ae_view_apply_background")
public func ae_view_apply_background(_ tree: OpaquePointer?, _ view: Int32, _ content: Int32, _ horizontal: Int32, _ vertical: Int32) -> Int32 {
    modify(tree, .background, view, [Double(content), Double(horizontal), Double(vertical)])
}

@_cdecl("ae_view_apply_aspect_ratio")
public func ae_view_apply_aspect_ratio(_ tree: OpaquePointer?, _ view: Int32, _ ratio: Double, _ mode: Int32) -> Int32 {
    modify(tree, .aspectRatio, view, [ratio, Double(mode)])
}

@_cdecl("ae_view_apply_position")
public func ae_view_apply_position(_ tree: OpaquePointer?, _ view: Int32, _ x: Double, _ y: Double) -> Int32 {
    modify(tree, .position, view, [x, y])
}

@_cdecl("ae_view_apply_layout_direction")
public func ae_view_apply_layout_direction(_ tree: OpaquePointer?, _ view: Int32, _ direction: Int32) -> Int32 {
    modify(tree, .layoutDirection, view, [Double(direction)])
}
