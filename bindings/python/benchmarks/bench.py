"""Builds and lays out the trees of /work/shared/spec/benchmark-shapes.md from Python, as
alignment-bench does, and prints, per shape and size, nanoseconds per view: to build the tree
(with the batched ``Program``: ``build`` in total, of which ``program`` is Python making the
program and the rest ``ae_tree_build``), to lay it out cold, to lay it out again unchanged
(warm), after one leaf changed size (leaf: ``Tree.set_image_size``, or for measured leaves a
new answer and ``Tree.mark_dirty``), after a new root proposal (resize: width 1000 -> 990 for
``flexible``, unspecified -> width 1000 elsewhere, then 10 less each step), and to read every
frame back (``ae_tree_get_frames``); for the measured shapes, how many times the Python
measure functions ran, per leaf in the cold layout and in each relayout. Those figures come
from the spec's exact trees. The text figure (a layout after ``Tree.set_text``) comes from a
second tree of the same shape and view count built with one Text in place of a leaf
(docs/decisions.md, "Relayout benchmarks").

Then, when ``pyyoga`` (Yoga) and/or ``stretchable`` (Taffy) import (``scripts/bench-env.sh``
installs them), the same trees in those engines (see ``peers.py``) in the same run: cold
layout, unchanged relayout, relayout after one leaf changed (a measured leaf marked dirty),
after a resize, and a line per shape and size with the ratios ours / peer.

    python bindings/python/benchmarks/bench.py [--shapes wide,measured] [--sizes 10000,100000]
                                               [--repeat 3] [--steps 3] [--peers auto|no] [--json]

Each figure of ours is the median of ``--repeat`` runs (3 by default), each on fresh trees;
each relayout figure is the median over ``--steps`` rounds of changes within a run, the warm
figure the median of ``WARM_LAYOUTS`` (21) unchanged layouts in a row (ours and the peers').
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
from typing import Any, Callable, Iterable, NamedTuple, Sequence

# The package beside this directory, and peers.py beside this file (also when imported).
sys.path[:0] = [str(Path(__file__).resolve().parents[1]), str(Path(__file__).resolve().parent)]

import peers  # noqa: E402

from alignment_engine import MeasureBatch, Program, Tree  # noqa: E402
from alignment_engine._native.library import library  # noqa: E402

try:
    import numpy
except ImportError:  # the batch measure then answers a list
    numpy = None
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
SHAPES = ("wide", "flexible", "deep", "nested", "measured", "measured-batch", "measured-fixed", "grid")
#: The peers' tree for each of our shapes that has one under another name: ``measured-batch``
#: is ``measured`` with every leaf answered by one batch measure.
PEER_SHAPE = {"measured-batch": "measured"}
SIZES = (10_000, 100_000)
#: Unchanged layouts in a row whose median is the warm figure (ours and the peers'): the first
#: after a cold layout refills the caches and costs 10 to 30 us in every engine, so a median
#: of a few steps would measure that rather than the relayout.
WARM_LAYOUTS = 21


# Builders: each returns a ``Built``; run_once builds its program.
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


def leaf_size(step: int) -> tuple[float, float]:
    """The changing leaf's size after ``step`` changes (as in alignment-bench)."""
    return 20.0 + step, 10.0 + step


def text_string(step: int) -> str:
    """The changing Text's string after ``step`` changes: one character longer each step."""
    return "Label" + "+" * step


def proposal(shape: str, step: int = 0) -> tuple[float | None, float | None]:
    """The root proposal after ``step`` resizes: width 1000 shrinking by 10 a step for
    ``flexible``; elsewhere unspecified at first, then width 1000 shrinking by 10 a step."""
    if shape == "flexible":
        return (1000.0 - 10 * step, None)
    return (None, None) if step == 0 else (1010.0 - 10 * step, None)


class Built(NamedTuple):
    """A shape's build program and the views the changes touch (``text``: None in the spec's
    tree); ``finish`` makes, after the program, the views a program cannot make (a grid's)."""

    program: Program
    root: int
    views: int
    measured_leaves: int
    leaf: int
    text: int | None
    finish: Callable[[Tree], None] | None = None

    def make(self, tree: Tree) -> None:
        """Builds the program into ``tree``, then the views a program cannot make."""
        tree.build(self.program)
        if self.finish is not None:
            self.finish(tree)


