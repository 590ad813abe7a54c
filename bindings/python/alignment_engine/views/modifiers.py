"""Every modifier of a view in one table, ``MODIFIERS``: a modifier is one ``ModifierKind``
entry holding its SwiftUI name, its parameters with their checks, the C functions that apply
and change it, how the builder writes it into a tree and how a ``LayoutSession`` changes it.

``View``'s modifier methods, the builder (``_builder``) and ``LayoutSession``'s setters all
read the table: a new modifier is a new entry here, plus the typed method on ``View`` (and
the setter on ``LayoutSession`` when it can change) that passes its arguments to the entry.
An applied modifier is a ``Modifier``: its kind and its checked values, read by the kind's
parameter names (``view.modifiers[0].width``).
"""

from __future__ import annotations

import ctypes
import functools
import math
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any, Callable

from .._native.library import library
from ..values import _arguments as arguments
from ..values.controls import (
    ButtonStyle, ControlSize, LabelStyle, ListSectionSpacing, ListStyle, PickerStyle, ProgressViewStyle, TextFieldStyle, ToggleStyle, parse_style,
)
from ..values.guides import Alignment, HorizontalAlignment, VerticalAlignment
from ..values.parameters import DEFAULT_PADDING, ContentMode, EdgeInsets, Edges, LayoutDirection, SafeAreaRegions
from ..values.unit_point import UnitPoint, axes_bits

if TYPE_CHECKING:
    from .._native.tree import Tree
    from ._builder import Builder

__all__ = [
    "Parameter", "ModifierKind", "Modifier", "MODIFIERS",
    "Frame", "FlexibleFrame", "Padding", "AlignmentGuide", "Offset", "FixedSize", "LayoutPriority",
    "Overlay", "Background", "AspectRatio", "Position", "Environment",
    "GridCellColumns", "GridColumnAlignment", "GridCellAnchor", "GridCellUnsizedAxes", "ContainerRelativeFrame",
    "ButtonStyleModifier", "ControlSizeModifier", "LabelStyleModifier", "ToggleStyleModifier", "ProgressViewStyleModifier",
    "TextFieldStyleModifier", "PickerStyleModifier", "ListStyleModifier", "LabelsHidden", "ListRowInsets", "ListRowSpacing",
    "ListSectionSpacingModifier", "DefaultMinListRowHeight", "IgnoresSafeArea", "SafeAreaInset", "SafeAreaPadding",
    "LengthFunction", "frame_modifier", "padding_modifier", "aspect_ratio_modifier", "safe_area_padding_modifier",
]

#: The closure form of ``.containerRelativeFrame``: ``length(container_length, axis)`` with axis
#: ``"horizontal"`` or ``"vertical"``, answering the frame's length (a number >= 0).
LengthFunction = Callable[[float, str], float]

#: A parameter's check: ``check(value, name, where)`` answers the value to keep or raises the
#: package's error naming ``name`` (``"offset(x)"``) and ``where`` (the view).
Check = Callable[[Any, str, arguments.Where], Any]


@dataclass(frozen=True)
class Parameter:
    """One parameter of a modifier: its Python name and how a given value is checked."""

    name: str
    check: Check


@dataclass(frozen=True, eq=False)
class ModifierKind:
    """One modifier of SwiftUI's, everything the package knows of it: ``name`` (how ``repr``
    names it, ``Offset``), ``label`` (how messages name it), its ``parameters`` in order,
    the C functions that apply it in a tree (``apply_function``) and change it in a laid-out
    one (``set_function``, None when it cannot change), ``apply`` (writes it into a builder's
    tree), ``change`` (gives an applied one new values in a ``Tree``), and whether its first
    value is a view it draws (``content``)."""

    name: str
    label: str
    parameters: tuple[Parameter, ...]
    apply_function: str
    set_function: str | None
    apply: Callable[[Builder, int, Modifier, int | None], None]
    change: Callable[[Tree, int, int, Modifier], None] | None = None
    content: bool = False
    #: The checker of the values (``_checker``), by the method that checks them.
    _checkers: dict[str, Callable[..., tuple[Any, ...]]] = field(default_factory=dict, repr=False, init=False)

    def __call__(self, *values: Any) -> Modifier:
        """The modifier of these values, already checked (``Offset(1.0, 2.0)``)."""
        return Modifier(self, values)

    def make(self, call: str, where: arguments.Where, *values: Any) -> Modifier:
        """The modifier of these values, each checked by its parameter: ``call`` names the
        method and ``where`` the view in messages about bad arguments."""
        checker = self._checkers.get(call) or self._new_checker(call)
        return _new_modifier(self, checker(where, *values))

    def _new_checker(self, call: str) -> Callable[..., tuple[Any, ...]]:
        """The checker of the values given to method ``call``, kept."""
        checker = self._checkers[call] = _checker(tuple((p.check, f"{call}({p.name})") for p in self.parameters))
        return checker

    @property
    def c_functions(self) -> tuple[str, ...]:
        """The C functions of the modifier (the docs name them beside the Python methods)."""
        return (self.apply_function,) if self.set_function is None else (self.apply_function, self.set_function)

    def __repr__(self) -> str:
        return self.name


