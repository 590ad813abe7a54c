// Written by alignment-engine from a layout document. Lay it out as the document was with:
// alignment-engine layout apple-vertical-alignment-gallery.swift --width 400 --font title=28,22,6,0,15

import SwiftUI

struct AppleVerticalAlignmentGallery: View {
    var body: some View {
        VStack(spacing: 30) {
            HStack(alignment: .top, spacing: 0) {
                Color.red
                    .frame(height: 1)
                    .id("top-leading")
                Text("Top")
                    .font(.title)
                    .overlay {
                        Rectangle()
                            .fill(Color.gray)
                            .id("top-border")
                    }
                    .id("top-text")
                Color.red
                    .frame(height: 1)
                    .id("top-trailing")
            }
            .id("top")
            HStack(spacing: 0) {
                Color.red
                    .frame(height: 1)
                    .id("center-leading")
                Text("Center")
                    .font(.title)
                    .overlay {
                        Rectangle()
                            .fill(Color.gray)
                            .id("center-border")
                    }
                    .id("center-text")
                Color.red
                    .frame(height: 1)
                    .id("center-trailing")
            }
            .id("center")
            HStack(alignment: .bottom, spacing: 0) {
                Color.red
                    .frame(height: 1)
                    .id("bottom-leading")
                Text("Bottom")
                    .font(.title)
                    .overlay {
                        Rectangle()
                            .fill(Color.gray)
                            .id("bottom-border")
                    }
                    .id("bottom-text")
                Color.red
                    .frame(height: 1)
                    .id("bottom-trailing")
            }
            .id("bottom")
            HStack(alignment: .firstTextBaseline, spacing: 0) {
                Color.red
                    .frame(height: 1)
                    .id("first-leading")
                Text("First Text Baseline")
                    .font(.title)
                    .overlay {
                        Rectangle()
                            .fill(Color.gray)
                            .id("first-border")
                    }
                    .id("first-text")
                Color.red
                    .frame(height: 1)
                    .id("first-trailing")
            }
            .id("first")
            HStack(alignment: .lastTextBaseline, spacing: 0) {
                Color.red
                    .frame(height: 1)
                    .id("last-leading")
                Text("Last Text Baseline")
                    .font(.title)
                    .overlay {
                        Rectangle()
                            .fill(Color.gray)
                            .id("last-border")
                    }
                    .id("last-text")
                Color.red
                    .frame(height: 1)
                    .id("last-trailing")
            }
            .id("last")
        }
        .id("gallery")
    }
}

#Preview {
    AppleVerticalAlignmentGallery()
}
