/// `Picker`. The menu style (iOS's automatic) is a button showing the selected option and a
/// chevron (`pickerMenuChevronWidth` x `pickerMenuChevronHeight`, `pickerMenuSpacing` apart),
/// the button its tap target; in a List or Form row it is the content of a LabeledContent
/// whose label is the Picker's, elsewhere its label is not shown. The segmented style is the
/// options side by side in equal flexible segments (`segmentPaddingHorizontal` around each),
/// inside a platter `segmentedControlInset` wide, `segmentedControlHeight` tall in all
/// (UISegmentedControl's 32 and 2, measured on iOS 27); its label is not shown. Options not
/// shown (all but the selected one in a menu) and hidden labels get empty frames.
enum PickerControl {
    static func body(_ c: ControlContext) throws(LayoutError) -> TupleView {
        let options = c.contentViews
        guard case .picker(_, let selection, _) = c.record.control else { return TupleView([]) }
        if selection >= max(options.count, 1) {
            throw LayoutError(.invalidValue, "Picker \(c.control) selection \(selection) is out of range: it has \(options.count) option\(options.count == 1 ? "" : "s")", view: c.control)
        }
        return switch c.pickerStyle {
        case .segmented: segmented(c, options)
        case .automatic, .menu: menu(c, options, selection)
        }
    }

    @ViewBuilder private static func menu(_ c: ControlContext, _ options: [ViewID], _ selection: Int) -> TupleView {
        let ordered = options.isEmpty ? [] : [options[selection]] + options.enumerated().filter { $0.offset != selection }.map(\.element)
        let button = HStack(spacing: c.metric(.pickerMenuSpacing)) {
            ViewThatFits(in: []) { ComposedViews(views: ordered) }.part("selection")
            Image(systemName: "chevron.up.chevron.down", width: c.metric(.pickerMenuChevronWidth), height: c.metric(.pickerMenuChevronHeight))
                .part("chevron")
        }.part("menu").tapTarget()
        if c.isInRow {
            LabeledContentControl.leadingTrailing(c, label: label(c), font: c.font(.body), content: TupleView([button]))
        } else {
            hidingLabel(c, behind: TupleView([button]))
        }
    }

    @ViewBuilder private static func segmented(_ c: ControlContext, _ options: [ViewID]) -> TupleView {
        let inset = c.metric(.segmentedControlInset), padding = c.metric(.segmentPaddingHorizontal)
        let segments = HStack(spacing: 0) {
            for option in options {
                ZStack { ComposedViews(views: [option]) }
                    .padding(EdgeInsets(top: 0, leading: padding, bottom: 0, trailing: padding))
                    .frame(maxWidth: .infinity)
                    .part("segment")
            }
        }
        .frame(height: max(c.metric(.segmentedControlHeight) - 2 * inset, 0))
        .padding(inset)
        .background { RoundedRectangle(cornerRadius: 8).fill(ControlColors.fill).part("platter") }
        .part("segments")
        hidingLabel(c, behind: TupleView([segments]))
    }

    /// The label: the label view, or a Text part of the title.
    private static func label(_ c: ControlContext) -> TupleView {
        c.slot("label") ?? (c.title.map { TupleView([Text($0).defaultFont(c.font(.body)).part("title")]) } ?? TupleView([]))
    }

    /// `shown`, with the label view (if any) laid out nowhere.
    @ViewBuilder private static func hidingLabel(_ c: ControlContext, behind shown: TupleView) -> TupleView {
        if let hidden = c.slot("label") {
            ViewThatFits(in: []) {
                shown
                hidden
            }.part("hidden label")
        } else {
            shown
        }
    }
}
