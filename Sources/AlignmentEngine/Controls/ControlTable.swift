/// What a tree keeps about its controls: one record per control, the views their
/// compositions added (*parts*), the platform profile, and where the last expansion stands.
/// A value, so an atomic build saves and restores it whole.
struct ControlTable {
    /// One per control, indexed by its node's `controlIndex`.
    var records: [ControlRecord] = []
    /// The views compositions made, by view index.
    var parts: [Int32: ControlPart] = [:]
    /// Each control's child, by view index: its position in its control's `children`.
    var childPositions: [Int32: Int32] = [:]
    /// Where views sit for the controls below them (a List's content, a List row), by the
    /// node a composition gave the placement to.
    var placements: [Int32: ControlPlacement] = [:]
    /// The numbers controls use.
    var profile = PlatformProfile.default
    /// The root and structure version the controls were last expanded for (nil: never).
    var expanded: (root: Int32, version: Int)?
    /// The control being composed, while one is: every view added then is one of its parts.
    var composing: Composing?

    /// The composition under way.
    struct Composing {
        /// The control's view and its index in `records`.
        let view: Int32
        let index: Int
        /// Its parts so far, in the order they were made.
        var parts: [Int32] = []
        /// Names given to parts (`.part("switch")`); the others are named by their type.
        var names: [Int32: String] = [:]
        /// The part whose frame is the control's tap target, if one claimed it.
        var tapPart: Int32? = nil
        /// Parts that tell the controls below them where they sit.
        var placements: [(Int32, ControlPlacement)] = []
    }
}

/// A control of the tree: its arguments, its content views, and its last composition.
struct ControlRecord {
    /// The control's view.
    let view: Int32
    var control: Control
    /// Its content views (slots first), in order.
    var children: [Int32] = []
    /// The views its composition made.
    var parts: [Int32] = []
    /// The node whose frame is its tap target (-1: not tappable or not composed).
    var tapNode: Int32 = -1
    /// The environment it was composed in, when `isComposed`.
    var environment = ControlEnvironment()
    /// Whether its composition stands (false: compose it again). A flag, not an optional
    /// environment, so that comparing environments reads only initialised memory.
    var isComposed = false
}

/// A view a control's composition made: the control it belongs to, its name ("switch" of
/// "Toggle switch") and its place among the control's parts.
struct ControlPart {
    let control: Int32
    let name: String
    let index: Int32
}

extension LayoutTree {
    /// The platform profile the tree's controls use (`PlatformProfile.default` until set).
    public var platform: PlatformProfile { controls.profile }

    /// Makes the tree's controls use `profile`'s numbers from the next layout on.
    public func setPlatform(_ profile: PlatformProfile) {
        guard profile != controls.profile else { return }
        controls.profile = profile
        for index in controls.records.indices { controls.records[index].isComposed = false }
        structureVersion &+= 1
    }

    /// Adds a control's view: its core node holds the composition its control expands into
    /// when it is laid out.
    func appendControl(_ control: Control) throws(LayoutError) -> Int32 {
        try control.validate()
        let index = controls.records.count
        guard index < Int(Int32.max) else { throw LayoutError(.invalidTree, "too many controls") }
        let node = appendNode(.control, .index(Int32(index)))
        controls.records.append(ControlRecord(view: Int32(views.count), control: control))
        return node
    }

    /// The control record of a view, if it is a control.
    func controlIndex(of record: ViewRecord) -> Int? {
        let core = nodes[record.core]
        return core.kind == .control ? core.controlIndex : nil
    }

    /// Makes `children` the content of a control (slots first): they stay unplaced until the
    /// control is composed, which puts them where its composition says.
    func setControlChildren(_ index: Int, of parent: ViewID, to children: [ViewID]) throws(LayoutError) {
        let control = controls.records[index].control
        let slots = control.slots + control.trailingSlots
        if children.count > slots.count && !control.takesMainChildren {
            let what = slots.isEmpty ? "no children" : "\(slots.count) (\(slots.joined(separator: ", ")))"
            let given = if case .labeledContent(_, _?) = control { " with a value" } else { "" }
            throw LayoutError(.invalidTree, "\(parent) is \(Self.withArticle(control.kind.name))\(given), which takes \(what), not \(children.count)")
        }
        for old in controls.records[index].children {
            var released = views[old]
            released.parent = -1
            released.parentSlot = -1
            setRecord(released, of: old)
            controls.childPositions[old] = nil
        }
        for (position, child) in children.enumerated() {
            var record = views[child.index]
            record.parent = parent.index
            record.parentSlot = -1
            setRecord(record, of: child.index)
            controls.childPositions[child.index] = Int32(position)
        }
        controls.records[index].children = children.map(\.index)
        controls.records[index].isComposed = false
        structureVersion &+= 1
    }

