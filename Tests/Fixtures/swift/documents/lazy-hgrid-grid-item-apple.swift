// Written by alignment-engine from a layout document. Lay it out as the document was with:
// alignment-engine layout lazy-hgrid-grid-item-apple.swift --width 300 --height 400

import SwiftUI

struct LazyHgridGridItemApple: View {
    var body: some View {
        ScrollView(.horizontal) {
            LazyHGrid(rows: [GridItem(.fixed(30), spacing: 1), GridItem(.fixed(60), spacing: 10), GridItem(.fixed(90), spacing: 20), GridItem(.fixed(10), spacing: 50)], spacing: 5) {
                Color.red
                    .frame(width: 30)
                    .id("red")
                Color.green
                    .frame(width: 30)
                    .id("green")
                Color.blue
                    .frame(width: 30)
                    .id("blue")
                Color.yellow
                    .frame(width: 30)
                    .id("yellow")
                Color.red
                    .frame(width: 30)
                    .id("red2")
            }
            .id("grid")
        }
        .id("scroll")
    }
}

#Preview {
    LazyHgridGridItemApple()
}
