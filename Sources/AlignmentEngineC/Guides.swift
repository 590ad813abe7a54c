import AlignmentEngine

extension Guide {
    /// A custom guide on `axis` whose default is a guide expression over the tree's guides.
    static func custom(_ name: String, _ axis: Axis, expression: String, in handle: TreeHandle) throws(LayoutError) -> Guide {
        axis == .horizontal
            ? .horizontal(try .custom(name, defaultExpression: expression, guides: handle.namespace))
            : .vertical(try .custom(name, defaultExpression: expression, guides: handle.namespace))
    }

    /// A custom guide on `axis` whose default a Swift function computes.
    static func custom(_ name: String, _ axis: Axis, function: @escaping (ViewDimensions) -> Double) -> Guide {
        axis == .horizontal ? .horizontal(.custom(name, default: function)) : .vertical(.custom(name, default: function))
    }

    /// `.alignmentGuide(self) { … }` with the given value.
    func modifier(_ value: GuideValue) -> LayoutModifier {
        switch self {
        case .horizontal(let guide): .horizontalAlignmentGuide(guide, value)
        case .vertical(let guide): .verticalAlignmentGuide(guide, value)
        }
    }
}

/// An `ae_axis`.
private func axis(_ value: Int32) throws(CError) -> Axis {
    Axis.allCases[try choice(Double(value), "axis", count: Axis.allCases.count)]
}

/// The body of the functions that define a guide: checks the arguments, makes the guide with
/// `make`, registers it and writes its id.
private func define(
    _ tree: OpaquePointer?, _ name: UnsafePointer<CChar>?, _ axis: Int32, _ outGuide: UnsafeMutablePointer<Int32>?,
    entryPoint: StaticString = #function, _ make: (TreeHandle, String, Axis) throws -> Guide
) -> Int32 {
    withTree(tree, entryPoint: entryPoint) { handle in
        let out = try required(outGuide, "out_guide")
        let name = try string(name, "name")
        guard !name.isEmpty else { throw LayoutError(.invalidGuide, "a guide name may not be empty") }
        out.pointee = try handle.define(try make(handle, name, try AlignmentEngineC.axis(axis)))
    }
}

@_cdecl("ae_tree_define_guide")
public func ae_tree_define_guide(
    _ tree: OpaquePointer?, _ name: UnsafePointer<CChar>?, _ axis: Int32, _ defaultExpression: UnsafePointer<CChar>?,
    _ outGuide: UnsafeMutablePointer<Int32>?
) -> Int32 {
    define(tree, name, axis, outGuide) { handle, name, axis in
        try Guide.custom(name, axis, expression: try string(defaultExpression, "default_expression"), in: handle)
    }
}

@_cdecl("ae_tree_define_guide_callback")
public func ae_tree_define_guide_callback(
    _ tree: OpaquePointer?, _ name: UnsafePointer<CChar>?, _ axis: Int32, _ defaultFunction: GuideFunction?,
    _ userData: UnsafeMutableRawPointer?, _ outGuide: UnsafeMutablePointer<Int32>?
) -> Int32 {
    define(tree, name, axis, outGuide) { handle, name, axis in
        Guide.custom(name, axis, function: handle.guideFunction(try required(defaultFunction, "default_fn"), userData))
    }
}

@_cdecl("ae_tree_find_guide")
public func ae_tree_find_guide(_ tree: OpaquePointer?, _ name: UnsafePointer<CChar>?, _ axis: Int32, _ outGuide: UnsafeMutablePointer<Int32>?) -> Int32 {
    withTree(tree) { handle in
        let out = try required(outGuide, "out_guide")
        let name = try string(name, "name")
        let axis = try AlignmentEngineC.axis(axis)
        guard let definition = handle.namespace.resolve(name, axis: axis) else {
            throw LayoutError(.invalidGuide, "this tree has no guide called '\(name)'")
        }
        guard definition.axis == axis else {
            throw LayoutError(.invalidGuide, "the guide '\(name)' is \(definition.axis), not \(axis)")
        }
        out.pointee = handle.tree.guideID(for: definition)
    }
}

/// The body of the `.alignmentGuide` functions: checks the tree, the view and the guide,
/// then applies the value `make` returns for the guide.
private func alignmentGuide(
    _ tree: OpaquePointer?, _ view: Int32, _ guide: Int32, entryPoint: StaticString = #function, _ make: (TreeHandle, Guide) throws -> GuideValue
) -> Int32 {
    modify(tree, view, entryPoint: entryPoint) { handle, _ in
        let guide = try handle.guide(guide)
        return guide.modifier(try make(handle, guide))
    }
}

@_cdecl("ae_view_apply_alignment_guide")
public func ae_view_apply_alignment_guide(_ tree: OpaquePointer?, _ view: Int32, _ guide: Int32, _ expression: UnsafePointer<CChar>?) -> Int32 {
    alignmentGuide(tree, view, guide) { handle, guide in
        .expression(try GuideExpression(
            compiling: try string(expression, "expression"), axis: guide.definition.axis, guides: handle.namespace))
    }
}

@_cdecl("ae_view_apply_alignment_guide_callback")
public func ae_view_apply_alignment_guide_callback(
    _ tree: OpaquePointer?, _ view: Int32, _ guide: Int32, _ valueFunction: GuideFunction?, _ userData: UnsafeMutableRawPointer?
) -> Int32 {
    alignmentGuide(tree, view, guide) { handle, _ in
        .function(handle.guideFunction(try required(valueFunction, "value_fn"), userData))
    }
}

// MARK: Dimensions in guide callbacks

extension DimensionsContext {
    /// The context behind an `ae_dimensions *` that a guide callback received.
    static func from(_ dimensions: UnsafeRawPointer?) throws(CError) -> DimensionsContext {
        let dimensions = try required(dimensions, "dimensions")
        guard let context = dimensions.load(fromByteOffset: MemoryLayout<CDimensions>.offset(of: \.context)!, as: UnsafeRawPointer?.self) else {
            throw .invalidArgument("these dimensions do not come from a guide callback")
        }
        return try dimensionsHandles.context(context, "dimensions")
    }
}

@_cdecl("ae_dimensions_get_value")
public func ae_dimensions_get_value(_ dimensions: UnsafeRawPointer?, _ guide: Int32, _ outValue: UnsafeMutablePointer<Double>?) -> Int32 {
    cCall {
        let context = try DimensionsContext.from(dimensions)
        let out = try required(outValue, "out_value")
        out.pointee = context.dimensions[try context.handle.guide(guide).definition]
    }
}

@_cdecl("ae_dimensions_get_explicit_value")
public func ae_dimensions_get_explicit_value(
    _ dimensions: UnsafeRawPointer?, _ guide: Int32, _ outHasValue: UnsafeMutablePointer<Int32>?, _ outValue: UnsafeMutablePointer<Double>?
) -> Int32 {
    cCall {
        let context = try DimensionsContext.from(dimensions)
        let hasValue = try required(outHasValue, "out_has_value")
        let out = try required(outValue, "out_value")
        let value = context.dimensions[explicit: try context.handle.guide(guide).definition]
        hasValue.pointee = value == nil ? 0 : 1
        if let value { out.pointee = value }
    }
}
