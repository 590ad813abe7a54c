/// Shows the first of its views whose ideal size fits the proposal on `axes`, or the last
/// view when none fits; the others are not shown.
///
/// ```swift
/// ViewThatFits(in: .horizontal) {
///     HStack { Text("75%"); ProgressBar().frame(width: 100) }
///     ProgressBar().frame(width: 100)
///     Text("75%")
/// }
/// ```
public struct ViewThatFits: PrimitiveView {
    let axes: Axis.Set
    let content: TupleView

    /// Chooses among the views `content` builds, checking their fit on `axes` (both by default).
    public init(in axes: Axis.Set = [.horizontal, .vertical], @ViewBuilder content: () -> TupleView) {
        self.axes = axes
        self.content = content()
    }

    public func _emit(into emitter: inout ViewEmitter) throws(LayoutError) {
        try emitter.emitContainer(.viewThatFits(in: axes), content: content)
    }
}
