#!/usr/bin/env bash
# Installs the C library into PREFIX: builds the self-contained library (scripts/build-library.sh)
# and installs
#   PREFIX/include/alignment_engine.h
#   PREFIX/lib/libalignment_engine.so.X.Y.Z, libalignment_engine.so.X -> it, libalignment_engine.so -> .so.X
#   PREFIX/lib/pkgconfig/alignment_engine.pc
#   PREFIX/lib/cmake/alignment_engine/alignment_engine-config.cmake (+ -config-version.cmake)
#   PREFIX/share/doc/alignment_engine/ (LICENSE, CHANGELOG.md, document.md: the layout document format)
#
#   scripts/install.sh PREFIX          e.g. scripts/install.sh /usr/local, scripts/install.sh ~/.local
#   LIBRARY=path/to/libalignment_engine.so scripts/install.sh PREFIX   (installs a built library)
set -euo pipefail
cd "$(dirname "$0")/.."
[[ $# -eq 1 ]] || { echo "usage: scripts/install.sh PREFIX" >&2; exit 2; }
mkdir -p "$1"
prefix="$(cd "$1" && pwd -P)"
version="$(cat VERSION)"
major="${version%%.*}"
minor="${version#*.}"; minor="${minor%%.*}"
library="${LIBRARY:-$(scripts/build-library.sh)}"

install -d "$prefix/include" "$prefix/lib/pkgconfig" "$prefix/lib/cmake/alignment_engine" "$prefix/share/doc/alignment_engine"
install -m 644 LICENSE CHANGELOG.md docs/document.md "$prefix/share/doc/alignment_engine/"
install -m 644 bindings/c/include/alignment_engine.h "$prefix/include/"
install -m 755 "$library" "$prefix/lib/libalignment_engine.so.$version"
ln -sfn "libalignment_engine.so.$version" "$prefix/lib/libalignment_engine.so.$major"
ln -sfn "libalignment_engine.so.$major" "$prefix/lib/libalignment_engine.so"

substitute() {
    sed -e "s|@PREFIX@|$prefix|g" -e "s|@VERSION@|$version|g" -e "s|@MAJOR@|$major|g" -e "s|@MINOR@|$minor|g" "$1" > "$2"
}
substitute bindings/c/pkgconfig/alignment_engine.pc.in "$prefix/lib/pkgconfig/alignment_engine.pc"
substitute bindings/c/cmake/alignment_engine-config.cmake.in "$prefix/lib/cmake/alignment_engine/alignment_engine-config.cmake"
substitute bindings/c/cmake/alignment_engine-config-version.cmake.in \
    "$prefix/lib/cmake/alignment_engine/alignment_engine-config-version.cmake"
echo "installed alignment_engine $version into $prefix"
