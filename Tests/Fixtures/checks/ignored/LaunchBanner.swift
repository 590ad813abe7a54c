import SwiftUI

/// A banner meant to bleed past the edges of small screens (the designer's call): the
/// overflow is silenced, the small button below it is not.
struct LaunchBanner: View {
    var body: some View {
        VStack(spacing: 12) {
            // alignment-engine: ignore overflow
            Color.purple
                .frame(width: 420, height: 140)
            Button("Details") { }
                .font(.caption)
                .fixedSize()
        }
    }
}

/// A badge row whose tight spacing is on purpose: every rule is silenced for it.
struct BadgeRow: View {
    var body: some View {
        HStack(spacing: -10) { // alignment-engine: ignore
            Circle().frame(width: 30, height: 30)
            Circle().frame(width: 30, height: 30)
        }
    }
}
