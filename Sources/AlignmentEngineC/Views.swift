import AlignmentEngine

@_cdecl("ae_view_create_hstack")
public func ae_view_create_hstack(_ tree: OpaquePointer?, _ alignment: Int32, _ spacing: Double, _ outView: UnsafeMutablePointer<Int32>?) -> Int32 {
    create(tree, outView, .hstack, [Double(alignment), spacing])
}

@_cdecl("ae_view_create_vstack")
public func ae_view_create_vstack(_ tree: OpaquePointer?, _ alignment: Int32, _ spacing: Double, _ outView: UnsafeMutablePointer<Int32>?) -> Int32 {
    create(tree, outView, .vstack, [Double(alignment), spacing])
}

@_cdecl("ae_view_create_zstack")
public func ae_view_create_zstack(_ tree: OpaquePointer?, _ horizontal: Int32, _ vertical: Int32, _ outView: UnsafeMutablePointer<Int32>?) -> Int32 {
    create(tree, outView, .zstack, [Double(horizontal), Double(vertical)])
}

@_cdecl("ae_view_create_shape")
public func ae_view_create_shape(_ tree: OpaquePointer?, _ shape: Int32, _ outView: UnsafeMutablePointer<Int32>?) -> Int32 {
    create(tree, outView, .shape, [Double(shape)])
}

@_cdecl("ae_view_create_geometry_reader")
public func ae_view_create_geometry_reader(_ tree: OpaquePointer?, _ outView: UnsafeMutablePointer<Int32>?) -> Int32 {
    create(tree, outView, .geometryReader, [])
}

@_cdecl("ae_view_create_image")
public func ae_view_create_image(_ tree: OpaquePointer?, _ width: Double, _ height: Double, _ resizable: Int32, _ outView: UnsafeMutablePointer<Int32>?) -> Int32 {
    create(tree, outView, .image, [width, height, Double(resizable)])
}

@_cdecl("ae_view_create_spacer")
public func ae_view_create_spacer(_ tree: OpaquePointer?, _ minLength: Double, _ outView: UnsafeMutablePointer<Int32>?) -> Int32 {
    create(tree, outView, .spacer, [minLength])
}

@_cdecl("ae_view_create_text")
public func ae_view_create_text(
    _ tree: OpaquePointer?, _ text: UnsafePointer<CChar>?, _ font: UnsafeRawPointer?, _ lineLimit: Int32, _ alignment: Int32,
    _ outView: UnsafeMutablePointer<Int32>?
) -> Int32 {
    create(tree, outView) { handle in
        let string = try string(text, "text")
        guard lineLimit >= 0 else { throw CError.invalidValue("line_limit must not be negative (\(lineLimit))") }
        let alignment = TextAlignment.allCases[try choice(Double(alignment), "alignment", count: TextAlignment.allCases.count)]
        let metrics = font.map { font in (0..<5).map { font.load(fromByteOffset: $0 * 8, as: Double.self) } }
        let content = TextContent(
            string,
            font: metrics.map { Font(size: $0[0], ascent: $0[1], descent: $0[2], leading: $0[3], advance: $0[4]) },
            lineLimit: lineLimit == 0 ? nil : Int(lineLimit),
            alignment: alignment)
        return .add(.text(content))
    }
}

@_cdecl("ae_view_create_measured")
public func ae_view_create_measured(
    _ tree: OpaquePointer?, _ measure: MeasureFunction?, _ firstBaseline: BaselineFunction?, _ lastBaseline: BaselineFunction?,
    _ userData: UnsafeMutableRawPointer?, _ outView: UnsafeMutablePointer<Int32>?
) -> Int32 {
    create(tree, outView) { _ in .add(.measured(try HostMeasure(measure, first: firstBaseline, last: lastBaseline, userData))) }
}

@_cdecl("ae_tree_define_measure")
public func ae_tree_define_measure(
    _ tree: OpaquePointer?, _ measure: MeasureFunction?, _ firstBaseline: BaselineFunction?, _ lastBaseline: BaselineFunction?,
    _ userData: UnsafeMutableRawPointer?, _ outMeasure: UnsafeMutablePointer<Int32>?
) -> Int32 {
    define(tree, outMeasure) { handle in handle.define(try HostMeasure(measure, first: firstBaseline, last: lastBaseline, userData)) }
}

/// The body of a function that defines a measure: checks the tree and `out_measure`, then
/// writes the id `body` returns.
func define(
    _ tree: OpaquePointer?, _ outMeasure: UnsafeMutablePointer<Int32>?, entryPoint: StaticString = #function, _ body: (TreeHandle) throws -> Int32
) -> Int32 {
    withTree(tree, entryPoint: entryPoint) { handle in
        let out = try required(outMeasure, "out_measure")
        out.pointee = try body(handle)
    }
}

@_cdecl("ae_view_set_children")
public func ae_view_set_children(_ tree: OpaquePointer?, _ parent: Int32, _ children: UnsafePointer<Int32>?, _ count: Int) -> Int32 {
    withTree(tree) { handle in
        // Children are distinct views of the tree, so a longer list cannot be valid.
        let count = try AlignmentEngineC.count(count, "count", atMost: handle.tree.viewCount)
        let ids = count == 0 ? [] : UnsafeBufferPointer(start: try required(children, "children"), count: count).map(Double.init)
        try handle.perform(try handle.instruction(.children, [Double(parent), Double(count)] + ids))
    }
}

@_cdecl("ae_view_set_id")
public func ae_view_set_id(_ tree: OpaquePointer?, _ view: Int32, _ id: UnsafePointer<CChar>?) -> Int32 {
    withTree(tree) { handle in
        try handle.tree.setName(try string(id, "id"), of: try handle.view(view))
    }
}

@_cdecl("ae_view_set_color")
public func ae_view_set_color(_ tree: OpaquePointer?, _ view: Int32, _ color: UnsafePointer<CChar>?) -> Int32 {
    withTree(tree) { handle in
        try handle.tree.setColor(try string(color, "color"), of: try handle.view(view))
    }
}

@_cdecl("ae_view_observe_geometry")
public func ae_view_observe_geometry(
    _ tree: OpaquePointer?, _ reader: Int32, _ observer: (@convention(c) (Double, Double, UnsafeMutableRawPointer?) -> Void)?,
    _ userData: UnsafeMutableRawPointer?
) -> Int32 {
    withTree(tree) { handle in
        let observer = try required(observer, "observer")
        try handle.tree.observeGeometry(of: try handle.view(reader, "reader")) { size in observer(size.width, size.height, userData) }
    }
}

@_cdecl("ae_view_type_has_children")
public func ae_view_type_has_children(_ type: UnsafePointer<CChar>?, _ outHasChildren: UnsafeMutablePointer<Int32>?) -> Int32 {
    cCall {
        let name = try string(type, "type")
        let out = try required(outHasChildren, "out_has_children")
        guard let type = ViewType.allCases.first(where: { $0.name == name }) else {
            throw CError.invalidArgument("'\(name)' is no view type (\(ViewType.allCases.map(\.name).joined(separator: ", ")))")
        }
        out.pointee = type.hasChildren ? 1 : 0
    }
}
