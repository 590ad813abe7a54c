#!/usr/bin/env bash
# The install as a C programmer uses it: installs into a temporary prefix (scripts/install.sh),
# checks the installed library (SONAME, symlinks, no RUNPATH into the toolchain, no Swift
# library needed, only the header's ae_ functions exported), then builds the C examples with
# nothing but `pkg-config --cflags --libs alignment_engine`, and with CMake's
# find_package(alignment_engine), and runs them in a clean environment (no LD_LIBRARY_PATH,
# no Swift toolchain on PATH). The drawing example (draw_screen, with Cairo) draws its two
# pictures there and examples/c/check_screen.py (Pillow, from .venv) checks them.
#
#   scripts/test-install.sh            LIBRARY=... to install a library built already
set -euo pipefail
cd "$(dirname "$0")/.."
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
prefix="$work/prefix"
version="$(cat VERSION)"
clean_env=(env -i PATH=/usr/bin:/bin HOME="$work")

scripts/install.sh "$prefix"
lib="$prefix/lib"

echo "== installed library"
[[ "$(readlink "$lib/libalignment_engine.so")" == libalignment_engine.so.0 ]]
[[ "$(readlink "$lib/libalignment_engine.so.0")" == "libalignment_engine.so.$version" ]]
dynamic="$(readelf -d "$lib/libalignment_engine.so.$version")"
grep -q 'SONAME.*\[libalignment_engine.so.0\]' <<< "$dynamic" || { echo "SONAME is not libalignment_engine.so.0"; exit 1; }
if grep -E 'R(UN)?PATH' <<< "$dynamic" | grep -v '\[\$ORIGIN\]'; then echo "a RUNPATH beyond \$ORIGIN"; exit 1; fi
if grep 'NEEDED' <<< "$dynamic" | grep -i swift; then echo "the library needs a Swift runtime library"; exit 1; fi
if ldd "$lib/libalignment_engine.so" | grep -i 'swift\|not found'; then echo "the library loads a Swift library"; exit 1; fi
python3 bindings/c/check_symbols.py "$prefix/include/alignment_engine.h" "$lib/libalignment_engine.so" --version VERSION
echo "$(nm -D --defined-only "$lib/libalignment_engine.so" | wc -l) exported symbols, $(stat -L -c %s "$lib/libalignment_engine.so") bytes"

[[ -x .venv/bin/python ]] || scripts/python-env.sh
expected_csdn="Forever_wj   (68, 25, 150, 28)"
run_examples() {  # DIR: runs csdn, version and draw_screen built there, in the clean environment
    "${clean_env[@]}" "$1/version" | grep -q "library $version"
    "${clean_env[@]}" "$1/csdn" | grep -qF "$expected_csdn"
    "${clean_env[@]}" "$1/draw_screen" "$1" > "$1/frames.txt"
    .venv/bin/python examples/c/check_screen.py "$1/frames.txt"
    echo "$1: csdn, version and draw_screen run without LD_LIBRARY_PATH"
}

echo "== pkg-config"
mkdir -p "$work/pkg-config"
export PKG_CONFIG_PATH="$lib/pkgconfig"
[[ "$(pkg-config --modversion alignment_engine)" == "$version" ]]
for example in csdn version; do
    # shellcheck disable=SC2046 # the flags are words
    gcc -std=c11 -Wall -Wextra -Werror "examples/c/$example.c" -o "$work/pkg-config/$example" $(pkg-config --cflags --libs alignment_engine)
done
# shellcheck disable=SC2046 # the flags are words
gcc -std=c11 -Wall -Wextra -Werror examples/c/draw_screen.c -o "$work/pkg-config/draw_screen" \
    $(pkg-config --cflags --libs alignment_engine cairo) -lm
run_examples "$work/pkg-config"

echo "== CMake"
cmake -S examples/c -B "$work/cmake" -DCMAKE_PREFIX_PATH="$prefix" -DCMAKE_BUILD_TYPE=Release > "$work/cmake.log" || { cat "$work/cmake.log"; exit 1; }
cmake --build "$work/cmake" > "$work/cmake-build.log" || { cat "$work/cmake-build.log"; exit 1; }
run_examples "$work/cmake"
# A version the installed ABI does not promise (another minor version while the major is 0) is refused.
mkdir -p "$work/too-new"
printf 'cmake_minimum_required(VERSION 3.16)\nproject(too_new LANGUAGES C)\nfind_package(alignment_engine %s REQUIRED)\n' \
    "${version%%.*}.$(( $(cut -d. -f2 VERSION) + 1 ))" > "$work/too-new/CMakeLists.txt"
if cmake -S "$work/too-new" -B "$work/too-new/build" -DCMAKE_PREFIX_PATH="$prefix" > "$work/too-new.log" 2>&1; then
    echo "find_package accepted a newer minor version than the installed one"; exit 1
fi
grep -q "not compatible\|not suitable\|version" "$work/too-new.log"
echo "find_package(alignment_engine) refuses a newer minor version"
