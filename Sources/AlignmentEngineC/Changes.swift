import AlignmentEngine

// Changing a laid-out tree in place (the header's "Changing a laid-out tree" block): each
// function checks its arguments as the function that made the view or modifier does, then
// calls the engine's change (`LayoutTree+Changes.swift`), which marks only what it affects.

/// The body of a change to one view: checks the tree and the view id, then runs `change`.
func change(
    _ tree: OpaquePointer?, _ view: Int32, entryPoint: StaticString = #function, _ change: (TreeHandle, ViewID) throws -> Void
) -> Int32 {
    withTree(tree, entryPoint: entryPoint) { handle in try change(handle, try handle.view(view)) }
}

/// The body of the modifier setters: the modifier `opcode` stands for in a build program,
/// checked as `ae_view_apply_*` checks it, replaces modifier number `index` of `view`.
func setModifier(
    _ tree: OpaquePointer?, _ opcode: Opcode, _ view: Int32, _ index: Int32, _ operands: [Double], entryPoint: StaticString = #function
) -> Int32 {
    change(tree, view, entryPoint: entryPoint) { handle, view in
        try handle.tree.setModifier(try handle.modifier(opcode, view, operands), at: Int(index), of: view)
    }
}

@_cdecl("ae_view_mark_dirty")
public func ae_view_mark_dirty(_ tree: OpaquePointer?, _ view: Int32) -> Int32 {
    change(tree, view) { handle, view in try handle.tree.markDirty(view) }
}

@_cdecl("ae_view_set_text")
public func ae_view_set_text(_ tree: OpaquePointer?, _ view: Int32, _ text: UnsafePointer<CChar>?, _ length: Int) -> Int32 {
    change(tree, view) { handle, view in
        let length = try count(length, "length", atMost: Int(Int32.max))
        let bytes = UnsafeRawBufferPointer(start: try required(text, "text"), count: length)
        guard let string = String(validating: bytes, as: UTF8.self) else { throw CError.invalidArgument("text is not valid UTF-8") }
        try handle.tree.setText(string, of: view)
    }
}

@_cdecl("ae_view_set_spacing")
public func ae_view_set_spacing(_ tree: OpaquePointer?, _ view: Int32, _ spacing: Double) -> Int32 {
    change(tree, view) { handle, view in
        try handle.tree.setSpacing(try NumberRule.optionalSigned.check(spacing, "spacing"), of: view)
    }
}

@_cdecl("ae_view_set_grid_spacing")
public func ae_view_set_grid_spacing(_ tree: OpaquePointer?, _ view: Int32, _ horizontal: Double, _ vertical: Double) -> Int32 {
    change(tree, view) { handle, view in
        try handle.tree.setSpacing(
            horizontal: try NumberRule.optionalSigned.check(horizontal, "horizontal_spacing"),
            vertical: try NumberRule.optionalSigned.check(vertical, "vertical_spacing"), of: view)
    }
}

/// `AE_GUIDE_NONE`: the guide argument of an axis the view does not align on.
private let noGuide: Int32 = -1

@_cdecl("ae_view_set_alignment")
public func ae_view_set_alignment(_ tree: OpaquePointer?, _ view: Int32, _ horizontal: Int32, _ vertical: Int32) -> Int32 {
    change(tree, view) { handle, view in
        let tree = handle.tree
        // Which axes the view aligns on decides which guides it needs; the other must be
        // AE_GUIDE_NONE, so a guide passed in the wrong slot is never silently ignored.
        let type = try tree.type(of: view)
        let axes: (horizontal: Bool, vertical: Bool) = switch type {
        case .vstack, .lazyVStack: (true, false)
        case .hstack, .lazyHStack, .gridRow: (false, true)
        case .zstack, .grid: (true, true)
        default: throw LayoutError(.invalidTree, "\(view) is a \(type.name), which has no alignment to change (only stacks, ZStack, Grid and GridRow have)")
        }
        let arguments = [("horizontal", horizontal, axes.horizontal), ("vertical", vertical, axes.vertical)]
        for (name, id, used) in arguments where !used && id != noGuide {
            throw CError.invalidArgument("this \(type.name) has no \(name) alignment: pass AE_GUIDE_NONE (-1) as \(name), not \(id)")
        }
        if type == .gridRow && vertical == noGuide { return try tree.resetAlignment(ofGridRow: view) }
        for (name, id, used) in arguments where used && id == noGuide {
            throw CError.invalidArgument("this \(type.name) aligns on a \(name) guide: \(name) must be one, not AE_GUIDE_NONE")
        }
        switch axes {
        case (true, false): try tree.setAlignment(try handle.horizontal(horizontal, "horizontal"), of: view)
        case (false, true): try tree.setAlignment(try handle.vertical(vertical, "vertical"), of: view)
        default:
            try tree.setAlignment(Alignment(horizontal: try handle.horizontal(horizontal, "horizontal"),
                                            vertical: try handle.vertical(vertical, "vertical")), of: view)
        }
    }
}

