import AlignmentEngine

// Controls (Button, Toggle, List ...), their styles, the platform profile, the device presets
// and tap targets. The controls given strings are made directly; those given numbers only, and
// every control modifier, are one-instruction programs.

/// The settings `ae_view_apply_style` sets (`AE_SETTING_*`, in the header's order).
enum ControlStyleSetting: CaseIterable {
    case buttonStyle, controlSize, labelStyle, toggleStyle, progressViewStyle, textFieldStyle, pickerStyle, listStyle

    /// The argument's name in messages.
    var name: String {
        switch self {
        case .buttonStyle: "button style"
        case .controlSize: "control size"
        case .labelStyle: "label style"
        case .toggleStyle: "toggle style"
        case .progressViewStyle: "progress view style"
        case .textFieldStyle: "text field style"
        case .pickerStyle: "picker style"
        case .listStyle: "list style"
        }
    }

    /// How many values the setting takes.
    var count: Int {
        switch self {
        case .buttonStyle: ButtonStyle.allCases.count
        case .controlSize: ControlSize.allCases.count
        case .labelStyle: LabelStyle.allCases.count
        case .toggleStyle: ToggleStyle.allCases.count
        case .progressViewStyle: ProgressViewStyle.allCases.count
        case .textFieldStyle: TextFieldStyle.allCases.count
        case .pickerStyle: PickerStyle.allCases.count
        case .listStyle: ListStyle.allCases.count
        }
    }

    /// The setting with value `value` (checked against `count`).
    func setting(_ value: UInt8) -> ControlSetting {
        switch self {
        case .buttonStyle: .buttonStyle(ButtonStyle(rawValue: value)!)
        case .controlSize: .controlSize(ControlSize(rawValue: value)!)
        case .labelStyle: .labelStyle(LabelStyle(rawValue: value)!)
        case .toggleStyle: .toggleStyle(ToggleStyle(rawValue: value)!)
        case .progressViewStyle: .progressViewStyle(ProgressViewStyle(rawValue: value)!)
        case .textFieldStyle: .textFieldStyle(TextFieldStyle(rawValue: value)!)
        case .pickerStyle: .pickerStyle(PickerStyle(rawValue: value)!)
        case .listStyle: .listStyle(ListStyle(rawValue: value)!)
        }
    }
}

/// An optional string argument: NULL is nil.
private func optionalString(_ pointer: UnsafePointer<CChar>?, _ name: String) throws -> String? {
    try pointer.map { try string($0, name) }
}

/// A function that creates a control with a title (NULL: its label is its children).
private func createTitled(_ tree: OpaquePointer?, _ outView: UnsafeMutablePointer<Int32>?, _ title: UnsafePointer<CChar>?,
                          entryPoint: StaticString = #function, _ make: @escaping (String?) -> Control) -> Int32 {
    create(tree, outView, entryPoint: entryPoint) { _ in .add(.control(make(try optionalString(title, "title")))) }
}

@_cdecl("ae_view_create_button")
public func ae_view_create_button(_ tree: OpaquePointer?, _ title: UnsafePointer<CChar>?, _ outView: UnsafeMutablePointer<Int32>?) -> Int32 {
    createTitled(tree, outView, title) { .button(title: $0) }
}

@_cdecl("ae_view_create_link")
public func ae_view_create_link(_ tree: OpaquePointer?, _ title: UnsafePointer<CChar>?, _ outView: UnsafeMutablePointer<Int32>?) -> Int32 {
    createTitled(tree, outView, title) { .link(title: $0) }
}

@_cdecl("ae_view_create_navigation_link")
public func ae_view_create_navigation_link(_ tree: OpaquePointer?, _ title: UnsafePointer<CChar>?, _ outView: UnsafeMutablePointer<Int32>?) -> Int32 {
    createTitled(tree, outView, title) { .navigationLink(title: $0) }
}

@_cdecl("ae_view_create_toggle")
public func ae_view_create_toggle(_ tree: OpaquePointer?, _ title: UnsafePointer<CChar>?, _ outView: UnsafeMutablePointer<Int32>?) -> Int32 {
    createTitled(tree, outView, title) { .toggle(title: $0) }
}

@_cdecl("ae_view_create_stepper")
public func ae_view_create_stepper(_ tree: OpaquePointer?, _ title: UnsafePointer<CChar>?, _ outView: UnsafeMutablePointer<Int32>?) -> Int32 {
    createTitled(tree, outView, title) { .stepper(title: $0) }
}

@_cdecl("ae_view_create_label")
public func ae_view_create_label(
    _ tree: OpaquePointer?, _ title: UnsafePointer<CChar>?, _ systemImage: UnsafePointer<CChar>?, _ outView: UnsafeMutablePointer<Int32>?
) -> Int32 {
    create(tree, outView) { _ in .add(.control(.label(title: try optionalString(title, "title"), systemImage: try optionalString(systemImage, "system_image")))) }
}

