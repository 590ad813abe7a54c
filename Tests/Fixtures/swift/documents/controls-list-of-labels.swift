// Written by alignment-engine from a layout document. Lay it out as the document was with:
// alignment-engine layout controls-list-of-labels.swift --width 390 --height 500 --platform ios18

import SwiftUI

struct ControlsListOfLabels: View {
    var body: some View {
        List {
            Label("Inbox", systemImage: "tray")
                .id("inbox")
            Label("Sent", systemImage: "paperplane")
                .id("sent")
            Label("Archive", systemImage: "archivebox")
                .labelStyle(.titleOnly)
                .id("archive")
            NavigationLink { EmptyView() } label: {
                Label("More", systemImage: "ellipsis.circle")
                    .id("more-label")
            }
            .id("more")
        }
        .id("mailboxes")
    }
}

#Preview {
    ControlsListOfLabels()
}
