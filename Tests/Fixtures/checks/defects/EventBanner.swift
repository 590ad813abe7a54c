import SwiftUI

/// A banner at the top of an event page, drawn for a 400-point artboard.
struct EventBanner: View {
    var body: some View {
        VStack(alignment: .leading, spacing: 8) {
            Color.orange
                .frame(width: 400, height: 120)
            Text("Jazz in the Park")
                .font(.title2)
        }
    }
}

#Preview {
    EventBanner()
}