    /// How a control's child is named in result paths: its slot's name, or its index among
    /// the control's other children.
    func controlPathComponent(of view: Int32, in control: Int) -> String {
        let position = Int(controls.childPositions[view] ?? 0)
        let record = controls.records[control]
        let (slots, trailing) = (record.control.slots, record.control.trailingSlots)
        let fromEnd = record.children.count - 1 - position
        if position < slots.count { return slots[position] }
        if fromEnd < trailing.count { return trailing[trailing.count - 1 - fromEnd] }
        return String(position - slots.count)
    }

    /// The part a view is, if a composition made it.
    func part(_ view: Int32) -> ControlPart? { controls.parts.isEmpty ? nil : controls.parts[view] }

    /// How a part is named: its control's type and its own name ("Toggle switch").
    func partName(_ part: ControlPart) -> String { "\(type(of: views[Int(part.control)]).name) \(part.name)" }

    /// Refuses to change a view a composition made: it is remade with its control.
    func checkNotPart(_ view: ViewID) throws(LayoutError) {
        guard controls.composing == nil, let part = part(view.index) else { return }
        let control = controls.records[controlIndex(of: views[part.control])!].control.kind.name
        throw LayoutError(.invalidTree, "\(view) is the \(control) \(part.name) of \(ViewID(part.control)), which its control makes; change the control instead")
    }

    /// After a control setting is applied to or changed on a view: a row trait is read by the
    /// row's control, which is composed again (an environment value reaches the controls
    /// below through the expansion, which compares their environments).
    func noteControlSetting(_ data: NodeData, on record: ViewRecord) {
        guard ControlSettingKey(rawValue: UInt8(data.a))?.isRowTrait == true, record.parent >= 0,
              let control = controlIndex(of: views[Int(record.parent)]) else { return }
        controls.records[control].isComposed = false
    }

    // MARK: Tap targets

    /// The frame people tap to use a control, in the root's space, after the last layout: the
    /// whole control for most (a Button, a TextField), its switch for a Toggle, its buttons
    /// for a Stepper, the whole row for a Button or NavigationLink in a List row. Nil for a
    /// view that is not a tappable control (`ControlKind.isTappable`) or was not laid out.
    public func tapTarget(of view: ViewID) -> Rect? {
        guard isLaidOut, view.index >= 0, Int(view.index) < views.count,
              let index = controlIndex(of: views[view.index]), controls.records[index].control.kind.isTappable else { return nil }
        let node = controls.records[index].tapNode
        guard node >= 0 else { return nil }
        let frame = lastLayout.frames[node]
        return frame.x.isNaN ? nil : frame
    }
}

extension NodeDescription {
    /// A control's core in SwiftUI's words: `Button(title: "Save")`, `Toggle`, `List`.
    var controlDescription: String {
        let record = tree.controls.records[node.controlIndex]
        return record.control.title.map { "\(viewName)(\"\($0)\")" } ?? viewName
    }

    /// A control setting in SwiftUI's words: `.buttonStyle(.bordered)`, `.listRowInsets(...)`.
    var controlSettingDescription: String {
        let key = node.controlSettingKey
        let value = node.param >= 0 ? param(.settingValue) : .nan
        func styleName<S: StyleName>(_: S.Type) -> String { "." + (S(rawValue: UInt8(value))?.name ?? "?") }
        let argument: String = switch key {
        case .buttonStyle: styleName(ButtonStyle.self)
        case .controlSize: styleName(ControlSize.self)
        case .labelStyle: styleName(LabelStyle.self)
        case .toggleStyle: styleName(ToggleStyle.self)
        case .progressViewStyle: styleName(ProgressViewStyle.self)
        case .textFieldStyle: styleName(TextFieldStyle.self)
        case .pickerStyle: styleName(PickerStyle.self)
        case .listStyle: styleName(ListStyle.self)
        case .labelsHidden: ""
        case .listRowInsets: value.isNaN ? "nil" : arguments(["top", "leading", "bottom", "trailing"], from: .top)
        case .listRowSpacing: value.isNaN ? "nil" : number(value)
        case .listSectionSpacing:
            switch value {
            case 0: ".default"
            case 1: ".compact"
            default: number(param(NodeParam(offset: 1)))
            }
        case .defaultMinListRowHeight: number(value)
        }
        return key == .defaultMinListRowHeight ? ".environment(\\.defaultMinListRowHeight, \(argument))" : ".\(key.name)(\(argument))"
    }
}
