/// `LabeledContent`: its label leading and its content trailing, a Spacer of priority -1
/// between them, so it fills the width it is offered (OpenSwiftUI's
/// LeadingTrailingLabeledContentStyle, audited against SwiftUI 6.5.4):
///
/// ```swift
/// HStack {
///     VStack(alignment: .leading) { label }
///     Spacer().layoutPriority(-1)
///     HStack { content }
/// }
/// ```
///
/// A Toggle and a Stepper are a LabeledContent whose content is their switch or buttons.
/// With `.labelsHidden()` only the content is laid out (the label views get empty frames).
enum LabeledContentControl {
    @ViewBuilder static func body(_ c: ControlContext) -> TupleView {
        leadingTrailing(c, label: label(c), font: c.font(.body), content: content(c))
    }

    /// The label and content of a control laid out as LabeledContent, `font` the default font
    /// of the views in both (label and content views given as views take it, as a title
    /// string's Text does).
    @ViewBuilder static func leadingTrailing(_ c: ControlContext, label: TupleView, font: Font, content: TupleView) -> TupleView {
        let trailing = HStack { content }.defaultFont(font).part("content")
        if c.environment.labelsHidden {
            ViewThatFits(in: []) {
                trailing
                label
            }.part("hidden label")
        } else {
            HStack {
                VStack(alignment: .leading) { label }.defaultFont(font).part("label")
                Spacer().layoutPriority(-1).part("spacer")
                trailing
            }.part("stack")
        }
    }

    private static func label(_ c: ControlContext) -> TupleView {
        c.slot("label") ?? TupleView([Text(c.title ?? "").defaultFont(c.font(.body)).part("title")])
    }

    private static func content(_ c: ControlContext) -> TupleView {
        guard case .labeledContent(_, let value?) = c.record.control else { return c.content }
        return TupleView([Text(value).defaultFont(c.font(.body)).part("value")])
    }
}
