// Written by alignment-engine from a layout document. Lay it out as the document was with:
// alignment-engine layout s1-stack-frame-hstack.swift --width 200 --height 200

import SwiftUI

struct S1StackFrameHstack: View {
    var body: some View {
        HStack {
            Color.gray
                .frame(width: 50, height: 50)
                .id("red")
            Color.gray
                .frame(width: 50, height: 50)
                .id("blue")
        }
        .frame(width: 150, height: 150)
        .background {
            Color.black
                .id("black")
        }
        .id("stack")
    }
}

#Preview {
    S1StackFrameHstack()
}
