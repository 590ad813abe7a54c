"""Results that cost what changed: a result reads its frames when first asked for (one NumPy
array, ``result.frames``, or a view's own), lists the views its layout changed
(``result.changed``), and keeps the frames of its layout after the session lays out again.
Lazy rows: a lazy stack's ``ForEach`` rows are built only in and near a ScrollView's viewport,
where the eager layout puts them (docs/decisions.md, "Results that cost what changed" and
"Lazy rows")."""

from __future__ import annotations

import math
import random
from typing import Any

import numpy
import pytest

from alignment_engine import (
    BusyError,
    Color,
    ForEach,
    HorizontalAlignment,
    InvalidArgumentError,
    LayoutError,
    LayoutSession,
    LazyVGrid,
    LazyVStack,
    GridItem,
    ScrollView,
    Text,
    VStack,
    layout,
)
from alignment_engine.results.result import LayoutResult
from test_changes import PROPOSALS, RandomTrees, outcome, same


def frames_by_path(result: LayoutResult) -> dict[str, tuple[float, ...]]:
    """Every view's frame and outer frame, read view by view, by path."""
    return {view.path: (*view.frame, *view.outer_frame) for view in result}


def differ(a: tuple[float, ...], b: tuple[float, ...]) -> bool:
    return any(x != y and not (math.isnan(x) and math.isnan(y)) for x, y in zip(a, b))


@pytest.mark.parametrize("block", range(3))
def test_changed_lists_the_views_whose_frames_changed(block: int) -> None:
    """On random change sequences, ``result.changed`` is exactly the views whose frame or
    outer frame differs from the session's layout before (a comparison of every frame)."""
    checked = 0
    for seed in range(block * 30, block * 30 + 30):
        rng = random.Random(seed)
        trees = RandomTrees(rng)
        root = trees.node(0)
        width, height = rng.choice(PROPOSALS)
        with LayoutSession(trees.view(root)) as session:
            try:
                before = frames_by_path(session.layout(width, height))
            except LayoutError:
                continue
            for _ in range(6):
                trees.change(root, session)
                if rng.random() < 0.3:
                    width, height = rng.choice(PROPOSALS)
                try:
                    result = session.layout(width, height)
                except LayoutError:
                    break
                after = frames_by_path(result)
                expected = {path for path in after if differ(after[path], before[path])}
                assert {view.path for view in result.changed} == expected, f"seed {seed}"
                # The same views as positions, and their frames in one array.
                assert {result[int(i)].path for i in result.changed.positions} == expected
                assert [tuple(row) for row in result.changed.frames] == [after[view.path] for view in result.changed]
                before = after
                checked += 1
    assert checked > 60


def test_lazy_results_equal_eager_ones() -> None:
    """Frames read lazily (one view, every view as an array, the JSON) are those the tree
    holds, and a session's earlier results keep their layout's frames and lines."""
    for seed in range(40):
        rng = random.Random(1000 + seed)
        trees = RandomTrees(rng)
        root = trees.node(0)
        width, height = rng.choice(PROPOSALS)
        result = outcome(lambda: layout(trees.view(root), width, height))
        if result[0] != "result":
            continue
        lazy = layout(trees.view(root), width, height)
        tree = lazy._reader._tree  # type: ignore[union-attr]
        eager = tree.frames()
        for position, view in enumerate(lazy):
            slot = lazy._slots[position]
            assert tuple(view.frame) + tuple(view.outer_frame) == tuple(eager[8 * slot : 8 * slot + 8])
        array = lazy.frames
        assert isinstance(array, numpy.ndarray) and array.shape == (len(lazy), 8) and not array.flags.writeable
        assert same(lazy.to_dict(), result[1])
    # A session's results, each read after the next layouts, answer their own layout.
    with LayoutSession(VStack(Text("one").id("t"), Color().frame(width=10, height=10).id("c"))) as session:
        results, expected, text = [], [], "one"
        for width in (100.0, 30.0, 200.0, 30.0, 55.0):
            results.append(session.layout(width))
            expected.append(layout(VStack(Text(text).id("t"), Color().frame(width=10, height=10).id("c")), width).to_dict())
            text = "one two three" if width < 50 else "one"
            session.set_text("t", text)
        for result, dict_ in zip(results, expected):
            assert same(result.to_dict(), dict_)