def _checker(labels: tuple[tuple[Check, str], ...]) -> Callable[..., tuple[Any, ...]]:
    """``checker(where, *values)``: each value checked by its ``(check, name)`` of ``labels``,
    as a tuple. The builder path calls one per modifier method call, so the arities of the
    common modifiers (1 to 3) are spelled out: a loop or comprehension over the labels costs
    about half as much again (``benchmarks/builder.py``)."""
    if len(labels) == 1:
        ((check, name),) = labels
        return lambda where, value: (check(value, name, where),)
    if len(labels) == 2:
        (check_a, name_a), (check_b, name_b) = labels
        return lambda where, a, b: (check_a(a, name_a, where), check_b(b, name_b, where))
    if len(labels) == 3:
        (check_a, name_a), (check_b, name_b), (check_c, name_c) = labels
        return lambda where, a, b, c: (check_a(a, name_a, where), check_b(b, name_b, where), check_c(c, name_c, where))
    return lambda where, *values: tuple([check(value, name, where) for (check, name), value in zip(labels, values)])


class Modifier:
    """A modifier of a view's chain: its ``kind`` (an entry of ``MODIFIERS``) and its checked
    ``values``, which are also read by the kind's parameter names (``modifier.width``).
    Immutable; made by ``kind.make`` or ``kind(*values)``."""

    __slots__ = ("kind", "values")
    kind: ModifierKind
    values: tuple[Any, ...]

    def __init__(self, kind: ModifierKind, values: tuple[Any, ...]) -> None:
        object.__setattr__(self, "kind", kind)
        object.__setattr__(self, "values", values)

    def __getattr__(self, name: str) -> Any:
        if name in Modifier.__slots__ or name.startswith("__"):
            raise AttributeError(name)
        for parameter, value in zip(self.kind.parameters, self.values):
            if parameter.name == name:
                return value
        raise AttributeError(f"{self.kind.name} has no parameter {name!r}")

    def __setattr__(self, name: str, value: Any) -> None:
        raise AttributeError("modifiers are immutable")

    def __eq__(self, other: object) -> bool:
        return isinstance(other, Modifier) and other.kind is self.kind and other.values == self.values

    def __hash__(self) -> int:
        return hash((self.kind.name, self.values))

    def __reduce__(self) -> tuple[Any, ...]:
        return _modifier, (self.kind.name, self.values)

    def __repr__(self) -> str:
        values = ", ".join(f"{p.name}={v!r}" for p, v in zip(self.kind.parameters, self.values))
        return f"{self.kind.name}({values})"

    @property
    def label(self) -> str:
        """How messages name the modifier (``.frame(width:height:)``)."""
        return self.kind.label


_set_kind = Modifier.kind.__set__  # type: ignore[attr-defined]
_set_values = Modifier.values.__set__  # type: ignore[attr-defined]


def _new_modifier(kind: ModifierKind, values: tuple[Any, ...]) -> Modifier:
    """``Modifier(kind, values)`` by its slots directly: the builder path makes one per
    modifier method call, and this is its fastest form (``benchmarks/builder.py``)."""
    modifier = object.__new__(Modifier)
    _set_kind(modifier, kind)
    _set_values(modifier, values)
    return modifier


# ---- Checks of parameters ----


def _length(value: Any, name: str, where: arguments.Where) -> float | None:
    """A frame's length: None, or a number >= 0. (A function: a ``functools.partial`` with a
    keyword merges its keywords on every call, which costs more.)"""
    return arguments.optional_real(value, name, where, minimum=0)


def _alignment(value: Any, name: str, where: arguments.Where) -> Alignment:
    return arguments.instance(value, Alignment, name, where)


