import SwiftUI

// A contacts screen: a search field over a lazy list of 100,000 contacts, each row an
// initials badge, a name and a detail line. The rows are numbered, so the reader writes one
// lazy template row and the engine builds the rows a viewport shows.

struct InitialsBadge: View {
    let initials: String
    var size: CGFloat = 40

    var body: some View {
        Text(initials)
            .font(.subheadline)
            .fontWeight(.semibold)
            .foregroundStyle(.white)
            .frame(width: size, height: size)
            .background(Circle().fill(Color.indigo))
    }
}

struct ContactRow: View {
    let number: Int

    var body: some View {
        HStack(spacing: 12) {
            InitialsBadge(initials: "C")
            VStack(alignment: .leading, spacing: 2) {
                Text("Contact \(number)")
                    .font(.body)
                Text("Mobile · ext. \(number)")
                    .font(.caption)
                    .foregroundStyle(.secondary)
            }
            Spacer(minLength: 0)
        }
        .padding(.horizontal, 16)
        .padding(.vertical, 8)
        .id("contact")
    }
}

struct ContactsView: View {
    let contactCount = 100_000

    var body: some View {
        VStack(spacing: 0) {
            HStack {
                Text("Contacts")
                    .font(.largeTitle)
                    .bold()
                Spacer()
            }
            .padding(.horizontal, 16)
            .padding(.top, 8)
            Text("\(contactCount) people")
                .font(.footnote)
                .foregroundStyle(.secondary)
                .padding(.bottom, 8)
            ScrollView {
                LazyVStack(alignment: .leading, spacing: 0) {
                    ForEach(0..<contactCount, id: \.self) { number in
                        ContactRow(number: number)
                    }
                }
            }
            .id("contacts")
        }
    }
}

#Preview {
    ContactsView()
}
