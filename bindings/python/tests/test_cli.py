"""The command line over many documents: layout (batches, --jobs, the progress bar), picture,
check (the diff and the exit codes), and the html / explain wiring."""

from __future__ import annotations

import json
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from alignment_engine import layout_document
from alignment_engine.cli import main
from alignment_engine.cli.batch import Progress, UsageError, chunk_size, chunks, expand_inputs, run
from alignment_engine.cli.tasks import LayoutTask, picture_savers
from conftest import FIXTURES, PACKAGE_ROOT, REPOSITORY
from small_documents import expected_frames, write_documents

EXAMPLES = REPOSITORY / "examples" / "documents"
EXAMPLE_DOCUMENTS = sorted(EXAMPLES.glob("*.json"))
FIXTURE_DOCUMENTS = FIXTURES / "documents"
CSDN = EXAMPLES / "seed001-csdn-cross-stack.json"


def cli(args: list[str], env: dict[str, str], **kwargs: object) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, "-m", "alignment_engine", *args], env=env, capture_output=True, text=True, timeout=120, **kwargs  # type: ignore[call-overload]
    )


def expected_result(document: Path) -> dict[str, object]:
    return layout_document(document).to_dict()


# ---- Which documents the inputs name -----------------------------------------------------


@pytest.mark.no_library
def test_inputs_expand_directories_and_patterns(tmp_path: Path) -> None:
    for name in ("b.json", "a.json", "a.expected.json", "a.result.json", "notes.txt"):
        (tmp_path / name).write_text("{}")
    (tmp_path / "sub").mkdir()
    (tmp_path / "sub" / "c.json").write_text("{}")
    folder = str(tmp_path)
    assert expand_inputs([folder]) == [f"{folder}/a.json", f"{folder}/b.json"]
    # A pattern is taken as written; a repeated document counts once; a missing file stays (its task reports it).
    assert expand_inputs([f"{folder}/**/*.json", f"{folder}/b.json", "missing.json"]) == [
        f"{folder}/a.expected.json", f"{folder}/a.json", f"{folder}/a.result.json", f"{folder}/b.json", f"{folder}/sub/c.json",
        "missing.json",
    ]  # fmt: skip
    (tmp_path / "empty").mkdir()
    with pytest.raises(UsageError, match="no layout documents"):
        expand_inputs([str(tmp_path / "empty")])
    with pytest.raises(UsageError, match="no file matches"):
        expand_inputs([f"{folder}/*.yaml"])


@pytest.mark.no_library
def test_chunks_balance_the_workers() -> None:
    assert chunk_size(1000, 2) == 100  # at most 100 documents a chunk
    assert chunk_size(40, 2) == 5  # four chunks a worker
    assert chunk_size(3, 4) == 1
    assert chunk_size(1000, 1) == 1  # in process: the bar moves with every document
    names = [f"d{i}.json" for i in range(11)]
    assert chunks(names, 2) == [names[0:2], names[2:4], names[4:6], names[6:8], names[8:10], names[10:]]
    assert chunks([], 2) == []


def test_a_pool_returns_outcomes_in_document_order() -> None:
    documents = [str(p) for p in EXAMPLE_DOCUMENTS] * 3
    outcomes = list(run(LayoutTask(indent=None), documents, Progress(len(documents), False), jobs=2))
    assert [o.document for o in outcomes] == documents
    assert [json.loads(o.text or "") for o in outcomes] == [expected_result(Path(d)) for d in documents]


# ---- layout ------------------------------------------------------------------------------


def test_layout_a_directory_with_jobs_writes_every_result(subprocess_env: dict[str, str], tmp_path: Path) -> None:
    out = tmp_path / "out"
    done = cli(["layout", str(EXAMPLES), "--jobs", "2", "--out", str(out)], subprocess_env)
    assert done.returncode == 0, done.stderr
    assert done.stdout == ""
    assert sorted(p.name for p in out.iterdir()) == sorted(f"{p.stem}.result.json" for p in EXAMPLE_DOCUMENTS)
    for document in EXAMPLE_DOCUMENTS:
        assert json.loads((out / f"{document.stem}.result.json").read_text()) == expected_result(document)


