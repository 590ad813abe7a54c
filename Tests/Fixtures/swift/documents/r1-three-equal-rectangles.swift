// Written by alignment-engine from a layout document. Lay it out as the document was with:
// alignment-engine layout r1-three-equal-rectangles.swift --width 400 --height 400

import SwiftUI

struct R1ThreeEqualRectangles: View {
    var body: some View {
        HStack(spacing: 0) {
            Rectangle()
                .fill(Color.red)
                .id("red")
            Rectangle()
                .fill(Color.green)
                .id("green")
            Rectangle()
                .fill(Color.blue)
                .id("blue")
        }
        .frame(width: 300, height: 100)
    }
}

#Preview {
    R1ThreeEqualRectangles()
}
