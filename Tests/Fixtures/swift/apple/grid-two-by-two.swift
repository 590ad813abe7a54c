// Apple, Grid: a grid with two rows and two columns.
import SwiftUI

#Preview {
    Grid {
        GridRow {
            Text("Hello")
            Image(systemName: "globe")
        }
        GridRow {
            Image(systemName: "hand.wave")
            Text("World")
        }
    }
}
