"""Layout checks for test suites: compare a result with expected frames, or check that views
share a guide. Every check lists all the differences it finds in one ``AssertionError``."""

from __future__ import annotations

from typing import Any, Mapping, Sequence, Union

from ..values.geometry import Rect, Size, _from_json
from ..values.guides import HorizontalAlignment, VerticalAlignment
from .result import LayoutResult, ViewLayout

__all__ = ["assert_frames", "assert_aligned", "assert_matches", "compare_results", "guide_position"]

#: An expected rectangle: a ``Rect``, an ``(x, y, width, height)`` sequence, or a dict with those keys.
RectLike = Union[Rect, Sequence[float], Mapping[str, Any]]

_KEYS = ("x", "y", "width", "height")


def _rect(value: RectLike) -> Rect:
    if isinstance(value, Mapping):
        return Rect.from_dict(value)
    return Rect(*(_from_json(v) for v in value))


def _close(a: float, b: float, tolerance: float) -> bool:
    return a == b or abs(a - b) <= tolerance


def _rect_differences(label: str, actual: Rect, expected: Rect, tolerance: float) -> list[str]:
    wrong = [k for k, a, e in zip(_KEYS, actual, expected) if not _close(a, e, tolerance)]
    if not wrong:
        return []
    details = ", ".join(f"{k} {getattr(actual, k):g} != {getattr(expected, k):g}" for k in wrong)
    return [f"{label}: {details} (got {tuple(actual)}, expected {tuple(expected)})"]


def assert_frames(
    result: LayoutResult, expected: Mapping[str, RectLike], *, tolerance: float = 1e-6, outer: bool = False
) -> None:
    """Checks views' frames (``outer=True``: outer frames) against ``expected``, a mapping of
    view id or path to a rectangle; raises one ``AssertionError`` listing every difference."""
    problems: list[str] = []
    for key, value in expected.items():
        try:
            view = result[key]
        except KeyError:
            problems.append(f"{key}: no such view")
            continue
        actual = view.outer_frame if outer else view.frame
        problems += _rect_differences(f"{key} {'outer frame' if outer else 'frame'}", actual, _rect(value), tolerance)
    if problems:
        raise AssertionError(f"{len(problems)} frame(s) differ:\n  " + "\n  ".join(problems))


def compare_results(actual: LayoutResult, expected: Mapping[str, Any], *, tolerance: float = 1e-6) -> list[str]:
    """Every difference between a result and an expected result JSON (``size``, and each view's
    ``path``, ``type``, ``id``, frames, text lines and baselines), matched in document order."""
    problems: list[str] = []
    size = expected.get("size")
    if size is not None:
        problems += _rect_differences(
            "size", Rect(0, 0, *actual.size), Rect(0, 0, *Size.from_dict(size)), tolerance
        )
    views = list(actual)
    wanted = expected.get("views", [])
    if len(views) != len(wanted):
        problems.append(f"{len(views)} views, expected {len(wanted)}")
    for view, entry in zip(views, wanted):
        label = entry.get("path", "?")
        for key, got in (("path", view.path), ("type", view.type), ("id", view.id)):
            if entry.get(key) != got:
                problems.append(f"{label}: {key} {got!r} != {entry.get(key)!r}")
        problems += _rect_differences(f"{label} frame", view.frame, _rect(entry["frame"]), tolerance)
        problems += _rect_differences(f"{label} outerFrame", view.outer_frame, _rect(entry["outerFrame"]), tolerance)
        for key, got_value in (("firstBaseline", view.first_baseline), ("lastBaseline", view.last_baseline)):
            if key in entry and (got_value is None or not _close(got_value, _from_json(entry[key]), tolerance)):
                problems.append(f"{label}: {key} {got_value!r} != {entry[key]!r}")
        if "lines" in entry:
            lines = view.lines or []
            if len(lines) != len(entry["lines"]):
                problems.append(f"{label}: {len(lines)} lines, expected {len(entry['lines'])}")
            for i, (line, want) in enumerate(zip(lines, entry["lines"])):
                problems += _rect_differences(f"{label} line {i}", line, _rect(want), tolerance)
    return problems


def assert_matches(actual: LayoutResult, expected: Mapping[str, Any], *, tolerance: float = 1e-6) -> None:
    """Checks a result against an expected result JSON; one ``AssertionError`` lists every difference."""
    problems = compare_results(actual, expected, tolerance=tolerance)
    if problems:
        raise AssertionError(f"{len(problems)} difference(s):\n  " + "\n  ".join(problems))


def guide_position(view: ViewLayout, guide: HorizontalAlignment | VerticalAlignment, *, right_to_left: bool = False) -> float:
    """Where a built-in guide of a view lies in the root's space, from its frame (and, for the
    text baselines, from the baselines a document result reports).

    A result holds frames only; for custom guides and explicit values, keep the tree and ask
    ``Tree.guide_position(view, guide)`` (the C API's ``ae_view_get_guide_position``).
    """
    frame = view.frame
    name = guide.name
    if isinstance(guide, HorizontalAlignment):
        edges = {"leading": frame.min_x, "center": frame.mid_x, "trailing": frame.max_x}
        if right_to_left:
            edges["leading"], edges["trailing"] = frame.max_x, frame.min_x
        if name in edges:
            return edges[name]
    else:
        edges = {"top": frame.min_y, "center": frame.mid_y, "bottom": frame.max_y}
        if name in edges:
            return edges[name]
        baseline = view.first_baseline if name == "firstTextBaseline" else view.last_baseline if name == "lastTextBaseline" else None
        if baseline is not None:
            return baseline
    raise ValueError(f"the position of guide {guide!r} of {view.path} is not known from the result")


def assert_aligned(result: LayoutResult, *views_and_guide: Any, tolerance: float = 1e-6, right_to_left: bool = False) -> None:
    """Checks that views share a guide: ``assert_aligned(result, "a", "b", VerticalAlignment.center)``
    (views by id or path, the guide last): the guide lies at the same position in every view."""
    *keys, guide = views_and_guide
    if not isinstance(guide, (HorizontalAlignment, VerticalAlignment)) or len(keys) < 2:
        raise TypeError("assert_aligned(result, view, view, ..., guide) needs two or more views and a guide")
    positions = [(key, guide_position(result[key], guide, right_to_left=right_to_left)) for key in keys]
    reference = positions[0][1]
    off = [f"{key}: {position:g}" for key, position in positions if not _close(position, reference, tolerance)]
    if off:
        listing = ", ".join(f"{key}: {position:g}" for key, position in positions)
        raise AssertionError(f"views do not share {guide!r}: {listing}")
