"""Controls, platform profiles, devices and GridRow modifiers from Python, with the numbers of
ControlTests in Swift (text: 9 points per character, 17 tall) and their sources."""

from __future__ import annotations

import json
import math

import pytest

from alignment_engine import (
    Button, ButtonStyle, Color, ControlSize, EdgeInsets, Edges, Font, Form, Grid, GridRow, HStack, Image, InvalidDocumentError,
    InvalidValueError, Label, LabeledContent, LayoutError, Link, List, NavigationLink, Picker, ProgressView, Rect, SecureField,
    Section, Slider, Stepper, Text, TextField, Toggle, VStack, devices, layout, layout_document,
)
from alignment_engine.cli.main import main
from conftest import FIXTURES


def test_a_bordered_button_pads_its_label_by_its_control_size() -> None:
    """OpenSwiftUI's BorderedButtonSpec (audited against SwiftUI 6.5.4): 12 x 7 at regular,
    20 x 15 at large, 10 x 5 at small (subheadline: 8 per character, 15 tall)."""
    for size, (width, height) in {"regular": (36 + 24, 17 + 14), "large": (36 + 40, 17 + 30), "small": (32 + 20, 15 + 10)}.items():
        result = layout(Button("Save").button_style("bordered").control_size(size).id("b"), platform="ios18")
        assert result["b"].frame == Rect(0, 0, width, height)
        assert result["b"].tap_target == result["b"].frame
    plain = layout(Button("Save").button_style(ButtonStyle.plain).id("b"))
    assert plain["b"].frame == Rect(0, 0, 36, 17)
    assert plain["b"].type == "Button"


def test_a_style_on_a_stack_reaches_its_buttons_and_the_innermost_wins() -> None:
    view = VStack(
        Button("One").id("one"), Button("Two").button_style("plain").id("two"), Link("Web", destination="https://example.com").id("web"),
        spacing=0,
    ).button_style("borderedProminent").control_size(ControlSize.regular)
    result = layout(view, platform="ios18")
    assert result["one"].frame.size == (51, 31)
    assert result["two"].frame.size == (27, 17)
    assert result["web"].frame.size == (51, 31)


def test_a_toggle_has_its_platforms_switch() -> None:
    """51 x 31 up to iOS 18, 63 x 28 from iOS 26 (wanteddev/montage-ios PR 488, measured)."""
    for platform, switch in (("ios18", (51, 31)), ("ios26", (63, 28))):
        result = layout(Toggle("Wi-Fi").id("t"), width=390, platform=platform)
        assert result["t"].frame == Rect(0, 0, 390, max(17, switch[1]))
        assert result["t"].tap_target == Rect(390 - switch[0], 0, *switch)
    # A measured number of one's own corrects the table.
    result = layout(Toggle("Wi-Fi").id("t"), width=390, metrics={"toggleSwitchWidth": 61})
    assert result["t"].tap_target == Rect(329, 0, 61, 28)
    assert layout(Toggle("Wi-Fi").labels_hidden().id("t"), width=390)["t"].frame == Rect(0, 0, 63, 28)



def test_layout_document_settings_join_the_documents_own() -> None:
    """``layout_document``'s platform, metrics, device and orientation change the document's
    ``platform`` and ``device``: a name replaced, metrics added to the document's; the iPhone
    17 is 402 x 874 points (HIG Layout), its safe area 62 / 34 in portrait and 62 / 62 / 20 on
    the sides and bottom in landscape (``DevicePreset``): the root is laid out in it."""
    doc = {"format": 1, "platform": {"name": "ios26", "metrics": {"toggleSwitchHeight": 40}}, "device": "iPhone 17",
           "root": {"type": "Toggle", "id": "t", "title": "Wi-Fi"}}
    result = layout_document(doc, platform="ios18", metrics={"toggleSwitchWidth": 61}, orientation="landscape")
    assert result["t"].tap_target == Rect(874 - 62 - 61, 0, 61, 40)
    assert layout_document(doc)["t"].tap_target == Rect(402 - 63, 62, 63, 40)

