import AlignmentEngine

/// The `flow` shape's layout: items at their ideal sizes in rows that wrap at the proposed
/// width, `spacing` apart; the row origins are computed once per proposal into the cache.
struct BenchFlow: Layout {
    var spacing: CGFloat

    struct Cache {
        var width = -1.0
        var size = Size.zero
        var origins: [Point] = []
    }

    func makeCache(subviews: Subviews) -> Cache { Cache() }

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) -> Size {
        arrange(proposal.width ?? .infinity, subviews, &cache)
        return cache.size
    }

    func placeSubviews(in bounds: Rect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) {
        arrange(bounds.width, subviews, &cache)
        for (subview, origin) in zip(subviews, cache.origins) {
            subview.place(at: Point(x: bounds.minX + origin.x, y: bounds.minY + origin.y), proposal: .unspecified)
        }
    }

    private func arrange(_ maxWidth: Double, _ subviews: Subviews, _ cache: inout Cache) {
        guard cache.width != maxWidth else { return }
        cache.width = maxWidth
        cache.origins.removeAll(keepingCapacity: true)
        var x = 0.0, y = 0.0, rowHeight = 0.0, width = 0.0
        for subview in subviews {
            let size = subview.sizeThatFits(.unspecified)
            if x > 0 && x + size.width > maxWidth {
                x = 0
                y += rowHeight + spacing
                rowHeight = 0
            }
            cache.origins.append(Point(x: x, y: y))
            x += size.width + spacing
            width = max(width, x - spacing)
            rowHeight = max(rowHeight, size.height)
        }
        cache.size = Size(width: width, height: y + rowHeight)
    }
}
