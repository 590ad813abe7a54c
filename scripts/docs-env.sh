#!/usr/bin/env bash
# Adds the documentation site's tools to the project's Python environment (.venv, made by
# scripts/python-env.sh): Sphinx (the Python API from docstrings with autodoc, the C
# reference, the pages and the gallery) and MyST-Parser (the Markdown pages of docs/).
# Prints nothing on success; called by scripts/docs.sh.
set -euo pipefail
cd "$(dirname "$0")/.."
scripts/python-env.sh
.venv/bin/python -m pip install --quiet --disable-pip-version-check "sphinx>=7" "myst-parser>=3"
