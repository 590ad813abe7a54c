import SwiftUI

struct Unfinished: View {
    var body: some View {
        VStack {
            Text("Half written"
        }
    }
}