def _guide(value: Any, name: str, where: arguments.Where) -> HorizontalAlignment | VerticalAlignment:
    return arguments.instance(value, (HorizontalAlignment, VerticalAlignment), name, where)  # type: ignore[return-value]


def _guide_function(value: Any, name: str, where: arguments.Where) -> Any:
    return value if callable(value) or isinstance(value, str) else arguments.real(value, name, where)


def _view(value: Any, name: str, where: arguments.Where) -> Any:
    # ``View.overlay`` / ``View.background`` check the content is a View: this module cannot
    # import ``View``, whose methods import it.
    return value


def _column_count(value: Any, name: str, where: arguments.Where) -> int:
    return arguments.whole(value, name, where, minimum=1)


def _horizontal_guide(value: Any, name: str, where: arguments.Where) -> HorizontalAlignment:
    return arguments.instance(value, HorizontalAlignment, name, where)


def _unit_point(value: Any, name: str, where: arguments.Where) -> UnitPoint:
    return UnitPoint(*arguments.pair(value, name, where))


def _length_function(value: Any, name: str, where: arguments.Where) -> LengthFunction | None:
    if value is not None and not callable(value):
        raise arguments.type_error(name, where, "a function (length, axis) -> length", value)
    return value


def _layout_direction(value: Any, name: str, where: arguments.Where) -> LayoutDirection:
    return LayoutDirection.parse(value, name, where)


def _regions(value: Any, name: str, where: arguments.Where) -> SafeAreaRegions:
    """Safe-area regions: a ``SafeAreaRegions`` (``container``, ``keyboard`` or both) or a name."""
    return arguments.member(value, SafeAreaRegions, name, where)


def _edge_set(value: Any, name: str, where: arguments.Where) -> Edges:
    """A set of edges: an ``Edges`` (members or'ed together) or a member's name."""
    return arguments.member(value, Edges, name, where)


#: The edges a ``safeAreaInset`` can stand on.
_SINGLE_EDGES = (Edges.top, Edges.leading, Edges.bottom, Edges.trailing)


def _single_edge(value: Any, name: str, where: arguments.Where) -> Edges:
    """One edge: ``Edges.top``, ``.leading``, ``.bottom`` or ``.trailing``, or its name."""
    edge = _edge_set(value, name, where)
    if edge not in _SINGLE_EDGES:
        raise arguments.value_error(name, where, "one edge: 'top', 'leading', 'bottom' or 'trailing'", value)
    return edge


def _safe_area_padding_insets(value: Any, name: str, where: arguments.Where) -> EdgeInsets:
    insets = arguments.instance(value, EdgeInsets, name, where)
    for edge in ("top", "leading", "bottom", "trailing"):
        arguments.real(getattr(insets, edge), f"{name}.{edge}", where, minimum=0)
    return insets


def _edges(insets: EdgeInsets) -> tuple[float, float, float, float]:
    """Padding's insets in the C order: top, leading, bottom, trailing."""
    return insets.top, insets.leading, insets.bottom, insets.trailing


def _apply_container_relative_frame(builder: Builder, view: int, modifier: Modifier) -> None:
    """The count form through ``ae_view_apply_container_relative_frame``, the closure form
    through ``Tree.apply_container_relative_length``."""
    axes, count, span, spacing, alignment, length = modifier.values
    horizontal, vertical = builder.alignment(alignment)
    if length is None:
        _library_call(builder, library().ae_view_apply_container_relative_frame, view, axes, count, span,
                      ctypes.c_double(spacing), horizontal, vertical)
    else:
        _tree_call(builder, builder.tree.apply_container_relative_length, view, axes, length, horizontal, vertical)


def _tree_call(builder: Builder, method: Callable[..., None], view: int, *values: object) -> None:
    """Applies a modifier with a direct call of a ``Tree`` method (after the pending program)."""
    builder.flush()
    method(view, *values)


def _library_call(builder: Builder, function: Any, view: int, *values: object) -> None:
    """Applies a modifier with a direct call of the library's ``function(tree, view, *values)``."""
    builder.flush()
    builder.tree._check(function.__name__, function, view, *values)


# ---- The table ----