def test_layout_of_one_document_to_a_file(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    out = tmp_path / "deep" / "csdn.json"
    assert main(["layout", str(CSDN), "-o", str(out)]) == 0
    assert capsys.readouterr().out == ""
    text = out.read_text()
    assert text.startswith('{\n  "size"')  # indented, as on standard output
    assert json.loads(text) == expected_result(CSDN)


def test_layout_of_several_documents_prints_one_line_each(capsys: pytest.CaptureFixture[str]) -> None:
    documents = [str(p) for p in EXAMPLE_DOCUMENTS[:3]]
    assert main(["layout", *documents]) == 0
    lines = capsys.readouterr().out.splitlines()
    assert [json.loads(line) for line in lines] == [{"document": d, "result": expected_result(Path(d))} for d in documents]


def test_a_bad_document_does_not_stop_the_batch(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    shutil.copy(CSDN, tmp_path / "good.json")
    (tmp_path / "bad.json").write_text('{"format": 1, "root": {"type": "Nope"}}')
    out = tmp_path / "out"
    assert main(["layout", str(tmp_path), "--out", str(out), "--jobs", "2"]) == 1
    err = capsys.readouterr().err
    assert f"error: {tmp_path / 'bad.json'}: " in err and "root.type" in err
    assert [p.name for p in out.iterdir()] == ["good.result.json"]
    assert json.loads((out / "good.result.json").read_text()) == expected_result(CSDN)


def test_a_thousand_small_documents_in_one_run(subprocess_env: dict[str, str], tmp_path: Path) -> None:
    count = 1000
    write_documents(tmp_path / "docs", count)
    out = tmp_path / "out"
    done = cli(["layout", str(tmp_path / "docs"), "--jobs", "2", "--out", str(out)], subprocess_env)
    assert done.returncode == 0, done.stderr
    assert len(list(out.iterdir())) == count
    for i in range(count):
        result = json.loads((out / f"doc{i:04d}.result.json").read_text())
        frames = {view["id"]: tuple(view["frame"][k] for k in ("x", "y", "width", "height")) for view in result["views"]}
        assert frames == expected_frames(i), f"doc{i:04d}"


def test_progress_bar_on_request(subprocess_env: dict[str, str], tmp_path: Path) -> None:
    pytest.importorskip("tqdm", reason="the progress bar needs tqdm (scripts/python-env.sh installs it)")
    count = len(EXAMPLE_DOCUMENTS)
    done = cli(["layout", str(EXAMPLES), "--progress", "--out", str(tmp_path)], subprocess_env)
    assert done.returncode == 0, done.stderr
    assert f"{count}/{count}" in done.stderr and "100%" in done.stderr
    quiet = cli(["layout", str(EXAMPLES), "--out", str(tmp_path)], subprocess_env)  # standard error is not a terminal
    assert quiet.returncode == 0 and quiet.stderr == ""


@pytest.mark.parametrize(
    "args, message",
    [
        (["layout", "-", "x.json"], "- (standard input) must be the only input"),
        (["layout", str(EXAMPLES), "--svg", "x.svg"], "--svg / --png needs exactly one document"),
        (["picture", str(EXAMPLES), "-o", "x.svg"], "is a file, but there are"),
        (["picture", str(CSDN), "-o", "x.gif"], "x.gif: the output is a .svg or .png file, or a directory"),
        (["layout", str(EXAMPLES), "-o", "x.json"], "x.json is a file, but there are 9 documents"),
        (["layout", str(EXAMPLES / "*.yaml")], "no file matches"),
        (["layout", str(EXAMPLES), "--jobs", "-1"], "--jobs"),
    ],
)
def test_usage_errors_exit_2(args: list[str], message: str, capsys: pytest.CaptureFixture[str]) -> None:
    with pytest.raises(SystemExit) as exit:
        main(args)
    assert exit.value.code == 2
    assert message in capsys.readouterr().err


# ---- picture -----------------------------------------------------------------------------


def test_picture_of_one_document(tmp_path: Path) -> None:
    stripes = EXAMPLES / "apple-first-third-stripes.json"  # 180 x 90: whole pixels at any scale
    svg, png, png2 = tmp_path / "stripes.svg", tmp_path / "stripes.png", tmp_path / "stripes@2x.png"
    assert main(["picture", str(stripes), "-o", str(svg), "--explain", "--margin", "4"]) == 0
    assert main(["picture", str(stripes), "-o", str(png)]) == 0
    assert main(["picture", str(stripes), "-o", str(png2), "--scale", "2"]) == 0
    # The command draws what the pictures API draws.
    reference = tmp_path / "reference.svg"
    picture_savers()["svg"](layout_document(stripes), str(reference), explain=True, scale=1.0, margin=4.0)
    assert svg.read_text() == reference.read_text()
    image = pytest.importorskip("PIL.Image")
    with image.open(png) as one, image.open(png2) as two:
        assert two.size == (2 * one.size[0], 2 * one.size[1])


def test_pictures_of_a_directory_in_both_formats(tmp_path: Path) -> None:
    pytest.importorskip("PIL")
    assert main(["picture", str(EXAMPLES), "-o", str(tmp_path), "-f", "svg", "-f", "png", "--jobs", "2"]) == 0
    assert sorted(p.name for p in tmp_path.iterdir()) == sorted(f"{d.stem}.{kind}" for d in EXAMPLE_DOCUMENTS for kind in ("svg", "png"))
    for document in EXAMPLE_DOCUMENTS:
        assert (tmp_path / f"{document.stem}.svg").read_text().startswith("<svg")
        assert (tmp_path / f"{document.stem}.png").read_bytes()[:8] == b"\x89PNG\r\n\x1a\n"


# ---- check -------------------------------------------------------------------------------


def test_check_passes_on_the_fixtures(capsys: pytest.CaptureFixture[str]) -> None:
    count = len(expand_inputs([str(FIXTURE_DOCUMENTS)]))
    assert count > 20
    assert main(["check", str(FIXTURE_DOCUMENTS), "--jobs", "2"]) == 0
    assert capsys.readouterr().out == f"checked {count} documents: {count} match, 0 differ, 0 could not be checked\n"


def _fixture_copy(tmp_path: Path, name: str) -> tuple[Path, Path]:
    document = shutil.copy(FIXTURE_DOCUMENTS / f"{name}.json", tmp_path / f"{name}.json")
    expected = shutil.copy(FIXTURE_DOCUMENTS / f"{name}.expected.json", tmp_path / f"{name}.expected.json")
    return Path(document), Path(expected)


def test_check_prints_every_difference_and_exits_1(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    document, expected = _fixture_copy(tmp_path, "r1-three-equal-rectangles")
    _fixture_copy(tmp_path, "modifiers-padding")
    wanted = json.loads(expected.read_text())
    view = wanted["views"][1]
    right_x = view["frame"]["x"]
    view["frame"]["x"] = right_x + 5
    view["outerFrame"]["width"] += 1
    expected.write_text(json.dumps(wanted))
    assert main(["check", str(tmp_path)]) == 1
    out = capsys.readouterr().out.splitlines()
    path = view["path"]
    assert out[0] == f"FAIL {document} (expected {expected}): 2 differences"
    assert out[1].startswith(f"  {path} frame: x {right_x:g} != {right_x + 5:g}")
    assert out[2].startswith(f"  {path} outerFrame: width ")
    assert out[3] == "checked 2 documents: 1 match, 1 differ, 0 could not be checked"


def test_check_of_unreadable_input_exits_2(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    (tmp_path / "alone.json").write_text(CSDN.read_text())
    (tmp_path / "bad.json").write_text('{"format": 1, "root": {"type": "Nope"}}')
    (tmp_path / "bad.expected.json").write_text("{}")
    assert main(["check", str(tmp_path)]) == 2
    captured = capsys.readouterr()
    assert f"error: {tmp_path / 'alone.json'}: no expected result {tmp_path / 'alone.expected.json'}" in captured.err
    assert f"error: {tmp_path / 'bad.json'}: " in captured.err and "root.type" in captured.err
    assert captured.out == "checked 2 documents: 0 match, 0 differ, 2 could not be checked\n"


def test_check_reads_expected_results_from_another_directory(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    out = tmp_path / "expected"
    out.mkdir()
    for document in EXAMPLE_DOCUMENTS:
        (out / f"{document.stem}.expected.json").write_text(layout_document(document).to_json())
    assert main(["check", str(EXAMPLES), "--expected", str(out)]) == 0
    assert "0 differ" in capsys.readouterr().out


# ---- html and explain: the explanation layer from the command line -------------------------


def test_explain_prints_the_trace(capsys: pytest.CaptureFixture[str]) -> None:
    result = layout_document(CSDN)
    code = main(["explain", str(CSDN), "account"])
    captured = capsys.readouterr()
    assert code == 0
    assert captured.out == result.explain("account") + "\n"
    assert main(["explain", str(CSDN), "no-such-view"]) == 1
    assert "no view 'no-such-view'" in capsys.readouterr().err


def test_html_writes_a_page_per_document(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    from alignment_engine.pictures.html import to_html

    code = main(["html", str(EXAMPLES), "-o", str(tmp_path)])
    assert code == 0
    for document in EXAMPLE_DOCUMENTS:
        assert (tmp_path / f"{document.stem}.html").read_text() == to_html(layout_document(document))


# ---- the console script ------------------------------------------------------------------


@pytest.mark.no_library
def test_the_console_script_is_the_command_line() -> None:
    tomllib = pytest.importorskip("tomllib")
    project = tomllib.loads((PACKAGE_ROOT / "pyproject.toml").read_text())
    assert project["project"]["scripts"] == {"alignment-engine": "alignment_engine.cli:main"}
    assert "alignment_engine.cli" in project["tool"]["setuptools"]["packages"]
    assert any(d.startswith("tqdm") for d in project["project"]["dependencies"])


def test_layout_at_a_dynamic_type_size(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    # HIG Typography: body is 40 points at accessibility3; the option replaces the document's size.
    document = tmp_path / "text.json"
    document.write_text('{"dynamicTypeSize": "xSmall", "root": {"type": "Text", "text": "Hello"}}')
    assert main(["layout", str(document), "--dynamic-type", "accessibility3", "--compact"]) == 0
    assert json.loads(capsys.readouterr().out)["size"] == {"width": 105, "height": 40}
    assert main(["layout", str(document), "--compact"]) == 0
    assert json.loads(capsys.readouterr().out)["size"] == {"width": 35, "height": 14}
    # With the safe area too: the root in the safe part, below the 10-point top inset.
    assert main(["layout", str(document), "--dynamic-type", "accessibility3", "--safe-area", "10,0,0,0", "--compact"]) == 0
    assert json.loads(capsys.readouterr().out)["views"][0]["frame"] == {"x": 0, "y": 10, "width": 105, "height": 40}
    with pytest.raises(SystemExit) as exited:
        main(["layout", str(document), "--dynamic-type", "huge"])
    assert exited.value.code == 2
    assert "invalid choice: 'huge'" in capsys.readouterr().err


def test_a_layout_warning_is_one_line_on_standard_error(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    # An SF Symbol the engine does not know lays out as the 1 em square of body (17 points)
    # and is warned about: in the result, and as one "warning:" line, without a traceback.
    document = tmp_path / "symbol.json"
    document.write_text('{"root": {"type": "Image", "id": "badge", "systemName": "no.such.symbol"}}')
    assert main(["layout", str(document), "--compact"]) == 0
    captured = capsys.readouterr()
    result = json.loads(captured.out)
    assert result["size"] == {"width": 17, "height": 17} and len(result["warnings"]) == 1
    (line,) = captured.err.splitlines()
    assert line.startswith("warning: view 'badge': Image(systemName: \"no.such.symbol\") is not a symbol the engine knows")
