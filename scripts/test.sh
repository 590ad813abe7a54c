#!/usr/bin/env bash
# Runs every test of the project: the Swift suites (engine core and documents), the C ABI
# checks (header, exported symbols, C tests, the C example, valgrind).
set -euo pipefail
cd "$(dirname "$0")/.."
swift build -c release
swift test
scripts/test-c.sh