class Measures:
    """The measure functions of ``measured`` leaves: 20 x 10 whatever they are proposed, the
    changing leaf ``size``; counts the calls of both."""

    def __init__(self) -> None:
        self.calls = 0
        self.batches = 0
        self.size = leaf_size(0)
        self.changing_view = -1

    def fixed(self, width: float | None, height: float | None) -> tuple[float, float]:
        self.calls += 1
        return (20.0, 10.0)

    def changing(self, width: float | None, height: float | None) -> tuple[float, float]:
        self.calls += 1
        return self.size

    def batch(self, batch: MeasureBatch) -> Any:
        """The batch measure of ``measured-batch``: every leaf 20 x 10, the changing leaf (view
        ``changing_view``) ``size``; one array without a loop per request when NumPy imports."""
        self.calls += len(batch)
        self.batches += 1
        if numpy is not None:
            sizes = numpy.empty((len(batch), 2))
            sizes[:] = (20.0, 10.0)
            sizes[numpy.asarray(batch.views) == self.changing_view] = self.size
            return sizes
        return [self.size if view == self.changing_view else (20.0, 10.0) for view in batch.views]

    def take_calls(self) -> int:
        """The calls since the last time this was asked."""
        calls, self.calls = self.calls, 0
        return calls


def add_text(tree: Tree, with_text: bool) -> int | None:
    """The shape's Text (body font) if it has one, created before the program so that the
    program can name it."""
    return tree.text(text_string(0), None, None, 0) if with_text else None


def row_block(leaf: str, measure: int, leaves: int, text: int | None = None) -> tuple[list[float], list[tuple[int, int]]]:
    """The instructions of a row: its HStack (id `row`), `leaves` leaves (row + 1 ...), their
    frames, its children (the leaves, then `text` if given). Also answers the (slot, view id -
    row) of the operands that are view ids of the block."""
    block: list[float] = [Op.HSTACK, 0.0, 8.0]
    offsets: list[tuple[int, int]] = []
    for j in range(leaves):
        if leaf == "measured":
            block += (Op.MEASURED, measure)
        elif leaf == "flexible" and j % 2:
            block += (Op.SHAPE, SHAPE_COLOR)
        else:
            block += (Op.IMAGE, 20.0, HEIGHTS[j % 3], 0.0)
    if leaf == "flexible":
        for j in range(1, leaves, 2):
            offsets.append((len(block) + 1, 1 + j))
            block += (Op.FRAME, 0.0, NAN, 10.0, GUIDE_HORIZONTAL_CENTER, GUIDE_VERTICAL_CENTER)
    offsets.append((len(block) + 1, 0))
    offsets += [(len(block) + 3 + j, 1 + j) for j in range(leaves)]
    block += (Op.CHILDREN, 0.0, 10.0, *[0.0] * leaves)
    if text is not None:
        block.append(float(text))
    return block, offsets


def build_rows(tree: Tree, size: int, leaf: str, with_text: bool, measures: Measures | None = None, fixed_size: bool = False,
               batched: bool = False) -> Built:
    """``wide`` (leaf "fixed"), ``flexible`` (leaf "flexible"), ``measured``,
    ``measured-batch`` (``batched``) and ``measured-fixed`` (leaf "measured"); the first leaf
    of the first row changes size, the last leaf of the last row may be the Text."""
    rows = size // 10
    text = add_text(tree, with_text)
    measure = changing = 0
    if measures is not None and batched:
        measure = changing = tree.define_measure_batch(measures.batch)
    elif measures is not None:
        measure = tree.define_measure(measures.fixed, fixed_size=fixed_size)
        changing = tree.define_measure(measures.changing, fixed_size=fixed_size)
    program = Program(first_view=tree.view_count)
    root = program.first_view
    first_row = root + 1
    head = (Op.VSTACK, GUIDE_HORIZONTAL_CENTER, 8.0)
    block, offsets = row_block(leaf, measure, 10)
    ids = [(slot, first_row + offset, 11) for slot, offset in offsets]
    # Every row alike, but the last one when it holds the Text.
    program.values = values = repeated(block, rows - (text is not None), ids, [(1, H_ALIGNS)], head=head)
    if text is not None:
        last_row = first_row + 11 * (rows - 1)
        last, offsets = row_block(leaf, measure, 9, text)
        last[1] = H_ALIGNS[(rows - 1) % 3]
        for slot, offset in offsets:
            last[slot] = last_row + offset
        values.fromlist(last)
    if measures is not None:
        values[len(head) + 4] = changing  # the measure id of the first row's first leaf
    values.extend((Op.CHILDREN, root, rows))
    values += array("d", range(first_row, first_row + 11 * rows, 11))
    program.view_count = 1 + 11 * rows - (text is not None)
    measured_leaves = rows * 10 - (text is not None) if measures else 0
    if measures is not None:
        measures.changing_view = first_row + 1
    return Built(program, root, root + program.view_count, measured_leaves, first_row + 1, text)