def test_frames_array_and_single_lookups() -> None:
    with LayoutSession(VStack(*(Color().frame(width=10 + i, height=5).id(f"c{i}") for i in range(50)), spacing=2)) as session:
        result = session.layout()
        # Centred in the widest (59): (59 - 13) / 2 = 23; 3 rows of 5 and 2 of spacing above.
        assert result["c3"].frame == (23.0, 21.0, 13.0, 5.0)
        assert result.frames[4].tolist() == [23.0, 21.0, 13.0, 5.0] * 2
    with LayoutSession(VStack(Color().frame(width=10, height=5).id("a"), Color().frame(width=20, height=5).id("b"), spacing=2)) as session:
        result = session.layout()
        assert result["a"].frame == (5.0, 0.0, 10.0, 5.0) and result["b"].frame == (0.0, 7.0, 20.0, 5.0)
        assert result.frames.tolist() == [[0.0, 0.0, 20.0, 12.0] * 2, [5.0, 0.0, 10.0, 5.0] * 2, [0.0, 7.0, 20.0, 5.0] * 2]
        assert len(result.changed) == 3  # a first layout changes every view
        session.set_frame("a", width=10, height=5)  # the same frame: nothing moves
        again = session.layout()
        assert again is not result and len(again.changed) == 0 and again["a"].frame == (5.0, 0.0, 10.0, 5.0)


def rows_view(count: int, lazy: bool, viewport: tuple[float, float] | None = (0.0, 800.0), built: list[int] | None = None) -> Any:
    def row(i: int) -> Any:
        if built is not None:
            built.append(i)
        return Color("blue").frame(width=100, height=20 + (i * 7) % 23)

    stack = (LazyVStack(ForEach(count, row), alignment=HorizontalAlignment.leading, spacing=0) if lazy
             else LazyVStack(*(row(i) for i in range(count)), alignment=HorizontalAlignment.leading, spacing=0))
    scroll = ScrollView(stack.id("list"))
    return (scroll.viewport(*viewport) if viewport else scroll).id("scroll")


def test_rows_near_the_viewport_are_built_and_placed_as_eager_rows() -> None:
    eager = layout(rows_view(400, lazy=False, viewport=None), 300, 800)
    built: list[int] = []
    with LayoutSession(rows_view(400, lazy=True, built=built)) as session:
        for offset in range(0, 9000, 600):
            built.clear()
            session.set_viewport("scroll", offset, 800)
            result = session.layout(300, 800)
            rows = [view for view in result if view.path.count("/") == 2]
            indices = [int(view.path.rsplit("/", 1)[1]) for view in rows]
            assert indices == list(range(indices[0], indices[0] + len(indices)))
            assert 20 <= len(rows) <= 90 and max(built, default=0) < indices[-1] + 10
            for view, index in zip(rows, indices):
                assert view.frame == eager[f"/0/{index}"].frame, (offset, index)
        assert result["list"].frame.width == 300


def test_a_lazy_grid_builds_its_items_on_demand() -> None:
    items = [GridItem.flexible(), GridItem.flexible(), GridItem.flexible()]
    def cell(i: int) -> Any:
        return Color("red").frame(height=10 + i % 7)
    eager = layout(ScrollView(LazyVGrid(*(cell(i) for i in range(3000)), columns=items).id("g")), 300, 500)
    with LayoutSession(ScrollView(LazyVGrid(ForEach(3000, cell), columns=items).id("g")).viewport(0, 500).id("s")) as session:
        for offset in (0, 400, 900, 1500):
            session.set_viewport("s", offset, 500)
            result = session.layout(300, 500)
            cells = [view for view in result if view.path.count("/") == 2]
            assert 0 < len(cells) < 300 and len(cells) % 3 == 0
            for view in cells:
                assert view.frame == eager[view.path].frame


