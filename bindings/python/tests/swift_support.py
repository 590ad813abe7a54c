"""Shared by the tests of SwiftUI source: where its fixtures are, reading a written document
back, and results compared without ids (source written from an article carries none)."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from alignment_engine import LayoutResult
from alignment_engine.swift import read_swift
from alignment_engine.swift.source_writer import WrittenSource
from alignment_engine.swift_layout import layout_swift_document
from conftest import FIXTURES, REPOSITORY

pytest.importorskip("tree_sitter_swift", reason="the swift extra is not installed (scripts/python-env.sh installs it)")

SWIFT = FIXTURES / "swift"
EXAMPLES = REPOSITORY / "examples" / "documents"
DOCUMENTS = FIXTURES / "documents"


def read_json(path: Path) -> Any:
    return json.loads(path.read_text(encoding="utf-8"))


def layout_written(source: Any, written: WrittenSource, **document: Any) -> LayoutResult:
    """Lays out source with the stand-ins, proposal, direction and safe area its writer
    returned."""
    swift = read_swift(source).document(stand_ins=written.stand_ins, **document)
    return layout_swift_document(swift, written.width, written.height, written.direction, safe_area=written.safe_area)


def without_ids(result: dict[str, Any]) -> dict[str, Any]:
    """An expected result with no view ids (to compare with source that gives none)."""
    return {**result, "views": [{key: value for key, value in view.items() if key != "id"} for view in result["views"]]}
