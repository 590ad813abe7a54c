// Written by alignment-engine from a layout document. Lay it out as the document was with:
// alignment-engine layout apple-first-third-stripes.swift

import SwiftUI

extension VerticalAlignment {
    private enum FirstThirdGuide: AlignmentID {
        static func defaultValue(in d: ViewDimensions) -> CGFloat { d.height / 3 }
    }

    static let firstThird = VerticalAlignment(FirstThirdGuide.self)
}

struct AppleFirstThirdStripes: View {
    var body: some View {
        ZStack(alignment: Alignment(horizontal: .center, vertical: .firstThird)) {
            VStack(spacing: 1) {
                Color.blue
                    .id("blue0")
                Color.blue
                    .id("blue1")
                Color.blue
                    .id("blue2")
            }
            .frame(width: 180, height: 90)
            .id("blue")
            VStack(spacing: 1) {
                Color.green
                    .id("green0")
                Color.green
                    .id("green1")
                Color.green
                    .id("green2")
            }
            .frame(width: 70, height: 60)
            .id("green")
        }
        .id("layers")
    }
}

#Preview {
    AppleFirstThirdStripes()
}
