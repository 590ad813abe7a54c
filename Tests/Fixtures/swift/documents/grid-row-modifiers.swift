// Written by alignment-engine from a layout document. Lay it out as the document was with:
// alignment-engine layout grid-row-modifiers.swift

import SwiftUI

struct GridRowModifiers: View {
    var body: some View {
        Grid(alignment: .leading, verticalSpacing: 0) {
            GridRow {
                Text("Name")
                    .id("name")
                Text("Ada")
                    .id("ada")
            }
            .padding(.top, 14)
            .id("first")
            GridRow {
                Text("Born")
                    .id("born")
                Text("1815")
                    .id("year")
            }
        }
        .id("grid")
    }
}

#Preview {
    GridRowModifiers()
}
