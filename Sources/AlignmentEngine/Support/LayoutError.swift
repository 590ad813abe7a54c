/// Why the engine refused a tree, a value or a layout. Nothing is laid out halfway: a
/// layout that fails produces no result at all.
public struct LayoutError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The family of a failure; the C API reports it as a status code.
    public enum Kind: Int32, Sendable, CaseIterable {
        /// A number that is not allowed where it stands (negative, NaN, infinite).
        case invalidValue = 3
        /// An unknown guide, a guide of the wrong axis, a reused or reserved guide name.
        case invalidGuide = 4
        /// A guide expression that does not parse.
        case invalidExpression = 5
        /// A tree that is not a tree: a view with two parents, a cycle, an unknown view.
        case invalidTree = 6
        /// A host function (measure, baseline, guide closure) failed or answered NaN.
        case callbackFailed = 7
        /// A layout document that is not valid (bad JSON, unknown key, wrong type).
        case invalidDocument = 8
    }

    /// The family of the failure.
    public let kind: Kind
    /// What went wrong, in one sentence that names the value, view or guide at fault.
    public let message: String
    /// The view the failure is about, when it is about one (a document names its JSON path).
    public let view: ViewID?
    /// Where in that view the failure comes from: the index of one of its modifiers in the
    /// order they were applied (an `alignmentGuide` whose value is not a number).
    public let modifier: Int?
    /// The custom guide whose default caused the failure, if one did.
    public let guide: String?

    /// An error of the given kind and message, optionally about a view, one of its modifiers or
    /// a guide.
    public init(_ kind: Kind, _ message: String, view: ViewID? = nil, modifier: Int? = nil, guide: String? = nil) {
        self.kind = kind
        self.message = message
        self.view = view
        self.modifier = modifier
        self.guide = guide
    }

    public var description: String { message }
}
