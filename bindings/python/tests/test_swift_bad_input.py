"""Bad SwiftUI source: syntax errors name the file, line, column and construct; what the
reader does not read is a located warning saying what replaced it; and nothing (truncated
files, random bytes, 10,000 nested stacks, a 10 MB file, views that contain themselves,
mutations of the corpus) gives a traceback, a crash or a hang: a ``SwiftSourceError`` or a
layout."""

from __future__ import annotations

import random
import sys
import time
from pathlib import Path

import pytest

from alignment_engine import LayoutError, SwiftSourceError, layout_swift
from alignment_engine.swift.evaluation import MAX_DEPTH, MAX_ELEMENTS
from alignment_engine.swift.inlining import MAX_VIEWS
from alignment_engine.swift.parsing import MAX_FILE_BYTES
from conftest import REPOSITORY
from swift_support import SWIFT

sys.path.insert(0, str(REPOSITORY / "Tests"))
from Fuzz.sources import SOURCES, mutated_source  # noqa: E402 - the fuzzer's mutations of the source corpus


def error_of(source: object, **options: object) -> SwiftSourceError:
    with pytest.raises(SwiftSourceError) as caught:
        layout_swift(source, **options)  # type: ignore[arg-type]
    return caught.value


def view(body: str) -> str:
    return f"struct Screen: View {{\n    var body: some View {{\n        {body}\n    }}\n}}\n"


@pytest.mark.parametrize(("source", "place", "message"), [
    (view('VStack {\n            Text("a"\n        }'), (4, 21), "syntax error: missing `)` in the arguments of a call"),
    ("struct Screen: View { var body: some View { Text(\"a\") } ", (1, 56), "syntax error: the file ends before `}` closes the body of a type"),
    (view('HStack { Text("a") ] }'), (3, 28), "syntax error in a closure: unexpected `]`"),
    (view('Text("a").frame(width: 10 height: 20)'), (3, 35), "syntax error in the arguments of a call: unexpected `height`"),
    (view('Text("a").padding('), (3, 26), "syntax error in a list of statements: unexpected `(`"),
])
def test_syntax_errors_name_file_line_column_and_construct(source: str, place: tuple[int, int], message: str) -> None:
    error = error_of(source)
    assert (error.file, error.line, error.column) == ("<source>", *place)
    assert str(error) == f"<source>:{place[0]}:{place[1]}: {message}"


def test_a_syntax_error_in_a_file_names_its_path(tmp_path: Path) -> None:
    good, bad = tmp_path / "Good.swift", tmp_path / "Bad.swift"
    good.write_text(view('Text("ok")'))
    bad.write_text("struct Broken: View {\n    var body: some View { Text(\"é\" }\n}\n")
    error = error_of([good, bad])
    # Columns count characters: "é" is one.
    assert (error.file, error.line, error.column) == (str(bad), 2, 35)


def test_unsupported_constructs_are_located_warnings_with_their_replacement() -> None:
    source = view("""VStack {
            for i in 0..<3 { Text("\\(i)") }
            Text("a").blinking(speed: 2)
            Text("b").frame(width: -5)
            MysteryView()
        }""")
    result = layout_swift(source)
    notes = [(item.line, item.column, item.kind, item.replacement) for item in result.assumptions]
    assert notes == [
        (4, 13, "unsupported", "not run (loops are not read)"),
        (5, 22, "modifier", "the modifier .blinking is not one the reader knows: left out"),
        (6, 22, "modifier", "the arguments of .frame are not understood (width: a number of at least 0): left out"),
        (7, 13, "view", "the view MysteryView is not in the files or SwiftUI's layouts: a flexible placeholder (--placeholder MysteryView=WxH sets its size)"),
    ]
    assert [v.type for v in result] == ["VStack", "Text", "Text", "Color"]


def test_views_that_contain_each_other_are_an_error_naming_the_cycle() -> None:
    source = """struct Row: View {
    var body: some View { HStack { Detail() } }
}
struct Detail: View {
    var body: some View { VStack { Text("x"); Row() } }
}
"""
    error = error_of(source)
    assert (error.line, error.column) == (5, 47)
    assert "the view Row contains itself (Row -> Detail -> Row)" in str(error)


