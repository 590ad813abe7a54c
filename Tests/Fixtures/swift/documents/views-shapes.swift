// Written by alignment-engine from a layout document. Lay it out as the document was with:
// alignment-engine layout views-shapes.swift --width 300 --height 100

import SwiftUI

struct ViewsShapes: View {
    var body: some View {
        HStack(spacing: 0) {
            Color.red
                .id("color")
            Rectangle()
                .fill(Color.red)
                .id("rectangle")
            RoundedRectangle(cornerRadius: 8)
                .fill(Color.red)
                .id("roundedrectangle")
            Capsule()
                .fill(Color.red)
                .id("capsule")
            Ellipse()
                .fill(Color.red)
                .id("ellipse")
            Circle()
                .fill(Color.blue)
                .id("circle")
        }
    }
}

#Preview {
    ViewsShapes()
}
