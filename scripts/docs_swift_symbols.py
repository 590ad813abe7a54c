"""Checks and lists the public Swift symbols for scripts/docs-swift.sh.

    python3 scripts/docs_swift_symbols.py check SYMBOL_GRAPH_DIR
        Fails (exit 1), naming each one, when a public symbol has no doc comment.

    python3 scripts/docs_swift_symbols.py index SYMBOL_GRAPH_DIR ARCHIVE_DIR HOSTING_BASE_PATH
        Writes ARCHIVE_DIR/symbols.txt: one line per public symbol, its readable path
        (`AlignmentEngine/HStack/init(alignment:spacing:content:)`), a tab and the URL path of
        its page (`/swift/documentation/alignmentengine/hstack/init(alignment:spacing:content:)`),
        sorted. Fails when a public symbol has no page in the DocC archive.

The symbol graphs are swift-symbolgraph-extract's `*.symbols.json` files (one per module,
plus `Module@Other.symbols.json` for extensions of another module's types); the pages are
DocC's render JSON (`data/documentation/**.json`), whose `metadata.externalID` is the
symbol's precise identifier.
"""

import json
import sys
from pathlib import Path


def public_symbols(graph_dir):
    """Every symbol of the symbol graphs as (precise identifier, readable path, symbol)."""
    symbols = {}
    for graph in sorted(Path(graph_dir).glob("*.symbols.json")):
        data = json.loads(graph.read_text())
        module = data["module"]["name"]
        for symbol in data["symbols"]:
            path = "/".join([module, *symbol["pathComponents"]])
            symbols[symbol["identifier"]["precise"]] = (path, symbol)
    return symbols


def check(graph_dir):
    """Names every public symbol without a doc comment; returns the exit status."""
    undocumented = []
    for path, symbol in public_symbols(graph_dir).values():
        lines = symbol.get("docComment", {}).get("lines", [])
        if not any(line["text"].strip() for line in lines):
            location = symbol.get("location", {})
            file = location.get("uri", "").split("/Sources/")[-1]
            line = location.get("position", {}).get("line", -1) + 1
            undocumented.append(f"  {path}  (Sources/{file}:{line})")
    if undocumented:
        print(f"error: public Swift symbols without a doc comment ({len(undocumented)}):", file=sys.stderr)
        print("\n".join(sorted(undocumented)), file=sys.stderr)
        return 1
    return 0


def pages(archive_dir, base_path):
    """The URL path of every symbol page of a DocC archive, by precise identifier."""
    urls = {}
    for page in (Path(archive_dir) / "data" / "documentation").rglob("*.json"):
        node = json.loads(page.read_text())
        external_id = node.get("metadata", {}).get("externalID")
        if external_id:
            # doc://bundle/documentation/AlignmentEngine/HStack -> /documentation/alignmentengine/hstack
            url = node["identifier"]["url"].split("/documentation/", 1)[1]
            urls[external_id] = f"/{base_path}/documentation/{url.lower()}"
    return urls


def index(graph_dir, archive_dir, base_path):
    """Writes symbols.txt; returns the exit status (1 when a symbol has no page)."""
    urls = pages(archive_dir, base_path.strip("/"))
    lines, missing = [], []
    for precise, (path, _) in public_symbols(graph_dir).items():
        if precise in urls:
            lines.append(f"{path}\t{urls[precise]}")
        else:
            missing.append(f"  {path}")
    if missing:
        print(f"error: public Swift symbols without a page ({len(missing)}):", file=sys.stderr)
        print("\n".join(sorted(missing)), file=sys.stderr)
        return 1
    (Path(archive_dir) / "symbols.txt").write_text("\n".join(sorted(lines)) + "\n")
    return 0


def main(argv):
    if len(argv) == 3 and argv[1] == "check":
        return check(argv[2])
    if len(argv) == 5 and argv[1] == "index":
        return index(argv[2], argv[3], argv[4])
    print(__doc__, file=sys.stderr)
    return 2


if __name__ == "__main__":
    sys.exit(main(sys.argv))
