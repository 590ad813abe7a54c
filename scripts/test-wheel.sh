#!/usr/bin/env bash
# The Python package as a user without Swift gets it: builds the wheel and sdist
# (scripts/build-wheel.sh), installs the wheel into a fresh venv and runs the Python example
# and the command line in a clean environment (no Swift toolchain on PATH, no
# LD_LIBRARY_PATH, outside the repository); then checks that the sdist, built without a Swift
# toolchain, stops with a clear message, and that with one it builds a working wheel.
set -euo pipefail
cd "$(dirname "$0")/.."
repository="$PWD"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
version="$(cat VERSION)"

echo "== build"
scripts/build-wheel.sh "$work/dist"
wheel="$(ls "$work"/dist/*.whl)"
sdist="$(ls "$work"/dist/*.tar.gz)"
[[ "$(basename "$wheel")" == alignment_engine-"$version"-py3-none-manylinux_*_x86_64.whl ]]
contents="$(unzip -Z1 "$wheel")"
grep -qx "alignment_engine/libalignment_engine.so" <<< "$contents"
grep -qx "alignment_engine/VERSION" <<< "$contents"
grep -qx "alignment_engine/serve/static/page.js" <<< "$contents"   # the serve page ships as package data
grep -q "/swift-source/Package.swift$" <<< "$(tar -tzf "$sdist")"

echo "== wheel in a fresh venv, clean environment"
python3 -m venv "$work/venv"
"$work/venv/bin/python" -m pip install --quiet --disable-pip-version-check --no-index --no-deps "$wheel"
clean=(env -i PATH="$work/venv/bin:/usr/bin:/bin" HOME="$work")
cd "$work"
if "${clean[@]}" sh -c 'command -v swift'; then echo "swift is on the clean PATH"; exit 1; fi
"${clean[@]}" python "$repository/examples/python/csdn.py" > csdn.txt
grep -qF "alignment_engine $version (library $version)" csdn.txt
grep -qF "name     (68, 25, 150, 28)" csdn.txt
grep -q "^$work/venv/" <<< "$("${clean[@]}" python -c 'import alignment_engine._native.library as l; print(l.library()._name)')"
"${clean[@]}" python -m alignment_engine layout "$repository/examples/documents/seed001-csdn-cross-stack.json" > result.json
grep -q '"width": 218' result.json
echo "the wheel's example and command line ran with no Swift on PATH and no LD_LIBRARY_PATH"

echo "== sdist without a Swift toolchain"
if env -i PATH=/usr/bin:/bin HOME="$work" "$repository/.venv/bin/python" -m pip wheel --disable-pip-version-check \
        --no-deps --no-build-isolation "$sdist" -w "$work/no-swift" > no-swift.log 2>&1; then
    echo "the sdist built without a Swift toolchain"; exit 1
fi
grep -qF "Swift 6 toolchain required to build from source; install a wheel instead" no-swift.log \
    || { cat no-swift.log; echo "no clear message"; exit 1; }
if grep -q "Errno" no-swift.log; then cat no-swift.log; echo "a bare errno"; exit 1; fi
echo "the sdist says: Swift 6 toolchain required to build from source; install a wheel instead"

echo "== sdist with the toolchain"
"$repository/.venv/bin/python" -m pip wheel --quiet --disable-pip-version-check --no-deps --no-build-isolation "$sdist" -w "$work/from-sdist"
grep -qx "alignment_engine/libalignment_engine.so" <<< "$(unzip -Z1 "$work"/from-sdist/*.whl)"
echo "the sdist builds a wheel with the library"
