// CSDN: the account and the name before a custom guide, as the article writes it (seeds/001_98d0499ec2753079.txt).
import SwiftUI

struct ContentView: View {
    
    var body: some View {
        HStack {
            VStack {
                Text("@CSDN")
                Image("forever_wj")
                    .resizable()
                    .frame(width: 60, height: 60)
            }

            VStack {
                Text("CSDN ID:")
                Text("Forever_wj")
                    .font(.title)
            }
        }
        
    }
}
