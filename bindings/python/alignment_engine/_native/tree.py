"""``Tree``: the handle of a C tree (``ae_tree``), its per-view calls, and the trampolines that
let Python callables serve as guide functions and measure / baseline functions.

A tree is freed by ``close()``, by leaving a ``with`` block, or by the garbage collector.
The ctypes callbacks a tree hands to the library are kept alive by the tree until it is
freed. An exception raised inside a callback is caught in the trampoline (which answers
NaN or a failure to the library) and raised again, as itself, by ``Tree.layout``.
"""

from __future__ import annotations

import ctypes
import functools
import math
import struct
import threading
from array import array
from typing import Any, Callable, Sequence

from ..errors import BufferTooSmallError, BusyError, InvalidGuideError, LayoutError
from ..program import Program
from ..values import _arguments as arguments
from ..values.geometry import Rect
from ..values.guides import HORIZONTAL, Alignment, Guide, GuideFunction, ViewDimensions, _Guide
from ..values.parameters import ContentMode, EdgeInsets, Edges, SafeAreaRegions, safe_area_insets
from .library import check, library, take_string, unconverted
from .measure_batch import MeasureBatchFunction, read_requests, write_sizes
from .signatures import BASELINE_FN, GEOMETRY_FN, GEOMETRY_FRAME_FN, GUIDE_FN, LENGTH_FN, MEASURE_BATCH_FN, MEASURE_FN, ROW_FN, Font as _CFont, FontTraits as _CFontTraits, Rect as _CRect, Size as _CSize

__all__ = ["Tree", "MeasureFunction", "BaselineFunction"]


def _font_arguments(metrics: Sequence[float] | None, traits: Sequence[int] | None) -> tuple[Any, Any]:
    """An ``ae_font`` and an ``ae_font_traits`` argument (NULL for None)."""
    return (ctypes.byref(_CFont(*metrics)) if metrics is not None else None,
            ctypes.byref(_CFontTraits(*traits)) if traits is not None else None)

#: A batch measure's baseline: ``(data, width, height)`` -> distance from the top.
BatchBaselineFunction = Callable[[Any, float, float], float]

#: A host measurement: the size ``(width, height)`` of a leaf for a proposal (``None`` = unspecified).
MeasureFunction = Callable[[Any, Any], Sequence[float]]
#: The distance from the top of a leaf of the given ``(width, height)`` to a text baseline.
BaselineFunction = Callable[[float, float], float]

_NAN = math.nan
#: An ``ae_size``'s width and height as a tuple, read from its buffer in one call (cheaper than
#: its two fields).
_unpack_size = struct.Struct("dd").unpack_from
#: ``AE_GUIDE_NONE``: the guide of an axis a container does not align on.
_NO_GUIDE = -1
#: How many lines ``Tree.text_lines`` makes room for at first (it asks again for longer texts).
_TEXT_LINES_CAPACITY = 8


