/// `Label`: its icon and title side by side (`titleAndIcon`, the automatic style), or only one
/// of them (`titleOnly`, `iconOnly`: the other is laid out nowhere and gets an empty frame, as
/// a ViewThatFits's unchosen children). A title string is a Text in the body font; a
/// `systemImage` is an SF Symbol in the same font (`Image(systemName:)`: it follows the
/// Dynamic Type size as the title does). The icon-to-title spacing is the profile's
/// `labelIconTitleSpacing`.
enum LabelControl {
    @ViewBuilder static func body(_ c: ControlContext) -> TupleView {
        switch c.labelStyle {
        case .automatic, .titleAndIcon:
            HStack(spacing: c.metric(.labelIconTitleSpacing)) {
                icon(c)
                title(c)
            }.defaultFont(c.font(.body)).part("stack")
        case .titleOnly:
            ViewThatFits(in: []) {
                title(c)
                icon(c)
            }.defaultFont(c.font(.body)).part("title only")
        case .iconOnly:
            ViewThatFits(in: []) {
                icon(c)
                title(c)
            }.defaultFont(c.font(.body)).part("icon only")
        }
    }

    private static func title(_ c: ControlContext) -> TupleView {
        c.slot("title") ?? TupleView([Text(c.title ?? "").defaultFont(c.font(.body)).part("title")])
    }

    private static func icon(_ c: ControlContext) -> TupleView {
        if let view = c.slot("icon") { return view }
        guard case .label(_, let systemImage?) = c.record.control else { return TupleView([]) }
        return TupleView([Image(systemName: systemImage).defaultFont(c.font(.body)).part("icon")])
    }
}