@_cdecl("ae_view_create_progress_view")
public func ae_view_create_progress_view(
    _ tree: OpaquePointer?, _ title: UnsafePointer<CChar>?, _ value: Double, _ total: Double, _ outView: UnsafeMutablePointer<Int32>?
) -> Int32 {
    create(tree, outView) { _ in
        .add(.control(.progressView(title: try optionalString(title, "title"), value: try NumberRule.optionalSigned.check(value, "value"),
                                    total: try NumberRule.size.require(total, "total"))))
    }
}

@_cdecl("ae_view_create_text_field")
public func ae_view_create_text_field(
    _ tree: OpaquePointer?, _ title: UnsafePointer<CChar>?, _ text: UnsafePointer<CChar>?, _ axis: Int32, _ lineLimit: Int32,
    _ reservesSpace: Int32, _ outView: UnsafeMutablePointer<Int32>?
) -> Int32 {
    create(tree, outView) { _ in
        let axis: Axis = try choice(Double(axis), "axis", count: 2) == 0 ? .horizontal : .vertical
        guard lineLimit >= 0 else { throw CError.invalidValue("line_limit must not be negative (\(lineLimit))") }
        return .add(.control(.textField(title: try string(title, "title"), text: try optionalString(text, "text") ?? "", axis: axis,
                                        lineLimit: lineLimit == 0 ? nil : Int(lineLimit), reservesSpace: reservesSpace != 0)))
    }
}

@_cdecl("ae_view_create_secure_field")
public func ae_view_create_secure_field(
    _ tree: OpaquePointer?, _ title: UnsafePointer<CChar>?, _ text: UnsafePointer<CChar>?, _ outView: UnsafeMutablePointer<Int32>?
) -> Int32 {
    create(tree, outView) { _ in .add(.control(.secureField(title: try string(title, "title"), text: try optionalString(text, "text") ?? ""))) }
}

@_cdecl("ae_view_create_picker")
public func ae_view_create_picker(
    _ tree: OpaquePointer?, _ title: UnsafePointer<CChar>?, _ selection: Int32, _ hasLabelView: Int32, _ outView: UnsafeMutablePointer<Int32>?
) -> Int32 {
    create(tree, outView) { _ in .add(.control(.picker(title: try optionalString(title, "title"), selection: Int(selection), hasLabelView: hasLabelView != 0))) }
}

@_cdecl("ae_view_create_labeled_content")
public func ae_view_create_labeled_content(
    _ tree: OpaquePointer?, _ title: UnsafePointer<CChar>?, _ value: UnsafePointer<CChar>?, _ outView: UnsafeMutablePointer<Int32>?
) -> Int32 {
    create(tree, outView) { _ in .add(.control(.labeledContent(title: try optionalString(title, "title"), value: try optionalString(value, "value")))) }
}

@_cdecl("ae_view_create_section")
public func ae_view_create_section(
    _ tree: OpaquePointer?, _ title: UnsafePointer<CChar>?, _ hasHeaderView: Int32, _ hasFooterView: Int32, _ outView: UnsafeMutablePointer<Int32>?
) -> Int32 {
    create(tree, outView) { _ in
        .add(.control(.section(title: try optionalString(title, "title"), hasHeader: hasHeaderView != 0, hasFooter: hasFooterView != 0)))
    }
}

@_cdecl("ae_view_create_slider")
public func ae_view_create_slider(_ tree: OpaquePointer?, _ outView: UnsafeMutablePointer<Int32>?) -> Int32 {
    create(tree, outView, .slider, [])
}

@_cdecl("ae_view_create_list")
public func ae_view_create_list(_ tree: OpaquePointer?, _ outView: UnsafeMutablePointer<Int32>?) -> Int32 {
    create(tree, outView, .list, [])
}

@_cdecl("ae_view_create_form")
public func ae_view_create_form(_ tree: OpaquePointer?, _ outView: UnsafeMutablePointer<Int32>?) -> Int32 {
    create(tree, outView, .form, [])
}

// MARK: Modifiers

@_cdecl("ae_view_apply_style")
public func ae_view_apply_style(_ tree: OpaquePointer?, _ view: Int32, _ setting: Int32, _ value: Int32) -> Int32 {
    modify(tree, view, .style, [Double(setting), Double(value)])
}

@_cdecl("ae_view_apply_labels_hidden")
public func ae_view_apply_labels_hidden(_ tree: OpaquePointer?, _ view: Int32) -> Int32 {
    modify(tree, view, .labelsHidden, [])
}

@_cdecl("ae_view_apply_list_row_insets")
public func ae_view_apply_list_row_insets(_ tree: OpaquePointer?, _ view: Int32, _ top: Double, _ leading: Double, _ bottom: Double, _ trailing: Double) -> Int32 {
    modify(tree, view, .listRowInsets, [top, leading, bottom, trailing])
}

