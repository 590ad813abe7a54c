import SwiftUI

extension Text {
    func sectionTitle() -> some View {
        self.font(.title3)
            .frame(maxWidth: .infinity, alignment: .leading)
    }
}

struct Badge: View {
    let count: Int

    var body: some View {
        Text(count > 99 ? "99+" : "\(count)")
            .font(.caption2)
            .padding(.horizontal, 5)
            .frame(minWidth: 18, minHeight: 18)
            .background(Capsule().fill(Color.red))
    }
}

struct IconWithBadge: View {
    let systemName: String
    let count: Int

    var body: some View {
        ZStack(alignment: .topTrailing) {
            Image(systemName: systemName)
                .font(.title2)
                .padding(6)
            if count > 0 {
                Badge(count: count)
                    .alignmentGuide(.top) { $0[.bottom] - 12 }
                    .offset(x: 8)
            }
        }
    }
}

struct InboxHeader: View {
    let unread: Int

    var body: some View {
        HStack(spacing: 16) {
            Text("Messages").sectionTitle()
            IconWithBadge(systemName: "tray", count: unread)
            IconWithBadge(systemName: "bell", count: 120)
            IconWithBadge(systemName: "gear", count: 0)
        }
        .padding(.horizontal)
        .padding(.vertical, 10)
        .id("header")
    }
}

#Preview("Three unread") {
    InboxHeader(unread: 3)
}
