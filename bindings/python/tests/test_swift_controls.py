"""SwiftUI's controls in source: each initialiser read into the control's document type, the
control modifiers, the platform profile and the device as stand-ins, a settings screen laid
out with the profile's numbers, and what no SwiftUI initialiser says."""

from __future__ import annotations

import json

import pytest

from alignment_engine import InvalidDocumentError, layout_swift, swift_to_document
from alignment_engine.cli.main import main
from alignment_engine.swift.source_writer import document_to_swift
from swift_support import layout_written


def body(text: str, members: str = "") -> str:
    return f"struct Screen: View {{\n{members}\n    var body: some View {{\n        {text}\n    }}\n}}\n"


def root(text: str, members: str = "", **options: object) -> dict:
    return swift_to_document(body(text, members), "Screen", **options)["root"]  # type: ignore[arg-type]


def test_buttons_links_and_navigation_links_take_a_title_or_label_views() -> None:
    assert root('Button("Save") { save() }') == {"type": "Button", "title": "Save"}
    assert root('Button("Delete", role: .destructive, action: delete)') == {"type": "Button", "title": "Delete"}
    label = {"type": "Button", "children": [{"type": "Text", "text": "Go"}]}
    assert root('Button(action: go) { Text("Go") }') == label
    assert root('Button { go() } label: { Text("Go") }') == label
    assert root('Link("Apple", destination: URL(string: "https://apple.com")!)') == {"type": "Link", "title": "Apple"}
    assert root('NavigationLink("Details") { DetailView() }') == {"type": "NavigationLink", "title": "Details"}
    assert root('NavigationLink(value: 3) { Text("Three") }')["children"] == [{"type": "Text", "text": "Three"}]
    assert root('NavigationLink { DetailView() } label: { Text("More") }')["children"] == [{"type": "Text", "text": "More"}]


def test_labels_toggles_and_values_of_bindings() -> None:
    assert root('Label("Inbox", systemImage: "tray")') == {"type": "Label", "title": "Inbox", "systemImage": "tray"}
    made = root('Label { Text("Inbox") } icon: { Color.blue.frame(width: 20, height: 20) }')
    assert made["title"] == {"type": "Text", "text": "Inbox"} and made["icon"]["type"] == "Color"
    members = '    @State private var name = "Ada"\n    @State private var color = 2\n    @State private var on = true'
    assert root('Toggle("Wi-Fi", isOn: $on)', members) == {"type": "Toggle", "title": "Wi-Fi"}
    # A field shows its bound text; a Picker shows the option its selection's index names.
    assert root('TextField("Name", text: $name)', members) == {"type": "TextField", "title": "Name", "text": "Ada", "axis": "horizontal"}
    assert root('TextField("Name", text: .constant("Bo"))')["text"] == "Bo"
    picker = root('Picker("Color", selection: $color) { Text("Red").tag(0); Text("Green").tag(1); Text("Blue").tag(2) }', members)
    assert picker["selection"] == 2 and len(picker["children"]) == 3
    vertical = root('TextField("Bio", text: .constant(""), axis: .vertical).lineLimit(3, reservesSpace: true)')
    assert vertical == {"type": "TextField", "title": "Bio", "text": "", "axis": "vertical", "lineLimit": 3, "reservesSpace": True}


def test_lists_sections_and_the_control_modifiers() -> None:
    made = root(
        'List { Section { Text("Row") } header: { Text("Header") } footer: { Text("Footer") } }'
        '.listStyle(.insetGrouped).listRowInsets(EdgeInsets(top: 4, leading: 20, bottom: 4, trailing: 20))'
        '.listRowSpacing(6).listSectionSpacing(.compact).environment(\\.defaultMinListRowHeight, 60)'
    )
    section = made["children"][0]
    assert (section["header"]["text"], section["footer"]["text"], section["children"][0]["text"]) == ("Header", "Footer", "Row")
    assert made["modifiers"] == [
        {"listStyle": "insetGrouped"}, {"listRowInsets": {"top": 4, "leading": 20, "bottom": 4, "trailing": 20}},
        {"listRowSpacing": 6}, {"listSectionSpacing": "compact"}, {"environment": {"defaultMinListRowHeight": 60}},
    ]
    old = root('Section(header: Text("Old")) { Text("Row") }')
    assert old["header"] == {"type": "Text", "text": "Old"}
    styled = root('HStack { Button("A") {} }.buttonStyle(.borderedProminent).controlSize(.large).labelsHidden()')
    assert styled["modifiers"] == [{"buttonStyle": "borderedProminent"}, {"controlSize": "large"}, {"labelsHidden": True}]


