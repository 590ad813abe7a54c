/// `List` and `Form`: a vertical ScrollView of its sections, `listSectionSpacing` apart (none
/// in the plain style), `listTopPadding` above the first and `listBottomPadding` below the
/// last. Rows given to the List itself, between Sections, form sections of their own (as
/// SwiftUI groups them). A List fills the space it is offered. A Form is a List in the inset
/// grouped style on iOS.
enum ListControl {
    @ViewBuilder static func body(_ c: ControlContext) -> TupleView {
        let style = c.ownListStyle
        let grouped = style != .plain
        ScrollView(.vertical) {
            VStack(alignment: .leading, spacing: sectionSpacing(c, style)) {
                for group in groups(c) {
                    if group.isSection {
                        ComposedViews(views: group.views)
                    } else {
                        SectionControl.rows(c, group.views, style)
                    }
                }
            }
            .padding(EdgeInsets(top: grouped ? c.metric(.listTopPadding) : 0, leading: 0,
                                bottom: grouped ? c.metric(.listBottomPadding) : 0, trailing: 0))
            .frame(maxWidth: .infinity, alignment: .leading)
            .controlPlacement(.list(style))
            .part("content")
        }.part("scroll view")
    }

    /// The List's children in runs: each Section alone, consecutive other rows together.
    private static func groups(_ c: ControlContext) -> [(isSection: Bool, views: [ViewID])] {
        var groups: [(isSection: Bool, views: [ViewID])] = []
        for view in c.contentViews {
            let isSection = c.tree.type(of: c.tree.views[Int(view.index)]) == .section
            if !isSection, let last = groups.last, !last.isSection {
                groups[groups.count - 1].views.append(view)
            } else {
                groups.append((isSection, [view]))
            }
        }
        return groups
    }

    /// The space between sections.
    private static func sectionSpacing(_ c: ControlContext, _ style: ListStyle) -> Double {
        switch c.environment.listSectionSpacing {
        case .custom(let length): length
        case .compact: style == .plain ? 0 : c.metric(.listSectionSpacingCompact)
        case .default: style == .plain ? 0 : c.metric(.listSectionSpacing)
        }
    }
}
