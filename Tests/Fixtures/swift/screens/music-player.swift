import SwiftUI

struct Track {
    let title: String
    let artist: String
    let duration: Double
}

struct ProgressBar: View {
    let progress: Double

    var body: some View {
        GeometryReader { proxy in
            ZStack(alignment: .leading) {
                Capsule().fill(Color.gray.opacity(0.3))
                Capsule()
                    .fill(Color.primary)
                    .frame(width: proxy.size.width * progress)
            }
        }
        .frame(height: 4)
    }
}

struct PlayerControls: View {
    var isPlaying: Bool

    var body: some View {
        HStack(spacing: 40) {
            Image(systemName: "backward.fill")
            Image(systemName: isPlaying ? "pause.fill" : "play.fill")
                .font(.largeTitle)
            Image(systemName: "forward.fill")
        }
        .font(.title)
    }
}

struct NowPlaying: View {
    let track: Track
    @State private var elapsed = 42.0
    @State private var isPlaying = true

    var body: some View {
        VStack(spacing: 24) {
            RoundedRectangle(cornerRadius: 20)
                .fill(Color.indigo)
                .aspectRatio(1, contentMode: .fit)
                .overlay {
                    Image(systemName: "music.note")
                        .font(.system(size: 80))
                }
            VStack(spacing: 4) {
                Text(track.title)
                    .font(.title2)
                Text(track.artist)
                    .foregroundStyle(.secondary)
            }
            ProgressBar(progress: elapsed / track.duration)
            PlayerControls(isPlaying: isPlaying)
        }
        .padding(32)
    }
}

#Preview {
    NowPlaying(track: Track(title: "Harbour Lights", artist: "The Low Tides", duration: 210))
}
