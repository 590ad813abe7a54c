// Written by alignment-engine from a layout document. Lay it out as the document was with:
// alignment-engine layout views-geometry-reader.swift --width 100 --height 80

import SwiftUI

struct ViewsGeometryReader: View {
    var body: some View {
        GeometryReader { _ in
            Color.gray
                .frame(width: 30, height: 20)
                .id("small")
            Color.gray
                .id("fill")
        }
        .padding(10)
        .id("reader")
    }
}

#Preview {
    ViewsGeometryReader()
}
