import SwiftUI

/// A comment thread that shows its replies by showing itself: without end.
struct CommentThread: View {
    var body: some View {
        VStack(alignment: .leading) {
            Text("A comment")
            CommentThread()
                .padding(.leading, 16)
        }
    }
}
