/// SwiftUI's controls. Each is written once, as SwiftUI composes it, from the engine's views
/// (one file per control in `Controls/`); a tree expands a control into that composition when
/// it is laid out, with the styles its environment gives it and the numbers of the tree's
/// platform profile, so every entry point (Swift, C, Python, documents) gets the same layout.
public enum ControlKind: UInt8, CaseIterable, Hashable, Sendable {
    /// The controls of one view: buttons, labels, switches, progress, text entry, choices.
    case button, label, toggle, progressView, textField, secureField, picker, stepper, slider
    /// Labelled content, links, and the lists with their sections.
    case labeledContent, link, navigationLink, list, form, section

    /// SwiftUI's name of the control, as results and documents name its type.
    public var name: String {
        switch self {
        case .button: "Button"
        case .label: "Label"
        case .toggle: "Toggle"
        case .progressView: "ProgressView"
        case .textField: "TextField"
        case .secureField: "SecureField"
        case .picker: "Picker"
        case .stepper: "Stepper"
        case .slider: "Slider"
        case .labeledContent: "LabeledContent"
        case .link: "Link"
        case .navigationLink: "NavigationLink"
        case .list: "List"
        case .form: "Form"
        case .section: "Section"
        }
    }

    /// The view type of the control's views.
    public var viewType: ViewType {
        switch self {
        case .button: .button
        case .label: .label
        case .toggle: .toggle
        case .progressView: .progressView
        case .textField: .textField
        case .secureField: .secureField
        case .picker: .picker
        case .stepper: .stepper
        case .slider: .slider
        case .labeledContent: .labeledContent
        case .link: .link
        case .navigationLink: .navigationLink
        case .list: .list
        case .form: .form
        case .section: .section
        }
    }

    /// Whether the control takes views of its own (a label, rows, options): all but the text
    /// fields and the slider.
    public var takesChildren: Bool {
        switch self {
        case .textField, .secureField, .slider: false
        default: true
        }
    }

    /// Whether people tap the control: it has a tap target (`LayoutTree.tapTarget(of:)`), which
    /// the Human Interface Guidelines want at least 44 x 44 points on iOS.
    public var isTappable: Bool {
        switch self {
        case .button, .toggle, .textField, .secureField, .picker, .stepper, .slider, .link, .navigationLink: true
        case .label, .progressView, .labeledContent, .list, .form, .section: false
        }
    }
}

extension ViewType {
    /// The control a view of this type is, or nil for the other views.
    public var control: ControlKind? { ControlKind.allCases.first { $0.viewType == self } }
}

/// A control as its SwiftUI initializer makes it: its kind and the arguments that are not
/// environment values (those are modifiers: `.buttonStyle`, `.controlSize` ...). A string
/// title stands for SwiftUI's `Text(title)` label; without it the control's label is the views
/// it is given as children. Controls with more than one kind of content take theirs as
/// *slots*: single views before the other children, named in result paths (`/0/header`).
public enum Control: Sendable {
    /// `Button(title)`, or `Button { label }` with the label as children.
    case button(title: String? = nil)
    /// `Link(title, destination:)`, or `Link(destination:) { label }`: a button that opens a URL.
    case link(title: String? = nil)
    /// `NavigationLink(title) { destination }`, or `NavigationLink { label }`: a button that
    /// pushes a view (the destination is not laid out).
    case navigationLink(title: String? = nil)
    /// `Label(title, systemImage:)`. Without `title` the first child is the title (slot
    /// `title`); without `systemImage` the next child is the icon (slot `icon`).
    case label(title: String? = nil, systemImage: String? = nil)
    /// `Toggle(title, isOn:)`, or `Toggle(isOn:) { label }`.
    case toggle(title: String? = nil)
    /// `Stepper(title, value:)`, or `Stepper(value:) { label }`.
    case stepper(title: String? = nil)
    /// `Slider(value:)`.
    case slider
    /// `ProgressView(title, value:total:)`: `value` nil is an indeterminate progress view;
    /// children are its label.
    case progressView(title: String? = nil, value: Double? = nil, total: Double = 1)
    /// `TextField(title, text:, axis:)` with `.lineLimit(lineLimit, reservesSpace:)`: shows
    /// `text`, or the title (its placeholder) while `text` is empty.
    case textField(title: String, text: String = "", axis: Axis = .horizontal, lineLimit: Int? = nil, reservesSpace: Bool = false)
    /// `SecureField(title, text:)`.
    case secureField(title: String, text: String = "")
    /// `Picker(title, selection:) { options }`: the options are the children; `selection` is
    /// the index of the selected one. With `hasLabelView` the first child is the label (slot
    /// `label`) instead of `title`.
    case picker(title: String? = nil, selection: Int = 0, hasLabelView: Bool = false)
    /// `LabeledContent(title, value:)`, or `LabeledContent { content } label: { label }`:
    /// without `title` the first child is the label (slot `label`); without `value` the other
    /// children are the content.
    case labeledContent(title: String? = nil, value: String? = nil)
    /// `List { rows }`: rows and Sections.
    case list
    /// `Form { rows }`: a List in the form style.
    case form
    /// `Section(title) { rows }`, or `Section { rows } header: { } footer: { }`: with
    /// `hasHeader` (and no title) the first child is the header (slot `header`), with
    /// `hasFooter` the last one is the footer (slot `footer`).
    case section(title: String? = nil, hasHeader: Bool = false, hasFooter: Bool = false)

