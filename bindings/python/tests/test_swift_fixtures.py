"""Every example document and every reference case as SwiftUI source
(Tests/Fixtures/swift/{examples,documents}, written by scripts/write-swift-fixtures.sh): the
committed files are what the writer writes, and reading them back gives the documents'
frames, the reference cases' expected results included."""

from __future__ import annotations

from pathlib import Path

import pytest

from alignment_engine import assert_matches, layout_document
from alignment_engine.swift.source_writer import document_to_swift, type_name
from swift_support import DOCUMENTS, EXAMPLES, SWIFT, layout_written, read_json

CASES = [(path, SWIFT / "examples" / f"{path.stem}.swift", None) for path in sorted(EXAMPLES.glob("*.json"))] + [
    (DOCUMENTS / f"{path.name.removesuffix('.expected.json')}.json", SWIFT / "documents" / path.name.replace(".expected.json", ".swift"), path)
    for path in sorted(DOCUMENTS.glob("*.expected.json"))
]


def test_every_document_has_its_source() -> None:
    assert len(CASES) == len(list(EXAMPLES.glob("*.json"))) + len(list(DOCUMENTS.glob("*.expected.json"))) >= 60
    written = {path.name for folder in ("examples", "documents") for path in (SWIFT / folder).glob("*.swift")}
    assert written == {source.name for _, source, _ in CASES}


@pytest.mark.parametrize(("document", "source", "expected"), CASES, ids=[case[0].stem for case in CASES])
def test_source_lays_out_as_the_document(document: Path, source: Path, expected: Path | None) -> None:
    doc = read_json(document)
    written = document_to_swift(doc, type_name(document.stem), source.name)
    assert source.read_text(encoding="utf-8") == written.text, f"{source} is not what the writer writes: run scripts/write-swift-fixtures.sh"
    result = layout_written(source, written)
    assert result.assumptions == (), [str(item) for item in result.assumptions or ()]
    assert_matches(result, read_json(expected) if expected is not None else layout_document(doc).to_dict(), tolerance=1e-9)
