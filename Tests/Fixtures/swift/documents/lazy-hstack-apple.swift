// Written by alignment-engine from a layout document. Lay it out as the document was with:
// alignment-engine layout lazy-hstack-apple.swift --width 300 --height 400

import SwiftUI

struct LazyHstackApple: View {
    var body: some View {
        ScrollView(.horizontal) {
            LazyHStack(alignment: .top, spacing: 10) {
                Text("Column 1")
                    .id("column1")
                Text("Column 2")
                    .id("column2")
                Text("Column 3")
                    .id("column3")
            }
            .id("stack")
        }
        .id("scroll")
    }
}

#Preview {
    LazyHstackApple()
}
