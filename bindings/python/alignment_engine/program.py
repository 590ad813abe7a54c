"""The low-level batched builder: a ``Program`` of doubles that ``ae_tree_build`` turns into
many views in one call.

This is the fast path for building large trees from Python (well under a microsecond per
view): no Python object per view, one C call per program. Views are created with
consecutive ids, so every method that creates a view returns the id the view will have once
``Tree.build(program)`` has run; ``view`` and ``content`` arguments are such ids (of this
program or of earlier builds). Guides are guide ids: the ``GUIDE_*`` constants or
``Tree.guide_id(guide)`` for custom ones. ``None`` lengths mean "unspecified" (SwiftUI's nil).

Example::

    with Tree() as tree:
        program = Program(first_view=tree.view_count)
        row = program.hstack(GUIDE_TOP, 8)
        leaves = [program.image(20, h) for h in (10, 15, 20)]
        program.children(row, leaves)
        tree.build(program)
        width, height = tree.layout(row)
        frames = tree.frames()          # 8 doubles per view: frame, then outer frame
"""

from __future__ import annotations

import math
from array import array
from enum import IntEnum
from typing import Iterable, Sequence

__all__ = [
    "Op",
    "Program",
    "UNSPECIFIED",
    "GUIDE_LEADING",
    "GUIDE_HORIZONTAL_CENTER",
    "GUIDE_TRAILING",
    "GUIDE_TOP",
    "GUIDE_VERTICAL_CENTER",
    "GUIDE_BOTTOM",
    "GUIDE_FIRST_TEXT_BASELINE",
    "GUIDE_LAST_TEXT_BASELINE",
    "SHAPE_COLOR",
    "SHAPE_RECTANGLE",
    "SHAPE_ROUNDED_RECTANGLE",
    "SHAPE_CAPSULE",
    "SHAPE_ELLIPSE",
    "SHAPE_CIRCLE",
]

#: SwiftUI's nil for an optional length (``AE_UNSPECIFIED``).
UNSPECIFIED = math.nan

GUIDE_LEADING = 0
GUIDE_HORIZONTAL_CENTER = 1
GUIDE_TRAILING = 2
GUIDE_TOP = 3
GUIDE_VERTICAL_CENTER = 4
GUIDE_BOTTOM = 5
GUIDE_FIRST_TEXT_BASELINE = 6
GUIDE_LAST_TEXT_BASELINE = 7

SHAPE_COLOR = 0
SHAPE_RECTANGLE = 1
SHAPE_ROUNDED_RECTANGLE = 2
SHAPE_CAPSULE = 3
SHAPE_ELLIPSE = 4
SHAPE_CIRCLE = 5


class Op(IntEnum):
    """The opcodes of ``ae_tree_build`` (``AE_OP_*``)."""

    HSTACK = 1
    VSTACK = 2
    ZSTACK = 3
    SHAPE = 4
    GEOMETRY_READER = 5
    IMAGE = 6
    SPACER = 7
    CHILDREN = 8
    FRAME = 9
    FLEXIBLE_FRAME = 10
    PADDING = 11
    OFFSET = 12
    FIXED_SIZE = 13
    LAYOUT_PRIORITY = 14
    OVERLAY = 15
    BACKGROUND = 16
    ASPECT_RATIO = 17
    POSITION = 18
    LAYOUT_DIRECTION = 19
    MEASURED = 20
    TEXT_MODIFIER = 47
    DYNAMIC_TYPE_SIZE_RANGE = 48


# The opcodes as floats, for the methods of Program: an ``Op`` member costs an enum lookup and
# a conversion at every use.
(
    _HSTACK, _VSTACK, _ZSTACK, _SHAPE, _GEOMETRY_READER, _IMAGE, _SPACER, _CHILDREN, _FRAME, _FLEXIBLE_FRAME,
    _PADDING, _OFFSET, _FIXED_SIZE, _LAYOUT_PRIORITY, _OVERLAY, _BACKGROUND, _ASPECT_RATIO, _POSITION,
    _LAYOUT_DIRECTION, _MEASURED, _TEXT_MODIFIER, _DYNAMIC_TYPE_SIZE_RANGE,
) = map(float, Op)


def _length(value: float | None) -> float:
    return UNSPECIFIED if value is None else float(value)


