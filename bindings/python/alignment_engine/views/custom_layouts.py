"""Custom layouts: SwiftUI's ``Layout`` protocol as a Python base class.

Subclass ``Layout``, override ``size_that_fits`` and ``place_subviews`` (and optionally
``make_cache``, ``explicit_alignment``, ``spacing``), then call an instance with children to
get a view::

    class Flow(Layout):
        def __init__(self, spacing: float = 0) -> None:
            self.spacing = spacing

        def size_that_fits(self, proposal, subviews, cache):
            return arrange(proposal.width, subviews, self.spacing).size      # Size or (w, h)

        def place_subviews(self, bounds, proposal, subviews, cache):
            for subview, (x, y) in zip(subviews, arrange(bounds.width, subviews, self.spacing).origins):
                subview.place(at=(bounds.x + x, bounds.y + y), proposal=ProposedViewSize(None, None))

    layout(Flow(spacing=4)(a, b, c), width=300)

A layout states its own spacing preferences by overriding ``spacing`` (SwiftUI's
``spacing(subviews:cache:)``); ``subviews.layout_direction`` is the direction it is laid out
in (placements are mirrored for right to left by the engine)::

    class FlushFlow(Flow):       # no space before it in a stack
        def spacing(self, subviews, cache):
            return super().spacing(subviews, cache).union(ViewSpacing.zero, Edges.leading)

``AnyLayout(HStackLayout(spacing=8))(a, b)`` lays out exactly as ``HStack(a, b, spacing=8)``.
An exception raised by a layout method fails the layout and is raised again by ``layout``;
a NaN, infinite or negative size, a subview placed outside ``place_subviews`` or belonging
to another layout fail it with an error naming the layout. A subview placed twice keeps its
last placement, as in SwiftUI. ``subview[key]`` reads a subview's layout value
(``View.layout_value``; ``LayoutValueKey``).
"""

from __future__ import annotations

import ctypes
import math
import numbers
from typing import TYPE_CHECKING, Any, ClassVar, Iterable, Iterator, Literal, NamedTuple, Sequence

from .._native.library import check, library
from .._native.signatures import EXPLICIT_FN, PLACE_FN, SIZE_FN, SPACING_FN, LayoutCallbacks, Size as _CSize
from ..values import _arguments as arguments
from ..values.geometry import Rect, Size
from ..values.guides import Alignment, Guide, HorizontalAlignment, VerticalAlignment, _Guide
from ..values.layout_value_key import Key, key_default, key_name
from ..values.parameters import Edges, LayoutDirection
from ..values.unit_point import UnitPoint
from .grids import Grid
from .stacks import HStack, VStack, ZStack
from .view import View, _children

if TYPE_CHECKING:
    from .._native.tree import Tree
    from ._builder import Builder

__all__ = [
    "ProposedViewSize", "LayoutSubview", "LayoutSubviews", "SubviewDimensions", "ViewSpacing", "Layout",
    "AnyLayout", "HStackLayout", "VStackLayout", "ZStackLayout", "GridLayout",
]

_NAN = math.nan
_DEFAULT_SPACING = 8.0
_BUILTIN_GUIDES: dict[int, Guide] = {
    0: HorizontalAlignment.leading, 1: HorizontalAlignment.center, 2: HorizontalAlignment.trailing,
    3: VerticalAlignment.top, 4: VerticalAlignment.center, 5: VerticalAlignment.bottom,
    6: VerticalAlignment.first_text_baseline, 7: VerticalAlignment.last_text_baseline,
}


class ProposedViewSize(NamedTuple):
    """A size proposal; ``None`` on an axis means unspecified (the view's ideal length)."""

    width: float | None
    height: float | None


ProposedViewSize.unspecified = ProposedViewSize(None, None)  # type: ignore[attr-defined]
ProposedViewSize.zero = ProposedViewSize(0.0, 0.0)  # type: ignore[attr-defined]
ProposedViewSize.infinity = ProposedViewSize(math.inf, math.inf)  # type: ignore[attr-defined]


def _c(value: float | None) -> float:
    return _NAN if value is None else float(value)


def _proposal(width: float, height: float) -> ProposedViewSize:
    return ProposedViewSize(None if width != width else width, None if height != height else height)


