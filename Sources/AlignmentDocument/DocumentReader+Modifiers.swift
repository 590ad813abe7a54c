import AlignmentEngine

/// Modifiers: each is an object with one key, the modifier's name, whose value holds its
/// arguments (`{"padding": 8}`, `{"frame": {"width": 100}}`).
extension DocumentReader {
    /// SwiftUI's default padding on every edge (semantics §14.5).
    static let defaultPadding = 16.0

    static let modifierNames = [
        "frame", "padding", "alignmentGuide", "offset", "fixedSize", "layoutPriority",
        "overlay", "background", "aspectRatio", "position", "environment",
        "gridCellColumns", "gridColumnAlignment", "gridCellAnchor", "gridCellUnsizedAxes",
        "containerRelativeFrame", "ignoresSafeArea", "safeAreaInset", "safeAreaPadding",
    ] + controlModifierNames
    static let fixedFrameKeys = ["width", "height"]
    static let flexibleFrameKeys = ["minWidth", "idealWidth", "maxWidth", "minHeight", "idealHeight", "maxHeight"]
    static let edgeKeys = ["top", "leading", "bottom", "trailing"]

    /// Reads the modifier at `position` of the list of `specs[owner]`.
    mutating func readModifier(_ value: JSONValueID, position: Int, of owner: Int) throws(LayoutError) -> PendingModifier {
        guard json.kind(of: value) == .object, json.count(value) == 1, let (name, body) = json.members(value).first(where: { _ in true }) else {
            throw failure(.invalidDocument, at: value, "expected a modifier (an object with exactly one key, such as {\"padding\": 8}), found \(json.kind(of: value) == .object ? "an object with \(json.count(value)) keys" : describe(value))")
        }
        let modifier: LayoutModifier
        switch name {
        case "frame":
            modifier = try frame(body)
        case "padding":
            modifier = .padding(try padding(body, rule: .finite, what: "padding"))
        case "alignmentGuide":
            modifier = try alignmentGuide(body)
        case "offset":
            try checkObject(body, allowing: ["x", "y"], what: "offset")
            modifier = .offset(x: try number(in: body, "x", .finite, absent: 0), y: try number(in: body, "y", .finite, absent: 0))
        case "fixedSize":
            modifier = try fixedSize(body)
        case "layoutPriority":
            modifier = .layoutPriority(try number(body, .finite))
        case "overlay", "background":
            try checkObject(body, allowing: ["alignment", "content"], what: name)
            let content = try required(body, "content", what: name)
            let alignment = try alignment(in: body)
            let spec = appendSpec(content, parent: owner, pathLength: pathPrefix(of: owner) + "/modifiers/".utf8.count + Self.digitCount(position))
            let isOverlay = name == "overlay"
            return PendingModifier(json: body, action: .content(spec) { isOverlay ? .overlay($0, alignment: alignment) : .background($0, alignment: alignment) })
        case "safeAreaInset":
            let make = try safeAreaInset(body)
            let content = try required(body, "content", what: name)
            let spec = appendSpec(content, parent: owner, pathLength: pathPrefix(of: owner) + "/modifiers/".utf8.count + Self.digitCount(position))
            return PendingModifier(json: body, action: .content(spec, make))
        case "ignoresSafeArea":
            modifier = try ignoresSafeArea(body)
        case "safeAreaPadding":
            modifier = .safeAreaPadding(try padding(body, rule: .size, what: "safeAreaPadding"))
        case "aspectRatio":
            try checkObject(body, allowing: ["ratio", "contentMode"], what: "aspectRatio")
            var mode = ContentMode.fit
            if let value = json.member(body, named: "contentMode") {
                mode = try choice(value, [("fit", .fit), ("fill", .fill)], what: "contentMode")
            }
            modifier = .aspectRatio(try optionalNumber(in: body, "ratio", .positive), contentMode: mode)
        case "position":
            try checkObject(body, allowing: ["x", "y"], what: "position")
            modifier = .position(x: try number(in: body, "x", .finite, absent: 0), y: try number(in: body, "y", .finite, absent: 0))
        case "environment":
            try checkObject(body, allowing: ["layoutDirection", "defaultMinListRowHeight"], what: "environment")
            guard json.count(body) == 1 else {
                throw failure(.invalidDocument, at: body, "environment sets one value (layoutDirection or defaultMinListRowHeight), not \(json.count(body))")
            }
            if let height = json.member(body, named: "defaultMinListRowHeight") {
                modifier = .control(.defaultMinListRowHeight(try number(height, .size)))
            } else {
                modifier = .layoutDirection(try layoutDirection(try required(body, "layoutDirection", what: "environment")))
            }
        case "gridCellColumns":
            let count = try number(body, .positive)
            guard count == count.rounded(), count <= Double(Int32.max) else {
                throw failure(.invalidValue, at: body, "gridCellColumns must be a whole number of columns, not \(NumberFormatting.json(count))")
            }
            modifier = .gridCellColumns(Int(count))
        case "gridColumnAlignment":
            modifier = .gridColumnAlignment(try horizontalGuide(body, what: "gridColumnAlignment"))
        case "gridCellAnchor":
            modifier = .gridCellAnchor(try unitPoint(body))
        case "gridCellUnsizedAxes":
            modifier = .gridCellUnsizedAxes(try axes(body, what: "gridCellUnsizedAxes"))
        case "containerRelativeFrame":
            modifier = try containerRelativeFrame(body)
        default:
            if let value = try textEnvironmentValue(name, body) {
                modifier = .textEnvironment(value)
            } else if let control = try controlModifier(name, body) {
                modifier = control
            } else {
                throw failure(.invalidDocument, at: body, "unknown modifier '\(name)' (known: \((Self.modifierNames + Self.textModifierNames).joined(separator: ", ")))")
            }
        }
        return PendingModifier(json: body, action: .apply(modifier))
    }