Frame = ModifierKind(
    "Frame", ".frame(width:height:)",
    (Parameter("width", _length), Parameter("height", _length), Parameter("alignment", _alignment)),
    "ae_view_apply_frame", "ae_view_set_frame",
    apply=lambda b, view, m, _: b.program.frame(view, m.values[0], m.values[1], *b.alignment(m.values[2])),
    change=lambda tree, view, index, m: tree.set_frame(view, index, *m.values),
)
FlexibleFrame = ModifierKind(
    "FlexibleFrame", ".frame(minWidth:…)",
    (Parameter("lengths", lambda value, name, where: tuple(value)), Parameter("alignment", _alignment)),
    "ae_view_apply_flexible_frame", "ae_view_set_flexible_frame",
    apply=lambda b, view, m, _: b.program.flexible_frame(view, m.values[0], *b.alignment(m.values[1])),
    change=lambda tree, view, index, m: tree.set_flexible_frame(view, index, *m.values),
)
Padding = ModifierKind(
    "Padding", ".padding",
    (Parameter("insets", lambda value, name, where: arguments.instance(value, EdgeInsets, name, where)),),
    "ae_view_apply_padding", "ae_view_set_padding",
    apply=lambda b, view, m, _: b.program.padding(view, *_edges(m.values[0])),
    change=lambda tree, view, index, m: tree.set_padding(view, index, *_edges(m.values[0])),
)
AlignmentGuide = ModifierKind(
    "AlignmentGuide", ".alignmentGuide",
    (Parameter("guide", _guide), Parameter("value", _guide_function)),
    "ae_view_apply_alignment_guide", None,
    apply=lambda b, view, m, _: _tree_call(b, b.tree.alignment_guide, view, *m.values),
)
Offset = ModifierKind(
    "Offset", ".offset",
    (Parameter("x", arguments.real), Parameter("y", arguments.real)),
    "ae_view_apply_offset", "ae_view_set_offset",
    apply=lambda b, view, m, _: b.program.offset(view, *m.values),
    change=lambda tree, view, index, m: tree.set_offset(view, index, *m.values),
)
FixedSize = ModifierKind(
    "FixedSize", ".fixedSize",
    (Parameter("horizontal", arguments.boolean), Parameter("vertical", arguments.boolean)),
    "ae_view_apply_fixed_size", "ae_view_set_fixed_size",
    apply=lambda b, view, m, _: b.program.fixed_size(view, *m.values),
    change=lambda tree, view, index, m: tree.set_fixed_size(view, index, *m.values),
)
LayoutPriority = ModifierKind(
    "LayoutPriority", ".layoutPriority",
    (Parameter("priority", arguments.real),),
    "ae_view_apply_layout_priority", "ae_view_set_layout_priority",
    apply=lambda b, view, m, _: b.program.layout_priority(view, *m.values),
    change=lambda tree, view, index, m: tree.set_layout_priority(view, index, *m.values),
)
Overlay = ModifierKind(
    "Overlay", ".overlay",
    (Parameter("content", _view), Parameter("alignment", _alignment)),
    "ae_view_apply_overlay", None,
    apply=lambda b, view, m, content: b.program.overlay(view, content, *b.alignment(m.values[1])),  # type: ignore[arg-type]
    content=True,
)
Background = ModifierKind(
    "Background", ".background",
    (Parameter("content", _view), Parameter("alignment", _alignment)),
    "ae_view_apply_background", None,
    apply=lambda b, view, m, content: b.program.background(view, content, *b.alignment(m.values[1])),  # type: ignore[arg-type]
    content=True,
)
AspectRatio = ModifierKind(
    "AspectRatio", ".aspectRatio",
    (
        Parameter("ratio", lambda value, name, where: arguments.optional_real(value, name, where, positive=True)),
        Parameter("content_mode", lambda value, name, where: arguments.member(value, ContentMode, name, where)),
    ),
    "ae_view_apply_aspect_ratio", "ae_view_set_aspect_ratio",
    apply=lambda b, view, m, _: b.program.aspect_ratio(view, m.values[0], m.values[1] == ContentMode.fill),
    change=lambda tree, view, index, m: tree.set_aspect_ratio(view, index, *m.values),
)
Position = ModifierKind(
    "Position", ".position",
    (Parameter("x", arguments.real), Parameter("y", arguments.real)),
    "ae_view_apply_position", "ae_view_set_position",
    apply=lambda b, view, m, _: b.program.position(view, *m.values),
    change=lambda tree, view, index, m: tree.set_position(view, index, *m.values),
)
Environment = ModifierKind(
    "Environment", ".environment(\\.layoutDirection)",
    (Parameter("layout_direction", _layout_direction),),
    "ae_view_apply_layout_direction", None,
    apply=lambda b, view, m, _: b.program.layout_direction(view, m.values[0] == LayoutDirection.right_to_left),
)
GridCellColumns = ModifierKind(
    "GridCellColumns", ".gridCellColumns",
    (Parameter("count", _column_count),),
    "ae_view_apply_grid_cell_columns", None,
    apply=lambda b, view, m, _: _library_call(b, library().ae_view_apply_grid_cell_columns, view, *m.values),
)
GridColumnAlignment = ModifierKind(
    "GridColumnAlignment", ".gridColumnAlignment",
    (Parameter("guide", _horizontal_guide),),
    "ae_view_apply_grid_column_alignment", None,
    apply=lambda b, view, m, _: _library_call(b, library().ae_view_apply_grid_column_alignment, view, b.guide(m.values[0])),
)
GridCellAnchor = ModifierKind(
    "GridCellAnchor", ".gridCellAnchor",
    (Parameter("anchor", _unit_point),),
    "ae_view_apply_grid_cell_anchor", None,
    apply=lambda b, view, m, _: _library_call(
        b, library().ae_view_apply_grid_cell_anchor, view, ctypes.c_double(m.values[0].x), ctypes.c_double(m.values[0].y)
    ),
)
GridCellUnsizedAxes = ModifierKind(
    "GridCellUnsizedAxes", ".gridCellUnsizedAxes",
    (Parameter("axes", axes_bits),),
    "ae_view_apply_grid_cell_unsized_axes", None,
    apply=lambda b, view, m, _: _library_call(b, library().ae_view_apply_grid_cell_unsized_axes, view, *m.values),
)
ContainerRelativeFrame = ModifierKind(
    "ContainerRelativeFrame", ".containerRelativeFrame",
    (
        Parameter("axes", axes_bits), Parameter("count", _column_count), Parameter("span", _column_count),
        Parameter("spacing", lambda value, name, where: arguments.real(value, name, where, minimum=0)),
        Parameter("alignment", _alignment), Parameter("length", _length_function),
    ),
    "ae_view_apply_container_relative_frame", None,
    apply=lambda b, view, m, _: _apply_container_relative_frame(b, view, m),
)