def test_a_label_given_as_views_takes_the_controls_font() -> None:
    """A label of views gets the control's default font, as a title string does (SwiftUI's
    label views read ``\\.defaultFont``): a small Button's is subheadline, 15 points, 8 per
    character (HIG, Typography), so "Inbox" is 40 x 15 either way; on macOS every control's
    label is in the 13-point control font, 7 per character (ZH notes 1.3). Its own font, or a
    font above the control, still wins: title, 28 points, 15 per character."""
    titled = layout(Button("Inbox").control_size("small").id("b"))
    viewed = layout(Button(Text("Inbox").id("t")).control_size("small").id("b"))
    assert titled["b"].frame == viewed["b"].frame == viewed["t"].frame == Rect(0, 0, 40, 15)
    assert layout(Button(Text("Inbox").font(Font.title).id("t")).control_size("small"))["t"].frame == Rect(0, 0, 75, 28)
    assert layout(Button(Text("Inbox").id("t")).control_size("small").font(Font.title))["t"].frame == Rect(0, 0, 75, 28)
    pairs = {
        "Toggle": (Toggle("Wi-Fi"), Toggle(Text("Wi-Fi").id("t"))),
        "Stepper": (Stepper("Wi-Fi"), Stepper(Text("Wi-Fi").id("t"))),
        "Button": (Button("Wi-Fi"), Button(Text("Wi-Fi").id("t"))),
        "ProgressView": (ProgressView("Wi-Fi"), ProgressView(Text("Wi-Fi").id("t"))),
        "Label": (Label("Wi-Fi", system_image="wifi"), Label(title_view=Text("Wi-Fi").id("t"), icon=Image(system_name="wifi"))),
        "LabeledContent": (LabeledContent("Wi-Fi", value="On"), LabeledContent(Text("On"), label=Text("Wi-Fi").id("t"))),
    }
    for name, (title, views) in pairs.items():
        a, b = layout(title.id("c"), width=390, platform="macos"), layout(views.id("c"), width=390, platform="macos")
        assert a["c"].frame == b["c"].frame, name
        assert (b["t"].frame.width, b["t"].frame.height) == (35, 13), name
    # The macOS checkbox Toggle: the 16-point box, 6 points, then the label.
    assert layout(Toggle(Text("Wi-Fi")).id("c"), platform="macos")["c"].frame == Rect(0, 0, 16 + 6 + 35, 16)


def test_a_document_label_of_views_takes_the_controls_font() -> None:
    """The same from a layout document: a small Button's label Text and its title are 40 x 15."""
    def button(**content: object) -> dict[str, object]:
        return {"root": {"type": "Button", **content, "id": "b", "modifiers": [{"controlSize": "small"}]}}
    titled = layout_document(button(title="Inbox"))
    viewed = layout_document(button(children=[{"type": "Text", "text": "Inbox", "id": "t"}]))
    assert titled["b"].frame == viewed["b"].frame == viewed["t"].frame == Rect(0, 0, 40, 15)
    own = layout_document(button(children=[{"type": "Text", "text": "Inbox", "id": "t", "modifiers": [{"font": "title"}]}]))
    assert own["t"].frame == Rect(0, 0, 75, 28)


def test_labels_pickers_and_slots_are_named_in_paths() -> None:
    label = layout(Label(title_view=Text("Inbox").id("title"), icon=Color("red").frame(width=20, height=20).id("icon")).id("l"))
    assert label["title"].path == "/title"
    assert label["icon"].path == "/icon"
    assert label["l"].frame == Rect(0, 0, 20 + 8 + 45, 20)
    assert layout(Label("Inbox", system_image="tray").label_style("iconOnly").id("l"))["l"].frame == Rect(0, 0, 17, 17)
    picker = layout(Picker("Color", Text("Red").id("red"), Text("Green").id("green"), selection=1).id("p"))
    assert picker["p"].frame == Rect(0, 0, 45 + 4 + 9, 17)
    assert picker["red"].frame == Rect(0, 0, 0, 0)
    assert [v.id for v in picker] == ["p", "red", "green"]
    content = layout(LabeledContent(Text("1.0").id("value"), label=Text("Version").id("label")).id("c"), width=300)
    assert content["label"].path == "/label"
    assert content["value"].frame == Rect(273, 0, 27, 17)


