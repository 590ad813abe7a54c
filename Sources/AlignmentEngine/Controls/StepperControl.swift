/// `Stepper`: on iOS a LabeledContent whose content is the stepper's two buttons, a fixed
/// `stepperWidth` x `stepperHeight` (UIStepper's 94 x 32), which are its tap target; on macOS
/// the label and the arrows side by side.
enum StepperControl {
    @ViewBuilder static func body(_ c: ControlContext) -> TupleView {
        let buttons = RoundedRectangle(cornerRadius: 8).fill(ControlColors.fill)
            .frame(width: c.metric(.stepperWidth), height: c.metric(.stepperHeight)).part("buttons").tapTarget()
        if c.platform.isIOS {
            LabeledContentControl.leadingTrailing(c, label: c.label(c.font(.body)), font: c.font(.body), content: TupleView([buttons]))
        } else {
            HStack {
                VStack(alignment: .leading) { c.label(c.font(.body)) }.defaultFont(c.font(.body)).part("label")
                buttons
            }.part("stack")
        }
    }
}
