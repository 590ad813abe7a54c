// Written by alignment-engine from a layout document. Lay it out as the document was with:
// alignment-engine layout s9-same-size-in-vstack.swift --width 200 --height 200

import SwiftUI

struct S9SameSizeInVstack: View {
    var body: some View {
        VStack(spacing: 20) {
            Color.gray
                .id("red")
            Color.gray
                .frame(width: 10, height: 10)
                .id("yellow")
            Color.gray
                .id("blue")
        }
    }
}

#Preview {
    S9SameSizeInVstack()
}
