"""The reader of SwiftUI source, construct by construct: values and constants, view builders,
custom views and modifiers, the environment, entry points, stand-ins and sources."""

from __future__ import annotations

import math
import sys

import pytest

from alignment_engine import SwiftSourceError, layout_swift, swift_to_document
from alignment_engine.swift import StandIns, read_swift
from alignment_engine.swift.parsing import EXTRA_HINT, load_grammar
from swift_support import SWIFT


def body(text: str, members: str = "", top: str = "") -> str:
    return f"{top}\nstruct Screen: View {{\n{members}\n    var body: some View {{\n        {text}\n    }}\n}}\n"


def root(text: str, members: str = "", top: str = "", **options: object) -> dict:
    """The root of the document of ``Screen`` (``top`` may declare other views before it)."""
    return swift_to_document(body(text, members, top), "Screen", **options)["root"]  # type: ignore[arg-type]


# Values and constants.


def test_numbers_constants_and_arithmetic() -> None:
    members = "    let gap: CGFloat = 8\n    static let unit = 4.0\n    let count = 7"
    top = "let globalInset: CGFloat = 3\nenum Theme { static let corner = 2 * 6 }"
    view = root("Color.red.frame(width: gap * 2 + Screen.unit, height: CGFloat(count / 2) * Theme.corner).padding(-globalInset)", members, top)
    # count / 2 is Swift's Int division: 3.
    assert view["modifiers"] == [{"frame": {"width": 20.0, "height": 36.0, "alignment": "center"}}, {"padding": -3.0}]
    view = root("Color.red.frame(maxWidth: .infinity, maxHeight: CGFloat.infinity).frame(width: 7 / 2)")
    assert view["modifiers"] == [{"frame": {"maxWidth": "infinity", "maxHeight": "infinity", "alignment": "center"}},
                                 {"frame": {"width": 3.5, "alignment": "center"}}]


@pytest.mark.parametrize("expression", [
    "2 * -3 + 43", "2 * -3 - 4 - 5 + 100", "-2 - 3 - 4 + 20", "100 - -2 * 3 - 4", "50 - -(2 + 3) * 2",
    "-3 * 2 + 10", "10 - 2 - 3", "1 + 2 * -3 * 2 + 20", "100 / -2 / 5 + 20", "30 - -3 - 2",
])
def test_a_sign_binds_to_its_operand_only(expression: str) -> None:
    # The grammar reads `a * -b + c` as `a * -(b + c)`; Swift reads `(a * -b) + c`.
    # (A fuzzing find: an alignment guide `d[VerticalAlignment.center] * -25 + 43`.)
    view = root(f"Color.red.frame(width: {expression}, height: 1)")
    assert view["modifiers"][0]["frame"]["width"] == eval(expression)  # noqa: S307 - the test's own literals


def test_a_font_above_a_control_reaches_it() -> None:
    # A control's titles take the font of a `.font` above it in place of their default font,
    # so the reader hands the font to the control as it hands it to Texts and symbols.
    view = root('VStack { Label("Inbox", systemImage: "tray"); Text("A") }.font(.caption)')
    assert view["children"][0]["modifiers"] == [{"font": "caption"}]
    assert view["children"][1]["font"] == "caption"


def test_padding_forms_and_edge_sets() -> None:
    view = root(
        "Color.red.padding().padding(8).padding(.horizontal, 4).padding([.top, .leading]).padding(EdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4)).padding(.all, 6)"
    )
    assert [modifier["padding"] for modifier in view["modifiers"]] == [
        None, 8, {"leading": 4, "trailing": 4}, {"top": None, "leading": None}, {"top": 1, "leading": 2, "bottom": 3, "trailing": 4}, 6,
    ]


