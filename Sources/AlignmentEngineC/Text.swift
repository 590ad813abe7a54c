import AlignmentEngine

// How a Text sets its lines (line limit with reserved space, line spacing), SwiftUI's text
// styles as metrics-model fonts, and the pixel scale a Divider takes its thickness from.

@_cdecl("ae_font_get_text_style")
public func ae_font_get_text_style(_ style: Int32, _ outFont: UnsafeMutablePointer<Double>?) -> Int32 {
    cCall {
        let out = try required(outFont, "out_font")
        let font = try textStyle(style).font
        for (index, value) in [font.size, font.ascent, font.descent, font.leading, font.advance].enumerated() { out[index] = value }
    }
}

@_cdecl("ae_view_set_line_limit")
public func ae_view_set_line_limit(_ tree: OpaquePointer?, _ view: Int32, _ lineLimit: Int32, _ reservesSpace: Int32) -> Int32 {
    withTree(tree) { handle in
        let target = try handle.view(view)
        guard lineLimit >= 0 else { throw CError.invalidValue("line_limit must not be negative (\(lineLimit))") }
        try handle.tree.setLineLimit(lineLimit == 0 ? nil : Int(lineLimit), reservesSpace: reservesSpace != 0, of: target)
    }
}

@_cdecl("ae_view_set_line_spacing")
public func ae_view_set_line_spacing(_ tree: OpaquePointer?, _ view: Int32, _ spacing: Double) -> Int32 {
    withTree(tree) { handle in try handle.tree.setLineSpacing(spacing, of: try handle.view(view)) }
}

@_cdecl("ae_tree_set_pixel_scale")
public func ae_tree_set_pixel_scale(_ tree: OpaquePointer?, _ scale: Double) -> Int32 {
    withTree(tree) { handle in try handle.tree.setPixelScale(scale == 0 ? nil : scale) }
}
