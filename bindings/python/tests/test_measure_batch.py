"""Batch measures: ``Measured(measure_batch=..., data=...)`` answers many views'
sizes in one call and lays out the frames single-call measures give; bad answers fail naming
the view and leave the tree usable."""

from __future__ import annotations

import inspect
import math
import random
from array import array
from typing import Any, Callable

import pytest

import test_callbacks
import test_changes
from alignment_engine import (
    BusyError,
    CallbackError,
    Color,
    HStack,
    LayoutSession,
    Measured,
    MeasureBatch,
    Program,
    Text,
    Tree,
    VerticalAlignment,
    VStack,
    ZStack,
    layout,
)


def wrapping(natural: float, width: float | None) -> tuple[float, float]:
    """Text-like: ``natural`` wide at most, wrapping into lines 10 high under a narrower width."""
    w = natural if width is None or width > natural else width
    return w, 10.0 * (math.ceil(natural / w) if w > 0 else 1)


class Host:
    """A batch measure of wrapping views (data: natural width) that counts its calls."""

    def __init__(self) -> None:
        self.batches = 0
        self.requests = 0

    def __call__(self, batch: MeasureBatch) -> list[tuple[float, float]]:
        self.batches += 1
        self.requests += len(batch)
        return [wrapping(natural, width) for natural, width, _ in batch]


def rows(leaf: Callable[[float], Measured], count: int = 20, per_row: int = 5) -> VStack:
    return VStack(
        *(HStack(*(leaf(20.0 + 13 * ((r * per_row + j) % 5)).id(f"m{r}_{j}") for j in range(per_row)), spacing=8) for r in range(count)),
        spacing=4,
    )


def frames(result: Any) -> list[tuple[float, float, float, float]]:
    return [tuple(view.frame) for view in result.views]  # type: ignore[misc]


def test_rows_are_measured_in_batches_with_the_frames_of_single_calls() -> None:
    calls = 0

    def single(natural: float) -> Measured:
        def measure(width: float | None, height: float | None) -> tuple[float, float]:
            nonlocal calls
            calls += 1
            return wrapping(natural, width)

        return Measured(measure)

    host = Host()
    expected = layout(rows(single), width=200)
    result = layout(rows(lambda natural: Measured(measure_batch=host, data=natural)), width=200)
    assert frames(result) == frames(expected)
    assert calls == 260
    # One batch ahead (ideal and minimum of the 100 views), one per row for its probes, and the
    # three offers per row that depend on the answers before them.
    assert (host.batches, host.requests) == (1 + 20 + 60, 200 + 100 + 60)


def test_numpy_arrays_in_and_out() -> None:
    np = pytest.importorskip("numpy")
    seen: list[Any] = []

    def boxes(batch: MeasureBatch) -> Any:
        widths = np.asarray(batch.widths)
        seen.append((len(batch), list(batch.views)))
        return np.column_stack([np.fmin(np.nan_to_num(widths, nan=np.inf), 80.0), np.full(len(batch), 20.0)])

    result = layout(HStack(*(Measured(measure_batch=boxes).id(f"b{i}") for i in range(3)), spacing=0), width=150)
    assert [tuple(result[f"b{i}"].frame) for i in range(3)] == [(0, 0, 50, 20), (50, 0, 50, 20), (100, 0, 50, 20)]
    assert seen[0][0] == 6 and sorted(set(seen[0][1])) == seen[0][1][::2]


def test_array_of_doubles_and_program_leaves() -> None:
    with Tree() as tree:
        measure = tree.define_measure_batch(lambda batch: array("d", [20.0, 10.0] * len(batch)))
        program = Program(first_view=tree.view_count)
        leaves = [program.measured(measure) for _ in range(4)]
        row = program.hstack(spacing=0)
        program.children(row, leaves)
        tree.build(program)
        assert tree.layout(row) == (80.0, 10.0)