class Program:
    """A batched build program: ``values`` (an ``array('d')``) holds the instructions.

    ``first_view`` must be the view count of the tree the program will be built into
    (``tree.view_count``), so that the ids the methods return are right; ``Tree.build``
    checks it. ``values`` may also be extended directly with raw instructions (``Op`` codes
    and operands) as long as ``view_count`` is kept up to date.
    """

    __slots__ = ("values", "first_view", "view_count")

    def __init__(self, first_view: int = 0) -> None:
        #: The instructions.
        self.values: array[float] = array("d")
        #: The id of the first view the program creates.
        self.first_view = first_view
        #: How many views the program creates.
        self.view_count = 0

    def __len__(self) -> int:
        return len(self.values)

    def _create(self, instruction: list[float]) -> int:
        # array.fromlist converts a list faster than extend converts a tuple.
        self.values.fromlist(instruction)
        view = self.first_view + self.view_count
        self.view_count += 1
        return view

    # Views.

    def hstack(self, alignment: int = GUIDE_VERTICAL_CENTER, spacing: float | None = None) -> int:
        """``HStack(alignment:spacing:)``; returns the new view's id."""
        return self._create([_HSTACK, alignment, _length(spacing)])

    def vstack(self, alignment: int = GUIDE_HORIZONTAL_CENTER, spacing: float | None = None) -> int:
        """``VStack(alignment:spacing:)``; returns the new view's id."""
        return self._create([_VSTACK, alignment, _length(spacing)])

    def zstack(self, horizontal: int = GUIDE_HORIZONTAL_CENTER, vertical: int = GUIDE_VERTICAL_CENTER) -> int:
        """``ZStack(alignment:)``; returns the new view's id."""
        return self._create([_ZSTACK, horizontal, vertical])

    def shape(self, shape: int = SHAPE_COLOR) -> int:
        """A ``Color`` or shape (``SHAPE_*``); returns the new view's id."""
        return self._create([_SHAPE, shape])

    def geometry_reader(self) -> int:
        """A ``GeometryReader``; returns the new view's id."""
        return self._create([_GEOMETRY_READER])

    def image(self, width: float, height: float, resizable: bool = False) -> int:
        """An ``Image`` of a natural size; returns the new view's id."""
        return self._create([_IMAGE, width, height, 1.0 if resizable else 0.0])

    def spacer(self, min_length: float | None = None) -> int:
        """``Spacer(minLength:)``; returns the new view's id."""
        return self._create([_SPACER, _length(min_length)])

    def measured(self, measure: int) -> int:
        """A leaf measured by Python functions: ``measure`` is the id ``Tree.define_measure``
        returned for them; returns the new view's id."""
        return self._create([_MEASURED, measure])

    # Structure and modifiers.

    def children(self, parent: int, children: Sequence[int]) -> None:
        """Makes ``children`` the children of a stack or GeometryReader."""
        self.values.fromlist([_CHILDREN, parent, len(children), *children])

    def frame(
        self,
        view: int,
        width: float | None = None,
        height: float | None = None,
        horizontal: int = GUIDE_HORIZONTAL_CENTER,
        vertical: int = GUIDE_VERTICAL_CENTER,
    ) -> None:
        """``.frame(width:height:alignment:)``."""
        self.values.fromlist([_FRAME, view, _length(width), _length(height), horizontal, vertical])

    def flexible_frame(
        self,
        view: int,
        lengths: Iterable[float | None],
        horizontal: int = GUIDE_HORIZONTAL_CENTER,
        vertical: int = GUIDE_VERTICAL_CENTER,
    ) -> None:
        """``.frame(minWidth:idealWidth:maxWidth:minHeight:idealHeight:maxHeight:alignment:)``;
        ``lengths`` are those six values in that order."""
        values = [_length(v) for v in lengths]
        if len(values) != 6:
            raise ValueError("a flexible frame takes six lengths")
        self.values.fromlist([_FLEXIBLE_FRAME, view, *values, horizontal, vertical])

    def padding(self, view: int, top: float, leading: float, bottom: float, trailing: float) -> None:
        """``.padding(EdgeInsets(top:leading:bottom:trailing:))``."""
        self.values.fromlist([_PADDING, view, top, leading, bottom, trailing])

    def offset(self, view: int, x: float = 0.0, y: float = 0.0) -> None:
        """``.offset(x:y:)``."""
        self.values.fromlist([_OFFSET, view, x, y])

    def fixed_size(self, view: int, horizontal: bool = True, vertical: bool = True) -> None:
        """``.fixedSize(horizontal:vertical:)``."""
        self.values.fromlist([_FIXED_SIZE, view, float(horizontal), float(vertical)])

    def layout_priority(self, view: int, priority: float) -> None:
        """``.layoutPriority(_:)``."""
        self.values.fromlist([_LAYOUT_PRIORITY, view, priority])

    def overlay(
        self, view: int, content: int, horizontal: int = GUIDE_HORIZONTAL_CENTER, vertical: int = GUIDE_VERTICAL_CENTER
    ) -> None:
        """``.overlay(alignment:content:)``; ``content`` must have no parent."""
        self.values.fromlist([_OVERLAY, view, content, horizontal, vertical])

    def background(
        self, view: int, content: int, horizontal: int = GUIDE_HORIZONTAL_CENTER, vertical: int = GUIDE_VERTICAL_CENTER
    ) -> None:
        """``.background(alignment:content:)``; ``content`` must have no parent."""
        self.values.fromlist([_BACKGROUND, view, content, horizontal, vertical])

    def aspect_ratio(self, view: int, ratio: float | None = None, fill: bool = False) -> None:
        """``.aspectRatio(_:contentMode:)``; ``fill`` selects ``.fill`` over ``.fit``."""
        self.values.fromlist([_ASPECT_RATIO, view, _length(ratio), 1.0 if fill else 0.0])

    def position(self, view: int, x: float = 0.0, y: float = 0.0) -> None:
        """``.position(x:y:)``."""
        self.values.fromlist([_POSITION, view, x, y])

    def layout_direction(self, view: int, right_to_left: bool) -> None:
        """``.environment(\\.layoutDirection, …)``."""
        self.values.fromlist([_LAYOUT_DIRECTION, view, 1.0 if right_to_left else 0.0])

    def text_modifier(self, view: int, modifier: int, value: float) -> None:
        """A text modifier (``AE_TEXT_MODIFIER_*``: ``.fontWeight``, ``.bold``, ``.dynamicTypeSize``
        ...) with its number (``ae_view_apply_text_modifier``)."""
        self.values.fromlist([_TEXT_MODIFIER, view, modifier, value])

    def dynamic_type_size_range(self, view: int, minimum: int, maximum: int) -> None:
        """``.dynamicTypeSize(minimum...maximum)`` (``AE_DYNAMIC_TYPE_SIZE_*`` values)."""
        self.values.fromlist([_DYNAMIC_TYPE_SIZE_RANGE, view, minimum, maximum])
