import SwiftUI

final class LoginModel: ObservableObject {
    @Published var email = ""
    @Published var password = ""
    @Published var errorMessage: String?
    @Published var isLoading = false

    var canSubmit: Bool { !email.isEmpty && !password.isEmpty }
}

struct FieldBackground: ViewModifier {
    func body(content: Content) -> some View {
        content
            .padding(EdgeInsets(top: 12, leading: 14, bottom: 12, trailing: 14))
            .overlay(RoundedRectangle(cornerRadius: 10).stroke(Color.gray, lineWidth: 1))
    }
}

struct LoginView: View {
    @StateObject private var model = LoginModel()
    @FocusState private var focused: Bool

    var body: some View {
        VStack(alignment: .leading, spacing: 16) {
            Text("Welcome back")
                .font(.largeTitle)
            Text("Sign in to continue")
                .font(.subheadline)
            TextField("Email", text: $model.email)
                .modifier(FieldBackground())
                .focused($focused)
            SecureField("Password", text: $model.password)
                .modifier(FieldBackground())
            if let message = model.errorMessage {
                Label(message, systemImage: "exclamationmark.triangle")
                    .font(.footnote)
            }
            Button(action: {}) {
                HStack {
                    if model.isLoading {
                        ProgressView()
                    }
                    Text("Sign In")
                        .frame(maxWidth: .infinity)
                }
                .padding(.vertical, 12)
            }
            .disabled(!model.canSubmit)
        }
        .padding(24)
    }
}

#Preview {
    LoginView()
}
