// Written by alignment-engine from a layout document. Lay it out as the document was with:
// alignment-engine layout s3-stack-frame-hvstack.swift --width 200 --height 200

import SwiftUI

struct S3StackFrameHvstack: View {
    var body: some View {
        VStack {
            Color.gray
                .frame(width: 40, height: 40)
                .id("red")
            Color.gray
                .frame(width: 40, height: 40)
                .id("blue")
            HStack {
                Color.gray
                    .frame(width: 40, height: 40)
                    .id("green")
                Color.gray
                    .frame(width: 40, height: 40)
                    .id("yellow")
            }
            .id("row")
        }
        .frame(width: 150, height: 150)
        .background {
            Color.black
                .id("black")
        }
        .id("column")
    }
}

#Preview {
    S3StackFrameHvstack()
}
