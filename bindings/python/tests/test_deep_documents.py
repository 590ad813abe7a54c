"""Results without paths (``"resultPaths": false``) and documents of any depth.

A 1,000,000-level document through ``layout_document`` takes about 9 s and 1.2 GB, so the suite runs
100,000 levels (the C test ``test_deep_documents`` runs 1,000,000); to measure a million::

    PYTHONPATH=bindings/python /usr/bin/time -v .venv/bin/python bindings/python/tests/test_deep_documents.py 1000000
"""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from alignment_engine import _json, layout_document
from alignment_engine.results.checks import compare_results
from alignment_engine.cli import main
from conftest import REPOSITORY

CSDN = REPOSITORY / "examples" / "documents" / "seed001-csdn-cross-stack.json"

#: A stack with a coloured child and an overlay: parents 0 (children) and 1 (the overlay's content).
SMALL = {
    "resultPaths": False,
    "root": {"type": "HStack", "spacing": 0, "children": [
        {"type": "Color", "id": "a", "color": "red", "modifiers": [
            {"frame": {"width": 10, "height": 10}}, {"overlay": {"content": {"type": "Circle", "id": "dot", "color": "blue"}}}]},
        {"type": "Color", "id": "b", "modifiers": [{"frame": {"width": 5, "height": 5}}]}]},
}  # fmt: skip


def nested(depth: int, **top: object) -> str:
    """A document of ``depth`` nested VStacks around a red Color ``leaf``, as text."""
    head = "".join(f"{json.dumps(key)}: {json.dumps(value)}, " for key, value in top.items())
    return (
        '{"proposal": {"width": 50, "height": 20}, ' + head + '"root": '
        + '{"type":"VStack","children":[' * depth + '{"type":"Color","id":"leaf","color":"red"}' + "]}" * depth + "}"
    )


def test_entries_without_paths_name_their_parent() -> None:
    result = layout_document(SMALL)
    assert [(view.type, view.id, view.path, view.parent) for view in result] == [
        ("HStack", None, None, None), ("Color", "a", None, 0), ("Circle", "dot", None, 1), ("Color", "b", None, 0),
    ]  # fmt: skip
    assert tuple(result["dot"].frame) == (0.0, 0.0, 10.0, 10.0)
    assert tuple(result["b"].frame) == (10.0, 2.5, 5.0, 5.0)
    # Colours come from the document, read on first use.
    assert (result["a"].color, result["dot"].color, result["b"].color) == ("red", "blue", None)
    assert layout_document(json.dumps(SMALL))["dot"].color == "blue"
    entries = result.to_dict()["views"]
    assert [entry.get("parent", "none") for entry in entries] == [None, 0, 1, 0]
    assert all("path" not in entry for entry in entries)
    with pytest.raises(KeyError):
        result["/0"]
    # Pictures and checks draw and compare from the explanation and frames, as with paths.
    assert "<svg" in result.to_svg(explain=True)
    assert compare_results(result, result.to_dict()) == []
    # Without a path, explain finds the view by its id.
    assert result.explain("dot").startswith("How 'dot' (Circle /0/modifiers/1) got its frame (0, 0, 10, 10):")


def test_result_paths_override_the_document() -> None:
    with_paths = layout_document(CSDN)
    without = layout_document(CSDN, result_paths=False)
    assert [view.path for view in without] == [None] * len(with_paths)
    index = {view.path: i for i, view in enumerate(with_paths)}
    for view, entry in zip(with_paths, without):
        parent = None if view.path == "/" else index[view.path.rsplit("/", 1)[0] or "/"]
        assert (entry.parent, entry.id, tuple(entry.frame)) == (parent, view.id, tuple(view.frame))
    # A document that names the key itself, as text, bytes or a dict.
    assert layout_document(json.dumps(SMALL), result_paths=True)["a"].path == "/0"
    assert layout_document(json.dumps(SMALL).encode(), result_paths=True)["dot"].path == "/0/modifiers/1"
    assert layout_document(SMALL, result_paths=True)["b"].path == "/1"
    with pytest.raises(TypeError, match="result_paths"):
        layout_document(SMALL, result_paths="no")  # type: ignore[arg-type]


def test_cli_no_paths(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["layout", str(CSDN), "--no-paths", "--compact"]) == 0
    entries = json.loads(capsys.readouterr().out)["views"]
    assert entries[0]["parent"] is None and entries[1]["parent"] == 0
    assert all("path" not in entry for entry in entries)


def test_5000_levels_with_paths() -> None:
    depth = 5000
    text = nested(depth)
    result = layout_document(text)
    assert len(result) == depth + 1
    leaf = result["leaf"]
    assert leaf.path == "/0" * depth and leaf.color == "red"
    assert tuple(leaf.frame) == (0.0, 0.0, 50.0, 20.0)
    # The same document as a dict (nested deeper than json.dumps goes) and as bytes.
    assert tuple(layout_document(_json.loads(text))["leaf"].frame) == (0.0, 0.0, 50.0, 20.0)
    assert layout_document(text.encode())["leaf"].path == leaf.path


def test_100000_levels_without_paths() -> None:
    depth = 100_000
    result = layout_document(nested(depth, resultPaths=False))
    assert len(result) == depth + 1
    leaf = result["leaf"]
    assert (leaf.parent, leaf.path, tuple(leaf.frame)) == (depth - 1, None, (0.0, 0.0, 50.0, 20.0))
    assert result[depth - 1].parent == depth - 2


def test_json_at_any_depth() -> None:
    depth = 200_000
    text = '{"a": ' + "[" * depth + '{"b": [1, -2500.0, true, false, null, "\\u00e9\\n"]}' + "]" * depth + "}"
    value = _json.loads(text)
    assert _json.dumps(value) == text.replace(", ", ",").replace(": ", ":")
    for bad in ("{", "[1,]", '{"a" 1}', "[1 2]", "]", "tru", '{"a":1}x', "[1,,2]", "{,}"):
        with pytest.raises(ValueError):
            _json.loads("[" * 2000 + bad + "]" * 2000)


if __name__ == "__main__":
    import sys
    import time

    levels = int(sys.argv[1]) if len(sys.argv) > 1 else 1_000_000
    started = time.perf_counter()
    measured = layout_document(nested(levels, resultPaths=False))
    print(f"{levels} levels: {len(measured)} views in {time.perf_counter() - started:.2f} s; leaf {tuple(measured['leaf'].frame)}")
