// Written by alignment-engine from a layout document. Lay it out as the document was with:
// alignment-engine layout safe-area-right-to-left.swift --width 852 --height 393 --direction rtl --safe-area 0,59,21,0

import SwiftUI

struct SafeAreaRightToLeft: View {
    var body: some View {
        Color.gray
            .overlay {
                Color.gray
                    .ignoresSafeArea(edges: .leading)
                    .id("under")
            }
            .safeAreaInset(edge: .leading, alignment: .top, spacing: 0) {
                Color.gray
                    .frame(width: 60, height: 100)
                    .id("sidebar")
            }
            .id("main")
    }
}

#Preview {
    SafeAreaRightToLeft()
}
