// Written by alignment-engine from a layout document. Lay it out as the document was with:
// alignment-engine layout s7-default-hvstack.swift --width 200 --height 200

import SwiftUI

struct S7DefaultHvstack: View {
    var body: some View {
        VStack {
            Color.gray
                .id("red")
            Color.gray
                .id("blue")
            HStack {
                Color.gray
                    .id("green")
                Color.gray
                    .id("yellow")
            }
            .id("row")
        }
        .id("column")
    }
}

#Preview {
    S7DefaultHvstack()
}
