"""The Dask example of the layout checks (examples/python/dask_check.py) on a small
LocalCluster: the same findings as the sweep in one process, and the cache it leaves."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest

from alignment_engine.layout_checks.settings import Settings
from alignment_engine.layout_checks.sweep import Sweep
from conftest import FIXTURES, REPOSITORY

EXAMPLE = REPOSITORY / "examples" / "python" / "dask_check.py"

pytest.importorskip("distributed", reason="dask.distributed is not installed (scripts/python-env.sh installs dask[distributed])")
pytest.importorskip("tree_sitter_swift", reason="the swift extra is not installed (scripts/python-env.sh installs it)")


def test_the_dask_example_checks_the_corpus_on_a_local_cluster(subprocess_env: dict[str, str], tmp_path: Path) -> None:
    (tmp_path / "alignment-engine.toml").write_text('[check]\ndynamic-type = ["large"]\n')
    corpus = [str(FIXTURES / "checks" / "defects"), str(FIXTURES / "checks" / "clean")]
    command = [sys.executable, str(EXAMPLE), *corpus, "--format", "json", "--workers", "2", "--no-progress"]
    done = subprocess.run(command, cwd=tmp_path, env=subprocess_env, capture_output=True, text=True, timeout=300)
    assert done.returncode == 1, done.stderr  # findings, nothing that could not be checked
    report = json.loads(done.stdout)
    expected = Sweep(Settings(dynamic_type=("large",))).run(corpus)
    assert report["findings"] == [finding.to_dict() for finding in expected.findings]
    assert report["problems"] == [] and report["screens"] == expected.screens == 13
    assert (tmp_path / ".alignment-engine-cache" / "checks.json").is_file()
