// Written by alignment-engine from a layout document. Lay it out as the document was with:
// alignment-engine layout lazy-vstack-apple.swift --width 300 --height 400

import SwiftUI

struct LazyVstackApple: View {
    var body: some View {
        ScrollView {
            LazyVStack(alignment: .leading) {
                Text("Row 1")
                    .id("row1")
                Text("Row 2")
                    .id("row2")
                Text("Row 3")
                    .id("row3")
            }
            .id("stack")
        }
        .id("scroll")
    }
}

#Preview {
    LazyVstackApple()
}
