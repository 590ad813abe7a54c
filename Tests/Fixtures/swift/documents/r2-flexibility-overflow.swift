// Written by alignment-engine from a layout document. Lay it out as the document was with:
// alignment-engine layout r2-flexibility-overflow.swift --width 150 --height 100

import SwiftUI

struct R2FlexibilityOverflow: View {
    var body: some View {
        HStack(spacing: 0) {
            Rectangle()
                .frame(maxWidth: 100)
                .id("red")
            Rectangle()
                .frame(minWidth: 100)
                .id("green")
        }
        .frame(width: 150, height: 100)
        .id("stack")
    }
}

#Preview {
    R2FlexibilityOverflow()
}
