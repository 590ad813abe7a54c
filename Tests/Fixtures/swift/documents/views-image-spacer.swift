// Written by alignment-engine from a layout document. Lay it out as the document was with:
// alignment-engine layout views-image-spacer.swift --width 200 --height 50 --image image-40x20=40x20 --image image-10x10=10x10

import SwiftUI

struct ViewsImageSpacer: View {
    var body: some View {
        HStack {
            Image("image-40x20")
                .id("fixed")
            Spacer(minLength: 20)
                .id("spacer")
            Image("image-10x10")
                .resizable()
                .id("stretchy")
        }
    }
}

#Preview {
    ViewsImageSpacer()
}
