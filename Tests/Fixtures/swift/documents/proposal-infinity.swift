// Written by alignment-engine from a layout document. Lay it out as the document was with:
// alignment-engine layout proposal-infinity.swift --width infinity --height 20

import SwiftUI

struct ProposalInfinity: View {
    var body: some View {
        Color.gray
            .id("all")
    }
}

#Preview {
    ProposalInfinity()
}
