// Written by alignment-engine from a layout document. Lay it out as the document was with:
// alignment-engine layout apple-horizontal-alignment-gallery-rtl.swift --font title=28,22,6,0,15

import SwiftUI

struct AppleHorizontalAlignmentGalleryRtl: View {
    var body: some View {
        HStack(spacing: 30) {
            VStack(alignment: .leading, spacing: 0) {
                Color.red
                    .frame(width: 1)
                    .id("leading-top")
                Text("Leading")
                    .font(.title)
                    .overlay {
                        Rectangle()
                            .fill(Color.gray)
                            .id("leading-border")
                    }
                    .id("leading-text")
                Color.red
                    .frame(width: 1)
                    .id("leading-bottom")
            }
            .id("leading")
            VStack(spacing: 0) {
                Color.red
                    .frame(width: 1)
                    .id("center-top")
                Text("Center")
                    .font(.title)
                    .overlay {
                        Rectangle()
                            .fill(Color.gray)
                            .id("center-border")
                    }
                    .id("center-text")
                Color.red
                    .frame(width: 1)
                    .id("center-bottom")
            }
            .id("center")
            VStack(alignment: .trailing, spacing: 0) {
                Color.red
                    .frame(width: 1)
                    .id("trailing-top")
                Text("Trailing")
                    .font(.title)
                    .overlay {
                        Rectangle()
                            .fill(Color.gray)
                            .id("trailing-border")
                    }
                    .id("trailing-text")
                Color.red
                    .frame(width: 1)
                    .id("trailing-bottom")
            }
            .id("trailing")
        }
        .frame(height: 150)
        .environment(\.layoutDirection, .rightToLeft)
        .id("gallery")
    }
}

#Preview {
    AppleHorizontalAlignmentGalleryRtl()
}
