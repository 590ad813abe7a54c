"""Views and modifiers in SwiftUI's words, as cheap immutable Python values.

Every modifier method returns a new view with the modifier appended, exactly like a SwiftUI
modifier chain: ``Color("red").padding(8).frame(width=100)`` is
``Color.red.padding(8).frame(width: 100)``. Nothing touches the C library until the view is
laid out (``alignment_engine.layout``).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, Callable, ClassVar, Iterable, TypeVar

from . import _arguments as arguments
from .guides import Alignment, Guide, GuideFunction, HorizontalAlignment, VerticalAlignment
from .modifiers import (
    AlignmentGuide, Background, Environment, FixedSize, LayoutPriority, Modifier, Offset, Overlay, Position,
    aspect_ratio_modifier, frame_modifier, padding_modifier,
)
from .grid_modifiers import Axes, GridCellAnchor, GridCellColumns, GridCellUnsizedAxes, GridColumnAlignment, UnitPoint, axes_bits
from .relative_frames import ContainerRelativeFrame, LengthFunction
from .parameters import ContentMode, EdgeInsets, Edges, Font, LayoutDirection, TextAlignment
from .result import Rect, Size, ViewRecord

if TYPE_CHECKING:
    from ._builder import Builder
    from ._tree import BaselineFunction, MeasureFunction, Tree

__all__ = [
    "View",
    "HStack",
    "VStack",
    "ZStack",
    "Color",
    "Rectangle",
    "RoundedRectangle",
    "Capsule",
    "Ellipse",
    "Circle",
    "GeometryReader",
    "GeometryProxy",
    "Image",
    "Text",
    "Spacer",
    "Measured",
]

_V = TypeVar("_V", bound="View")


class View:
    """Base of every view: an immutable value with an ordered tuple of ``modifiers`` and an
    optional ``id``. Modifier methods return new views."""

    __slots__ = ("_modifiers", "_id")
    #: The document's name of the view's type.
    type_name: ClassVar[str]
    _slot_names: ClassVar[tuple[str, ...]] = ("_modifiers", "_id")

    def __init_subclass__(cls, **kwargs: Any) -> None:
        super().__init_subclass__(**kwargs)
        names: list[str] = []
        for klass in reversed(cls.__mro__):
            names.extend(klass.__dict__.get("__slots__", ()))
        cls._slot_names = tuple(names)

    def __init__(self) -> None:
        object.__setattr__(self, "_modifiers", ())
        object.__setattr__(self, "_id", None)

    def __setattr__(self, name: str, value: Any) -> None:
        raise AttributeError(f"{type(self).__name__} is immutable; modifiers return new views")

    def _replace(self: _V, **changes: Any) -> _V:
        clone = object.__new__(type(self))
        for name in self._slot_names:
            object.__setattr__(clone, name, changes[name] if name in changes else getattr(self, name))
        return clone

    def _modified(self: _V, modifier: Modifier) -> _V:
        return self._replace(_modifiers=self._modifiers + (modifier,))

    @property
    def modifiers(self) -> tuple[Modifier, ...]:
        """The modifiers applied so far, innermost first."""
        return self._modifiers

    @property
    def view_id(self) -> str | None:
        """The view's id (``.id(...)``), or None."""
        return self._id

    @property
    def color(self) -> str | None:
        """The colour pictures draw the view with, or None."""
        return None

    # Building (used by the layout builder).

    def _emit(self, builder: Builder) -> int:
        """Creates the view itself in the builder's tree; returns its view id."""
        raise NotImplementedError

    def _content(self, builder: Builder, view_id: int) -> Iterable[View]:
        """The children of a container (nothing for a leaf); ``view_id`` is the view's own id."""
        return ()

    def _record(self, path: str) -> ViewRecord:
        """What a result keeps of the view besides its frames."""
        return ViewRecord(path, self.type_name, self.view_id, self.color)

    def _describe(self) -> str:
        """How messages name the view: ``Color``, ``Color (id 'a')``."""
        return self.type_name if self._id is None else f"{self.type_name} (id {self._id!r})"

    def _on(self) -> str:
        """Where a modifier's bad argument was given: ``on Text 'Title'``."""
        return f"on {self._describe()}"

    # Modifiers.

    def id(self: _V, name: str) -> _V:
        """``.id(name)``: names the view; results are looked up by it."""
        return self._replace(_id=arguments.string(name, "id(name)", self._on))

    def frame(
        self: _V,
        width: float | None = None,
        height: float | None = None,
        alignment: Alignment = Alignment.center,
        *,
        min_width: float | None = None,
        ideal_width: float | None = None,
        max_width: float | None = None,
        min_height: float | None = None,
        ideal_height: float | None = None,
        max_height: float | None = None,
    ) -> _V:
        """``.frame(width:height:alignment:)``, or with any of ``min_*``, ``ideal_*``,
        ``max_*`` the flexible ``.frame(minWidth:…)`` (``math.inf`` allowed for the max
        values). Mixing the two forms is an error."""
        flexible = (min_width, ideal_width, max_width, min_height, ideal_height, max_height)
        return self._modified(frame_modifier(width, height, alignment, flexible, "frame", self._on))

    def padding(self: _V, edges: float | Edges | EdgeInsets | None = None, length: float | None = None) -> _V:
        """``.padding()`` (16 on every edge), ``.padding(8)``, ``.padding(Edges.horizontal, 4)``
        (``length`` None = the default 16), or ``.padding(EdgeInsets(top=…))``."""
        return self._modified(padding_modifier(edges, length, "padding", self._on))

    def alignment_guide(self: _V, guide: Guide, value: GuideFunction) -> _V:
        """``.alignmentGuide(guide) { d in … }``: ``value`` is a callable of ``ViewDimensions``,
        a guide expression string (``"d.height / 2"``) or a constant."""
        arguments.instance(guide, (HorizontalAlignment, VerticalAlignment), "alignment_guide(guide)", self._on)
        if not callable(value) and not isinstance(value, str):
            value = arguments.real(value, "alignment_guide(value)", self._on)
        return self._modified(AlignmentGuide(guide, value))

    def offset(self: _V, x: float = 0.0, y: float = 0.0) -> _V:
        """``.offset(x:y:)``."""
        return self._modified(Offset(arguments.real(x, "offset(x)", self._on), arguments.real(y, "offset(y)", self._on)))

    def fixed_size(self: _V, horizontal: bool = True, vertical: bool = True) -> _V:
        """``.fixedSize()`` or ``.fixedSize(horizontal:vertical:)``."""
        return self._modified(
            FixedSize(arguments.boolean(horizontal, "fixed_size(horizontal)", self._on), arguments.boolean(vertical, "fixed_size(vertical)", self._on))
        )

    def layout_priority(self: _V, priority: float) -> _V:
        """``.layoutPriority(_:)``."""
        return self._modified(LayoutPriority(arguments.real(priority, "layout_priority(priority)", self._on)))

    def grid_cell_columns(self: _V, count: int) -> _V:
        """``.gridCellColumns(_:)``: in a ``GridRow``, the cell spans ``count`` columns."""
        return self._modified(GridCellColumns(arguments.whole(count, "grid_cell_columns(count)", self._on, minimum=1)))

    def grid_column_alignment(self: _V, guide: HorizontalAlignment) -> _V:
        """``.gridColumnAlignment(_:)``: the horizontal alignment of the cell's whole column."""
        return self._modified(GridColumnAlignment(arguments.instance(guide, HorizontalAlignment, "grid_column_alignment(guide)", self._on)))

    def grid_cell_anchor(self: _V, anchor: UnitPoint | tuple[float, float]) -> _V:
        """``.gridCellAnchor(_:)``: aligns this unit point of the view with its cell's."""
        return self._modified(GridCellAnchor(UnitPoint(*arguments.pair(anchor, "grid_cell_anchor(anchor)", self._on))))

    def grid_cell_unsized_axes(self: _V, axes: Axes) -> _V:
        """``.gridCellUnsizedAxes(_:)``: ``"horizontal"``, ``"vertical"`` or both; the cell
        does not size its column / row on those axes and is proposed their size."""
        return self._modified(GridCellUnsizedAxes(axes_bits(axes, "grid_cell_unsized_axes(axes)", self._on)))

    def container_relative_frame(
        self: _V,
        axes: Axes,
        count: int = 1,
        span: int = 1,
        spacing: float = 0.0,
        alignment: Alignment = Alignment.center,
        *,
        length: LengthFunction | None = None,
    ) -> _V:
        """``.containerRelativeFrame(_:count:span:spacing:alignment:)``: on ``axes``
        (``"horizontal"``, ``"vertical"`` or both) the view is ``span`` of ``count`` columns
        ``spacing`` apart in the length of the nearest enclosing ScrollView, else of the
        layout's proposal. With ``length`` (and no count, span or spacing), the closure form:
        ``length(container_length, axis)`` answers the frame's length."""
        where = self._on
        bits = axes_bits(axes, "container_relative_frame(axes)", where)
        alignment = arguments.instance(alignment, Alignment, "container_relative_frame(alignment)", where)
        if length is not None:
            if not callable(length):
                raise arguments.type_error("container_relative_frame(length)", where, "a function (length, axis) -> length", length)
            if (count, span, spacing) != (1, 1, 0.0):
                raise arguments.value_error("container_relative_frame(length)", where, "no count, span or spacing with a length function", length)
            return self._modified(ContainerRelativeFrame(bits, alignment, length=length))
        count = arguments.whole(count, "container_relative_frame(count)", where, minimum=1)
        span = arguments.whole(span, "container_relative_frame(span)", where, minimum=1)
        if span > count:
            raise arguments.value_error("container_relative_frame(span)", where, f"a whole number from 1 to count ({count})", span)
        spacing = arguments.real(spacing, "container_relative_frame(spacing)", where, minimum=0)
        return self._modified(ContainerRelativeFrame(bits, alignment, count, span, spacing))

    def overlay(self: _V, content: View, alignment: Alignment = Alignment.center) -> _V:
        """``.overlay(alignment:) { content }``: content is proposed the view's size."""
        content = arguments.instance(content, View, "overlay(content)", self._on)
        return self._modified(Overlay(content, arguments.instance(alignment, Alignment, "overlay(alignment)", self._on)))

    def background(self: _V, content: View, alignment: Alignment = Alignment.center) -> _V:
        """``.background(alignment:) { content }``: content is proposed the view's size."""
        content = arguments.instance(content, View, "background(content)", self._on)
        return self._modified(Background(content, arguments.instance(alignment, Alignment, "background(alignment)", self._on)))

    def aspect_ratio(self: _V, ratio: float | None = None, content_mode: ContentMode | str = ContentMode.fit) -> _V:
        """``.aspectRatio(_:contentMode:)``; without ``ratio`` the content's ideal size gives it."""
        return self._modified(aspect_ratio_modifier(ratio, content_mode, "aspect_ratio", self._on))

    def position(self: _V, x: float = 0.0, y: float = 0.0) -> _V:
        """``.position(x:y:)``: puts the view's centre at (x, y) in the space it is proposed."""
        return self._modified(Position(arguments.real(x, "position(x)", self._on), arguments.real(y, "position(y)", self._on)))

    def environment(self: _V, *, layout_direction: LayoutDirection | str) -> _V:
        """``.environment(\\.layoutDirection, …)`` (``"ltr"``, ``"rtl"`` or a ``LayoutDirection``)."""
        return self._modified(Environment(LayoutDirection.parse(layout_direction, "environment(layout_direction)", self._on)))

    def __repr__(self) -> str:
        parts = [repr(getattr(self, name)) for name in self._slot_names[2:]]
        text = f"{type(self).__name__}({', '.join(parts)})"
        if self._id is not None:
            text += f".id({self._id!r})"
        return text + "".join(f".{type(m).__name__}" for m in self._modifiers)


