/// `Toggle`. The switch style (iOS's automatic) is a LabeledContent whose content is the
/// switch, a fixed `toggleSwitchWidth` x `toggleSwitchHeight` (51 x 31 up to iOS 18, 63 x 28
/// from iOS 26, both measured on SwiftUI), so the Toggle fills the width it is offered, label
/// leading and switch trailing (OpenSwiftUI's SwitchToggleStyle). The checkbox style (macOS's
/// automatic) is the box and the label side by side. The switch (or the whole checkbox) is the
/// tap target; with `.labelsHidden()` the Toggle is its switch alone.
enum ToggleControl {
    @ViewBuilder static func body(_ c: ControlContext) -> TupleView {
        switch c.toggleStyle {
        case .checkbox:
            let size = c.metric(.checkboxSize)
            HStack(spacing: c.metric(.checkboxLabelSpacing)) {
                RoundedRectangle(cornerRadius: 3).fill(ControlColors.fill).frame(width: size, height: size).part("checkbox")
                VStack(alignment: .leading) { c.label(c.font(.body)) }.defaultFont(c.font(.body)).part("label")
            }.part("stack")
        case .automatic, .switch:
            LabeledContentControl.leadingTrailing(c, label: c.label(c.font(.body)), font: c.font(.body), content: TupleView([
                Capsule().fill(ControlColors.fill).frame(width: c.metric(.toggleSwitchWidth), height: c.metric(.toggleSwitchHeight)).part("switch").tapTarget(),
            ]))
        }
    }
}
