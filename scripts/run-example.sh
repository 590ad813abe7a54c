#!/usr/bin/env bash
# The main job, from a fresh machine: builds the engine (release), installs the Python
# package with its picture support into .venv, lays out an example document and writes its
# result JSON and its pictures (SVG and PNG) to out/.
#
#   scripts/run-example.sh [DOCUMENT.json]     (default: the CSDN cross-stack example)
set -euo pipefail
cd "$(dirname "$0")/.."
document="${1:-examples/documents/seed001-csdn-cross-stack.json}"
name="$(basename "$document" .json)"

swift build -c release
scripts/python-env.sh
.venv/bin/python -m pip install --quiet --disable-pip-version-check "./bindings/python[png]"
mkdir -p out
.venv/bin/python -m alignment_engine layout "$document" --svg "out/$name.svg" --png "out/$name.png" > "out/$name.json"
echo "laid out $document: out/$name.json, out/$name.svg, out/$name.png"