def build_deep(tree: Tree, size: int, with_text: bool) -> Built:
    """The spec's chain of ``size`` stacks around the fixed leaf; with the Text, one stack
    fewer around an innermost HStack of the fixed leaf and the Text, as alignment-bench
    builds them."""
    text = add_text(tree, with_text)
    program = Program(first_view=tree.view_count)
    leaf = program.first_view
    inner = (leaf,) if text is None else (leaf, text)
    stacks = size if text is None else size - 1
    # Level i (view leaf + 1 + i): its stack, the level below as its child, its padding.
    level = (Op.HSTACK, 0.0, 8.0, Op.CHILDREN, 0.0, 1.0, 0.0, Op.PADDING, 0.0, 1.0, 1.0, 1.0, 1.0)
    kinds = [Op.HSTACK if i % 2 == 0 else Op.VSTACK for i in range(6)]
    aligns = [(H_ALIGNS if i % 2 == 0 else V_ALIGNS)[i % 3] for i in range(6)]
    head = (Op.IMAGE, 20.0, 10.0, 0.0, Op.HSTACK, H_ALIGNS[0], 8.0, Op.CHILDREN, leaf + 1, len(inner), *inner, Op.PADDING, leaf + 1, 1.0, 1.0, 1.0, 1.0)
    ids = [(4, leaf + 2, 1), (6, leaf + 1, 1), (8, leaf + 2, 1)]
    program.values = repeated(level, stacks - 1, ids, [(0, kinds[1:] + kinds[:1]), (1, aligns[1:] + aligns[:1])], head=head)
    program.view_count = stacks + 1
    return Built(program, leaf + stacks, size + 1, 0, leaf, text)


def build_nested(tree: Tree, size: int, with_text: bool) -> Built:
    """The last leaf (of the last container) may be the Text."""
    levels = round(math.log10(size))
    text = add_text(tree, with_text)
    program = Program(first_view=tree.view_count)
    root = program.first_view
    values = program.values
    values.extend((Op.VSTACK, V_ALIGNS[0], 8.0))
    # Level k: for each container of level k - 1 (ids first_parent ...), its ten children
    # (ids next_id + 10 p ...) and the instruction that gives them to it.
    parents, first_parent, next_id = 1, root, root + 1
    for k in range(1, levels + 1):
        bottom = k == levels
        block: list[float] = []
        for i in range(10):
            if bottom:
                block += (Op.IMAGE, 20.0, HEIGHTS[i % 3], 0.0)
            elif k % 2 == 0:
                block += (Op.VSTACK, V_ALIGNS[k % 3], 8.0)
            else:
                block += (Op.HSTACK, H_ALIGNS[k % 3], 8.0)
        ids = [(len(block) + 1, first_parent, 1)] + [(len(block) + 3 + i, next_id + i, 10) for i in range(10)]
        block += (Op.CHILDREN, 0.0, 10.0, *[0.0] * 10)
        if not bottom:
            values += repeated(block, parents, ids)
            parents, first_parent, next_id = parents * 10, next_id, next_id + 10 * parents
            continue
        if text is None:
            values += repeated(block, parents, ids)
            program.view_count = next_id + 10 * parents - root
        else:
            values += repeated(block, parents - 1, ids)
            # The last container: nine images and the Text.
            values.extend(value for i in range(9) for value in (Op.IMAGE, 20.0, HEIGHTS[i % 3], 0.0))
            last = next_id + 10 * (parents - 1)
            values.extend((Op.CHILDREN, first_parent + parents - 1, 10.0, *range(last, last + 9), text))
            program.view_count = last + 9 - root
        return Built(program, root, root + program.view_count, 0, next_id, text)
    raise ValueError(f"nested needs a size of 10 or more, not {size}")