def test_a_settings_screen_lays_out_with_the_profiles_numbers() -> None:
    source = body(
        'Form { Section("Network") { Toggle("Wi-Fi", isOn: .constant(true)); LabeledContent("IP", value: "10.0.0.2") } }'
    )
    # The 63 x 28 switch from iOS 26, the 51 x 31 one up to iOS 18 (wanteddev/montage-ios PR
    # 488, measured); an inset-grouped row is at least 53 (iOS 26) or 44 (iOS 18) tall.
    for platform, switch, row in (("ios26", (63, 28), 53), ("ios18", (51, 31), 44)):
        result = layout_swift(source, width=402, platform=platform)
        assert result.assumptions == ()
        toggle = result["/0/0"]
        assert tuple(toggle.tap_target.size) == switch
        assert result["/0/1"].frame.y - toggle.frame.y >= row - 1e-9
    # A device is the proposal when none is given: the iPhone 17's 402 x 874 (HIG, Layout),
    # the Form in its safe area (62 above, 34 below).
    on_phone = layout_swift(source, device="iPhone 17")
    assert on_phone.size == (402, 874 - 62 - 34)
    assert on_phone["/"].frame.y == 62


def test_unknown_styles_and_selections_are_stated() -> None:
    result = layout_swift(body('Button("A") {}.buttonStyle(.fancy)'))
    assert [(item.kind, item.replacement) for item in result.assumptions] == [
        ("modifier", "the arguments of .buttonStyle are not understood (one of .automatic, .bordered, .borderedProminent, .borderless, .plain): left out")
    ]
    picker = layout_swift(body('Picker("Size", selection: .constant("large")) { Text("S").tag("small"); Text("L").tag("large") }'))
    assert [item.replacement for item in picker.assumptions] == ["the selection is not the index of an option: the first option is shown"]


def test_documents_no_initialiser_says_are_errors() -> None:
    section = {"format": 1, "root": {"type": "Section", "title": "A", "footer": {"type": "Text", "text": "B"}, "children": []}}
    with pytest.raises(InvalidDocumentError, match="no initialiser of Section takes footer, title"):
        document_to_swift(section)
    label = {"format": 1, "root": {"type": "Label", "title": "A", "icon": {"type": "Circle"}}}
    with pytest.raises(InvalidDocumentError, match="no initialiser of Label takes icon, title"):
        document_to_swift(label)


def test_the_platform_and_device_go_with_the_written_source(tmp_path, capsys) -> None:  # type: ignore[no-untyped-def]
    document = {"format": 1, "platform": {"name": "ios18", "metrics": {"toggleSwitchWidth": 40}}, "device": "iPhone SE (3rd generation)",
                "root": {"type": "Toggle", "id": "t", "title": "Wi-Fi"}}
    written = document_to_swift(document, "Screen")
    assert written.command("Screen.swift") == (
        "alignment-engine layout Screen.swift --platform ios18 --metric toggleSwitchWidth=40 --device 'iPhone SE (3rd generation)'")
    result = layout_written(written.text, written)
    # The SE's 375 x 667 screen (HIG, Layout) proposed: the row takes its width; the 40-point
    # switch of the override, 31 tall (iOS 18), below the SE's 20-point status bar.
    assert result.size == (375, 31)
    assert tuple(result["t"].tap_target) == (335, 20, 40, 31)
    path = tmp_path / "Screen.swift"
    path.write_text(written.text)
    assert main(["layout", str(path), "--compact", "--platform", "ios18", "--metric", "toggleSwitchWidth=40",
                 "--device", "iPhone SE (3rd generation)"]) == 0
    printed = json.loads(capsys.readouterr().out)
    assert printed["size"] == {"width": 375, "height": 31}
    assert printed["views"][0]["tapTarget"] == {"x": 335, "y": 20, "width": 40, "height": 31}
    # A proposal given with a device is the proposal, an unspecified length too: written nil.
    ideal = document_to_swift({**document, "proposal": {"width": None, "height": None}}, "Screen")
    assert (ideal.width, ideal.height) == ("nil", "nil")
    assert layout_written(ideal.text, ideal).size == (5 * 9 + 8 + 40, 31)  # "Wi-Fi", the least spacing, the switch


def test_a_label_of_views_in_source_takes_the_controls_font() -> None:
    # A small Button's font is subheadline, 15 points, 8 per character (HIG, Typography):
    # "Inbox" is 40 x 15 as a title string and as a label Text; the Text's own title font
    # (28 points, 15 per character) wins.
    def frame(text: str) -> tuple[float, float]:
        result = layout_swift(body(text), "Screen")
        return (result["/"].frame.width, result["/"].frame.height)

    assert frame('Button("Inbox") {}.controlSize(.small)') == (40, 15)
    assert frame('Button {} label: { Text("Inbox") }.controlSize(.small)') == (40, 15)
    assert frame('Button {} label: { Text("Inbox").font(.title) }.controlSize(.small)') == (75, 28)