def test_alignments_unit_points_and_grid_items() -> None:
    view = root(
        "ZStack(alignment: Alignment(horizontal: .leading, vertical: .firstTextBaseline)) { Color.red.gridCellAnchor(UnitPoint(x: 0.25, y: 1)) }"
    )
    assert view["alignment"] == {"horizontal": "leading", "vertical": "firstTextBaseline"}
    assert view["children"][0]["modifiers"] == [{"gridCellAnchor": {"x": 0.25, "y": 1}}]
    grid = root(
        "LazyVGrid(columns: [GridItem(.fixed(40)), GridItem(.flexible(minimum: 10), spacing: 4), GridItem(.adaptive(minimum: 20, maximum: 60), alignment: .top), GridItem()]) { Color.red }"
    )
    assert grid["columns"] == [{"fixed": 40}, {"flexible": {"minimum": 10}, "spacing": 4}, {"adaptive": {"minimum": 20, "maximum": 60}, "alignment": "top"}, {"flexible": {}}]
    assert root("Grid(alignment: .leadingFirstTextBaseline) { EmptyView() }")["alignment"] == {"horizontal": "leading", "vertical": "firstTextBaseline"}


def test_strings_escapes_interpolation_and_multiline() -> None:
    members = '    let name = "Ann"\n    let score = 4.5\n    let count = 3'
    view = root('VStack { Text("\\(name) has \\(count) points, \\(score) avg \\"\\u{1F600}\\"\\n"); Text(#"raw \\(name) "q""#); Text("""\n            one\n              two\n            """) }', members)
    assert [child["text"] for child in view["children"]] == ['Ann has 3 points, 4.5 avg "😀"\n', 'raw \\(name) "q"', "one\n  two"]


# View builders.


def test_for_each_over_ranges_arrays_and_repeats() -> None:
    members = '    let names = ["a", "bb", "ccc"]'
    view = root(
        'VStack { ForEach(0..<2) { i in Text("\\(i)") }; ForEach(1...2, id: \\.self) { Text("n\\($0)") }; ForEach(names, id: \\.self) { name in Text(name) };'
        ' ForEach(Array(repeating: "x", count: 2), id: \\.self) { Text($0) }; ForEach(Array(names.enumerated()), id: \\.offset) { index, name in Text("\\(index):\\(name)") };'
        " ForEach(names.indices, id: \\.self) { i in Text(names[i]).id(names[i]) } }",
        members,
    )
    assert [child["text"] for child in view["children"]] == ["0", "1", "n1", "n2", "a", "bb", "ccc", "x", "x", "0:a", "1:bb", "2:ccc", "a", "bb", "ccc"]
    assert [child.get("id") for child in view["children"]][-3:] == ["a", "bb", "ccc"]


def test_groups_distribute_their_modifiers_and_empty_views_vanish() -> None:
    view = root('HStack { Group { Text("a"); Text("b") }.padding(2); EmptyView(); AnyView(Text("c")) }')
    assert [(child["text"], child.get("modifiers")) for child in view["children"]] == [("a", [{"padding": 2}]), ("b", [{"padding": 2}]), ("c", None)]


def test_branches_known_assumed_and_unknown() -> None:
    members = "    @State private var expanded = true\n    let mode: Mode"
    top = "enum Mode { case compact, regular }"
    text = 'VStack { if expanded { Text("open") } else { Text("closed") }; switch mode { case .compact: Text("c") case .regular: Text("r") }; Text(expanded ? "yes" : "no") }'
    swift = read_swift(body(text, members, top)).document()
    assert [child["text"] for child in swift.document["root"]["children"]] == ["open", "c", "yes"]
    assert [(item.kind, item.construct) for item in swift.assumptions] == [("branch", "switch mode")]
    assumed = read_swift(body(text, members, top)).document(stand_ins=StandIns(assume={"expanded": "false", "mode": ".regular"}))
    assert [child["text"] for child in assumed.document["root"]["children"]] == ["closed", "r", "no"] and assumed.assumptions == ()
    condition = read_swift(body('VStack { if user.isPremium && !user.isBanned { Text("pro") } }')).document(stand_ins=StandIns(assume={"user.isPremium && !user.isBanned": "false"}))
    assert condition.document["root"]["children"] == []


# Custom views and modifiers.


def test_custom_views_with_arguments_defaults_state_and_scaled_metrics() -> None:
    top = """
struct Badge: View {
    let title: String
    var inset: CGFloat = 4
    @State private var pressed = false
    @ScaledMetric private var corner: CGFloat = 6
    var body: some View {
        Text(title).padding(inset).padding(corner).opacity(pressed ? 0.5 : 1)
    }
}
struct Card<Content: View>: View {
    let spacing: CGFloat
    @ViewBuilder let content: Content
    init(spacing: CGFloat = 10, @ViewBuilder content: () -> Content) {
        self.spacing = spacing
        self.content = content()
    }
    var body: some View { VStack(spacing: spacing) { content } }
}"""
    view = root('Card { Badge(title: "one"); Badge(title: "two", inset: 1) }', top=top)
    assert view["type"] == "VStack" and view["spacing"] == 10
    assert [(child["text"], child["modifiers"]) for child in view["children"]] == [
        ("one", [{"padding": 4}, {"padding": 6}]), ("two", [{"padding": 1}, {"padding": 6}]),
    ]


