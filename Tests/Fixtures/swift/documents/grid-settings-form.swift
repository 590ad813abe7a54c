// Written by alignment-engine from a layout document. Lay it out as the document was with:
// alignment-engine layout grid-settings-form.swift

import SwiftUI

struct GridSettingsForm: View {
    var body: some View {
        Grid(alignment: Alignment(horizontal: .leading, vertical: .firstTextBaseline)) {
            GridRow {
                Text("Regular font:")
                    .gridColumnAlignment(.trailing)
                    .id("regular")
                Text("Helvetica 12")
                    .id("helvetica")
                Text("Select...")
                    .id("select1")
            }
            GridRow {
                Text("Fixed-width font:")
                    .id("fixed")
                Text("Menlo Regular 11")
                    .id("menlo")
                Text("Select...")
                    .id("select2")
            }
            GridRow {
                Color.gray
                    .gridCellUnsizedAxes([.horizontal, .vertical])
                    .id("clear")
                Text("Use fixed-width font for new documents")
                    .gridCellColumns(2)
                    .id("toggle")
            }
        }
        .id("grid")
    }
}

#Preview {
    GridSettingsForm()
}
