#!/usr/bin/env bash
# Fuzzes the engine through its Python package (Tests/Fuzz, see Tests/Fuzz/README.md).
#
#   scripts/fuzz.sh --minutes N [--seed S]   long run: every hostile input, then random
#                                            documents, mutated texts and Tree call sequences; the
#                                            first failure of each signature is minimised and saved to
#                                            Tests/Fixtures/fuzz-corpus/<kind>-<hash>.json (unless
#                                            the corpus holds that input)
#   scripts/fuzz.sh --seconds N [--seed S]   brief run (the test command's): replays the corpus, then
#                                            fuzzes for N seconds with the small hostile inputs, saving nothing
#   scripts/fuzz.sh --replay [FILE...]       replays corpus files only
#
# Prints the inputs and API calls tried and every failure; exits 1 if any property failed.
set -euo pipefail
cd "$(dirname "$0")/.."
if [[ ! -f .build/release/libalignment_engine.so ]]; then
    swift build -c release
fi
python=.venv/bin/python
[[ -x "$python" ]] || python=python3
export PYTHONPATH=Tests:bindings/python
status=0
if [[ " $* " == *" --seconds "* ]]; then
    "$python" -m pytest -q -p no:cacheprovider Tests/Fuzz || status=1
fi
"$python" -m Fuzz.runner "$@" || status=1
exit "$status"
