/// Explicit guide values of containers (§3.6, decisions 1, 3 and 10): a container combines
/// `child origin + child's explicit value` over the children that have one. With two or
/// more children, the frame guides (leading, center, trailing, top, center, bottom) stop at
/// the container; a container with one child passes every guide through.
extension LayoutPass {
    /// Folds one more child value into a running combination.
    @inline(__always) func combine(_ value: Double, into result: inout Double?, count: inout Int, rule: GuideDefinition.Combine) {
        guard let current = result else {
            result = value
            count = 1
            return
        }
        switch rule {
        case .none, .mean: result = (current * Double(count) + value) / Double(count + 1)
        case .minimum: result = min(current, value)
        case .maximum: result = max(current, value)
        }
        count += 1
    }
}
