import AlignmentEngine

@_cdecl("ae_view_apply_frame")
public func ae_view_apply_frame(_ tree: OpaquePointer?, _ view: Int32, _ width: Double, _ height: Double, _ horizontal: Int32, _ vertical: Int32) -> Int32 {
    modify(tree, view, .frame, [width, height, Double(horizontal), Double(vertical)])
}

@_cdecl("ae_view_apply_flexible_frame")
public func ae_view_apply_flexible_frame(
    _ tree: OpaquePointer?, _ view: Int32,
    _ minWidth: Double, _ idealWidth: Double, _ maxWidth: Double,
    _ minHeight: Double, _ idealHeight: Double, _ maxHeight: Double,
    _ horizontal: Int32, _ vertical: Int32
) -> Int32 {
    modify(tree, view, .flexibleFrame, [minWidth, idealWidth, maxWidth, minHeight, idealHeight, maxHeight, Double(horizontal), Double(vertical)])
}

@_cdecl("ae_view_apply_padding")
public func ae_view_apply_padding(_ tree: OpaquePointer?, _ view: Int32, _ top: Double, _ leading: Double, _ bottom: Double, _ trailing: Double) -> Int32 {
    modify(tree, view, .padding, [top, leading, bottom, trailing])
}

@_cdecl("ae_view_apply_offset")
public func ae_view_apply_offset(_ tree: OpaquePointer?, _ view: Int32, _ x: Double, _ y: Double) -> Int32 {
    modify(tree, view, .offset, [x, y])
}

@_cdecl("ae_view_apply_fixed_size")
public func ae_view_apply_fixed_size(_ tree: OpaquePointer?, _ view: Int32, _ horizontal: Int32, _ vertical: Int32) -> Int32 {
    modify(tree, view, .fixedSize, [Double(horizontal), Double(vertical)])
}

@_cdecl("ae_view_apply_layout_priority")
public func ae_view_apply_layout_priority(_ tree: OpaquePointer?, _ view: Int32, _ priority: Double) -> Int32 {
    modify(tree, view, .layoutPriority, [priority])
}

@_cdecl("ae_view_apply_overlay")
public func ae_view_apply_overlay(_ tree: OpaquePointer?, _ view: Int32, _ content: Int32, _ horizontal: Int32, _ vertical: Int32) -> Int32 {
    modify(tree, view, .overlay, [Double(content), Double(horizontal), Double(vertical)])
}

@_cdecl("ae_view_apply_background")
public func ae_view_apply_background(_ tree: OpaquePointer?, _ view: Int32, _ content: Int32, _ horizontal: Int32, _ vertical: Int32) -> Int32 {
    modify(tree, view, .background, [Double(content), Double(horizontal), Double(vertical)])
}

@_cdecl("ae_view_apply_aspect_ratio")
public func ae_view_apply_aspect_ratio(_ tree: OpaquePointer?, _ view: Int32, _ ratio: Double, _ mode: Int32) -> Int32 {
    modify(tree, view, .aspectRatio, [ratio, Double(mode)])
}

@_cdecl("ae_view_apply_position")
public func ae_view_apply_position(_ tree: OpaquePointer?, _ view: Int32, _ x: Double, _ y: Double) -> Int32 {
    modify(tree, view, .position, [x, y])
}

@_cdecl("ae_view_apply_layout_direction")
public func ae_view_apply_layout_direction(_ tree: OpaquePointer?, _ view: Int32, _ direction: Int32) -> Int32 {
    modify(tree, view, .layoutDirection, [Double(direction)])
}

@_cdecl("ae_view_apply_ignores_safe_area")
public func ae_view_apply_ignores_safe_area(_ tree: OpaquePointer?, _ view: Int32, _ regions: UInt32, _ edges: UInt32) -> Int32 {
    modify(tree, view, .ignoresSafeArea, [Double(regions), Double(edges)])
}

@_cdecl("ae_view_apply_safe_area_inset")
public func ae_view_apply_safe_area_inset(_ tree: OpaquePointer?, _ view: Int32, _ content: Int32, _ edge: UInt32, _ alignment: Int32, _ spacing: Double) -> Int32 {
    modify(tree, view, .safeAreaInset, [Double(content), Double(edge), Double(alignment), spacing])
}

@_cdecl("ae_view_apply_safe_area_padding")
public func ae_view_apply_safe_area_padding(_ tree: OpaquePointer?, _ view: Int32, _ top: Double, _ leading: Double, _ bottom: Double, _ trailing: Double) -> Int32 {
    modify(tree, view, .safeAreaPadding, [top, leading, bottom, trailing])
}
