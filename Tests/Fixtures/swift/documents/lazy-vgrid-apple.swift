// Written by alignment-engine from a layout document. Lay it out as the document was with:
// alignment-engine layout lazy-vgrid-apple.swift --width 300 --height 400

import SwiftUI

struct LazyVgridApple: View {
    var body: some View {
        ScrollView {
            LazyVGrid(columns: [GridItem(.flexible()), GridItem(.flexible())]) {
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
    LazyVgridApple()
}
