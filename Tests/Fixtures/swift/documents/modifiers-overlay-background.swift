// Written by alignment-engine from a layout document. Lay it out as the document was with:
// alignment-engine layout modifiers-overlay-background.swift

import SwiftUI

struct ModifiersOverlayBackground: View {
    var body: some View {
        Color.gray
            .frame(width: 100, height: 60)
            .overlay(alignment: .topTrailing) {
                Text("Hi")
                    .id("badge")
            }
            .background {
                Circle()
                    .id("halo")
            }
            .padding(10)
            .id("card")
    }
}

#Preview {
    ModifiersOverlayBackground()
}
