#!/usr/bin/env bash
# Runs every test of the project: the Swift test suites (engine core and documents).
set -euo pipefail
cd "$(dirname "$0")/.."
swift build -c release
swift test