    /// `{"axes", "count"?: 1, "span"?: 1, "spacing"?: 0, "alignment"?: "center"}`: count a
    /// whole number ≥ 1, span a whole number from 1 to count, spacing a number ≥ 0.
    private func containerRelativeFrame(_ body: JSONValueID) throws(LayoutError) -> LayoutModifier {
        try checkObject(body, allowing: ["axes", "count", "span", "spacing", "alignment"], what: "containerRelativeFrame")
        let axes = try axes(try required(body, "axes", what: "containerRelativeFrame"), what: "containerRelativeFrame axes")
        func whole(_ key: String, upTo limit: Double) throws(LayoutError) -> Int {
            guard let value = json.member(body, named: key) else { return 1 }
            let number = try number(value, .finite)
            guard number == number.rounded(), number >= 1, number <= limit else {
                throw failure(.invalidValue, at: value, "containerRelativeFrame \(key) must be a whole number from 1 to \(NumberFormatting.json(limit)), not \(NumberFormatting.json(number))")
            }
            return Int(number)
        }
        let count = try whole("count", upTo: Double(Int32.max))
        let span = try whole("span", upTo: Double(count))
        return .containerRelativeFrame(axes, count: count, span: span, spacing: try number(in: body, "spacing", .size, absent: 0),
                                       alignment: try alignment(in: body))
    }

    /// A unit point: one of the nine alignment names (`"topLeading"`, `"center"`, …) or
    /// `{"x": X, "y": Y}`.
    func unitPoint(_ value: JSONValueID) throws(LayoutError) -> UnitPoint {
        if json.kind(of: value) == .object {
            try checkObject(value, allowing: ["x", "y"], what: "unit point")
            return UnitPoint(x: try number(try required(value, "x", what: "a unit point"), .finite),
                             y: try number(try required(value, "y", what: "a unit point"), .finite))
        }
        let points: [(name: String, value: UnitPoint)] = [
            ("topLeading", .topLeading), ("top", .top), ("topTrailing", .topTrailing), ("leading", .leading), ("center", .center),
            ("trailing", .trailing), ("bottomLeading", .bottomLeading), ("bottom", .bottom), ("bottomTrailing", .bottomTrailing),
        ]
        return try choice(value, points, what: "unit point")
    }

