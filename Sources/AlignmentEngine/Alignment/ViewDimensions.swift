/// A view's size and alignment guides in its own coordinate space, as an alignment-guide
/// closure or an `AlignmentID.defaultValue(in:)` sees them.
///
/// `d[guide]` is the view's explicit value for the guide if it has one, else the guide's
/// default; `d[explicit: guide]` is the explicit value or `nil`.
public struct ViewDimensions {
    /// The view's width.
    public let width: CGFloat
    /// The view's height.
    public let height: CGFloat
    /// The layout pass that can answer explicit values, and the view and proposal asked about.
    let pass: LayoutPass?
    let node: Int32
    let proposal: Proposal

    /// Dimensions of a view with no explicit guide values (handy for testing an `AlignmentID`).
    public init(width: CGFloat, height: CGFloat) {
        self.init(width: width, height: height, pass: nil, node: -1, proposal: .unspecified)
    }

    init(width: Double, height: Double, pass: LayoutPass?, node: Int32, proposal: Proposal) {
        self.width = width
        self.height = height
        self.pass = pass
        self.node = node
        self.proposal = proposal
    }

    var size: Size { Size(width: width, height: height) }

    /// The view's explicit value for a horizontal guide if it has one, else the guide's default.
    public subscript(guide: HorizontalAlignment) -> CGFloat { value(of: guide.definition) }
    /// The view's explicit value for a vertical guide if it has one, else the guide's default.
    public subscript(guide: VerticalAlignment) -> CGFloat { value(of: guide.definition) }
    /// The view's explicit value for a horizontal guide, or `nil` when it has none.
    public subscript(explicit guide: HorizontalAlignment) -> CGFloat? { explicitValue(of: guide.definition) }
    /// The view's explicit value for a vertical guide, or `nil` when it has none.
    public subscript(explicit guide: VerticalAlignment) -> CGFloat? { explicitValue(of: guide.definition) }

    /// The pass that can answer explicit values, while it runs; dimensions kept after their
    /// layout answer like dimensions without one (defaults, no explicit values).
    private var activePass: LayoutPass? {
        guard let pass, !pass.isFinished else { return nil }
        return pass
    }

    func value(of definition: GuideDefinition) -> Double {
        if let pass = activePass { return pass.guideValue(definition, dimensions: self) }
        return GuideEvaluation.defaultValue(of: definition, in: ViewDimensions(width: width, height: height))
    }

    func explicitValue(of definition: GuideDefinition) -> Double? {
        activePass?.explicitValue(definition, dimensions: self)
    }
}

/// Default values of guides that do not depend on a layout pass.
enum GuideEvaluation {
    /// The default value of `definition` for dimensions that have no layout pass behind them.
    static func defaultValue(of definition: GuideDefinition, in d: ViewDimensions) -> Double {
        switch definition.defaultValue {
        case .fraction(let f): return f * (definition.axis == .horizontal ? d.width : d.height)
        case .type(let type): return type.defaultValue(in: d)
        case .function(let function): return function(d)
        case .expression(let expression): return expression.evaluate(in: d)
        }
    }
}
