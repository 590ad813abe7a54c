// Written by alignment-engine from a layout document. Lay it out as the document was with:
// alignment-engine layout r7-trailing-guide-noop.swift

import SwiftUI

struct R7TrailingGuideNoop: View {
    var body: some View {
        VStack(alignment: .trailing, spacing: 0) {
            Rectangle()
                .frame(width: 200, height: 100)
                .alignmentGuide(.trailing) { d in 200 }
                .id("first")
            Rectangle()
                .frame(width: 300, height: 100)
                .alignmentGuide(.trailing) { d in 300 }
                .id("second")
        }
    }
}

#Preview {
    R7TrailingGuideNoop()
}