class ViewSpacing:
    """A view's spacing preferences (SwiftUI's ``ViewSpacing``) in the engine's model: the
    edges in ``zero_edges`` ask for no space (next to a ``Spacer``), the others for the default
    spacing (8)."""

    __slots__ = ("zero_edges",)
    zero: ClassVar[ViewSpacing]

    def __init__(self, zero_edges: Edges | int = Edges(0)) -> None:
        self.zero_edges = Edges(arguments.whole(zero_edges, "ViewSpacing(zero_edges)", maximum=Edges.all))

    def form_union(self, other: ViewSpacing, edges: Edges | int = Edges.all) -> None:
        """Merges ``other``'s preferences on ``edges`` into these."""
        self.zero_edges |= other.zero_edges & edges

    def union(self, other: ViewSpacing, edges: Edges | int = Edges.all) -> ViewSpacing:
        """These preferences merged with ``other``'s on ``edges``."""
        return ViewSpacing(self.zero_edges | (other.zero_edges & edges))

    def distance(self, to: ViewSpacing, along: Literal["horizontal", "vertical"]) -> float:
        """The space between this view and ``to`` after it along an axis: 0 when either asks
        for none on the edges where they meet, else the default spacing."""
        if along not in ("horizontal", "vertical"):
            expected = "'horizontal' or 'vertical'"
            raise (arguments.value_error if isinstance(along, str) else arguments.type_error)("ViewSpacing.distance(along)", "", expected, along)
        before, after = (Edges.trailing, Edges.leading) if along == "horizontal" else (Edges.bottom, Edges.top)
        return 0.0 if self.zero_edges & before or to.zero_edges & after else _DEFAULT_SPACING

    def __eq__(self, other: object) -> bool:
        return isinstance(other, ViewSpacing) and other.zero_edges == self.zero_edges

    def __hash__(self) -> int:
        return hash(self.zero_edges)

    def __repr__(self) -> str:
        return f"ViewSpacing(zero_edges={self.zero_edges!r})"


ViewSpacing.zero = ViewSpacing(Edges.all)


class SubviewDimensions:
    """A subview's size and guide values for one proposal (SwiftUI's ``ViewDimensions``):
    ``d.width``, ``d.height``, ``d[guide]``. Valid during the layout call that made it."""

    __slots__ = ("_subview", "_proposal", "width", "height")

    def __init__(self, subview: LayoutSubview, proposal: ProposedViewSize, size: Size) -> None:
        self._subview = subview
        self._proposal = proposal
        self.width = size.width
        self.height = size.height

    def __getitem__(self, guide: Guide) -> float:
        """``d[guide]``: the subview's explicit value for the guide, else its default."""
        return self._subview._guide_value(self._proposal, guide)

    def __repr__(self) -> str:
        return f"SubviewDimensions(width={self.width!r}, height={self.height!r})"


class LayoutSubview:
    """One child of a custom layout, valid during the layout call that received it."""

    __slots__ = ("_subviews", "index")

    def __init__(self, subviews: LayoutSubviews, index: int) -> None:
        self._subviews = subviews
        self.index = index

    def _on(self) -> str:
        """Which subview a bad argument was for: ``on subview 2 of Flow``."""
        return f"on subview {self.index} of {self._subviews._layout}"

    def size_that_fits(self, proposal: ProposedViewSize | tuple[float | None, float | None]) -> Size:
        """The subview's size for a proposal."""
        width, height = arguments.pair(proposal, "LayoutSubview.size_that_fits(proposal)", self._on, optional=True, minimum=0, infinite=True)
        out = _CSize()
        check(library().ae_subviews_get_size(self._subviews._live(), self.index, _c(width), _c(height), ctypes.byref(out)))
        return Size(out.width, out.height)

    def dimensions(self, proposal: ProposedViewSize | tuple[float | None, float | None]) -> SubviewDimensions:
        """The subview's size and guides for a proposal."""
        proposal = ProposedViewSize(*arguments.pair(proposal, "LayoutSubview.dimensions(proposal)", self._on, optional=True, minimum=0, infinite=True))
        return SubviewDimensions(self, proposal, self.size_that_fits(proposal))

    def place(
        self, at: tuple[float, float], anchor: UnitPoint | tuple[float, float] = UnitPoint(0, 0),
        proposal: ProposedViewSize | tuple[float | None, float | None] = ProposedViewSize(None, None),
    ) -> None:
        """Puts the subview's ``anchor`` point at ``at`` in the container's bounds, proposing it
        ``proposal``. Only from ``place_subviews``; placing a subview again replaces its
        earlier placement."""
        x, y = arguments.pair(at, "LayoutSubview.place(at)", self._on)
        anchor_x, anchor_y = arguments.pair(anchor, "LayoutSubview.place(anchor)", self._on)
        width, height = arguments.pair(proposal, "LayoutSubview.place(proposal)", self._on, optional=True, minimum=0, infinite=True)
        check(library().ae_subviews_place(self._subviews._live(), self.index, x, y, anchor_x, anchor_y, _c(width), _c(height)))

    def __getitem__(self, key: Key) -> float | None:
        """The subview's layout value for ``key`` (``subview[Key.self]``): the number it set
        with ``layout_value``, else the key's default (None for a plain name)."""
        name = key_name(key, "LayoutSubview[key]", self._on)
        out = ctypes.c_double()
        check(library().ae_subviews_get_layout_value(self._subviews._live(), self.index, name.encode(), _NAN, ctypes.byref(out)))
        return key_default(key) if math.isnan(out.value) else out.value

    @property
    def priority(self) -> float:
        """The subview's layout priority."""
        out = ctypes.c_double()
        check(library().ae_subviews_get_priority(self._subviews._live(), self.index, ctypes.byref(out)))
        return out.value

    @property
    def spacing(self) -> ViewSpacing:
        """The subview's spacing preferences."""
        out = ctypes.c_uint32()
        check(library().ae_subviews_get_spacing(self._subviews._live(), self.index, ctypes.byref(out)))
        return ViewSpacing(out.value)

    def _guide_value(self, proposal: ProposedViewSize, guide: Guide) -> float:
        out = ctypes.c_double()
        subviews = self._subviews
        check(
            library().ae_subviews_get_guide_value(
                subviews._live(), self.index, _c(proposal.width), _c(proposal.height), subviews._guide_id(guide), ctypes.byref(out)
            )
        )
        return out.value


