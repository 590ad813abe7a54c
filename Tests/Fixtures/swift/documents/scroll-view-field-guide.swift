// Written by alignment-engine from a layout document. Lay it out as the document was with:
// alignment-engine layout scroll-view-field-guide.swift --width 300 --height 400

import SwiftUI

struct ScrollViewFieldGuide: View {
    var body: some View {
        VStack(spacing: 0) {
            ScrollView {
                Color.gray
                    .frame(width: 100, height: 50)
                    .id("content")
            }
            .id("vertical")
            ScrollView(.horizontal) {
                Color.gray
                    .frame(width: 100, height: 50)
                    .id("wide")
            }
            .id("horizontal")
        }
        .id("page")
    }
}

#Preview {
    ScrollViewFieldGuide()
}