def build_grid(tree: Tree, size: int, with_text: bool) -> Built:
    """A Grid (spacing 8 both ways) of round(sqrt(size)) GridRows of as many fixed leaves (the
    images of ``wide``), as alignment-bench builds it; the last cell may be the Text. The
    images come from the program, the rows and the grid (which programs cannot make) from
    ``finish``."""
    side = max(round(math.sqrt(size)), 1)
    text = add_text(tree, with_text)
    program = Program(first_view=tree.view_count)
    first = program.first_view
    images = side * side - (text is not None)
    row = [value for j in range(side) for value in (Op.IMAGE, 20.0, HEIGHTS[j % 3], 0.0)]
    program.values = repeated(row, side - (text is not None))
    if text is not None:
        program.values.fromlist(row[:-4])
    program.view_count = images
    cells = list(range(first, first + images)) + ([text] if text is not None else [])
    root = first + images + side

    def finish(tree: Tree) -> None:
        lib = library()
        rows = []
        for r in range(side):
            row = tree._create_view(lib.ae_view_create_grid_row, -1)
            tree.set_children(row, cells[r * side:(r + 1) * side])
            rows.append(row)
        grid = tree._create_view(lib.ae_view_create_grid, GUIDE_HORIZONTAL_CENTER, GUIDE_VERTICAL_CENTER, 8.0, 8.0)
        assert grid == root
        tree.set_children(grid, rows)

    return Built(program, root, side * side + side + 1, 0, first, text, finish)


def build(tree: Tree, shape: str, size: int, measures: Measures, with_text: bool = False) -> Built:
    """Builds ``shape`` at ``size`` into ``tree``: the spec's tree, or with ``with_text`` the
    same shape and view count with one Text in place of a leaf (see alignment-bench for the
    same trees)."""
    if shape in ("wide", "flexible"):
        return build_rows(tree, size, "fixed" if shape == "wide" else "flexible", with_text)
    if shape in ("measured", "measured-batch", "measured-fixed"):
        return build_rows(tree, size, "measured", with_text, measures, fixed_size=shape == "measured-fixed", batched=shape == "measured-batch")
    if shape == "deep":
        return build_deep(tree, size, with_text)
    if shape == "grid":
        return build_grid(tree, size, with_text)
    return build_nested(tree, size, with_text)


def change_leaf(tree: Tree, shape: str, built: Built, measures: Measures, step: int) -> None:
    """The changing leaf gets its size after ``step`` changes: a new image size, or a new
    answer of its measure function and ``mark_dirty``."""
    if built.measured_leaves:
        measures.size = leaf_size(step)
        tree.mark_dirty(built.leaf)
    else:
        tree.set_image_size(built.leaf, *leaf_size(step))


class Samples:
    """The times (ns) and measure calls of one kind of layout."""

    def __init__(self) -> None:
        self.times: list[int] = []
        self.calls: list[int] = []

    def record(self, tree: Tree, root: int, size: tuple[float | None, float | None], measures: Measures) -> None:
        width, height = size
        layout, clock = tree.layout, time.perf_counter_ns
        start = clock()
        layout(root, width, height)
        self.times.append(clock() - start)
        self.calls.append(measures.take_calls())


