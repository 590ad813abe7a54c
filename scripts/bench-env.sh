#!/usr/bin/env bash
# Sets up the project's Python environment (scripts/python-env.sh) and adds the peer layout
# engines the Python benchmark compares with when they import: Yoga (PyPI pyyoga) and Taffy
# (PyPI stretchable). Neither the tests nor CI need them. Then run, after
# `swift build -c release`:
#   .venv/bin/python bindings/python/benchmarks/bench.py
set -euo pipefail
cd "$(dirname "$0")/.."
scripts/python-env.sh
.venv/bin/python -m pip install --quiet --disable-pip-version-check pyyoga stretchable
