#!/usr/bin/env bash
# Creates (or reuses) the project's Python environment in .venv with the package's test and
# picture dependencies (pytest, Pillow), and what the command line and the Dask example use.
# Prints nothing on success; sourced by the scripts.
set -euo pipefail
cd "$(dirname "$0")/.."
if [[ ! -x .venv/bin/python ]]; then
    python3 -m venv .venv
fi
.venv/bin/python -m pip install --quiet --disable-pip-version-check pytest pillow
# The command line's progress bar (tqdm) and the Dask example's local cluster (dask[distributed]).
.venv/bin/python -m pip install --quiet --disable-pip-version-check tqdm "dask[distributed]"
