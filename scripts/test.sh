#!/usr/bin/env bash
# Runs every test of the project: the Swift suites (engine core and documents), the C ABI
# checks (header, exported symbols, C tests, the C example, valgrind) and the Python suite.
set -euo pipefail
cd "$(dirname "$0")/.."
swift build -c release
swift test
scripts/test-c.sh
scripts/python-env.sh
# The Python suite skips library tests when no library loads; here the library must load.
PYTHONPATH=bindings/python .venv/bin/python -c "from alignment_engine._library import library; library()"
PYTHONPATH=bindings/python .venv/bin/python -m pytest -q bindings/python/tests
scripts/fuzz.sh --seconds 45 --seed 1
