// Written by alignment-engine from a layout document. Lay it out as the document was with:
// alignment-engine layout r9-fixed-frame-overflow.swift --width 300 --height 300

import SwiftUI

struct R9FixedFrameOverflow: View {
    var body: some View {
        Rectangle()
            .fill(Color.green)
            .frame(width: 100, height: 100)
            .frame(width: 50, height: 50)
            .overlay {
                Rectangle()
                    .fill(Color.yellow)
                    .id("border")
            }
            .frame(width: 300, height: 300)
            .id("green")
    }
}

#Preview {
    R9FixedFrameOverflow()
}
