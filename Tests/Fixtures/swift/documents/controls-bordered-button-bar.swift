// Written by alignment-engine from a layout document. Lay it out as the document was with:
// alignment-engine layout controls-bordered-button-bar.swift --width 390 --image image-20x20=20x20 --platform ios18

import SwiftUI

struct ControlsBorderedButtonBar: View {
    var body: some View {
        HStack(spacing: 12) {
            Button("Cancel") {}
                .id("cancel")
            Spacer()
            Button("Save") {}
                .buttonStyle(.borderedProminent)
                .id("save")
            Button {} label: {
                Image("image-20x20")
                    .id("icon")
            }
            .controlSize(.small)
            .id("more")
        }
        .buttonStyle(.bordered)
        .controlSize(.large)
        .id("bar")
    }
}

#Preview {
    ControlsBorderedButtonBar()
}
