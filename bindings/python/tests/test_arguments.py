"""Every parameter is checked where the user passes it: a wrong type is a
``TypeError``, a NaN, infinite, negative or out-of-range value an ``InvalidValueError`` (a
``ValueError``), and the message names the parameter and the view."""

from __future__ import annotations

import math
import re
from fractions import Fraction
from typing import Any, Callable

import pytest

from alignment_engine import (
    Alignment, Color, ContentMode, EdgeInsets, Edges, Font, Grid, GridRow, HStack, HStackLayout, Image, InvalidValueError, Layout,
    LayoutSession, RoundedRectangle, ScrollView, Spacer, Text, Tree, VerticalAlignment, VStack, ViewSpacing, ViewThatFits, ZStack, layout,
)

# ---- The examples of the issue, with their exact inputs ----


def test_grid_cell_columns_no_longer_truncates_or_wraps() -> None:
    with pytest.raises(TypeError, match=re.escape("grid_cell_columns(count) on Text 'x': expected a whole number from 1 to 2147483647, not 2.5 (float)")):
        Text("x").grid_cell_columns(2.5)
    with pytest.raises(InvalidValueError, match=re.escape(f"grid_cell_columns(count) on Text 'x': expected a whole number from 1 to 2147483647, not {2**32 + 2}")):
        Text("x").grid_cell_columns(2**32 + 2)
    with pytest.raises(ValueError, match=re.escape(f"grid_cell_columns(count) on Text 'x': expected a whole number from 1 to 2147483647, not {-2**32 + 1}")):
        Text("x").grid_cell_columns(-(2**32) + 1)
    with pytest.raises(TypeError, match=re.escape("grid_cell_columns(count) on Color (id 'c'): expected a whole number from 1 to 2147483647, not nan")):
        Color().id("c").grid_cell_columns(float("nan"))
    assert Text("x").grid_cell_columns(2).modifiers[0].count == 2


def test_a_font_of_the_wrong_type_fails_where_it_is_given() -> None:
    with pytest.raises(TypeError, match=re.escape("Text(font) on Text 'Title': expected a Font, not 'title' (str)")):
        Text("Title", font="title")  # type: ignore[arg-type]
    with pytest.raises(TypeError, match=re.escape("font(font) on Text 'Title': expected a Font")):
        Text("Title").font("title")  # type: ignore[arg-type]


def test_numbers_of_other_types_are_taken_when_exact() -> None:
    assert Color().offset(Fraction(1, 2), 2).modifiers[0].x == 0.5

    class Count:
        def __index__(self) -> int:
            return 3

    assert Color().grid_cell_columns(Count()).modifiers[0].count == 3  # type: ignore[arg-type]
    with pytest.raises(TypeError, match=r"fixed_size\(horizontal\) on Color: expected True or False, not 1 \(int\)"):
        Color().fixed_size(1)  # type: ignore[arg-type]
    with pytest.raises(TypeError, match=r"grid_cell_columns\(count\) on Color: .* not True \(bool\)"):
        Color().grid_cell_columns(True)


def test_numpy_numbers() -> None:
    numpy = pytest.importorskip("numpy")
    view = Color().grid_cell_columns(numpy.int64(2)).frame(width=numpy.float32(10))
    assert view.modifiers[0].count == 2 and view.modifiers[1].width == 10.0
    with pytest.raises(TypeError, match=r"grid_cell_columns\(count\)"):
        Color().grid_cell_columns(numpy.float64(2.0))


# ---- Every public constructor and modifier, with bad values of each kind ----

