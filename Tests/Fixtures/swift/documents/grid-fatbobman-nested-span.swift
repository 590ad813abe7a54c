// Written by alignment-engine from a layout document. Lay it out as the document was with:
// alignment-engine layout grid-fatbobman-nested-span.swift

import SwiftUI

struct GridFatbobmanNestedSpan: View {
    var body: some View {
        Grid {
            GridRow {
                Color.gray
                    .id("orange")
                Color.gray
                    .id("indigo")
                Grid {
                    GridRow {
                        Color.gray
                            .id("cyan")
                        Color.gray
                            .id("yellow")
                    }
                    Color.gray
                        .id("mint")
                    Color.gray
                        .id("green")
                }
                .gridCellColumns(2)
                .id("nested")
            }
        }
        .frame(width: 350, height: 350)
        .id("grid")
    }
}

#Preview {
    GridFatbobmanNestedSpan()
}
