/// SwiftUI's controls, with SwiftUI's initializers. Actions, bindings and destinations are
/// accepted so that SwiftUI code transcribes, but play no part in layout; a control's layout is
/// its composition (`Controls/`), with the styles its environment gives it.

/// A control's view: the control and its content views, slots first.
struct ControlView: PrimitiveView {
    let control: Control
    /// Views for the control's slots, in order (one each), then its other content, then
    /// views for its trailing slots (a Section's footer).
    let slots: [TupleView]
    let content: TupleView?
    var trailingSlots: [TupleView] = []

    func _emit(into emitter: inout ViewEmitter) throws(LayoutError) {
        var children: [ViewID] = []
        for slot in slots { children.append(try emitter.slotView(slot)) }
        if let content { children += try emitter.collect(content) }
        for slot in trailingSlots { children.append(try emitter.slotView(slot)) }
        if let lineLimit = emitter.lineLimit, case .textField(let title, let text, .vertical, nil, _) = control {
            try emitter.emitControl(.textField(title: title, text: text, axis: .vertical, lineLimit: lineLimit, reservesSpace: emitter.reservesSpace), children: children)
        } else {
            try emitter.emitControl(control, children: children)
        }
    }
}

extension ViewEmitter {
    /// Adds a control with its content views.
    mutating func emitControl(_ control: Control, children: [ViewID]) throws(LayoutError) {
        let id = try tree.add(.control(control))
        if !children.isEmpty { try tree.setChildren(of: id, to: children) }
        if let color { try tree.setColor(color, of: id) }
        pending.append(id)
    }

    /// The one view of a slot: several views go in a leading-aligned VStack.
    mutating func slotView(_ slot: TupleView) throws(LayoutError) -> ViewID {
        let views = try collect(slot)
        if views.count == 1 { return views[0] }
        let id = try tree.add(.vstack(alignment: .leading))
        try tree.setChildren(of: id, to: views)
        return id
    }
}

/// `Button`: a label that performs an action.
public struct Button: View {
    let control: Control
    let label: TupleView?

    /// `Button("Save") { ... }`: a Text label.
    public init(_ title: String, action: @escaping () -> Void = {}) { (control, label) = (.button(title: title), nil) }
    /// `Button { ... } label: { ... }`.
    public init(action: @escaping () -> Void = {}, @ViewBuilder label: () -> TupleView) { (control, self.label) = (.button(), label()) }

    public var body: some View { ControlView(control: control, slots: [], content: label) }
}

/// `Link`: a button that opens a URL (the destination is kept as text).
public struct Link: View {
    let control: Control
    let label: TupleView?

    /// `Link("Apple", destination: URL(...))`.
    public init(_ title: String, destination: String) { (control, label) = (.link(title: title), nil) }
    /// `Link(destination:) { label }`.
    public init(destination: String, @ViewBuilder label: () -> TupleView) { (control, self.label) = (.link(), label()) }

    public var body: some View { ControlView(control: control, slots: [], content: label) }
}

/// `NavigationLink`: a button that pushes a destination (which is not laid out); in a List
/// row it shows a disclosure chevron.
public struct NavigationLink: View {
    let control: Control
    let label: TupleView?

    /// `NavigationLink("Details") { DetailView() }`.
    public init(_ title: String, @ViewBuilder destination: () -> TupleView = { ViewBuilder.buildBlock() }) { (control, label) = (.navigationLink(title: title), nil) }
    /// `NavigationLink { destination } label: { label }`.
    public init(@ViewBuilder destination: () -> TupleView, @ViewBuilder label: () -> TupleView) { (control, self.label) = (.navigationLink(), label()) }
    /// `NavigationLink(value: item) { label }`.
    public init<Value: Hashable>(value: Value?, @ViewBuilder label: () -> TupleView) { (control, self.label) = (.navigationLink(), label()) }
    /// `NavigationLink(title, value: item)`.
    public init<Value: Hashable>(_ title: String, value: Value?) { (control, label) = (.navigationLink(title: title), nil) }

    public var body: some View { ControlView(control: control, slots: [], content: label) }
}

/// `Label`: an icon and a title.
public struct Label: View {
    let control: Control
    let slots: [TupleView]

    /// `Label("Inbox", systemImage: "tray")`.
    public init(_ title: String, systemImage: String) { (control, slots) = (.label(title: title, systemImage: systemImage), []) }
    /// `Label { title } icon: { icon }`.
    public init(@ViewBuilder title: () -> TupleView, @ViewBuilder icon: () -> TupleView) { (control, slots) = (.label(), [title(), icon()]) }

    public var body: some View { ControlView(control: control, slots: slots, content: nil) }
}

/// `Toggle`: a label and a switch (a checkbox on macOS).
public struct Toggle: View {
    let control: Control
    let label: TupleView?