#: Bad values by rule: (value, exception type).
WRONG_TYPE = [("10", TypeError), (None, TypeError), (True, TypeError), ([1], TypeError)]
NAN, INF, NEG_INF, HUGE = (math.nan, InvalidValueError), (math.inf, InvalidValueError), (-math.inf, InvalidValueError), (10**400, InvalidValueError)
BAD: dict[str, list[tuple[Any, type[Exception]]]] = {
    # Any finite number.
    "number": [v for v in WRONG_TYPE if v[0] is not None] + [NAN, INF, NEG_INF, HUGE],
    # Optional: None means the default.
    "optional number": [v for v in WRONG_TYPE if v[0] is not None] + [NAN, INF, HUGE],
    "size": [v for v in WRONG_TYPE if v[0] is not None] + [NAN, INF, HUGE, (-1, InvalidValueError), (-0.5, InvalidValueError)],
    "optional size": [v for v in WRONG_TYPE if v[0] is not None] + [NAN, INF, (-1, InvalidValueError)],
    "maximum": [("10", TypeError), (True, TypeError), NAN, NEG_INF, (-1, InvalidValueError)],
    "ratio": [("1", TypeError), NAN, INF, (0, InvalidValueError), (-2, InvalidValueError)],
    "count": [("2", TypeError), (2.5, TypeError), (math.nan, TypeError), (math.inf, TypeError), (True, TypeError),
              (0, InvalidValueError), (-1, InvalidValueError), (2**31, InvalidValueError), (2**32 + 2, InvalidValueError)],
    "bool": [(1, TypeError), ("yes", TypeError), (None, TypeError)],
    # A function, an expression string or a finite number.
    "guide value": [(True, TypeError), ([1], TypeError), NAN, INF, HUGE],
}  # fmt: skip


class Place(Layout):
    """Places its subview with the test's value as ``at``."""

    def __init__(self, value: Any) -> None:
        self.value = value

    def size_that_fits(self, proposal: Any, subviews: Any, cache: Any) -> tuple[float, float]:
        return (10, 10)

    def place_subviews(self, bounds: Any, proposal: Any, subviews: Any, cache: Any) -> None:
        subviews[0].place(at=(0, self.value))


def _session_call(method: str, *before: Any, **keywords: Any) -> Callable[[Any], Any]:
    """A call of a LayoutSession setter with the value last (or as ``keywords``' None key)."""

    def call(value: Any) -> Any:
        view = Image(10, 10).offset(1, 1).layout_priority(1).frame(width=5).id("image")
        with LayoutSession(HStack(view, spacing=4).id("row")) as session:
            return getattr(session, method)(*before, value)

    return call


def _tree_call(method: str, *before: Any, after: tuple[Any, ...] = ()) -> Callable[[Any], Any]:
    """A call of a Tree setter with the value after ``before`` and before ``after``."""

    def call(value: Any) -> Any:
        with Tree() as tree:
            return getattr(tree, method)(*before, value, *after)

    return call


