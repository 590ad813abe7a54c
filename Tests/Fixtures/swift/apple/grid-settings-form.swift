// Apple, gridColumnAlignment(_:) and gridCellColumns(_:): a settings form.
import SwiftUI

struct SettingsForm: View {
    @State private var isOn = false

    var body: some View {
        Grid(alignment: .leadingFirstTextBaseline) {
            GridRow {
                Text("Regular font:")
                    .gridColumnAlignment(.trailing)
                Text("Helvetica 12")
                Button("Select...") { }
            }
            GridRow {
                Text("Fixed-width font:")
                Text("Menlo Regular 11")
                Button("Select...") { }
            }
            GridRow {
                Color.clear
                    .gridCellUnsizedAxes([.vertical, .horizontal])
                Toggle("Use fixed-width font for new documents", isOn: $isOn)
                    .gridCellColumns(2)
            }
        }
    }
}
