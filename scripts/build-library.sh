#!/usr/bin/env bash
# Builds the self-contained libalignment_engine.so: release, with the Swift runtime linked in
# statically (-static-stdlib), stripped, so it needs only the C and C++ runtimes of the system, no Swift
# toolchain. Uses its own scratch path (default .build-static) so it never disturbs the
# development build in .build. Prints the library's path.
#
#   scripts/build-library.sh [SCRATCH_PATH]
set -euo pipefail
cd "$(dirname "$0")/.."
scratch="${1:-.build-static}"
if ! command -v swift > /dev/null; then
    echo "Swift 6 toolchain required to build libalignment_engine.so from source (https://swift.org/install)" >&2
    exit 1
fi
# SwiftPM's --static-swift-stdlib links only executables statically; -static-stdlib reaches the
# library. --strip-all drops the symbol table and debug sections (12 MB -> 7 MB); the dynamic
# symbols (the ae_ functions) stay.
swift build -c release --scratch-path "$scratch" --product alignment_engine -Xswiftc -static-stdlib -Xlinker --strip-all >&2
echo "$(cd "$scratch/release" && pwd -P)/libalignment_engine.so"
