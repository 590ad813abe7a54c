// Written by alignment-engine from a layout document. Lay it out as the document was with:
// alignment-engine layout safe-area-inset-bottom-bar.swift --width 393 --height 852 --safe-area 59,0,34,0

import SwiftUI

struct SafeAreaInsetBottomBar: View {
    var body: some View {
        VStack(spacing: 0) {
            Color.gray
                .frame(height: 44)
                .id("row0")
            Color.gray
                .frame(height: 44)
                .id("row1")
            Color.gray
                .frame(height: 44)
                .id("row2")
        }
        .frame(maxHeight: .infinity, alignment: .top)
        .background {
            Color.white
                .ignoresSafeArea()
                .id("behind")
        }
        .safeAreaInset(edge: .bottom) {
            Text("Checkout")
                .frame(maxWidth: .infinity, minHeight: 50)
                .background {
                    Color.blue
                        .ignoresSafeArea()
                        .id("barBackground")
                }
                .id("bar")
        }
        .id("rows")
    }
}

#Preview {
    SafeAreaInsetBottomBar()
}
