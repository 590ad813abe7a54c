"""``View``, the base of every view: an immutable value with its modifiers in SwiftUI's words.

Every modifier method returns a new view with the modifier appended, exactly like a SwiftUI
modifier chain: ``Color("red").padding(8).frame(width=100)`` is
``Color.red.padding(8).frame(width: 100)``. Nothing touches the C library until the view is
laid out (``alignment_engine.layout``).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, Callable, ClassVar, Iterable, Sequence, TypeVar

from ..results.result import ViewRecord
from ..values import _arguments as arguments
from ..values.guides import Alignment, Guide, GuideFunction, HorizontalAlignment, VerticalAlignment
from ..values.layout_value_key import Key, key_name
from ..values.parameters import ContentMode, EdgeInsets, Edges, Font, LayoutDirection, SafeAreaRegions
from ..values.text import DynamicTypeSize, FontWeight, FontWidth, ImageScale, TruncationMode
from ..values.unit_point import Axes, UnitPoint
from ..values.controls import (
    ButtonStyle, ControlSize, LabelStyle, ListSectionSpacing, ListStyle, PickerStyle, ProgressViewStyle, TextFieldStyle, ToggleStyle,
)
from .modifiers import (
    ButtonStyleModifier, ControlSizeModifier, DefaultMinListRowHeight, LabelsHidden, LabelStyleModifier, ListRowInsets, ListRowSpacing,
    ListSectionSpacingModifier, ListStyleModifier, PickerStyleModifier, ProgressViewStyleModifier, TextFieldStyleModifier,
    ToggleStyleModifier,
)
from .modifiers import (
    AlignmentGuide, Background, ContainerRelativeFrame, Environment, FixedSize, GridCellAnchor, GridCellColumns, GridCellUnsizedAxes,
    GridColumnAlignment, IgnoresSafeArea, LayoutPriority, LengthFunction, Modifier, Offset, Overlay, Position, SafeAreaInset,
    aspect_ratio_modifier, frame_modifier, padding_modifier, safe_area_padding_modifier,
)
from .text_modifiers import (
    AllowsTightening, BaselineOffset, Bold, DynamicTypeSizeModifier, DynamicTypeSizeRange, FontModifier, FontWeightModifier,
    FontWidthModifier, ImageScaleModifier, Italic, Kerning, MinimumScaleFactor, Monospaced, MonospacedDigit, Tracking,
    TruncationModeModifier,
)

if TYPE_CHECKING:
    from ._builder import Builder

__all__ = ["View", "ForEach"]

_V = TypeVar("_V", bound="View")
_set = object.__setattr__


class View:
    """Base of every view: an immutable value with an ordered tuple of ``modifiers`` and an
    optional ``id``. Modifier methods return new views."""

    __slots__ = ("_modifiers", "_id", "_layout_values")
    #: The document's name of the view's type.
    type_name: ClassVar[str]
    _slot_names: ClassVar[tuple[str, ...]] = ("_modifiers", "_id", "_layout_values")
    #: The slots a modifier method copies unchanged: all but ``_modifiers``.
    _kept_slot_names: ClassVar[tuple[str, ...]] = ("_id", "_layout_values")

    def __init_subclass__(cls, **kwargs: Any) -> None:
        super().__init_subclass__(**kwargs)
        names: list[str] = []
        for klass in reversed(cls.__mro__):
            names.extend(klass.__dict__.get("__slots__", ()))
        cls._slot_names = tuple(names)
        cls._kept_slot_names = tuple(name for name in names if name != "_modifiers")

    def __init__(self) -> None:
        object.__setattr__(self, "_modifiers", ())
        object.__setattr__(self, "_id", None)
        object.__setattr__(self, "_layout_values", ())

    def __setattr__(self, name: str, value: Any) -> None:
        raise AttributeError(f"{type(self).__name__} is immutable; modifiers return new views")

    def _replace(self: _V, **changes: Any) -> _V:
        clone = object.__new__(type(self))
        for name in self._slot_names:
            object.__setattr__(clone, name, changes[name] if name in changes else getattr(self, name))
        return clone

    def _modified(self: _V, modifier: Modifier) -> _V:
        # ``_replace`` without its keyword dict: every modifier method call comes here.
        clone = object.__new__(type(self))
        _set(clone, "_modifiers", self._modifiers + (modifier,))
        for name in self._kept_slot_names:
            _set(clone, name, getattr(self, name))
        return clone


    @property
    def modifiers(self) -> tuple[Modifier, ...]:
        """The modifiers applied so far, innermost first."""
        return self._modifiers

    @property
    def layout_values(self) -> tuple[tuple[str, float], ...]:
        """The view's layout values (``layout_value``) as (name, value) pairs, in order."""
        return self._layout_values

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

    def _child_path(self, index: int) -> str:
        """How child ``index`` is named in result paths: its index (a control's slots: their names)."""
        return str(index)

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

    def layout_value(self: _V, key: Key, value: float) -> _V:
        """``.layoutValue(key:value:)``: gives the view a number under ``key`` (a
        ``LayoutValueKey`` or a name) for the custom layout it is a subview of, which reads it
        as ``subview[key]``. It belongs to the view with all its modifiers; setting a key again
        replaces its value."""
        name = key_name(key, "layout_value(key)", self._on)
        number = arguments.real(value, "layout_value(value)", self._on)
        kept = tuple(pair for pair in self._layout_values if pair[0] != name)
        return self._replace(_layout_values=kept + ((name, number),))

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
        return self._modified(AlignmentGuide.make("alignment_guide", self._on, guide, value))

    def offset(self: _V, x: float = 0.0, y: float = 0.0) -> _V:
        """``.offset(x:y:)``."""
        return self._modified(Offset.make("offset", self._on, x, y))

    def fixed_size(self: _V, horizontal: bool = True, vertical: bool = True) -> _V:
        """``.fixedSize()`` or ``.fixedSize(horizontal:vertical:)``."""
        return self._modified(FixedSize.make("fixed_size", self._on, horizontal, vertical))

    def layout_priority(self: _V, priority: float) -> _V:
        """``.layoutPriority(_:)``."""
        return self._modified(LayoutPriority.make("layout_priority", self._on, priority))

    def grid_cell_columns(self: _V, count: int) -> _V:
        """``.gridCellColumns(_:)``: in a ``GridRow``, the cell spans ``count`` columns."""
        return self._modified(GridCellColumns.make("grid_cell_columns", self._on, count))

    def grid_column_alignment(self: _V, guide: HorizontalAlignment) -> _V:
        """``.gridColumnAlignment(_:)``: the horizontal alignment of the cell's whole column."""
        return self._modified(GridColumnAlignment.make("grid_column_alignment", self._on, guide))

    def grid_cell_anchor(self: _V, anchor: UnitPoint | tuple[float, float]) -> _V:
        """``.gridCellAnchor(_:)``: aligns this unit point of the view with its cell's."""
        return self._modified(GridCellAnchor.make("grid_cell_anchor", self._on, anchor))

    def grid_cell_unsized_axes(self: _V, axes: Axes) -> _V:
        """``.gridCellUnsizedAxes(_:)``: ``"horizontal"``, ``"vertical"`` or both; the cell
        does not size its column / row on those axes and is proposed their size."""
        return self._modified(GridCellUnsizedAxes.make("grid_cell_unsized_axes", self._on, axes))

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
        if length is not None and (count, span, spacing) != (1, 1, 0.0):
            raise arguments.value_error("container_relative_frame(length)", self._on, "no count, span or spacing with a length function", length)
        modifier = ContainerRelativeFrame.make("container_relative_frame", self._on, axes, count, span, spacing, alignment, length)
        if modifier.span > modifier.count:
            raise arguments.value_error("container_relative_frame(span)", self._on, f"a whole number from 1 to count ({modifier.count})", span)
        return self._modified(modifier)

    def overlay(self: _V, content: View, alignment: Alignment = Alignment.center) -> _V:
        """``.overlay(alignment:) { content }``: content is proposed the view's size."""
        return self._modified(Overlay.make("overlay", self._on, arguments.instance(content, View, "overlay(content)", self._on), alignment))

    def background(self: _V, content: View, alignment: Alignment = Alignment.center) -> _V:
        """``.background(alignment:) { content }``: content is proposed the view's size."""
        return self._modified(Background.make("background", self._on, arguments.instance(content, View, "background(content)", self._on), alignment))

    def ignores_safe_area(self: _V, regions: SafeAreaRegions | str = SafeAreaRegions.all, edges: Edges | str = Edges.all) -> _V:
        """``.ignoresSafeArea(_:edges:)``: on each of ``edges`` where the view, placed, reaches
        the edge of a safe area (the layout's ``safe_area``, or what ``safe_area_inset`` and
        ``safe_area_padding`` add), it is proposed that much more and placed that much further
        out. Only ``SafeAreaRegions.container`` has a layout (a layout has no keyboard)."""
        return self._modified(IgnoresSafeArea.make("ignores_safe_area", self._on, regions, edges))

    def safe_area_inset(
        self: _V, edge: Edges | str, content: View, alignment: Guide | None = None, spacing: float | None = None
    ) -> _V:
        """``.safeAreaInset(edge:alignment:spacing:) { content }``: ``content`` against ``edge``
        (``"top"``, ``"bottom"``, ``"leading"`` or ``"trailing"``), aligned with the view by
        ``alignment`` (a ``HorizontalAlignment`` for top and bottom, a ``VerticalAlignment``
        for leading and trailing; None: centre); the view is inset by the content's length and
        ``spacing`` (None: the default, 8 unless a spacer's edge asks for none), and its safe
        area with it."""
        content = arguments.instance(content, View, "safe_area_inset(content)", self._on)
        modifier = SafeAreaInset.make("safe_area_inset", self._on, content, edge, HorizontalAlignment.center, spacing)
        across = HorizontalAlignment if modifier.edge in (Edges.top, Edges.bottom) else VerticalAlignment
        if alignment is None:
            alignment = across.center
        elif not isinstance(alignment, across):
            raise arguments.type_error("safe_area_inset(alignment)", self._on, f"a {across.__name__} for the {modifier.edge.name} edge", alignment)
        return self._modified(SafeAreaInset(content, modifier.edge, alignment, modifier.spacing))

    def safe_area_padding(self: _V, edges: float | Edges | EdgeInsets | None = None, length: float | None = None) -> _V:
        """``.safeAreaPadding``: a padding (``safe_area_padding()``: 16 on every edge,
        ``safe_area_padding(8)``, ``safe_area_padding(Edges.horizontal, 20)`` or
        ``safe_area_padding(EdgeInsets(...))``, each inset >= 0) that the view's safe area gains too."""
        return self._modified(safe_area_padding_modifier(edges, length, "safe_area_padding", self._on))

    def aspect_ratio(self: _V, ratio: float | None = None, content_mode: ContentMode | str = ContentMode.fit) -> _V:
        """``.aspectRatio(_:contentMode:)``; without ``ratio`` the content's ideal size gives it."""
        return self._modified(aspect_ratio_modifier(ratio, content_mode, "aspect_ratio", self._on))

    def position(self: _V, x: float = 0.0, y: float = 0.0) -> _V:
        """``.position(x:y:)``: puts the view's centre at (x, y) in the space it is proposed."""
        return self._modified(Position.make("position", self._on, x, y))

    def environment(self: _V, *, layout_direction: LayoutDirection | str | None = None, default_min_list_row_height: float | None = None) -> _V:
        """``.environment(\\.layoutDirection, …)`` (``"ltr"``, ``"rtl"`` or a ``LayoutDirection``),
        ``.environment(\\.defaultMinListRowHeight, …)`` (the least height of the List rows
        below), or both (in that order)."""
        if layout_direction is None and default_min_list_row_height is None:
            raise TypeError(f"{arguments.label('environment', self._on)}: give layout_direction or default_min_list_row_height")
        view = self if layout_direction is None else self._modified(Environment.make("environment", self._on, layout_direction))
        if default_min_list_row_height is None:
            return view
        return view._modified(DefaultMinListRowHeight.make("environment", self._on, default_min_list_row_height))

    # Control settings: what the controls below the view read.

    def button_style(self: _V, style: ButtonStyle | str) -> _V:
        """``.buttonStyle(_:)``: the style of every Button, Link and NavigationLink in the view."""
        return self._modified(ButtonStyleModifier.make("button_style", self._on, style))

    def control_size(self: _V, size: ControlSize | str) -> _V:
        """``.controlSize(_:)``: the size of every control in the view."""
        return self._modified(ControlSizeModifier.make("control_size", self._on, size))

    def label_style(self: _V, style: LabelStyle | str) -> _V:
        """``.labelStyle(_:)``."""
        return self._modified(LabelStyleModifier.make("label_style", self._on, style))

    def toggle_style(self: _V, style: ToggleStyle | str) -> _V:
        """``.toggleStyle(_:)``."""
        return self._modified(ToggleStyleModifier.make("toggle_style", self._on, style))

    def progress_view_style(self: _V, style: ProgressViewStyle | str) -> _V:
        """``.progressViewStyle(_:)``."""
        return self._modified(ProgressViewStyleModifier.make("progress_view_style", self._on, style))

    def text_field_style(self: _V, style: TextFieldStyle | str) -> _V:
        """``.textFieldStyle(_:)``."""
        return self._modified(TextFieldStyleModifier.make("text_field_style", self._on, style))

    def picker_style(self: _V, style: PickerStyle | str) -> _V:
        """``.pickerStyle(_:)``."""
        return self._modified(PickerStyleModifier.make("picker_style", self._on, style))

    def list_style(self: _V, style: ListStyle | str) -> _V:
        """``.listStyle(_:)``."""
        return self._modified(ListStyleModifier.make("list_style", self._on, style))

    def labels_hidden(self: _V) -> _V:
        """``.labelsHidden()``: Toggles, Steppers, Pickers and LabeledContent in the view show no label."""
        return self._modified(LabelsHidden.make("labels_hidden", self._on))

    def list_row_insets(self: _V, insets: EdgeInsets | None) -> _V:
        """``.listRowInsets(_:)`` on a List row (None: the style's insets)."""
        return self._modified(ListRowInsets.make("list_row_insets", self._on, insets))

    def list_row_spacing(self: _V, spacing: float | None) -> _V:
        """``.listRowSpacing(_:)``: the space between the rows of the Lists in the view (None: the style's)."""
        return self._modified(ListRowSpacing.make("list_row_spacing", self._on, spacing))

    def list_section_spacing(self: _V, spacing: ListSectionSpacing | str | float) -> _V:
        """``.listSectionSpacing(_:)``: ``"default"``, ``"compact"`` or a length."""
        return self._modified(ListSectionSpacingModifier.make("list_section_spacing", self._on, spacing))

    # Text modifiers: each sets a value for every Text and symbol image inside the view.

    def font(self: _V, font: Font) -> _V:
        """``.font(_:)``: the font of every Text inside without one of its own (a text style's,
        ``Font.title``, follows the Dynamic Type size)."""
        return self._modified(FontModifier.make("font", self._on, font))

    def font_weight(self: _V, weight: FontWeight | str | None) -> _V:
        """``.fontWeight(_:)``: a ``FontWeight`` or its name (None: each font's own)."""
        return self._modified(FontWeightModifier.make("font_weight", self._on, weight))

    def bold(self: _V, is_active: bool = True) -> _V:
        """``.bold()``: the emphasized weight of each text's style (semibold; bold for the titles)."""
        return self._modified(Bold.make("bold", self._on, is_active))

    def italic(self: _V, is_active: bool = True) -> _V:
        """``.italic()``."""
        return self._modified(Italic.make("italic", self._on, is_active))

    def monospaced(self: _V, is_active: bool = True) -> _V:
        """``.monospaced()`` (the metrics model is monospaced already)."""
        return self._modified(Monospaced.make("monospaced", self._on, is_active))

    def monospaced_digit(self: _V, is_active: bool = True) -> _V:
        """``.monospacedDigit()`` (the metrics model's digits are of one width already)."""
        return self._modified(MonospacedDigit.make("monospaced_digit", self._on, is_active))

    def font_width(self: _V, width: FontWidth | str | None) -> _V:
        """``.fontWidth(_:)``: a ``FontWidth`` or its name (None: standard)."""
        return self._modified(FontWidthModifier.make("font_width", self._on, width))

    def kerning(self: _V, kerning: float) -> _V:
        """``.kerning(_:)``: points after every character, the last of a line too."""
        return self._modified(Kerning.make("kerning", self._on, kerning))

    def tracking(self: _V, tracking: float) -> _V:
        """``.tracking(_:)``: points between characters (none after the last of a line)."""
        return self._modified(Tracking.make("tracking", self._on, tracking))

    def baseline_offset(self: _V, offset: float) -> _V:
        """``.baselineOffset(_:)``: raises (positive) or lowers the text; its lines grow by it."""
        return self._modified(BaselineOffset.make("baseline_offset", self._on, offset))

    def minimum_scale_factor(self: _V, factor: float) -> _V:
        """``.minimumScaleFactor(_:)``: a text that would be truncated shrinks until it fits,
        down to ``factor`` (0 ... 1) of its size."""
        return self._modified(MinimumScaleFactor.make("minimum_scale_factor", self._on, factor))

    def truncation_mode(self: _V, mode: TruncationMode | str) -> _V:
        """``.truncationMode(_:)``: ``"head"``, ``"middle"`` or ``"tail"``."""
        return self._modified(TruncationModeModifier.make("truncation_mode", self._on, mode))

    def allows_tightening(self: _V, flag: bool) -> _V:
        """``.allowsTightening(_:)``: a line up to 5 % too long is squeezed before truncating."""
        return self._modified(AllowsTightening.make("allows_tightening", self._on, flag))

    def dynamic_type_size(
        self: _V, size: DynamicTypeSize | str | None = None, *,
        minimum: DynamicTypeSize | str | None = None, maximum: DynamicTypeSize | str | None = None,
    ) -> _V:
        """``.dynamicTypeSize(_:)``: the Dynamic Type size of the text styles inside; or with
        ``minimum`` and/or ``maximum`` the range form (``.dynamicTypeSize(...DynamicTypeSize.xxxLarge)``
        is ``maximum="xxx_large"``), which keeps the size inside in the range."""
        if size is not None:
            if minimum is not None or maximum is not None:
                raise TypeError(f"{self._describe()}: dynamic_type_size takes a size or a range (minimum=, maximum=), not both")
            return self._modified(DynamicTypeSizeModifier.make("dynamic_type_size", self._on, size))
        if minimum is None and maximum is None:
            raise TypeError(f"{self._describe()}: dynamic_type_size needs a size, or minimum= and/or maximum=")
        modifier = DynamicTypeSizeRange.make(
            "dynamic_type_size", self._on, DynamicTypeSize.x_small if minimum is None else minimum,
            DynamicTypeSize.accessibility5 if maximum is None else maximum)
        if modifier.minimum > modifier.maximum:
            raise arguments.value_error("dynamic_type_size(maximum)", self._on, f"a size at least minimum ({modifier.minimum.name})", maximum)
        return self._modified(modifier)

    def image_scale(self: _V, scale: ImageScale | str) -> _V:
        """``.imageScale(_:)``: ``"small"`` (0.8), ``"medium"`` or ``"large"`` (1.3) symbols."""
        return self._modified(ImageScaleModifier.make("image_scale", self._on, scale))

    def __repr__(self) -> str:
        return _view_repr(self)