def _children(children: tuple[object, ...], container: str) -> tuple[View, ...]:
    """``children`` of the view ``container`` names, each a ``View``."""
    for index, child in enumerate(children):
        if not isinstance(child, View):
            arguments.instance(child, View, f"{container}(children[{index}])")
    return children  # type: ignore[return-value]


class HStack(View):
    """``HStack(alignment:spacing:) { children }``; ``spacing`` None = SwiftUI's default."""

    __slots__ = ("children", "alignment", "spacing")
    type_name = "HStack"

    def __init__(self, *children: View, alignment: VerticalAlignment = VerticalAlignment.center, spacing: float | None = None) -> None:
        super().__init__()
        name = self.type_name
        object.__setattr__(self, "children", _children(children, name))
        object.__setattr__(self, "alignment", arguments.instance(alignment, VerticalAlignment, f"{name}(alignment)"))
        object.__setattr__(self, "spacing", arguments.optional_real(spacing, f"{name}(spacing)"))

    def _emit(self, builder: Builder) -> int:
        return builder.program.hstack(builder.guide(self.alignment), self.spacing)

    def _content(self, builder: Builder, view_id: int) -> Iterable[View]:
        return self.children


class VStack(View):
    """``VStack(alignment:spacing:) { children }``; ``spacing`` None = SwiftUI's default."""

    __slots__ = ("children", "alignment", "spacing")
    type_name = "VStack"

    def __init__(
        self, *children: View, alignment: HorizontalAlignment = HorizontalAlignment.center, spacing: float | None = None
    ) -> None:
        super().__init__()
        name = self.type_name
        object.__setattr__(self, "children", _children(children, name))
        object.__setattr__(self, "alignment", arguments.instance(alignment, HorizontalAlignment, f"{name}(alignment)"))
        object.__setattr__(self, "spacing", arguments.optional_real(spacing, f"{name}(spacing)"))

    def _emit(self, builder: Builder) -> int:
        return builder.program.vstack(builder.guide(self.alignment), self.spacing)

    def _content(self, builder: Builder, view_id: int) -> Iterable[View]:
        return self.children