def test_ten_thousand_nested_stacks_are_an_error_not_a_crash() -> None:
    started = time.perf_counter()
    error = error_of(view("VStack {" * 10_000 + 'Text("deep")' + "}" * 10_000))
    assert f"nests deeper than {MAX_DEPTH} levels" in str(error) and error.line == 3
    assert time.perf_counter() - started < 10
    # 300 levels are read and laid out.
    assert len(layout_swift(view("VStack {" * 300 + 'Text("deep")' + "}" * 300))) == 301


def test_a_function_calling_itself_is_an_error() -> None:
    error = error_of("struct Screen: View {\n    var body: some View { row() }\n    func row() -> some View { row() }\n}\n")
    assert f"nests deeper than {MAX_DEPTH} levels" in str(error) and error.line == 3


def test_views_that_multiply_without_end_are_an_error(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr("alignment_engine.swift.inlining.MAX_VIEWS", 3000)  # the limit's check, made quick
    levels = ['struct A0: View { var body: some View { Text("a") } }']
    levels += [f"struct A{i}: View {{ var body: some View {{ VStack {{ A{i - 1}(); A{i - 1}() }} }} }}" for i in range(1, 60)]
    error = error_of("\n".join(reversed(levels)))
    assert "more than 3000 views" in str(error) and MAX_VIEWS == 100_000
    error = error_of(view("ForEach(0..<1_000_000) { i in Text(\"\\(i)\") }"))
    assert f"a collection of 1000000 elements: the reader expands at most {MAX_ELEMENTS}" in str(error)


def test_a_ten_megabyte_file_is_an_error(tmp_path: Path) -> None:
    big = tmp_path / "Big.swift"
    big.write_bytes(view('Text("a")').encode() + b"// " + b"x" * (10 * 1024 * 1024) + b"\n")
    error = error_of(big)
    assert error.file == str(big) and f"up to {MAX_FILE_BYTES // (1024 * 1024)} MB" in str(error)


def test_random_bytes_and_text_are_errors() -> None:
    rng = random.Random(7)
    assert "is not UTF-8 text" in str(error_of(bytes(rng.randrange(256) for _ in range(4000))))
    assert "NUL byte" in str(error_of(b"struct A: View {\x00}"))
    text = "".join(chr(rng.randrange(32, 127)) for _ in range(4000))
    assert str(error_of(text)).startswith("<source>:1:")
    assert "no #Preview, PreviewProvider or View struct" in str(error_of(""))


def test_arithmetic_that_traps_in_swift_is_an_error() -> None:
    assert "division by zero" in str(error_of(view("Color.red.frame(width: CGFloat(10 / (2 - 2)))")))
    assert "overflows Swift's Int" in str(error_of(view("Color.red.frame(width: CGFloat(9_223_372_036_854_775_807 + 1))")))


def test_errors_the_engine_finds_are_located_in_the_source() -> None:
    source = """private struct Broken: AlignmentID {
    static func defaultValue(in d: ViewDimensions) -> CGFloat { d.width / 0 }
}
extension HorizontalAlignment { static let broken = HorizontalAlignment(Broken.self) }
struct Screen: View {
    var body: some View {
        VStack(alignment: .broken) { Color.red; Color.blue.frame(width: 10) }
    }
}
"""
    error = error_of(source, width=100, height=100)
    assert (error.line, error.column) == (2, 5) and "in the layout document: guides[0].default" in str(error)
    error = error_of(view('VStack {\n            Text("a")\n            Color.red.padding().aspectRatio(0, contentMode: .fit)\n        }'))
    assert (error.line, error.column) == (5, 32)  # the .aspectRatio, not the view it modifies
    assert str(error).endswith("must be greater than 0 (0) (in the layout document: root.children[1].modifiers[1].aspectRatio.ratio)")


def test_mutated_corpus_files_give_a_clean_error_or_a_layout() -> None:
    assert len(SOURCES) == len(list(SWIFT.glob("*/*.swift"))) > 80
    rng = random.Random(2026)
    outcomes = {"layout": 0, "error": 0}
    for _ in range(400):
        source = mutated_source(rng)
        try:
            layout_swift(source, width=rng.choice([None, 390, 0, float("inf")]), height=rng.choice([None, 844]))
            outcomes["layout"] += 1
        except SwiftSourceError as error:
            assert error.file == "<source>" and str(error).startswith("<source>")
            outcomes["error"] += 1
        except LayoutError as error:  # pragma: no cover - the assertion says which
            raise AssertionError(f"{type(error).__name__} instead of a SwiftSourceError: {error}") from error
    assert outcomes["layout"] > 20 and outcomes["error"] > 300