    /// A set of axes: `"horizontal"`, `"vertical"`, or an array of them.
    func axes(_ value: JSONValueID, what: String) throws(LayoutError) -> Axis.Set {
        try set(value, [("horizontal", .horizontal), ("vertical", .vertical)], what: "axis")
    }

    /// `{"width"?, "height"?, "alignment"?}` or `{"minWidth"?, …, "maxHeight"?, "alignment"?}`.
    private func frame(_ body: JSONValueID) throws(LayoutError) -> LayoutModifier {
        try checkObject(body, allowing: Self.fixedFrameKeys + Self.flexibleFrameKeys + ["alignment"], what: "frame")
        let alignment = try alignment(in: body)
        let fixed = Self.fixedFrameKeys.first { json.member(body, named: $0) != nil }
        let flexible = Self.flexibleFrameKeys.first { json.member(body, named: $0) != nil }
        if let fixed, let flexible {
            throw failure(.invalidDocument, at: json.member(body, named: flexible)!,
                          "a frame takes either width/height or min/ideal/max lengths, not '\(fixed)' with '\(flexible)'")
        }
        guard flexible != nil else {
            return .frame(width: try optionalNumber(in: body, "width", .size), height: try optionalNumber(in: body, "height", .size),
                          alignment: alignment)
        }
        return .flexibleFrame(
            minWidth: try optionalNumber(in: body, "minWidth", .size),
            idealWidth: try optionalNumber(in: body, "idealWidth", .size),
            maxWidth: try optionalNumber(in: body, "maxWidth", .sizeOrInfinity),
            minHeight: try optionalNumber(in: body, "minHeight", .size),
            idealHeight: try optionalNumber(in: body, "idealHeight", .size),
            maxHeight: try optionalNumber(in: body, "maxHeight", .sizeOrInfinity),
            alignment: alignment)
    }

    /// A number (every edge), `null` (the default padding), or an object of edges where a
    /// missing edge is 0 and a `null` one the default padding; each number by `rule`.
    private func padding(_ body: JSONValueID, rule: NumberRule, what: String) throws(LayoutError) -> EdgeInsets {
        switch json.kind(of: body) {
        case .null:
            return EdgeInsets(Self.defaultPadding)
        case .object:
            try checkObject(body, allowing: Self.edgeKeys, what: what)
            func edge(_ key: String) throws(LayoutError) -> Double {
                guard let value = json.member(body, named: key) else { return 0 }
                return try optionalNumber(value, rule) ?? Self.defaultPadding
            }
            return EdgeInsets(top: try edge("top"), leading: try edge("leading"), bottom: try edge("bottom"), trailing: try edge("trailing"))
        default:
            return EdgeInsets(try number(body, rule))
        }
    }

    /// `true` (every region, every edge) or `{"regions"?, "edges"?}` (each missing one: all).
    private func ignoresSafeArea(_ body: JSONValueID) throws(LayoutError) -> LayoutModifier {
        if json.kind(of: body) != .object {
            guard try bool(body) else { throw failure(.invalidDocument, at: body, "ignoresSafeArea takes true or {\"regions\", \"edges\"}, not false") }
            return .ignoresSafeArea()
        }
        try checkObject(body, allowing: ["regions", "edges"], what: "ignoresSafeArea")
        let regionNames: [(name: String, value: SafeAreaRegions)] = [("container", .container), ("keyboard", .keyboard), ("all", .all)]
        let regions = try json.member(body, named: "regions").map { value throws(LayoutError) in try set(value, regionNames, what: "safe-area region") } ?? .all
        let edges = try json.member(body, named: "edges").map { value throws(LayoutError) in try edgeSet(value) } ?? .all
        return .ignoresSafeArea(regions, edges: edges)
    }

