"""The Dask example (examples/python/dask_batch.py) on a small LocalCluster: the same batch
as the command line's, on dask.distributed."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest

from alignment_engine import layout_document
from conftest import REPOSITORY
from small_documents import expected_frames, write_documents

EXAMPLE = REPOSITORY / "examples" / "python" / "dask_batch.py"

pytest.importorskip("distributed", reason="dask.distributed is not installed (scripts/python-env.sh installs dask[distributed])")


def test_the_dask_example_lays_out_a_batch_on_a_local_cluster(subprocess_env: dict[str, str], tmp_path: Path) -> None:
    count = 200
    write_documents(tmp_path / "docs", count)
    (tmp_path / "docs" / "bad.json").write_text('{"format": 1, "root": {"type": "Nope"}}')
    out = tmp_path / "out"
    done = subprocess.run(
        [sys.executable, str(EXAMPLE), str(tmp_path / "docs"), "--out", str(out), "--workers", "2"],
        env=subprocess_env, capture_output=True, text=True, timeout=300,
    )  # fmt: skip
    assert done.returncode == 1, done.stderr  # the bad document fails, the others are laid out
    assert f"error: {tmp_path / 'docs' / 'bad.json'}: " in done.stderr and "root.type" in done.stderr
    assert done.stdout == f"laid out {count} of {count + 1} documents into {out}\n"
    assert len(list(out.iterdir())) == count
    for i in range(count):
        document = tmp_path / "docs" / f"doc{i:04d}.json"
        result = json.loads((out / f"doc{i:04d}.result.json").read_text())
        assert result == layout_document(document).to_dict()
        frames = {view["id"]: tuple(view["frame"][k] for k in ("x", "y", "width", "height")) for view in result["views"]}
        assert frames == expected_frames(i), document.name
