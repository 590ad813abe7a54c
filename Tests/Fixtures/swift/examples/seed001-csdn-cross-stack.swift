// Written by alignment-engine from a layout document. Lay it out as the document was with:
// alignment-engine layout seed001-csdn-cross-stack.swift --image image-512x512=512x512 --font title=28,22,6,0,15

import SwiftUI

extension VerticalAlignment {
    private enum MidAccountAndNameGuide: AlignmentID {
        static func defaultValue(in d: ViewDimensions) -> CGFloat { d[.top] }
    }

    static let midAccountAndName = VerticalAlignment(MidAccountAndNameGuide.self)
}

struct Seed001CsdnCrossStack: View {
    var body: some View {
        HStack(alignment: .midAccountAndName) {
            VStack {
                Text("@CSDN")
                    .alignmentGuide(.midAccountAndName) { d in d[VerticalAlignment.center] }
                    .id("handle")
                Image("image-512x512")
                    .resizable()
                    .frame(width: 60, height: 60)
                    .id("avatar")
            }
            .id("account")
            VStack {
                Text("CSDN ID:")
                    .id("caption")
                Text(verbatim: "Forever_wj")
                    .font(.title)
                    .alignmentGuide(.midAccountAndName) { d in d[VerticalAlignment.center] }
                    .id("user")
            }
            .id("name")
        }
        .id("row")
    }
}

#Preview {
    Seed001CsdnCrossStack()
}
