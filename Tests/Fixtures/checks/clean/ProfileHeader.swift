import SwiftUI

/// The top of a profile: a picture, the name and a line about the person, centred.
struct ProfileHeader: View {
    var body: some View {
        VStack(spacing: 8) {
            Circle()
                .fill(.gray)
                .frame(width: 88, height: 88)
            Text("Ada Lovelace")
                .font(.title)
            Text("Writes about engines that compute")
                .multilineTextAlignment(.center)
        }
        .padding()
    }
}

#Preview {
    ProfileHeader()
}
