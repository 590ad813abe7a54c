import SwiftUI

struct ChatMessage: Identifiable {
    let id: Int
    let text: String
    let isMine: Bool
}

struct Bubble: View {
    let message: ChatMessage
    private let maxBubbleWidth: CGFloat = 260

    var body: some View {
        HStack {
            if message.isMine { Spacer(minLength: 40) }
            Text(message.text)
                .padding(.horizontal, 12)
                .padding(.vertical, 8)
                .background(message.isMine ? Color.blue : Color.gray, in: RoundedRectangle(cornerRadius: 16))
                .frame(maxWidth: maxBubbleWidth, alignment: message.isMine ? .trailing : .leading)
            if !message.isMine { Spacer(minLength: 40) }
        }
    }
}

struct ChatThread: View {
    let messages = [
        ChatMessage(id: 1, text: "Are we still on for tonight?", isMine: false),
        ChatMessage(id: 2, text: "Yes! 7 at the usual place", isMine: true),
        ChatMessage(id: 3, text: "Great, see you there", isMine: false),
    ]
    @State private var draft = ""

    var body: some View {
        VStack(spacing: 0) {
            ScrollView {
                LazyVStack(spacing: 8) {
                    ForEach(messages) { message in
                        Bubble(message: message)
                    }
                }
                .padding()
            }
            Divider()
            HStack {
                TextField("Message", text: $draft)
                Button {
                    draft = ""
                } label: {
                    Image(systemName: "paperplane.fill")
                }
                .disabled(draft.isEmpty)
            }
            .padding()
        }
    }
}

#Preview {
    ChatThread()
}