def test_computed_properties_methods_modifiers_and_extensions() -> None:
    top = """
struct Framed: ViewModifier {
    var width: CGFloat = 2
    func body(content: Content) -> some View { content.padding(width).background(Color.gray) }
}
extension View {
    func framed(_ width: CGFloat = 2) -> some View { modifier(Framed(width: width)) }
    func tag2() -> some View { padding(.top, 1) }
}
extension Text {
    func caption() -> Text { self.font(.caption) }
}"""
    members = '    private var header: some View { Text("H").caption() }\n    private func row(_ n: Int) -> some View { Text("r\\(n)").framed(CGFloat(n)) }'
    view = root("VStack { header; row(3); row(5).tag2() }", members, top)
    header, three, five = view["children"]
    assert header == {"type": "Text", "text": "H", "font": "caption"}
    assert three["modifiers"][0] == {"padding": 3.0} and "background" in three["modifiers"][1]
    assert five["modifiers"][0] == {"padding": 5.0} and five["modifiers"][-1] == {"padding": {"top": 1}}


def test_the_environment_reaches_texts_and_shapes_below_and_the_innermost_wins() -> None:
    view = root(
        'VStack { Text("a"); Text("b").font(.caption).lineLimit(1); Rectangle(); Text("c").overlay { Text("d") }.font(.title3) }'
        ".font(.headline).lineLimit(2, reservesSpace: true).multilineTextAlignment(.center).foregroundColor(.green)"
    )
    a, b, rectangle, c = view["children"]
    assert {k: a[k] for k in ("font", "lineLimit", "reservesSpace", "multilineTextAlignment")} == {"font": "headline", "lineLimit": 2, "reservesSpace": True, "multilineTextAlignment": "center"}
    assert (b["font"], b["lineLimit"], b["reservesSpace"]) == ("caption", 1, False)  # .lineLimit(1) reserves no space
    assert rectangle["color"] == "green"
    assert c["font"] == "title3" and c["modifiers"][0]["overlay"]["content"]["font"] == "title3"
    # An overlay added after .font is outside it.
    outside = root('Text("c").font(.title3).overlay { Text("d") }')
    assert "font" not in outside["modifiers"][0]["overlay"]["content"]


def test_ids_anywhere_in_the_chain_and_duplicates() -> None:
    swift = read_swift(body('VStack { Text("a").id("first").padding(); Text("b").padding().id("first") }')).document()
    a, b = swift.document["root"]["children"]
    assert a["id"] == "first" and "id" not in b
    (note,) = swift.assumptions
    assert note.kind == "value" and "already taken" in note.replacement and note.line == 5


def test_layers_borders_and_shape_styles() -> None:
    view = root(
        'Text("x").overlay(Color.red, alignment: .top).background(.blue).border(.gray, width: 2)'
        ".background(.yellow, in: Capsule()).overlay(alignment: .bottom) { Text(\"1\"); Text(\"2\") }"
    )
    overlay, background, border, capsule, pair = (next(iter(modifier.values())) for modifier in view["modifiers"])
    assert overlay == {"alignment": "top", "content": {"type": "Color", "color": "red"}}
    # A shape style (.blue) is the ShapeStyle overload, which ignores the safe area on all edges.
    assert background == {"alignment": "center", "content": {"type": "Color", "color": "blue", "modifiers": [{"ignoresSafeArea": True}]}}
    assert border == {"content": {"type": "Rectangle", "color": "gray"}}
    assert capsule == {"content": {"type": "Capsule", "color": "yellow"}}
    assert pair["content"]["type"] == "ZStack" and pair["content"]["alignment"] == "bottom" and len(pair["content"]["children"]) == 2