def _view_repr(root: View) -> str:
    """``repr(root)``: each view as ``Type(values…)`` with its id and modifier names, the views
    among its values (children, in tuples and lists) written the same way. A work stack, not
    recursion, so a view of any depth has one."""
    text: list[str] = []
    # Pieces still to write, the next last: (True, text) or (False, value).
    work: list[tuple[bool, Any]] = [(False, root)]
    while work:
        is_text, item = work.pop()
        if is_text:
            text.append(item)
            continue
        if isinstance(item, View):
            tail = "" if item._id is None else f".id({item._id!r})"
            tail += "".join(f".{m.kind.name}" for m in item._modifiers)
            values = [getattr(item, name) for name in item._slot_names[2:]]
            work.append((True, ")" + tail))
            work.extend(_separated(values))
            work.append((True, f"{type(item).__name__}("))
        elif type(item) is tuple or type(item) is list:
            close = ("," if len(item) == 1 else "") + ")" if type(item) is tuple else "]"
            work.append((True, close))
            work.extend(_separated(item))
            work.append((True, "(" if type(item) is tuple else "["))
        else:
            text.append(repr(item))
    return "".join(text)


def _separated(values: Iterable[Any]) -> list[tuple[bool, Any]]:
    """``values`` as work items, ``", "`` between them, last first (for the work stack)."""
    items: list[tuple[bool, Any]] = []
    for value in values:
        if items:
            items.append((True, ", "))
        items.append((False, value))
    items.reverse()
    return items


