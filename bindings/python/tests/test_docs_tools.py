"""The documentation site's tools (docs/_ext) on their own, without Sphinx: the SwiftUI
translation of a document, the header reader's rules, the gallery's failure on a document
that cannot be drawn, the link check, and the C functions a Python function is linked to."""

from __future__ import annotations

import json
import sys
from pathlib import Path

import pytest

from conftest import REPOSITORY

sys.path.insert(0, str(REPOSITORY / "docs" / "_ext"))

import c_header  # noqa: E402
import gallery  # noqa: E402
import links  # noqa: E402
import python_api  # noqa: E402
from swiftui import SwiftUIError, swiftui_code  # noqa: E402

HEADER = REPOSITORY / "bindings" / "c" / "include" / "alignment_engine.h"
CSDN = REPOSITORY / "examples" / "documents" / "seed001-csdn-cross-stack.json"


def test_swiftui_code_of_the_csdn_document() -> None:
    code = swiftui_code(json.loads(CSDN.read_text()))
    assert code.startswith(
        "extension VerticalAlignment {\n"
        "    enum MidAccountAndName: AlignmentID {\n"
        "        static func defaultValue(in d: ViewDimensions) -> CGFloat { d[.top] }\n"
        "    }\n"
        "    static let midAccountAndName = VerticalAlignment(MidAccountAndName.self)\n"
        "}\n"
    )
    assert (
        "let content = HStack(alignment: .midAccountAndName) {\n"
        "    VStack {\n"
        '        Text("@CSDN")\n'
        "            .alignmentGuide(.midAccountAndName) { d in d[VerticalAlignment.center] }\n"
        '            .id("handle")\n'
    ) in code
    assert code.endswith('    .id("name")\n}\n.id("row")\n')


def test_swiftui_code_of_controls() -> None:
    """Controls as SwiftUI writes them: titles and values as arguments, labels, options and
    slots in trailing closures (a Picker's options tagged), the style modifiers, the profile
    and the device as comments."""
    form = REPOSITORY / "Tests" / "Fixtures" / "documents" / "controls-settings-row-toggle.json"
    code = swiftui_code(json.loads(form.read_text()))
    assert code.startswith("// the controls of the ios26 profile\n// on an iPhone 17 held in portrait\nlet content = Form {\n")
    assert (
        '        Toggle(isOn: .constant(false)) {\n'
        '            Label("Wi-Fi", systemImage: "wifi")\n'
        '                .id("wifi-label")\n'
        '        }\n'
    ) in code
    assert '    Section("Connections") {\n' in code
    # Section(title) has no footer: the title becomes the header's Text.
    section = {"type": "Section", "title": "Network", "footer": {"type": "Text", "text": "Off"}, "children": []}
    assert swiftui_code({"format": 1, "root": section}) == (
        'let content = Section {} header: {\n    Text("Network")\n} footer: {\n    Text("Off")\n}\n')
    picker = {"type": "Picker", "label": {"type": "Text", "text": "Size"}, "modifiers": [{"pickerStyle": "segmented"}],
              "children": [{"type": "Text", "text": "S"}]}
    assert swiftui_code({"format": 1, "root": picker}) == (
        'let content = Picker(selection: .constant(0)) {\n    Text("S")\n        .tag(0)\n} label: {\n    Text("Size")\n}\n'
        ".pickerStyle(.segmented)\n")
    rows = {"type": "List", "modifiers": [{"listRowInsets": 4}, {"listSectionSpacing": "compact"}], "children": []}
    assert swiftui_code({"format": 1, "root": rows}) == (
        "let content = List {}\n.listRowInsets(EdgeInsets(top: 4, leading: 4, bottom: 4, trailing: 4))\n.listSectionSpacing(.compact)\n")


def test_swiftui_code_refuses_what_it_cannot_translate() -> None:
    with pytest.raises(SwiftUIError, match="view type 'Frobnicate'"):
        swiftui_code({"format": 1, "root": {"type": "Frobnicate"}})
    with pytest.raises(SwiftUIError, match="modifier 'blur'"):
        swiftui_code({"format": 1, "root": {"type": "Color", "modifiers": [{"blur": 2}]}})


def test_the_header_reader_finds_every_function_with_its_comment() -> None:
    header = c_header.read_header(HEADER)
    names = [function.name for function in header.functions]
    assert len(names) == len(set(names)) >= 90
    layout = next(function for function in header.functions if function.name == "ae_tree_layout")
    assert layout.declaration.startswith("ae_status ae_tree_layout(ae_tree *tree, ae_view root,")
    assert layout.comment.startswith("Lays out the tree below `root` for a proposal")
    assert "Ownership: the library copies every string" in header.conventions
    assert {"ae_rect", "ae_layout_callbacks", "ae_measure_fn"} <= {d.type_name for d in header.declarations}