class ZStack(View):
    """``ZStack(alignment:) { children }``."""

    __slots__ = ("children", "alignment")
    type_name = "ZStack"

    def __init__(self, *children: View, alignment: Alignment = Alignment.center) -> None:
        super().__init__()
        object.__setattr__(self, "children", _children(children, "ZStack"))
        object.__setattr__(self, "alignment", arguments.instance(alignment, Alignment, "ZStack(alignment)"))

    def _emit(self, builder: Builder) -> int:
        h, v = builder.alignment(self.alignment)
        return builder.program.zstack(h, v)

    def _content(self, builder: Builder, view_id: int) -> Iterable[View]:
        return self.children


class _Shape(View):
    __slots__ = ("fill_color",)
    _shape: ClassVar[int]

    def __init__(self, color: str | None = None) -> None:
        super().__init__()
        object.__setattr__(self, "fill_color", None if color is None else arguments.string(color, f"{self.type_name}(color)"))

    @property
    def color(self) -> str | None:
        """The colour pictures draw the shape with (``.fill``), or None."""
        return self.fill_color

    def fill(self: _V, color: str) -> _V:
        """``.fill(color)``: the colour pictures draw the shape with."""
        return self._replace(fill_color=arguments.string(color, "fill(color)", self._on))

    def _emit(self, builder: Builder) -> int:
        return builder.program.shape(self._shape)


