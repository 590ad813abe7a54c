"""The relayout benchmark: each engine in its own process, on the benchmark shapes of
/work/shared/spec/benchmark-shapes.md (``wide``: fixed leaves; ``measured``: leaves measured by
one Python callback call per proposal, the single-call measure), and per engine and shape:

- cold: the first layout (ns per view), and the measure calls per measured leaf it made;
- unchanged, first: the first layout after the cold one with nothing changed (us);
- unchanged, later: the median of ``bench.WARM_LAYOUTS`` more such layouts (us);
- leaf: a layout after the first leaf changed size (a new image size, or for a measured leaf
  a new answer and ``mark_dirty``), median of ``--steps`` (us);
- resize: a layout after a new root width, median of ``--steps`` (us).

Each (engine, shape) runs in a fresh Python process, so that neither engine's memory, caches
or garbage collector weigh on the other's figures; the parent prints them side by side with
the ratios ours / Yoga (below 1: ours is faster). Our trees are those of ``bench.py``, built
with a ``Program`` and laid out with ``Tree.layout``; Yoga's those of ``peers.py`` (pyyoga,
installed by ``scripts/bench-env.sh``).

    python bindings/python/benchmarks/relayout.py [--shapes wide,measured] [--sizes 100000]
                                                  [--steps 5] [--repeat 3] [--json]

Each figure is the median of ``--repeat`` processes.
"""

from __future__ import annotations

import argparse
import json
import statistics
import subprocess
import sys
import time
from pathlib import Path
from typing import Any, Callable

sys.path[:0] = [str(Path(__file__).resolve().parents[1]), str(Path(__file__).resolve().parent)]

import bench  # noqa: E402
import peers  # noqa: E402

from alignment_engine import Tree  # noqa: E402

SHAPES = ("wide", "measured")
ENGINES = ("ours", "yoga")
FIGURES = (
    ("cold ns/view", "cold_ns_per_view"),
    ("first us", "unchanged_first_us"),
    ("later us", "unchanged_later_us"),
    ("leaf us", "leaf_us"),
    ("resize us", "resize_us"),
    ("calls/leaf", "cold_calls_per_leaf"),
)


def timed(layout: Callable[[], Any]) -> float:
    """The time of one call, in microseconds (the clock and the call fetched before)."""
    clock = time.perf_counter_ns
    start = clock()
    layout()
    return (clock() - start) / 1000


def run_ours(shape: str, size: int, steps: int) -> dict[str, float]:
    measures = bench.Measures()
    with Tree() as tree:
        built = bench.build(tree, shape, size, measures)
        built.make(tree)
        root = built.root
        width = bench.proposal(shape)[0]
        cold = timed(lambda: tree.layout(root, width, None))
        calls = measures.take_calls()
        first = timed(lambda: tree.layout(root, width, None))
        later = [timed(lambda: tree.layout(root, width, None)) for _ in range(bench.WARM_LAYOUTS)]
        leaf, resize = [], []
        for step in range(1, steps + 1):
            bench.change_leaf(tree, shape, built, measures, step)
            leaf.append(timed(lambda: tree.layout(root, width, None)))
            width = bench.proposal(shape, step)[0]
            resize.append(timed(lambda: tree.layout(root, width, None)))
        views = built.views
        return figures(cold, views, calls / built.measured_leaves if built.measured_leaves else None, first, later, leaf, resize)