def run_once(shape: str, size: int, steps: int) -> dict[str, float]:
    """Builds the spec's tree, lays it out cold and warm, then makes ``steps`` rounds of
    changes (the leaf, the root proposal), each followed by one timed layout; then the text
    figure on a tree of the same shape with the Text, its string changed ``steps`` times."""
    measures = Measures()
    samples = {name: Samples() for name in ("warm", "relayout", "text", "resize")}
    with Tree() as tree:
        start = time.perf_counter_ns()
        built = build(tree, shape, size, measures)
        generated = time.perf_counter_ns()
        built.make(tree)
        built_ns = time.perf_counter_ns()
        tree.layout(built.root, *proposal(shape))
        cold = time.perf_counter_ns() - built_ns
        cold_calls = measures.take_calls()
        cold_batches, measures.batches = measures.batches, 0
        for _ in range(WARM_LAYOUTS):
            samples["warm"].record(tree, built.root, proposal(shape), measures)
        for step in range(1, steps + 1):
            change_leaf(tree, shape, built, measures, step)
            samples["relayout"].record(tree, built.root, proposal(shape, step - 1), measures)
            samples["resize"].record(tree, built.root, proposal(shape, step), measures)
        read = time.perf_counter_ns()
        frames = tree.frames()
        read = time.perf_counter_ns() - read
        assert len(frames) == 8 * built.views and not math.isnan(frames[8 * built.root + 2])
    text_measures = Measures()
    with Tree() as tree:
        with_text = build(tree, shape, size, text_measures, with_text=True)
        with_text.make(tree)
        assert with_text.text is not None and with_text.views == built.views
        tree.layout(with_text.root, *proposal(shape))
        text_measures.take_calls()
        for step in range(1, steps + 1):
            tree.set_text(with_text.text, text_string(step))
            samples["text"].record(tree, with_text.root, proposal(shape), text_measures)
    views = built.views
    figures = {
        "views": views,
        "build_ns_per_view": (built_ns - start) / views,
        "program_ns_per_view": (generated - start) / views,
        "layout_ns_per_view": cold / views,
        "layout_us": cold / 1000,
    }
    for name, sample in samples.items():
        figures[f"{name}_ns_per_view"] = statistics.median(sample.times) / views
        figures[f"{name}_us"] = statistics.median(sample.times) / 1000
    figures["readback_ns_per_view"] = read / views
    if built.measured_leaves:
        figures["measure_calls_per_leaf"] = cold_calls / built.measured_leaves
        figures["measure_batches_cold"] = cold_batches
        for name, sample in samples.items():
            figures[f"measure_calls_{name}"] = statistics.median(sample.calls)
    return figures


COLUMNS = (
    ("build", "build_ns_per_view"),
    ("(program)", "program_ns_per_view"),
    ("cold", "layout_ns_per_view"),
    ("warm", "warm_ns_per_view"),
    ("leaf", "relayout_ns_per_view"),
    ("text", "text_ns_per_view"),
    ("resize", "resize_ns_per_view"),
    ("readback", "readback_ns_per_view"),
)


def measure(shape: str, size: int, repeat: int, steps: int) -> dict[str, object]:
    """The medians of ``repeat`` runs, each on a fresh tree."""
    runs = [run_once(shape, size, steps) for _ in range(max(1, repeat))]
    figures: dict[str, object] = {"shape": shape, "views": runs[0]["views"]}
    for key in runs[0]:
        if key != "views":
            figures[key] = round(statistics.median(run[key] for run in runs), 2)
    return figures


def print_row(figures: dict[str, object]) -> None:
    cells = [f"{figures[key]:>10.1f}" for _, key in COLUMNS]
    calls = ""
    if "measure_calls_per_leaf" in figures:
        calls = f"{figures['measure_calls_per_leaf']:>10} " + "/".join(str(round(float(figures[f"measure_calls_{name}"])))  # type: ignore[arg-type]
                                                              for name in ("warm", "relayout", "text", "resize"))
        calls += f" in {figures['measure_batches_cold']:g} batches (cold)"
    print(f"{figures['shape']:<15}{figures['views']:>8}{''.join(cells)} {calls}", flush=True)


