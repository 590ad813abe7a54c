// Written by alignment-engine from a layout document. Lay it out as the document was with:
// alignment-engine layout controls-settings-row-toggle.swift --platform ios26 --device 'iPhone 17'

import SwiftUI

struct ControlsSettingsRowToggle: View {
    var body: some View {
        Form {
            Section("Connections") {
                Toggle("Airplane Mode", isOn: .constant(false))
                    .id("airplane")
                Toggle(isOn: .constant(false)) {
                    Label("Wi-Fi", systemImage: "wifi")
                        .id("wifi-label")
                }
                .id("wifi")
                LabeledContent("Network", value: "Home")
                    .id("network")
            }
        }
        .id("settings")
    }
}

#Preview {
    ControlsSettingsRowToggle()
}
