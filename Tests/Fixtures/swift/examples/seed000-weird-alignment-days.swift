// Written by alignment-engine from a layout document. Lay it out as the document was with:
// alignment-engine layout seed000-weird-alignment-days.swift --font title=28,22,6,0,15

import SwiftUI

extension HorizontalAlignment {
    private enum WeirdAlignmentGuide: AlignmentID {
        static func defaultValue(in d: ViewDimensions) -> CGFloat { d.height }
    }

    static let weirdAlignment = HorizontalAlignment(WeirdAlignmentGuide.self)
}

struct Seed000WeirdAlignmentDays: View {
    var body: some View {
        VStack(alignment: .weirdAlignment, spacing: 10) {
            Rectangle()
                .fill(Color.primary)
                .frame(width: 1)
                .alignmentGuide(.weirdAlignment) { d in d[.leading] }
                .id("top-line")
            Text("Monday")
                .font(.title)
                .frame(height: 50)
                .padding(.horizontal, 20)
                .background {
                    RoundedRectangle(cornerRadius: 8)
                        .fill(Color.red)
                        .id("monday-background")
                }
                .id("monday")
            Text("Tuesday")
                .font(.title)
                .frame(height: 70)
                .padding(.horizontal, 20)
                .background {
                    RoundedRectangle(cornerRadius: 8)
                        .fill(Color.orange)
                        .id("tuesday-background")
                }
                .id("tuesday")
            Text("Wednesday")
                .font(.title)
                .frame(height: 90)
                .padding(.horizontal, 20)
                .background {
                    RoundedRectangle(cornerRadius: 8)
                        .fill(Color.yellow)
                        .id("wednesday-background")
                }
                .id("wednesday")
            Text("Thursday")
                .font(.title)
                .frame(height: 40)
                .padding(.horizontal, 20)
                .background {
                    RoundedRectangle(cornerRadius: 8)
                        .fill(Color.green)
                        .id("thursday-background")
                }
                .id("thursday")
            Text("Friday")
                .font(.title)
                .frame(height: 70)
                .padding(.horizontal, 20)
                .background {
                    RoundedRectangle(cornerRadius: 8)
                        .fill(Color.blue)
                        .id("friday-background")
                }
                .id("friday")
            Text("Saturday")
                .font(.title)
                .frame(height: 40)
                .padding(.horizontal, 20)
                .background {
                    RoundedRectangle(cornerRadius: 8)
                        .fill(Color.purple)
                        .id("saturday-background")
                }
                .id("saturday")
            Text("Sunday")
                .font(.title)
                .frame(height: 40)
                .padding(.horizontal, 20)
                .background {
                    RoundedRectangle(cornerRadius: 8)
                        .fill(Color.pink)
                        .id("sunday-background")
                }
                .id("sunday")
            Rectangle()
                .fill(Color.primary)
                .frame(width: 1)
                .alignmentGuide(.weirdAlignment) { d in d[.leading] }
                .id("bottom-line")
        }
        .id("days")
    }
}

#Preview {
    Seed000WeirdAlignmentDays()
}
