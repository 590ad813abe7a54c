// Written by alignment-engine from a layout document. Lay it out as the document was with:
// alignment-engine layout text-line-spacing-reserves-space.swift

import SwiftUI

struct TextLineSpacingReservesSpace: View {
    var body: some View {
        VStack(spacing: 30) {
            Text("短い文")
                .lineLimit(3, reservesSpace: true)
                .id("reserved")
            Text("短い文")
                .lineLimit(3)
                .id("plain")
            Text("Hello world again")
                .lineSpacing(6)
                .frame(width: 100)
                .id("spaced")
            Text("Caption")
                .font(.caption)
                .id("caption")
            Text("Title")
                .font(.title)
                .id("title")
            Divider()
                .id("divider")
        }
        .frame(width: 200)
        .padding(10)
    }
}

#Preview {
    TextLineSpacingReservesSpace().environment(\.displayScale, 2)
}
