import SwiftUI

struct Misspelled: View {
    var body: some View {
        Text("A rule name with a typo") // alignment-engine: ignore truncaton
            .lineLimit(1)
    }
}
