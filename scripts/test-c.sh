#!/usr/bin/env bash
# The C ABI's checks: builds libalignment_engine.so (release), compiles the header as C11
# (pedantic) and C++17, checks that the exported ae_ symbols are exactly the header's
# functions, builds and runs the C tests and the example, and runs the tests under valgrind.
#
#   scripts/test-c.sh            # uses .build
#   BUILD_DIR=.build-c scripts/test-c.sh
#   VALGRIND=0 scripts/test-c.sh # skips valgrind
set -euo pipefail
cd "$(dirname "$0")/.."

build_dir="${BUILD_DIR:-.build}"
valgrind="${VALGRIND:-1}"
header_dir=bindings/c/include
header="$header_dir/alignment_engine.h"
out="$build_dir/c-tests"

swift build -c release --scratch-path "$build_dir" --product alignment_engine
lib_dir="$(cd "$build_dir/release" && pwd -P)"
library="$lib_dir/libalignment_engine.so"
readelf -d "$library" | grep -q 'SONAME.*\[libalignment_engine.so.0\]' || { echo "no SONAME libalignment_engine.so.0 in $library"; exit 1; }
# Programs linked with -lalignment_engine load it by its SONAME.
ln -sf libalignment_engine.so "$lib_dir/libalignment_engine.so.0"
mkdir -p "$out"

echo "== header: C11 and C++17"
printf '#include "alignment_engine.h"\nint main(void) { return AE_OK; }\n' > "$out/header.c"
gcc -std=c11 -Wall -Wextra -Wpedantic -Werror -I"$header_dir" -c "$out/header.c" -o "$out/header_c.o"
g++ -std=c++17 -Wall -Wextra -Werror -x c++ -I"$header_dir" -c "$out/header.c" -o "$out/header_cpp.o"

echo "== symbols"
python3 bindings/c/check_symbols.py "$header" "$library" --version VERSION

cc_flags=(-std=c11 -Wall -Wextra -Wpedantic -Werror -g -pthread -I"$header_dir" -ITests/C)
link_flags=(-L"$lib_dir" -lalignment_engine -Wl,-rpath,"$lib_dir" -lm)
programs=(test_api test_errors test_threads test_reentry test_explain test_vocabulary test_changes test_callback_handles test_text_frame
          test_text_environment
          test_measure_batch test_safe_area test_rows test_controls)
for program in "${programs[@]}"; do
    gcc "${cc_flags[@]}" "Tests/C/$program.c" -o "$out/$program" "${link_flags[@]}"
done
# Deep documents take seconds natively and far too long under valgrind: run once, natively.
gcc "${cc_flags[@]}" -O2 Tests/C/test_deep_documents.c -o "$out/test_deep_documents" "${link_flags[@]}"
gcc "${cc_flags[@]}" examples/c/csdn.c -o "$out/csdn" "${link_flags[@]}"
gcc "${cc_flags[@]}" examples/c/flow.c -o "$out/flow" "${link_flags[@]}"

echo "== tests"
for program in "${programs[@]}"; do "$out/$program"; done
"$out/test_deep_documents"
echo "== example"
"$out/csdn"
"$out/flow"

if [[ "$valgrind" != 0 ]]; then
    echo "== valgrind"
    for program in "${programs[@]}" csdn flow; do
        valgrind --quiet --error-exitcode=1 --leak-check=full --errors-for-leak-kinds=definite,indirect,possible \
            --suppressions=Tests/C/swift-runtime.supp "$out/$program" > /dev/null
        echo "$program: no leaks, no invalid accesses"
    done
fi
