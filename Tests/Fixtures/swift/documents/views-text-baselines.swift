// Written by alignment-engine from a layout document. Lay it out as the document was with:
// alignment-engine layout views-text-baselines.swift --image image-20x30=20x30 --font title=28,22,6,0,15

import SwiftUI

struct ViewsTextBaselines: View {
    var body: some View {
        VStack(spacing: 0) {
            HStack(alignment: .firstTextBaseline) {
                Text("Ab")
                    .id("first-small")
                Image("image-20x30")
                    .id("first-image")
                Text("Cd\nEf")
                    .font(.title)
                    .id("first-big")
            }
            .id("first")
            HStack(alignment: .lastTextBaseline) {
                Text("Ab")
                    .id("last-small")
                Image("image-20x30")
                    .id("last-image")
                Text("Cd\nEf")
                    .font(.title)
                    .id("last-big")
            }
            .id("last")
        }
    }
}

#Preview {
    ViewsTextBaselines()
}
