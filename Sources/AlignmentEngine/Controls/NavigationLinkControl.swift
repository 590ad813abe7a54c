/// `NavigationLink`: in a List row, its label, a Spacer and the disclosure chevron, the
/// whole row its tap target; elsewhere a button (`ButtonControl`). The chevron's box and the
/// space before it are the profile's (`navigationChevronWidth`, `navigationChevronHeight`,
/// `navigationChevronSpacing`: measured on UIKit's inset-grouped list of iOS 27).
enum NavigationLinkControl {
    @ViewBuilder static func body(_ c: ControlContext) -> TupleView {
        if c.isInRow {
            HStack(spacing: 0) {
                HStack { c.label(c.font(.body)) }.defaultFont(c.font(.body)).part("label")
                Spacer(minLength: c.metric(.navigationChevronSpacing)).part("spacer")
                Image(systemName: "chevron.forward", width: c.metric(.navigationChevronWidth), height: c.metric(.navigationChevronHeight))
                    .part("chevron")
            }.part("row")
        } else {
            ButtonControl.body(c)
        }
    }
}