class LayoutSubviews(Sequence[LayoutSubview]):
    """The children of a custom layout, as a sequence of ``LayoutSubview``."""

    def __init__(self, pointer: int, count: int, guide_ids: dict[_Guide, int], layout: str) -> None:
        """``layout`` names the custom layout in messages."""
        self._pointer: int | None = pointer
        self._count = count
        self._guide_ids = guide_ids
        self._layout = layout

    def _live(self) -> int:
        if self._pointer is None:
            raise RuntimeError("layout subviews are valid only during the layout call that received them")
        return self._pointer

    def _guide_id(self, guide: Guide) -> int:
        try:
            builtin = guide.builtin_id
        except AttributeError:
            raise arguments.type_error("guide", f"of a subview of {self._layout}", "a HorizontalAlignment or VerticalAlignment", guide) from None
        if builtin is not None:
            return builtin
        if guide not in self._guide_ids:
            raise ValueError(f"guide {guide.name!r} is not defined in this layout's tree")
        return self._guide_ids[guide]

    @property
    def layout_direction(self) -> LayoutDirection:
        """The direction the container is laid out in (SwiftUI's ``layoutDirection``): the
        root's, changed by ``.environment(layout_direction=...)`` above it. The engine mirrors
        placements for right to left itself; a layout rarely needs it."""
        out = ctypes.c_int()
        check(library().ae_subviews_get_layout_direction(self._live(), ctypes.byref(out)))
        return LayoutDirection.right_to_left if out.value == 1 else LayoutDirection.left_to_right

    def __len__(self) -> int:
        return self._count

    def __getitem__(self, index: int) -> LayoutSubview:  # type: ignore[override]
        if isinstance(index, bool) or not isinstance(index, numbers.Integral):
            raise arguments.type_error("LayoutSubviews[index]", f"of {self._layout}", "a whole number", index)
        if not -self._count <= index < self._count:
            raise IndexError(f"LayoutSubviews[index] of {self._layout}: subview {index} does not exist (the layout has {self._count})")
        return LayoutSubview(self, int(index) % self._count)

    def __iter__(self) -> Iterator[LayoutSubview]:
        return (LayoutSubview(self, i) for i in range(self._count))


