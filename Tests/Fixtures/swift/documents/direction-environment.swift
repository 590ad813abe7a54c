// Written by alignment-engine from a layout document. Lay it out as the document was with:
// alignment-engine layout direction-environment.swift

import SwiftUI

struct DirectionEnvironment: View {
    var body: some View {
        HStack(alignment: .top, spacing: 0) {
            Color.gray
                .frame(width: 20, height: 20)
                .id("a")
            HStack(spacing: 0) {
                Color.gray
                    .frame(width: 10, height: 10)
                    .id("b")
                Color.gray
                    .frame(width: 30, height: 10)
                    .id("c")
            }
            .environment(\.layoutDirection, .rightToLeft)
            .id("inner")
        }
    }
}

#Preview {
    DirectionEnvironment()
}
