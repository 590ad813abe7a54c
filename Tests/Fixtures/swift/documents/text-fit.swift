// Written by alignment-engine from a layout document. Lay it out as the document was with:
// alignment-engine layout text-fit.swift --width 99

import SwiftUI

struct TextFit: View {
    var body: some View {
        VStack(alignment: .leading, spacing: 0) {
            Text("Hello World")
                .lineLimit(1)
                .minimumScaleFactor(0.5)
                .frame(width: 80)
                .id("shrinks")
            Text("Hello World")
                .lineLimit(1)
                .minimumScaleFactor(0.9)
                .frame(width: 80, alignment: .leading)
                .id("floor")
            Text("abcdefghijklmnop")
                .lineLimit(1)
                .truncationMode(.head)
                .id("head")
            Text("abcdefghijklmnop")
                .lineLimit(1)
                .truncationMode(.middle)
                .id("middle")
            Text("abcdefghijklmnop")
                .lineLimit(1)
                .id("tail")
            Text("Hello World")
                .lineLimit(1)
                .allowsTightening(true)
                .frame(width: 95, alignment: .leading)
                .id("tight")
            Text("aaa bbb ccc")
                .minimumScaleFactor(0.5)
                .frame(width: 45, height: 34, alignment: .topLeading)
                .id("wrapped")
        }
    }
}

#Preview {
    TextFit()
}
