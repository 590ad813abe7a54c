// Apple, gridCellUnsizedAxes(_:): a divider that does not widen the grid.
import SwiftUI

#Preview {
    Grid {
        GridRow {
            Text("Hello")
            Image(systemName: "globe")
        }
        Divider()
            .gridCellUnsizedAxes(.horizontal)
        GridRow {
            Image(systemName: "hand.wave")
            Text("World")
        }
    }
}