class Layout:
    """Base class of custom layouts (SwiftUI's ``Layout`` protocol). Override
    ``size_that_fits`` and ``place_subviews``; ``make_cache``, ``explicit_alignment`` and
    ``spacing`` are optional. An instance called with children is a view:
    ``Flow(spacing=4)(a, b, c)``."""

    def size_that_fits(self, proposal: ProposedViewSize, subviews: LayoutSubviews, cache: Any) -> Size | tuple[float, float]:
        """The container's size for ``proposal``."""
        raise NotImplementedError(f"{type(self).__name__} must override size_that_fits")

    def place_subviews(self, bounds: Rect, proposal: ProposedViewSize, subviews: LayoutSubviews, cache: Any) -> None:
        """Places every subview with ``subview.place(...)`` inside ``bounds`` (origin (0, 0))."""
        raise NotImplementedError(f"{type(self).__name__} must override place_subviews")

    def make_cache(self, subviews: LayoutSubviews) -> Any:
        """A cache shared by the layout's calls (made on its first call); None by default."""
        return None

    def explicit_alignment(
        self, guide: Guide, bounds: Rect, proposal: ProposedViewSize, subviews: LayoutSubviews, cache: Any
    ) -> float | None:
        """The container's explicit value of ``guide``, or None. Not overriding it gives
        SwiftUI's default: the placed subviews' values, combined."""
        return None

    def spacing(self, subviews: LayoutSubviews, cache: Any) -> ViewSpacing:
        """The container's spacing preferences, asked once per tree structure (and direction)
        before it is sized. The default, used without a call when not overridden: the union of
        the subviews' on every edge, ``ViewSpacing.zero`` without subviews. The engine calls
        the class's method, so an instance may keep a number in ``self.spacing`` as SwiftUI's
        ``Flow(spacing:)`` does."""
        if not subviews:
            return ViewSpacing.zero
        spacing = ViewSpacing()
        for subview in subviews:
            spacing.form_union(subview.spacing)
        return spacing

    def __call__(self, *children: View) -> View:
        return _LayoutView(self, _children(children, type(self).__name__))


class _LayoutView(View):
    """A custom layout with its children."""

    __slots__ = ("layout", "children")
    type_name = "Layout"

    def __init__(self, layout: Layout, children: tuple[View, ...]) -> None:
        super().__init__()
        object.__setattr__(self, "layout", layout)
        object.__setattr__(self, "children", children)

    def _emit(self, builder: Builder) -> int:
        return builder.direct(lambda tree: _create_layout(tree, self.layout))

    def _content(self, builder: Builder, view_id: int) -> Iterable[View]:
        return self.children


def _create_layout(tree: Tree, layout: Layout) -> int:
    """Creates the C layout view, with trampolines kept alive by the tree. The trampolines
    never refer to the tree itself."""
    errors = tree._errors
    guide_ids = tree._guides
    name = type(layout).__name__
    cache: list[Any] = []

    def run(pointer: int, call: Any) -> int:
        count = ctypes.c_size_t()
        check(library().ae_subviews_get_count(pointer, ctypes.byref(count)))
        subviews = LayoutSubviews(pointer, count.value, guide_ids, name)
        try:
            if not cache:
                cache.append(layout.make_cache(subviews))
            return call(subviews, cache[0])
        finally:
            subviews._pointer = None

    def size_that_fits(_context: Any, pointer: int, width: float, height: float, out: Any) -> int:
        try:
            answer = run(pointer, lambda subviews, c: layout.size_that_fits(_proposal(width, height), subviews, c))
            # The library checks the answer and names the layout (NaN, negative, infinite).
            out[0].width, out[0].height = float(answer[0]), float(answer[1])
            return 0
        except BaseException as error:  # noqa: BLE001 - re-raised by Tree.layout
            errors.append(error)
            return 1

    def place_subviews(_context: Any, pointer: int, x: float, y: float, w: float, h: float, pw: float, ph: float) -> int:
        try:
            run(pointer, lambda subviews, c: layout.place_subviews(Rect(x, y, w, h), _proposal(pw, ph), subviews, c))
            return 0
        except BaseException as error:  # noqa: BLE001 - re-raised by Tree.layout
            errors.append(error)
            return 1

    def explicit_alignment(
        _context: Any, pointer: int, guide_id: int, x: float, y: float, w: float, h: float, pw: float, ph: float,
        has_value: Any, value: Any,
    ) -> int:
        try:
            guide = _BUILTIN_GUIDES.get(guide_id) or next(g for g, i in guide_ids.items() if i == guide_id)
            answer = run(pointer, lambda subviews, c: layout.explicit_alignment(guide, Rect(x, y, w, h), _proposal(pw, ph), subviews, c))
            has_value[0] = 0 if answer is None else 1
            value[0] = _NAN if answer is None else float(answer)
            return 0
        except BaseException as error:  # noqa: BLE001 - re-raised by Tree.layout
            errors.append(error)
            return 1

    def spacing(_context: Any, pointer: int, out_zero_edges: Any) -> int:
        try:
            # Through the class: layouts often keep a number in `self.spacing` (SwiftUI's Flow does).
            answer = run(pointer, lambda subviews, c: type(layout).spacing(layout, subviews, c))
            if not isinstance(answer, ViewSpacing):
                raise TypeError(f"{type(layout).__name__}.spacing must return a ViewSpacing, not {answer!r}")
            out_zero_edges[0] = int(answer.zero_edges)
            return 0
        except BaseException as error:  # noqa: BLE001 - re-raised by Tree.layout
            errors.append(error)
            return 1

    overrides_explicit = type(layout).explicit_alignment is not Layout.explicit_alignment
    callbacks = LayoutCallbacks(
        SIZE_FN(size_that_fits), PLACE_FN(place_subviews), EXPLICIT_FN(explicit_alignment) if overrides_explicit else EXPLICIT_FN()
    )
    tree._callbacks.append(callbacks)
    lib = library()
    out = ctypes.c_int32()
    tree._check("Layout", lib.ae_view_create_layout, type(layout).__name__.encode(), ctypes.byref(callbacks), None, ctypes.byref(out))
    if type(layout).spacing is not Layout.spacing:
        spacing_callback = SPACING_FN(spacing)
        tree._callbacks.append(spacing_callback)
        tree._check("Layout.spacing", lib.ae_view_set_layout_spacing, out.value, spacing_callback)
    return out.value


