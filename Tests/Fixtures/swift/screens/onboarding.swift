import SwiftUI

private let pageCount = 3

struct PageDots: View {
    let current: Int
    var dotSize: CGFloat = 8

    var body: some View {
        HStack(spacing: dotSize) {
            ForEach(0..<pageCount, id: \.self) { index in
                Circle()
                    .frame(width: index == current ? dotSize * 2 : dotSize, height: dotSize)
            }
        }
    }
}

struct OnboardingPage: View {
    @State private var page = 1
    let titles = ["Plan", "Track", "Share"]

    var body: some View {
        VStack(spacing: 20) {
            Spacer()
            Image("onboarding-\(page)")
                .resizable()
                .scaledToFit()
                .frame(height: 240)
            Text(titles[page])
                .font(.largeTitle)
            Text("Keep every trip in one place and share it with the people you travel with.")
                .font(.body)
                .multilineTextAlignment(.center)
                .padding(.horizontal, 32)
            Spacer()
            PageDots(current: page)
            Button("Continue") { page += 1 }
                .frame(maxWidth: .infinity)
                .padding(.vertical, 14)
                .background(Color.accentColor, in: Capsule())
                .padding(.horizontal, 24)
        }
        .padding(.bottom, 24)
    }
}

#Preview {
    OnboardingPage()
}
