// Written by alignment-engine from a layout document. Lay it out as the document was with:
// alignment-engine layout modifiers-padding.swift

import SwiftUI

struct ModifiersPadding: View {
    var body: some View {
        VStack(alignment: .leading, spacing: 0) {
            Color.gray
                .frame(width: 10, height: 10)
                .padding()
                .id("default")
            Color.gray
                .frame(width: 10, height: 10)
                .padding(EdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4))
                .id("edges")
            Color.gray
                .frame(width: 10, height: 10)
                .padding(.leading)
                .padding(.top, -2)
                .id("mixed")
        }
    }
}

#Preview {
    ModifiersPadding()
}
