#!/usr/bin/env bash
# Builds the Swift API documentation (DocC) of the AlignmentEngine and AlignmentDocument
# modules as a static site in OUTDIR, to be served over HTTP with OUTDIR at /swift/ (DocC's
# pages load JSON, so file:// does not work): the pages are then at
# /swift/documentation/alignmentengine/ and /swift/documentation/alignmentdocument/.
#
#   scripts/docs-swift.sh OUTDIR          (scripts/docs.sh calls it with site/swift)
#
# Fails when a public symbol has no doc comment (naming it), on any DocC warning (a link
# that does not resolve, a parameter documented that does not exist, ...) and when a public
# symbol has no page. Also writes OUTDIR/symbols.txt: one line per public symbol, its
# readable path, a tab and the URL path of its page (see scripts/docs_swift_symbols.py).
# Uses only the toolchain's own swift-symbolgraph-extract and docc (no package plugin).
set -euo pipefail
if [ $# -ne 1 ]; then
    echo "usage: scripts/docs-swift.sh OUTDIR" >&2
    exit 2
fi
out="$(realpath -m "$1")"
cd "$(dirname "$0")/.."

hosting_base_path=swift
modules=(AlignmentEngine AlignmentDocument)
graphs=.build/symbol-graphs

# The release build is the one scripts/test.sh makes, so the docs reuse it.
swift build -c release --target AlignmentDocument
modules_dir="$(swift build -c release --show-bin-path)/Modules"
triple="$(swiftc -print-target-info | python3 -c 'import json, sys; print(json.load(sys.stdin)["target"]["triple"])')"

rm -rf "$graphs"
mkdir -p "$graphs"
for module in "${modules[@]}"; do
    swift-symbolgraph-extract -module-name "$module" -I "$modules_dir" -target "$triple" \
        -minimum-access-level public -skip-synthesized-members -emit-extension-block-symbols \
        -output-dir "$graphs"
done
python3 scripts/docs_swift_symbols.py check "$graphs"

mkdir -p "$(dirname "$out")"

docc convert Sources/AlignmentEngine/AlignmentEngine.docc \
    --additional-symbol-graph-dir "$graphs" \
    --fallback-display-name AlignmentEngine \
    --fallback-bundle-identifier org.alignmentengine.AlignmentEngine \
    --warnings-as-errors \
    --transform-for-static-hosting --hosting-base-path "$hosting_base_path" \
    --output-dir "$out"
python3 scripts/docs_swift_symbols.py index "$graphs" "$out" "$hosting_base_path"
echo "Swift documentation in $out, for /$hosting_base_path/documentation/alignmentengine/"
