import SwiftUI

struct Product: Identifiable {
    let id: Int
    let name: String
    let price: Double
    var isOnSale = false
}

struct CardStyle: ViewModifier {
    var cornerRadius: CGFloat = 14

    func body(content: Content) -> some View {
        content
            .padding(10)
            .background {
                RoundedRectangle(cornerRadius: cornerRadius)
                    .fill(.background)
                    .shadow(radius: 2, y: 1)
            }
    }
}

extension View {
    func cardStyle(cornerRadius: CGFloat = 14) -> some View {
        modifier(CardStyle(cornerRadius: cornerRadius))
    }
}

struct ProductCard: View {
    let product: Product

    private var priceText: String {
        "$\(product.price)"
    }

    var body: some View {
        VStack(alignment: .leading, spacing: 6) {
            Image("product-\(product.id)")
                .resizable()
                .aspectRatio(1, contentMode: .fit)
                .overlay(alignment: .topLeading) {
                    if product.isOnSale {
                        Text("SALE")
                            .font(.caption2)
                            .padding(4)
                            .background(Color.red)
                    }
                }
            Text(product.name)
                .font(.subheadline)
                .lineLimit(2, reservesSpace: true)
            Text(priceText)
                .font(.headline)
        }
        .cardStyle()
    }
}

struct ProductGrid: View {
    let products: [Product]
    private let columns = Array(repeating: GridItem(.flexible(), spacing: 12), count: 2)

    var body: some View {
        ScrollView {
            LazyVGrid(columns: columns, spacing: 12) {
                ForEach(products) { product in
                    ProductCard(product: product)
                }
            }
            .padding(12)
        }
    }
}

#Preview {
    ProductGrid(products: [
        Product(id: 1, name: "Linen shirt", price: 49.5, isOnSale: true),
        Product(id: 2, name: "Canvas tote bag with a long name", price: 18),
        Product(id: 3, name: "Socks", price: 9.99),
    ])
}
