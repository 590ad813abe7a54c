import AlignmentEngine

/// Controls in documents (`docs/document-extensions.md`, "Controls"): their views, the
/// modifiers that style them, and the top-level `platform` and `device`.
extension DocumentReader {
    /// Keys each control type accepts, besides `type`, `id` and `modifiers`.
    static let controlFields: [String: [String]] = [
        "Button": ["title", "children"],
        "Link": ["title", "destination", "children"],
        "NavigationLink": ["title", "children"],
        "Label": ["title", "systemImage", "icon"],
        "Toggle": ["title", "isOn", "children"],
        "Stepper": ["title", "value", "children"],
        "Slider": ["value"],
        "ProgressView": ["title", "value", "total", "children"],
        "TextField": ["title", "text", "axis", "lineLimit", "reservesSpace"],
        "SecureField": ["title", "text"],
        "Picker": ["title", "label", "selection", "children"],
        "LabeledContent": ["title", "label", "value", "children"],
        "List": ["children"],
        "Form": ["children"],
        "Section": ["title", "header", "footer", "children"],
    ]

    /// The control a view object of control type `type` is, and the views of its leading
    /// slots (`title`, `icon`, `label`, `header`), in the control's slot order (a Section's
    /// `footer`, its trailing slot, comes after its children: `trailingSlot(_:_:)`).
    func control(_ type: String, _ object: JSONValueID) throws(LayoutError) -> (Control, slots: [(name: String, view: JSONValueID)]) {
        func text(_ key: String) throws(LayoutError) -> String? {
            try json.member(object, named: key).map { value throws(LayoutError) in try string(value, what: "\(type) \(key)") }
        }
        /// A key that is a string (`title`) or a view (a slot), never both.
        func titleOrView(_ key: String, view viewKey: String) throws(LayoutError) -> (String?, JSONValueID?) {
            let value = json.member(object, named: key), view = viewKey == key ? nil : json.member(object, named: viewKey)
            if let value, json.kind(of: value) == .object { return (nil, value) }
            if value != nil, let view {
                throw failure(.invalidDocument, at: view, "\(type) takes a '\(key)' string or a '\(viewKey)' view, not both")
            }
            return (try text(key), view)
        }
        switch type {
        case "Button": return (.button(title: try text("title")), [])
        case "Link":
            _ = try text("destination")
            return (.link(title: try text("title")), [])
        case "NavigationLink": return (.navigationLink(title: try text("title")), [])
        case "Label":
            let (title, titleView) = try titleOrView("title", view: "title")
            let icon = json.member(object, named: "icon"), systemImage = try text("systemImage")
            if let icon, systemImage != nil {
                throw failure(.invalidDocument, at: icon, "Label takes a 'systemImage' string or an 'icon' view, not both")
            }
            if systemImage == nil && icon == nil { throw failure(.invalidDocument, at: object, "missing key 'systemImage' or 'icon' in Label") }
            if title == nil && titleView == nil { throw failure(.invalidDocument, at: object, "missing key 'title' in Label") }
            let slots = [("title", titleView), ("icon", icon)].compactMap { name, view in view.map { (name, $0) } }
            return (.label(title: title, systemImage: systemImage), slots)
        case "Toggle":
            if let value = json.member(object, named: "isOn") { _ = try bool(value) }
            return (.toggle(title: try text("title")), [])
        case "Stepper":
            _ = try optionalNumber(in: object, "value", .finite)
            return (.stepper(title: try text("title")), [])
        case "Slider":
            _ = try optionalNumber(in: object, "value", .finite)
            return (.slider, [])
        case "ProgressView":
            return (.progressView(title: try text("title"), value: try optionalNumber(in: object, "value", .finite),
                                  total: try number(in: object, "total", .size, absent: 1)), [])
        case "TextField":
            let title = try string(try required(object, "title", what: "a TextField"), what: "TextField title")
            let axis = try json.member(object, named: "axis").map { value throws(LayoutError) in
                try choice(value, [("horizontal", Axis.horizontal), ("vertical", .vertical)], what: "TextField axis")
            } ?? .horizontal
            let reservesSpace = try json.member(object, named: "reservesSpace").map { value throws(LayoutError) in try bool(value) } ?? false
            return (.textField(title: title, text: try text("text") ?? "", axis: axis, lineLimit: try whole(in: object, "lineLimit", what: "TextField lineLimit"),
                               reservesSpace: reservesSpace), [])
        case "SecureField":
            return (.secureField(title: try string(try required(object, "title", what: "a SecureField"), what: "SecureField title"), text: try text("text") ?? ""), [])
        case "Picker":
            let (title, label) = try titleOrView("title", view: "label")
            let selection = try whole(in: object, "selection", what: "Picker selection", minimum: 0) ?? 0
            return (.picker(title: title, selection: selection, hasLabelView: label != nil), label.map { [("label", $0)] } ?? [])
        case "LabeledContent":
            let (title, label) = try titleOrView("title", view: "label")
            if title == nil && label == nil { throw failure(.invalidDocument, at: object, "missing key 'title' or 'label' in LabeledContent") }
            return (.labeledContent(title: title, value: try text("value")), label.map { [("label", $0)] } ?? [])
        case "List": return (.list, [])
        case "Form": return (.form, [])
        default:  // "Section"
            let (title, header) = try titleOrView("title", view: "header")
            let footer = json.member(object, named: "footer")
            return (.section(title: title, hasHeader: header != nil, hasFooter: footer != nil), header.map { [("header", $0)] } ?? [])
        }
    }

