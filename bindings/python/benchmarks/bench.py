"""Builds and lays out the trees of /work/shared/spec/benchmark-shapes.md from Python and
prints, per shape and size, nanoseconds per view to build the tree (from Python, with the
batched ``Program``: ``build`` in total, of which ``program`` is Python making the program and
the rest ``ae_tree_build``), to lay it out, and to read every frame back (``ae_tree_frames`` into
one buffer); for ``measured``, how many times the Python measure function ran per leaf.

    python bindings/python/benchmarks/bench.py [--shapes wide,measured] [--sizes 1000,100000] [--json]

Each figure is the median of ``--repeat`` runs (3 by default), each on a fresh tree.
"""

from __future__ import annotations

import argparse
import json
import math
import statistics
import sys
import time
from pathlib import Path
from typing import Callable

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from alignment_engine import Program, Tree  # noqa: E402
from alignment_engine.program import (  # noqa: E402
    GUIDE_BOTTOM,
    GUIDE_HORIZONTAL_CENTER,
    GUIDE_LEADING,
    GUIDE_TOP,
    GUIDE_TRAILING,
    GUIDE_VERTICAL_CENTER,
    SHAPE_COLOR,
    Op,
)

NAN = math.nan
H_ALIGNS = (GUIDE_TOP, GUIDE_VERTICAL_CENTER, GUIDE_BOTTOM)  # HStack alignments by index
V_ALIGNS = (GUIDE_LEADING, GUIDE_HORIZONTAL_CENTER, GUIDE_TRAILING)  # VStack alignments by index
HEIGHTS = (10.0, 15.0, 20.0)
SHAPES = ("wide", "flexible", "deep", "nested", "measured")
SIZES = (1_000, 10_000, 100_000)


class MeasureCounter:
    """The host measure function of ``measured``: 20 x 10 whatever it is proposed; counts calls."""

    def __init__(self) -> None:
        self.calls = 0

    def __call__(self, width: float | None, height: float | None) -> tuple[float, float]:
        self.calls += 1
        return (20.0, 10.0)


# Builders: each returns (program, root, view count, leaf count); run_once builds the program.


def build_rows(tree: Tree, size: int, leaf: str, measure: MeasureCounter | None = None) -> tuple[Program, int, int, int]:
    """``wide`` (leaf "fixed"), ``flexible`` (leaf "flexible") and ``measured`` (leaf "measured")."""
    rows = size // 10
    first = 0
    if leaf == "measured":
        assert measure is not None
        # Measured leaves need one direct call each; create them first, then batch the stacks.
        first = tree.view_count
        for _ in range(rows * 10):
            tree.measured(measure)
    program = Program(first_view=tree.view_count)
    values = program.values
    base = program.first_view
    root = base
    values.extend((Op.VSTACK, GUIDE_HORIZONTAL_CENTER, 8.0))
    if leaf == "fixed":
        block = []
        for j in range(10):
            block += [Op.IMAGE, 20.0, HEIGHTS[j % 3], 0.0]
        leaf_block = tuple(block)
        per_row = 11
    elif leaf == "flexible":
        per_row = 11
    else:
        per_row = 1
    row_ids = []
    next_id = base + 1
    for r in range(rows):
        row = next_id
        row_ids.append(row)
        values.extend((Op.HSTACK, H_ALIGNS[r % 3], 8.0))
        if leaf == "fixed":
            values.extend(leaf_block)
            children = range(row + 1, row + 11)
        elif leaf == "flexible":
            for j in range(10):
                if j % 2:
                    values.extend((Op.SHAPE, SHAPE_COLOR))
                else:
                    values.extend((Op.IMAGE, 20.0, HEIGHTS[j % 3], 0.0))
            for j in range(1, 10, 2):
                values.extend((Op.FRAME, row + 1 + j, NAN, 10.0, GUIDE_HORIZONTAL_CENTER, GUIDE_VERTICAL_CENTER))
            children = range(row + 1, row + 11)
        else:
            children = range(first + r * 10, first + r * 10 + 10)
        values.extend((Op.CHILDREN, row, 10))
        values.extend(children)
        next_id += per_row
    values.extend((Op.CHILDREN, root, rows))
    values.extend(row_ids)
    program.view_count = next_id - base
    return program, root, next_id, rows * 10


def build_deep(tree: Tree, size: int) -> tuple[Program, int, int, int]:
    program = Program(first_view=tree.view_count)
    values = program.values
    leaf = program.first_view
    values.extend((Op.IMAGE, 20.0, 10.0, 0.0))
    child = leaf
    for i in range(size):
        stack = child + 1
        if i % 2 == 0:
            values.extend((Op.HSTACK, H_ALIGNS[i % 3], 8.0))
        else:
            values.extend((Op.VSTACK, V_ALIGNS[i % 3], 8.0))
        values.extend((Op.CHILDREN, stack, 1, child, Op.PADDING, stack, 1.0, 1.0, 1.0, 1.0))
        child = stack
    program.view_count = size + 1
    return program, child, size + 1, 1


