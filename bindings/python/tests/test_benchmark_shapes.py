"""The Python benchmark's trees (bindings/python/benchmarks/bench.py): the view counts of
shared/spec/benchmark-shapes.md for the spec's trees and those with a Text, and their changes
(a leaf's size and the root proposal; the Text) laid out again give the frames of a fresh
tree built with the same changes."""

from __future__ import annotations

import importlib.util
import json
import math
from array import array
from pathlib import Path
from typing import Any

import pytest

from alignment_engine import Tree

BENCHMARKS = Path(__file__).resolve().parents[1] / "benchmarks"


def _load_bench() -> Any:
    spec = importlib.util.spec_from_file_location("bench", BENCHMARKS / "bench.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


bench = _load_bench()


def spec_views(shape: str, size: int) -> int:
    if shape == "deep":
        return size + 1
    if shape == "nested":
        return (10 ** (round(math.log10(size)) + 1) - 1) // 9
    if shape == "grid":
        side = round(math.sqrt(size))
        return side * side + side + 1
    return size // 10 * 11 + 1


def laid_out(shape: str, size: int, steps: int, relayout: bool, with_text: bool) -> tuple[array[float], tuple[float, float], Any]:
    """Frames after `steps` rounds of the benchmark's changes (the leaf and the root proposal
    on the spec's tree, the Text's string on the tree `with_text`): laid out after each change
    (`relayout`) or built with the changes and laid out once."""
    measures = bench.Measures()
    with Tree() as tree:
        built = bench.build(tree, shape, size, measures, with_text=with_text)
        built.make(tree)
        assert tree.view_count == built.views == spec_views(shape, size)
        assert (built.text is not None) == with_text
        proposal = bench.proposal(shape)
        if relayout:
            tree.layout(built.root, *proposal)
        for step in range(1, steps + 1):
            if with_text:
                tree.set_text(built.text, bench.text_string(step))
            else:
                bench.change_leaf(tree, shape, built, measures, step)
                if relayout:
                    tree.layout(built.root, *proposal)
                proposal = bench.proposal(shape, step)
            if relayout:
                tree.layout(built.root, *proposal)
        size_ = tree.layout(built.root, *proposal)
        return tree.frames(), size_, built


@pytest.mark.parametrize("shape", bench.SHAPES)
@pytest.mark.parametrize("size", [100, 1000])
@pytest.mark.parametrize("with_text", [False, True])
def test_changes_relaid_out_match_a_fresh_tree(shape: str, size: int, with_text: bool) -> None:
    frames, root_size, built = laid_out(shape, size, 2, relayout=True, with_text=with_text)
    fresh, fresh_size, _ = laid_out(shape, size, 2, relayout=False, with_text=with_text)
    assert root_size == fresh_size
    assert [x for x in frames if not math.isnan(x)] == [x for x in fresh if not math.isnan(x)]
    assert not any(math.isnan(x) for x in frames)
    if with_text:
        # The Text "Label++" (body font: 9 per character, 17 high) is 63 x 17.
        assert frames[8 * built.text + 2 : 8 * built.text + 4].tolist() == [63.0, 17.0]
    else:
        # The changed leaf is 22 x 12.
        assert frames[8 * built.leaf + 2 : 8 * built.leaf + 4].tolist() == [22.0, 12.0]


def test_the_spec_trees_have_no_text_and_the_spec_leaves() -> None:
    """The spec's `wide` row of ten 20 x h images, `deep`'s innermost stack of the one leaf
    (20 + 2 x 100 wide at size 100), `measured` with a measure call per leaf."""
    for shape, size in (("wide", 100), ("deep", 100), ("measured", 100)):
        measures = bench.Measures()
        with Tree() as tree:
            built = bench.build(tree, shape, size, measures)
            built.make(tree)
            root_size = tree.layout(built.root, *bench.proposal(shape))
            if shape == "deep":
                assert root_size == (220.0, 210.0)
            else:
                # Ten rows of 10 x 20 wide and 8 apart: 272 wide; rows 20 (wide) or 10 high.
                assert root_size == ((272.0, 10 * 20.0 + 9 * 8) if shape == "wide" else (272.0, 10 * 10.0 + 9 * 8))
                assert built.measured_leaves == (100 if shape == "measured" else 0)
                assert measures.take_calls() >= (100 if shape == "measured" else 0)


def test_benchmark_prints_every_figure(capsys: pytest.CaptureFixture[str]) -> None:
    assert bench.main(["--shapes", "wide,measured-fixed", "--sizes", "100", "--repeat", "1", "--steps", "2", "--peers", "no", "--json",
                       "--session-size", "200"]) == 0
    lines = [json.loads(line) for line in capsys.readouterr().out.splitlines()]
    shapes, session = lines[:-1], lines[-1]
    assert [(line["shape"], line["views"]) for line in shapes] == [("wide", 111), ("measured-fixed", 111)]
    for key in ("build_ns_per_view", "layout_ns_per_view", "warm_ns_per_view", "relayout_ns_per_view", "text_ns_per_view", "resize_ns_per_view", "readback_ns_per_view"):
        assert all(isinstance(line[key], float) and line[key] >= 0 for line in shapes), key
    # A fixed-size measured leaf is asked once per layout.
    assert shapes[1]["measure_calls_per_leaf"] == 1.0
    # The session figures: a VStack of 20 HStacks of 10 leaves, 221 views. The first leaf of
    # the first row grows, so the first row, and the VStack's width with it, change: every
    # row is centred anew and every view moves. A leaf of row 10 narrows: that row (centred
    # anew) and its 10 leaves move, nothing else.
    assert session["session"] == 200 and session["views"] == 221 and session["leaf_changed_views"] == 221
    assert session["row_changed_views"] == 11
    for key in ("cold_ms", "read_ns_per_view", "leaf_ms", "row_ms"):
        assert isinstance(session[key], float) and session[key] >= 0, key
