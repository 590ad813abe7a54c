#!/usr/bin/env bash
# Runs every test of the project: the Swift suites (engine core and documents), the C ABI
# checks (header, exported symbols, version, C tests, the C example, valgrind), the Python
# suite, the install (pkg-config and CMake builds of the C examples against an installed
# prefix) and the Python wheel and sdist in a clean environment.
set -euo pipefail
cd "$(dirname "$0")/.."
scripts/setup-system.sh
swift build -c release
swift test
scripts/test-c.sh
scripts/python-env.sh
# The Python suite skips library tests when no library loads; here the library must load.
PYTHONPATH=bindings/python .venv/bin/python -c "from alignment_engine._native.library import library; library()"
# The documentation site, which the Python suite's test_docs_site.py then opens in Chromium.
scripts/docs.sh
PYTHONPATH=bindings/python .venv/bin/python -m pytest -q bindings/python/tests
scripts/test-install.sh
scripts/test-wheel.sh
scripts/fuzz.sh --seconds 45 --seed 1
