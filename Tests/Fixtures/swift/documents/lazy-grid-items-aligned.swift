// Written by alignment-engine from a layout document. Lay it out as the document was with:
// alignment-engine layout lazy-grid-items-aligned.swift --width 300 --height 300

import SwiftUI

struct LazyGridItemsAligned: View {
    var body: some View {
        LazyVGrid(columns: [GridItem(.fixed(100), alignment: .bottomTrailing), GridItem(.flexible(minimum: 50, maximum: 120), spacing: nil, alignment: nil), GridItem(.adaptive(minimum: 30, maximum: .infinity), spacing: 2)], alignment: .leading, spacing: 4) {
            Color.gray
                .frame(width: 20, height: 20)
                .id("a")
            Color.gray
                .frame(width: 20, height: 40)
                .id("b")
            Color.gray
                .frame(height: 10)
                .id("c")
            Color.gray
                .frame(height: 10)
                .id("d")
        }
        .id("grid")
    }
}

#Preview {
    LazyGridItemsAligned()
}
