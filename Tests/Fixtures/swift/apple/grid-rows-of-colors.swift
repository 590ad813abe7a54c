// Apple, Grid: rows with different numbers of cells share the columns; a Divider between
// rows spans the grid.
import SwiftUI

#Preview {
    Grid {
        GridRow {
            Text("Row 1")
            ForEach(0..<2) { _ in Color.red }
        }
        Divider()
        GridRow {
            Text("Row 2")
            ForEach(0..<5) { _ in Color.green }
        }
        Divider()
        GridRow {
            Text("Row 3")
            ForEach(0..<4) { _ in Color.blue }
        }
    }
}