#: (the call, the parameter as messages name it, the view as they name it, the rule).
CASES: list[tuple[Callable[[Any], Any], str, str, str]] = [
    (lambda v: HStack(spacing=v), "HStack(spacing)", "", "optional number"),
    (lambda v: VStack(spacing=v), "VStack(spacing)", "", "optional number"),
    (lambda v: Grid(horizontal_spacing=v), "Grid(horizontal_spacing)", "", "optional number"),
    (lambda v: Grid(vertical_spacing=v), "Grid(vertical_spacing)", "", "optional number"),
    (lambda v: Spacer(min_length=v), "Spacer(min_length)", "", "optional number"),
    (lambda v: Image(v, 10), "Image(width)", "", "size"),
    (lambda v: Image(10, v), "Image(height)", "", "size"),
    (lambda v: Image(10, 10, v), "Image(resizable)", "", "bool"),
    (lambda v: RoundedRectangle(corner_radius=v), "RoundedRectangle(corner_radius)", "", "size"),
    (lambda v: Text("t", line_limit=v), "Text(line_limit)", "Text 't'", "count"),
    (lambda v: Text("t").line_limit(v), "line_limit(limit)", "Text 't'", "count"),
    (lambda v: Font(v, 13, 4, 0, 9), "Font(size)", "", "size"),
    (lambda v: Font(17, 13, 4, 0, v), "Font(advance)", "", "size"),
    (lambda v: EdgeInsets(top=v), "EdgeInsets(top)", "", "number"),
    (lambda v: Color().frame(width=v), "frame(width)", "Color", "size"),
    (lambda v: Color().frame(height=v), "frame(height)", "Color", "size"),
    (lambda v: Color().frame(min_width=v), "frame(min_width)", "Color", "size"),
    (lambda v: Color().frame(ideal_height=v), "frame(ideal_height)", "Color", "size"),
    (lambda v: Color().frame(max_width=v), "frame(max_width)", "Color", "maximum"),
    (lambda v: Color().frame(max_height=v), "frame(max_height)", "Color", "maximum"),
    (lambda v: Color().padding(v), "padding(edges)", "Color", "number"),
    (lambda v: Color().padding(Edges.top, v), "padding(length)", "Color", "number"),
    (lambda v: Color().offset(v, 0), "offset(x)", "Color", "number"),
    (lambda v: Color().offset(0, v), "offset(y)", "Color", "number"),
    (lambda v: Color().position(v, 0), "position(x)", "Color", "number"),
    (lambda v: Color().position(0, v), "position(y)", "Color", "number"),
    (lambda v: Color().layout_priority(v), "layout_priority(priority)", "Color", "number"),
    (lambda v: Color().fixed_size(v), "fixed_size(horizontal)", "Color", "bool"),
    (lambda v: Color().fixed_size(True, v), "fixed_size(vertical)", "Color", "bool"),
    (lambda v: Color().aspect_ratio(v), "aspect_ratio(ratio)", "Color", "ratio"),
    (lambda v: Color().grid_cell_columns(v), "grid_cell_columns(count)", "Color", "count"),
    (lambda v: Color().grid_cell_anchor((v, 0)), "grid_cell_anchor(anchor)[0]", "Color", "number"),
    (lambda v: Color().alignment_guide(Alignment.center.vertical, v), "alignment_guide(value)", "Color", "guide value"),
    (lambda v: ViewSpacing(v), "ViewSpacing(zero_edges)", "", "count"),
    (lambda v: layout(Color(), width=v), "layout(width)", "", "maximum"),
    (lambda v: layout(Place(v)(Color())), "LayoutSubview.place(at)[1]", "subview 0 of Place", "number"),
    (lambda v: HStackLayout(spacing=v), "HStackLayout(spacing)", "", "optional number"),
    (_session_call("set_offset", "image", 0), "LayoutSession.set_offset(y)", "view 'image'", "number"),
    (_session_call("set_layout_priority", "image"), "LayoutSession.set_layout_priority(priority)", "view 'image'", "number"),
    (_session_call("set_image_size", "image", 3), "LayoutSession.set_image_size(height)", "view 'image'", "size"),
    (_session_call("set_spacing", "row"), "LayoutSession.set_spacing(spacing)", "view 'row'", "optional number"),
    (_session_call("set_frame", "image"), "LayoutSession.set_frame(width)", "view 'image'", "size"),
    (_session_call("set_fixed_size", "image", True), "LayoutSession.set_fixed_size(vertical)", "view 'image'", "bool"),
    (_tree_call("set_offset", 0, 0, 1), "Tree.set_offset(y)", "", "number"),
    (_tree_call("mark_dirty"), "Tree.mark_dirty(view)", "", "count"),
    (_tree_call("set_position", 0, after=(1, 1)), "Tree.set_position(index)", "", "count"),
]


@pytest.mark.parametrize(
    ("call", "parameter", "view", "value", "error"),
    [pytest.param(call, parameter, view, value, error, id=f"{parameter}={value!r}") for call, parameter, view, rule in CASES for value, error in BAD[rule]],
)
def test_bad_values_fail_where_they_are_given(call: Callable[[Any], Any], parameter: str, view: str, value: Any, error: type[Exception]) -> None:
    # "count" rules reject 0 only where counts start at 1; view ids and indices start at 0.
    if value == 0 and parameter in ("ViewSpacing(zero_edges)", "Tree.mark_dirty(view)", "Tree.set_position(index)"):
        return
    with pytest.raises(error) as caught:
        call(value)
    message = str(caught.value)
    assert message.startswith(parameter), message
    assert view in message, message
    assert isinstance(caught.value, TypeError) == (error is TypeError)