@_cdecl("ae_view_set_image_size")
public func ae_view_set_image_size(_ tree: OpaquePointer?, _ view: Int32, _ width: Double, _ height: Double) -> Int32 {
    change(tree, view) { handle, view in
        try handle.tree.setImageSize(of: view, width: try NumberRule.size.require(width, "image width"),
                                     height: try NumberRule.size.require(height, "image height"))
    }
}

@_cdecl("ae_view_set_measured_fixed_size")
public func ae_view_set_measured_fixed_size(_ tree: OpaquePointer?, _ view: Int32, _ fixed: Int32) -> Int32 {
    change(tree, view) { handle, view in try handle.tree.setFixedSize(fixed != 0, of: view) }
}

@_cdecl("ae_tree_set_measure_fixed_size")
public func ae_tree_set_measure_fixed_size(_ tree: OpaquePointer?, _ measure: Int32, _ fixed: Int32) -> Int32 {
    withTree(tree) { handle in
        _ = try handle.measure(measure)
        handle.measures[Int(measure)].isFixedSize = fixed != 0
    }
}

// MARK: Modifiers, by index (0 = the first applied)

@_cdecl("ae_view_set_frame")
public func ae_view_set_frame(
    _ tree: OpaquePointer?, _ view: Int32, _ index: Int32, _ width: Double, _ height: Double, _ horizontal: Int32, _ vertical: Int32
) -> Int32 {
    setModifier(tree, .frame, view, index, [width, height, Double(horizontal), Double(vertical)])
}

@_cdecl("ae_view_set_flexible_frame")
public func ae_view_set_flexible_frame(
    _ tree: OpaquePointer?, _ view: Int32, _ index: Int32,
    _ minWidth: Double, _ idealWidth: Double, _ maxWidth: Double,
    _ minHeight: Double, _ idealHeight: Double, _ maxHeight: Double,
    _ horizontal: Int32, _ vertical: Int32
) -> Int32 {
    setModifier(tree, .flexibleFrame, view, index,
                [minWidth, idealWidth, maxWidth, minHeight, idealHeight, maxHeight, Double(horizontal), Double(vertical)])
}

@_cdecl("ae_view_set_padding")
public func ae_view_set_padding(
    _ tree: OpaquePointer?, _ view: Int32, _ index: Int32, _ top: Double, _ leading: Double, _ bottom: Double, _ trailing: Double
) -> Int32 {
    setModifier(tree, .padding, view, index, [top, leading, bottom, trailing])
}

@_cdecl("ae_view_set_offset")
public func ae_view_set_offset(_ tree: OpaquePointer?, _ view: Int32, _ index: Int32, _ x: Double, _ y: Double) -> Int32 {
    setModifier(tree, .offset, view, index, [x, y])
}

@_cdecl("ae_view_set_layout_priority")
public func ae_view_set_layout_priority(_ tree: OpaquePointer?, _ view: Int32, _ index: Int32, _ priority: Double) -> Int32 {
    setModifier(tree, .layoutPriority, view, index, [priority])
}

@_cdecl("ae_view_set_fixed_size")
public func ae_view_set_fixed_size(_ tree: OpaquePointer?, _ view: Int32, _ index: Int32, _ horizontal: Int32, _ vertical: Int32) -> Int32 {
    setModifier(tree, .fixedSize, view, index, [Double(horizontal), Double(vertical)])
}

@_cdecl("ae_view_set_aspect_ratio")
public func ae_view_set_aspect_ratio(_ tree: OpaquePointer?, _ view: Int32, _ index: Int32, _ ratio: Double, _ mode: Int32) -> Int32 {
    setModifier(tree, .aspectRatio, view, index, [ratio, Double(mode)])
}

@_cdecl("ae_view_set_position")
public func ae_view_set_position(_ tree: OpaquePointer?, _ view: Int32, _ index: Int32, _ x: Double, _ y: Double) -> Int32 {
    setModifier(tree, .position, view, index, [x, y])
}

@_cdecl("ae_view_set_ignores_safe_area")
public func ae_view_set_ignores_safe_area(_ tree: OpaquePointer?, _ view: Int32, _ index: Int32, _ regions: UInt32, _ edges: UInt32) -> Int32 {
    setModifier(tree, .ignoresSafeArea, view, index, [Double(regions), Double(edges)])
}

@_cdecl("ae_view_set_safe_area_padding")
public func ae_view_set_safe_area_padding(
    _ tree: OpaquePointer?, _ view: Int32, _ index: Int32, _ top: Double, _ leading: Double, _ bottom: Double, _ trailing: Double
) -> Int32 {
    setModifier(tree, .safeAreaPadding, view, index, [top, leading, bottom, trailing])
}