class ForEach:
    """``ForEach(data) { element in ... }``: one view per element of ``data`` (a sequence, a
    ``range``, or a count for ``range(count)``), ``content(element)`` each. Among a
    container's children it stands for those views. As all of a lazy stack's or lazy grid's
    content it gives the container rows built on demand: inside a ScrollView with a viewport
    (``ScrollView.viewport``), only the rows in and near the viewport exist, so a list of a
    million rows holds a few dozen::

        ScrollView(LazyVStack(ForEach(1_000_000, lambda i: Text(f"Row {i}")))).viewport(offset=0, length=800)
    """

    __slots__ = ("data", "content")

    def __init__(self, data: int | Sequence[Any], content: Callable[[Any], View]) -> None:
        if isinstance(data, int) and not isinstance(data, bool):
            data = range(arguments.whole(data, "ForEach(data)", minimum=0))
        elif isinstance(data, (str, bytes)) or not isinstance(data, Sequence):
            raise arguments.type_error("ForEach(data)", "", "a count, a range or a sequence", data)
        if not callable(content):
            raise arguments.type_error("ForEach(content)", "", "a function of an element answering a view", content)
        object.__setattr__(self, "data", data)
        object.__setattr__(self, "content", content)

    def __setattr__(self, name: str, value: Any) -> None:
        raise AttributeError("ForEach is immutable")

    def __len__(self) -> int:
        return len(self.data)

    def view(self, index: int) -> View:
        """The view of element ``index``."""
        view = self.content(self.data[index])
        if not isinstance(view, View):
            raise arguments.type_error(f"ForEach's content for element {index}", "", "a View (put several in a stack)", view)
        return view

    def __repr__(self) -> str:
        return f"<ForEach of {len(self)} elements>"


def _children(children: tuple[object, ...], container: str) -> tuple[View, ...]:
    """``children`` of the view ``container`` names, each a ``View`` or a ``ForEach`` (which
    stands for its views)."""
    if any(isinstance(child, ForEach) for child in children):
        children = tuple(view for child in children for view in (
            (child.view(i) for i in range(len(child))) if isinstance(child, ForEach) else (child,)))
    for index, child in enumerate(children):
        if not isinstance(child, View):
            arguments.instance(child, View, f"{container}(children[{index}])")
    return children  # type: ignore[return-value]


def _row_source(children: tuple[object, ...]) -> ForEach | None:
    """The ``ForEach`` that is all of a lazy container's content, if it is."""
    return children[0] if len(children) == 1 and isinstance(children[0], ForEach) else None