    /// `Toggle("Wi-Fi", isOn: $on)`.
    public init(_ title: String, isOn: Bool = false) { (control, label) = (.toggle(title: title), nil) }
    /// `Toggle(isOn: $on) { label }`.
    public init(isOn: Bool = false, @ViewBuilder label: () -> TupleView) { (control, self.label) = (.toggle(), label()) }

    public var body: some View { ControlView(control: control, slots: [], content: label) }
}

/// `Stepper`: a label and increment and decrement buttons.
public struct Stepper: View {
    let control: Control
    let label: TupleView?

    /// `Stepper("Count: 3", value: $count)`.
    public init(_ title: String, value: Double = 0) { (control, label) = (.stepper(title: title), nil) }
    /// `Stepper(value: $count) { label }`.
    public init(value: Double = 0, @ViewBuilder label: () -> TupleView) { (control, self.label) = (.stepper(), label()) }

    public var body: some View { ControlView(control: control, slots: [], content: label) }
}

/// `Slider`: a value chosen on a track.
public struct Slider: View {
    /// `Slider(value: $value, in: 0...1)`.
    public init(value: Double = 0, in bounds: ClosedRange<Double> = 0...1) {}

    public var body: some View { ControlView(control: .slider, slots: [], content: nil) }
}

/// `ProgressView`: a spinner, or a bar for a value.
public struct ProgressView: View {
    let control: Control
    let label: TupleView?

    /// `ProgressView()`: indeterminate.
    public init() { (control, label) = (.progressView(), nil) }
    /// `ProgressView("Loading")`.
    public init(_ title: String) { (control, label) = (.progressView(title: title), nil) }
    /// `ProgressView(value: 0.5, total: 1)` (nil: indeterminate).
    public init(value: Double?, total: Double = 1) { (control, label) = (.progressView(value: value, total: total), nil) }
    /// `ProgressView("Downloading", value: 0.5, total: 1)`.
    public init(_ title: String, value: Double?, total: Double = 1) { (control, label) = (.progressView(title: title, value: value, total: total), nil) }
    /// `ProgressView(value: 0.5) { label }`.
    public init(value: Double?, total: Double = 1, @ViewBuilder label: () -> TupleView) {
        (control, self.label) = (.progressView(value: value, total: total), label())
    }

    public var body: some View { ControlView(control: control, slots: [], content: label) }
}

/// `TextField`: editable text; with `axis: .vertical` it grows to its `.lineLimit`.
public struct TextField: View {
    let control: Control

    /// `TextField("Name", text: $name)`; `text` is what the field shows (the title while empty).
    public init(_ title: String, text: String = "", axis: Axis = .horizontal) { control = .textField(title: title, text: text, axis: axis) }

    public var body: some View { ControlView(control: control, slots: [], content: nil) }
}

/// `SecureField`: a text field whose characters are hidden.
public struct SecureField: View {
    let control: Control

    /// `SecureField("Password", text: $password)`.
    public init(_ title: String, text: String = "") { control = .secureField(title: title, text: text) }

    public var body: some View { ControlView(control: control, slots: [], content: nil) }
}

/// `Picker`: one of several options.
public struct Picker: View {
    let control: Control
    let slots: [TupleView]
    let options: TupleView

    /// `Picker("Flavor", selection: $flavor) { options }`; `selection` is the index of the
    /// selected option.
    public init(_ title: String, selection: Int = 0, @ViewBuilder content: () -> TupleView) {
        (control, slots, options) = (.picker(title: title, selection: selection), [], content())
    }
    /// `Picker(selection: $flavor) { options } label: { label }`.
    public init(selection: Int = 0, @ViewBuilder content: () -> TupleView, @ViewBuilder label: () -> TupleView) {
        (control, slots, options) = (.picker(selection: selection, hasLabelView: true), [label()], content())
    }

    public var body: some View { ControlView(control: control, slots: slots, content: options) }
}

/// `LabeledContent`: a label and a value.
public struct LabeledContent: View {
    let control: Control
    let slots: [TupleView]
    let content: TupleView?

    /// `LabeledContent("Version", value: "1.0")`.
    public init(_ title: String, value: String) { (control, slots, content) = (.labeledContent(title: title, value: value), [], nil) }
    /// `LabeledContent("Version") { content }`.
    public init(_ title: String, @ViewBuilder content: () -> TupleView) { (control, slots, self.content) = (.labeledContent(title: title), [], content()) }
    /// `LabeledContent { content } label: { label }`.
    public init(@ViewBuilder content: () -> TupleView, @ViewBuilder label: () -> TupleView) {
        (control, slots, self.content) = (.labeledContent(), [label()], content())
    }

    public var body: some View { ControlView(control: control, slots: slots, content: content) }
}

