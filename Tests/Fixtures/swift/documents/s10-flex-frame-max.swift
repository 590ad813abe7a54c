// Written by alignment-engine from a layout document. Lay it out as the document was with:
// alignment-engine layout s10-flex-frame-max.swift --width 200 --height 200

import SwiftUI

struct S10FlexFrameMax: View {
    var body: some View {
        VStack {
            VStack(alignment: .leading) {
                Color.gray
                    .frame(maxWidth: 50, maxHeight: 50)
                    .id("vred")
                Color.gray
                    .frame(maxWidth: 40, maxHeight: 30)
                    .id("vgreen")
                Color.gray
                    .frame(maxWidth: 30, maxHeight: 30)
                    .id("vblue")
            }
            .id("column")
            HStack(alignment: .top) {
                Color.gray
                    .frame(maxWidth: 50, maxHeight: 50)
                    .id("hred")
                Color.gray
                    .frame(maxWidth: 40, maxHeight: 30)
                    .id("hgreen")
                Color.gray
                    .frame(maxWidth: 30, maxHeight: 30)
                    .id("hblue")
            }
            .id("row")
        }
    }
}

#Preview {
    S10FlexFrameMax()
}
