// Written by alignment-engine from a layout document. Lay it out as the document was with:
// alignment-engine layout lazy-vgrid-objcio.swift --width 300 --height 300

import SwiftUI

struct LazyVgridObjcio: View {
    var body: some View {
        LazyVGrid(columns: [GridItem(.fixed(70)), GridItem(.adaptive(minimum: 40))]) {
            Color.gray
                .frame(height: 50)
                .id("c0")
            Color.gray
                .frame(height: 50)
                .id("c1")
            Color.gray
                .frame(height: 50)
                .id("c2")
            Color.gray
                .frame(height: 50)
                .id("c3")
        }
        .frame(width: 200)
        .id("grid")
    }
}

#Preview {
    LazyVgridObjcio()
}
