import SwiftUI

struct SettingsRow<Accessory: View>: View {
    let icon: String
    let title: String
    var tint: Color = .blue
    @ViewBuilder var accessory: Accessory

    var body: some View {
        HStack(spacing: 12) {
            Image(systemName: icon)
                .font(.body)
                .frame(width: 28, height: 28)
                .background(tint, in: RoundedRectangle(cornerRadius: 6))
            Text(title)
            Spacer()
            accessory
        }
        .padding(.vertical, 6)
    }
}

struct SettingsCard<Content: View>: View {
    let header: String
    @ViewBuilder let content: Content

    var body: some View {
        VStack(alignment: .leading, spacing: 8) {
            Text(header.uppercased())
                .font(.footnote)
                .padding(.leading, 16)
            VStack(spacing: 0) {
                content
            }
            .padding(.horizontal, 16)
            .background(Color.white, in: RoundedRectangle(cornerRadius: 12))
        }
    }
}

struct SettingsScreen: View {
    @AppStorage("notifications") private var notifications = true
    @State private var autoLock = 5
    private let version = "4.2.1"

    var body: some View {
        ScrollView {
            VStack(spacing: 24) {
                SettingsCard(header: "General") {
                    SettingsRow(icon: "bell.fill", title: "Notifications", tint: .red) {
                        Toggle("", isOn: $notifications)
                            .labelsHidden()
                    }
                    Divider().padding(.leading, 40)
                    SettingsRow(icon: "lock.fill", title: "Auto-Lock") {
                        Text("\(autoLock) min")
                    }
                }
                SettingsCard(header: "About") {
                    SettingsRow(icon: "info.circle.fill", title: "Version", tint: .gray) {
                        Text(version)
                    }
                    if notifications {
                        Divider().padding(.leading, 40)
                        SettingsRow(icon: "envelope.fill", title: "Contact support", tint: .green) {
                            Image(systemName: "chevron.right")
                        }
                    }
                }
            }
            .padding()
        }
        .background(Color(.systemGroupedBackground))
    }
}

#Preview {
    NavigationStack {
        SettingsScreen()
            .navigationTitle("Settings")
    }
}
