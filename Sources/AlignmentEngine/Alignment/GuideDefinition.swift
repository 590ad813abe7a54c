import Synchronization

/// What an alignment guide is: its name, its axis, how a container combines the explicit
/// values of its children, and its default value (SwiftUI's `AlignmentID.defaultValue(in:)`).
///
/// Built-in guides and guides declared with an `AlignmentID` type exist once per process;
/// guides made at run time (from a document, C or Python) are new objects each time, so two
/// documents may both define a guide called `oneQuarter` without meeting.
public final class GuideDefinition: @unchecked Sendable, CustomStringConvertible {
    /// How a container merges the explicit values its children give for this guide.
    enum Combine {
        /// Frame guides (leading, center, trailing, top, center, bottom): a container with
        /// two or more children has no explicit value for them.
        case none
        case minimum
        case maximum
        /// Custom guides: the arithmetic mean (SwiftUI's default `combineExplicit`).
        case mean
    }

    /// How the default value is computed from a view's dimensions.
    enum Default {
        /// `fraction × length` along the guide's axis.
        case fraction(Double)
        case type(any AlignmentID.Type)
        case expression(GuideExpression)
        case function((ViewDimensions) -> Double)
    }

    /// The guide's name, as guide expressions, documents and explanations spell it.
    public let name: String
    /// The axis the guide lies on: horizontal guides are x positions, vertical ones y positions.
    public let axis: Axis
    let combine: Combine
    /// Replaced by a placeholder only as the definition is released (see `deinit`).
    private(set) var defaultValue: Default
    init(name: String, axis: Axis, combine: Combine, defaultValue: Default) {
        self.name = name
        self.axis = axis
        self.combine = combine
        self.defaultValue = defaultValue
    }

    public var description: String { name }

    /// A default may read other guides, which read others: releasing a chain of n guides
    /// would nest n releases on the native stack. The default goes to this thread's release
    /// loop instead, so chains of any length are released iteratively.
    deinit {
        let value = defaultValue
        defaultValue = .fraction(0)
        GuideRelease.release(consume value)
    }

    // MARK: Built-in guides, in the order of their tree-local ids.

    static let builtinLeading = GuideDefinition(name: "leading", axis: .horizontal, combine: .none, defaultValue: .fraction(0))
    static let builtinHorizontalCenter = GuideDefinition(name: "center", axis: .horizontal, combine: .none, defaultValue: .fraction(0.5))
    static let builtinTrailing = GuideDefinition(name: "trailing", axis: .horizontal, combine: .none, defaultValue: .fraction(1))
    static let builtinTop = GuideDefinition(name: "top", axis: .vertical, combine: .none, defaultValue: .fraction(0))
    static let builtinVerticalCenter = GuideDefinition(name: "center", axis: .vertical, combine: .none, defaultValue: .fraction(0.5))
    static let builtinBottom = GuideDefinition(name: "bottom", axis: .vertical, combine: .none, defaultValue: .fraction(1))
    static let builtinFirstTextBaseline = GuideDefinition(name: "firstTextBaseline", axis: .vertical, combine: .minimum, defaultValue: .fraction(1))
    static let builtinLastTextBaseline = GuideDefinition(name: "lastTextBaseline", axis: .vertical, combine: .maximum, defaultValue: .fraction(1))

    static let builtins: [GuideDefinition] = [
        builtinLeading, builtinHorizontalCenter, builtinTrailing, builtinTop, builtinVerticalCenter, builtinBottom,
        builtinFirstTextBaseline, builtinLastTextBaseline,
    ]

    /// Names that custom guides may not take.
    public static let reservedNames: Set<String> = [
        "leading", "center", "trailing", "top", "bottom", "firstTextBaseline", "lastTextBaseline",
    ]

    /// The built-in guide called `name` on `axis`, if there is one.
    static func builtin(named name: String, axis: Axis) -> GuideDefinition? {
        builtins.first { $0.name == name && $0.axis == axis }
    }

    // MARK: Guides declared with AlignmentID types

    private static let typeRegistry = Mutex<[ObjectIdentifier: GuideDefinition]>([:])

    /// The one definition for an `AlignmentID` type on an axis, made on first use.
    static func forType(_ type: any AlignmentID.Type, axis: Axis) -> GuideDefinition {
        typeRegistry.withLock { registry in
            let key = ObjectIdentifier(type)
            if let existing = registry[key] { return existing }
            let definition = GuideDefinition(
                name: String(describing: type), axis: axis, combine: .mean, defaultValue: .type(type))
            registry[key] = definition
            return definition
        }
    }
}
