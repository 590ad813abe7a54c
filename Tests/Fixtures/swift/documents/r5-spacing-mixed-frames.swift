// Written by alignment-engine from a layout document. Lay it out as the document was with:
// alignment-engine layout r5-spacing-mixed-frames.swift --width 150 --height 100

import SwiftUI

struct R5SpacingMixedFrames: View {
    var body: some View {
        HStack(spacing: 7.5) {
            Color.gray
                .frame(minWidth: 100)
                .id("red")
            Color.gray
                .frame(width: 30)
                .id("green")
            Color.gray
                .frame(maxWidth: 50)
                .id("blue")
        }
        .frame(width: 150, height: 100)
    }
}

#Preview {
    R5SpacingMixedFrames()
}
