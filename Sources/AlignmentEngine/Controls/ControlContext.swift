/// What a control's composition reads: its arguments and content views, the environment it
/// is composed in (its styles resolved: `automatic` becomes the platform's choice), and the
/// numbers of the tree's platform profile.
struct ControlContext {
    let tree: LayoutTree
    /// The control's view.
    let control: ViewID
    let record: ControlRecord
    let environment: ControlEnvironment

    var kind: ControlKind { record.control.kind }
    var profile: PlatformProfile { tree.controls.profile }
    var platform: Platform { profile.platform }
    var controlSize: ControlSize { environment.controlSize }

    /// Number `metric` of the profile (at the control's size for a per-size metric).
    func metric(_ metric: PlatformMetric) -> Double { profile(metric, controlSize) }

    /// The control's title string, if it was given one.
    var title: String? { record.control.title }

    // MARK: Content

    private var slotNames: [String] { record.control.slots }
    private var trailingSlotNames: [String] { record.control.trailingSlots }

    /// The view in slot `name`, if the control has that slot and a view for it.
    func slot(_ name: String) -> TupleView? {
        let children = record.children
        var position: Int
        if let leading = slotNames.firstIndex(of: name) {
            position = leading
        } else if let trailing = trailingSlotNames.firstIndex(of: name) {
            position = children.count - trailingSlotNames.count + trailing
        } else {
            return nil
        }
        guard position >= 0, position < children.count else { return nil }
        return TupleView([ComposedViews(views: [ViewID(children[position])])])
    }

    /// The content views between the slots (a label, rows, options).
    var contentViews: [ViewID] {
        record.children.dropFirst(slotNames.count).dropLast(trailingSlotNames.count).map(ViewID.init)
    }

    /// The content views after the slots, as views.
    var content: TupleView { TupleView([ComposedViews(views: contentViews)]) }

    /// The control's label: its content views, or a Text part of its title in `font` (its
    /// default font: a `.font(_:)` on the control or above it wins, as in SwiftUI).
    func label(_ font: Font) -> TupleView {
        if let title { return TupleView([Text(title).defaultFont(font).part("title")]) }
        return content
    }

    /// Whether the control has a label to show: a title or content views.
    var hasLabel: Bool { title != nil || !contentViews.isEmpty }

    /// Checks that the content the control's kind needs is there.
    func checkContent() throws(LayoutError) {
        let name = "\(kind.name) \(control)"
        let slots = slotNames + trailingSlotNames
        if record.children.count < slots.count {
            throw LayoutError(.invalidTree, "\(name) has \(record.children.count) children; it needs \(slots.count), for its \(slots.joined(separator: ", ")) view\(slots.count == 1 ? "" : "s")", view: control)
        }
        switch kind {
        case .button, .link, .navigationLink, .toggle, .stepper:
            if !hasLabel { throw LayoutError(.invalidTree, "\(name) has no label: give it a title or label views", view: control) }
        default:
            break
        }
    }

    // MARK: Fonts

    /// A text style's font: the metrics-model font of the style's size on iOS, of the macOS
    /// text style's size on macOS (body 13, headline 13, footnote 10: Human Interface
    /// Guidelines, "macOS built-in text styles").
    func font(_ style: TextStyle) -> Font {
        guard platform == .macos else { return style.font }
        let size: Double = switch style {
        case .largeTitle: 26
        case .title: 22
        case .title2: 17
        case .title3: 15
        case .headline, .body: 13
        case .callout: 12
        case .subheadline: 11
        case .footnote, .caption, .caption2: 10
        }
        return Font(metricsModelSize: size)
    }

    /// The font of a control's own title at its control size: subheadline at mini and small,
    /// body at the others on iOS (OpenSwiftUI's BorderedButtonSpec and BorderlessButtonStyle,
    /// audited against SwiftUI 6.5.4); 9, 11 and 13 points on macOS (ZH notes 1.3, measured).
    var controlFont: Font {
        if platform == .macos { return Font(metricsModelSize: [9, 11, 13, 13, 13][Int(controlSize.rawValue)]) }
        return font(controlSize <= .small ? .subheadline : .body)
    }

    // MARK: Where it sits

    /// The style of the List the control is in, if it is in one.
    var listStyle: ListStyle? { environment.placement.listStyle }

    /// Whether the control is inside a List row.
    var isInRow: Bool {
        if case .row = environment.placement { return true }
        return false
    }

    /// Whether the control is a button (Button, Link, NavigationLink).
    var isButtonLike: Bool { kind == .button || kind == .link || kind == .navigationLink }

    // MARK: Styles, `automatic` resolved

    var buttonStyle: ButtonStyle {
        let style = environment.buttonStyle
        return style == .automatic ? profile.automaticButtonStyle : style
    }

    var toggleStyle: ToggleStyle {
        let style = environment.toggleStyle
        if style == .automatic { return profile.automaticToggleStyle }
        // iOS has no checkbox: SwiftUI's checkbox style is macOS only.
        return style == .checkbox && platform.isIOS ? .switch : style
    }

    var textFieldStyle: TextFieldStyle {
        let style = environment.textFieldStyle
        return style == .automatic ? profile.automaticTextFieldStyle : style
    }

    var pickerStyle: PickerStyle {
        let style = environment.pickerStyle
        return style == .automatic ? .menu : style
    }

    var labelStyle: LabelStyle {
        let style = environment.labelStyle
        return style == .automatic ? .titleAndIcon : style
    }

    /// A List's own style: a Form's is inset grouped on iOS (SwiftUI's grouped form style).
    var ownListStyle: ListStyle {
        let style = kind == .form && environment.listStyle == .automatic ? ListStyle.insetGrouped : environment.listStyle
        return style == .automatic ? profile.automaticListStyle : style
    }
}

/// The colours pictures draw controls' shapes with (drawing only): iOS's light-mode system
/// fill, accent and grouped background.
enum ControlColors {
    static let fill = Color("#E5E5EA")
    static let accent = Color("blue")
    static let groupedBackground = Color("#F2F2F7")
}
