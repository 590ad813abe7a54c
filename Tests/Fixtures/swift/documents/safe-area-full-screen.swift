// Written by alignment-engine from a layout document. Lay it out as the document was with:
// alignment-engine layout safe-area-full-screen.swift --width 393 --height 852 --safe-area 59,0,34,0

import SwiftUI

struct SafeAreaFullScreen: View {
    var body: some View {
        ZStack {
            Color.teal
                .ignoresSafeArea()
                .id("behind")
            VStack(spacing: 0) {
                Color.orange
                    .frame(height: 44)
                    .ignoresSafeArea(edges: .top)
                    .id("header")
                Color.white
                    .id("content")
                Color.gray
                    .frame(height: 30)
                    .ignoresSafeArea(.keyboard)
                    .id("keyboardOnly")
            }
        }
        .id("screen")
    }
}

#Preview {
    SafeAreaFullScreen()
}
