import AlignmentEngine

// Custom layouts from C (SwiftUI's Layout protocol): a table of callbacks and a context
// pointer; the callbacks query and place the container's subviews through `ae_subviews *`.

/// `size_that_fits(context, subviews, proposed_width, proposed_height, out_size)`.
typealias LayoutSizeFunction = @convention(c) (UnsafeMutableRawPointer?, UnsafeRawPointer?, Double, Double, UnsafeMutableRawPointer?) -> Int32
/// `place_subviews(context, subviews, x, y, width, height, proposed_width, proposed_height)`.
typealias LayoutPlaceFunction = @convention(c) (UnsafeMutableRawPointer?, UnsafeRawPointer?, Double, Double, Double, Double, Double, Double) -> Int32
/// `explicit_alignment(context, subviews, guide, x, y, width, height, proposed_width, proposed_height, out_has_value, out_value)`.
typealias LayoutExplicitFunction = @convention(c) (
    UnsafeMutableRawPointer?, UnsafeRawPointer?, Int32, Double, Double, Double, Double, Double, Double,
    UnsafeMutablePointer<Int32>?, UnsafeMutablePointer<Double>?) -> Int32

/// `spacing(context, subviews, out_zero_edges)`: the layout's own spacing preferences.
public typealias LayoutSpacingFunction = @convention(c) (UnsafeMutableRawPointer?, UnsafeRawPointer?, UnsafeMutablePointer<UInt32>?) -> Int32

/// What an `ae_subviews *` names while a layout callback runs (see `CallbackHandles`).
struct SubviewsContext {
    let subviews: LayoutSubviews
    unowned let handle: TreeHandle

    func subview(_ index: Int) throws(CError) -> LayoutSubview {
        guard index >= 0, index < subviews.count else {
            throw .invalidArgument("subview \(index) does not exist (the layout has \(subviews.count))")
        }
        return subviews[index]
    }
}

/// A proposal from C: AE_UNSPECIFIED (NaN) is nil.
private func proposal(_ width: Double, _ height: Double) -> ProposedViewSize {
    ProposedViewSize(width: width.isNaN ? nil : width, height: height.isNaN ? nil : height)
}

/// Calls a layout callback with an `ae_subviews *` for `subviews`; a non-zero status, or an
/// `ae_subviews_*` call of the callback that failed, fails the layout.
private func callLayout(_ subviews: LayoutSubviews, _ handle: TreeHandle, _ what: String, _ body: (UnsafeRawPointer) -> Int32) throws {
    let (status, failure) = subviewsHandles.with(SubviewsContext(subviews: subviews, handle: handle), body)
    guard status == 0 else { throw CallbackFailure(description: "\(what) returned \(status)") }
    if let failure { throw CallbackFailure(description: "\(what) made a call that failed: \(failure)") }
}

/// The edges of `ae_view_set_layout_spacing` and `ae_subviews_get_spacing` (AE_EDGE_TOP 1,
/// AE_EDGE_LEADING 2, AE_EDGE_BOTTOM 4, AE_EDGE_TRAILING 8): `Edge.Set`'s raw values.
private let allEdgeBits = UInt32(Edge.Set.all.rawValue)