/// `List`: rows and Sections in a scrolling list.
public struct List: View {
    let rows: TupleView

    /// `List { rows }`.
    public init(@ViewBuilder content: () -> TupleView) { rows = content() }
    /// `List(items) { item in row }`.
    public init<Data: RandomAccessCollection>(_ data: Data, @ViewBuilder rowContent: @escaping (Data.Element) -> TupleView) {
        rows = TupleView([ForEach(data, content: rowContent)])
    }

    public var body: some View { ControlView(control: .list, slots: [], content: rows) }
}

/// `Form`: a List of controls, in the form style.
public struct Form: View {
    let rows: TupleView

    /// `Form { rows }`.
    public init(@ViewBuilder content: () -> TupleView) { rows = content() }

    public var body: some View { ControlView(control: .form, slots: [], content: rows) }
}

/// `Section`: a group of a List's rows, with a header and a footer.
public struct Section: View {
    let title: String?
    let header: TupleView?
    let footer: TupleView?
    let rows: TupleView

    /// `Section("Network") { rows }`.
    public init(_ title: String, @ViewBuilder content: () -> TupleView) { (self.title, header, footer, rows) = (title, nil, nil, content()) }
    /// `Section { rows }`, with `header:` and `footer:` views if given.
    public init(@ViewBuilder content: () -> TupleView, @ViewBuilder header: () -> TupleView = { ViewBuilder.buildBlock() },
                @ViewBuilder footer: () -> TupleView = { ViewBuilder.buildBlock() }) {
        let (header, footer) = (header(), footer())
        (title, self.header, self.footer, rows) = (nil, header.views.isEmpty ? nil : header, footer.views.isEmpty ? nil : footer, content())
    }

    public var body: some View {
        ControlView(control: .section(title: title, hasHeader: header != nil, hasFooter: footer != nil),
                    slots: header.map { [$0] } ?? [], content: rows, trailingSlots: footer.map { [$0] } ?? [])
    }
}

// MARK: Control modifiers

extension View {
    /// `.buttonStyle(_:)`: the style of every Button (Link, NavigationLink) in the view.
    public func buttonStyle(_ style: ButtonStyle) -> ModifiedContent<Self> { layoutModifier(.control(.buttonStyle(style))) }
    /// `.controlSize(_:)`: the size of every control in the view.
    public func controlSize(_ size: ControlSize) -> ModifiedContent<Self> { layoutModifier(.control(.controlSize(size))) }
    /// `.labelStyle(_:)`.
    public func labelStyle(_ style: LabelStyle) -> ModifiedContent<Self> { layoutModifier(.control(.labelStyle(style))) }
    /// `.toggleStyle(_:)`.
    public func toggleStyle(_ style: ToggleStyle) -> ModifiedContent<Self> { layoutModifier(.control(.toggleStyle(style))) }
    /// `.progressViewStyle(_:)`.
    public func progressViewStyle(_ style: ProgressViewStyle) -> ModifiedContent<Self> { layoutModifier(.control(.progressViewStyle(style))) }
    /// `.textFieldStyle(_:)`.
    public func textFieldStyle(_ style: TextFieldStyle) -> ModifiedContent<Self> { layoutModifier(.control(.textFieldStyle(style))) }
    /// `.pickerStyle(_:)`.
    public func pickerStyle(_ style: PickerStyle) -> ModifiedContent<Self> { layoutModifier(.control(.pickerStyle(style))) }
    /// `.listStyle(_:)`.
    public func listStyle(_ style: ListStyle) -> ModifiedContent<Self> { layoutModifier(.control(.listStyle(style))) }
    /// `.labelsHidden()`: Toggles, Steppers, Pickers and LabeledContent show no label.
    public func labelsHidden() -> ModifiedContent<Self> { layoutModifier(.control(.labelsHidden)) }
    /// `.listRowInsets(_:)` on a List row (nil: the style's insets).
    public func listRowInsets(_ insets: EdgeInsets?) -> ModifiedContent<Self> { layoutModifier(.control(.listRowInsets(insets))) }
    /// `.listRowSpacing(_:)`: the space between the rows of the Lists in the view.
    public func listRowSpacing(_ spacing: CGFloat?) -> ModifiedContent<Self> { layoutModifier(.control(.listRowSpacing(spacing))) }
    /// `.listSectionSpacing(_:)`: the space between the sections of the Lists in the view.
    public func listSectionSpacing(_ spacing: ListSectionSpacing) -> ModifiedContent<Self> { layoutModifier(.control(.listSectionSpacing(spacing))) }
    /// `.listSectionSpacing(_:)` of a length.
    public func listSectionSpacing(_ spacing: CGFloat) -> ModifiedContent<Self> { listSectionSpacing(.custom(spacing)) }
}