IgnoresSafeArea = ModifierKind(
    "IgnoresSafeArea", ".ignoresSafeArea",
    (Parameter("regions", _regions), Parameter("edges", _edge_set)),
    "ae_view_apply_ignores_safe_area", "ae_view_set_ignores_safe_area",
    apply=lambda b, view, m, _: _library_call(b, library().ae_view_apply_ignores_safe_area, view, int(m.values[0]), int(m.values[1])),
    change=lambda tree, view, index, m: tree.set_ignores_safe_area(view, index, *m.values),
)
SafeAreaInset = ModifierKind(
    "SafeAreaInset", ".safeAreaInset",
    (
        Parameter("content", _view), Parameter("edge", _single_edge), Parameter("alignment", _guide),
        Parameter("spacing", lambda value, name, where: arguments.optional_real(value, name, where)),
    ),
    "ae_view_apply_safe_area_inset", None,
    apply=lambda b, view, m, content: _library_call(
        b, library().ae_view_apply_safe_area_inset, view, content, int(m.values[1]), b.guide(m.values[2]),
        math.nan if m.values[3] is None else m.values[3],
    ),
    content=True,
)
SafeAreaPadding = ModifierKind(
    "SafeAreaPadding", ".safeAreaPadding",
    (Parameter("insets", _safe_area_padding_insets),),
    "ae_view_apply_safe_area_padding", "ae_view_set_safe_area_padding",
    apply=lambda b, view, m, _: _library_call(b, library().ae_view_apply_safe_area_padding, view, *_edges(m.values[0])),
    change=lambda tree, view, index, m: tree.set_safe_area_padding(view, index, *_edges(m.values[0])),
)


def _style_kind(name: str, label: str, setting: int, kind: type) -> ModifierKind:
    """A style setting of ``ae_view_apply_style`` (``setting`` an ``AE_SETTING_*``): its one
    parameter a member of ``kind``, its name or its value."""
    return ModifierKind(
        name, label, (Parameter("style", lambda value, name, where: parse_style(value, kind, name, where)),),
        "ae_view_apply_style", None,
        apply=lambda b, view, m, _: _library_call(b, library().ae_view_apply_style, view, setting, int(m.values[0])),
    )


