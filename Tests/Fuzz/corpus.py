"""The regression corpus: ``Tests/Fixtures/fuzz-corpus/<kind>-<hash>.json``.

Each file holds one input that once failed (or a hostile input of the issue), what property
it exercises and what the spec requires::

    {
      "kind": "invalid-number",                 # the property that failed (file prefix)
      "property": "a successful result ...",    # that property in words
      "signature": "invalid-number:...",        # how the campaign tells failures apart
      "expect": "a valid layout, or ...",       # the required outcome in words
      "case": {"kind": "document", "document": {...}, "expect": {"outcome": "clean"}},
      "found": {"seed": 1, "detail": "...", "engine": "..."}
    }

``case`` is what the worker runs (its ``expect`` is checked there); replaying a file passes
when the worker reports no violation within the timeout.
"""

from __future__ import annotations

import hashlib
import json
from pathlib import Path
from typing import Any

from .process import REPOSITORY

CORPUS = REPOSITORY / "Tests" / "Fixtures" / "fuzz-corpus"

PROPERTIES = {
    "crash": "the process laying out the input survives (no signal, no abort)",
    "hang": "the input is answered within its timeout",
    "invalid-number": "a successful result holds no NaN, no -infinity, and no infinity except an infinite size",
    "infinite-size": "a document without an infinite proposal has only finite sizes (an overflowing sum is an error naming the container)",
    "wrong-views": "the result lists every view of the document in document order with its path, type and id",
    "error-without-path": "a rejected document's error names where (a JSON path, or a line and column)",
    "error-without-view-id": "a call given a view id that does not exist says which id",
    "swift": "a document written as SwiftUI source and read back lays out as the document",
    "swift-source": "SwiftUI source gives a layout or a SwiftSourceError naming the file, never another exception",
    "python-exception": "every call returns or raises the package's LayoutError (a callback's own exception from layout)",
    "wrong-error": "the outcome the spec requires for this input (a valid layout, or an error naming the place)",
    "wrong-size": "the size the spec gives for this input",
    "builder": "the builder API (HStack(...).padding(8) ...) lays out a document's views exactly as the document",
    "session": "a LayoutSession of a document's views changed in place lays out as the document changed alike",
    "roundtrip": "the same result after a JSON round trip with another key order and spacing",
    "mirror": "a right-to-left layout mirrors the left-to-right one (x' = W - x - width) where the spec guarantees it",
    "batch": "the same result laid out alone, after other documents, or concurrently with them",
    "small-stack": "a hostile input gives the same answer on a thread with a 256 KB stack as on the main thread",
    "stale-subviews": "a custom layout's subviews proxy or handle used after its callback fails with a clear error, never answers",
    "harness-error": "(a fault of the fuzzing harness itself)",
}


def case_hash(case: dict[str, Any]) -> str:
    return hashlib.sha1(json.dumps(case, sort_keys=True).encode()).hexdigest()[:12]


def expectation_words(case: dict[str, Any]) -> str:
    expect = case.get("expect") or (case.get("recipe") or {})
    outcome = expect.get("outcome") or expect.get("expect") or "clean"
    if case["kind"] == "api":
        return "every call returns or raises LayoutError naming the view; laid-out frames valid"
    layout = "a valid layout" + (f" of width {expect['width']}" if "width" in expect else "")
    layout += f" with frames {expect['frames']}" if "frames" in expect else ""
    if case["kind"] == "python":
        error = f"{' or '.join(expect['raises'])} naming one of {expect.get('names', [])}" if "raises" in expect else ""
        return " or ".join(part for part in (error, layout if "width" in expect or "frames" in expect or not error else "") if part)
    if outcome == "layout":
        return layout
    if outcome == "error":
        return f"an error whose message contains {expect.get('contains', [])}"
    if "contains" in expect:
        return f"an error whose message contains {expect['contains']}, or {layout}"
    return "a valid layout, or an error naming the JSON path"


def save(directory: Path, kind: str, signature: str, case: dict[str, Any], found: dict[str, Any]) -> tuple[Path, bool]:
    """Writes a corpus file (once per case, whatever property it broke first); answers its
    path and whether it is new."""
    directory.mkdir(parents=True, exist_ok=True)
    same = sorted(directory.glob(f"*-{case_hash(case)}.json"))
    if same:
        return same[0], False
    path = directory / f"{kind}-{case_hash(case)}.json"
    entry = {"kind": kind, "property": PROPERTIES.get(kind, kind), "signature": signature,
             "expect": expectation_words(case), "case": case, "found": found}
    path.write_text(json.dumps(entry, indent=1, ensure_ascii=False) + "\n", encoding="utf-8")
    return path, True


def load(directory: Path = CORPUS) -> list[tuple[Path, dict[str, Any]]]:
    """Every corpus file with its entry, sorted by name."""
    return [(path, json.loads(path.read_text(encoding="utf-8"))) for path in sorted(directory.glob("*.json"))]
