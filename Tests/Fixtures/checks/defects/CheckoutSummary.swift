import SwiftUI

/// The bar under a shopping cart: what is being paid for, on one line, and the total.
struct CheckoutSummary: View {
    var body: some View {
        HStack(spacing: 12) {
            Text("Two items: rain jacket and socks")
                .lineLimit(1)
            Spacer(minLength: 0)
            Text("$189.90")
                .fixedSize()
        }
        .padding(.horizontal, 16)
    }
}

#Preview("Checkout summary") {
    CheckoutSummary()
}
