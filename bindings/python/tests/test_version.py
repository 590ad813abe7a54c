"""The package's version is the repository's VERSION file, and the library's."""

from __future__ import annotations

from pathlib import Path

import alignment_engine


def test_version_is_the_version_file_and_the_library_version() -> None:
    repository = Path(__file__).resolve().parents[3]  # bindings/python/tests -> repository
    expected = (repository / "VERSION").read_text(encoding="utf-8").strip()
    assert alignment_engine.__version__ == expected
    assert alignment_engine.version() == expected
    major, minor, patch = (int(part) for part in expected.split("."))
    assert f"{major}.{minor}.{patch}" == expected
