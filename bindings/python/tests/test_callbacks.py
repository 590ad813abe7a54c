"""Python callables as guide functions and as measure / baseline functions."""

from __future__ import annotations

import math

import pytest

from alignment_engine import (
    CallbackError,
    Color,
    HorizontalAlignment,
    HStack,
    InvalidExpressionError,
    InvalidGuideError,
    InvalidArgumentError,
    Measured,
    Program,
    Tree,
    VerticalAlignment,
    VStack,
    ZStack,
    assert_frames,
    layout,
)
from alignment_engine._native.library import library


def test_lambda_and_expression_guides_agree() -> None:
    def stack(value: object) -> HStack:
        return HStack(
            Color().frame(width=100, height=150).alignment_guide(VerticalAlignment.top, value).id("blue"),
            Color().frame(width=100, height=100).id("red"),
            alignment=VerticalAlignment.top,
        )

    for value in (lambda d: 25, "25", 25, lambda d: d.height / 6, "d.height / 6"):
        result = layout(stack(value))
        # A positive top guide moves the view up (reference case R6).
        assert_frames(result, {"blue": (0, 0, 100, 150), "red": (108, 25, 100, 100)})
        assert result.size == (208, 150)


def test_view_dimensions_subscripts() -> None:
    seen = {}
    custom = HorizontalAlignment.custom("custom", default="d.width / 4")

    def guide(d):  # type: ignore[no-untyped-def]
        seen["size"] = (d.width, d.height)
        seen["trailing"] = d[HorizontalAlignment.trailing]
        seen["center"] = d[VerticalAlignment.center]
        seen["explicit top"] = d.explicit(VerticalAlignment.top)
        seen["explicit leading"] = d.explicit(HorizontalAlignment.leading)
        seen["custom"] = d[custom]
        seen["dimensions"] = d
        return 0

    view = VStack(
        Color().frame(width=40, height=20).alignment_guide(VerticalAlignment.top, 7).alignment_guide(HorizontalAlignment.leading, guide),
        Color().frame(width=10, height=10).alignment_guide(custom, 0),
        alignment=HorizontalAlignment.leading,
    )
    layout(view)
    assert seen["size"] == (40, 20)
    assert seen["trailing"] == 40
    assert seen["center"] == 10
    assert seen["explicit top"] == 7
    assert seen["explicit leading"] is None
    assert seen["custom"] == 10
    with pytest.raises(RuntimeError, match="only during the guide callback"):
        seen["dimensions"][HorizontalAlignment.leading]


def test_exception_in_guide_comes_out_of_layout() -> None:
    class Boom(Exception):
        pass

    def guide(d):  # type: ignore[no-untyped-def]
        raise Boom("guide failed")

    view = HStack(Color().alignment_guide(VerticalAlignment.center, guide), Color())
    with pytest.raises(Boom, match="guide failed"):
        layout(view)


def test_exception_in_custom_default_comes_out_of_layout() -> None:
    guide = VerticalAlignment.custom("broken", default=lambda d: 1 / 0)
    with pytest.raises(ZeroDivisionError):
        layout(HStack(Color(), Color(), alignment=guide))


def test_nan_from_a_guide_is_a_callback_error() -> None:
    view = HStack(Color().alignment_guide(VerticalAlignment.center, lambda d: math.nan), Color())
    with pytest.raises(CallbackError):
        layout(view)


def test_non_number_from_a_guide_raises_type_error() -> None:
    view = HStack(Color().alignment_guide(VerticalAlignment.center, lambda d: "high"), Color())
    with pytest.raises(ValueError):
        layout(view)


def test_measured_views() -> None:
    calls = []

    def measure(width, height):  # type: ignore[no-untyped-def]
        calls.append((width, height))
        return (30.0 if width is None else min(width, 30.0)), 12.0

    result = layout(HStack(Measured(measure).id("m"), Color().frame(width=10, height=5), spacing=0), width=100)
    assert_frames(result, {"m": (0, 0, 30, 12)})
    assert calls and all(h is None or isinstance(h, float) for _, h in calls)


def test_measured_baselines_align_in_an_hstack() -> None:
    view = HStack(
        Measured(lambda w, h: (20, 30), first_baseline=lambda w, h: 25).id("a"),
        Measured(lambda w, h: (20, 10), first_baseline=lambda w, h: 5).id("b"),
        alignment=VerticalAlignment.first_text_baseline,
    )
    result = layout(view)
    assert result["a"].frame.y + 25 == result["b"].frame.y + 5