def test_form_sections_rows_and_tap_targets() -> None:
    """iOS 26 (UIKit's inset-grouped list of iOS 27, Tembeon/morph): 17.67 above the first
    card, the header 11.67 below the section's top and 6 above the card, rows at least 53
    with 15 and 16 of padding, the card 20 from the edges."""
    form = Form(Section(Toggle("Wi-Fi").id("wifi"), NavigationLink("Details").id("details"), header=Text("Network").id("header"),
                        footer=Text("Shown to others").id("footer")))
    result = layout(form, width=402, height=874)
    card = 17.67 + 11.67 + 17 + 6
    assert result["header"].frame == Rect(36, 17.67 + 11.67, 63, 17)
    assert result["wifi"].frame == Rect(36, card + 15, 330, 28)
    assert result["details"].tap_target == Rect(20, card + 58, 362, 53)
    assert result["footer"].path == "/0/footer"
    assert [v.path for v in result] == ["/", "/0", "/0/header", "/0/0", "/0/1", "/0/footer"]
    rows = layout(
        List(Text("A").list_row_insets(EdgeInsets(4, 40, 4, 0)).id("a"), Text("B").id("b"))
        .list_row_spacing(10).environment(default_min_list_row_height=20),
        width=390, height=600, platform="ios18",
    )
    assert rows["a"].frame == Rect(56, 17.67 + 4, 9, 17)
    assert rows["b"].frame == Rect(32, 17.67 + 25 + 10 + 11, 9, 17)


def test_the_other_controls() -> None:
    result = layout(
        VStack(
            Stepper("Count").id("stepper"), Slider().id("slider"), ProgressView().id("spinner"),
            ProgressView("Copying", value=0.5).id("bar"), TextField("Bio", axis="vertical", line_limit=3, reserves_space=True).id("bio"),
            SecureField("Password").text_field_style("roundedBorder").id("password"),
            Picker("Size", Text("S"), Text("M"), selection=0).picker_style("segmented").id("segments"),
            spacing=0,
        ),
        width=300,
    )
    assert result["stepper"].tap_target == Rect(206, 0, 94, 32)  # UIStepper's 94 x 32
    assert result["slider"].frame.size == (300, 31)
    assert result["spinner"].frame.size == (20, 20)  # UIActivityIndicatorView medium
    assert result["bar"].frame.size == (300, 17 + 4 + 4)
    assert result["bio"].frame.size == (300, 51)
    assert result["password"].frame.size == (300, 34)  # UITextField rounded rect, iOS 26.5
    assert result["segments"].frame.size == (300, 32)  # UISegmentedControl, iOS 27


def test_devices_have_apples_screens() -> None:
    """Human Interface Guidelines, Layout: the iPhone SE 4.7-inch is 375 x 667 at @2x, the iPhone
    17 Pro Max 440 x 956 at @3x."""
    assert len(devices.ALL) == 16
    assert [d.name for d in devices.SWEEP] == ["iPhone SE (3rd generation)", "iPhone 17", "iPhone 17 Pro Max"]
    se = devices.named("iPhone SE (3rd generation)")
    assert (se.width, se.height, se.pixel_scale) == (375, 667, 2)
    assert devices.named("iPhone 17 Pro Max").screen_size("landscape") == (956, 440)
    assert devices.named("iPhone 17").safe_area() == EdgeInsets(62, 0, 34, 0)
    with pytest.raises(KeyError, match="unknown device 'iPhone 99'"):
        devices.named("iPhone 99")
    # The root fills the device's safe area: below the SE's 20-point status bar; the iPhone 17
    # held sideways keeps 62 points on each side and 20 at the bottom.
    result = layout(Color("red").id("c"), device="iPhone SE (3rd generation)")
    assert result["c"].frame == Rect(0, 20, 375, 667 - 20)
    assert layout(Color("red"), device="iPhone 17", orientation="landscape").size == (874 - 2 * 62, 402 - 20)
    assert layout(Color("red"), device="iPhone 17", safe_area=(0, 0, 0, 0)).size == (402, 874)