# The control settings: environment values the controls below read, and a List row's insets.
ButtonStyleModifier = _style_kind("ButtonStyle", ".buttonStyle", 0, ButtonStyle)
ControlSizeModifier = _style_kind("ControlSize", ".controlSize", 1, ControlSize)
LabelStyleModifier = _style_kind("LabelStyle", ".labelStyle", 2, LabelStyle)
ToggleStyleModifier = _style_kind("ToggleStyle", ".toggleStyle", 3, ToggleStyle)
ProgressViewStyleModifier = _style_kind("ProgressViewStyle", ".progressViewStyle", 4, ProgressViewStyle)
TextFieldStyleModifier = _style_kind("TextFieldStyle", ".textFieldStyle", 5, TextFieldStyle)
PickerStyleModifier = _style_kind("PickerStyle", ".pickerStyle", 6, PickerStyle)
ListStyleModifier = _style_kind("ListStyle", ".listStyle", 7, ListStyle)
LabelsHidden = ModifierKind(
    "LabelsHidden", ".labelsHidden", (), "ae_view_apply_labels_hidden", None,
    apply=lambda b, view, m, _: _library_call(b, library().ae_view_apply_labels_hidden, view),
)


def _row_insets(value: Any, name: str, where: arguments.Where) -> EdgeInsets | None:
    return None if value is None else arguments.instance(value, EdgeInsets, name, where)


def _apply_row_insets(builder: Builder, view: int, insets: EdgeInsets | None) -> None:
    edges = (math.nan,) * 4 if insets is None else _edges(insets)
    _library_call(builder, library().ae_view_apply_list_row_insets, view, *(ctypes.c_double(edge) for edge in edges))


def _section_spacing(value: Any, name: str, where: arguments.Where) -> ListSectionSpacing | float:
    if isinstance(value, (str, ListSectionSpacing)):
        return arguments.member(value, ListSectionSpacing, name, where)
    return arguments.real(value, name, where, minimum=0)


def _apply_section_spacing(builder: Builder, view: int, spacing: ListSectionSpacing | float) -> None:
    kind, length = (int(spacing), math.nan) if isinstance(spacing, ListSectionSpacing) else (2, spacing)
    _library_call(builder, library().ae_view_apply_list_section_spacing, view, kind, ctypes.c_double(length))


ListRowInsets = ModifierKind(
    "ListRowInsets", ".listRowInsets", (Parameter("insets", _row_insets),), "ae_view_apply_list_row_insets", None,
    apply=lambda b, view, m, _: _apply_row_insets(b, view, m.values[0]),
)
ListRowSpacing = ModifierKind(
    "ListRowSpacing", ".listRowSpacing", (Parameter("spacing", _length),), "ae_view_apply_list_row_spacing", None,
    apply=lambda b, view, m, _: _library_call(
        b, library().ae_view_apply_list_row_spacing, view, ctypes.c_double(math.nan if m.values[0] is None else m.values[0])
    ),
)
ListSectionSpacingModifier = ModifierKind(
    "ListSectionSpacing", ".listSectionSpacing", (Parameter("spacing", _section_spacing),), "ae_view_apply_list_section_spacing", None,
    apply=lambda b, view, m, _: _apply_section_spacing(b, view, m.values[0]),
)
DefaultMinListRowHeight = ModifierKind(
    "DefaultMinListRowHeight", ".environment(\\.defaultMinListRowHeight)",
    (Parameter("height", lambda value, name, where: arguments.real(value, name, where, minimum=0)),),
    "ae_view_apply_default_min_list_row_height", None,
    apply=lambda b, view, m, _: _library_call(b, library().ae_view_apply_default_min_list_row_height, view, ctypes.c_double(m.values[0])),
)

#: Every modifier, by the name of its kind.
MODIFIERS: dict[str, ModifierKind] = {
    kind.name: kind
    for kind in (
        Frame, FlexibleFrame, Padding, AlignmentGuide, Offset, FixedSize, LayoutPriority, Overlay, Background,
        AspectRatio, Position, Environment, GridCellColumns, GridColumnAlignment, GridCellAnchor, GridCellUnsizedAxes,
        ContainerRelativeFrame, IgnoresSafeArea, SafeAreaInset, SafeAreaPadding,
        ContainerRelativeFrame, ButtonStyleModifier, ControlSizeModifier, LabelStyleModifier, ToggleStyleModifier,
        ProgressViewStyleModifier, TextFieldStyleModifier, PickerStyleModifier, ListStyleModifier, LabelsHidden, ListRowInsets,
        ListRowSpacing, ListSectionSpacingModifier, DefaultMinListRowHeight,
    )
}


