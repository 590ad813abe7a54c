import SwiftUI

struct LineItem {
    let name: String
    let quantity: Int
    let unitPrice: Double
}

struct OrderSummary: View {
    static let taxRate = 0.2
    let items = [
        LineItem(name: "Espresso beans", quantity: 2, unitPrice: 12),
        LineItem(name: "Paper filters", quantity: 1, unitPrice: 4.5),
    ]
    let shipping: Double = 5

    private var subtotal: Double { items[0].unitPrice * 2 + items[1].unitPrice }

    var body: some View {
        Grid(alignment: .leading, horizontalSpacing: 16, verticalSpacing: 8) {
            ForEach(items, id: \.name) { item in
                GridRow {
                    Text(item.name)
                    Text("×\(item.quantity)")
                        .gridColumnAlignment(.trailing)
                    Text("\(item.unitPrice * Double(item.quantity)) €")
                        .gridColumnAlignment(.trailing)
                }
            }
            Divider()
            row("Subtotal", subtotal)
            row("Shipping", shipping)
            row("Tax", subtotal * OrderSummary.taxRate)
            GridRow {
                Text("Total")
                    .font(.headline)
                    .gridCellColumns(2)
                Text("\(subtotal * (1 + Self.taxRate) + shipping) €")
                    .font(.headline)
            }
        }
        .padding()
    }

    private func row(_ label: String, _ amount: Double) -> some View {
        GridRow {
            Text(label)
                .foregroundStyle(.secondary)
                .gridCellColumns(2)
            Text("\(amount) €")
        }
    }
}

#Preview {
    OrderSummary()
}