    /// `{"edge", "alignment"?: "center", "spacing"?: null, "content"}`: the modifier for the
    /// content's view. The alignment is a horizontal guide for a top or bottom edge, a
    /// vertical one for a leading or trailing edge.
    private func safeAreaInset(_ body: JSONValueID) throws(LayoutError) -> (ViewID) -> LayoutModifier {
        try checkObject(body, allowing: ["edge", "alignment", "spacing", "content"], what: "safeAreaInset")
        let edgeNames: [(name: String, value: Edge)] = [("top", .top), ("leading", .leading), ("bottom", .bottom), ("trailing", .trailing)]
        let edge = try choice(try required(body, "edge", what: "safeAreaInset"), edgeNames, what: "edge")
        let spacing = try optionalNumber(in: body, "spacing", .finite)
        let alignment = json.member(body, named: "alignment")
        switch edge {
        case .top, .bottom:
            let guide = try alignment.map { value throws(LayoutError) in try horizontalGuide(value, what: "safeAreaInset alignment") } ?? .center
            return { .safeAreaInset($0, edge: edge == .top ? .top : .bottom, alignment: guide, spacing: spacing) }
        case .leading, .trailing:
            let guide = try alignment.map { value throws(LayoutError) in try verticalGuide(value, what: "safeAreaInset alignment") } ?? .center
            return { .safeAreaInsetBeside($0, edge: edge == .leading ? .leading : .trailing, alignment: guide, spacing: spacing) }
        }
    }

    /// A set of edges: `"top"`, `"leading"`, `"bottom"`, `"trailing"`, `"horizontal"`,
    /// `"vertical"`, `"all"`, or an array of them.
    func edgeSet(_ value: JSONValueID) throws(LayoutError) -> Edge.Set {
        let names: [(name: String, value: Edge.Set)] = [
            ("top", .top), ("leading", .leading), ("bottom", .bottom), ("trailing", .trailing),
            ("horizontal", .horizontal), ("vertical", .vertical), ("all", .all),
        ]
        return try set(value, names, what: "edge")
    }

    /// One of `names`, or an array of them, or'ed together.
    private func set<Element: OptionSet>(_ value: JSONValueID, _ names: [(name: String, value: Element)], what: String) throws(LayoutError) -> Element {
        guard json.kind(of: value) == .array else { return try choice(value, names, what: what) }
        var set: Element = []
        for index in 0..<json.count(value) { set.formUnion(try choice(json.element(value, at: index)!, names, what: what)) }
        return set
    }

    /// `{"guide": NAME, "value": EXPR}`.
    private mutating func alignmentGuide(_ body: JSONValueID) throws(LayoutError) -> LayoutModifier {
        try checkObject(body, allowing: ["guide", "value"], what: "alignmentGuide")
        let guide = try guide(try required(body, "guide", what: "alignmentGuide"), axis: nil, what: "alignmentGuide")
        let value = try required(body, "value", what: "alignmentGuide")
        switch guide {
        case .horizontal(let guide):
            return .horizontalAlignmentGuide(guide, .expression(try expression(value, axis: .horizontal)))
        case .vertical(let guide):
            return .verticalAlignmentGuide(guide, .expression(try expression(value, axis: .vertical)))
        }
    }

    /// `true`, `false` (no effect), or `{"horizontal"?, "vertical"?}` (missing axes false).
    private func fixedSize(_ body: JSONValueID) throws(LayoutError) -> LayoutModifier {
        if let both = json.bool(body) { return .fixedSize(horizontal: both, vertical: both) }
        guard json.kind(of: body) == .object else {
            throw failure(.invalidDocument, at: body, "expected true, false or {\"horizontal\": …, \"vertical\": …}, found \(describe(body))")
        }
        try checkObject(body, allowing: ["horizontal", "vertical"], what: "fixedSize")
        func axis(_ key: String) throws(LayoutError) -> Bool {
            guard let value = json.member(body, named: key) else { return false }
            return try bool(value)
        }
        return .fixedSize(horizontal: try axis("horizontal"), vertical: try axis("vertical"))
    }
}
