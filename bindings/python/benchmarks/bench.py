"""Builds and lays out the trees of /work/shared/spec/benchmark-shapes.md from Python and
prints, per shape and size, nanoseconds per view to build the tree (from Python, with the
batched ``Program``: ``build`` in total, of which ``program`` is Python making the program and
the rest ``ae_tree_build``), to lay it out, and to read every frame back (``ae_tree_get_frames`` into
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
from array import array
from pathlib import Path
from typing import Callable, Iterable, Sequence

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
# Every shape repeats a block of instructions (a row, a level, a container's children), so a
# program is made block-wise with ``repeated`` rather than instruction by instruction: no Python
# object, and no Python-level step, per view.


def repeated(
    block: Sequence[float],
    count: int,
    ids: Sequence[tuple[int, int, int]] = (),
    cycles: Iterable[tuple[int, Sequence[float]]] = (),
    head: Sequence[float] = (),
) -> array[float]:
    """``head``, then ``count`` copies of the instructions ``block``, in one array. For each
    ``(slot, first, step)`` of ``ids``, the operand at ``slot`` of copy k is the view id
    ``first + k * step``; for each ``(slot, values)`` of ``cycles``, it is ``values[k % len(values)]``.

    The array is allocated once, and id sequences that overlap are converted to doubles once:
    at 100k views, touching fresh memory and converting ints cost more than anything else here.
    """
    width = len(block)
    values = array("d", block) * count
    values[0:0] = array("d", head)
    # The ids of one step and residue come from one sequence, from the lowest first to the highest last.
    firsts: dict[tuple[int, int], list[int]] = {}
    for _, first, step in ids:
        firsts.setdefault((step, first % step), []).append(first)
    sequences = {key: (min(group), array("d", range(min(group), max(group) + count * key[0], key[0]))) for key, group in firsts.items()}
    for slot, first, step in ids:
        low, sequence = sequences[step, first % step]
        start = (first - low) // step
        values[len(head) + slot :: width] = sequence[start : start + count]
    for slot, cycle in cycles:
        values[len(head) + slot :: width] = (array("d", cycle) * (count // len(cycle) + 1))[:count]
    return values


def build_rows(tree: Tree, size: int, leaf: str, measure: MeasureCounter | None = None) -> tuple[Program, int, int, int]:
    """``wide`` (leaf "fixed"), ``flexible`` (leaf "flexible") and ``measured`` (leaf "measured")."""
    rows = size // 10
    program = Program(first_view=tree.view_count)
    root = program.first_view
    # A row: its HStack (id `row`), ten leaves (row + 1 ... row + 10), their frames, its children.
    # `offsets` are (slot, view id - row) of the operands that are view ids.
    block: list[float] = [Op.HSTACK, 0.0, 8.0]
    offsets: list[tuple[int, int]] = []
    for j in range(10):
        if leaf == "measured":
            assert measure is not None
            block += (Op.MEASURED, tree.define_measure(measure))
        elif leaf == "flexible" and j % 2:
            block += (Op.SHAPE, SHAPE_COLOR)
        else:
            block += (Op.IMAGE, 20.0, HEIGHTS[j % 3], 0.0)
    if leaf == "flexible":
        for j in range(1, 10, 2):
            offsets.append((len(block) + 1, 1 + j))
            block += (Op.FRAME, 0.0, NAN, 10.0, GUIDE_HORIZONTAL_CENTER, GUIDE_VERTICAL_CENTER)
    offsets.append((len(block) + 1, 0))
    offsets += [(len(block) + 3 + j, 1 + j) for j in range(10)]
    block += (Op.CHILDREN, 0.0, 10.0, *[0.0] * 10)
    first_row = root + 1
    ids = [(slot, first_row + offset, 11) for slot, offset in offsets]
    program.values = values = repeated(block, rows, ids, [(1, H_ALIGNS)], head=(Op.VSTACK, GUIDE_HORIZONTAL_CENTER, 8.0))
    values.extend((Op.CHILDREN, root, rows))
    values += array("d", range(first_row, first_row + 11 * rows, 11))
    program.view_count = 1 + 11 * rows
    return program, root, program.view_count, rows * 10


def build_deep(tree: Tree, size: int) -> tuple[Program, int, int, int]:
    program = Program(first_view=tree.view_count)
    leaf = program.first_view
    # Level i (view leaf + 1 + i): its stack, the level below as its child, its padding.
    level = (Op.HSTACK, 0.0, 8.0, Op.CHILDREN, 0.0, 1.0, 0.0, Op.PADDING, 0.0, 1.0, 1.0, 1.0, 1.0)
    kinds = [Op.HSTACK if i % 2 == 0 else Op.VSTACK for i in range(6)]
    aligns = [(H_ALIGNS if i % 2 == 0 else V_ALIGNS)[i % 3] for i in range(6)]
    ids = [(4, leaf + 1, 1), (6, leaf, 1), (8, leaf + 1, 1)]
    program.values = repeated(level, size, ids, [(0, kinds), (1, aligns)], head=(Op.IMAGE, 20.0, 10.0, 0.0))
    program.view_count = size + 1
    return program, leaf + size, size + 1, 1


def build_nested(tree: Tree, size: int) -> tuple[Program, int, int, int]:
    levels = round(math.log10(size))
    program = Program(first_view=tree.view_count)
    root = program.first_view
    values = program.values
    values.extend((Op.VSTACK, V_ALIGNS[0], 8.0))
    # Level k: for each container of level k - 1 (ids first_parent ...), its ten children
    # (ids next_id + 10 p ...) and the instruction that gives them to it.
    parents, first_parent, next_id = 1, root, root + 1
    for k in range(1, levels + 1):
        block: list[float] = []
        for i in range(10):
            if k == levels:
                block += (Op.IMAGE, 20.0, HEIGHTS[i % 3], 0.0)
            elif k % 2 == 0:
                block += (Op.VSTACK, V_ALIGNS[k % 3], 8.0)
            else:
                block += (Op.HSTACK, H_ALIGNS[k % 3], 8.0)
        ids = [(len(block) + 1, first_parent, 1)] + [(len(block) + 3 + i, next_id + i, 10) for i in range(10)]
        block += (Op.CHILDREN, 0.0, 10.0, *[0.0] * 10)
        values += repeated(block, parents, ids)
        parents, first_parent, next_id = parents * 10, next_id, next_id + 10 * parents
    program.view_count = next_id - root
    return program, root, program.view_count, parents


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
