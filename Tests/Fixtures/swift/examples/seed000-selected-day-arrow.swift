// Written by alignment-engine from a layout document. Lay it out as the document was with:
// alignment-engine layout seed000-selected-day-arrow.swift --image image-32x32=32x32 --font largeTitle=34,27,7,0,18

import SwiftUI

extension VerticalAlignment {
    private enum MyAlignmentGuide: AlignmentID {
        static func defaultValue(in d: ViewDimensions) -> CGFloat { d[.bottom] }
    }

    static let myAlignment = VerticalAlignment(MyAlignmentGuide.self)
}

struct Seed000SelectedDayArrow: View {
    var body: some View {
        HStack(alignment: .myAlignment) {
            Image("image-32x32")
                .alignmentGuide(.myAlignment) { d in d[VerticalAlignment.center] }
                .id("arrow")
            VStack(alignment: .leading) {
                Text("Monday")
                    .font(.largeTitle)
                    .id("monday")
                Text("Tuesday")
                    .font(.largeTitle)
                    .alignmentGuide(.myAlignment) { d in d[VerticalAlignment.center] }
                    .id("tuesday")
                Text("Wednesday")
                    .font(.largeTitle)
                    .id("wednesday")
                Text("Thursday")
                    .font(.largeTitle)
                    .id("thursday")
                Text("Friday")
                    .font(.largeTitle)
                    .id("friday")
                Text("Saturday")
                    .font(.largeTitle)
                    .id("saturday")
                Text("Sunday")
                    .font(.largeTitle)
                    .id("sunday")
            }
            .id("list")
        }
        .padding(20)
        .id("row")
    }
}

#Preview {
    Seed000SelectedDayArrow()
}
