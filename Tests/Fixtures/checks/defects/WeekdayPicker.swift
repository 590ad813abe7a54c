import SwiftUI

/// Seven buttons to pick the days an alarm repeats on, sharing the width of the screen.
struct WeekdayPicker: View {
    var body: some View {
        HStack(spacing: 8) {
            ForEach(["M", "T", "W", "T", "F", "S", "S"], id: \.self) { day in
                Button {
                } label: {
                    Text(day)
                        .frame(maxWidth: .infinity, minHeight: 44)
                }
            }
        }
        .padding(.horizontal, 16)
    }
}

#Preview {
    WeekdayPicker()
}