def test_the_other_modifiers() -> None:
    view = root(
        "Color.red.fixedSize().fixedSize(horizontal: true, vertical: false).layoutPriority(1).offset(x: 3).offset(CGSize(width: 1, height: 2))"
        ".position(CGPoint(x: 5, y: 6)).aspectRatio(2, contentMode: .fill).scaledToFit().gridCellColumns(2).gridColumnAlignment(.trailing)"
        ".gridCellUnsizedAxes([.horizontal, .vertical]).containerRelativeFrame(.horizontal, count: 3, spacing: 4)"
        ".environment(\\.layoutDirection, .rightToLeft)"
    )
    assert view["modifiers"] == [
        {"fixedSize": True}, {"fixedSize": {"horizontal": True, "vertical": False}}, {"layoutPriority": 1}, {"offset": {"x": 3, "y": 0}},
        {"offset": {"x": 1, "y": 2}}, {"position": {"x": 5, "y": 6}}, {"aspectRatio": {"ratio": 2, "contentMode": "fill"}},
        {"aspectRatio": {"contentMode": "fit"}}, {"gridCellColumns": 2}, {"gridColumnAlignment": "trailing"},
        {"gridCellUnsizedAxes": ["horizontal", "vertical"]},
        {"containerRelativeFrame": {"axes": "horizontal", "count": 3, "span": 1, "spacing": 4, "alignment": "center"}},
        {"environment": {"layoutDirection": "rightToLeft"}},
    ]
    scaled = swift_to_document(body('Text("a").environment(\\.displayScale, 3)'))
    assert scaled["pixelScale"] == 3 and "modifiers" not in scaled["root"]


def test_font_variants_are_the_text_modifiers_of_their_traits_and_model_objects_are_no_layout() -> None:
    swift = read_swift(body(
        'VStack { Text("a").font(.headline.bold()); Text("b").font(.body.weight(.semibold).italic().leading(.tight)); '
        'Text("c").font(Font.title3.monospacedDigit()); Text("d").font(.system(size: 30, weight: .bold)).fontWeight(nil) }'
        ".environment(Store())"
    )).document()
    a, b, c, d = swift.document["root"]["children"]
    assert (a["font"], a["modifiers"]) == ("headline", [{"bold": True}])
    assert (b["font"], b["modifiers"]) == ("body", [{"fontWeight": "semibold"}, {"italic": True}])  # .leading has no layout here
    assert (c["font"], c["modifiers"]) == ("title3", [{"monospacedDigit": True}])
    # The font's weight first: the Text's own .fontWeight(nil), later, takes it back.
    assert (d["font"], d["modifiers"]) == ("system 30", [{"fontWeight": "bold"}, {"fontWeight": None}])
    assert "modifiers" not in swift.document["root"] and list(swift.assumptions) == []


def test_text_modifiers_dynamic_type_and_symbols() -> None:
    swift = read_swift(body(
        'VStack { Text("a").bold().fontWidth(.condensed).kerning(1).tracking(2).baselineOffset(-3).minimumScaleFactor(0.5)'
        '.truncationMode(.middle).allowsTightening(true).monospaced(false); Image(systemName: "star").imageScale(.large) }'
        ".font(.title2.weight(.light)).dynamicTypeSize(.small ... .xxLarge).environment(\\.dynamicTypeSize, .accessibility2)"
    )).document()
    text, star = swift.document["root"]["children"]
    assert text["font"] == "title2" and text["modifiers"] == [
        {"fontWeight": "light"}, {"bold": True}, {"fontWidth": "condensed"}, {"kerning": 1}, {"tracking": 2}, {"baselineOffset": -3},
        {"minimumScaleFactor": 0.5}, {"truncationMode": "middle"}, {"allowsTightening": True}, {"monospaced": False},
    ]
    # A symbol is sized from its font: the environment's font is its own font modifier.
    assert star == {"type": "Image", "systemName": "star", "modifiers": [{"font": "title2"}, {"fontWeight": "light"}, {"imageScale": "large"}]}
    assert swift.document["root"]["modifiers"] == [{"dynamicTypeSize": {"min": "small", "max": "xxLarge"}}, {"dynamicTypeSize": "accessibility2"}]
    assert list(swift.assumptions) == []
    # Text.font returns a Text whose attributes the last method sets; .font on another view
    # (after .padding) is the environment's, which the Text's own font beats.
    assert root('Text("a").font(.caption).bold().font(.title)')["font"] == "title"
    assert root('Text("a").font(.caption).padding().font(.title)')["font"] == "caption"
    ranges = [root(f'Text("a").dynamicTypeSize({written})')["modifiers"][0]["dynamicTypeSize"] for written in (
        "...DynamicTypeSize.xxxLarge", "DynamicTypeSize.large...", "..<DynamicTypeSize.xLarge", "DynamicTypeSize.xSmall ..< .large")]
    assert ranges == [{"max": "xxxLarge"}, {"min": "large"}, {"max": "large"}, {"min": "xSmall", "max": "medium"}]
    # body at accessibility2 is 33 points (HIG); the large image scale is 1.3 of title2's 22 (clamped to xxLarge: 26).
    result = layout_swift(body('HStack { Text("a"); Image(systemName: "star").font(.title2).imageScale(.large).dynamicTypeSize(...DynamicTypeSize.xxLarge) }'
                               ".dynamicTypeSize(.accessibility2)"))
    assert result["/0"].frame.height == 33 and result["/1"].frame.width == pytest.approx(1.3 * 26)


