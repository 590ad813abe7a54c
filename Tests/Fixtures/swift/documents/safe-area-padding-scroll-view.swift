// Written by alignment-engine from a layout document. Lay it out as the document was with:
// alignment-engine layout safe-area-padding-scroll-view.swift --width 393 --height 852 --safe-area 59,0,34,0

import SwiftUI

struct SafeAreaPaddingScrollView: View {
    var body: some View {
        VStack(alignment: .leading, spacing: 0) {
            ScrollView(.horizontal) {
                HStack(spacing: 10) {
                    Color.gray
                        .frame(width: 100, height: 100)
                        .id("item0")
                    Color.gray
                        .frame(width: 100, height: 100)
                        .id("item1")
                    Color.gray
                        .frame(width: 100, height: 100)
                        .id("item2")
                    Color.gray
                        .frame(width: 100, height: 100)
                        .id("item3")
                }
            }
            .background {
                Color.yellow
                    .ignoresSafeArea(edges: .horizontal)
                    .id("scrollBehind")
            }
            .safeAreaPadding(.horizontal, 20)
            .id("scroll")
            Color.red
                .safeAreaPadding()
                .id("plain")
            Color.green
                .ignoresSafeArea(edges: [.leading, .bottom, .trailing])
                .safeAreaPadding(20)
                .id("reaching")
        }
    }
}

#Preview {
    SafeAreaPaddingScrollView()
}
