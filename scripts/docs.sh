#!/usr/bin/env bash
# Builds the documentation site into site/ (open site/index.html, or serve it:
# `python3 -m http.server -d site`; the Swift pages are a JavaScript app that needs HTTP):
# the Swift part with DocC (scripts/docs-swift.sh, into site/swift), then with Sphinx the
# landing page, the Python API from docstrings and type hints, the C reference from the
# header, the guide, tutorial, document format, command line and the gallery, each
# document drawn with its explanation (docs/conf.py, docs/_ext/). Fails on any Sphinx
# warning, an undocumented public name, a broken link or a gallery picture that cannot be
# made.
set -euo pipefail
cd "$(dirname "$0")/.."
scripts/docs-env.sh
swift build -c release > /dev/null   # the gallery and the Python API load the library
rm -rf site
mkdir -p site
scripts/docs-swift.sh site/swift
PYTHONPATH=bindings/python .venv/bin/python -m sphinx -b html -q -W --keep-going -E \
    -d .build/docs-doctrees -t swift docs site
echo "docs: site/index.html"