def test_what_text_modifiers_do_not_understand_is_noted() -> None:
    for written, why in (("Text(\"a\").minimumScaleFactor(2)", "at most 1"), ("Text(\"a\").dynamicTypeSize(..<DynamicTypeSize.xSmall)", "range"),
                         ("Text(\"a\").fontWeight(.superbold)", ".ultraLight")):
        swift = read_swift(body(written)).document()
        assert "modifiers" not in swift.document["root"]
        (note,) = swift.assumptions
        assert note.kind == "modifier" and why in note.replacement, note.replacement
    unnamed = read_swift(body("Image(systemName: model.icon)")).document()
    assert unnamed.document["root"] == {"type": "Image", "systemName": "square"}
    assert [note.kind for note in unnamed.assumptions] == ["image"]


def test_custom_guides_and_closures() -> None:
    top = """
extension VerticalAlignment {
    enum Mid: AlignmentID {
        static func defaultValue(in context: ViewDimensions) -> CGFloat { context.height / 2 - 1 }
    }
    static let mid = VerticalAlignment(Mid.self)
}
extension Alignment { static let midLeading = Alignment(horizontal: .leading, vertical: .mid) }"""
    members = "    let lift: CGFloat = 4"
    doc = swift_to_document(body(
        "ZStack(alignment: .midLeading) { Text(\"a\").alignmentGuide(.mid) { d in d[.bottom] - lift }"
        "; Text(\"b\").alignmentGuide(.leading) { $0.width / 2 }; Text(\"c\").alignmentGuide(HorizontalAlignment.center) { d in max(d[explicit: .leading] ?? 0, d[.trailing]) } }",
        members, top,
    ))
    assert doc["guides"] == [{"name": "mid", "axis": "vertical", "default": "d.height / 2 - 1"}]
    assert doc["root"]["alignment"] == {"horizontal": "leading", "vertical": "mid"}
    guides = [child["modifiers"][0]["alignmentGuide"] for child in doc["root"]["children"]]
    assert guides == [{"guide": "mid", "value": "d[.bottom] - 4"}, {"guide": "leading", "value": "d.width / 2"},
                      {"guide": "HorizontalAlignment.center", "value": "max((d[explicit: .leading] ?? 0), d[.trailing])"}]


# Entry points.

ENTRIES = """
struct First: View { var body: some View { Text("first") } }
struct Second: View { var body: some View { Text("second") } }
#Preview("Named") { Second() }
struct Old_Previews: PreviewProvider { static var previews: some View { First().padding(1) } }
#Preview { Text("third") }
"""


def test_entry_points() -> None:
    source = read_swift(ENTRIES)
    assert source.views == ["First", "Second"] and source.previews == ["Named", "Old_Previews", None]
    text = lambda **which: source.document(**which).document["root"].get("text")  # noqa: E731
    assert text() == "second" and text(preview="Named") == "second" and text(preview=3) == "third" and text(view="First") == "first"
    assert source.document(preview="Old_Previews").document["root"]["modifiers"] == [{"padding": 1}]
    with pytest.raises(SwiftSourceError, match=r"no preview 'Missing' in the files \(previews: 'Named', 'Old_Previews', #3\)"):
        source.document(preview="Missing")
    with pytest.raises(SwiftSourceError, match=r"no View struct named 'Third' in the files \(View structs: First, Second\)"):
        source.document(view="Third")
    only_views = read_swift('struct A: View { var body: some View { Text("a") } }')
    assert only_views.document().entry == "view A"


