// Written by alignment-engine from a layout document. Lay it out as the document was with:
// alignment-engine layout grid-cell-anchor-divider.swift --width 390

import SwiftUI

struct GridCellAnchorDivider: View {
    var body: some View {
        VStack {
            Grid(horizontalSpacing: 1, verticalSpacing: 1) {
                GridRow {
                    Color.gray
                        .frame(width: 60, height: 60)
                    Color.gray
                        .frame(width: 60, height: 60)
                }
                GridRow(alignment: .bottom) {
                    Color.gray
                        .frame(width: 10, height: 10)
                        .id("bottomAligned")
                    Color.gray
                        .frame(width: 10, height: 10)
                        .gridCellAnchor(UnitPoint(x: 0.25, y: 0.75))
                        .id("marker")
                }
                Divider()
                    .gridCellUnsizedAxes(.horizontal)
                    .id("divider")
                GridRow {
                    Color.gray
                        .frame(width: 10, height: 10)
                        .gridCellAnchor(.topLeading)
                        .id("topLeading")
                }
            }
            .id("anchors")
        }
    }
}

#Preview {
    GridCellAnchorDivider()
}
