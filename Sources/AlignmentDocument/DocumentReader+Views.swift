import AlignmentEngine

/// Views: reading the view tree with an explicit work list, then assembling it bottom-up.
extension DocumentReader {
    /// A view of the document: where it is in the JSON, the tree view made for it, and what
    /// still has to be attached to it.
    struct ViewSpec {
        var json: JSONValueID
        var view = ViewID(-1)
        /// Its children, as indices into `specs` (allocated together).
        var children: Range<Int> = 0..<0
        /// Its modifiers, as indices into `pendingModifiers`.
        var modifiers: Range<Int> = 0..<0
        /// The spec of the view that holds it (as a child or as the content of one of its
        /// modifiers); -1 for the root.
        var parent: Int
        /// The length of the path the result gives it (`/`, `/0/1`, `/0/modifiers/2`).
        var pathLength: Int
    }

    /// A modifier read from the document, applied once its content view (if any) exists.
    struct PendingModifier {
        enum Action {
            case apply(LayoutModifier)
            /// A modifier whose content is `specs[content]` (overlay, background, safeAreaInset),
            /// made from the content's view.
            case content(Int, (ViewID) -> LayoutModifier)
        }
        var json: JSONValueID
        var action: Action
    }

    /// Keys each view type accepts, besides `type`, `id` and `modifiers`.
    static let viewFields: [String: [String]] = {
        var fields: [String: [String]] = [
            "HStack": ["alignment", "spacing", "children"],
            "VStack": ["alignment", "spacing", "children"],
            "ZStack": ["alignment", "children"],
            "GeometryReader": ["children"],
            "Image": ["width", "height", "resizable", "systemName", "symbolSize"],
            "Text": ["text", "font", "lineLimit", "reservesSpace", "lineSpacing", "multilineTextAlignment"],
            "Spacer": ["minLength"],
            "Grid": ["alignment", "horizontalSpacing", "verticalSpacing", "children"],
            "GridRow": ["alignment", "children"],
            "Divider": [],
            "ViewThatFits": ["in", "children"],
            "ScrollView": ["axes", "viewport", "children"],
            "LazyHStack": ["alignment", "spacing", "children"],
            "LazyVStack": ["alignment", "spacing", "children"],
            "LazyVGrid": ["columns", "alignment", "spacing", "children"],
            "LazyHGrid": ["rows", "alignment", "spacing", "children"],
        ]
        for shape in ["Color", "Rectangle", "RoundedRectangle", "Capsule", "Ellipse", "Circle"] { fields[shape] = ["color"] }
        fields.merge(controlFields) { own, _ in own }
        return fields.mapValues { ["type", "id", "modifiers"] + $0 }
    }()

    /// Reads the view tree below `root` and builds it; returns the root view.
    ///
    /// Reading goes in document order with a work list of views still to read, so ids are
    /// checked and tree views created in the order of the result. Assembling (modifiers and
    /// children) then goes from the last view read back to the first, so every child and
    /// every overlay content is complete before the view that holds it.
    mutating func readViewTree(_ root: JSONValueID) throws(LayoutError) -> ViewID {
        specs = [ViewSpec(json: root, parent: -1, pathLength: 1)]
        resultPathBytes = 1
        var work = [0]
        while let index = work.popLast() {
            let firstNew = specs.count
            try readView(index)
            // The first child ends on top: a view's subtree is read before its next sibling.
            work.append(contentsOf: (firstNew..<specs.count).reversed())
        }
        for index in specs.indices.reversed() { try assemble(index) }
        try setRows()
        return specs[0].view
    }

    /// Reads `specs[index]`: checks it, creates its tree view, and allocates specs for its
    /// children and overlay or background contents.
    private mutating func readView(_ index: Int) throws(LayoutError) {
        let object = specs[index].json
        guard json.kind(of: object) == .object else {
            throw failure(.invalidDocument, at: object, "expected a view (an object with a 'type'), found \(describe(object))")
        }
        let typeValue = try required(object, "type", what: "a view")
        let type = try string(typeValue, what: "a view type")
        guard let keys = Self.viewFields[type] else {
            let known = Self.viewFields.keys.sorted().joined(separator: ", ")
            throw failure(.invalidDocument, at: typeValue, "unknown view type '\(type)' (known: \(known))")
        }
        try checkObject(object, allowing: keys, what: type)
        var slots: [(name: String, view: JSONValueID)] = []
        let kind: ViewKind
        if Self.controlFields[type] != nil {
            let (control, controlSlots) = try control(type, object)
            (kind, slots) = (.control(control), controlSlots)
        } else {
            kind = try viewKind(type, object)
        }
        let view: ViewID
        do throws(LayoutError) { view = try tree.add(kind) } catch { throw located(error, at: object) }
        specs[index].view = view
        if let value = json.member(object, named: "id") {
            let id = try string(value, what: "an id") + idSuffix
            if let first = viewIDs[id] {
                throw failure(.invalidDocument, at: value, "duplicate id '\(id)' (first used at \(json.path(to: first)))")
            }
            viewIDs[id] = value
            do throws(LayoutError) { try tree.setName(id, of: view) } catch { throw located(error, at: value) }
        }
        if let value = json.member(object, named: "color") {
            let color = try string(value, what: "a color")
            do throws(LayoutError) { try tree.setColor(color, of: view) } catch { throw located(error, at: value) }
        }
        if let value = json.member(object, named: "viewport") { try readViewport(value, of: view) }
        let prefix = pathPrefix(of: index)
        let start = specs.count
        // A control's slot views come first, named in their paths (`/0/header`).
        for slot in slots { appendSpec(slot.view, parent: index, pathLength: prefix + 1 + slot.name.utf8.count) }
        if let list = json.member(object, named: "children"), let template = try rowTemplate(list, of: type) {
            rowTemplates.append((index, template))
        } else if let list = json.member(object, named: "children") {
            for (position, child) in try elements(list, what: "a list of views") {
                appendSpec(child, parent: index, pathLength: prefix + 1 + Self.digitCount(position))
            }
        }
        if let slot = trailingSlot(type, object) { appendSpec(slot.view, parent: index, pathLength: prefix + 1 + slot.name.utf8.count) }
        specs[index].children = start..<specs.count
        if let list = json.member(object, named: "modifiers") {
            let start = pendingModifiers.count
            for (position, modifier) in try elements(list, what: "a list of modifiers") {
                pendingModifiers.append(try readModifier(modifier, position: position, of: index))
            }
            specs[index].modifiers = start..<pendingModifiers.count
        }
    }

