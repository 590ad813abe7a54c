// Written by alignment-engine from a layout document. Lay it out as the document was with:
// alignment-engine layout guides-custom-defaults.swift

import SwiftUI

extension HorizontalAlignment {
    private enum ShiftedGuide: AlignmentID {
        static func defaultValue(in d: ViewDimensions) -> CGFloat { d[.base] + 5 }
    }

    static let shifted = HorizontalAlignment(ShiftedGuide.self)
}

extension HorizontalAlignment {
    private enum BaseGuide: AlignmentID {
        static func defaultValue(in d: ViewDimensions) -> CGFloat { d.width / 4 }
    }

    static let base = HorizontalAlignment(BaseGuide.self)
}

struct GuidesCustomDefaults: View {
    var body: some View {
        VStack(alignment: .shifted, spacing: 0) {
            Color.gray
                .frame(width: 40, height: 10)
                .id("a")
            Color.gray
                .frame(width: 80, height: 10)
                .alignmentGuide(.shifted) { d in max(d[.base], d[explicit: .leading] ?? 30) }
                .id("b")
            Color.gray
                .frame(width: 20, height: 10)
                .alignmentGuide(.base) { d in min(d.width, 2) }
                .id("c")
        }
    }
}

#Preview {
    GuidesCustomDefaults()
}
