// Written by alignment-engine from a layout document. Lay it out as the document was with:
// alignment-engine layout views-spacer-default.swift --width 50 --height 100

import SwiftUI

struct ViewsSpacerDefault: View {
    var body: some View {
        VStack {
            Color.gray
                .frame(height: 20)
                .id("top")
            Spacer()
                .id("spacer")
            Color.gray
                .frame(height: 20)
                .id("bottom")
        }
    }
}

#Preview {
    ViewsSpacerDefault()
}
