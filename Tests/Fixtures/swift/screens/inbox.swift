import SwiftUI

struct Message: Identifiable {
    let id = UUID()
    let sender: String
    let subject: String
    let preview: String
    let time: String
    var isUnread = false

    static let samples = [
        Message(sender: "Ana Lima", subject: "Trip to Porto", preview: "Here are the train times we talked about on Friday", time: "9:41", isUnread: true),
        Message(sender: "Build Bot", subject: "Nightly build passed", preview: "All 1,204 tests passed in 6 minutes", time: "8:02"),
        Message(sender: "Jonas", subject: "Lunch?", preview: "Thai place at noon", time: "Yesterday"),
    ]
}

struct UnreadDot: View {
    var diameter: CGFloat = 10

    var body: some View {
        Circle()
            .fill(Color.blue)
            .frame(width: diameter, height: diameter)
    }
}

struct InboxRow: View {
    let message: Message

    var body: some View {
        HStack(alignment: .firstTextBaseline, spacing: 12) {
            if message.isUnread {
                UnreadDot()
            } else {
                Color.clear.frame(width: 10, height: 10)
            }
            VStack(alignment: .leading, spacing: 4) {
                HStack {
                    Text(message.sender)
                        .font(.headline)
                    Spacer()
                    Text(message.time)
                        .font(.caption)
                        .foregroundStyle(.secondary)
                }
                Text(message.subject)
                    .lineLimit(1)
                Text(message.preview)
                    .font(.subheadline)
                    .foregroundColor(.secondary)
                    .lineLimit(2)
            }
        }
        .padding(.vertical, 8)
        .padding(.horizontal)
    }
}

struct InboxView: View {
    var messages: [Message]

    var body: some View {
        ScrollView {
            LazyVStack(spacing: 0) {
                ForEach(messages) { message in
                    InboxRow(message: message)
                    Divider()
                        .padding(.leading, 38)
                }
            }
        }
        .navigationTitle("Inbox")
    }
}

#Preview("Samples") {
    InboxView(messages: Message.samples)
}

#Preview("From the server") {
    InboxView(messages: [])
}
