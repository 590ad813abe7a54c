// Written by alignment-engine from a layout document. Lay it out as the document was with:
// alignment-engine layout controls-form-textfield-picker.swift --width 402 --height 600 --platform ios26

import SwiftUI

struct ControlsFormTextfieldPicker: View {
    var body: some View {
        Form {
            Section {
                TextField("Name", text: .constant("Ada Lovelace"))
                    .id("name")
                TextField("Bio", text: .constant(""), axis: .vertical)
                    .lineLimit(3, reservesSpace: true)
                    .id("bio")
                Picker("Color", selection: .constant(2)) {
                    Text("Red")
                        .id("red")
                        .tag(0)
                    Text("Green")
                        .id("green")
                        .tag(1)
                    Text("Blue")
                        .id("blue")
                        .tag(2)
                }
                .id("color")
            } header: {
                Text("Profile")
                    .id("header")
            }
            Section {
                Picker(selection: .constant(0)) {
                    Text("S")
                        .id("small")
                        .tag(0)
                    Text("L")
                        .id("large")
                        .tag(1)
                } label: {
                    Text("Size")
                }
                .pickerStyle(.segmented)
                .id("size")
            } footer: {
                Text("Shown on your profile.")
                    .font(.footnote)
                    .id("footer")
            }
        }
        .id("profile")
    }
}

#Preview {
    ControlsFormTextfieldPicker()
}