def test_other_parameters_name_themselves() -> None:
    cases: list[tuple[Callable[[], Any], type[Exception], str]] = [
        (lambda: HStack(alignment=Alignment.center), TypeError, "HStack(alignment): expected a VerticalAlignment"),
        (lambda: ZStack(alignment="center"), TypeError, "ZStack(alignment): expected an Alignment"),
        (lambda: HStack(Color(), "x"), TypeError, "HStack(children[1]): expected a View, not 'x'"),
        (lambda: GridRow(alignment=3), TypeError, "GridRow(alignment): expected a VerticalAlignment"),
        (lambda: ViewThatFits(axes=3), TypeError, "ViewThatFits(axes): expected 'horizontal' or 'vertical'"),
        (lambda: ScrollView(axes="depth"), ValueError, "ScrollView(axes): expected 'horizontal' or 'vertical'"),
        (lambda: Text(3), TypeError, "Text(text): expected a str, not 3 (int)"),
        (lambda: Text("t", multiline_text_alignment="middle"), ValueError, "Text(multiline_text_alignment) on Text 't': expected one of 'leading'"),
        (lambda: Color().aspect_ratio(1, "stretch"), ValueError, "aspect_ratio(content_mode) on Color: expected one of 'fit', 'fill'"),
        (lambda: Color().aspect_ratio(1, 3), ValueError, "aspect_ratio(content_mode) on Color: expected one of 'fit', 'fill' or 0, 1, not 3"),
        (lambda: Color().aspect_ratio(1, 1.0), TypeError, "aspect_ratio(content_mode) on Color: expected a ContentMode or its name"),
        (lambda: Color().overlay("x"), TypeError, "overlay(content) on Color: expected a View"),
        (lambda: Color().background(Color(), "top"), TypeError, "background(alignment) on Color: expected an Alignment"),
        (lambda: Color().environment(layout_direction="up"), ValueError, "environment(layout_direction) on Color: expected a LayoutDirection"),
        (lambda: Color().id(3), TypeError, "id(name) on Color: expected a str"),
        (lambda: Color("red").fill(3), TypeError, "fill(color) on Color: expected a str"),
        (lambda: Color().padding(8, 4), TypeError, "padding(length) on Color: a length goes with Edges"),
        (lambda: Color().frame(width=1, min_width=0), ValueError, "frame on Color: width/height cannot be mixed"),
        (lambda: layout(Color(), direction="up"), ValueError, "layout(direction): expected a LayoutDirection"),
        (lambda: layout("view"), TypeError, "layout(view): expected a View"),
        (lambda: Tree().set_aspect_ratio(0, 0, 1.0, "stretch"), ValueError, "Tree.set_aspect_ratio(content_mode)"),
        (lambda: Tree().set_id(2**32 + 1, "x"), ValueError, "Tree.set_id(view): expected a whole number from 0 to 2147483647"),
        (lambda: Tree().set_spacing(17, math.inf), ValueError, "Tree.set_spacing(spacing) on view 17: expected a finite number, not inf"),
        (lambda: Tree().guide_id("top"), TypeError, "guide: expected a HorizontalAlignment or VerticalAlignment, not 'top'"),
        (lambda: VerticalAlignment.custom(3, "d[.top]"), TypeError, "VerticalAlignment.custom(name): expected a str"),
        (lambda: layout(Color()).to_svg(scale=0), ValueError, "to_svg(scale): expected a number > 0, not 0"),
        (lambda: layout(Color()).to_svg(margin=math.nan), ValueError, "to_svg(margin): expected a finite number that is not negative, not NaN"),
        (lambda: VerticalAlignment.custom("mid", math.nan), ValueError, "VerticalAlignment.custom(default) of guide 'mid': expected a finite number, not NaN"),
    ]  # fmt: skip
    for call, error, start in cases:
        with pytest.raises(error) as caught:
            call()
        assert str(caught.value).startswith(start), str(caught.value)
    assert Color().aspect_ratio(2, "fill").modifiers[0].content_mode == Color().aspect_ratio(2, 1).modifiers[0].content_mode == ContentMode.fill


def test_subviews_index_is_checked() -> None:
    class ByName(Layout):
        def size_that_fits(self, proposal: Any, subviews: Any, cache: Any) -> tuple[float, float]:
            subviews["first"]
            return (1, 1)

        def place_subviews(self, bounds: Any, proposal: Any, subviews: Any, cache: Any) -> None:
            pass

    with pytest.raises(TypeError, match=r"LayoutSubviews\[index\] of ByName: expected a whole number, not 'first'"):
        layout(ByName()(Color()))
