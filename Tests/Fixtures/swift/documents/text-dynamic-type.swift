// Written by alignment-engine from a layout document. Lay it out as the document was with:
// alignment-engine layout text-dynamic-type.swift --font fixed=17,13,4,0,9

import SwiftUI

struct TextDynamicType: View {
    var body: some View {
        VStack(alignment: .leading, spacing: 0) {
            Text("Body")
                .id("body")
            Text("Note")
                .font(.footnote)
                .id("footnote")
            Text("Fixed")
                .font(.custom("fixed", fixedSize: 17))
                .id("fixed")
            Text("Small")
                .dynamicTypeSize(.xSmall)
                .id("small")
            VStack(alignment: .leading, spacing: 0) {
                Text("Title")
                    .id("clamped")
                Text("Inner")
                    .dynamicTypeSize(.accessibility5)
                    .id("inner")
            }
            .font(.title)
            .dynamicTypeSize(...DynamicTypeSize.xxxLarge)
            .id("titles")
        }
        .dynamicTypeSize(.accessibility3)
    }
}

#Preview {
    TextDynamicType()
}
