"""Cold layouts of the benchmark shapes from Python, against Yoga in the same process
(docs/decisions.md, "Cold path").

    .venv/bin/python bindings/python/benchmarks/cold.py --rounds 3 --shapes wide,flexible,nested,deep
        medians over the rounds, at 100,000 views: our cold layout and pyyoga's (ns per
        view, and their ratio), and the first three unchanged layouts after it (us)
    .venv/bin/python bindings/python/benchmarks/cold.py --once flexible --size 10000
        builds the shape and lays it out once, nothing else: the program to run under
        ``valgrind --tool=callgrind --toggle-collect=...LayoutTree...layout...``

Set ``ALIGNMENT_ENGINE_LIBRARY`` to compare two builds of the library, one run each.
The trees are ``bench.py``'s; Yoga's are ``peers.py``'s.
"""

from __future__ import annotations

import argparse
import statistics
import sys
import time
from pathlib import Path

# The package beside this directory, and bench.py and peers.py beside this file.
sys.path[:0] = [str(Path(__file__).resolve().parents[1]), str(Path(__file__).resolve().parent)]

import bench  # noqa: E402
import peers  # noqa: E402

from alignment_engine import Tree  # noqa: E402

SIZE = 100_000


def ours(shape: str, size: int) -> tuple[float, list[int]]:
    """Our cold layout of ``shape`` (ns per view) and the first three unchanged layouts (ns)."""
    with Tree() as tree:
        built = bench.build(tree, shape, size, bench.Measures())
        built.make(tree)
        proposal = bench.proposal(shape)
        clock = time.perf_counter_ns
        start = clock()
        tree.layout(built.root, *proposal)
        cold = clock() - start
        again = []
        for _ in range(3):
            layout = tree.layout
            start = clock()
            layout(built.root, *proposal)
            again.append(clock() - start)
        return cold / built.views, again


def yoga(shape: str, size: int) -> tuple[float, list[int]]:
    """pyyoga's cold layout of ``shape`` (ns per view) and its first three unchanged layouts (ns)."""
    tree = peers.available()["yoga"](shape, size)
    width = bench.proposal(shape)[0]
    clock = time.perf_counter_ns
    start = clock()
    tree.layout(width)
    cold = clock() - start
    again = []
    for _ in range(3):
        start = clock()
        tree.layout(width)
        again.append(clock() - start)
    tree.close()
    return cold / (1.1 * size + 1), again


def compare(shapes: list[str], rounds: int) -> None:
    """Prints, per shape, the medians over ``rounds`` of ours and (where it has the shape) Yoga's."""
    samples: dict[tuple[str, str], list[tuple[float, list[int]]]] = {}
    has_yoga = "yoga" in peers.available()
    for _ in range(rounds):
        for shape in shapes:
            samples.setdefault((shape, "ours"), []).append(ours(shape, SIZE))
            if has_yoga and shape in peers.PEER_SHAPES:
                samples.setdefault((shape, "yoga"), []).append(yoga(shape, SIZE))

    def medians(runs: list[tuple[float, list[int]]]) -> tuple[float, list[float]]:
        return statistics.median(r[0] for r in runs), [statistics.median(r[1][i] for r in runs) / 1000 for i in range(3)]

    for shape in shapes:
        cold, again = medians(samples[shape, "ours"])
        line = f"{shape:<9} ours {cold:7.1f} ns/view, unchanged {again[0]:.2f}/{again[1]:.2f}/{again[2]:.2f} us"
        if (shape, "yoga") in samples:
            peer_cold, peer_again = medians(samples[shape, "yoga"])
            line += f" | yoga {peer_cold:7.1f} ns/view ({peer_cold / cold:.1f}x ours), unchanged {peer_again[0]:.2f}/{peer_again[1]:.2f}/{peer_again[2]:.2f} us"
        print(line, flush=True)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--shapes", default="wide,flexible,nested,deep")
    parser.add_argument("--rounds", type=int, default=3)
    parser.add_argument("--once", metavar="SHAPE", help="build SHAPE and lay it out once (for profilers)")
    parser.add_argument("--size", type=int, default=SIZE, help="views for --once")
    options = parser.parse_args()
    if options.once:
        ours(options.once, options.size)
    else:
        compare(options.shapes.split(","), options.rounds)


if __name__ == "__main__":
    main()