@_cdecl("ae_view_apply_list_row_spacing")
public func ae_view_apply_list_row_spacing(_ tree: OpaquePointer?, _ view: Int32, _ spacing: Double) -> Int32 {
    modify(tree, view, .listRowSpacing, [spacing])
}

@_cdecl("ae_view_apply_list_section_spacing")
public func ae_view_apply_list_section_spacing(_ tree: OpaquePointer?, _ view: Int32, _ kind: Int32, _ spacing: Double) -> Int32 {
    modify(tree, view, .listSectionSpacing, [Double(kind), spacing])
}

@_cdecl("ae_view_apply_default_min_list_row_height")
public func ae_view_apply_default_min_list_row_height(_ tree: OpaquePointer?, _ view: Int32, _ height: Double) -> Int32 {
    modify(tree, view, .defaultMinListRowHeight, [height])
}

// MARK: Platform profile

@_cdecl("ae_tree_set_platform")
public func ae_tree_set_platform(_ tree: OpaquePointer?, _ name: UnsafePointer<CChar>?) -> Int32 {
    withTree(tree) { handle in
        let name = try string(name, "platform")
        guard let platform = Platform(name: name) else {
            throw CError.invalidArgument("'\(name)' is no platform (\(Platform.allCases.map(\.name).joined(separator: ", ")))")
        }
        handle.tree.setPlatform(PlatformProfile(platform))
    }
}

@_cdecl("ae_tree_set_platform_metric")
public func ae_tree_set_platform_metric(_ tree: OpaquePointer?, _ metric: UnsafePointer<CChar>?, _ value: Double) -> Int32 {
    withTree(tree) { handle in handle.tree.setPlatform(try handle.tree.platform.setting(try string(metric, "metric"), to: value)) }
}

@_cdecl("ae_tree_get_platform_metric")
public func ae_tree_get_platform_metric(_ tree: OpaquePointer?, _ metric: UnsafePointer<CChar>?, _ outValue: UnsafeMutablePointer<Double>?) -> Int32 {
    withTree(tree) { handle in
        let out = try required(outValue, "out_value"), name = try string(metric, "metric")
        guard let value = handle.tree.platform[name] else { throw CError.invalidArgument("'\(name)' is no platform metric") }
        out.pointee = value
    }
}

// MARK: Devices

/// The presets' names as C strings, made once (the header promises static strings).
private let deviceNames: [UnsafePointer<CChar>] = DevicePreset.all.map { device in
    let bytes = Array(device.name.utf8CString)
    let copy = UnsafeMutablePointer<CChar>.allocate(capacity: bytes.count)
    copy.initialize(from: bytes, count: bytes.count)
    return UnsafePointer(copy)
}

@_cdecl("ae_device_get_count")
public func ae_device_get_count(_ outCount: UnsafeMutablePointer<Int>?) -> Int32 {
    cCall { try required(outCount, "out_count").pointee = DevicePreset.all.count }
}

@_cdecl("ae_device_get")
public func ae_device_get(_ index: Int, _ outDevice: UnsafeMutableRawPointer?) -> Int32 {
    cCall {
        let out = try required(outDevice, "out_device")
        let count = DevicePreset.all.count
        guard index >= 0, index < count else { throw CError.invalidArgument("index \(index) is not below the device count \(count)") }
        let device = DevicePreset.all[index]
        let portrait = device.portraitSafeArea, landscape = device.landscapeSafeArea
        let sweep = DevicePreset.sweep.firstIndex(of: device).map { Int32($0 + 1) } ?? 0
        out.storeBytes(of: deviceNames[index], as: UnsafePointer<CChar>.self)
        let numbers = [device.portraitSize.width, device.portraitSize.height, device.pixelScale,
                       portrait.top, portrait.leading, portrait.bottom, portrait.trailing,
                       landscape.top, landscape.leading, landscape.bottom, landscape.trailing]
        for (k, value) in numbers.enumerated() { out.storeBytes(of: value, toByteOffset: 8 + 8 * k, as: Double.self) }
        out.storeBytes(of: sweep, toByteOffset: 8 + 8 * numbers.count, as: Int32.self)
    }
}

// MARK: Tap targets

@_cdecl("ae_view_get_tap_target")
public func ae_view_get_tap_target(_ tree: OpaquePointer?, _ view: Int32, _ outFrame: UnsafeMutableRawPointer?, _ outIsTappable: UnsafeMutablePointer<Int32>?) -> Int32 {
    withTree(tree) { handle in
        let out = try required(outFrame, "out_frame"), tappable = try required(outIsTappable, "out_is_tappable")
        let target = try handle.view(view)
        try handle.requireLaidOut()
        guard let frame = handle.tree.tapTarget(of: target) else {
            tappable.pointee = 0
            out.storeBytes(of: (Double.nan, Double.nan, Double.nan, Double.nan), as: (Double, Double, Double, Double).self)
            return
        }
        tappable.pointee = 1
        out.storeBytes(of: (frame.x, frame.y, frame.width, frame.height), as: (Double, Double, Double, Double).self)
    }
}
