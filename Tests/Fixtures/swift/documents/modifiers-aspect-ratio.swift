// Written by alignment-engine from a layout document. Lay it out as the document was with:
// alignment-engine layout modifiers-aspect-ratio.swift

import SwiftUI

struct ModifiersAspectRatio: View {
    var body: some View {
        VStack(spacing: 0) {
            Color.gray
                .aspectRatio(1, contentMode: .fit)
                .frame(width: 200, height: 100)
                .id("fit")
            Color.gray
                .aspectRatio(1, contentMode: .fill)
                .frame(width: 200, height: 100)
                .id("fill")
            Color.gray
                .aspectRatio(contentMode: .fit)
                .frame(width: 200, height: 100)
                .id("ideal")
            Color.gray
                .aspectRatio(4, contentMode: .fit)
                .frame(width: 200, height: 100)
                .id("wide")
        }
    }
}

#Preview {
    ModifiersAspectRatio()
}
