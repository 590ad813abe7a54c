/// Expanding controls: before a layout, every control below the root that is new, changed,
/// or in a new environment is composed again, top-down, so that each control knows the styles
/// the setting modifiers above it give (the C API builds bottom-up; the environment is read
/// here, where the tree is whole). Controls compose with the engine's own views (`View`), so
/// each control's file reads like the SwiftUI it stands for.
extension LayoutTree {
    /// Composes the controls below `root` that need it; nothing when the tree has no
    /// controls, or nothing changed since the last expansion for this root.
    func expandControls(below root: Int32) throws(LayoutError) {
        guard !controls.records.isEmpty else { return }
        if let expanded = controls.expanded, expanded.root == root, expanded.version == structureVersion { return }
        var work: [(node: Int32, environment: ControlEnvironment)] = [(views[Int(root)].outer, ControlEnvironment())]
        while let (n, inherited) = work.popLast() {
            var environment = inherited
            if let placement = controls.placements[n] { environment.placement = placement }
            switch nodes[n].kind {
            case .controlSetting where !nodes[n].controlSettingKey.isRowTrait:
                environment = environment.setting(nodes[n], params)
            case .control:
                try compose(nodes[n].controlIndex, in: environment)
            default:
                break
            }
            let node = nodes[n]
            var slot = node.childStart + node.childCount - 1
            while slot >= node.childStart {
                work.append((childList[slot], environment))
                slot -= 1
            }
        }
        controls.expanded = (root, structureVersion)
    }

    /// Composes control `index` for `environment`, unless it already is.
    private func compose(_ index: Int, in environment: ControlEnvironment) throws(LayoutError) {
        let record = controls.records[index]
        guard !record.isComposed || record.environment != environment else { return }
        let control = ViewID(record.view)
        controls.composing = ControlTable.Composing(view: record.view, index: index)
        defer { controls.composing = nil }
        let context = ControlContext(tree: self, control: control, record: record, environment: environment)
        var emitter = ViewEmitter(tree: self)
        let produced: [ViewID]
        do throws(LayoutError) {
            produced = try emitter.collect(ControlBody(context: context))
        } catch {
            throw error.view == nil ? LayoutError(error.kind, error.message, view: control) : error
        }
        let composing = controls.composing!
        // The composition's one root becomes the control node's child.
        let root = produced.count == 1 ? produced[0] : try add(.zstack())
        if produced.count != 1 { try setChildren(of: root, to: produced) }
        let controlNode = views[Int(record.view)].core
        let slot = Int32(childList.count)
        childList.append(views[root.index].outer)
        var node = nodes[controlNode]
        (node.childStart, node.childCount) = (slot, 1)
        setNode(node, at: controlNode)
        var rootRecord = views[root.index]
        (rootRecord.parent, rootRecord.parentSlot) = (record.view, slot)
        setRecord(rootRecord, of: root.index)
        for (k, part) in composing.parts.enumerated() {
            let name = composing.names[part] ?? type(of: views[part]).name
            controls.parts[part] = ControlPart(control: record.view, name: name, index: Int32(k))
        }
        for (part, placement) in composing.placements {
            let outer = views[part].outer
            controls.placements[outer] = if case .row(let style, _) = placement { .row(style, row: outer) } else { placement }
        }
        controls.records[index].parts = composing.parts
        controls.records[index].tapNode = tapNode(of: record, composing, context)
        controls.records[index].environment = environment
        controls.records[index].isComposed = true
        structureVersion &+= 1
    }

    /// Where people tap the control: the part that claimed it, the List row a Button of the
    /// automatic style is in (the row is the button), else the whole control.
    private func tapNode(of record: ControlRecord, _ composing: ControlTable.Composing, _ context: ControlContext) -> Int32 {
        guard record.control.kind.isTappable else { return -1 }
        if let part = composing.tapPart { return views[Int(part)].outer }
        if case .row(_, let row) = context.environment.placement, context.isButtonLike, context.environment.buttonStyle == .automatic {
            return row
        }
        return views[Int(record.view)].core
    }

    /// Records a view added while a control is composed as one of its parts.
    func notePart(_ view: Int32) {
        controls.composing?.parts.append(view)
    }
}

/// The body of the control being composed: its kind's composition.
struct ControlBody: PrimitiveView {
    let context: ControlContext

    func _emit(into emitter: inout ViewEmitter) throws(LayoutError) {
        let c = context
        try c.checkContent()
        let body: TupleView = switch c.kind {
        case .button, .link: ButtonControl.body(c)
        case .navigationLink: NavigationLinkControl.body(c)
        case .label: LabelControl.body(c)
        case .toggle: ToggleControl.body(c)
        case .stepper: StepperControl.body(c)
        case .slider: SliderControl.body(c)
        case .progressView: ProgressViewControl.body(c)
        case .textField, .secureField: TextFieldControl.body(c)
        case .picker: try PickerControl.body(c)
        case .labeledContent: LabeledContentControl.body(c)
        case .list, .form: ListControl.body(c)
        case .section: SectionControl.body(c)
        }
        try body._emit(into: &emitter)
    }
}

/// Views that already exist (a control's content), placed where a composition puts them.
struct ComposedViews: PrimitiveView {
    let views: [ViewID]

    func _emit(into emitter: inout ViewEmitter) throws(LayoutError) { emitter.pending.append(contentsOf: views) }
}

extension View {
    /// Names the part this view is (`"switch"`: "Toggle switch" in explanations, pictures and
    /// messages).
    func part(_ name: String) -> ModifiedContent<Self> {
        composed { tree, view in tree.controls.composing?.names[view.index] = name }
    }

    /// Makes this part's frame (with its modifiers) the control's tap target.
    func tapTarget() -> ModifiedContent<Self> {
        composed { tree, view in tree.controls.composing?.tapPart = view.index }
    }

    /// Tells the controls below this part where they sit (a List's content, a List row).
    func controlPlacement(_ placement: ControlPlacement) -> ModifiedContent<Self> {
        composed { tree, view in tree.controls.composing?.placements.append((view.index, placement)) }
    }
}
