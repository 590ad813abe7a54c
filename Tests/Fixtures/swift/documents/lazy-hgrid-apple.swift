// Written by alignment-engine from a layout document. Lay it out as the document was with:
// alignment-engine layout lazy-hgrid-apple.swift --width 300 --height 400

import SwiftUI

struct LazyHgridApple: View {
    var body: some View {
        ScrollView(.horizontal) {
            LazyHGrid(rows: [GridItem(.fixed(20)), GridItem(.fixed(20))], alignment: .top) {
                Text("1F600")
                    .id("code0")
                Text("G")
                    .id("emoji0")
                Text("1F601")
                    .id("code1")
                Text("S")
                    .id("emoji1")
            }
            .id("grid")
        }
        .id("scroll")
    }
}

#Preview {
    LazyHgridApple()
}
