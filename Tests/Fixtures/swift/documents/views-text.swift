// Written by alignment-engine from a layout document. Lay it out as the document was with:
// alignment-engine layout views-text.swift --width 100 --font title=28,22,6,0,15

import SwiftUI

struct ViewsText: View {
    var body: some View {
        VStack(alignment: .leading, spacing: 0) {
            Text("Hello world again")
                .multilineTextAlignment(.center)
                .id("wrap")
            Text("abcdefghijklmnop")
                .font(.body)
                .lineLimit(1)
                .id("cut")
            Text("Hi")
                .font(.title)
                .id("title")
        }
    }
}

#Preview {
    ViewsText()
}
