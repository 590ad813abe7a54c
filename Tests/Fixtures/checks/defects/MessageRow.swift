import SwiftUI

/// A row of an inbox: the sender and the time side by side where they fit, and a compact
/// form, with the time tucked under the sender's name, where they do not.
struct MessageRow: View {
    var body: some View {
        ViewThatFits {
            HStack(spacing: 12) {
                Text("Margaret A. Hamilton-Okonkwo")
                    .fixedSize()
                Spacer(minLength: 8)
                Text("Yesterday")
                    .fixedSize()
            }
            VStack(alignment: .leading, spacing: -6) {
                Text("Margaret A. Hamilton-Okonkwo")
                Text("Yesterday")
                    .font(.caption)
            }
        }
        .padding(.horizontal, 16)
    }
}

#Preview {
    MessageRow()
}