@pytest.mark.parametrize(
    "measured",
    [
        Measured(lambda w, h: 1 / 0),
        Measured(lambda w, h: (1, 2, 3)),
        Measured(lambda w, h: (5, 5), first_baseline=lambda w, h: 1 / 0),
    ],
)
def test_exceptions_in_measure_functions(measured: Measured) -> None:
    with pytest.raises((ZeroDivisionError, ValueError)):
        layout(HStack(measured, alignment=VerticalAlignment.first_text_baseline))


def test_nan_size_from_measure_is_rejected() -> None:
    with pytest.raises(CallbackError):
        layout(ZStack(Measured(lambda w, h: (math.nan, 1))))


def test_measured_leaves_are_measured_at_most_twice() -> None:
    calls = 0

    def measure(width, height):  # type: ignore[no-untyped-def]
        nonlocal calls
        calls += 1
        return 20.0, 10.0

    rows = [HStack(*(Measured(measure) for _ in range(10)), spacing=8) for _ in range(20)]
    layout(VStack(*rows, spacing=8))
    assert calls <= 2 * 200


def test_leaves_with_the_same_functions_share_one_measure_definition(monkeypatch: pytest.MonkeyPatch) -> None:
    lib = library()
    define = lib.ae_tree_define_measure
    definitions = []

    def spy(*arguments):  # type: ignore[no-untyped-def]
        definitions.append(arguments)
        return define(*arguments)

    def per_leaf(*arguments):  # type: ignore[no-untyped-def]
        raise AssertionError("measured leaves are created by programs, not one call each")

    monkeypatch.setattr(lib, "ae_tree_define_measure", spy)
    monkeypatch.setattr(lib, "ae_view_create_measured", per_leaf)

    def wide(width, height):  # type: ignore[no-untyped-def]
        return 30.0, 10.0

    def narrow(width, height):  # type: ignore[no-untyped-def]
        return 10.0, 20.0

    def baseline(width, height):  # type: ignore[no-untyped-def]
        return 8.0

    view = HStack(
        *(Measured(wide).id(f"w{i}") for i in range(5)),
        Measured(narrow).id("n"),
        Measured(wide, first_baseline=baseline).id("b"),
        spacing=0,
    )
    result = layout(view)
    # Three distinct (measure, first, last) combinations: three definitions for seven leaves.
    assert len(definitions) == 3
    assert_frames(result, {"w0": (0, 5, 30, 10), "w4": (120, 5, 30, 10), "n": (150, 0, 10, 20), "b": (160, 5, 30, 10)})


def test_measure_ids_and_measured_program_leaves() -> None:
    with Tree() as tree:
        def measure(width, height):  # type: ignore[no-untyped-def]
            return (25.0 if width is None else min(width, 25.0)), 10.0

        first = tree.define_measure(measure)
        assert tree.define_measure(measure) == first == 0
        assert tree.define_measure(measure, lambda w, h: 7.0) == 1
        program = Program(first_view=tree.view_count)
        row = program.hstack(spacing=0)
        leaves = [program.measured(first) for _ in range(3)]
        program.children(row, leaves)
        tree.build(program)
        assert tree.layout(row, 60) == (60, 10)
        frames = tree.frames()
        assert [frames[8 * leaf + 2] for leaf in leaves] == [20, 20, 20]
        unknown = Program(first_view=tree.view_count)
        unknown.measured(2)
        with pytest.raises(InvalidArgumentError, match="measure 2 is not a measure of this tree"):
            tree.build(unknown)


def test_unknown_guide_in_a_lambda_is_reported() -> None:
    other = VerticalAlignment.custom("other", default="0")
    view = HStack(Color().alignment_guide(VerticalAlignment.center, lambda d: d[other]), Color())
    with pytest.raises(InvalidGuideError, match="other"):
        layout(view)
    # Defining it up front makes it known.
    layout(view, guides=[other])


def test_bad_expression() -> None:
    with pytest.raises(InvalidExpressionError):
        layout(HStack(Color().alignment_guide(VerticalAlignment.center, "d.width +"), Color()))


def test_reused_builtin_name_is_rejected() -> None:
    with pytest.raises(InvalidGuideError):
        layout(HStack(Color(), alignment=VerticalAlignment.custom("top", default="0")))