    /// The view of a control's trailing slot (a Section's `footer`), if it has one.
    func trailingSlot(_ type: String, _ object: JSONValueID) -> (name: String, view: JSONValueID)? {
        guard type == "Section", let footer = json.member(object, named: "footer") else { return nil }
        return ("footer", footer)
    }

    /// The member `key` of `object` as a whole number ≥ `minimum`, or nil if it is missing.
    private func whole(in object: JSONValueID, _ key: String, what: String, minimum: Double = 1) throws(LayoutError) -> Int? {
        guard let value = json.member(object, named: key) else { return nil }
        let number = try number(value, .finite)
        guard number == number.rounded(), number >= minimum, number <= Double(Int32.max) else {
            throw failure(.invalidValue, at: value, "\(what) must be a whole number from \(NumberFormatting.json(minimum)) to \(Int32.max), not \(NumberFormatting.json(number))")
        }
        return Int(number)
    }

    // MARK: Modifiers

    static let controlModifierNames = [
        "buttonStyle", "controlSize", "labelStyle", "toggleStyle", "progressViewStyle", "textFieldStyle", "pickerStyle", "listStyle",
        "labelsHidden", "listRowInsets", "listRowSpacing", "listSectionSpacing",
    ]

    /// The control modifier `name` with value `body`, or nil when `name` is none.
    func controlModifier(_ name: String, _ body: JSONValueID) throws(LayoutError) -> LayoutModifier? {
        func style<S: StyleName>(_: S.Type) throws(LayoutError) -> S {
            try choice(body, S.allCases.map { ($0.name, $0) }, what: name)
        }
        let setting: ControlSetting
        switch name {
        case "buttonStyle": setting = .buttonStyle(try style(ButtonStyle.self))
        case "controlSize": setting = .controlSize(try style(ControlSize.self))
        case "labelStyle": setting = .labelStyle(try style(LabelStyle.self))
        case "toggleStyle": setting = .toggleStyle(try style(ToggleStyle.self))
        case "progressViewStyle": setting = .progressViewStyle(try style(ProgressViewStyle.self))
        case "textFieldStyle": setting = .textFieldStyle(try style(TextFieldStyle.self))
        case "pickerStyle": setting = .pickerStyle(try style(PickerStyle.self))
        case "listStyle": setting = .listStyle(try style(ListStyle.self))
        case "labelsHidden":
            guard json.bool(body) == true else { throw failure(.invalidDocument, at: body, "labelsHidden takes true, not \(describe(body))") }
            setting = .labelsHidden
        case "listRowInsets":
            switch json.kind(of: body) {
            case .null: setting = .listRowInsets(nil)
            case .object:
                try checkObject(body, allowing: Self.edgeKeys, what: "listRowInsets")
                setting = .listRowInsets(EdgeInsets(top: try number(in: body, "top", .finite, absent: 0), leading: try number(in: body, "leading", .finite, absent: 0),
                                                    bottom: try number(in: body, "bottom", .finite, absent: 0), trailing: try number(in: body, "trailing", .finite, absent: 0)))
            default: setting = .listRowInsets(EdgeInsets(try number(body, .finite)))
            }
        case "listRowSpacing": setting = .listRowSpacing(try optionalNumber(body, .size))
        case "listSectionSpacing":
            if json.kind(of: body) == .string {
                setting = .listSectionSpacing(try choice(body, [("default", ListSectionSpacing.default), ("compact", .compact)], what: "listSectionSpacing"))
            } else {
                setting = .listSectionSpacing(.custom(try number(body, .size)))
            }
        default:
            return nil
        }
        return .control(setting)
    }

    // MARK: Top level

    /// `platform`: a profile's name (`"ios26"`), or `{"name"?: NAME, "metrics"?: {METRIC: NUMBER}}`.
    func platform(_ value: JSONValueID) throws(LayoutError) -> PlatformProfile {
        let names = Platform.allCases.map { ($0.name, $0) }
        guard json.kind(of: value) == .object else { return PlatformProfile(try choice(value, names, what: "platform")) }
        try checkObject(value, allowing: ["name", "metrics"], what: "platform")
        var profile = try json.member(value, named: "name").map { name throws(LayoutError) in PlatformProfile(try choice(name, names, what: "platform")) } ?? .default
        if let metrics = json.member(value, named: "metrics") {
            try checkObject(metrics, allowing: PlatformProfile.metricNames, what: "platform metrics")
            for member in json.members(metrics) {
                let number = try number(member.value, .finite)
                do throws(LayoutError) { profile = try profile.setting(member.key, to: number) } catch { throw located(error, at: member.value) }
            }
        }
        return profile
    }

    /// `device`: a preset's name (`"iPhone 17"`), or `{"name": NAME, "orientation"?: "portrait" | "landscape"}`.
    func device(_ value: JSONValueID) throws(LayoutError) -> (preset: DevicePreset, orientation: DeviceOrientation) {
        var nameValue = value, orientation = DeviceOrientation.portrait
        if json.kind(of: value) == .object {
            try checkObject(value, allowing: ["name", "orientation"], what: "device")
            nameValue = try required(value, "name", what: "device")
            if let given = json.member(value, named: "orientation") {
                orientation = try choice(given, DeviceOrientation.allCases.map { ($0.name, $0) }, what: "device orientation")
            }
        }
        let name = try string(nameValue, what: "device")
        guard let preset = DevicePreset.named(name) else {
            throw failure(.invalidDocument, at: nameValue, "unknown device '\(name)' (known: \(DevicePreset.all.map(\.name).joined(separator: ", ")))")
        }
        return (preset, orientation)
    }
}
