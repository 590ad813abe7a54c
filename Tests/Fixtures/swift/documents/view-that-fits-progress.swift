// Written by alignment-engine from a layout document. Lay it out as the document was with:
// alignment-engine layout view-that-fits-progress.swift --width 120 --height 40

import SwiftUI

struct ViewThatFitsProgress: View {
    var body: some View {
        ViewThatFits(in: .horizontal) {
            HStack {
                Text("75%")
                    .id("label")
                Color.gray
                    .frame(width: 100, height: 4)
                    .id("bar")
            }
            .id("both")
            Color.gray
                .frame(width: 100, height: 4)
                .id("barOnly")
            Text("75%")
                .id("textOnly")
        }
        .id("fits")
    }
}

#Preview {
    ViewThatFitsProgress()
}
