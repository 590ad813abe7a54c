"""The Python builder's path (docs/decisions.md, "The Python package in layers"): views
carrying modifiers, built and laid out through ``alignment_engine.layout``, then a
``LayoutSession`` whose modifiers are changed between layouts.

    .venv/bin/python bindings/python/benchmarks/builder.py --rows 2000
        prints the time of each phase (ms, best of ``--rounds``)
    valgrind --tool=callgrind .venv/bin/python bindings/python/benchmarks/builder.py --rounds 1
    valgrind --tool=callgrind .venv/bin/python bindings/python/benchmarks/builder.py --startup
        the program to count instructions of, and the same start-up without the work: their
        difference is the builder path's count

Only public names are used, so the same script runs against an older package (set
``PYTHONPATH`` to its ``bindings/python``).
"""

from __future__ import annotations

import argparse
import sys
import time
from pathlib import Path
from typing import Callable

# The package beside this directory, unless PYTHONPATH names another.
sys.path.append(str(Path(__file__).resolve().parents[1]))

from alignment_engine import Alignment, Color, HStack, LayoutSession, Text, VStack, layout  # noqa: E402

#: Modifiers per row: each row's leaf carries all six of them.
MODIFIERS_PER_ROW = 6


def row(index: int) -> HStack:
    """One row: a Text and a Color carrying frame, padding, offset, fixed size, layout priority
    and a second frame."""
    swatch = (
        Color("red")
        .frame(width=10 + index % 7, height=12)
        .padding(2)
        .offset(x=1.0, y=-1.0)
        .fixed_size(horizontal=True, vertical=False)
        .layout_priority(index % 3)
        .frame(max_width=200, alignment=Alignment.leading)
        .id(f"s{index}")
    )
    return HStack(Text(f"Row {index}"), swatch)


def build(rows: int) -> VStack:
    """The tree: ``rows`` rows in a VStack."""
    return VStack(*(row(index) for index in range(rows)))


def lay_out(rows: int) -> None:
    """Builds the views and lays them out once."""
    layout(build(rows), width=320)


def session_changes(rows: int) -> None:
    """A session of the tree, each row's frame, offset and priority changed, laid out again."""
    with LayoutSession(build(rows)) as session:
        session.layout(width=320)
        for index in range(rows):
            name = f"s{index}"
            session.set_frame(name, width=12, height=12, index=0)
            session.set_offset(name, x=2.0, y=0.0)
            session.set_layout_priority(name, 1)
        session.layout(width=320)


def best(work: Callable[[int], None], rows: int, rounds: int) -> float:
    """The fastest of ``rounds`` runs of ``work(rows)``, in ms."""
    times = []
    for _ in range(rounds):
        start = time.perf_counter()
        work(rows)
        times.append((time.perf_counter() - start) * 1e3)
    return min(times)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--rows", type=int, default=2000, help="rows of the tree (default 2000)")
    parser.add_argument("--rounds", type=int, default=5, help="runs of each phase; the best is printed (default 5)")
    parser.add_argument("--startup", action="store_true", help="import and exit: the start-up run to subtract")
    options = parser.parse_args()
    if options.startup:
        return
    rows = options.rows
    print(f"{rows} rows, {rows * MODIFIERS_PER_ROW} modifiers")
    print(f"build + layout:   {best(lay_out, rows, options.rounds):8.1f} ms")
    print(f"session changes:  {best(session_changes, rows, options.rounds):8.1f} ms")


if __name__ == "__main__":
    main()
