// Apple, gridCellAnchor(_:): a small view anchored inside its larger cell.
import SwiftUI

#Preview {
    Grid(horizontalSpacing: 1, verticalSpacing: 1) {
        GridRow {
            Color.red.frame(width: 60, height: 60)
            Color.red.frame(width: 60, height: 60)
        }
        GridRow {
            Color.red.frame(width: 60, height: 60)
            Color.blue.frame(width: 10, height: 10)
                .gridCellAnchor(UnitPoint(x: 0.25, y: 0.75))
        }
    }
}
