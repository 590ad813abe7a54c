#!/usr/bin/env bash
# Writes every example document and every reference-case document (those with an
# .expected.json) as SwiftUI source into Tests/Fixtures/swift/{examples,documents}/NAME.swift,
# with `alignment-engine swift`. The Python suite checks that the committed files are what the
# writer writes and that reading them back gives the documents' frames, so a change of the
# writer or the reader shows in a diff of these files. Needs the library and the swift extra
# (scripts/python-env.sh, swift build -c release).
set -euo pipefail
cd "$(dirname "$0")/.."
export PYTHONPATH=bindings/python
write() {  # write DOCUMENT OUT_DIR
    .venv/bin/python -m alignment_engine swift "$1" -o "$2/$(basename "$1" .json).swift"
}
mkdir -p Tests/Fixtures/swift/examples Tests/Fixtures/swift/documents
rm -f Tests/Fixtures/swift/examples/*.swift Tests/Fixtures/swift/documents/*.swift
for document in examples/documents/*.json; do
    write "$document" Tests/Fixtures/swift/examples
done
for expected in Tests/Fixtures/documents/*.expected.json; do
    write "${expected%.expected.json}.json" Tests/Fixtures/swift/documents
done
