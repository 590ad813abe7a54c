import SwiftUI

enum Metrics {
    static let avatarSize: CGFloat = 72
    static let gutter: CGFloat = 16
}

struct PillButtonStyle: ViewModifier {
    var horizontalPadding: CGFloat = 20

    func body(content: Content) -> some View {
        content
            .font(.subheadline)
            .padding(.horizontal, horizontalPadding)
            .padding(.vertical, 8)
            .background(Capsule().fill(Color.accentColor))
            .foregroundColor(.white)
    }
}

extension View {
    func pill(padding: CGFloat = 20) -> some View {
        modifier(PillButtonStyle(horizontalPadding: padding))
    }
}

struct StatView: View {
    let value: Int
    let label: String

    var body: some View {
        VStack(spacing: 2) {
            Text("\(value)")
                .font(.headline)
            Text(label)
                .font(.caption)
                .foregroundStyle(.secondary)
        }
        .frame(minWidth: 64)
    }
}

struct ProfileHeader: View {
    let user: User
    @State private var isFollowing = false
    @ScaledMetric private var badgeSize: CGFloat = 18

    var body: some View {
        VStack(alignment: .leading, spacing: Metrics.gutter) {
            HStack(spacing: Metrics.gutter) {
                AsyncImage(url: user.avatarURL)
                    .frame(width: Metrics.avatarSize, height: Metrics.avatarSize)
                    .clipShape(Circle())
                    .overlay(alignment: .bottomTrailing) {
                        verifiedBadge
                    }
                VStack(alignment: .leading, spacing: 4) {
                    Text(user.displayName)
                        .font(.title2)
                        .lineLimit(1)
                    Text("@\(user.handle)")
                        .font(.subheadline)
                }
                Spacer(minLength: 0)
            }
            stats
            Button(isFollowing ? "Following" : "Follow") {
                isFollowing.toggle()
            }
            .pill(padding: 24)
        }
        .padding(Metrics.gutter)
    }

    @ViewBuilder private var verifiedBadge: some View {
        if user.isVerified {
            Image(systemName: "checkmark.seal.fill")
                .frame(width: badgeSize, height: badgeSize)
        }
    }

    private var stats: some View {
        HStack(spacing: 8) {
            StatView(value: user.posts, label: "Posts")
            Divider().frame(height: 28)
            StatView(value: user.followers, label: "Followers")
            Divider().frame(height: 28)
            StatView(value: 180, label: "Following")
        }
    }
}

#Preview {
    ProfileHeader(user: .preview)
}
