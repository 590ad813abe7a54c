"""The Python benchmark's trees (bindings/python/benchmarks/bench.py): the view counts of
shared/spec/benchmark-shapes.md, and its changes (a leaf's size, the Text, the root
proposal) laid out again give the frames of a fresh tree built with the same changes."""

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
    return size // 10 * 11 + 1


def laid_out(shape: str, size: int, steps: int, relayout: bool) -> tuple[array[float], tuple[float, float], Any]:
    """Frames after `steps` rounds of changes: laid out after each change (`relayout`) or
    built with the changes and laid out once."""
    measures = bench.Measures()
    with Tree() as tree:
        built = bench.build(tree, shape, size, measures)
        tree.build(built.program)
        assert tree.view_count == built.views == spec_views(shape, size)
        if relayout:
            tree.layout(built.root, *bench.proposal(shape))
        for step in range(1, steps + 1):
            bench.change_leaf(tree, shape, built, measures, step)
            if relayout:
                tree.layout(built.root, *bench.proposal(shape, step - 1))
            tree.set_text(built.text, bench.text_string(step))
            if relayout:
                tree.layout(built.root, *bench.proposal(shape, step - 1))
        size_ = tree.layout(built.root, *bench.proposal(shape, steps))
        return tree.frames(), size_, built


@pytest.mark.parametrize("shape", bench.SHAPES)
@pytest.mark.parametrize("size", [100, 1000])
def test_changes_relaid_out_match_a_fresh_tree(shape: str, size: int) -> None:
    frames, root_size, built = laid_out(shape, size, 2, relayout=True)
    fresh, fresh_size, _ = laid_out(shape, size, 2, relayout=False)
    assert root_size == fresh_size
    assert [x for x in frames if not math.isnan(x)] == [x for x in fresh if not math.isnan(x)]
    assert not any(math.isnan(x) for x in frames)
    # The changed leaf is 22 x 12 and the Text "Label++" (body font: 9 per character, 17 high)
    # is 63 x 17, unless the resize wrapped it (deep's innermost stacks are narrower).
    assert frames[8 * built.leaf + 2 : 8 * built.leaf + 4].tolist() == [22.0, 12.0]
    if shape != "deep":
        assert frames[8 * built.text + 2 : 8 * built.text + 4].tolist() == [63.0, 17.0]


def test_benchmark_prints_every_figure(capsys: pytest.CaptureFixture[str]) -> None:
    assert bench.main(["--shapes", "wide,measured-fixed", "--sizes", "100", "--repeat", "1", "--steps", "2", "--peers", "no", "--json"]) == 0
    lines = [json.loads(line) for line in capsys.readouterr().out.splitlines()]
    assert [(line["shape"], line["views"]) for line in lines] == [("wide", 111), ("measured-fixed", 111)]
    for key in ("build_ns_per_view", "layout_ns_per_view", "warm_ns_per_view", "relayout_ns_per_view", "text_ns_per_view", "resize_ns_per_view", "readback_ns_per_view"):
        assert all(isinstance(line[key], float) and line[key] >= 0 for line in lines), key
    # A fixed-size measured leaf is asked once per layout.
    assert lines[1]["measure_calls_per_leaf"] == 1.0