class Color(_Shape):
    """``Color.red`` is ``Color("red")``: takes whatever it is proposed (10 on an unspecified axis)."""

    type_name = "Color"
    _shape = 0


class Rectangle(_Shape):
    """``Rectangle()``; ``Rectangle("blue")`` or ``Rectangle().fill("blue")`` gives it a colour."""

    type_name = "Rectangle"
    _shape = 1


class RoundedRectangle(_Shape):
    """``RoundedRectangle(cornerRadius:)``; the radius only affects pictures."""

    __slots__ = ("corner_radius",)
    type_name = "RoundedRectangle"
    _shape = 2

    def __init__(self, color: str | None = None, corner_radius: float = 8.0) -> None:
        super().__init__(color)
        object.__setattr__(self, "corner_radius", arguments.real(corner_radius, "RoundedRectangle(corner_radius)", minimum=0))


class Capsule(_Shape):
    """``Capsule()``."""

    type_name = "Capsule"
    _shape = 3


class Ellipse(_Shape):
    """``Ellipse()``."""

    type_name = "Ellipse"
    _shape = 4


class Circle(_Shape):
    """``Circle()``: a square of the smaller proposed side."""

    type_name = "Circle"
    _shape = 5


class GeometryProxy:
    """What a ``GeometryReader`` tells its content: ``size``, the reader's size, and
    ``global_frame``, its frame in the root's space (SwiftUI's ``frame(in: .global)``).
    ``layout`` calls the content function with the values of the previous layout until they
    settle, and updates them during layout before the content is laid out."""

    __slots__ = ("size", "global_frame")

    def __init__(self, frame: Rect | None = None) -> None:
        frame = frame or Rect(0.0, 0.0, 0.0, 0.0)
        self.size = Size(frame.width, frame.height)
        self.global_frame = frame

    def _observe(self, width: float, height: float) -> None:
        self.size = Size(width, height)

    def _observe_frame(self, frame: Rect) -> None:
        self.global_frame = frame