class HStackLayout(Layout):
    """An HStack as a layout value: ``HStackLayout(spacing=8)(a, b)`` is ``HStack(a, b, spacing=8)``."""

    def __init__(self, alignment: VerticalAlignment = VerticalAlignment.center, spacing: float | None = None) -> None:
        self.alignment = arguments.instance(alignment, VerticalAlignment, "HStackLayout(alignment)")
        self.spacing_value = arguments.optional_real(spacing, "HStackLayout(spacing)")

    def __call__(self, *children: View) -> View:
        return HStack(*children, alignment=self.alignment, spacing=self.spacing_value)


class VStackLayout(Layout):
    """A VStack as a layout value."""

    def __init__(self, alignment: HorizontalAlignment = HorizontalAlignment.center, spacing: float | None = None) -> None:
        self.alignment = arguments.instance(alignment, HorizontalAlignment, "VStackLayout(alignment)")
        self.spacing_value = arguments.optional_real(spacing, "VStackLayout(spacing)")

    def __call__(self, *children: View) -> View:
        return VStack(*children, alignment=self.alignment, spacing=self.spacing_value)


class ZStackLayout(Layout):
    """A ZStack as a layout value."""

    def __init__(self, alignment: Alignment = Alignment.center) -> None:
        self.alignment = arguments.instance(alignment, Alignment, "ZStackLayout(alignment)")

    def __call__(self, *children: View) -> View:
        return ZStack(*children, alignment=self.alignment)


class GridLayout(Layout):
    """A Grid as a layout value, for conditional layouts with ``AnyLayout``:
    ``GridLayout(horizontal_spacing=4)(GridRow(a, b))`` is ``Grid(GridRow(a, b), horizontal_spacing=4)``."""

    def __init__(self, alignment: Alignment = Alignment.center, horizontal_spacing: float | None = None,
                 vertical_spacing: float | None = None) -> None:
        self.alignment = arguments.instance(alignment, Alignment, "GridLayout(alignment)")
        self.horizontal_spacing = arguments.optional_real(horizontal_spacing, "GridLayout(horizontal_spacing)")
        self.vertical_spacing = arguments.optional_real(vertical_spacing, "GridLayout(vertical_spacing)")

    def __call__(self, *children: View) -> View:
        return Grid(*children, alignment=self.alignment, horizontal_spacing=self.horizontal_spacing,
                    vertical_spacing=self.vertical_spacing)


class AnyLayout(Layout):
    """Any layout behind one type, so that a view can switch layouts and keep its children:
    ``(AnyLayout(HStackLayout()) if wide else AnyLayout(VStackLayout()))(a, b)``."""

    def __init__(self, layout: Layout) -> None:
        arguments.instance(layout, Layout, "AnyLayout(layout)")
        self.layout = layout.layout if isinstance(layout, AnyLayout) else layout

    def __call__(self, *children: View) -> View:
        return self.layout(*children)
