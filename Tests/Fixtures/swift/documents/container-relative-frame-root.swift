// Written by alignment-engine from a layout document. Lay it out as the document was with:
// alignment-engine layout container-relative-frame-root.swift --width 300 --height 200

import SwiftUI

struct ContainerRelativeFrameRoot: View {
    var body: some View {
        VStack(alignment: .leading, spacing: 0) {
            Color.gray
                .containerRelativeFrame(.horizontal, count: 3, spacing: 0)
                .frame(height: 10)
                .id("third")
            Color.gray
                .containerRelativeFrame(.horizontal, count: 4, span: 3, spacing: 8)
                .frame(height: 10)
                .id("threeQuarters")
            Color.gray
                .frame(width: 40, height: 30)
                .containerRelativeFrame(.vertical, count: 2, spacing: 0, alignment: .bottom)
                .id("bottomHalf")
        }
        .padding(20)
    }
}

#Preview {
    ContainerRelativeFrameRoot()
}