    /// The length of the part of a result path that the children and contents of
    /// `specs[index]` start with: its own path's (the root's `/` counts for nothing).
    func pathPrefix(of index: Int) -> Int {
        index == 0 ? 0 : specs[index].pathLength
    }

    /// Adds a view still to be read, held by `specs[parent]`; returns its index in `specs`.
    @discardableResult
    mutating func appendSpec(_ json: JSONValueID, parent: Int, pathLength: Int) -> Int {
        specs.append(ViewSpec(json: json, parent: parent, pathLength: pathLength))
        resultPathBytes += pathLength
        return specs.count - 1
    }

    /// The elements of the array `list`, with their positions.
    private func elements(_ list: JSONValueID, what: String) throws(LayoutError) -> [(Int, JSONValueID)] {
        guard json.kind(of: list) == .array else {
            throw failure(.invalidDocument, at: list, "expected \(what) (an array), found \(describe(list))")
        }
        return (0..<json.count(list)).map { ($0, json.element(list, at: $0)!) }
    }

    /// What a view object of type `type` is, with its fields.
    private func viewKind(_ type: String, _ object: JSONValueID) throws(LayoutError) -> ViewKind {
        switch type {
        case "HStack", "LazyHStack":
            let alignment = try json.member(object, named: "alignment").map { value throws(LayoutError) in
                try verticalGuide(value, what: "\(type) alignment")
            } ?? .center
            let spacing = try optionalNumber(in: object, "spacing", .finite)
            return type == "HStack" ? .hstack(alignment: alignment, spacing: spacing) : .lazyHStack(alignment: alignment, spacing: spacing)
        case "VStack", "LazyVStack":
            let alignment = try json.member(object, named: "alignment").map { value throws(LayoutError) in
                try horizontalGuide(value, what: "\(type) alignment")
            } ?? .center
            let spacing = try optionalNumber(in: object, "spacing", .finite)
            return type == "VStack" ? .vstack(alignment: alignment, spacing: spacing) : .lazyVStack(alignment: alignment, spacing: spacing)
        case "ScrollView":
            guard let value = json.member(object, named: "axes") else { return .scrollView() }
            return .scrollView(try axes(value, what: "ScrollView axes"))
        case "ZStack":
            return .zstack(alignment: try alignment(in: object))
        case "Circle":
            return .circle
        case "GeometryReader":
            return .geometryReader
        case "Image":
            if let name = json.member(object, named: "systemName"), let symbol = try symbolImage(object, name) { return symbol }
            if let size = json.member(object, named: "symbolSize") {
                throw failure(.invalidDocument, at: size, "symbolSize goes with a systemName image without width and height")
            }
            var resizable = false
            if let value = json.member(object, named: "resizable") { resizable = try bool(value) }
            return .image(width: try number(try required(object, "width", what: "an Image"), .size),
                          height: try number(try required(object, "height", what: "an Image"), .size),
                          resizable: resizable)
        case "Text":
            return .text(try textContent(object))
        case "Spacer":
            return .spacer(minLength: try optionalNumber(in: object, "minLength", .finite))
        case "Grid":
            return .grid(alignment: try alignment(in: object),
                         horizontalSpacing: try optionalNumber(in: object, "horizontalSpacing", .finite),
                         verticalSpacing: try optionalNumber(in: object, "verticalSpacing", .finite))
        case "GridRow":
            guard let value = json.member(object, named: "alignment"), json.kind(of: value) != .null else { return .gridRow() }
            return .gridRow(alignment: try verticalGuide(value, what: "GridRow alignment"))
        case "Divider":
            return .divider
        case "ViewThatFits":
            guard let value = json.member(object, named: "in") else { return .viewThatFits() }
            return .viewThatFits(in: try axes(value, what: "ViewThatFits in"))
        case "LazyVGrid", "LazyHGrid":
            return try lazyGridKind(type, object)
        default:
            // The shapes that take whatever they are proposed.
            return .shape(ViewType.allCases.first { $0.name == type }!)
        }
    }

    /// Applies the modifiers of `specs[index]` in order and attaches its children.
    private func assemble(_ index: Int) throws(LayoutError) {
        let spec = specs[index]
        for pending in pendingModifiers[spec.modifiers] {
            let modifier: LayoutModifier
            switch pending.action {
            case .apply(let ready):
                modifier = ready
            case .content(let content, let make):
                modifier = make(specs[content].view)
            }
            do throws(LayoutError) { try tree.apply(modifier, to: spec.view) } catch { throw located(error, at: pending.json) }
        }
        guard !spec.children.isEmpty else { return }
        do throws(LayoutError) {
            try tree.setChildren(of: spec.view, to: spec.children.map { specs[$0].view })
        } catch {
            throw located(error, at: spec.json)
        }
    }

    /// The number of decimal digits of `value` ≥ 0.
    static func digitCount(_ value: Int) -> Int {
        var count = 1
        var rest = value
        while rest >= 10 { rest /= 10; count += 1 }
        return count
    }
}