def test_baselines_get_the_views_data() -> None:
    view = HStack(
        Measured(measure_batch=lambda b: [(20.0, h) for h, _, _ in b], data=30.0, first_baseline=lambda h, w, _: h - 5).id("a"),
        Measured(measure_batch=lambda b: [(20.0, h) for h, _, _ in b], data=10.0, first_baseline=lambda h, w, _: h - 5).id("b"),
        alignment=VerticalAlignment.first_text_baseline,
    )
    result = layout(view)
    assert result["a"].frame.y + 25 == result["b"].frame.y + 5


@pytest.mark.parametrize(
    ("answer", "error", "message"),
    [
        (lambda batch: [(1.0, 1.0)] * (len(batch) - 1), CallbackError, "answered 3 sizes for 4 requests"),
        (lambda batch: [(1.0, 1.0)] * (len(batch) + 1), CallbackError, "answered 5 sizes for 4 requests"),
        (lambda batch: [(1.0, math.nan)] * len(batch), CallbackError, r"answered the size \(1.0, nan\) for request 0 \(view 1\)"),
        (lambda batch: [(-1.0, 1.0)] * len(batch), CallbackError, r"answered \(-1.0 x 1.0\) for view 'first' \(request 0 of 4\)"),
        (lambda batch: [(1.0, 2.0, 3.0)] * len(batch), CallbackError, "pairs"),
        (lambda batch: [1.0] * (2 * len(batch) + 1), CallbackError, "pairs of numbers"),
        (lambda batch: 1 / 0, ZeroDivisionError, "division"),
    ],
)
def test_bad_answers_fail_naming_the_view(answer: Callable[[MeasureBatch], Any], error: type, message: str) -> None:
    good = True

    def measure(batch: MeasureBatch) -> Any:
        return [(20.0, 10.0)] * len(batch) if good else answer(batch)

    view = HStack(Measured(measure_batch=measure).id("first"), Measured(measure_batch=measure).id("second"), spacing=0)
    with LayoutSession(view) as session:
        good = False
        with pytest.raises(error, match=message):
            session.layout()
        good = True
        assert tuple(session.layout()["second"].frame) == (20, 0, 20, 10)


def test_re_entering_or_closing_the_tree_from_a_batch_measure_is_busy() -> None:
    sessions: list[LayoutSession] = []
    action = "text"

    def measure(batch: MeasureBatch) -> list[tuple[float, float]]:
        if action == "text":
            sessions[0].set_text("text", "changed from a callback")
        elif action == "close":
            sessions[0].close()
        return [(10.0, 10.0)] * len(batch)

    with LayoutSession(HStack(Text("text").id("text"), Measured(measure_batch=measure))) as session:
        sessions.append(session)
        for action in ("text", "close"):
            with pytest.raises(BusyError, match="tree is busy"):
                session.layout()
        action = "none"
        assert tuple(session.layout().size) == (54.0, 17.0)


def test_font_text_is_measured_in_batches(monkeypatch: pytest.MonkeyPatch) -> None:
    image_font = pytest.importorskip("PIL.ImageFont")
    from alignment_engine.views import fonts

    calls = []
    measure = fonts.FontTextLayout.measure

    def counted(self: fonts.FontTextLayout, width: float | None, height: float | None) -> tuple[float, float]:
        calls.append(width)
        return measure(self, width, height)

    monkeypatch.setattr(fonts.FontTextLayout, "measure", counted)
    batches = []
    monkeypatch.setattr(fonts, "measure_font_texts", _counting(fonts.measure_font_texts, batches))
    font = image_font.load_default(size=16)
    words = ["alpha beta", "gamma", "delta epsilon zeta", "eta"]
    view = VStack(*(HStack(*(fonts.font_text(w, font) for w in words), spacing=8) for _ in range(5)))
    layout(view, width=300)
    assert len(batches) < len(calls) / 2