def test_bad_rows_and_viewports() -> None:
    class Failure(Exception):
        pass

    def row(i: int) -> Any:
        if i == 5 and failing:
            raise Failure("no data for row 5")
        if i == 6 and failing:
            return "not a view"
        return Color().frame(height=20)

    failing = True
    with LayoutSession(ScrollView(LazyVStack(ForEach(100, row)).id("list")).viewport(0, 800).id("scroll")) as session:
        with pytest.raises(Failure, match="no data for row 5"):
            session.layout(300, 800)
        failing = False
        result = session.layout(300, 800)
        assert result["/0/5"].frame.height == 20
        for offset, length, message in [(math.nan, 800, "offset"), (0, 0, "length"), (0, -3, "length"), (math.inf, 5, "offset")]:
            with pytest.raises((InvalidArgumentError, ValueError), match=message):
                session.set_viewport("scroll", offset, length)
        with pytest.raises(LayoutError, match="not a ScrollView"):
            session.set_viewport("list", 0, 10)
        # A negative offset rests at the top.
        session.set_viewport("scroll", -50, 800)
        assert session.layout(300, 800)["/0/0"].frame.y == 0
    with pytest.raises(TypeError, match="ForEach"):
        ForEach("abc", lambda i: Color())
    with pytest.raises(TypeError, match="a View"):
        layout(VStack(ForEach(3, lambda i: 5)))


@pytest.mark.parametrize("misbehaviour", ["no view", "re-entry", "raises late"])
def test_a_row_provider_that_misbehaves_fails_the_layout_and_leaves_the_session_usable(misbehaviour: str) -> None:
    sessions: list[LayoutSession] = []
    misbehaving = True

    def row(i: int) -> Any:
        if misbehaving and i == 6:
            if misbehaviour == "no view":
                return "not a view"
            if misbehaviour == "re-entry":
                sessions[0].layout(300, 800)
            if misbehaviour == "raises late":
                raise KeyError(i)
        return Color().frame(height=20)

    with LayoutSession(ScrollView(LazyVStack(ForEach(100, row), spacing=0)).viewport(0, 800).id("scroll")) as session:
        sessions.append(session)
        expected = {"no view": (TypeError, "content for element 6: expected a View"), "re-entry": (BusyError, "tree is busy"), "raises late": (KeyError, "6")}[misbehaviour]
        with pytest.raises(expected[0], match=expected[1]):
            session.layout(300, 800)
        misbehaving = False
        result = session.layout(300, 800)
        # Rows of 20 points with no spacing: row 6 starts at 120.
        assert result["/0/6"].frame.y == 120 and result["/0/6"].frame.height == 20


def test_session_results_keep_frames_lines_and_tap_targets_after_later_layouts_and_close() -> None:
    """A session's results read on demand; the tree moves on (new layouts, then close) and
    each keeps its own frames, Text lines and tap targets: an iOS 26 Toggle's 63 x 28 switch
    at the trailing end (decisions, "Platform profiles"), a centred Text of five 9-point characters."""
    from alignment_engine import Rect, Toggle

    with LayoutSession(VStack(Toggle("Wi-Fi").id("t"), Text("Hello").id("x"), spacing=0)) as session:
        first = session.layout(390)
        second = session.layout(300)
        third = session.layout(200)
    # `first` was read when `third` was laid out; `second` and `third` when the session closed.
    for result, width in ((first, 390), (second, 300), (third, 200)):
        assert result["t"].frame == Rect(0, 0, width, 28)
        assert result["t"].tap_target == Rect(width - 63, 0, 63, 28)
        assert result["x"].lines == [Rect((width - 45) / 2, 28, 45, 17)]
    with pytest.raises(LayoutError, match="closed"):
        session.layout(100)


def test_results_read_or_not_keep_their_frames_whatever_the_results_before_them_read() -> None:
    """The tree keeps a layout's frames for the next layout only while the latest result has
    not read them all (keeping them copies every frame a layout moved): results that read
    everything at once, one view, or nothing, in every order, each keep their own frames."""
    rng = random.Random(7)
    # A flexible bar makes the stack as wide as proposed; the box and the Text are centred in it.
    stack = VStack(Color().frame(height=10), Color().frame(width=50, height=10).id("box"), Text("Hello").id("x"), spacing=0)
    with LayoutSession(stack) as session:
        kept: list[tuple[LayoutResult, float]] = []
        for _ in range(30):
            width = float(rng.randrange(60, 400))
            result = session.layout(width)
            reading = rng.choice(("all", "one", "changed", "nothing"))
            if reading == "all":
                result.frames
            elif reading == "one":
                result["box"].frame
            elif reading == "changed":
                result.changed.frames
            kept.append((result, width))
            # Every result so far still answers its own layout: the box centred in `width`.
            for earlier, earlier_width in kept[-3:]:
                assert earlier["box"].frame.x == (earlier_width - 50) / 2
                assert earlier["x"].frame.x == (earlier_width - 45) / 2
