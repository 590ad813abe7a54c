/// `Section`: in a List or Form, its header, its rows and its footer. Each row is its content
/// padded by the row insets (`listRowPadding...`, or the row's `.listRowInsets`), at least the
/// minimum row height tall (`listRowMinHeight`, or `defaultMinListRowHeight`), as wide as the
/// list and leading-aligned, with a separator drawn over its bottom edge (not the last row's);
/// rows are `listRowSpacing` apart. In the inset-grouped style (iOS's automatic) the rows sit
/// on a card inset `listCardInset` from the list's edges; grouped puts the card edge to edge,
/// plain has no card. Headers and footers are padded (`sectionHeaderPadding...`,
/// `sectionFooterPadding...`) and aligned with the rows' content. Outside a List a Section is
/// its header, content and footer one above the other.
enum SectionControl {
    @ViewBuilder static func body(_ c: ControlContext) -> TupleView {
        if let style = c.listStyle {
            VStack(alignment: .leading, spacing: 0) {
                if let header = header(c) { caption(c, header, style, top: .sectionHeaderPaddingTop, bottom: .sectionHeaderPaddingBottom).part("header box") }
                rows(c, c.contentViews, style)
                if let footer = c.slot("footer") { caption(c, footer, style, top: .sectionFooterPaddingTop, bottom: .sectionFooterPaddingBottom).part("footer box") }
            }.part("stack")
        } else {
            VStack {
                if let header = header(c) { header }
                c.content
                if let footer = c.slot("footer") { footer }
            }.part("stack")
        }
    }

    /// The header: the header view, or a Text part of the title in the profile's header style.
    private static func header(_ c: ControlContext) -> TupleView? {
        if let view = c.slot("header") { return view }
        return c.title.map { TupleView([Text($0).font(c.font(c.profile.sectionHeaderStyle)).part("header")]) }
    }

    /// A header or footer, padded and aligned with the rows' content.
    private static func caption(_ c: ControlContext, _ content: TupleView, _ style: ListStyle,
                                top: PlatformMetric, bottom: PlatformMetric) -> some View {
        let inset = cardInset(c, style)
        return HStack { content }
            .padding(EdgeInsets(top: c.metric(top), leading: inset + c.metric(.listRowPaddingLeading),
                                bottom: c.metric(bottom), trailing: inset + c.metric(.listRowPaddingTrailing)))
            .frame(maxWidth: .infinity, alignment: .leading)
    }

    /// Rows of a list in `style`: on a card in the grouped styles.
    @ViewBuilder static func rows(_ c: ControlContext, _ rows: [ViewID], _ style: ListStyle) -> TupleView {
        if !rows.isEmpty {
            let stack = VStack(spacing: c.environment.listRowSpacing ?? 0) {
                for (index, row) in rows.enumerated() { self.row(c, row, style, isLast: index == rows.count - 1) }
            }
            if style == .plain {
                stack.part("rows")
            } else {
                stack.background { RoundedRectangle(cornerRadius: 10).fill(ControlColors.groupedBackground).part("card") }
                    .padding(EdgeInsets(top: 0, leading: cardInset(c, style), bottom: 0, trailing: cardInset(c, style)))
                    .part("rows")
            }
        }
    }

    /// One row: its content in the row insets, at least the minimum row height, full width.
    @ViewBuilder private static func row(_ c: ControlContext, _ row: ViewID, _ style: ListStyle, isLast: Bool) -> TupleView {
        let insets = c.tree.listRowInsets(of: row) ?? EdgeInsets(
            top: c.metric(.listRowPaddingTop), leading: c.metric(.listRowPaddingLeading),
            bottom: c.metric(.listRowPaddingBottom), trailing: c.metric(.listRowPaddingTrailing))
        let padded = ZStack(alignment: .leading) { ComposedViews(views: [row]) }
            .padding(insets)
            .frame(maxWidth: .infinity, minHeight: c.environment.defaultMinListRowHeight ?? c.metric(.listRowMinHeight), alignment: .leading)
        if isLast {
            padded.controlPlacement(.row(style, row: -1)).part("row")
        } else {
            padded.overlay(alignment: .bottom) {
                VStack { Divider() }.padding(EdgeInsets(top: 0, leading: insets.leading, bottom: 0, trailing: 0)).part("separator")
            }.controlPlacement(.row(style, row: -1)).part("row")
        }
    }

    /// How far a list's card sits from its edges.
    static func cardInset(_ c: ControlContext, _ style: ListStyle) -> Double {
        style == .insetGrouped || style == .sidebar || style == .automatic ? c.metric(.listCardInset) : 0
    }
}

extension LayoutTree {
    /// A row's `.listRowInsets`: the outermost one on its modifier list; nil when it has none
    /// or that one asks for the style's insets.
    func listRowInsets(of row: ViewID) -> EdgeInsets? {
        let record = views[Int(row.index)]
        var n = record.outer
        while n != record.core {
            let node = nodes[n]
            if node.kind == .controlSetting, node.controlSettingKey == .listRowInsets {
                let top = params[node, .top]
                return top.isNaN ? nil : EdgeInsets(top: top, leading: params[node, .leading], bottom: params[node, .bottom], trailing: params[node, .trailing])
            }
            n = childList[node.childStart]
        }
        return nil
    }
}
