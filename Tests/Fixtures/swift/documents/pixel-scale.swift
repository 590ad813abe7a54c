// Written by alignment-engine from a layout document. Lay it out as the document was with:
// alignment-engine layout pixel-scale.swift --width 100 --height 10

import SwiftUI

struct PixelScale: View {
    var body: some View {
        HStack(spacing: 0) {
            Color.gray
                .id("a")
            Color.gray
                .id("b")
            Color.gray
                .id("c")
        }
    }
}

#Preview {
    PixelScale().environment(\.displayScale, 2)
}