class Tree:
    """A view tree of the C library, as a context manager.

    This is the low-level API: views are integer ids. Build them with a ``Program``
    (``build``) and the per-view methods, lay out a root with ``layout``, read every frame at
    once with ``frames``. The builder API (``layout(view)``) uses it underneath.
    """

    def __init__(self) -> None:
        self._lib = library()
        handle = ctypes.c_void_p()
        check(self._lib.ae_tree_create(ctypes.byref(handle)))
        self._handle: int | None = handle.value
        self._free = self._lib.ae_tree_free
        # Keeps every ctypes callback alive while the tree exists.
        self._callbacks: list[Any] = []
        # The measure id of every (measure, first_baseline, last_baseline, fixed_size) defined so
        # far, ("batch", ...) for batch measures.
        self._measures: dict[tuple[Any, ...], int] = {}
        # The data of every view of a batch measure by the view's ``view_data`` (its view id
        # plus one: a row built again in a view id the tree gave before takes its place).
        self._measure_data: dict[int, Any] = {}
        # While a row builder runs (set_rows): the thread laying the tree out, whose
        # building calls the tree takes from inside the layout.
        self._row_builder_thread: int | None = None
        # Exceptions raised inside callbacks during the current layout.
        self._errors: list[BaseException] = []
        self._guides: dict[_Guide, int] = {}
        # Held during every call into the library (``_call``), and the method making it.
        self._lock = threading.Lock()
        self._running: str | None = None
        # The arguments of the last layout that succeeded, which ae_tree_layout_again repeats
        # (None: the next layout takes ae_tree_layout), and the size it answered.
        self._last_layout: tuple[Any, ...] | None = None
        self._last_size = (0.0, 0.0)
        # The tree's layout flag (ae_tree_get_layout_flag), read through a memoryview: 1 while
        # that layout stands, so laying it out again needs no call.
        flag = ctypes.c_void_p()
        check(self._lib.ae_tree_get_layout_flag(handle, ctypes.byref(flag)))
        assert flag.value, "ae_tree_get_layout_flag answered no address"
        self._layout_stands = memoryview((ctypes.c_ubyte * 1).from_address(flag.value)).cast("B")
        # ae_tree_layout_again with its arguments made once, both as byref objects, which
        # ctypes passes without making an object per call (a c_void_p would cost one): the
        # tree's address is that of a c_char placed at it (never read from Python), the out
        # size a per-tree ae_size.
        self._size = _CSize()
        # The buffers of all_text_lines, kept at the size the last call needed.
        self._text_buffers = array("d"), array("d")
        tree_pointer = ctypes.byref(ctypes.c_char.from_address(handle.value))
        self._layout_again = functools.partial(unconverted("ae_tree_layout_again"), tree_pointer, ctypes.byref(self._size))

    # Lifetime.

    @property
    def handle(self) -> int:
        """The ``ae_tree *`` address; raises once the tree is closed."""
        if self._handle is None:
            raise LayoutError("the tree is closed")
        return self._handle

    @property
    def closed(self) -> bool:
        """Whether the tree has been freed."""
        return self._handle is None

    def close(self) -> None:
        """Frees the tree and everything it holds; later calls do nothing.

        Raises ``BusyError`` while another call uses the tree (from one of its callbacks, or
        another thread): the tree and its callbacks must outlive that call.
        """
        if not self._lock.acquire(False):
            raise self._busy("Tree.close")
        try:
            if self._handle is not None:
                # The flag's byte goes with the tree: a layout reads a zero byte from now on.
                self._last_layout = None
                self._layout_stands = memoryview(bytearray(1))
                self._free(self._handle)
                self._handle = None
                self._callbacks.clear()
                self._measures.clear()
                self._measure_data.clear()
                self._guides.clear()
        finally:
            self._lock.release()

    def __enter__(self) -> Tree:
        return self

    def __exit__(self, *exc_info: object) -> None:
        self.close()

    def __del__(self) -> None:
        if getattr(self, "_handle", None) is not None:
            self.close()

    # Guides.

    def guide_id(self, guide: Guide) -> int:
        """The tree's id of a guide, defining a custom guide on first use."""
        try:
            builtin = guide.builtin_id
        except AttributeError:
            raise arguments.type_error("guide", "", "a HorizontalAlignment or VerticalAlignment", guide) from None
        if builtin is not None:
            return builtin
        known = self._guides.get(guide)
        if known is not None:
            return known
        return self._define(guide)

    def _define(self, guide: _Guide) -> int:
        out = ctypes.c_int32()
        name = guide.name.encode()
        default = guide.default
        if callable(default):
            callback = GUIDE_FN(self._guide_trampoline(default))
            self._callbacks.append(callback)
            self._check("Tree.guide_id", self._lib.ae_tree_define_guide_callback, name, guide.axis, callback, None, ctypes.byref(out))
        else:
            expression = _expression(default)
            self._check("Tree.guide_id", self._lib.ae_tree_define_guide, name, guide.axis, expression, ctypes.byref(out))
        self._guides[guide] = out.value
        return out.value

    # Building.

    @property
    def view_count(self) -> int:
        """How many views the tree holds; view ids run from 0 to ``view_count - 1``."""
        count = ctypes.c_size_t()
        self._check("Tree.view_count", self._lib.ae_tree_get_view_count, ctypes.byref(count))
        return count.value

    def build(self, program: Program) -> int:
        """Runs a batched ``Program`` (``ae_tree_build``); returns the id of its first view."""
        values = program.values
        first = ctypes.c_int32()
        address = values.buffer_info()[0] if values else None
        self._check("Tree.build", self._lib.ae_tree_build, address, len(values), ctypes.byref(first))
        if program.view_count and first.value != program.first_view:
            raise LayoutError(f"the program was made for first view {program.first_view}, but the tree gave {first.value}")
        return first.value

    def text(
        self, text: str, font: Sequence[float] | None, line_limit: int | None, alignment: int, traits: Sequence[int] | None = None
    ) -> int:
        """Creates a ``Text``; ``font`` is (size, ascent, descent, leading, advance) or None for
        its environment's (the body style unless a font modifier above it says otherwise);
        ``traits`` the ``ae_font_traits`` of its font (a text style, a weight ...), or None."""
        out = ctypes.c_int32()
        c_font = ctypes.byref(_CFont(*font)) if font is not None and traits is None else None
        self._check("Tree.text", self._lib.ae_view_create_text, text.encode(), c_font, line_limit or 0, alignment, ctypes.byref(out))
        if traits is not None:
            self.set_text_font(out.value, font, traits)
        return out.value

    def define_measure(
        self,
        measure: MeasureFunction,
        first_baseline: BaselineFunction | None = None,
        last_baseline: BaselineFunction | None = None,
        *,
        fixed_size: bool = False,
    ) -> int:
        """The measure id (``ae_tree_define_measure``) for leaves whose size (and baselines)
        Python callables answer; ``Program.measured(id)`` creates such leaves. With
        ``fixed_size`` the leaves answer the same size for every proposal (like an image that
        is not resizable), so the engine asks ``measure`` once per leaf, not once per proposal
        (``ae_tree_set_measure_fixed_size``).

        The same functions (and ``fixed_size``) always give the same id, so every leaf that
        shares them shares one set of ctypes callbacks.
        """
        key = (measure, first_baseline, last_baseline, bool(fixed_size))
        known = self._measures.get(key)
        if known is not None:
            return known
        callbacks = (
            MEASURE_FN(self._measure_trampoline(measure)),
            BASELINE_FN(self._baseline_trampoline(first_baseline)) if first_baseline else BASELINE_FN(),
            BASELINE_FN(self._baseline_trampoline(last_baseline)) if last_baseline else BASELINE_FN(),
        )
        out = ctypes.c_int32()
        self._check("Tree.define_measure", self._lib.ae_tree_define_measure, *callbacks, None, ctypes.byref(out))
        self._callbacks.extend(callbacks)
        if fixed_size:
            self._check("Tree.define_measure", self._lib.ae_tree_set_measure_fixed_size, out.value, 1)
        self._measures[key] = out.value
        return out.value

    def define_measure_batch(
        self,
        measure_batch: MeasureBatchFunction,
        first_baseline: BatchBaselineFunction | None = None,
        last_baseline: BatchBaselineFunction | None = None,
        *,
        fixed_size: bool = False,
    ) -> int:
        """The measure id (``ae_tree_define_measure_batch``) of a batch measure: one Python call
        answers many views' sizes (``measure_batch(batch)`` with a ``MeasureBatch``, see
        ``Measured``). ``measured_batch(id, data)`` creates its leaves, ``Program.measured(id)``
        leaves whose data is None. Baselines are asked per view: ``first_baseline(data, width,
        height)``. The same functions (and ``fixed_size``) always give the same id.
        """
        key = ("batch", measure_batch, first_baseline, last_baseline, bool(fixed_size))
        known = self._measures.get(key)
        if known is not None:
            return known
        callbacks = (
            MEASURE_BATCH_FN(self._measure_batch_trampoline(measure_batch)),
            BASELINE_FN(self._data_baseline_trampoline(first_baseline)) if first_baseline else BASELINE_FN(),
            BASELINE_FN(self._data_baseline_trampoline(last_baseline)) if last_baseline else BASELINE_FN(),
        )
        out = ctypes.c_int32()
        self._check("Tree.define_measure_batch", self._lib.ae_tree_define_measure_batch, *callbacks, None, ctypes.byref(out))
        self._callbacks.extend(callbacks)
        if fixed_size:
            self._check("Tree.define_measure_batch", self._lib.ae_tree_set_measure_fixed_size, out.value, 1)
        self._measures[key] = out.value
        return out.value

    def measured_batch(self, measure: int, data: Any = None) -> int:
        """Creates a leaf of batch measure ``measure`` (``define_measure_batch``) whose requests
        carry ``data`` (``MeasureBatch.data``); returns its view id."""
        key = self.view_count + 1  # the view's id plus one: 0 (NULL) is a program leaf's
        out = ctypes.c_int32()
        self._check("Tree.measured_batch", self._lib.ae_view_create_measured_batch, arguments.whole(measure, "Tree.measured_batch(measure)"), key, ctypes.byref(out))
        self._measure_data[key] = data
        return out.value

    def set_children(self, parent: int, children: Sequence[int]) -> None:
        """Makes ``children`` the children of a stack or GeometryReader."""
        buffer = array("i", (arguments.whole(child, f"Tree.set_children(children[{i}])", _on(parent)) for i, child in enumerate(children)))
        address = buffer.buffer_info()[0] if children else None
        self._check("Tree.set_children", self._lib.ae_view_set_children, _view(parent, "Tree.set_children"), address, len(buffer))

    # Lazy rows and viewports.

    def set_rows(self, container: int, count: int, build: Callable[[int], int]) -> None:
        """Gives a lazy stack or grid ``count`` rows that ``build(index)`` makes on demand,
        answering the view id of what it built in this tree (``ae_view_set_rows``): inside a
        ScrollView with a viewport only the rows in and near it, during ``layout``. While it
        runs, ``build`` may only build (the tree takes its building calls); an exception it
        raises comes out of ``layout`` as itself."""
        container = _view(container, "Tree.set_rows")
        count = arguments.whole(count, "Tree.set_rows(count)", _on(container), minimum=0)
        errors = self._errors
        tree = self

        def trampoline(_tree: Any, _container: int, index: int, _user_data: Any, out: Any) -> int:
            outer = tree._row_builder_thread
            tree._row_builder_thread = threading.get_ident()
            try:
                out[0] = arguments.whole(build(index), f"the row builder of view {container}'s answer for row {index}")
                return 0
            except BaseException as error:  # noqa: BLE001 - re-raised by Tree.layout
                errors.append(error)
                return 1
            finally:
                tree._row_builder_thread = outer

        callback = ROW_FN(trampoline)
        self._check("Tree.set_rows", self._lib.ae_view_set_rows, container, count, callback, None)
        self._callbacks.append(callback)

    def set_viewport(self, scroll_view: int, offset: float, length: float) -> None:
        """A ScrollView's viewport (``ae_view_set_viewport``): the visible part of its content
        starts ``offset`` along its scroll axis and is ``length`` long; its lazy containers then
        build only the rows in and near it. An offset below 0 counts as 0, one past the end as
        the last screen."""
        scroll_view = _view(scroll_view, "Tree.set_viewport")
        offset = arguments.real(offset, "Tree.set_viewport(offset)", _on(scroll_view))
        length = arguments.real(length, "Tree.set_viewport(length)", _on(scroll_view), positive=True)
        self._check("Tree.set_viewport", self._lib.ae_view_set_viewport, scroll_view, offset, length)

    def remove_viewport(self, scroll_view: int) -> None:
        """Removes a ScrollView's viewport: its lazy containers build every row."""
        self._check("Tree.remove_viewport", self._lib.ae_view_remove_viewport, _view(scroll_view, "Tree.remove_viewport"))

    def row_window(self, container: int) -> range:
        """The rows of a lazy container in the tree now (``ae_view_get_row_window``)."""
        first, count = ctypes.c_int64(), ctypes.c_int64()
        self._check("Tree.row_window", self._lib.ae_view_get_row_window, _view(container, "Tree.row_window"), ctypes.byref(first), ctypes.byref(count))
        return range(first.value, first.value + count.value)

    def row_view(self, container: int, index: int) -> int | None:
        """The view of row ``index`` of a lazy container, or None when it is not in the tree."""
        out = ctypes.c_int32()
        index = arguments.whole(index, "Tree.row_view(index)", _on(container), minimum=0)
        self._check("Tree.row_view", self._lib.ae_view_get_row, _view(container, "Tree.row_view"), index, ctypes.byref(out))
        return None if out.value < 0 else out.value

    def set_id(self, view: int, name: str) -> None:
        """Names a view (SwiftUI's ``.id``); names are unique in a tree."""
        name = arguments.string(name, "Tree.set_id(name)", _on(view))
        self._check("Tree.set_id", self._lib.ae_view_set_id, _view(view, "Tree.set_id"), name.encode())

    def set_color(self, view: int, color: str) -> None:
        """Records a colour name for pictures."""
        color = arguments.string(color, "Tree.set_color(color)", _on(view))
        self._check("Tree.set_color", self._lib.ae_view_set_color, _view(view, "Tree.set_color"), color.encode())

    def set_layout_value(self, view: int, name: str, value: float) -> None:
        """Gives a view a layout value (``.layoutValue(key:value:)``) under ``name``; a change
        in place when the tree has been laid out."""
        name = arguments.string(name, "Tree.set_layout_value(name)", _on(view))
        value = arguments.real(value, "Tree.set_layout_value(value)", _on(view))
        self._check("Tree.set_layout_value", self._lib.ae_view_set_layout_value, _view(view, "Tree.set_layout_value"), name.encode(), value)

    def alignment_guide(self, view: int, guide: Guide, value: GuideFunction) -> None:
        """``.alignmentGuide(guide) { d in … }`` with a callable, an expression string or a constant."""
        view = _view(view, "Tree.alignment_guide")
        guide_id = self.guide_id(guide)
        if callable(value):
            callback = GUIDE_FN(self._guide_trampoline(value))
            self._callbacks.append(callback)
            self._check("Tree.alignment_guide", self._lib.ae_view_apply_alignment_guide_callback, view, guide_id, callback, None)
        else:
            self._check("Tree.alignment_guide", self._lib.ae_view_apply_alignment_guide, view, guide_id, _expression(value))

    # Changes in place: each marks only the view and its path to the root, so the
    # next ``layout`` re-uses every other subtree. Modifier setters take the modifier's
    # ``index`` among the view's modifiers (0 = the first applied) and replace all its
    # parameters; it must be a modifier of that kind (``InvalidTreeError`` otherwise).

    def mark_dirty(self, view: int) -> None:
        """Says that the view's callbacks (a measured view's measure or baseline functions, a
        guide or custom-layout callback) will now answer differently (Yoga's ``markDirty``)."""
        self._check("Tree.mark_dirty", self._lib.ae_view_mark_dirty, _view(view, "Tree.mark_dirty"))

    def set_text(self, view: int, text: str) -> None:
        """Replaces the characters of a Text, keeping its font, line limit and alignment."""
        data = arguments.string(text, "Tree.set_text(text)", _on(view)).encode()
        self._check("Tree.set_text", self._lib.ae_view_set_text, _view(view, "Tree.set_text"), data, len(data))

    def set_spacing(self, view: int, spacing: float | None) -> None:
        """Changes the spacing of an HStack, VStack or lazy stack (None = the default)."""
        spacing = arguments.optional_real(spacing, "Tree.set_spacing(spacing)", _on(view))
        self._check("Tree.set_spacing", self._lib.ae_view_set_spacing, _view(view, "Tree.set_spacing"), _optional(spacing))

    def set_grid_spacing(self, view: int, horizontal: float | None, vertical: float | None) -> None:
        """Changes the spacings of a Grid (None = the default)."""
        horizontal = arguments.optional_real(horizontal, "Tree.set_grid_spacing(horizontal)", _on(view))
        vertical = arguments.optional_real(vertical, "Tree.set_grid_spacing(vertical)", _on(view))
        view = _view(view, "Tree.set_grid_spacing")
        self._check("Tree.set_grid_spacing", self._lib.ae_view_set_grid_spacing, view, _optional(horizontal), _optional(vertical))

    def set_alignment(self, view: int, alignment: Guide | Alignment | None) -> None:
        """Changes a container's alignment: a ``HorizontalAlignment`` for a VStack, a
        ``VerticalAlignment`` for an HStack or GridRow, an ``Alignment`` for a ZStack or Grid;
        None gives a GridRow back its grid's alignment."""
        if alignment is None:
            horizontal = vertical = _NO_GUIDE
        elif isinstance(alignment, Alignment):
            horizontal, vertical = self.guide_id(alignment.horizontal), self.guide_id(alignment.vertical)
        elif isinstance(alignment, _Guide):
            guide = self.guide_id(alignment)
            horizontal, vertical = (guide, _NO_GUIDE) if alignment.axis == HORIZONTAL else (_NO_GUIDE, guide)
        else:
            raise TypeError(f"an alignment is a HorizontalAlignment, VerticalAlignment or Alignment, not {alignment!r}")
        self._check("Tree.set_alignment", self._lib.ae_view_set_alignment, _view(view, "Tree.set_alignment"), horizontal, vertical)

    def _alignment(self, alignment: Alignment, method: str) -> tuple[int, int]:
        """The guide ids of an ``Alignment`` passed to ``method``."""
        arguments.instance(alignment, Alignment, f"{method}(alignment)")
        return self.guide_id(alignment.horizontal), self.guide_id(alignment.vertical)

    def set_image_size(self, view: int, width: float, height: float) -> None:
        """Changes the natural size of an Image."""
        width = arguments.real(width, "Tree.set_image_size(width)", _on(view), minimum=0)
        height = arguments.real(height, "Tree.set_image_size(height)", _on(view), minimum=0)
        self._check("Tree.set_image_size", self._lib.ae_view_set_image_size, _view(view, "Tree.set_image_size"), width, height)

    def set_measured_fixed_size(self, view: int, fixed_size: bool = True) -> None:
        """Says whether a measured view answers the same size for every proposal, so that its
        measure function is asked once (see ``define_measure``)."""
        fixed = arguments.boolean(fixed_size, "Tree.set_measured_fixed_size(fixed_size)", _on(view))
        self._check("Tree.set_measured_fixed_size", self._lib.ae_view_set_measured_fixed_size, _view(view, "Tree.set_measured_fixed_size"), int(fixed))

    def set_frame(
        self, view: int, index: int, width: float | None = None, height: float | None = None, alignment: Alignment = Alignment.center
    ) -> None:
        """Modifier ``index``, a ``.frame(width:height:alignment:)``, gets these parameters."""
        view, index = _modifier(view, index, "Tree.set_frame")
        width = arguments.optional_real(width, "Tree.set_frame(width)", _on(view), minimum=0)
        height = arguments.optional_real(height, "Tree.set_frame(height)", _on(view), minimum=0)
        h, v = self._alignment(alignment, "Tree.set_frame")
        self._check("Tree.set_frame", self._lib.ae_view_set_frame, view, index, _optional(width), _optional(height), h, v)

    def set_flexible_frame(
        self,
        view: int,
        index: int,
        lengths: Sequence[float | None],
        alignment: Alignment = Alignment.center,
    ) -> None:
        """Modifier ``index``, a flexible ``.frame``, gets ``lengths`` (min, ideal and max width,
        then min, ideal and max height; None where absent) and ``alignment``."""
        view, index = _modifier(view, index, "Tree.set_flexible_frame")
        if len(lengths) != 6:
            raise ValueError(f"Tree.set_flexible_frame(lengths): a flexible frame has 6 lengths (min, ideal, max width, then height), not {len(lengths)}")
        checked = [
            arguments.optional_real(length, f"Tree.set_flexible_frame(lengths[{i}])", _on(view), minimum=0, infinite=i % 3 == 2) for i, length in enumerate(lengths)
        ]
        h, v = self._alignment(alignment, "Tree.set_flexible_frame")
        self._check("Tree.set_flexible_frame", self._lib.ae_view_set_flexible_frame, view, index, *map(_optional, checked), h, v)

    def set_padding(self, view: int, index: int, top: float, leading: float, bottom: float, trailing: float) -> None:
        """Modifier ``index``, a ``.padding``, gets these insets."""
        view, index = _modifier(view, index, "Tree.set_padding")
        insets = [arguments.real(value, f"Tree.set_padding({edge})", _on(view)) for edge, value in zip(_EDGES, (top, leading, bottom, trailing))]
        self._check("Tree.set_padding", self._lib.ae_view_set_padding, view, index, *insets)

    def set_ignores_safe_area(self, view: int, index: int, regions: SafeAreaRegions, edges: Edges) -> None:
        """Modifier ``index``, an ``.ignoresSafeArea``, gets these regions and edges."""
        view, index = _modifier(view, index, "Tree.set_ignores_safe_area")
        regions = arguments.member(regions, SafeAreaRegions, "Tree.set_ignores_safe_area(regions)", _on(view))
        edges = arguments.member(edges, Edges, "Tree.set_ignores_safe_area(edges)", _on(view))
        self._check("Tree.set_ignores_safe_area", self._lib.ae_view_set_ignores_safe_area, view, index, int(regions), int(edges))

    def set_safe_area_padding(self, view: int, index: int, top: float, leading: float, bottom: float, trailing: float) -> None:
        """Modifier ``index``, a ``.safeAreaPadding``, gets these insets (each >= 0)."""
        view, index = _modifier(view, index, "Tree.set_safe_area_padding")
        insets = [
            arguments.real(value, f"Tree.set_safe_area_padding({edge})", _on(view), minimum=0)
            for edge, value in zip(_EDGES, (top, leading, bottom, trailing))
        ]
        self._check("Tree.set_safe_area_padding", self._lib.ae_view_set_safe_area_padding, view, index, *insets)

    def set_offset(self, view: int, index: int, x: float, y: float) -> None:
        """Modifier ``index``, an ``.offset``, gets this offset."""
        view, index = _modifier(view, index, "Tree.set_offset")
        x, y = arguments.real(x, "Tree.set_offset(x)", _on(view)), arguments.real(y, "Tree.set_offset(y)", _on(view))
        self._check("Tree.set_offset", self._lib.ae_view_set_offset, view, index, x, y)

    def set_layout_priority(self, view: int, index: int, priority: float) -> None:
        """Modifier ``index``, a ``.layoutPriority``, gets this priority."""
        view, index = _modifier(view, index, "Tree.set_layout_priority")
        priority = arguments.real(priority, "Tree.set_layout_priority(priority)", _on(view))
        self._check("Tree.set_layout_priority", self._lib.ae_view_set_layout_priority, view, index, priority)

    def set_fixed_size(self, view: int, index: int, horizontal: bool = True, vertical: bool = True) -> None:
        """Modifier ``index``, a ``.fixedSize``, gets these axes."""
        view, index = _modifier(view, index, "Tree.set_fixed_size")
        horizontal = arguments.boolean(horizontal, "Tree.set_fixed_size(horizontal)", _on(view))
        vertical = arguments.boolean(vertical, "Tree.set_fixed_size(vertical)", _on(view))
        self._check("Tree.set_fixed_size", self._lib.ae_view_set_fixed_size, view, index, int(horizontal), int(vertical))

    def set_aspect_ratio(self, view: int, index: int, ratio: float | None = None, content_mode: ContentMode = ContentMode.fit) -> None:
        """Modifier ``index``, an ``.aspectRatio``, gets this ratio (None = the content's) and mode."""
        view, index = _modifier(view, index, "Tree.set_aspect_ratio")
        ratio = arguments.optional_real(ratio, "Tree.set_aspect_ratio(ratio)", _on(view), positive=True)
        mode = 1 if arguments.member(content_mode, ContentMode, "Tree.set_aspect_ratio(content_mode)", _on(view)) == ContentMode.fill else 0
        self._check("Tree.set_aspect_ratio", self._lib.ae_view_set_aspect_ratio, view, index, _optional(ratio), mode)

    def set_position(self, view: int, index: int, x: float, y: float) -> None:
        """Modifier ``index``, a ``.position``, gets this point."""
        view, index = _modifier(view, index, "Tree.set_position")
        x, y = arguments.real(x, "Tree.set_position(x)", _on(view)), arguments.real(y, "Tree.set_position(y)", _on(view))
        self._check("Tree.set_position", self._lib.ae_view_set_position, view, index, x, y)

    # Layout.

    def layout(
        self, root: int, width: float | None = None, height: float | None = None, right_to_left: bool = False,
        safe_area: EdgeInsets | tuple[float, float, float, float] | None = None,
    ) -> tuple[float, float]:
        """Lays out the tree below ``root`` for a proposal (``None`` = unspecified); returns the root's size.

        ``safe_area``: the insets of the screen's unsafe edges (``EdgeInsets`` or ``(top,
        leading, bottom, trailing)``, each >= 0; leading and trailing in the layout's
        direction): the root is laid out in the safe part, at (leading, top), and views that
        ignore the safe area reach out of it (``ae_tree_layout_in_safe_area``).

        An exception raised by a Python callback during layout is raised again here. The
        engine keeps what it computed and lays out again only what changed since. Called with
        the arguments of the last layout that succeeded, this answers that layout's size
        without a call while the tree's layout flag says it stands (nothing changed since),
        and otherwise takes the shorter ``ae_tree_layout_again``.
        """
        if (root, width, height, right_to_left, safe_area) != self._last_layout:
            root = arguments.whole(root, "Tree.layout(root)")
            width = arguments.optional_real(width, "Tree.layout(width)", _on(root), minimum=0, infinite=True)
            height = arguments.optional_real(height, "Tree.layout(height)", _on(root), minimum=0, infinite=True)
            right_to_left = arguments.boolean(right_to_left, "Tree.layout(right_to_left)", _on(root))
            safe_area = safe_area_insets(safe_area, "Tree.layout(safe_area)", _on(root))
        return self._layout_checked(root, width, height, right_to_left, safe_area)

    def _layout_checked(
        self, root: int, width: float | None, height: float | None, right_to_left: bool, safe_area: EdgeInsets | None = None
    ) -> tuple[float, float]:
        """``layout`` for arguments already checked where they entered (``layout()``,
        ``LayoutSession`` or ``Tree.layout``); the C library checks them once more, as it
        checks every caller's."""
        request = (root, width, height, right_to_left, safe_area)
        if request != self._last_layout:
            return self._layout(root, width, height, right_to_left, safe_area)
        if self._layout_stands[0]:
            return self._last_size
        # The same request as the last successful layout: a call with no argument to convert,
        # made as _call makes calls, its answer read before another call may use the tree.
        if not self._lock.acquire(False):
            raise self._busy("Tree.layout")
        try:
            self._running = "Tree.layout"
            if self._handle is None:  # closed by another thread since the check above
                raise LayoutError("the tree is closed")
            self._errors.clear()
            status = self._layout_again()
            size: tuple[float, float] = _unpack_size(self._size)
        finally:
            self._running = None
            self._lock.release()
        if status or self._errors:
            self._raise_failure(status)
        self._last_size = size
        return size

    def layout_stands(
        self, root: int, width: float | None = None, height: float | None = None, right_to_left: bool = False,
        safe_area: EdgeInsets | None = None,
    ) -> bool:
        """Whether ``layout`` with these arguments would find nothing to do: they are those of
        the last layout that succeeded, and nothing changed since (the tree's layout flag)."""
        return (root, width, height, right_to_left, safe_area) == self._last_layout and bool(self._layout_stands[0])

    def _layout(
        self, root: int, width: float | None, height: float | None, right_to_left: bool, safe_area: EdgeInsets | None
    ) -> tuple[float, float]:
        """``layout`` through ``ae_tree_layout`` (``ae_tree_layout_in_safe_area`` with a safe
        area), which records the request for ``ae_tree_layout_again``."""
        self._last_layout = None
        size = _CSize()
        proposal = (root, _NAN if width is None else width, _NAN if height is None else height)
        direction = 1 if right_to_left else 0
        if safe_area is None:
            status = self._call("Tree.layout", self._lib.ae_tree_layout, *proposal, direction, ctypes.byref(size))
        else:
            insets = (safe_area.top, safe_area.leading, safe_area.bottom, safe_area.trailing)
            status = self._call("Tree.layout", self._lib.ae_tree_layout_in_safe_area, *proposal, *insets, direction, ctypes.byref(size))
        check(status)
        self._last_layout = (root, width, height, right_to_left, safe_area)
        self._last_size = (size.width, size.height)
        return self._last_size

    def _raise_failure(self, status: int) -> None:
        """Raises the first exception a Python callback raised in the last call, else that of ``status``."""
        if self._errors:
            error = self._errors[0]
            self._errors.clear()
            raise error
        check(status)

    def _call(self, method: str, function: Any, *arguments: Any) -> Any:
        """For ``method`` (a name for messages, ``"Tree.layout"``), calls ``function(handle,
        *arguments)`` (a C function, or a reader of one such as the explanation's) holding the
        tree's lock: another call meanwhile, from a callback it runs or from another thread,
        raises ``BusyError``, and ``close()`` cannot free the tree under it. Raises the first
        exception a Python callback raised, else answers what ``function`` answered."""
        if not self._lock.acquire(False):
            if self._row_builder_thread == threading.get_ident() and method.startswith(_ROW_BUILDING):
                # A row builder's building call, inside the layout that holds the tree.
                return function(self.handle, *arguments)
            raise self._busy(method)
        try:
            self._running = method
            handle = self.handle
            self._errors.clear()
            answer = function(handle, *arguments)
        finally:
            self._running = None
            self._lock.release()
        if self._errors:
            self._raise_failure(0)
        return answer

    def _check(self, method: str, function: Any, *arguments: Any) -> None:
        """``_call``, and raises the error of the status it answers."""
        check(self._call(method, function, *arguments))

    def _busy(self, method: str) -> BusyError:
        """The error of ``method`` called while another call holds the tree."""
        return BusyError(
            f"tree is busy: {method}() was called while {self._running or 'another call'} is using the tree "
            "(from one of its callbacks, or another thread); call it after that call returns",
            BusyError.status,
            "AE_ERROR_BUSY",
        )

    def frames(self) -> array[float]:
        """Every view's frame and outer frame at once (``ae_tree_get_frames``), indexed by view id:
        8 doubles per view (frame x, y, width, height, then outer frame x, y, width, height)."""
        count = ctypes.c_size_t()
        capacity = self.view_count
        buffer = _doubles(8 * capacity)
        address = buffer.buffer_info()[0] if capacity else None
        self._check("Tree.frames", self._lib.ae_tree_get_frames, address, capacity, ctypes.byref(count))
        return buffer

    @property
    def layout_number(self) -> int:
        """The number of the last successful layout (1 for the tree's first), whose frames stand
        until the next layout runs, whatever changes in place come between; 0 when there is
        none (``ae_tree_get_layout_number``)."""
        number = ctypes.c_uint64()
        self._check("Tree.layout_number", self._lib.ae_tree_get_layout_number, ctypes.byref(number))
        return number.value

    def changed_views(self, out: Any = None) -> Any:
        """The ids of the views whose frame or outer frame the last layout changed, each once,
        in the order it changed them (``ae_tree_get_changed_views``); after a first layout,
        or the first after a failed one, every view it placed. Costs what that layout changed.

        Answers an ``array("i")``; or, given ``out`` (a writable buffer of int32 with room for
        every view, a NumPy array say), writes them there and answers their count."""
        count = ctypes.c_size_t()
        if out is not None:
            capacity = memoryview(out).nbytes // 4
            self._check("Tree.changed_views", self._lib.ae_tree_get_changed_views, _address(out) if capacity else None, capacity, ctypes.byref(count))
            return count.value
        buffer = array("i")
        while True:
            status = self._call("Tree.changed_views", self._lib.ae_tree_get_changed_views,
                                buffer.buffer_info()[0] if buffer else None, len(buffer), ctypes.byref(count))
            if status != BufferTooSmallError.status:
                break
            buffer = array("i", [0]) * count.value
        check(status)
        return buffer

    def keep_previous_frames(self, keep: bool = True) -> None:
        """Whether the tree also keeps the frames of the layout before the last one, which
        ``layout_frames`` then reads after the next layout (``ae_tree_set_keeps_previous_frames``)."""
        keep = arguments.boolean(keep, "Tree.keep_previous_frames(keep)")
        self._check("Tree.keep_previous_frames", self._lib.ae_tree_set_keeps_previous_frames, int(keep))

    def layout_frames(self, layout: int, out: Any, views: Any = None) -> None:
        """Writes the frames of ``views`` (every view, by view id, when None) as layout number
        ``layout`` placed them into ``out``, a writable buffer of doubles (a NumPy array, an
        ``array("d")``) with 8 per view, as ``frames`` writes them
        (``ae_tree_get_layout_frames``). Raises ``NotLaidOutError`` when that layout's frames
        are no longer kept (the last layout's are, and with ``keep_previous_frames`` the one's before)."""
        count = len(views) if views is not None else self.view_count
        if count == 0:
            return
        size = memoryview(out).nbytes
        if size < 64 * count:
            raise ValueError(f"Tree.layout_frames(out): the buffer holds {size // 64} views' frames, not {count}")
        chosen = _address(views) if views is not None else None
        self._check("Tree.layout_frames", self._lib.ae_tree_get_layout_frames, layout, chosen, count, _address(out))

    def guide_position(self, view: int, guide: Guide) -> float:
        """Where ``guide`` of ``view`` lies after the last layout, in the root's space (an x
        for a horizontal guide, a y for a vertical one): the position its container aligned,
        custom guides and explicit values included (``ae_view_get_guide_position``)."""
        position = ctypes.c_double()
        guide_id = self.guide_id(guide)
        self._check("Tree.guide_position", self._lib.ae_view_get_guide_position, _view(view, "Tree.guide_position"), guide_id, ctypes.byref(position))
        return position.value

    def text_lines(self, view: int) -> tuple[list[Rect], float, float]:
        """A Text's line frames and the y of its first and last baselines after the last
        layout (``ae_view_get_text_lines``), in the root's coordinate space."""
        view = _view(view, "Tree.text_lines")
        count = ctypes.c_size_t()
        first = ctypes.c_double()
        last = ctypes.c_double()
        capacity = _TEXT_LINES_CAPACITY
        while True:
            buffer = _doubles(4 * capacity)
            status = self._call(
                "Tree.text_lines", self._lib.ae_view_get_text_lines,
                view, buffer.buffer_info()[0], capacity, ctypes.byref(count), ctypes.byref(first), ctypes.byref(last),
            )
            if status != BufferTooSmallError.status:
                break
            capacity = count.value
        check(status)
        return _rects(buffer, count.value), first.value, last.value

    def all_text_lines(self) -> dict[int, tuple[list[Rect], float, float]]:
        """Every Text's line frames and the y of its first and last baselines after the last
        layout, by view id, in one call (``ae_tree_get_text_lines``); Texts the layout did
        not reach are absent."""
        text_count = ctypes.c_size_t()
        line_count = ctypes.c_size_t()
        texts, lines = self._text_buffers
        while True:
            status = self._call(
                "Tree.all_text_lines", self._lib.ae_tree_get_text_lines,
                texts.buffer_info()[0] if texts else None, len(texts) // 4, ctypes.byref(text_count),
                lines.buffer_info()[0] if lines else None, len(lines) // 4, ctypes.byref(line_count),
            )
            if status != BufferTooSmallError.status:
                break
            texts, lines = _doubles(4 * text_count.value), _doubles(4 * line_count.value)
            self._text_buffers = texts, lines
        check(status)
        frames = _rects(lines, line_count.value)
        answer: dict[int, tuple[list[Rect], float, float]] = {}
        start = 0
        for t in range(0, 4 * text_count.value, 4):
            end = start + int(texts[t + 1])
            answer[int(texts[t])] = frames[start:end], texts[t + 2], texts[t + 3]
            start = end
        return answer

    def _create_view(self, function: Any, *arguments: object) -> int:
        """A view made by the library's function ``function(tree, *arguments, &out)``
        (``library().ae_view_create_grid`` ...); answers its id."""
        out = ctypes.c_int32()
        self._check(function.__name__, function, *arguments, ctypes.byref(out))
        return out.value

    def observe_geometry(self, reader: int, observer: Callable[[float, float], None]) -> None:
        """Calls ``observer(width, height)`` whenever a layout places GeometryReader ``reader``
        (``ae_view_observe_geometry``), before its children are laid out."""
        callback = GEOMETRY_FN(self._geometry_trampoline(observer))
        self._check("Tree.observe_geometry", self._lib.ae_view_observe_geometry, arguments.whole(reader, "Tree.observe_geometry(reader)"), callback, None)
        self._callbacks.append(callback)

    def observe_geometry_frame(self, reader: int, observer: Callable[[Rect], None]) -> None:
        """Calls ``observer(frame)`` with GeometryReader ``reader``'s frame in the root's space
        whenever a layout places it (``ae_view_observe_geometry_frame``)."""
        errors = self._errors

        def trampoline(x: float, y: float, width: float, height: float, _user_data: object) -> None:
            try:
                observer(Rect(x, y, width, height))
            except BaseException as error:  # noqa: BLE001 - re-raised by Tree.layout
                errors.append(error)

        callback = GEOMETRY_FRAME_FN(trampoline)
        self._check("Tree.observe_geometry_frame", self._lib.ae_view_observe_geometry_frame, reader, callback, None)
        self._callbacks.append(callback)

    def set_platform(self, name: str) -> None:
        """Makes the tree's controls use platform profile ``name`` (``"ios18"``, ``"ios26"``,
        ``"macos"``) with its own numbers (``ae_tree_set_platform``)."""
        self._check("Tree.set_platform", self._lib.ae_tree_set_platform, arguments.string(name, "Tree.set_platform(name)").encode())

    def set_platform_metric(self, name: str, value: float) -> None:
        """Overrides one number of the tree's platform profile (``ae_tree_set_platform_metric``)."""
        metric = arguments.string(name, "Tree.set_platform_metric(name)").encode()
        self._check("Tree.set_platform_metric", self._lib.ae_tree_set_platform_metric, metric, arguments.real(value, "Tree.set_platform_metric(value)"))

    def platform_metric(self, name: str) -> float:
        """One number of the tree's platform profile (``ae_tree_get_platform_metric``)."""
        out = ctypes.c_double()
        self._check("Tree.platform_metric", self._lib.ae_tree_get_platform_metric, arguments.string(name, "Tree.platform_metric(name)").encode(), ctypes.byref(out))
        return out.value

    def tap_target(self, view: int) -> Rect | None:
        """The frame people tap to use control ``view`` after the last layout, or None for a
        view that is not a tappable control (``ae_view_get_tap_target``)."""
        frame, tappable = _CRect(), ctypes.c_int()
        self._check("Tree.tap_target", self._lib.ae_view_get_tap_target, view, ctypes.byref(frame), ctypes.byref(tappable))
        return Rect(frame.x, frame.y, frame.width, frame.height) if tappable.value else None

    def set_pixel_scale(self, scale: float | None) -> None:
        """The screen's pixels per point (``ae_tree_set_pixel_scale``; None: none): a Divider is
        one pixel thick."""
        self._check("Tree.set_pixel_scale", self._lib.ae_tree_set_pixel_scale, 0.0 if scale is None else scale)

    # Text environment: fonts, Dynamic Type, symbols, how texts fit.

    def set_text_font(self, view: int, metrics: Sequence[float] | None, traits: Sequence[int] | None) -> None:
        """A Text's own font (``ae_view_set_text_font``): metrics (None with a text style in
        ``traits``) and ``ae_font_traits`` (None: none); both None: its environment's."""
        self._check("Tree.set_text_font", self._lib.ae_view_set_text_font, view, *_font_arguments(metrics, traits))

    def apply_font(self, view: int, metrics: Sequence[float] | None, traits: Sequence[int] | None) -> None:
        """``.font(_:)`` on any view (``ae_view_apply_font``), arguments as ``set_text_font``."""
        self._check("Tree.apply_font", self._lib.ae_view_apply_font, view, *_font_arguments(metrics, traits))

    def set_text_modifier(self, view: int, index: int, modifier: int, value: float) -> None:
        """Text modifier number ``index`` of ``view`` gets ``value`` (``ae_view_set_text_modifier``)."""
        self._check("Tree.set_text_modifier", self._lib.ae_view_set_text_modifier, view, index, modifier, value)

    def set_font(self, metrics: Sequence[float] | None, traits: Sequence[int] | None) -> None:
        """The root's font (``ae_tree_set_font``), arguments as ``set_text_font``."""
        self._check("Tree.set_font", self._lib.ae_tree_set_font, *_font_arguments(metrics, traits))

    def set_dynamic_type_size(self, size: int) -> None:
        """The Dynamic Type size of the root (``ae_tree_set_dynamic_type_size``, an ``AE_DYNAMIC_TYPE_SIZE_*``)."""
        self._check("Tree.set_dynamic_type_size", self._lib.ae_tree_set_dynamic_type_size, size)

    def symbol(self, name: str, size: tuple[float, float] | None, resizable: bool) -> int:
        """Creates an ``Image(systemName:)`` (``ae_view_create_symbol``); ``size``: its box in
        ems, or None for its name's."""
        c_size = (ctypes.c_double * 2)(*size) if size is not None else None
        return self._create_view(self._lib.ae_view_create_symbol, name.encode(), c_size, int(resizable))

    def define_symbol(self, name: str, width: float, height: float) -> None:
        """The box (ems) of every symbol named ``name`` without one (``ae_tree_define_symbol``)."""
        self._check("Tree.define_symbol", self._lib.ae_tree_define_symbol, name.encode(), width, height)

    def warnings(self) -> list[str]:
        """What lays out by a documented fallback (``ae_tree_get_warnings``): one message each."""
        out, length = ctypes.c_void_p(), ctypes.c_size_t()
        self._check("Tree.warnings", self._lib.ae_tree_get_warnings, ctypes.byref(out), ctypes.byref(length))
        return take_string(out, length.value).splitlines()

    def all_text_fits(self) -> dict[int, tuple[bool, float]]:
        """Every Text's fit after the last layout, by view id (``ae_tree_get_text_fits``):
        whether it was truncated, and the scale it shrank to (1 if it did not)."""
        count = ctypes.c_size_t()
        fits = array("d")
        while True:
            status = self._call("Tree.all_text_fits", self._lib.ae_tree_get_text_fits, fits.buffer_info()[0] if fits else None, len(fits) // 3, ctypes.byref(count))
            if status != BufferTooSmallError.status:
                break
            fits = _doubles(3 * count.value)
        check(status)
        return {int(fits[t]): (fits[t + 1] == 1, fits[t + 2]) for t in range(0, 3 * count.value, 3)}

    def set_text_lines(self, view: int, line_limit: int | None, reserves_space: bool, line_spacing: float) -> None:
        """A Text's ``.lineLimit(_:reservesSpace:)`` and ``.lineSpacing(_:)`` at once."""
        self.set_line_limit(view, line_limit, reserves_space)
        self.set_line_spacing(view, line_spacing)

    def set_line_limit(self, view: int, line_limit: int | None, reserves_space: bool = False) -> None:
        """A Text's ``.lineLimit(_:reservesSpace:)`` (``ae_view_set_line_limit``; None: no limit)."""
        self._check("Tree.set_line_limit", self._lib.ae_view_set_line_limit, view, line_limit or 0, int(reserves_space))

    def set_line_spacing(self, view: int, spacing: float) -> None:
        """A Text's ``.lineSpacing(_:)`` (``ae_view_set_line_spacing``): points between its lines."""
        self._check("Tree.set_line_spacing", self._lib.ae_view_set_line_spacing, view, spacing)

    def apply_container_relative_length(
        self, view: int, axes: int, length: Callable[[float, str], float], horizontal: int, vertical: int
    ) -> None:
        """``.containerRelativeFrame(axes, alignment:) { length, axis in ... }``
        (``ae_view_apply_container_relative_frame_callback``): ``length(container_length,
        axis)``, axis ``"horizontal"`` or ``"vertical"``, answers the frame's length."""
        errors = self._errors

        def trampoline(container_length: float, axis: int, _user_data: Any) -> float:
            try:
                return float(length(container_length, "horizontal" if axis == 0 else "vertical"))
            except BaseException as error:  # noqa: BLE001 - re-raised by Tree.layout
                errors.append(error)
                return _NAN

        callback = LENGTH_FN(trampoline)
        self._check("Tree.apply_container_relative_length", self._lib.ae_view_apply_container_relative_frame_callback,
                    view, axes, callback, None, horizontal, vertical)
        self._callbacks.append(callback)

    # Trampolines: they never let an exception reach ctypes, and never refer to the tree
    # itself (so a tree is freed as soon as it is unreachable).

    def _guide_trampoline(self, function: Callable[[ViewDimensions], float]) -> Callable[[Any, Any], float]:
        errors = self._errors
        reader = _DimensionsReader(self._guides)

        def trampoline(pointer: Any, _user_data: Any) -> float:
            dimensions = ViewDimensions(pointer, reader)
            try:
                return float(function(dimensions))
            except BaseException as error:  # noqa: BLE001 - re-raised by Tree.layout
                errors.append(error)
                return _NAN
            finally:
                dimensions._invalidate()

        return trampoline

    def _measure_trampoline(self, function: MeasureFunction) -> Callable[[float, float, Any, Any], int]:
        errors = self._errors

        # Called once per leaf and distinct proposal, so it makes no object beyond those ctypes
        # makes for the call and the function's answer: `out` (the ae_size) is written through
        # a double pointer. (About 550 ns a call with a trivial measure function, 80 ns above
        # a ctypes callback that only writes `out`; through an ae_size object it cost 750.)
        def trampoline(width: float, height: float, _user_data: Any, out: Any) -> int:
            try:
                out[0], out[1] = function(None if width != width else width, None if height != height else height)
                return 0
            except BaseException as error:  # noqa: BLE001 - re-raised by Tree.layout
                errors.append(error)
                return 1

        return trampoline

    def _measure_batch_trampoline(self, function: MeasureBatchFunction) -> Callable[[int, int, Any, int, Any], int]:
        errors = self._errors
        table = self._measure_data

        # One call per batch: the requests are copied in one step, the sizes written in one
        # (``write_sizes``); what the function does per request is its own.
        def trampoline(requests: int, count: int, _user_data: Any, out: int, answered: Any) -> int:
            try:
                answered[0] = write_sizes(function(read_requests(requests, count, table)), out, count)
                return 0
            except BaseException as error:  # noqa: BLE001 - re-raised by Tree.layout
                errors.append(error)
                return 1

        return trampoline

    def _data_baseline_trampoline(self, function: BatchBaselineFunction) -> Callable[[float, float, Any], float]:
        errors = self._errors
        table = self._measure_data

        def trampoline(width: float, height: float, view_data: Any) -> float:
            try:
                return float(function(table.get(view_data or 0), width, height))
            except BaseException as error:  # noqa: BLE001 - re-raised by Tree.layout
                errors.append(error)
                return _NAN

        return trampoline

    def _geometry_trampoline(self, function: Callable[[float, float], None]) -> Callable[[float, float, Any], None]:
        errors = self._errors

        def trampoline(width: float, height: float, _user_data: Any) -> None:
            try:
                function(width, height)
            except BaseException as error:  # noqa: BLE001 - re-raised by Tree.layout
                errors.append(error)

        return trampoline

    def _baseline_trampoline(self, function: BaselineFunction) -> Callable[[float, float, Any], float]:
        errors = self._errors

        def trampoline(width: float, height: float, _user_data: Any) -> float:
            try:
                return float(function(width, height))
            except BaseException as error:  # noqa: BLE001 - re-raised by Tree.layout
                errors.append(error)
                return _NAN

        return trampoline


class _DimensionsReader:
    """Reads guide values of a guide callback's ``ae_dimensions`` for ``ViewDimensions``:
    custom guides must be defined in the tree already."""

    __slots__ = ("_guides",)

    def __init__(self, guides: dict[_Guide, int]) -> None:
        self._guides = guides

    def _id(self, guide: Guide) -> int:
        if guide.builtin_id is not None:
            return guide.builtin_id
        known = self._guides.get(guide)
        if known is None:
            raise InvalidGuideError(
                f"guide {guide.name!r} is not defined in this layout; use it in the tree or pass it in layout(guides=...)"
            )
        return known

    def value(self, pointer: Any, guide: Guide) -> float:
        value = ctypes.c_double()
        check(library().ae_dimensions_get_value(pointer, self._id(guide), ctypes.byref(value)))
        return value.value

    def explicit_value(self, pointer: Any, guide: Guide) -> float | None:
        has_value = ctypes.c_int()
        value = ctypes.c_double()
        check(library().ae_dimensions_get_explicit_value(pointer, self._id(guide), ctypes.byref(has_value), ctypes.byref(value)))
        return value.value if has_value.value else None


#: The methods (and C functions) a row builder may call from inside a layout: building.
_ROW_BUILDING = (
    "Tree.build", "Tree.text", "Tree.measured_batch", "Tree.define_measure", "Tree.set_children", "Tree.set_id", "Tree.set_color",
    "Tree.set_layout_value", "Tree.alignment_guide", "Tree.guide_id", "Tree.view_count", "Tree.apply_container_relative_length",
    "Tree.set_rows", "ae_view_create_",
)

#: The edges of ``Tree.set_padding``, in its order.
_EDGES = ("top", "leading", "bottom", "trailing")


def _on(view: object) -> str:
    """Which view a bad argument was for: ``on view 3``."""
    return f"on view {view!r}"


def _view(view: int, method: str) -> int:
    """A view id passed to ``method``: a whole number an ``int32_t`` holds."""
    return arguments.whole(view, f"{method}(view)")


def _modifier(view: int, index: int, method: str) -> tuple[int, int]:
    """The view id and modifier index passed to ``method``."""
    return _view(view, method), arguments.whole(index, f"{method}(index)")


def _optional(value: float | None) -> float:
    """An optional number as the C library takes it: None is ``AE_UNSPECIFIED`` (NaN)."""
    return _NAN if value is None else value


def _expression(value: GuideFunction | None) -> bytes:
    if isinstance(value, str):
        return value.encode()
    if isinstance(value, (int, float)) and not isinstance(value, bool):
        return repr(float(value)).encode()
    raise TypeError(f"a guide value must be a callable, an expression string or a number, not {value!r}")


def _doubles(count: int) -> array[float]:
    """``count`` zeros for the library to write into: one allocation (a zeroed ``bytes``
    turned into an array is two, and twice the fresh memory to fault in)."""
    return array("d", [0.0]) * count


def _address(buffer: Any) -> int:
    """The address of a writable buffer's first byte (an ``array``, a NumPy array, a ``bytearray``)."""
    info = getattr(buffer, "buffer_info", None)
    if info is not None:
        return info()[0]
    return ctypes.addressof(ctypes.c_char.from_buffer(buffer))


def _rects(values: array[float], count: int) -> list[Rect]:
    """The first ``count`` rectangles of 4 doubles each (x, y, width, height) in ``values``."""
    numbers = iter(values[: 4 * count])
    return list(map(Rect._make, zip(numbers, numbers, numbers, numbers)))
