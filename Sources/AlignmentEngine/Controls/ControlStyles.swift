/// The styles and sizes controls take from their environment, with SwiftUI's names. Each
/// style's `automatic` is what the platform profile picks (`PlatformProfile`).

/// A Button's style: `.buttonStyle(_:)`.
public enum ButtonStyle: UInt8, CaseIterable, Hashable, Sendable {
    /// The platform's (borderless on iOS, bordered on macOS), a bordered rounded rectangle or
    /// capsule, the prominent bordered one, the label alone tinted, the label alone.
    case automatic, bordered, borderedProminent, borderless, plain
}

/// `.controlSize(_:)`.
public enum ControlSize: UInt8, CaseIterable, Comparable, Hashable, Sendable {
    /// From the smallest to the largest size.
    case mini, small, regular, large, extraLarge

    public static func < (a: ControlSize, b: ControlSize) -> Bool { a.rawValue < b.rawValue }
}

/// A Label's style: `.labelStyle(_:)`.
public enum LabelStyle: UInt8, CaseIterable, Hashable, Sendable {
    /// The context's, the title with its icon, the title alone, the icon alone.
    case automatic, titleAndIcon, titleOnly, iconOnly
}

/// A Toggle's style: `.toggleStyle(_:)` (a switch on iOS, a checkbox on macOS).
public enum ToggleStyle: UInt8, CaseIterable, Hashable, Sendable {
    /// The platform's, a switch, a checkbox (macOS).
    case automatic, `switch`, checkbox
}

/// A ProgressView's style: `.progressViewStyle(_:)`; `automatic` is circular for an
/// indeterminate progress view and linear for one with a value.
public enum ProgressViewStyle: UInt8, CaseIterable, Hashable, Sendable {
    /// The platform's, a spinning circle, a bar.
    case automatic, circular, linear
}

/// A TextField's style: `.textFieldStyle(_:)`.
public enum TextFieldStyle: UInt8, CaseIterable, Hashable, Sendable {
    /// The platform's, the text alone, the text in a rounded border.
    case automatic, plain, roundedBorder
}

/// A Picker's style: `.pickerStyle(_:)`.
public enum PickerStyle: UInt8, CaseIterable, Hashable, Sendable {
    /// The context's, a menu button, segments side by side.
    case automatic, menu, segmented
}

/// A List's style: `.listStyle(_:)`.
public enum ListStyle: UInt8, CaseIterable, Hashable, Sendable {
    /// The platform's, rows edge to edge, rows on inset cards, grouped rows edge to edge, a sidebar.
    case automatic, plain, insetGrouped, grouped, sidebar
}

/// The space between a List's sections: `.listSectionSpacing(_:)`.
public enum ListSectionSpacing: Hashable, Sendable {
    /// The style's spacing (the profile's `listSectionSpacing`).
    case `default`
    /// The profile's `listSectionSpacingCompact`.
    case compact
    /// A length ≥ 0.
    case custom(Double)
}

/// A style or size whose cases are named as SwiftUI names them, as documents, the command
/// line and messages spell them.
public protocol StyleName: CaseIterable, RawRepresentable where RawValue == UInt8 {}

extension StyleName {
    /// SwiftUI's name of the case (`bordered`, `extraLarge`).
    public var name: String { "\(self)" }

    /// The case SwiftUI calls `name`, or nil.
    public init?(name: String) {
        guard let value = Self.allCases.first(where: { $0.name == name }) else { return nil }
        self = value
    }

    /// Every case's name, for messages: "automatic, bordered, ...".
    static var names: String { allCases.map(\.name).joined(separator: ", ") }
}

extension ButtonStyle: StyleName {}
extension ControlSize: StyleName {}
extension LabelStyle: StyleName {}
extension ToggleStyle: StyleName {}
extension ProgressViewStyle: StyleName {}
extension TextFieldStyle: StyleName {}
extension PickerStyle: StyleName {}
extension ListStyle: StyleName {}
