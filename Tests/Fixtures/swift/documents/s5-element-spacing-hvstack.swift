// Written by alignment-engine from a layout document. Lay it out as the document was with:
// alignment-engine layout s5-element-spacing-hvstack.swift --width 200 --height 200

import SwiftUI

struct S5ElementSpacingHvstack: View {
    var body: some View {
        VStack(spacing: 20) {
            Color.gray
                .frame(width: 40, height: 40)
                .id("red")
            Color.gray
                .frame(width: 40, height: 40)
                .id("blue")
            HStack(spacing: 30) {
                Color.gray
                    .frame(width: 40, height: 40)
                    .id("green")
                Color.gray
                    .frame(width: 40, height: 40)
                    .id("yellow")
            }
            .id("row")
        }
        .id("column")
    }
}

#Preview {
    S5ElementSpacingHvstack()
}