extension HostLayout {
    /// A layout from a C callback table; `size_that_fits` and `place_subviews` are required.
    init(name: String, callbacks: UnsafeRawPointer, context: UnsafeMutableRawPointer?, handle: TreeHandle) throws(CError) {
        let pointerSize = MemoryLayout<UnsafeRawPointer>.size
        let size = try required(callbacks.load(as: LayoutSizeFunction?.self), "callbacks->size_that_fits")
        let place = try required(callbacks.load(fromByteOffset: pointerSize, as: LayoutPlaceFunction?.self), "callbacks->place_subviews")
        let explicit = callbacks.load(fromByteOffset: 2 * pointerSize, as: LayoutExplicitFunction?.self)
        // The tree holds this layout: its functions must not keep the tree's handle alive.
        unowned let handle = handle
        func call(_ subviews: LayoutSubviews, _ what: String, _ body: (UnsafeRawPointer) -> Int32) throws {
            try callLayout(subviews, handle, what, body)
        }
        let explicitAlignment: ((GuideDefinition, Rect, ProposedViewSize, LayoutSubviews, inout Any?) throws -> Double?)? = explicit.map { explicit in
            { guide, bounds, p, subviews, _ in
                var hasValue: Int32 = 0, value = Double.nan
                try call(subviews, "explicit_alignment") {
                    explicit(context, $0, handle.tree.guideID(for: guide), bounds.x, bounds.y, bounds.width, bounds.height,
                             p.width ?? .nan, p.height ?? .nan, &hasValue, &value)
                }
                return hasValue != 0 ? value : nil
            }
        }
        self.init(
            name: name,
            sizeThatFits: { p, subviews, _ in
                var answer = (Double.nan, Double.nan)
                try call(subviews, "size_that_fits") { pointer in
                    withUnsafeMutableBytes(of: &answer) { size(context, pointer, p.width ?? .nan, p.height ?? .nan, $0.baseAddress) }
                }
                return Size(width: answer.0, height: answer.1)
            },
            placeSubviews: { bounds, p, subviews, _ in
                try call(subviews, "place_subviews") {
                    place(context, $0, bounds.x, bounds.y, bounds.width, bounds.height, p.width ?? .nan, p.height ?? .nan)
                }
            },
            explicitAlignment: explicitAlignment)
    }
}

@_cdecl("ae_view_create_layout")
public func ae_view_create_layout(
    _ tree: OpaquePointer?, _ name: UnsafePointer<CChar>?, _ callbacks: UnsafeRawPointer?, _ context: UnsafeMutableRawPointer?,
    _ outView: UnsafeMutablePointer<Int32>?
) -> Int32 {
    withTree(tree) { handle in
        let out = try required(outView, "out_view")
        let host = try HostLayout(name: try string(name, "name"), callbacks: try required(callbacks, "callbacks"), context: context, handle: handle)
        let view = try handle.perform(.add(.layout(host)))
        handle.layoutContexts[view] = context
        out.pointee = view
    }
}

/// A C spacing callback as the engine's `HostLayout.SpacingFunction`.
private func spacingFunction(_ spacing: LayoutSpacingFunction, _ context: UnsafeMutableRawPointer?, _ handle: TreeHandle) -> HostLayout.SpacingFunction {
    unowned let handle = handle
    return { subviews, _ in
        var edges: UInt32 = 0
        try callLayout(subviews, handle, "spacing") { spacing(context, $0, &edges) }
        guard edges & ~allEdgeBits == 0 else {
            throw CallbackFailure(description: "spacing answered the edges \(edges); they are a combination of AE_EDGE_TOP, AE_EDGE_LEADING, AE_EDGE_BOTTOM and AE_EDGE_TRAILING")
        }
        return ViewSpacing(zeroEdges: Edge.Set(rawValue: UInt8(edges)))
    }
}

@_cdecl("ae_view_set_layout_spacing")
public func ae_view_set_layout_spacing(_ tree: OpaquePointer?, _ layout: Int32, _ spacing: LayoutSpacingFunction?) -> Int32 {
    withTree(tree) { handle in
        let view = try handle.view(layout, "layout")
        let context = handle.layoutContexts[layout] ?? nil
        try handle.tree.setLayoutSpacing(spacing.map { spacingFunction($0, context, handle) }, of: view)
    }
}

@_cdecl("ae_subviews_get_spacing")
public func ae_subviews_get_spacing(_ subviews: UnsafeRawPointer?, _ index: Int, _ outZeroEdges: UnsafeMutablePointer<UInt32>?) -> Int32 {
    withSubviews(subviews) { context in
        let out = try required(outZeroEdges, "out_zero_edges")
        out.pointee = UInt32(try context.subview(index).spacing.zeroEdges.rawValue)
    }
}