def test_several_files_are_one_program(tmp_path) -> None:  # type: ignore[no-untyped-def]
    (tmp_path / "Row.swift").write_text('struct Row: View { let title: String\n var body: some View { Text(title).padding(Metrics.pad) } }\n')
    (tmp_path / "Metrics.swift").write_text("enum Metrics { static let pad: CGFloat = 5 }\n")
    (tmp_path / "Screen.swift").write_text('struct Screen: View { var body: some View { VStack { Row(title: "a"); Row(title: "b") } } }\n')
    result = layout_swift([tmp_path / "Screen.swift", tmp_path / "Row.swift", tmp_path / "Metrics.swift"])
    assert result.size == (19, 62) and result.assumptions == ()
    # Each view's source: the expression, and the custom view's call it was inlined from.
    text = result.sources[1]
    assert (text.path, text.location.line, text.location.column) == ("/0", 2, 24)
    assert text.location.file.endswith("Row.swift") and [(call.file.endswith("Screen.swift"), call.column) for call in text.calls] == [(True, 54)]


def test_proposals_and_directions_without_reading_again() -> None:
    swift = read_swift(body('HStack { Text("a"); Spacer(); Text("b") }')).document()
    narrow, wide = swift.for_proposal(100), swift.for_proposal("infinity", None, "rtl")
    assert narrow["proposal"] == {"width": 100, "height": None} and "layoutDirection" not in narrow
    assert wide["proposal"] == {"width": "infinity", "height": None} and wide["layoutDirection"] == "rightToLeft"
    assert narrow["root"] is wide["root"] is swift.document["root"]
    assert layout_swift(body('HStack { Text("a"); Spacer(); Text("b") }'), width=100, direction="rtl")["/0"].frame.x == 91


# Stand-ins.


def test_stand_ins_from_the_caller() -> None:
    source = body('VStack { Text(user.name); Image("hero"); Image(systemName: "star").font(.largeTitle); Mystery(); Text("x").font(.custom("Brand", size: 20)) }')
    swift = read_swift(source).document(stand_ins=StandIns(
        text_length=5, placeholders={"Mystery": (30, 40)}, images={"hero": (200, 100)}, fonts={"Brand": {"size": 20, "ascent": 15, "descent": 5, "leading": 0, "advance": 11}},
    ))
    name, hero, star, mystery, brand = swift.document["root"]["children"]
    assert name["text"] == "Lorem" and (hero["width"], hero["height"]) == (200, 100)
    # An SF Symbol of a known name is the engine's to size, from its font: no assumption.
    assert star == {"type": "Image", "systemName": "star", "modifiers": [{"font": "largeTitle"}]}
    assert mystery["modifiers"] == [{"frame": {"width": 30, "height": 40, "alignment": "center"}}] and brand["font"] == "Brand"
    assert swift.document["fonts"]["Brand"]["advance"] == 11
    assert [item.kind for item in swift.assumptions] == ["text", "view"]
    synthesized = swift_to_document(body('Text("x").font(.system(size: 30, weight: .bold))'))
    assert synthesized["fonts"] == {"system 30": {"size": 30.0, "ascent": 23.0, "descent": 7.0, "leading": 0.0, "advance": 16.0}}


def test_the_missing_extra_says_what_to_install(monkeypatch: pytest.MonkeyPatch) -> None:
    import alignment_engine.swift.parsing as parsing

    monkeypatch.setattr(parsing._local, "parser", None, raising=False)
    monkeypatch.setitem(sys.modules, "tree_sitter_swift", None)
    with pytest.raises(ImportError, match=r"pip install 'alignment-engine\[swift\]'") as caught:
        load_grammar()
    assert EXTRA_HINT in str(caught.value)


def test_reading_the_corpus_twice_gives_the_same_documents() -> None:
    for path in sorted((SWIFT / "screens").glob("*.swift")):
        first, again = read_swift(path), read_swift(path)
        assert first.document().document == again.document().document
    assert math.isfinite(layout_swift(SWIFT / "screens" / "weather.swift").size.height)
