"""SwiftUI source on the command line: layout, picture and document of .swift files with the
stand-in options, swift (a document as source), and check, which does not read source yet."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from alignment_engine import layout_document
from alignment_engine.cli import main
from swift_support import EXAMPLES, SWIFT

CSDN = SWIFT / "seeds" / "seed001-csdn-cross-stack.swift"
PROFILE = SWIFT / "screens" / "profile-header.swift"


def run(args: list[str], capsys: pytest.CaptureFixture[str]) -> tuple[int, str, str]:
    try:
        code = main(args)
    except SystemExit as exit:  # argparse's usage errors
        code = int(exit.code or 0)
    out, err = capsys.readouterr()
    return code, out, err


def test_layout_prints_the_result_with_its_assumptions(capsys: pytest.CaptureFixture[str]) -> None:
    code, out, err = run(["layout", str(CSDN), "--width", "320", "--direction", "rtl", "--image", "forever_wj=512x512"], capsys)
    assert (code, err) == (0, "")
    result = json.loads(out)
    assert result["size"] == {"width": 218, "height": 115.5} and result["assumptions"] == []
    # Right to left: the first VStack (the avatar's) is on the right.
    assert result["views"][1]["frame"]["x"] == 158
    code, out, _ = run(["layout", str(CSDN), "--compact"], capsys)
    (assumption,) = json.loads(out)["assumptions"]
    assert code == 0 and "\n" not in out.strip() and assumption == {
        "file": str(CSDN), "line": 21, "column": 17, "kind": "image", "construct": 'Image("forever_wj")',
        "replacement": "the image 'forever_wj': 100 x 100 (--image forever_wj=WxH sets it)",
    }


def test_layout_takes_the_entry_point_and_every_stand_in(capsys: pytest.CaptureFixture[str], tmp_path: Path) -> None:
    out_file = tmp_path / "profile.json"
    code, _, err = run([
        "layout", str(PROFILE), "--view", "ProfileHeader", "--width", "390", "--height", "nil", "--text-length", "4",
        "--placeholder", "AsyncImage=72x72", "--image", "checkmark.seal.fill=20x20", "--assume", "isVerified=false",
        "--font", "title2=22,17,5,0,12", "-o", str(out_file),
    ], capsys)
    assert (code, err) == (0, "")
    result = json.loads(out_file.read_text())
    # A placeholder of a given size is still a stand-in; an image of a given size is what it is.
    assert [item["kind"] for item in result["assumptions"]] == ["text", "view", "text", "text"]
    assert result["views"][3]["frame"]["width"] == 48  # "Lore" in title2, 12 a character
    code, out, _ = run(["layout", str(SWIFT / "screens" / "inbox.swift"), "--preview", "From the server", "--compact"], capsys)
    assert code == 0 and [view["type"] for view in json.loads(out)["views"]] == ["ScrollView", "LazyVStack"]
    code, _, err = run(["layout", str(SWIFT / "seeds" / "seed000-selected-day-arrow.swift"), "--preview", "1"], capsys)
    assert code == 1 and "no preview '1' in the files (previews: none)" in err


def test_layout_and_picture_of_source_at_a_dynamic_type_size(capsys: pytest.CaptureFixture[str], tmp_path: Path) -> None:
    # HIG Typography: body is 17 points at large, 40 at accessibility3 ("Hello": 5 x 21 wide);
    # a .dynamicTypeSize(.xSmall) of the source beats the screen's size inside it (body 14).
    source = tmp_path / "sizes.swift"
    source.write_text('import SwiftUI\nstruct Sizes: View {\n    var body: some View {\n'
                      '        VStack(alignment: .leading, spacing: 0) { Text("Hello"); Text("Hello").dynamicTypeSize(.xSmall) }\n    }\n}\n')
    heights = []
    for size in ([], ["--dynamic-type", "accessibility3"]):
        code, out, err = run(["layout", str(source), "--compact", *size], capsys)
        assert (code, err) == (0, "")
        heights.append([view["frame"]["height"] for view in json.loads(out)["views"][1:]])
    assert heights == [[17, 14], [40, 14]]
    assert json.loads(run(["layout", str(source), "--compact", "--dynamic-type", "accessibility3"], capsys)[1])["views"][1]["frame"]["width"] == 105
    code, _, err = run(["picture", str(source), "-o", str(tmp_path / "sizes.svg"), "--dynamic-type", "accessibility3"], capsys)
    # The picture: 105 x (40 + 14) with its margin of 8 on every side.
    assert (code, err) == (0, "") and '<svg xmlns="http://www.w3.org/2000/svg" width="121" height="70"' in (tmp_path / "sizes.svg").read_text()
    assert run(["layout", str(source), "--dynamic-type", "huge"], capsys)[0] == 2
    # document: the size as the document's dynamicTypeSize, which lays out as the source did.
    code, out, err = run(["document", str(source), "--dynamic-type", "accessibility3"], capsys)
    document = json.loads(out)
    assert (code, err, document["dynamicTypeSize"]) == (0, "", "accessibility3")
    assert [view.frame.height for view in layout_document(document).views[1:]] == [40, 14]


def test_document_prints_a_valid_document_and_the_assumptions_on_standard_error(capsys: pytest.CaptureFixture[str]) -> None:
    code, out, err = run(["document", str(CSDN), "--width", "300"], capsys)
    assert code == 0 and err == f"{CSDN}:21:17: assumption: Image(\"forever_wj\") -> the image 'forever_wj': 100 x 100 (--image forever_wj=WxH sets it)\n"
    document = json.loads(out)
    assert document["proposal"] == {"width": 300, "height": None} and document["guides"][0]["name"] == "midAccountAndName"
    assert layout_document(document).size == (218, 115.5)


def test_picture_of_source(capsys: pytest.CaptureFixture[str], tmp_path: Path) -> None:
    svg, png = tmp_path / "csdn.svg", tmp_path / "csdn.png"
    assert run(["picture", str(CSDN), "-o", str(svg), "--explain"], capsys)[0] == 0
    assert svg.read_text().startswith("<svg") and "midAccountAndName" in svg.read_text()
    code, _, err = run(["picture", str(CSDN), "-o", str(png)], capsys)
    assert code == 0 and png.read_bytes()[:8] == b"\x89PNG\r\n\x1a\n" and "assumption: Image" in err
    code, _, _ = run(["picture", str(CSDN), "-o", str(tmp_path / "pictures"), "-f", "svg", "-f", "png"], capsys)
    assert code == 0 and sorted(p.name for p in (tmp_path / "pictures").iterdir()) == ["seed001-csdn-cross-stack.png", "seed001-csdn-cross-stack.svg"]


def test_swift_writes_a_document_as_source_that_lays_out_as_it(capsys: pytest.CaptureFixture[str], tmp_path: Path) -> None:
    document = EXAMPLES / "seed001-csdn-cross-stack.json"
    code, out, _ = run(["swift", str(document), "--name", "Csdn"], capsys)
    assert code == 0 and "struct Csdn: View {" in out and out.startswith("// Written by alignment-engine")
    target = tmp_path / "csdn.swift"
    assert run(["swift", str(document), "-o", str(target)], capsys)[0] == 0
    command = target.read_text().splitlines()[1].removeprefix("// alignment-engine ").split()
    assert command[:2] == ["layout", "csdn.swift"]
    code, out, _ = run([command[0], str(target), *command[2:], "--compact"], capsys)
    assert code == 0 and json.loads(out)["views"] == [{k: v for k, v in view.items()} for view in layout_document(document).to_dict()["views"]]


def test_check_of_source_says_it_is_not_there_yet(capsys: pytest.CaptureFixture[str]) -> None:
    code, out, err = run(["check", str(CSDN)], capsys)
    assert code == 2 and out == "" and "it does not read SwiftUI source yet" in err


def test_bad_source_and_bad_use(capsys: pytest.CaptureFixture[str], tmp_path: Path) -> None:
    broken = tmp_path / "Broken.swift"
    broken.write_text('struct A: View {\n    var body: some View { Text("a" }\n}\n')
    code, out, err = run(["layout", str(broken)], capsys)
    assert (code, out) == (1, "") and err == f"error: {broken}:2:35: syntax error: missing `)` in the arguments of a call\n"
    code, _, err = run(["layout", str(tmp_path / "Missing.swift")], capsys)
    assert code == 1 and "No such file or directory" in err
    code, _, err = run(["layout", str(CSDN), str(EXAMPLES / "seed001-csdn-cross-stack.json")], capsys)
    assert code == 2 and "give .swift files or layout documents, not both" in err
    code, _, err = run(["layout", str(EXAMPLES / "seed001-csdn-cross-stack.json"), "--width", "100"], capsys)
    assert code == 2 and "--width applies to .swift inputs only" in err
    code, _, err = run(["layout", str(CSDN), "--image", "photo=wide"], capsys)
    assert code == 2 and "expected a size WxH" in err
    code, _, err = run(["layout", str(CSDN), "--view", "Nope"], capsys)
    assert code == 1 and "no View struct named 'Nope'" in err
    code, _, err = run(["document", str(EXAMPLES / "seed001-csdn-cross-stack.json")], capsys)
    assert code == 2 and "document reads .swift files" in err
