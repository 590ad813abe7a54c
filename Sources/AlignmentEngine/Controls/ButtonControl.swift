/// `Button` (and `Link`, a Button that opens a URL, and `NavigationLink` outside List rows):
/// its label in an HStack, set in its control size's font; the bordered styles pad the label
/// and put their shape behind it; plain and borderless add nothing. As SwiftUI composes it
/// (OpenSwiftUI's BorderedButtonStyle_Phone and BorderlessButtonStyle, audited against
/// SwiftUI 6.5.4):
///
/// ```swift
/// HStack { label }.font(spec.defaultFont).padding(spec.padding).background(shape)   // bordered
/// HStack { label }.environment(\.defaultFont, defaultFont)                            // borderless
/// ```
///
/// On macOS a bordered push button also has its control size's height
/// (`buttonMinHeight`). Its tap target is the whole button, or its List row for a Button of
/// the automatic style in a row (the row is the button).
enum ButtonControl {
    @ViewBuilder static func body(_ c: ControlContext) -> TupleView {
        let label = HStack { c.label(c.controlFont) }.defaultFont(c.controlFont).part("label")
        switch c.buttonStyle {
        case .bordered, .borderedProminent:
            let h = c.metric(.borderedButtonPaddingHorizontal), v = c.metric(.borderedButtonPaddingVertical)
            let padded = label.padding(EdgeInsets(top: v, leading: h, bottom: v, trailing: h))
            let minHeight = c.metric(.buttonMinHeight)
            if minHeight > 0 {
                padded.frame(minHeight: minHeight).background { shape(c).part("background") }
            } else {
                padded.background { shape(c).part("background") }
            }
        case .automatic, .borderless, .plain:
            label
        }
    }

    /// The bordered shape of the profile: a rounded rectangle, or a capsule from iOS 26.
    @ViewBuilder private static func shape(_ c: ControlContext) -> TupleView {
        let fill = c.buttonStyle == .borderedProminent ? ControlColors.accent : ControlColors.fill
        if c.profile.borderedButtonShape == .capsule {
            Capsule().fill(fill)
        } else {
            RoundedRectangle(cornerRadius: 8).fill(fill)
        }
    }
}
