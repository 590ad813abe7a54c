// Written by alignment-engine from a layout document. Lay it out as the document was with:
// alignment-engine layout direction-right-to-left.swift --direction rtl

import SwiftUI

struct DirectionRightToLeft: View {
    var body: some View {
        HStack(alignment: .top, spacing: 10) {
            Color.gray
                .frame(width: 30, height: 20)
                .id("first")
            Color.gray
                .frame(width: 50, height: 40)
                .id("second")
        }
        .padding(.leading, 5)
        .id("stack")
    }
}

#Preview {
    DirectionRightToLeft()
}
