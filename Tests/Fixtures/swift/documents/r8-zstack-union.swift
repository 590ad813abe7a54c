// Written by alignment-engine from a layout document. Lay it out as the document was with:
// alignment-engine layout r8-zstack-union.swift --width 300 --height 300

import SwiftUI

struct R8ZstackUnion: View {
    var body: some View {
        ZStack {
            Color.gray
                .frame(width: 50)
                .id("yellow")
            Color.gray
                .frame(height: 50)
                .id("orange")
        }
    }
}

#Preview {
    R8ZstackUnion()
}