def session_figures(size: int, steps: int, repeat: int, with_peers: bool) -> dict[str, float]:
    """The public API on the ``measured-batch`` tree built from builder views (a VStack of
    ``size / 10`` HStacks of 10 ``Measured`` leaves sharing one batch measure answering a
    NumPy array), through a ``LayoutSession``, with Yoga's ``measured`` tree in the same
    process: the cold ``session.layout()`` (medians of ``repeat`` sessions), reading every
    frame of it (``result.frames``, ns per view), and after one leaf changed size
    (``mark_dirty``) ``session.layout()`` plus reading the changed frames
    (``result.changed.frames``), the median of ``steps`` changes, beside Yoga's relayout.

    Two changes of a leaf: the first row's first leaf grows (``leaf_size``), which widens the
    stack and moves every view, as Yoga's change does; and a middle row's first leaf narrows
    (``narrowed_size``), which moves that row's views only."""
    from alignment_engine import HStack, LayoutSession, Measured, VStack, VerticalAlignment

    aligns = (VerticalAlignment.top, VerticalAlignment.center, VerticalAlignment.bottom)
    measures = Measures()
    middle = size // 20
    named = {(0, 0): "leaf", (middle, 0): "middle"}
    cold: list[int] = []
    read: list[float] = []
    changes: dict[str, tuple[list[int], list[int]]] = {"leaf": ([], []), "row": ([], [])}
    for _ in range(max(1, repeat)):
        rows = [HStack(*(Measured(measure_batch=measures.batch).id(named[r, j]) if (r, j) in named else Measured(measure_batch=measures.batch)
                         for j in range(10)), alignment=aligns[r % 3], spacing=8) for r in range(size // 10)]
        with LayoutSession(VStack(*rows, spacing=8)) as session:
            measures.changing_view = session.view_id("leaf")
            measures.size = leaf_size(0)
            clock = time.perf_counter_ns
            start = clock()
            result = session.layout()
            cold.append(clock() - start)
            start = clock()
            frames = result.frames
            read.append((clock() - start) / len(result))
            assert len(frames) == len(result)
            for change, name, sizes in (("row", "middle", narrowed_size), ("leaf", "leaf", leaf_size)):
                measures.changing_view = session.view_id(name)
                times, counts = changes[change]
                for step in range(1, steps + 1):
                    measures.size = sizes(step)
                    session.mark_dirty(name)
                    start = clock()
                    result = session.layout()
                    changed = result.changed
                    frames = changed.frames
                    times.append(clock() - start)
                    counts.append(len(changed))
    figures = {"views": float(len(result)), "cold_ms": statistics.median(cold) / 1e6, "read_ns_per_view": statistics.median(read)}
    for change, (times, counts) in changes.items():
        figures[f"{change}_ms"] = statistics.median(times) / 1e6
        figures[f"{change}_changed_views"] = statistics.median(counts)
    if with_peers and "yoga" in peers.available():
        yoga_cold, yoga_leaf = [], []
        for _ in range(max(1, repeat)):
            tree = peers.YogaTree("measured", size)
            start = time.perf_counter_ns()
            tree.layout(None)
            yoga_cold.append(time.perf_counter_ns() - start)
            for step in range(1, steps + 1):
                tree.change_leaf(step)
                start = time.perf_counter_ns()
                tree.layout(None)
                yoga_leaf.append(time.perf_counter_ns() - start)
        figures["yoga_cold_ms"] = statistics.median(yoga_cold) / 1e6
        figures["yoga_leaf_ms"] = statistics.median(yoga_leaf) / 1e6
    return figures


def narrowed_size(step: int) -> tuple[float, float]:
    """A middle row's changing leaf after ``step`` changes: narrower than the other leaves
    (19, 18, ... 10 points wide, then again), as tall: its row stays narrower than the
    stack and as tall as before, so only the row's views move."""
    return 20.0 - (1 + (step - 1) % 10), 10.0


def print_session_figures(size: int, figures: dict[str, float]) -> None:
    print(f"\nsession (the public API): measured-batch at {size:,} leaves ({int(figures['views']):,} views), built from builder views; medians")
    yoga = "yoga_cold_ms" in figures
    ratio = f", {figures['yoga_cold_ms'] / figures['cold_ms']:.1f}x faster than Yoga's {figures['yoga_cold_ms']:.1f} ms" if yoga else ""
    print(f"  cold session.layout():                                      {figures['cold_ms']:8.2f} ms{ratio}")
    print(f"  reading every frame of it (result.frames):                  {figures['read_ns_per_view']:8.2f} ns per view")
    yoga_leaf = f" (Yoga's relayout after its change: {figures['yoga_leaf_ms']:.2f} ms)" if yoga else ""
    print("  one changed leaf, session.layout() + result.changed.frames:")
    print(f"    a leaf that moves every view (first row, grows):          {figures['leaf_ms']:8.2f} ms for {int(figures['leaf_changed_views']):,} changed views{yoga_leaf}")
    print(f"    a leaf that moves its row (middle row, narrows):          {figures['row_ms']:8.2f} ms for {int(figures['row_changed_views']):,} changed views")


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--shapes", default=",".join(SHAPES), help="comma-separated shapes (%(default)s)")
    parser.add_argument("--sizes", default=",".join(map(str, SIZES)), help="comma-separated sizes (%(default)s)")
    parser.add_argument("--repeat", type=int, default=3, help="runs per figure, each on a fresh tree; the median is reported")
    parser.add_argument("--steps", type=int, default=3, help="rounds of changes per run; relayout figures are their median")
    parser.add_argument("--peers", choices=("auto", "no"), default="auto",
                        help="auto (default): also run Yoga (pyyoga) and Taffy (stretchable) when they import")
    parser.add_argument("--peer-repeat", type=int, default=3, help="runs per peer figure, each on a fresh tree; the median is reported")
    parser.add_argument("--json", action="store_true", help="one JSON object per line")
    parser.add_argument("--session-size", type=int, default=100_000,
                        help="leaves of the public-API session figures (measured-batch through LayoutSession; 0: none)")
    arguments = parser.parse_args(argv)
    shapes = [s for s in arguments.shapes.split(",") if s]
    unknown = set(shapes) - set(SHAPES)
    if unknown:
        parser.error(f"unknown shapes: {', '.join(sorted(unknown))} (known: {', '.join(SHAPES)})")
    if not 1 <= arguments.steps <= 100:
        parser.error("--steps takes a count from 1 to 100 (each resize narrows the proposal by 10 points from 1000)")
    sizes = [int(s) for s in arguments.sizes.split(",") if s]
    if min(sizes, default=0) < 20:
        parser.error("sizes must be 20 or more")
    if not arguments.json:
        print("ns per view; leaf, text, resize: one layout after that change (median of the steps; text on the "
              "same shape with one Text in place of a leaf); calls: measure calls per leaf (cold), then per warm/leaf/text/resize layout")
        print(f"{'shape':<15}{'views':>8}" + "".join(f"{name:>10}" for name, _ in COLUMNS) + f"{'calls':>11}")
    ours: dict[tuple[str, int], dict[str, object]] = {}
    for shape in shapes:
        for size in sizes:
            figures = ours[shape, size] = measure(shape, size, arguments.repeat, arguments.steps)
            if arguments.json:
                print(json.dumps(figures), flush=True)
            else:
                print_row(figures)
    if arguments.peers == "auto":
        run_peers(ours, shapes, sizes, arguments.peer_repeat, arguments.steps, arguments.json)
    if arguments.session_size:
        figures = session_figures(arguments.session_size, max(arguments.steps, 5), arguments.repeat, arguments.peers == "auto")
        if arguments.json:
            print(json.dumps({"session": arguments.session_size, **figures}), flush=True)
        else:
            print_session_figures(arguments.session_size, figures)
    return 0


def run_peers(ours: dict[tuple[str, int], dict[str, object]], shapes: list[str], sizes: list[int], repeat: int, steps: int, as_json: bool) -> None:
    """Yoga and Taffy on the same trees, after ours, with a ratio line per figure."""
    engines = peers.available()
    if not engines:
        if not as_json:
            print("\npeers: neither pyyoga nor stretchable imports (scripts/bench-env.sh installs them); skipped")
        return
    if not as_json:
        print(f"\npeers ({', '.join(engines)}): ns per view for build and cold; microseconds per layout for warm, leaf, resize")
        print(f"{'engine':<8}{'shape':<15}{'views':>8}{'build':>10}{'cold':>10}{'warm us':>10}{'leaf us':>10}{'resize us':>10}{'calls':>8}")
    ratios: list[str] = []
    for shape in [s for s in shapes if PEER_SHAPE.get(s, s) in peers.PEER_SHAPES]:
        for size in sizes:
            mine = ours[shape, size]
            rows = {"ours": {key: mine[key] for key in ("layout_ns_per_view", "warm_us", "relayout_us", "resize_us")}}
            if not as_json:
                print(f"{'ours':<8}{shape:<15}{mine['views']:>8}{mine['build_ns_per_view']:>10.1f}{mine['layout_ns_per_view']:>10.1f}"
                      f"{mine['warm_us']:>10.2f}{mine['relayout_us']:>10.1f}{mine['resize_us']:>10.1f}{mine.get('measure_calls_per_leaf', ''):>8}")
            for name, engine in engines.items():
                runs = [peer_run(engine, PEER_SHAPE.get(shape, shape), size, steps) for _ in range(max(1, repeat))]
                figures = {key: round(statistics.median(run[key] for run in runs), 2) for key in runs[0]}
                rows[name] = figures
                if as_json:
                    print(json.dumps({"engine": name, "shape": shape, **figures}), flush=True)
                else:
                    calls = figures.get("measure_calls_per_leaf", "")
                    print(f"{name:<8}{shape:<15}{int(figures['views']):>8}{figures['build_ns_per_view']:>10.1f}{figures['layout_ns_per_view']:>10.1f}"
                          f"{figures['warm_us']:>10.2f}{figures['relayout_us']:>10.1f}{figures['resize_us']:>10.1f}{calls:>8}", flush=True)
            for name in engines:
                parts = [f"{label} {float(rows['ours'][key]) / float(rows[name][key]):.3g}"  # type: ignore[arg-type]
                         for label, key in (("cold", "layout_ns_per_view"), ("warm", "warm_us"), ("leaf", "relayout_us"), ("resize", "resize_us"))]
                ratios.append(f"ours / {name:<6}{shape:<15}{size:>8}: " + ", ".join(parts))
    if not as_json:
        print("\nratios (below 1: ours is faster)")
        print("\n".join(ratios))


def peer_run(engine: Callable[[str, int], peers.PeerTree], shape: str, size: int, steps: int) -> dict[str, float]:
    """One peer tree: built, laid out cold and warm, then ``steps`` rounds of a leaf change and
    a resize (as ``run_once``; the peers have no Text)."""
    start = time.perf_counter_ns()
    tree = engine(shape, size)
    built = time.perf_counter_ns()
    width, _ = proposal(shape)
    tree.layout(width)
    cold = time.perf_counter_ns() - built
    cold_calls, tree.calls = tree.calls, 0
    warm: list[int] = []
    leaf: list[int] = []
    resize: list[int] = []
    leaf_calls: list[int] = []

    def timed(times: list[int], width: float | None) -> None:
        layout, clock = tree.layout, time.perf_counter_ns
        begin = clock()
        layout(width)
        times.append(clock() - begin)

    for _ in range(WARM_LAYOUTS):
        timed(warm, width)
    tree.calls = 0
    for step in range(1, steps + 1):
        tree.change_leaf(step)
        timed(leaf, width)
        leaf_calls.append(tree.calls)
        width, _ = proposal(shape, step)
        timed(resize, width)
        tree.calls = 0
    tree.close()
    views = (size // 10) * 11 + 1 if shape != "nested" else (10 ** (round(math.log10(size)) + 1) - 1) // 9
    figures = {
        "views": views,
        "build_ns_per_view": (built - start) / views,
        "layout_ns_per_view": cold / views,
        "warm_us": statistics.median(warm) / 1000,
        "relayout_us": statistics.median(leaf) / 1000,
        "resize_us": statistics.median(resize) / 1000,
    }
    if shape == "measured":
        figures["measure_calls_per_leaf"] = cold_calls / tree.leaves
        figures["measure_calls_relayout"] = statistics.median(leaf_calls)
    return figures


if __name__ == "__main__":
    sys.exit(main())
