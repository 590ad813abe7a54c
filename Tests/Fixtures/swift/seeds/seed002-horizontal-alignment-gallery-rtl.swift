// Apple, HorizontalAlignment: the gallery right to left (its snippet as the preview), as the article writes it (seeds/002_8af532da81e83909.txt).
import SwiftUI

private struct HorizontalAlignmentGallery: View {
    var body: some View {
        HStack(spacing: 30) {
            column(alignment: .leading, text: "Leading")
            column(alignment: .center, text: "Center")
            column(alignment: .trailing, text: "Trailing")
        }
        .frame(height: 150)
    }

    private func column(alignment: HorizontalAlignment, text: String) -> some View {
        VStack(alignment: alignment, spacing: 0) {
            Color.red.frame(width: 1)
            Text(text).font(.title).border(.gray)
            Color.red.frame(width: 1)
        }
    }
}

#Preview {
    HorizontalAlignmentGallery()
        .environment(\.layoutDirection, .rightToLeft)
}
