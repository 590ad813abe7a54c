// Written by alignment-engine from a layout document. Lay it out as the document was with:
// alignment-engine layout s6-element-alignment-hvstack.swift --width 200 --height 200

import SwiftUI

struct S6ElementAlignmentHvstack: View {
    var body: some View {
        VStack(alignment: .leading) {
            Color.gray
                .frame(width: 30, height: 30)
                .id("red")
            Color.gray
                .frame(width: 40, height: 40)
                .id("blue")
            HStack(alignment: .top) {
                Color.gray
                    .frame(width: 50, height: 50)
                    .id("green")
                Color.gray
                    .frame(width: 60, height: 60)
                    .id("yellow")
            }
            .id("row")
        }
        .id("column")
    }
}

#Preview {
    S6ElementAlignmentHvstack()
}