def _modifier(name: str, values: tuple[Any, ...]) -> Modifier:
    """The modifier of kind ``name`` with these values (how a pickled modifier is made again)."""
    return Modifier(MODIFIERS[name], values)


# ---- The modifiers whose arguments take several forms ----


#: The names of a flexible frame's lengths, in the order ``FlexibleFrame.lengths`` holds them.
_FLEXIBLE_NAMES = ("min_width", "ideal_width", "max_width", "min_height", "ideal_height", "max_height")
#: ``flexible`` of a fixed frame: no min, ideal or max length.
_NO_FLEXIBLE = (None,) * len(_FLEXIBLE_NAMES)


@functools.lru_cache(maxsize=None)
def _flexible_labels(call: str) -> tuple[tuple[str, bool], ...]:
    """Each flexible frame length's name in the messages of method ``call``
    (``frame(min_width)``), and whether it may be infinite (the max lengths)."""
    return tuple((f"{call}({name})", name.startswith("max")) for name in _FLEXIBLE_NAMES)


def frame_modifier(
    width: float | None, height: float | None, alignment: Alignment, flexible: tuple[float | None, ...], call: str, where: arguments.Where
) -> Modifier:
    """``.frame(width:height:alignment:)``, or the flexible frame when any of ``flexible`` (min,
    ideal, max width, then height) is given; mixing the two forms is a ``ValueError``.
    ``call`` names the method and ``where`` the view in messages about bad arguments."""
    if flexible != _NO_FLEXIBLE:
        _alignment(alignment, f"{call}(alignment)", where)
        if width is not None or height is not None:
            raise ValueError(f"{arguments.label(call, where)}: width/height cannot be mixed with min/ideal/max values")
        checked = []
        for (label, infinite), value in zip(_flexible_labels(call), flexible):
            checked.append(arguments.optional_real(value, label, where, minimum=0, infinite=infinite))
        return _new_modifier(FlexibleFrame, (tuple(checked), alignment))
    return Frame.make(call, where, width, height, alignment)


def padding_modifier(edges: float | Edges | EdgeInsets | None, length: float | None, call: str, where: arguments.Where) -> Modifier:
    """``.padding()`` (16 on every edge), ``.padding(8)``, ``.padding(Edges.horizontal, 4)``
    (``length`` None = 16), or ``.padding(EdgeInsets(top=…))``; ``call`` and ``where`` name
    the method and the view in messages about bad arguments."""
    if isinstance(edges, EdgeInsets):
        return _new_modifier(Padding, (edges,))
    if isinstance(edges, Edges):
        value = DEFAULT_PADDING if length is None else arguments.real(length, f"{call}(length)", where)
        return _new_modifier(Padding, (EdgeInsets(*(value if edge in edges else 0.0 for edge in (Edges.top, Edges.leading, Edges.bottom, Edges.trailing))),))
    if length is not None:
        raise TypeError(f"{arguments.label(f'{call}(length)', where)}: a length goes with Edges, not with {edges!r}")
    value = DEFAULT_PADDING if edges is None else arguments.real(edges, f"{call}(edges)", where)
    return _new_modifier(Padding, (EdgeInsets(value, value, value, value),))


def safe_area_padding_modifier(
    edges: float | Edges | EdgeInsets | None, length: float | None, call: str, where: arguments.Where
) -> Modifier:
    """``.safeAreaPadding`` in the forms ``padding_modifier`` takes (16 by default), each
    inset a finite number >= 0; ``call`` and ``where`` name the method and the view in messages."""
    insets = padding_modifier(edges, length, call, where).values[0]
    return SafeAreaPadding.make(call, where, insets)


def aspect_ratio_modifier(ratio: float | None, content_mode: ContentMode | str, call: str, where: arguments.Where) -> Modifier:
    """``.aspectRatio(_:contentMode:)`` with the mode as a ``ContentMode`` or its name; ``call``
    and ``where`` name the method and the view in messages about bad arguments."""
    mode = AspectRatio.parameters[1].check(content_mode, f"{call}(content_mode)", where)
    return _new_modifier(AspectRatio, (AspectRatio.parameters[0].check(ratio, f"{call}(ratio)", where), mode))
