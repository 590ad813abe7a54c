// Written by alignment-engine from a layout document. Lay it out as the document was with:
// alignment-engine layout apple-one-quarter-stripes.swift

import SwiftUI

extension HorizontalAlignment {
    private enum OneQuarterGuide: AlignmentID {
        static func defaultValue(in d: ViewDimensions) -> CGFloat { d.width / 4 }
    }

    static let oneQuarter = HorizontalAlignment(OneQuarterGuide.self)
}

struct AppleOneQuarterStripes: View {
    var body: some View {
        ZStack(alignment: Alignment(horizontal: .oneQuarter, vertical: .center)) {
            HStack(spacing: 1) {
                Color.blue
                    .id("blue0")
                Color.blue
                    .id("blue1")
                Color.blue
                    .id("blue2")
                Color.blue
                    .id("blue3")
            }
            .frame(width: 300, height: 150)
            .id("blue")
            HStack(spacing: 1) {
                Color.green
                    .id("green0")
                Color.green
                    .id("green1")
                Color.green
                    .id("green2")
                Color.green
                    .id("green3")
            }
            .frame(width: 180, height: 80)
            .id("green")
        }
        .id("layers")
    }
}

#Preview {
    AppleOneQuarterStripes()
}
