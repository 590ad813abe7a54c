/// An opaque handle to a view of a `LayoutTree`: an index, valid for the tree that made it.
public struct ViewID: Hashable, Sendable, CustomStringConvertible {
    /// The view's index in its tree (C's `ae_view` handle).
    public let index: Int32
    /// The handle of the view with the given index (C and Python hand views over as indices).
    public init(_ index: Int32) { self.index = index }
    public var description: String { "view #\(index)" }
}

/// The kind of a view, as the document format names it.
public enum ViewType: UInt8, Sendable, CaseIterable, BitwiseCopyable, CustomStringConvertible {
    /// The stacks and the shapes (`Color`, `Rectangle`, `RoundedRectangle`, `Capsule`,
    /// `Ellipse`, `Circle`).
    case hstack, vstack, zstack, color, rectangle, roundedRectangle, capsule, ellipse, circle
    /// `GeometryReader`, the leaves (`Image`, `Text`, `Spacer`, `Measured`, `Divider`) and
    /// the containers with their own layout (`Grid`, `GridRow`, `ViewThatFits`, a `Layout`).
    case geometryReader, image, text, spacer, measured, grid, gridRow, divider, viewThatFits, layout
    /// `ScrollView`, `LazyHStack` and `LazyVStack`.
    case scrollView, lazyHStack, lazyVStack
    /// `LazyVGrid` and `LazyHGrid`.
    case lazyVGrid, lazyHGrid
    /// The controls (`Controls/`): each is its composition of the views above.
    case button, label, toggle, progressView, textField, secureField, picker, stepper, slider
    /// More controls: `LabeledContent`, `Link`, `NavigationLink`, and the lists (`List`,
    /// `Form`, `Section`).
    case labeledContent, link, navigationLink, list, form, section

    /// The document format's name of the type.
    public var name: String {
        switch self {
        case .hstack: "HStack"
        case .vstack: "VStack"
        case .zstack: "ZStack"
        case .color: "Color"
        case .rectangle: "Rectangle"
        case .roundedRectangle: "RoundedRectangle"
        case .capsule: "Capsule"
        case .ellipse: "Ellipse"
        case .circle: "Circle"
        case .geometryReader: "GeometryReader"
        case .image: "Image"
        case .text: "Text"
        case .spacer: "Spacer"
        case .measured: "Measured"
        case .grid: "Grid"
        case .gridRow: "GridRow"
        case .divider: "Divider"
        case .viewThatFits: "ViewThatFits"
        case .layout: "Layout"
        case .scrollView: "ScrollView"
        case .lazyHStack: "LazyHStack"
        case .lazyVStack: "LazyVStack"
        case .lazyVGrid: "LazyVGrid"
        case .lazyHGrid: "LazyHGrid"
        case .button, .label, .toggle, .progressView, .textField, .secureField, .picker, .stepper, .slider,
             .labeledContent, .link, .navigationLink, .list, .form, .section: control!.name
        }
    }

    public var description: String { name }

    /// Whether views of this type have children: whether its node kind is a container (a
    /// control: whether it takes content views).
    public var hasChildren: Bool { control?.takesChildren ?? (kind.family == .container) }

    /// The node kind a view of this type is made of.
    var kind: NodeKind {
        switch self {
        case .hstack: .hstack
        case .vstack: .vstack
        case .zstack: .zstack
        case .color, .rectangle, .roundedRectangle, .capsule, .ellipse: .shape
        case .circle: .circle
        case .geometryReader: .geometryReader
        case .image: .image
        case .text: .text
        case .spacer: .spacer
        case .measured: .measured
        case .grid: .grid
        case .gridRow: .gridRow
        case .divider: .divider
        case .viewThatFits: .viewThatFits
        case .layout: .custom
        case .scrollView: .scrollView
        case .lazyHStack: .lazyHStack
        case .lazyVStack: .lazyVStack
        case .lazyVGrid: .lazyVGrid
        case .lazyHGrid: .lazyHGrid
        case .button, .label, .toggle, .progressView, .textField, .secureField, .picker, .stepper, .slider,
             .labeledContent, .link, .navigationLink, .list, .form, .section: .control
        }
    }
}

/// Where a view sits in its tree and which nodes make it up: 16 bytes. Its type is kept by
/// its core node (`Node.viewType`, a control's by its record); how many modifiers it has, and which modifier holds it
/// as content, follow from the nodes (`LayoutTree.modifierCount(of:)`,
/// `LayoutTree.contentModifierIndex(of:)`).
struct ViewRecord: BitwiseCopyable {
    /// The view itself, inside all its modifiers.
    var core: Int32
    /// The outermost node: the view with all its modifiers.
    var outer: Int32
    /// The view this one belongs to (as a child or as modifier content), or -1.
    var parent: Int32 = -1
    /// Where the parent refers to `outer`: an index into the tree's child list, or -1.
    var parentSlot: Int32 = -1
}

extension LayoutTree {
    /// A view's type, as its core node keeps it.
    func type(of record: ViewRecord) -> ViewType {
        let core = nodes[record.core]
        return core.kind == .control ? controls.records[core.controlIndex].control.kind.viewType : core.viewType.unsafelyUnwrapped
    }

    /// How many modifiers a view has: the nodes from its outermost node down to its core.
    func modifierCount(of record: ViewRecord) -> Int {
        var count = 0, n = record.outer
        while n != record.core {
            n = childList[nodes[n].childStart]
            count += 1
        }
        return count
    }

    /// Whether a view is the content of one of its parent's modifiers (an overlay or
    /// background), not one of its children: its slot lies outside the parent's child list.
    func isModifierContent(_ record: ViewRecord) -> Bool {
        guard record.parent >= 0 else { return false }
        let core = nodes[views[record.parent].core]
        // A control's children and its composition sit in its parts, not in its core's list:
        // only its modifiers' slots tell content apart.
        if core.kind == .control { return modifierSlotIndex(of: record) != nil }
        return record.parentSlot < core.childStart || record.parentSlot >= core.childStart + core.childCount
    }

    /// For overlay or background content: the index of that modifier in its owner's list
    /// (0: applied first); nil for any other view.
    func contentModifierIndex(of record: ViewRecord) -> Int? {
        guard isModifierContent(record) else { return nil }
        return modifierSlotIndex(of: record)
    }

    /// The index of the modifier of `record`'s parent whose content slot is `record`'s.
    private func modifierSlotIndex(of record: ViewRecord) -> Int? {
        let owner = views[record.parent]
        var n = owner.outer, fromOutside = 0
        while n != owner.core {
            // The content is a modifier's second child, in the slot after its first.
            if nodes[n].childCount > 1 && nodes[n].childStart + 1 == record.parentSlot { return modifierCount(of: owner) - 1 - fromOutside }
            n = childList[nodes[n].childStart]
            fromOutside += 1
        }
        return nil
    }
}
