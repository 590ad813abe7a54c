// Written by alignment-engine from a layout document. Lay it out as the document was with:
// alignment-engine layout guides-alignment-object.swift

import SwiftUI

extension VerticalAlignment {
    private enum ThirdGuide: AlignmentID {
        static func defaultValue(in d: ViewDimensions) -> CGFloat { d.height / 3 }
    }

    static let third = VerticalAlignment(ThirdGuide.self)
}

struct GuidesAlignmentObject: View {
    var body: some View {
        ZStack(alignment: Alignment(horizontal: .trailing, vertical: .third)) {
            Color.gray
                .frame(width: 60, height: 30)
                .id("wide")
            Color.gray
                .frame(width: 20, height: 60)
                .alignmentGuide(.third) { d in -(d[VerticalAlignment.center]) + 50 }
                .id("tall")
        }
    }
}

#Preview {
    GuidesAlignmentObject()
}