def test_bad_arguments_name_the_parameter() -> None:
    with pytest.raises(InvalidValueError, match=r"button_style\(style\) on Button: expected one of"):
        Button("Save").button_style("fancy")
    with pytest.raises(InvalidValueError, match="Picker.selection"):
        Picker("Color", Text("Red"), selection=-1)
    with pytest.raises(TypeError, match="a title or label views, not both"):
        Button("Save", Text("x"))
    with pytest.raises(TypeError, match="give a system_image or an icon"):
        Label("Inbox")
    with pytest.raises(InvalidValueError, match="list_row_spacing"):
        List().list_row_spacing(-1)
    with pytest.raises(LayoutError, match="'switchWidth' is no platform metric"):
        layout(Toggle("x"), metrics={"switchWidth": 1})
    with pytest.raises(LayoutError, match="must be a finite number"):
        layout(Toggle("x"), metrics={"toggleSwitchWidth": -1})
    with pytest.raises(LayoutError, match="'ios99' is no platform"):
        layout(Toggle("x"), platform="ios99")
    with pytest.raises(LayoutError, match="selection 2 is out of range"):
        layout(Picker("Color", Text("Red"), selection=2))
    with pytest.raises(LayoutError, match="has no label"):
        layout(Button())


def test_grid_row_modifiers_apply_to_each_cell() -> None:
    grid = Grid(GridRow(Text("Name").id("name"), Text("Ada")).padding(Edges.top, 14), GridRow(Text("Born").id("born"), Text("1815")),
                vertical_spacing=0)
    result = layout(grid)
    assert result["name"].frame.y == 14
    assert result["born"].frame.y == 31


def test_documents_give_tap_targets_and_take_the_command_lines_settings(tmp_path, capsys) -> None:
    document = FIXTURES / "documents" / "controls-settings-row-toggle.json"
    result = layout_document(document)
    assert result["airplane"].tap_target is not None
    assert result.to_dict()["views"][2]["tapTarget"] == result["airplane"].tap_target.to_dict()
    older = layout_document(document, platform="ios18")
    assert tuple(older["airplane"].tap_target.size) == pytest.approx((51, 31))  # rounded to the iPhone 17's 1/3 pt
    assert main(["layout", str(document), "--compact", "--platform", "ios18", "--metric", "toggleSwitchWidth=40",
                 "--device", "iPhone SE (3rd generation)"]) == 0
    printed = json.loads(capsys.readouterr().out)
    assert printed["size"] == {"width": 375, "height": 667 - 20}  # the SE's safe area: below its status bar
    airplane = next(v for v in printed["views"] if v.get("id") == "airplane")
    assert (airplane["tapTarget"]["width"], airplane["tapTarget"]["height"]) == pytest.approx((40, 31))
    with pytest.raises(SystemExit) as usage:
        main(["layout", str(document), "--metric", "toggleSwitchWidth"])
    assert usage.value.code == 2
    with pytest.raises(InvalidDocumentError, match="unknown device"):
        layout_document(document, device="iPhone 99")


def test_the_explanation_names_the_parts() -> None:
    result = layout(Button("Save").button_style("bordered").id("b"))
    parts = {view.part for view in result.explanation.views if view.part}
    assert {"Button label", "Button background", "Button title"} <= parts
    label = next(view for view in result.explanation.views if view.part == "Button label")
    assert [step.part for step in label.steps] == ["Button label background", "Button label padding", "Button label defaultFont", "Button label"]
    assert not math.isnan(label.frame.width)
