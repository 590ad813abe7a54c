// Apple, GridRow: an empty corner cell, column and row headers, and generated rows.
import SwiftUI

#Preview {
    Grid {
        GridRow {
            Color.clear
                .gridCellUnsizedAxes([.horizontal, .vertical])
            ForEach(1..<4) { column in
                Text("C\(column)")
            }
        }
        ForEach(1..<4) { row in
            GridRow {
                Text("R\(row)")
                ForEach(1..<4) { _ in
                    Circle().foregroundStyle(.mint)
                }
            }
        }
    }
}