class GeometryReader(View):
    """``GeometryReader { proxy in … }``: takes whatever it is proposed (10 on an unspecified
    axis) and lays its content out top-leading in it.

    ``GeometryReader(child, ...)`` takes views; ``GeometryReader(lambda proxy: view)`` takes a
    function called at every layout with a fresh ``GeometryProxy`` whose ``size`` guide
    functions of the content may read during layout.
    """

    __slots__ = ("children", "content")
    type_name = "GeometryReader"

    def __init__(self, *children: View | Callable[[GeometryProxy], View | Iterable[View]]) -> None:
        super().__init__()
        if len(children) == 1 and callable(children[0]) and not isinstance(children[0], View):
            object.__setattr__(self, "children", ())
            object.__setattr__(self, "content", children[0])
        else:
            object.__setattr__(self, "children", _children(children, "GeometryReader"))
            object.__setattr__(self, "content", None)

    def _emit(self, builder: Builder) -> int:
        return builder.program.geometry_reader()

    def _content(self, builder: Builder, view_id: int) -> Iterable[View]:
        if self.content is None:
            return self.children
        index, frame = builder.next_reader()
        proxy = GeometryProxy(frame)
        builder.observe_geometry(view_id, proxy._observe)
        builder.observe_frame(view_id, index, proxy._observe_frame)
        made = self.content(proxy)
        return (made,) if isinstance(made, View) else _children(tuple(made), "GeometryReader content")


class Image(View):
    """``Image(...)`` of a natural size: ignores proposals unless ``resizable``."""

    __slots__ = ("width", "height", "is_resizable")
    type_name = "Image"

    def __init__(self, width: float, height: float, resizable: bool = False) -> None:
        super().__init__()
        object.__setattr__(self, "width", arguments.real(width, "Image(width)", minimum=0))
        object.__setattr__(self, "height", arguments.real(height, "Image(height)", minimum=0))
        object.__setattr__(self, "is_resizable", arguments.boolean(resizable, "Image(resizable)"))

    def resizable(self) -> Image:
        """``.resizable()``: takes whatever it is proposed."""
        return self._replace(is_resizable=True)

    def _emit(self, builder: Builder) -> int:
        return builder.program.image(self.width, self.height, self.is_resizable)


