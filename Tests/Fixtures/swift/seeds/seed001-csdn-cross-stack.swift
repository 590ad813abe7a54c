// CSDN: midAccountAndName aligns two views of different stacks, as the article writes it (seeds/001_98d0499ec2753079.txt).
import SwiftUI

extension VerticalAlignment {
    struct MidAccountAndName: AlignmentID {
        static func defaultValue(in d: ViewDimensions) -> CGFloat {
            d[.top]
        }
    }

    static let midAccountAndName = VerticalAlignment(MidAccountAndName.self)
}

struct ContentView: View {
    
    var body: some View {
        HStack(alignment: .midAccountAndName) {
            VStack {
                Text("@CSDN")
                    .alignmentGuide(.midAccountAndName) { d in d[VerticalAlignment.center] }
                Image("forever_wj")
                    .resizable()
                    .frame(width: 60, height: 60)
            }

            VStack {
                Text("CSDN ID:")
                Text("Forever_wj")
                    .alignmentGuide(.midAccountAndName) { d in d[VerticalAlignment.center] }
                    .font(.title)
            }
        }
    }
}