    /// The kind of control.
    public var kind: ControlKind {
        switch self {
        case .button: .button
        case .link: .link
        case .navigationLink: .navigationLink
        case .label: .label
        case .toggle: .toggle
        case .stepper: .stepper
        case .slider: .slider
        case .progressView: .progressView
        case .textField: .textField
        case .secureField: .secureField
        case .picker: .picker
        case .labeledContent: .labeledContent
        case .list: .list
        case .form: .form
        case .section: .section
        }
    }

    /// The title string, if the control was given one.
    var title: String? {
        switch self {
        case .button(let title), .link(let title), .navigationLink(let title), .toggle(let title), .stepper(let title),
             .progressView(let title, _, _), .picker(let title, _, _), .labeledContent(let title, _), .section(let title, _, _),
             .label(let title, _):
            title
        case .textField(let title, _, _, _, _), .secureField(let title, _): title
        case .slider, .list, .form: nil
        }
    }

    /// The names of the single-view slots the first children fill, in order.
    var slots: [String] {
        switch self {
        case .label(let title, let systemImage): (title == nil ? ["title"] : []) + (systemImage == nil ? ["icon"] : [])
        case .picker(_, _, let hasLabelView): hasLabelView ? ["label"] : []
        case .labeledContent(let title, _): title == nil ? ["label"] : []
        case .section(let title, let hasHeader, _): hasHeader && title == nil ? ["header"] : []
        default: []
        }
    }

    /// The names of the single-view slots the last children fill (a Section's footer).
    var trailingSlots: [String] {
        if case .section(_, _, true) = self { return ["footer"] }
        return []
    }

    /// Whether children after the slots are allowed (a label, content, options, rows).
    var takesMainChildren: Bool {
        switch self {
        case .label, .textField, .secureField, .slider: false
        case .labeledContent(_, let value): value == nil
        default: true
        }
    }

    /// Checks the arguments; the message names the control.
    func validate() throws(LayoutError) {
        let name = kind.name
        switch self {
        case .progressView(_, let value, let total):
            try LayoutTree.check(total, "\(name) total")
            if let value { try LayoutTree.check(value, "\(name) value", allowNegative: true) }
        case .textField(_, _, let axis, let lineLimit, _):
            if let lineLimit, lineLimit < 1 { throw LayoutError(.invalidValue, "\(name) lineLimit must be at least 1, not \(lineLimit)") }
            if lineLimit != nil && axis == .horizontal {
                throw LayoutError(.invalidValue, "\(name) lineLimit needs axis: .vertical (a horizontal field shows one line)")
            }
        case .picker(_, let selection, _):
            if selection < 0 { throw LayoutError(.invalidValue, "\(name) selection must not be negative (\(selection))") }
        case .section(let title, let hasHeader, _):
            if title != nil && hasHeader { throw LayoutError(.invalidValue, "\(name): give a title or a header view, not both") }
        default: break
        }
    }
}
