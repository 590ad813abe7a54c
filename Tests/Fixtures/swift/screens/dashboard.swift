import SwiftUI

extension HorizontalAlignment {
    private struct ValueColumn: AlignmentID {
        static func defaultValue(in context: ViewDimensions) -> CGFloat {
            context[.trailing]
        }
    }

    static let valueColumn = HorizontalAlignment(ValueColumn.self)
}

enum Trend {
    case up, down, flat

    var symbol: String {
        switch self {
        case .up: "arrow.up.right"
        case .down: "arrow.down.right"
        case .flat: "arrow.right"
        }
    }
}

struct MetricTile: View {
    let title: String
    let value: String
    let trend: Trend

    var body: some View {
        VStack(alignment: .valueColumn, spacing: 6) {
            Text(title)
                .font(.caption)
            HStack(spacing: 4) {
                Text(value)
                    .font(.title3)
                    .alignmentGuide(.valueColumn) { d in d[.leading] }
                Image(systemName: trend.symbol)
                    .font(.caption)
            }
            switch trend {
            case .up:
                Text("Better than last week").font(.caption2)
            case .down:
                Text("Worse than last week").font(.caption2)
            case .flat:
                EmptyView()
            }
        }
        .padding(12)
        .background(Color.secondary.opacity(0.1), in: RoundedRectangle(cornerRadius: 10))
    }
}

struct Dashboard: View {
    let revenueTrend: Trend

    var body: some View {
        ViewThatFits(in: .horizontal) {
            HStack(alignment: .top, spacing: 12) { tiles }
            VStack(alignment: .leading, spacing: 12) { tiles }
        }
        .padding()
    }

    @ViewBuilder private var tiles: some View {
        MetricTile(title: "Revenue", value: "$12.4k", trend: revenueTrend)
        MetricTile(title: "Orders", value: "318", trend: .up)
        MetricTile(title: "Refunds", value: "4", trend: .flat)
    }
}

#Preview {
    Dashboard(revenueTrend: .down)
}
