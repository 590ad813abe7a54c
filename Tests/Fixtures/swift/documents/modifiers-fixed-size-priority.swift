// Written by alignment-engine from a layout document. Lay it out as the document was with:
// alignment-engine layout modifiers-fixed-size-priority.swift --width 150 --height 50

import SwiftUI

struct ModifiersFixedSizePriority: View {
    var body: some View {
        HStack(spacing: 0) {
            Text("Hello world")
                .fixedSize(horizontal: true, vertical: false)
                .id("fixed")
            Color.gray
                .fixedSize(horizontal: false, vertical: false)
                .id("fill")
            Color.gray
                .frame(maxWidth: 30)
                .layoutPriority(1)
                .id("first")
        }
    }
}

#Preview {
    ModifiersFixedSizePriority()
}
