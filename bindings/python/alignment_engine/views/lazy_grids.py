"""``GridItem``, ``LazyVGrid`` and ``LazyHGrid`` in SwiftUI's words::

    ScrollView(LazyVGrid(*photos, columns=[GridItem.adaptive(minimum=80)], spacing=2))
    LazyHGrid(*tiles, rows=[GridItem.fixed(30, spacing=1), GridItem.flexible()], alignment=VerticalAlignment.top)

Every child is laid out (no laziness): children fill the cells of the grid items in reading
order. Bad items fail where they are made, naming the item and the value.
"""

from __future__ import annotations

import ctypes
import math
from dataclasses import dataclass
from typing import TYPE_CHECKING, Callable, Iterable, Sequence

from .._native.library import library
from .._native.signatures import GridItemStruct
from ..values import _arguments as arguments
from ..values.guides import Alignment, HorizontalAlignment, VerticalAlignment
from .view import ForEach, View, _children, _row_source

if TYPE_CHECKING:
    from ._builder import Builder

__all__ = ["GridItem", "LazyVGrid", "LazyHGrid"]

_SIZES = {"fixed": 0, "flexible": 1, "adaptive": 2}


@dataclass(frozen=True)
class GridItem:
    """``GridItem(size, spacing:, alignment:)``: a column of a ``LazyVGrid`` or a row of a
    ``LazyHGrid``. Make one with ``GridItem.fixed``, ``GridItem.flexible`` (also
    ``GridItem()``) or ``GridItem.adaptive``. ``spacing`` is the space after the item and
    between an adaptive item's cells (None: 8); ``alignment`` aligns each cell's view (None:
    the grid's)."""

    size: str = "flexible"
    minimum: float = 10.0
    maximum: float = math.inf
    spacing: float | None = None
    alignment: Alignment | None = None

    def __post_init__(self) -> None:
        if self.size not in _SIZES:
            raise arguments.value_error("GridItem(size)", "", "'fixed', 'flexible' or 'adaptive'", self.size)
        call = f"GridItem.{self.size}"
        minimum = arguments.real(self.minimum, f"{call}({'size' if self.size == 'fixed' else 'minimum'})", minimum=0,
                                 positive=self.size == "adaptive")
        maximum = arguments.real(self.maximum, f"{call}(maximum)", minimum=0, infinite=True)
        if self.size != "fixed" and minimum > maximum:
            raise arguments.value_error(f"{call}(minimum)", "", f"a number not above the maximum {maximum:g}", self.minimum)
        object.__setattr__(self, "minimum", minimum)
        object.__setattr__(self, "maximum", minimum if self.size == "fixed" else maximum)
        object.__setattr__(self, "spacing", arguments.optional_real(self.spacing, f"{call}(spacing)"))
        if self.alignment is not None:
            arguments.instance(self.alignment, Alignment, f"{call}(alignment)")

    @classmethod
    def fixed(cls, size: float, *, spacing: float | None = None, alignment: Alignment | None = None) -> GridItem:
        """``GridItem(.fixed(size))``: exactly ``size`` long."""
        return cls("fixed", size, size, spacing, alignment)

    @classmethod
    def flexible(cls, minimum: float = 10, maximum: float = math.inf, *, spacing: float | None = None,
                 alignment: Alignment | None = None) -> GridItem:
        """``GridItem(.flexible(minimum:maximum:))``: an equal share of the space the fixed
        items leave, clamped to ``minimum``...``maximum``."""
        return cls("flexible", minimum, maximum, spacing, alignment)

    @classmethod
    def adaptive(cls, minimum: float, maximum: float = math.inf, *, spacing: float | None = None,
                 alignment: Alignment | None = None) -> GridItem:
        """``GridItem(.adaptive(minimum:maximum:))``: as many cells of at least ``minimum``
        (> 0) as its share of the space holds."""
        return cls("adaptive", minimum, maximum, spacing, alignment)

    def _c_item(self, builder: Builder) -> GridItemStruct:
        h, v = builder.alignment(self.alignment) if self.alignment is not None else (-1, -1)
        spacing = math.nan if self.spacing is None else self.spacing
        return GridItemStruct(_SIZES[self.size], self.minimum, self.maximum, spacing, h, v)


def _items(items: Sequence[GridItem], name: str) -> tuple[GridItem, ...]:
    if isinstance(items, (str, bytes)) or not isinstance(items, Iterable):
        raise arguments.type_error(name, "", "a list of GridItem", items)
    checked = tuple(arguments.instance(item, GridItem, f"{name}[{i}]") for i, item in enumerate(items))
    if not checked:
        raise arguments.value_error(name, "", "at least one GridItem", list(items))
    return checked


class _LazyGrid(View):
    """What the two lazy grids share: children, items, alignment and spacing."""

    __slots__ = ("children", "items", "alignment", "spacing", "row_source")

    @staticmethod
    def _create_function() -> Callable[..., int]:
        raise NotImplementedError

    def _set_children(self, children: tuple[View | ForEach, ...], name: str) -> None:
        """The grid's children, or the ``ForEach`` whose items it builds on demand."""
        source = _row_source(children)
        object.__setattr__(self, "row_source", source)
        object.__setattr__(self, "children", () if source else _children(children, name))

    def _emit(self, builder: Builder) -> int:
        array = (GridItemStruct * len(self.items))(*(item._c_item(builder) for item in self.items))
        spacing = math.nan if self.spacing is None else self.spacing
        grid = builder.create(self._create_function(), array, len(self.items), builder.guide(self.alignment), ctypes.c_double(spacing))
        return builder.rows(grid, self.row_source)

    def _content(self, builder: Builder, view_id: int) -> Iterable[View]:
        return self.children


class LazyVGrid(_LazyGrid):
    """``LazyVGrid(columns:alignment:spacing:) { children }``: children row by row in the
    cells of ``columns``; ``spacing`` between rows (None: 8)."""

    __slots__ = ()
    type_name = "LazyVGrid"

    @staticmethod
    def _create_function() -> Callable[..., int]:
        return library().ae_view_create_lazy_vgrid

    def __init__(self, *children: View | ForEach, columns: Sequence[GridItem], alignment: HorizontalAlignment = HorizontalAlignment.center,
                 spacing: float | None = None) -> None:
        super().__init__()
        self._set_children(children, "LazyVGrid")
        object.__setattr__(self, "items", _items(columns, "LazyVGrid(columns)"))
        object.__setattr__(self, "alignment", arguments.instance(alignment, HorizontalAlignment, "LazyVGrid(alignment)"))
        object.__setattr__(self, "spacing", arguments.optional_real(spacing, "LazyVGrid(spacing)"))


class LazyHGrid(_LazyGrid):
    """``LazyHGrid(rows:alignment:spacing:) { children }``: children column by column in the
    cells of ``rows``; ``spacing`` between columns (None: 8)."""

    __slots__ = ()
    type_name = "LazyHGrid"

    @staticmethod
    def _create_function() -> Callable[..., int]:
        return library().ae_view_create_lazy_hgrid

    def __init__(self, *children: View | ForEach, rows: Sequence[GridItem], alignment: VerticalAlignment = VerticalAlignment.center,
                 spacing: float | None = None) -> None:
        super().__init__()
        self._set_children(children, "LazyHGrid")
        object.__setattr__(self, "items", _items(rows, "LazyHGrid(rows)"))
        object.__setattr__(self, "alignment", arguments.instance(alignment, VerticalAlignment, "LazyHGrid(alignment)"))
        object.__setattr__(self, "spacing", arguments.optional_real(spacing, "LazyHGrid(spacing)"))
