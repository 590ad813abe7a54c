"""The leaves sized by their content: ``Image``, ``Text``, ``Spacer``, and ``Measured``, a leaf
Python measures."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, Callable

from ..values import _arguments as arguments
from ..values.parameters import Font, TextAlignment
from ..values.text import SymbolSize
from .view import View

if TYPE_CHECKING:
    from .._native.measure_batch import MeasureBatchFunction
    from .._native.tree import BaselineFunction, MeasureFunction, Tree
    from ._builder import Builder

__all__ = ["Image", "Text", "Spacer", "Measured"]


class Image(View):
    """``Image(...)`` of a natural size: ignores proposals unless ``resizable``.

    ``Image(system_name="star")`` is an SF Symbol (``Image(systemName:)``), sized from the font
    of its environment (its point size, weight, text style and Dynamic Type size) and its
    ``.image_scale``, its baseline with the text's; ``symbol_size`` gives its box in ems
    (``SymbolSize``; default: the size ``layout(symbols=)`` gives its name, else a 1 em
    square). With ``width`` and ``height`` it is an image of that natural size."""

    __slots__ = ("width", "height", "is_resizable", "system_name", "symbol_size")
    type_name = "Image"

    def __init__(
        self, width: float | None = None, height: float | None = None, resizable: bool = False, *,
        system_name: str | None = None, symbol_size: SymbolSize | tuple[float, float] | None = None,
    ) -> None:
        super().__init__()
        is_symbol = system_name is not None and width is None and height is None
        if not is_symbol and (width is None or height is None):
            raise TypeError("Image: give a width and a height, or a system_name")
        if symbol_size is not None and not is_symbol:
            raise TypeError("Image(symbol_size): a symbol size goes with a system_name, without width and height")
        object.__setattr__(self, "width", None if is_symbol else arguments.real(width, "Image(width)", minimum=0))
        object.__setattr__(self, "height", None if is_symbol else arguments.real(height, "Image(height)", minimum=0))
        object.__setattr__(self, "is_resizable", arguments.boolean(resizable, "Image(resizable)"))
        object.__setattr__(self, "system_name", None if system_name is None else arguments.string(system_name, "Image(system_name)"))
        if symbol_size is not None and not isinstance(symbol_size, SymbolSize):
            symbol_size = SymbolSize(*arguments.pair(symbol_size, "Image(symbol_size)", minimum=0))
        object.__setattr__(self, "symbol_size", symbol_size)

    @property
    def is_symbol(self) -> bool:
        """Whether the image is an SF Symbol sized from its font."""
        return self.width is None

    def resizable(self) -> Image:
        """``.resizable()``: takes whatever it is proposed."""
        return self._replace(is_resizable=True)

    def _emit(self, builder: Builder) -> int:
        if self.is_symbol:
            assert self.system_name is not None
            size = None if self.symbol_size is None else (self.symbol_size.width, self.symbol_size.height)
            return builder.direct(lambda tree: tree.symbol(self.system_name, size, self.is_resizable))
        assert self.width is not None and self.height is not None
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
        """``Text.font(_:)``: the text's own font (a text style's, ``Font.title``, follows the
        Dynamic Type size; ``Font.title.bold()`` and the other traits are the font's)."""
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
        font, traits = self.text_font, None
        metrics = None if font is None else font.as_tuple()
        if font is not None and font.has_traits:
            metrics, traits = (None if font.style is not None else metrics), font.traits()
        view = tree.text(self.text, metrics, self.text_line_limit, int(self.text_alignment), traits)
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

    Batch measure: ``Measured(measure_batch=f, data=d)`` instead of ``measure``. Every view
    with the same ``f`` is measured by ``f(batch)``, one call for many views' questions (a
    ``MeasureBatch``: iterate ``(data, width, height)``, or read ``widths``/``heights`` as
    arrays), returning one ``(width, height)`` per request, or an ``(n, 2)`` array. Its
    baseline functions take ``(data, width, height)``. The frames are those ``measure`` gives.
    """

    __slots__ = ("measure", "first_baseline", "last_baseline", "is_fixed_size", "measure_batch", "data")
    type_name = "Measured"

    def __init__(
        self,
        measure: MeasureFunction | None = None,
        first_baseline: Callable[..., float] | None = None,
        last_baseline: Callable[..., float] | None = None,
        *,
        fixed_size: bool = False,
        measure_batch: MeasureBatchFunction | None = None,
        data: Any = None,
    ) -> None:
        super().__init__()
        if (measure is None) == (measure_batch is None):
            raise TypeError("Measured: pass either measure or measure_batch (one of them)")
        for name, function in (("measure", measure), ("measure_batch", measure_batch), ("first_baseline", first_baseline), ("last_baseline", last_baseline)):
            if function is not None and not callable(function):
                raise TypeError(f"Measured({name}): expected a function, not {function!r}")
        object.__setattr__(self, "measure", measure)
        object.__setattr__(self, "first_baseline", first_baseline)
        object.__setattr__(self, "last_baseline", last_baseline)
        object.__setattr__(self, "is_fixed_size", arguments.boolean(fixed_size, "Measured(fixed_size)"))
        object.__setattr__(self, "measure_batch", measure_batch)
        object.__setattr__(self, "data", data)

    def _emit(self, builder: Builder) -> int:
        if self.measure_batch is not None:
            batch = builder.tree.define_measure_batch(self.measure_batch, self.first_baseline, self.last_baseline, fixed_size=self.is_fixed_size)
            return builder.direct(lambda tree: tree.measured_batch(batch, self.data))
        assert self.measure is not None
        measure = builder.tree.define_measure(self.measure, self.first_baseline, self.last_baseline, fixed_size=self.is_fixed_size)
        return builder.program.measured(measure)
