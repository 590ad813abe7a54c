/// A value controls read, set with a modifier: an environment value that reaches every control
/// below the view it is applied to (`.buttonStyle(.bordered)` on a VStack styles each Button in
/// it; the innermost one wins), or a List row's trait (`.listRowInsets`), which the row's
/// Section or List reads. In layout the modifier passes everything through.
public enum ControlSetting: Hashable, Sendable {
    /// `.buttonStyle(_:)` (Buttons, Links, NavigationLinks outside List rows).
    case buttonStyle(ButtonStyle)
    /// `.controlSize(_:)`.
    case controlSize(ControlSize)
    /// `.labelStyle(_:)`.
    case labelStyle(LabelStyle)
    /// `.toggleStyle(_:)`.
    case toggleStyle(ToggleStyle)
    /// `.progressViewStyle(_:)`.
    case progressViewStyle(ProgressViewStyle)
    /// `.textFieldStyle(_:)`.
    case textFieldStyle(TextFieldStyle)
    /// `.pickerStyle(_:)`.
    case pickerStyle(PickerStyle)
    /// `.listStyle(_:)`.
    case listStyle(ListStyle)
    /// `.labelsHidden()`: Toggles, Steppers, Pickers and LabeledContent show no label.
    case labelsHidden
    /// `.listRowInsets(_:)` on a row (nil: the style's insets).
    case listRowInsets(EdgeInsets?)
    /// `.listRowSpacing(_:)`: space between a List's rows (nil: the style's, none).
    case listRowSpacing(Double?)
    /// `.listSectionSpacing(_:)`.
    case listSectionSpacing(ListSectionSpacing)
    /// `.environment(\.defaultMinListRowHeight, _)`: the least height of a List row.
    case defaultMinListRowHeight(Double)

    /// Which value it sets.
    var key: ControlSettingKey {
        switch self {
        case .buttonStyle: .buttonStyle
        case .controlSize: .controlSize
        case .labelStyle: .labelStyle
        case .toggleStyle: .toggleStyle
        case .progressViewStyle: .progressViewStyle
        case .textFieldStyle: .textFieldStyle
        case .pickerStyle: .pickerStyle
        case .listStyle: .listStyle
        case .labelsHidden: .labelsHidden
        case .listRowInsets: .listRowInsets
        case .listRowSpacing: .listRowSpacing
        case .listSectionSpacing: .listSectionSpacing
        case .defaultMinListRowHeight: .defaultMinListRowHeight
        }
    }

    /// The numbers its node keeps (NaN: not set), checked.
    func params() throws(LayoutError) -> [Double] {
        switch self {
        case .buttonStyle(let v): return [Double(v.rawValue)]
        case .controlSize(let v): return [Double(v.rawValue)]
        case .labelStyle(let v): return [Double(v.rawValue)]
        case .toggleStyle(let v): return [Double(v.rawValue)]
        case .progressViewStyle(let v): return [Double(v.rawValue)]
        case .textFieldStyle(let v): return [Double(v.rawValue)]
        case .pickerStyle(let v): return [Double(v.rawValue)]
        case .listStyle(let v): return [Double(v.rawValue)]
        case .labelsHidden: return []
        case .listRowInsets(let insets?):
            try LayoutTree.check(insets.top, "listRowInsets top", allowNegative: true)
            try LayoutTree.check(insets.leading, "listRowInsets leading", allowNegative: true)
            try LayoutTree.check(insets.bottom, "listRowInsets bottom", allowNegative: true)
            try LayoutTree.check(insets.trailing, "listRowInsets trailing", allowNegative: true)
            return [insets.top, insets.leading, insets.bottom, insets.trailing]
        case .listRowInsets(nil): return [.nan, .nan, .nan, .nan]
        case .listRowSpacing(let spacing):
            try LayoutTree.check(spacing, "listRowSpacing")
            return [spacing ?? .nan]
        case .listSectionSpacing(let spacing):
            switch spacing {
            case .default: return [0, .nan]
            case .compact: return [1, .nan]
            case .custom(let length):
                try LayoutTree.check(length, "listSectionSpacing")
                return [2, length]
            }
        case .defaultMinListRowHeight(let height):
            try LayoutTree.check(height, "defaultMinListRowHeight")
            return [height]
        }
    }
}

