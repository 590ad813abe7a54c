// Written by alignment-engine from a layout document. Lay it out as the document was with:
// alignment-engine layout container-relative-frame-apple.swift --width 400 --height 300

import SwiftUI

struct ContainerRelativeFrameApple: View {
    var body: some View {
        VStack(spacing: 0) {
            ScrollView(.horizontal) {
                LazyHStack(spacing: 0) {
                    Rectangle()
                        .containerRelativeFrame([.horizontal, .vertical])
                        .id("page0")
                    Rectangle()
                        .containerRelativeFrame([.horizontal, .vertical])
                        .id("page1")
                }
            }
            .frame(height: 150)
            .id("pages")
            ScrollView(.horizontal) {
                LazyHStack(spacing: 10) {
                    Rectangle()
                        .aspectRatio(1.5, contentMode: .fit)
                        .containerRelativeFrame(.horizontal, count: 5, span: 2, spacing: 10)
                        .id("item0")
                    Rectangle()
                        .aspectRatio(1.5, contentMode: .fit)
                        .containerRelativeFrame(.horizontal, count: 5, span: 2, spacing: 10)
                        .id("item1")
                    Rectangle()
                        .aspectRatio(1.5, contentMode: .fit)
                        .containerRelativeFrame(.horizontal, count: 5, span: 2, spacing: 10)
                        .id("item2")
                }
            }
            .fixedSize(horizontal: false, vertical: true)
            .id("columns")
        }
    }
}

#Preview {
    ContainerRelativeFrameApple()
}