class Text(View):
    """``Text(...)`` in the engine's font metrics model."""

    __slots__ = ("text", "text_font", "text_line_limit", "text_reserves_space", "text_line_spacing", "text_alignment")
    type_name = "Text"

    def __init__(
        self,
        text: str,
        font: Font | None = None,
        line_limit: int | None = None,
        multiline_text_alignment: TextAlignment | str = TextAlignment.leading,
        *,
        reserves_space: bool = False,
        line_spacing: float = 0.0,
    ) -> None:
        super().__init__()
        object.__setattr__(self, "text", arguments.string(text, "Text(text)"))
        where = self._on
        object.__setattr__(self, "text_font", None if font is None else arguments.instance(font, Font, "Text(font)", where))
        object.__setattr__(self, "text_line_limit", arguments.optional_whole(line_limit, "Text(line_limit)", where, minimum=1))
        object.__setattr__(self, "text_reserves_space", bool(reserves_space))
        object.__setattr__(self, "text_line_spacing", arguments.real(line_spacing, "Text(line_spacing)", where, minimum=0))
        object.__setattr__(self, "text_alignment", arguments.member(multiline_text_alignment, TextAlignment, "Text(multiline_text_alignment)", where))

    def _describe(self) -> str:
        """``Text 'Title'``, with the first 20 characters."""
        text = self.text if len(self.text) <= 20 else self.text[:20] + "…"
        return f"Text {text!r}" + ("" if self._id is None else f" (id {self._id!r})")

    def font(self, font: Font) -> Text:
        """``.font(_:)``."""
        return self._replace(text_font=arguments.instance(font, Font, "font(font)", self._on))

    def line_limit(self, limit: int | None, reserves_space: bool = False) -> Text:
        """``.lineLimit(_:reservesSpace:)`` (None = no limit); ``reserves_space``: a shorter
        text is as tall as ``limit`` lines."""
        return self._replace(text_line_limit=arguments.optional_whole(limit, "line_limit(limit)", self._on, minimum=1),
                             text_reserves_space=bool(reserves_space))

    def line_spacing(self, spacing: float) -> Text:
        """``.lineSpacing(_:)``: points between lines (a number >= 0)."""
        return self._replace(text_line_spacing=arguments.real(spacing, "line_spacing(spacing)", self._on, minimum=0))

    def multiline_text_alignment(self, alignment: TextAlignment | str) -> Text:
        """``.multilineTextAlignment(_:)``: a ``TextAlignment`` or its name."""
        return self._replace(text_alignment=arguments.member(alignment, TextAlignment, "multiline_text_alignment(alignment)", self._on))

    def _emit(self, builder: Builder) -> int:
        return builder.direct(self._create)

    def _create(self, tree: Tree) -> int:
        """Creates the Text in ``tree``, with its reserved lines and line spacing; answers its id."""
        font = None if self.text_font is None else self.text_font.as_tuple()
        view = tree.text(self.text, font, self.text_line_limit, int(self.text_alignment))
        if self.text_reserves_space or self.text_line_spacing:
            tree.set_text_lines(view, self.text_line_limit, self.text_reserves_space, self.text_line_spacing)
        return view


class Spacer(View):
    """``Spacer(minLength:)``; ``min_length`` None = SwiftUI's default."""

    __slots__ = ("min_length",)
    type_name = "Spacer"

    def __init__(self, min_length: float | None = None) -> None:
        super().__init__()
        object.__setattr__(self, "min_length", arguments.optional_real(min_length, "Spacer(min_length)"))

    def _emit(self, builder: Builder) -> int:
        return builder.program.spacer(self.min_length)


class Measured(View):
    """A leaf measured by Python: ``measure(proposed_width, proposed_height)`` (None =
    unspecified, ``math.inf`` possible) returns its ``(width, height)``; the optional baseline
    functions take ``(width, height)`` and return a distance from the top.

    The leaf must be sized by its content (an answer s for proposal p also holds for every
    proposal between s and p); the engine reuses answers on that basis. With ``fixed_size``
    the leaf answers the same size for every proposal (like an image that is not resizable)
    and ``measure`` is asked once.
    """

    __slots__ = ("measure", "first_baseline", "last_baseline", "is_fixed_size")
    type_name = "Measured"

    def __init__(
        self,
        measure: MeasureFunction,
        first_baseline: BaselineFunction | None = None,
        last_baseline: BaselineFunction | None = None,
        *,
        fixed_size: bool = False,
    ) -> None:
        super().__init__()
        for name, function in (("measure", measure), ("first_baseline", first_baseline), ("last_baseline", last_baseline)):
            if not callable(function) and (function is not None or name == "measure"):
                raise TypeError(f"Measured({name}): expected a function, not {function!r}")
        object.__setattr__(self, "measure", measure)
        object.__setattr__(self, "first_baseline", first_baseline)
        object.__setattr__(self, "last_baseline", last_baseline)
        object.__setattr__(self, "is_fixed_size", arguments.boolean(fixed_size, "Measured(fixed_size)"))

    def _emit(self, builder: Builder) -> int:
        measure = builder.tree.define_measure(self.measure, self.first_baseline, self.last_baseline, fixed_size=self.is_fixed_size)
        return builder.program.measured(measure)
