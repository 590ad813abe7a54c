"""Finding the library, and the command line."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest

from alignment_engine.__main__ import main
from conftest import FIXTURES, PACKAGE_ROOT, REPOSITORY

INVALID = sorted((FIXTURES / "invalid").glob("*.json"))

DOC = {"format": 1, "root": {"type": "HStack", "spacing": 0, "children": [
    {"type": "Color", "id": "a", "color": "red", "modifiers": [{"frame": {"width": 20, "height": 10}}]},
    {"type": "Color", "id": "b", "color": "blue", "modifiers": [{"frame": {"width": 30, "height": 10}}]}]}}  # fmt: skip


def run(args: list[str], env: dict[str, str], **kwargs: object) -> subprocess.CompletedProcess[str]:
    return subprocess.run([sys.executable, *args], env=env, capture_output=True, text=True, timeout=60, **kwargs)  # type: ignore[call-overload]


@pytest.mark.no_library
def test_missing_library_names_the_paths_tried(subprocess_env: dict[str, str], tmp_path: Path) -> None:
    subprocess_env["ALIGNMENT_ENGINE_LIBRARY"] = str(tmp_path / "nowhere.so")
    code = "import alignment_engine as ae\ntry:\n    ae.layout(ae.Color())\nexcept ae.LibraryNotFoundError as e:\n    print(e)\n"
    done = run(["-c", code], subprocess_env)
    assert "nowhere.so (not found)" in done.stdout
    assert "ALIGNMENT_ENGINE_LIBRARY" in done.stdout


@pytest.mark.no_library
def test_default_search_order(subprocess_env: dict[str, str]) -> None:
    subprocess_env.pop("ALIGNMENT_ENGINE_LIBRARY", None)
    done = run(["-c", "import alignment_engine as ae; print('\\n'.join(map(str, ae.candidate_paths())))"], subprocess_env)
    assert done.stdout.split() == [
        str(PACKAGE_ROOT / "alignment_engine" / "libalignment_engine.so"),
        str(REPOSITORY / ".build" / "release" / "libalignment_engine.so"),
    ]


@pytest.mark.no_library
def test_a_file_that_is_not_a_library(subprocess_env: dict[str, str], tmp_path: Path) -> None:
    bogus = tmp_path / "libalignment_engine.so"
    bogus.write_text("not a library")
    subprocess_env["ALIGNMENT_ENGINE_LIBRARY"] = str(bogus)
    done = run(["-m", "alignment_engine", "layout", "-"], subprocess_env, input=json.dumps(DOC))
    assert done.returncode == 1
    assert str(bogus) in done.stderr


def test_cli_prints_the_result_json(subprocess_env: dict[str, str], tmp_path: Path) -> None:
    doc = tmp_path / "doc.json"
    doc.write_text(json.dumps(DOC))
    svg, png = tmp_path / "out.svg", tmp_path / "out.png"
    done = run(["-m", "alignment_engine", "layout", str(doc), "--svg", str(svg), "--png", str(png), "--guides"], subprocess_env)
    assert done.returncode == 0, done.stderr
    result = json.loads(done.stdout)
    assert result["size"] == {"width": 50, "height": 10}
    assert [v.get("id") for v in result["views"]] == [None, "a", "b"]
    assert svg.read_text().startswith("<svg")
    assert png.read_bytes()[:8] == b"\x89PNG\r\n\x1a\n"


def test_cli_reads_standard_input(subprocess_env: dict[str, str]) -> None:
    done = run(["-m", "alignment_engine", "layout", "-", "--compact"], subprocess_env, input=json.dumps(DOC))
    assert done.returncode == 0
    assert len(done.stdout.strip().splitlines()) == 1


@pytest.mark.parametrize(
    "content, message",
    [
        ('{"format": 1, "root": {"type": "Nope"}}', "root.type"),
        ("[1, 2", "error:"),
        ('{"format": 1, "root": {"type": "Color", "modifiers": [{"frame": {"width": -1}}]}}', "root.modifiers[0].frame.width"),
    ],
)
def test_cli_errors_go_to_stderr(subprocess_env: dict[str, str], tmp_path: Path, content: str, message: str) -> None:
    doc = tmp_path / "bad.json"
    doc.write_text(content)
    done = run(["-m", "alignment_engine", "layout", str(doc)], subprocess_env)
    assert done.returncode == 1
    assert done.stdout == ""
    assert message in done.stderr


def test_cli_missing_file(subprocess_env: dict[str, str], tmp_path: Path) -> None:
    done = run(["-m", "alignment_engine", "layout", str(tmp_path / "missing.json")], subprocess_env)
    assert done.returncode == 1 and "missing.json" in done.stderr
    usage = run(["-m", "alignment_engine"], subprocess_env)
    assert usage.returncode == 2


@pytest.mark.parametrize("path", INVALID, ids=[p.stem for p in INVALID])
def test_cli_reports_every_invalid_fixture(path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    # In process (a child Python per fixture would be slow); the subprocess tests above check
    # the exit code of the real command.
    assert main(["layout", str(path)]) == 1
    out, err = capsys.readouterr()
    assert out == ""
    assert err.startswith("error: ") and path.with_suffix(".error").read_text().strip() in err
