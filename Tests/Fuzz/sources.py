"""SwiftUI source for the fuzzer: files of the source corpus (Tests/Fixtures/swift) and
random documents written as source, mutated (truncated, cut, tokens inserted, bytes changed,
spans reversed)."""

from __future__ import annotations

import random

from .documents import random_document
from .process import REPOSITORY

__all__ = ["SOURCES", "TOKENS", "mutated_source"]

#: The source corpus: example and reference documents, seed articles, Apple's examples, app screens.
SOURCES = sorted((REPOSITORY / "Tests" / "Fixtures" / "swift").glob("*/*.swift"))
#: Pieces of SwiftUI inserted by mutations.
TOKENS = ["{", "}", "(", ")", ".padding()", "VStack {", "ForEach(0..<3) { i in", "if x {", "else", 'Text("a")', "\\(", '"',
          "#Preview {", "struct X: View {", ".frame(width: -1)", "1e400", "$0", "let", "=", ",", ":", "[", "]", "@State var",
          "self.", ".alignmentGuide(.top) { d in d[.bottom] }", "GeometryReader { g in", "\n", "0..<1000000", "Int.max * 2",
          "X()", "struct X: View { var body: some View { X() } }", "d[explicit: .top]", ".font(.custom(\"f\", size: 0))"]


def mutated_source(rng: random.Random) -> str:
    """A corpus file or a random document written as source, with one to four mutations."""
    if SOURCES and rng.random() < 0.7:
        data = bytearray(rng.choice(SOURCES).read_bytes())
    else:
        from alignment_engine.swift.source_writer import document_to_swift

        try:
            data = bytearray(document_to_swift(random_document(rng, max_views=15)).text.encode())
        except Exception:  # noqa: BLE001 - a document no source says: take a corpus file
            data = bytearray(SOURCES[0].read_bytes()) if SOURCES else bytearray()
    for _ in range(rng.randint(1, 4)):
        choice, at = rng.random(), rng.randrange(len(data) + 1)
        if choice < 0.25:
            data = data[:at]
        elif choice < 0.45:
            del data[at : at + rng.randint(1, 40)]
        elif choice < 0.8:
            data[at:at] = rng.choice(TOKENS).encode()
        elif choice < 0.9 and data:
            data[rng.randrange(len(data))] = rng.randrange(32, 127)
        else:
            first, last = sorted(rng.randrange(len(data) + 1) for _ in range(2))
            data[first:last] = data[first:last][::-1]
    return data.decode("utf-8", errors="replace")

