// Written by alignment-engine from a layout document. Lay it out as the document was with:
// alignment-engine layout text-weights.swift

import SwiftUI

struct TextWeights: View {
    var body: some View {
        VStack(alignment: .leading, spacing: 0) {
            Text("abcd")
                .id("regular")
            Text("abcd")
                .bold()
                .id("bold")
            Text("ab")
                .font(.title)
                .bold()
                .id("titleBold")
            Text("abcd")
                .fontWeight(.black)
                .id("black")
            Text("abcd")
                .fontWidth(.condensed)
                .id("condensed")
            Text("abcd")
                .kerning(2)
                .id("kerning")
            Text("abcd")
                .tracking(2)
                .id("tracking")
            HStack(alignment: .firstTextBaseline, spacing: 0) {
                Text("a")
                    .id("plain")
                Text("b")
                    .baselineOffset(5)
                    .id("raised")
            }
            .id("row")
            VStack(alignment: .leading, spacing: 0) {
                Text("abcd")
                    .id("inherits")
                Text("abcd")
                    .fontWeight(nil)
                    .id("own")
            }
            .fontWeight(.heavy)
            .monospaced()
        }
    }
}

#Preview {
    TextWeights()
}
