import SwiftUI

/// A settings screen: a title, an explanation that wraps, and a toggle-like row per channel.
struct NotificationSettings: View {
    var body: some View {
        ScrollView {
            VStack(alignment: .leading, spacing: 16) {
                Text("Notifications")
                    .font(.title2)
                Text("Choose how we reach you when an order ships, arrives or is delayed.")
                    .foregroundStyle(.secondary)
                ChannelRow(title: "Push")
                ChannelRow(title: "Email")
                ChannelRow(title: "Text message")
            }
            .padding(16)
        }
    }
}

/// One channel: its name and a button to change it, at least 44 points each way.
struct ChannelRow: View {
    let title: String

    var body: some View {
        HStack {
            Text(title)
            Spacer()
            Button {
            } label: {
                Text("Edit")
                    .frame(minWidth: 44, minHeight: 44)
            }
        }
    }
}

#Preview {
    NotificationSettings()
}
