// Written by alignment-engine from a layout document. Lay it out as the document was with:
// alignment-engine layout r6-alignment-guide-top.swift

import SwiftUI

struct R6AlignmentGuideTop: View {
    var body: some View {
        HStack(alignment: .top) {
            Rectangle()
                .frame(width: 100, height: 150)
                .alignmentGuide(.top) { d in 25 }
                .id("blue")
            Rectangle()
                .frame(width: 100, height: 100)
                .id("red")
        }
    }
}

#Preview {
    R6AlignmentGuideTop()
}
