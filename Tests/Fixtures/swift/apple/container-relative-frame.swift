// Apple, containerRelativeFrame(_:count:span:spacing:alignment:): full-screen pages, and
// five columns with each item spanning two.
import SwiftUI

struct Pages: View {
    let items: [Item]

    var body: some View {
        ScrollView(.horizontal) {
            LazyHStack(spacing: 0) {
                ForEach(items) { item in
                    Rectangle()
                        .fill(item.color)
                        .containerRelativeFrame([.horizontal, .vertical])
                }
            }
        }
    }
}

struct Carousel: View {
    let items: [Item]

    var body: some View {
        ScrollView(.horizontal) {
            LazyHStack(spacing: 10.0) {
                ForEach(items) { item in
                    ItemView(item)
                        .aspectRatio(3.0 / 2.0, contentMode: .fit)
                        .containerRelativeFrame(.horizontal, count: 5, span: 2, spacing: 10.0)
                }
            }
        }
        .safeAreaPadding(.horizontal, 20.0)
    }
}