/// Which value a control-setting node sets (its node's `a` reference).
enum ControlSettingKey: UInt8, CaseIterable {
    case buttonStyle, controlSize, labelStyle, toggleStyle, progressViewStyle, textFieldStyle, pickerStyle, listStyle
    case labelsHidden, listRowInsets, listRowSpacing, listSectionSpacing, defaultMinListRowHeight

    /// The modifier's name as SwiftUI spells it.
    var name: String {
        switch self {
        case .defaultMinListRowHeight: "environment(\\.defaultMinListRowHeight)"
        default: "\(self)"
        }
    }

    /// Whether the value is a List row's trait, read from the row by its Section or List,
    /// rather than an environment value for everything below.
    var isRowTrait: Bool { self == .listRowInsets }
}

/// The control values in force at a view: what the setting modifiers above it say, and where
/// it sits (in a List, in a List row).
struct ControlEnvironment: Equatable {
    var buttonStyle = ButtonStyle.automatic
    var controlSize = ControlSize.regular
    var labelStyle = LabelStyle.automatic
    var toggleStyle = ToggleStyle.automatic
    var progressViewStyle = ProgressViewStyle.automatic
    var textFieldStyle = TextFieldStyle.automatic
    var pickerStyle = PickerStyle.automatic
    var listStyle = ListStyle.automatic
    var labelsHidden = false
    var listRowSpacing: Double? = nil
    var listSectionSpacing = ListSectionSpacing.default
    var defaultMinListRowHeight: Double? = nil
    /// Where the view sits.
    var placement = ControlPlacement.free

    /// The environment below a setting node (a row trait changes nothing below its row).
    func setting(_ node: Node, _ params: ContiguousStorage<Double>) -> ControlEnvironment {
        var changed = self
        let value = node.param >= 0 ? params[node, .settingValue] : .nan
        func code() -> UInt8 { UInt8(value) }
        switch node.controlSettingKey {
        case .buttonStyle: changed.buttonStyle = ButtonStyle(rawValue: code())!
        case .controlSize: changed.controlSize = ControlSize(rawValue: code())!
        case .labelStyle: changed.labelStyle = LabelStyle(rawValue: code())!
        case .toggleStyle: changed.toggleStyle = ToggleStyle(rawValue: code())!
        case .progressViewStyle: changed.progressViewStyle = ProgressViewStyle(rawValue: code())!
        case .textFieldStyle: changed.textFieldStyle = TextFieldStyle(rawValue: code())!
        case .pickerStyle: changed.pickerStyle = PickerStyle(rawValue: code())!
        case .listStyle: changed.listStyle = ListStyle(rawValue: code())!
        case .labelsHidden: changed.labelsHidden = true
        case .listRowInsets: break
        case .listRowSpacing: changed.listRowSpacing = value.isNaN ? nil : value
        case .listSectionSpacing:
            let length = params[node, NodeParam(offset: 1)]
            changed.listSectionSpacing = switch code() {
            case 0: .default
            case 1: .compact
            default: .custom(length)
            }
        case .defaultMinListRowHeight: changed.defaultMinListRowHeight = value
        }
        return changed
    }
}

/// Where a control sits, which changes how some compose (a Button in a List row is the row).
enum ControlPlacement: Equatable {
    /// Outside any List.
    case free
    /// A List's (or Form's) content, in the list's resolved style.
    case list(ListStyle)
    /// Inside a List row (`row`: the row's node, the tap target of the Buttons in it).
    case row(ListStyle, row: Int32)

    /// The style of the List the view is in, if any.
    var listStyle: ListStyle? {
        switch self {
        case .free: nil
        case .list(let style), .row(let style, _): style
        }
    }
}

extension NodeParam {
    // Control setting: its value (a style's raw value, a length; NaN: not set).
    static let settingValue = NodeParam(offset: 0)
}