@_cdecl("ae_subviews_get_layout_direction")
public func ae_subviews_get_layout_direction(_ subviews: UnsafeRawPointer?, _ outDirection: UnsafeMutablePointer<Int32>?) -> Int32 {
    withSubviews(subviews) { context in
        try required(outDirection, "out_direction").pointee = context.subviews.layoutDirection == .rightToLeft ? 1 : 0
    }
}

@_cdecl("ae_subviews_get_count")
public func ae_subviews_get_count(_ subviews: UnsafeRawPointer?, _ outCount: UnsafeMutablePointer<Int>?) -> Int32 {
    withSubviews(subviews) { context in
        try required(outCount, "out_count").pointee = context.subviews.count
    }
}

@_cdecl("ae_subviews_get_size")
public func ae_subviews_get_size(
    _ subviews: UnsafeRawPointer?, _ index: Int, _ proposedWidth: Double, _ proposedHeight: Double, _ outSize: UnsafeMutableRawPointer?
) -> Int32 {
    withSubviews(subviews) { context in
        let out = try required(outSize, "out_size")
        let before = context.subviews.failure
        let size = try context.subview(index).sizeThatFits(proposal(proposedWidth, proposedHeight))
        if before == nil, let failure = context.subviews.failure { throw failure }
        out.storeBytes(of: size.width, as: Double.self)
        out.storeBytes(of: size.height, toByteOffset: 8, as: Double.self)
    }
}

@_cdecl("ae_subviews_get_guide_value")
public func ae_subviews_get_guide_value(
    _ subviews: UnsafeRawPointer?, _ index: Int, _ proposedWidth: Double, _ proposedHeight: Double, _ guide: Int32,
    _ outValue: UnsafeMutablePointer<Double>?
) -> Int32 {
    withSubviews(subviews) { context in
        let out = try required(outValue, "out_value")
        let definition = try context.handle.guide(guide).definition
        out.pointee = try context.subview(index).dimensions(in: proposal(proposedWidth, proposedHeight))[definition]
    }
}

@_cdecl("ae_subviews_place")
public func ae_subviews_place(
    _ subviews: UnsafeRawPointer?, _ index: Int, _ x: Double, _ y: Double, _ anchorX: Double, _ anchorY: Double,
    _ proposedWidth: Double, _ proposedHeight: Double
) -> Int32 {
    withSubviews(subviews) { context in
        let before = context.subviews.failure
        try context.subview(index).place(at: Point(x: x, y: y), anchor: UnitPoint(x: anchorX, y: anchorY),
                                         proposal: proposal(proposedWidth, proposedHeight))
        if before == nil, let failure = context.subviews.failure { throw failure }
    }
}

@_cdecl("ae_subviews_get_priority")
public func ae_subviews_get_priority(_ subviews: UnsafeRawPointer?, _ index: Int, _ outPriority: UnsafeMutablePointer<Double>?) -> Int32 {
    withSubviews(subviews) { context in
        try required(outPriority, "out_priority").pointee = try context.subview(index).priority
    }
}

@_cdecl("ae_view_set_layout_value")
public func ae_view_set_layout_value(_ tree: OpaquePointer?, _ view: Int32, _ key: UnsafePointer<CChar>?, _ value: Double) -> Int32 {
    withTree(tree) { handle in
        let view = try handle.view(view)
        try handle.tree.setLayoutValue(named: try string(key, "key"), value, of: view)
    }
}

@_cdecl("ae_subviews_get_layout_value")
public func ae_subviews_get_layout_value(
    _ subviews: UnsafeRawPointer?, _ index: Int, _ key: UnsafePointer<CChar>?, _ defaultValue: Double, _ outValue: UnsafeMutablePointer<Double>?
) -> Int32 {
    withSubviews(subviews) { context in
        let out = try required(outValue, "out_value")
        out.pointee = try context.subview(index).layoutValue(named: try string(key, "key")) ?? defaultValue
    }
}
