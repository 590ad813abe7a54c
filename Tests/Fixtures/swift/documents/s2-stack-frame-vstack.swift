// Written by alignment-engine from a layout document. Lay it out as the document was with:
// alignment-engine layout s2-stack-frame-vstack.swift --width 200 --height 200

import SwiftUI

struct S2StackFrameVstack: View {
    var body: some View {
        VStack {
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
    S2StackFrameVstack()
}
