/// A guide expression compiled once into a compact stack program: the Swift of a
/// `computeValue` closure body over a view's dimensions `d` (or `$0`), such as
/// `d[.leading] + d.width / 3.0 - (d[explicit: .top] ?? 0)`.
///
/// The language: numbers, `+ - * /`, unary minus, parentheses, `min(a, b)`, `max(a, b)`,
/// `d.width`, `d.height`, `d[.NAME]`, `d[HorizontalAlignment.NAME]`,
/// `d[VerticalAlignment.NAME]`, and `d[explicit: GUIDE] ?? EXPR`. A bare `.center` means the
/// center on the axis of the guide being computed. Evaluation allocates nothing.
public struct GuideExpression: Sendable, CustomStringConvertible {
    enum Op: Sendable {
        case constant(Double)
        case width
        case height
        /// The value of `guides[i]`: explicit if the view has one, else its default.
        case guide(Int)
        /// The explicit value of `guides[i]` if the view has one, skipping the next `skip`
        /// operations (the `??` fallback); otherwise go on with the fallback.
        case explicitOr(Int, skip: Int)
        case add, subtract, multiply, divide, negate, minimum, maximum
    }

    let ops: [Op]
    let guides: [GuideDefinition]
    let stackDepth: Int
    /// The text the expression was compiled from.
    public let source: String

    /// Compiles `source` for a guide on `axis`. `selfName`, when given, is the name of the
    /// guide whose default this is: the expression may not refer to it.
    public init(compiling source: String, axis: Axis, guides: GuideNamespace, selfName: String? = nil) throws(LayoutError) {
        var parser = GuideExpressionParser(source: source, axis: axis, namespace: guides, selfName: selfName)
        let program = try parser.parseProgram()
        self.ops = program.ops
        self.guides = program.guides
        self.stackDepth = program.stackDepth
        self.source = source
    }

    public var description: String { source }

    /// Evaluates the expression for a view's dimensions.
    public func evaluate(in d: ViewDimensions) -> Double {
        withUnsafeTemporaryAllocation(of: Double.self, capacity: max(stackDepth, 1)) { stack in
            var top = 0
            var pc = 0
            while pc < ops.count {
                switch ops[pc] {
                case .constant(let v): stack[top] = v; top += 1
                case .width: stack[top] = d.width; top += 1
                case .height: stack[top] = d.height; top += 1
                case .guide(let i): stack[top] = d.value(of: guides[i]); top += 1
                case .explicitOr(let i, let skip):
                    if let v = d.explicitValue(of: guides[i]) {
                        stack[top] = v
                        top += 1
                        pc += skip
                    }
                case .add: top -= 1; stack[top - 1] += stack[top]
                case .subtract: top -= 1; stack[top - 1] -= stack[top]
                case .multiply: top -= 1; stack[top - 1] *= stack[top]
                case .divide: top -= 1; stack[top - 1] /= stack[top]
                case .negate: stack[top - 1] = -stack[top - 1]
                case .minimum: top -= 1; stack[top - 1] = Swift.min(stack[top - 1], stack[top])
                case .maximum: top -= 1; stack[top - 1] = Swift.max(stack[top - 1], stack[top])
                }
                pc += 1
            }
            return stack[0]
        }
    }
}
