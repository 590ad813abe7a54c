/// `ProgressView`, as SwiftUI composes its two styles (OpenSwiftUI's
/// CircularProgressViewStyle and LinearProgressViewStyle, audited against SwiftUI 6.5.4):
///
/// ```swift
/// VStack { spinner; HStack { label } }                                   // circular
/// VStack(alignment: .leading, spacing: 4) { label; bar }                 // linear
/// ```
///
/// The spinner is `progressSpinnerSize` square (UIActivityIndicatorView's 20); the bar takes
/// the width it is offered and is `progressBarHeight` thick. The automatic style is circular
/// for an indeterminate progress view and linear for one with a value.
enum ProgressViewControl {
    @ViewBuilder static func body(_ c: ControlContext) -> TupleView {
        if isLinear(c) {
            VStack(alignment: .leading, spacing: c.metric(.progressLinearSpacing)) {
                if c.hasLabel { c.label(c.font(.body)) }
                Capsule().fill(ControlColors.fill).frame(height: c.metric(.progressBarHeight)).frame(maxWidth: .infinity).part("bar")
            }.defaultFont(c.font(.body)).part("stack")
        } else {
            VStack {
                Circle().fill(ControlColors.fill).frame(width: c.metric(.progressSpinnerSize), height: c.metric(.progressSpinnerSize)).part("spinner")
                if c.hasLabel { HStack { c.label(c.font(.body)) }.defaultFont(c.font(.body)).part("label") }
            }.part("stack")
        }
    }

    private static func isLinear(_ c: ControlContext) -> Bool {
        switch c.environment.progressViewStyle {
        case .linear: true
        case .circular: false
        case .automatic:
            if case .progressView(_, let value?, _) = c.record.control { value.isFinite } else { false }
        }
    }
}
