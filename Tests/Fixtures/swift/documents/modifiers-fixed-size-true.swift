// Written by alignment-engine from a layout document. Lay it out as the document was with:
// alignment-engine layout modifiers-fixed-size-true.swift

import SwiftUI

struct ModifiersFixedSizeTrue: View {
    var body: some View {
        Text("Hello world")
            .fixedSize()
            .frame(width: 40, height: 20)
            .id("text")
    }
}

#Preview {
    ModifiersFixedSizeTrue()
}
