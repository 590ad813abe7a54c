"""SwiftUI source read, laid out and its result written: a 1,000-line file of 2,000 views
(rows of an HStack of a styled Text and a framed Color, and a padded Text, in a ScrollView),
timed in its four parts, best of several runs.

    PYTHONPATH=bindings/python .venv/bin/python bindings/python/benchmarks/swift_source.py [--runs N]

Parts: parse (tree-sitter and the reader's syntax tree), inline (the views and the document),
lay out (the library, the result read back), write (the result JSON with its assumptions).
"""

from __future__ import annotations

import argparse
import time

from alignment_engine.swift import read_swift
from alignment_engine.swift_layout import layout_swift_document

#: Rows of the generated file: two lines and four views each.
ROWS = 497


def source(rows: int = ROWS) -> str:
    """The benchmark's source: 6 + 2 x rows lines, 2 + 4 x rows views."""
    lines = ["import SwiftUI", "", "struct Rows: View {", "    var body: some View {", "        ScrollView {",
             "            VStack(alignment: .leading, spacing: 4) {"]
    for row in range(rows):
        lines.append(f'                HStack(spacing: 8) {{ Text("Row {row}").font(.headline); Color.red.frame(width: 20, height: 20) }}')
        lines.append(f'                Text("Detail {row}").padding(.horizontal, 8)')
    lines += ["            }", "        }", "    }", "}"]
    return "\n".join(lines) + "\n"


def measure(text: str) -> dict[str, float]:
    """Seconds of each part for one run."""
    started = time.perf_counter()
    parsed = read_swift(text)
    parsed_at = time.perf_counter()
    swift = parsed.document()
    inlined_at = time.perf_counter()
    result = layout_swift_document(swift, 390, 844)
    laid_out_at = time.perf_counter()
    written = result.to_json(indent=None)
    written_at = time.perf_counter()
    assert len(result) == 2 + 4 * ROWS and written
    return {"parse": parsed_at - started, "inline": inlined_at - parsed_at, "lay out": laid_out_at - inlined_at,
            "write": written_at - laid_out_at, "total": written_at - started}


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=7, help="runs; the fastest total is reported (default 7)")
    arguments = parser.parse_args()
    text = source()
    measure(text)  # warm up: load the grammar and the library
    best = min((measure(text) for _ in range(arguments.runs)), key=lambda run: run["total"])
    print(f"{len(text.splitlines())} lines, {2 + 4 * ROWS} views, best of {arguments.runs}: "
          + ", ".join(f"{part} {seconds * 1000:.1f} ms" for part, seconds in best.items()))


if __name__ == "__main__":
    main()
