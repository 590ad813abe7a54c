// Written by alignment-engine from a layout document. Lay it out as the document was with:
// alignment-engine layout scroll-view-lazy-stack.swift --width 390 --height 300

import SwiftUI

struct ScrollViewLazyStack: View {
    var body: some View {
        ScrollView {
            LazyVStack(alignment: .leading, spacing: 4) {
                Text("Rows")
                    .id("title")
                Color.gray
                    .frame(height: 200)
                    .id("row1")
                Color.gray
                    .frame(width: 100, height: 200)
                    .id("row2")
            }
            .id("list")
        }
        .id("scroll")
    }
}

#Preview {
    ScrollViewLazyStack()
}