def run_yoga(shape: str, size: int, steps: int) -> dict[str, float]:
    tree = peers.YogaTree(shape, size)
    width = bench.proposal(shape)[0]
    cold = timed(lambda: tree.layout(width))
    calls, tree.calls = tree.calls, 0
    first = timed(lambda: tree.layout(width))
    later = [timed(lambda: tree.layout(width)) for _ in range(bench.WARM_LAYOUTS)]
    leaf, resize = [], []
    for step in range(1, steps + 1):
        tree.change_leaf(step)
        leaf.append(timed(lambda: tree.layout(width)))
        width = bench.proposal(shape, step)[0]
        resize.append(timed(lambda: tree.layout(width)))
    views = (size // 10) * 11 + 1
    return figures(cold, views, calls / tree.leaves if shape == "measured" else None, first, later, leaf, resize)


def figures(cold_us: float, views: int, calls: float | None, first: float, later: list[float], leaf: list[float],
            resize: list[float]) -> dict[str, float]:
    answer = {
        "views": views,
        "cold_ns_per_view": cold_us * 1000 / views,
        "unchanged_first_us": first,
        "unchanged_later_us": statistics.median(later),
        "leaf_us": statistics.median(leaf),
        "resize_us": statistics.median(resize),
    }
    if calls is not None:
        answer["cold_calls_per_leaf"] = calls
    return answer


def child(engine: str, shape: str, size: int, steps: int) -> None:
    run = run_ours if engine == "ours" else run_yoga
    print(json.dumps(run(shape, size, steps)))


def in_process(engine: str, shape: str, size: int, steps: int) -> dict[str, float]:
    """One run of ``engine`` on ``shape`` in a fresh Python process."""
    command = [sys.executable, __file__, "--child", engine, shape, str(size), str(steps)]
    output = subprocess.run(command, check=True, capture_output=True, text=True).stdout
    return json.loads(output.strip().splitlines()[-1])


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--shapes", default=",".join(SHAPES), help="comma-separated shapes (%(default)s)")
    parser.add_argument("--sizes", default="100000", help="comma-separated sizes (%(default)s)")
    parser.add_argument("--steps", type=int, default=5, help="changes per run; leaf and resize figures are their median")
    parser.add_argument("--repeat", type=int, default=3, help="processes per figure; the median is reported")
    parser.add_argument("--json", action="store_true", help="one JSON object per line")
    parser.add_argument("--child", nargs=4, metavar=("ENGINE", "SHAPE", "SIZE", "STEPS"), help=argparse.SUPPRESS)
    arguments = parser.parse_args(argv)
    if arguments.child:
        engine, shape, size, steps = arguments.child
        child(engine, shape, int(size), int(steps))
        return 0
    shapes = [s for s in arguments.shapes.split(",") if s]
    unknown = set(shapes) - set(SHAPES)
    if unknown:
        parser.error(f"unknown shapes: {', '.join(sorted(unknown))} (known: {', '.join(SHAPES)})")
    engines = ["ours"] + (["yoga"] if "yoga" in peers.available() else [])
    if not arguments.json:
        print("relayout benchmark: each engine in its own process; medians of", arguments.repeat, "processes")
        if len(engines) == 1:
            print("(pyyoga does not import: scripts/bench-env.sh installs it; Yoga skipped)")
        print(f"{'engine':<7}{'shape':<10}{'views':>8}" + "".join(f"{name:>14}" for name, _ in FIGURES))
    ratios = []
    for shape in shapes:
        for size in (int(s) for s in arguments.sizes.split(",") if s):
            rows: dict[str, dict[str, float]] = {}
            for engine in engines:
                runs = [in_process(engine, shape, size, arguments.steps) for _ in range(max(1, arguments.repeat))]
                rows[engine] = {key: statistics.median(run[key] for run in runs) for key in runs[0]}
                row = rows[engine]
                if arguments.json:
                    print(json.dumps({"engine": engine, "shape": shape, "size": size, **row}), flush=True)
                else:
                    cells = "".join(f"{row[key]:>14.2f}" if key in row else f"{'':>14}" for _, key in FIGURES)
                    print(f"{engine:<7}{shape:<10}{int(row['views']):>8}{cells}", flush=True)
            if "yoga" in rows:
                parts = [f"{name.split()[0]} {rows['ours'][key] / rows['yoga'][key]:.3g}" for name, key in FIGURES[:-1]]
                ratios.append(f"ours / yoga {shape:<10}{size:>8}: " + ", ".join(parts))
    if ratios and not arguments.json:
        print("\nratios (below 1: ours is faster)")
        print("\n".join(ratios))
    return 0


if __name__ == "__main__":
    sys.exit(main())
