#!/usr/bin/env bash
# Sets the project's version: writes VERSION (the one place that defines it) and the two
# places that must spell it for the compilers, the header's AE_VERSION_* macros and the
# string ae_version() answers. scripts/test-c.sh checks that all three agree; Python's
# __version__ and the wheel's version are read from VERSION.
#
#   scripts/set-version.sh 0.2.0
set -euo pipefail
cd "$(dirname "$0")/.."
version="${1:?usage: scripts/set-version.sh MAJOR.MINOR.PATCH}"
[[ "$version" =~ ^([0-9]+)\.([0-9]+)\.([0-9]+)$ ]] || { echo "not MAJOR.MINOR.PATCH: $version" >&2; exit 1; }
echo "$version" > VERSION
sed -i -E \
    -e "s/^#define AE_VERSION_MAJOR .*/#define AE_VERSION_MAJOR ${BASH_REMATCH[1]}/" \
    -e "s/^#define AE_VERSION_MINOR .*/#define AE_VERSION_MINOR ${BASH_REMATCH[2]}/" \
    -e "s/^#define AE_VERSION_PATCH .*/#define AE_VERSION_PATCH ${BASH_REMATCH[3]}/" \
    -e "s/^#define AE_VERSION_STRING .*/#define AE_VERSION_STRING \"$version\"/" \
    bindings/c/include/alignment_engine.h
sed -i -E "s/^(private let version: StaticString = )\".*\"/\1\"$version\"/" Sources/AlignmentEngineC/Library.swift
echo "version $version: VERSION, bindings/c/include/alignment_engine.h, Sources/AlignmentEngineC/Library.swift"