def _counting(function: Callable[[MeasureBatch], Any], batches: list[int]) -> Callable[[MeasureBatch], Any]:
    def counted(batch: MeasureBatch) -> Any:
        batches.append(len(batch))
        return function(batch)

    return counted


# Random measured trees, and the existing measured tests, both ways.


def random_view(rng: random.Random, make: Callable[[float], Measured], depth: int = 0) -> Any:
    if depth < 3 and (depth == 0 or rng.random() < 0.6):
        children = [random_view(rng, make, depth + 1) for _ in range(1 + rng.randrange(4))]
        kind = rng.randrange(3)
        view: Any = HStack(*children, spacing=rng.choice([None, 0, 4])) if kind == 0 else VStack(*children) if kind == 1 else ZStack(*children)
    elif rng.random() < 0.7:
        view = make(float(10 + rng.randrange(60)))
    else:
        view = Color()
    modifier = rng.randrange(5)
    if modifier == 0:
        view = view.padding(rng.randrange(3) * 3)
    elif modifier == 1:
        view = view.frame(width=rng.choice([None, 10 + rng.randrange(50)]), height=rng.choice([None, 5 + rng.randrange(30)]))
    elif modifier == 2:
        view = view.frame(min_width=rng.randrange(20), max_width=rng.choice([math.inf, 20 + rng.randrange(40)]))
    elif modifier == 3:
        view = view.layout_priority(rng.randrange(3))
    return view


@pytest.mark.parametrize("seed", range(60))
def test_random_measured_trees_lay_out_alike_both_ways(seed: int) -> None:
    def single(natural: float) -> Measured:
        return Measured(lambda w, h: wrapping(natural, w))

    host = Host()
    rng = random.Random(seed)
    width = rng.choice([None, 50 + rng.randrange(300)])
    height = rng.choice([None, 50 + rng.randrange(200)])
    expected = layout(random_view(random.Random(seed * 7 + 1), single), width=width, height=height)
    result = layout(random_view(random.Random(seed * 7 + 1), lambda n: Measured(measure_batch=host, data=n)), width=width, height=height)
    assert frames(result) == frames(expected)


def _answer_each(batch: MeasureBatch) -> list[Any]:
    return [functions[0](width, height) for functions, width, height in batch]


def _first(functions: Any, width: float, height: float) -> float:
    return functions[1](width, height)


def _last(functions: Any, width: float, height: float) -> float:
    return functions[2](width, height)


def _as_batch(self: Measured, measure: Any = None, first_baseline: Any = None, last_baseline: Any = None, *,
              fixed_size: bool = False, measure_batch: Any = None, data: Any = None) -> None:
    """``Measured.__init__`` turning a single-call measure into a shared batch measure."""
    if measure is not None:
        data, measure_batch = (measure, first_baseline, last_baseline), _answer_each
        first_baseline, last_baseline = (_first if first_baseline else None), (_last if last_baseline else None)
    _single_init(self, None, first_baseline, last_baseline, fixed_size=fixed_size, measure_batch=measure_batch, data=data)


_single_init = Measured.__init__
# The measured tests about frames and errors (those counting calls or measure definitions
# count single calls by design).
_COUNTING = {"test_measured_leaves_are_measured_at_most_twice", "test_leaves_with_the_same_functions_share_one_measure_definition",
             "test_a_fixed_size_measured_view_is_measured_once", "test_measure_functions_are_asked_again_only_when_marked_dirty"}
_MEASURED_TESTS = [
    pytest.param(function, id=name)
    for module in (test_callbacks, test_changes)
    for name, function in vars(module).items()
    if name.startswith("test_") and name not in _COUNTING and "Measured(" in inspect.getsource(function)
    and not inspect.signature(function).parameters
]


@pytest.mark.parametrize("test", _MEASURED_TESTS)
def test_existing_measured_tests_pass_with_batch_measures(test: Callable[[], None], monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(Measured, "__init__", _as_batch)
    test()
