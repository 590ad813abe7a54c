// Written by alignment-engine from a layout document. Lay it out as the document was with:
// alignment-engine layout symbols.swift --image globe=20x20

import SwiftUI

struct Symbols: View {
    var body: some View {
        VStack(alignment: .leading, spacing: 0) {
            HStack(alignment: .firstTextBaseline, spacing: 0) {
                Image(systemName: "star")
                    .id("star")
                Image(systemName: "star.fill")
                    .imageScale(.large)
                    .id("large")
                Text("Hi")
                    .id("label")
            }
            .id("row")
            Image(systemName: "gear")
                .font(.title)
                .id("title")
            Image(systemName: "gear")
                .fontWeight(.bold)
                .id("bold")
            Image(systemName: "gear")
                .dynamicTypeSize(.accessibility1)
                .id("accessibility")
            Image(systemName: "no.such.symbol")
                .imageScale(.small)
                .id("unknown")
            Image(systemName: "globe")
                .id("fixed")
        }
    }
}

#Preview {
    Symbols()
}