def build_nested(tree: Tree, size: int) -> tuple[Program, int, int, int]:
    levels = round(math.log10(size))
    program = Program(first_view=tree.view_count)
    values = program.values
    root = program.first_view
    values.extend((Op.VSTACK, V_ALIGNS[0], 8.0))
    next_id = root + 1
    current = [root]
    for k in range(1, levels + 1):
        following = []
        leaf_level = k == levels
        for parent in current:
            children = range(next_id, next_id + 10)
            for i in range(10):
                if leaf_level:
                    values.extend((Op.IMAGE, 20.0, HEIGHTS[i % 3], 0.0))
                elif k % 2 == 0:
                    values.extend((Op.VSTACK, V_ALIGNS[k % 3], 8.0))
                else:
                    values.extend((Op.HSTACK, H_ALIGNS[k % 3], 8.0))
            values.extend((Op.CHILDREN, parent, 10))
            values.extend(children)
            following.extend(children)
            next_id += 10
        current = following
    program.view_count = next_id - root
    return program, root, next_id - root, len(current)


def proposal(shape: str) -> tuple[float | None, float | None]:
    return (1000.0, None) if shape == "flexible" else (None, None)


def run_once(shape: str, size: int) -> dict[str, float]:
    measure = MeasureCounter() if shape == "measured" else None
    builders: dict[str, Callable[[Tree], tuple[Program, int, int, int]]] = {
        "wide": lambda t: build_rows(t, size, "fixed"),
        "flexible": lambda t: build_rows(t, size, "flexible"),
        "measured": lambda t: build_rows(t, size, "measured", measure),
        "deep": lambda t: build_deep(t, size),
        "nested": lambda t: build_nested(t, size),
    }
    with Tree() as tree:
        start = time.perf_counter_ns()
        program, root, views, leaves = builders[shape](tree)
        generated = time.perf_counter_ns()
        tree.build(program)
        built = time.perf_counter_ns()
        tree.layout(root, *proposal(shape))
        laid_out = time.perf_counter_ns()
        frames = tree.frames()
        read = time.perf_counter_ns()
        assert len(frames) == 8 * views and not math.isnan(frames[8 * root + 2])
    figures = {
        "views": views,
        "build_ns_per_view": (built - start) / views,
        "program_ns_per_view": (generated - start) / views,
        "layout_ns_per_view": (laid_out - built) / views,
        "readback_ns_per_view": (read - laid_out) / views,
    }
    if measure is not None:
        figures["measure_calls_per_leaf"] = measure.calls / leaves
    return figures


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--shapes", default=",".join(SHAPES), help="comma-separated shapes (%(default)s)")
    parser.add_argument("--sizes", default=",".join(map(str, SIZES)), help="comma-separated sizes (%(default)s)")
    parser.add_argument("--repeat", type=int, default=3, help="runs per figure; the median is reported")
    parser.add_argument("--json", action="store_true", help="one JSON object per line")
    arguments = parser.parse_args(argv)
    shapes = [s for s in arguments.shapes.split(",") if s]
    unknown = set(shapes) - set(SHAPES)
    if unknown:
        parser.error(f"unknown shapes: {', '.join(sorted(unknown))} (known: {', '.join(SHAPES)})")
    sizes = [int(s) for s in arguments.sizes.split(",") if s]
    if not arguments.json:
        print(f"{'shape':<9} {'views':>8} {'build ns/view':>14} {'(program)':>10} {'layout ns/view':>15} {'readback ns/view':>17} {'measures/leaf':>14}")
    for shape in shapes:
        for size in sizes:
            runs = [run_once(shape, size) for _ in range(max(1, arguments.repeat))]
            figures: dict[str, object] = {"shape": shape, "views": runs[0]["views"]}
            for key in runs[0]:
                if key != "views":
                    figures[key] = round(statistics.median(run[key] for run in runs), 2)
            if arguments.json:
                print(json.dumps(figures), flush=True)
            else:
                calls = figures.get("measure_calls_per_leaf", "")
                print(
                    f"{shape:<9} {figures['views']:>8} {figures['build_ns_per_view']:>14} {figures['program_ns_per_view']:>10} {figures['layout_ns_per_view']:>15} "
                    f"{figures['readback_ns_per_view']:>17} {calls!s:>14}",
                    flush=True,
                )
    return 0


if __name__ == "__main__":
    sys.exit(main())
