// Written by alignment-engine from a layout document. Lay it out as the document was with:
// alignment-engine layout modifiers-offset-position.swift --width 200 --height 100

import SwiftUI

struct ModifiersOffsetPosition: View {
    var body: some View {
        ZStack(alignment: .topLeading) {
            Color.gray
                .frame(width: 20, height: 20)
                .offset(x: -5, y: 7)
                .id("moved")
            Color.gray
                .frame(width: 20, height: 20)
                .offset(x: 3)
                .padding(10)
                .id("inner")
            Color.gray
                .frame(width: 10, height: 10)
                .position(x: 50, y: 40)
                .id("placed")
        }
    }
}

#Preview {
    ModifiersOffsetPosition()
}
