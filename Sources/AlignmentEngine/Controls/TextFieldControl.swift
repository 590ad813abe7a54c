/// `TextField` and `SecureField`: the text (or, while it is empty, the title as placeholder)
/// in the body font, as wide as the field is offered; one line, or with `axis: .vertical` as
/// many as the text needs up to its `lineLimit`. The rounded-border style pads the text
/// (`textFieldRoundedPaddingHorizontal`), makes the field at least
/// `textFieldRoundedMinHeight` tall (UITextField's 34) and draws its border behind it. The
/// whole field is its tap target.
enum TextFieldControl {
    @ViewBuilder static func body(_ c: ControlContext) -> TupleView {
        let text = Text(shown(c)).defaultFont(c.font(.body)).part("text")
        let lines = lineLimit(c)
        switch c.textFieldStyle {
        case .roundedBorder:
            let padding = c.metric(.textFieldRoundedPaddingHorizontal)
            text.lineLimit(lines.limit, reservesSpace: lines.reservesSpace)
                .padding(EdgeInsets(top: 0, leading: padding, bottom: 0, trailing: padding))
                .frame(maxWidth: .infinity, minHeight: c.metric(.textFieldRoundedMinHeight), alignment: .leading)
                .background { RoundedRectangle(cornerRadius: 5).fill(ControlColors.groupedBackground).part("border") }
        case .automatic, .plain:
            text.lineLimit(lines.limit, reservesSpace: lines.reservesSpace)
                .frame(maxWidth: .infinity, alignment: .leading)
        }
    }

    /// What the field shows: its text, or its title while the text is empty.
    private static func shown(_ c: ControlContext) -> String {
        switch c.record.control {
        case .textField(let title, let text, _, _, _), .secureField(let title, let text): text.isEmpty ? title : text
        default: ""
        }
    }

    /// One line, or the vertical field's limit (a large one when it has none).
    private static func lineLimit(_ c: ControlContext) -> (limit: Int, reservesSpace: Bool) {
        guard case .textField(_, _, .vertical, let limit, let reservesSpace) = c.record.control else { return (1, false) }
        return (limit ?? Int(Int32.max), reservesSpace && limit != nil)
    }
}