def test_a_function_without_a_comment_or_a_group_fails(tmp_path: Path) -> None:
    header = tmp_path / "h.h"
    header.write_text("/* Conventions. */\n\n/** Documented. */\nint ae_tree_documented(void);\n\nint ae_tree_bare(void);\n")
    with pytest.raises(c_header.HeaderError, match="without a comment directly above them: ae_tree_bare$"):
        c_header.read_header(header)
    header.write_text("/* Conventions. */\n\n/** Documented, in no group. */\nint ae_frobnicate(void);\n")
    with pytest.raises(c_header.HeaderError, match="in no group .*: ae_frobnicate$"):
        c_header.write_reference(header, tmp_path / "c")


def test_a_document_that_cannot_be_drawn_fails_the_gallery(tmp_path: Path) -> None:
    documents = tmp_path / "examples" / "documents"
    documents.mkdir(parents=True)
    (documents / "bad.json").write_text('{"format": 1, "root": {"type": "HStack", "spacing": -"x"}}')
    with pytest.raises(gallery.GalleryError, match=r"^examples/documents/bad.json: its picture cannot be made"):
        gallery.write_gallery(tmp_path, tmp_path / "out", gallery.Links(lambda name: name, set(), {}))


def test_a_gallery_page_links_the_swift_python_and_c_api_it_uses(tmp_path: Path) -> None:
    documents = tmp_path / "examples" / "documents"
    documents.mkdir(parents=True)
    (documents / "row.json").write_text(
        '{"format": 1, "root": {"type": "HStack", "children": [{"type": "Color", "modifiers": [{"frame": {"width": 5}}]}]}}'
    )
    swift = {
        "AlignmentEngine/HStack": "/swift/documentation/alignmentengine/hstack",
        "AlignmentEngine/Color": "/swift/documentation/alignmentengine/color",
        "AlignmentEngine/View/frame()": "/swift/documentation/alignmentengine/view/frame()",
        "AlignmentEngine/View/frame(width:height:alignment:)": "/swift/documentation/alignmentengine/view/frame(width:height:alignment:)",
    }
    functions = {function.name for function in c_header.read_header(HEADER).functions}
    gallery.write_gallery(tmp_path, tmp_path / "out", gallery.Links(lambda name: f"alignment_engine.views.{name}", functions, swift))
    page = (tmp_path / "out" / "row.rst").read_text()
    assert (
        "- ``HStack``: Swift `HStack <../../swift/documentation/alignmentengine/hstack>`__, "
        "Python :py:class:`HStack <alignment_engine.views.HStack>`, C :c:func:`ae_view_create_hstack`"
    ) in page
    assert (
        "- ``.frame``: Swift `View.frame <../../swift/documentation/alignmentengine/view/frame(width:height:alignment:)>`__, "
        "Python :py:meth:`View.frame <alignment_engine.views.View.frame>`, C :c:func:`ae_view_apply_frame`"
    ) in page
    assert "   * - ``/0``\n     - \n     - Color\n     - 0, 0, 5, 10\n" in page
    assert (tmp_path / "out" / "row.svg").read_text().startswith("<svg")


def test_the_link_check_finds_missing_files_and_ids(tmp_path: Path) -> None:
    (tmp_path / "a").mkdir()
    (tmp_path / "index.html").write_text(
        '<a href="a/page.html#here">ok</a> <a href="a/page.html#gone">no id</a> <img src="missing.svg">'
        ' <a href="https://example.org/">elsewhere</a> <a href="#top" id="top">self</a>'
    )
    (tmp_path / "a" / "page.html").write_text('<h1 id="here">Here</h1><a href="../index.html">back</a>')
    assert links.broken_links(tmp_path) == [
        "index.html: a/page.html#gone (no id 'gone')",
        "index.html: missing.svg (no such file)",
    ]


def test_python_functions_name_the_c_functions_they_reach() -> None:
    from alignment_engine import LayoutSession, layout_document
    from alignment_engine.views import View

    functions = {function.name for function in c_header.read_header(HEADER).functions}
    assert python_api.c_functions_called(LayoutSession.set_text, functions) == ["ae_view_set_text"]
    assert python_api.c_functions_called(layout_document, functions) == ["ae_document_layout", "ae_string_free"]
    assert python_api.c_functions_called(View.padding, functions) == ["ae_view_apply_padding", "ae_view_set_padding"]
