"""Text measured by a real font instead of the metrics model.

``font_text(text, font)`` makes a host-measured view whose size and baselines come from a
FreeType font through Pillow (``PIL.ImageFont.truetype(...)`` or
``ImageFont.load_default(size=...)``). The engine aligns its baselines like a ``Text``'s:

    from PIL import ImageFont
    title = font_text("Title", ImageFont.load_default(size=36))
    body = font_text("Some body text", ImageFont.load_default(size=16))
    layout(HStack(title, body, alignment=VerticalAlignment.first_text_baseline))

Lines wrap greedily at spaces under a proposed width (a word wider than the width breaks
between characters, at least one character a line), a finite proposed height caps the lines,
and the answer is (widest line, lines x line height, plus ``line_spacing`` between lines, as
``.lineSpacing(_:)`` adds): the content-sized contract the engine's measured views ask for.

A weight, italics, a width or ``monospaced`` pick the font file of that face next to the
font's own (``font_face``: ``DejaVuSans.ttf`` -> ``DejaVuSans-Bold.ttf``,
``DejaVuSansCondensed-Oblique.ttf``, ``DejaVuSansMono.ttf`` ...), where it is installed; the
font itself where it is not. A host-measured text does not see the engine's text
environment (``.bold()`` on a view around it): give its face here.
"""

from __future__ import annotations

import math
import os
from typing import Any, Protocol

from .._native.measure_batch import MeasureBatch
from ..values import _arguments as arguments
from ..values.text import FontWeight, FontWidth
from .leaves import Measured

__all__ = ["FontLike", "FontTextLayout", "font_face", "font_text", "measure_font_texts"]

#: The file-name styles that may stand for each weight, the first installed one chosen.
_WEIGHT_STYLES = {
    FontWeight.ultra_light: ("ExtraLight", "UltraLight", "Thin", "Light"),
    FontWeight.thin: ("Thin", "ExtraLight", "UltraLight", "Light"),
    FontWeight.light: ("Light", "ExtraLight"),
    FontWeight.regular: ("",),
    FontWeight.medium: ("Medium", ""),
    FontWeight.semibold: ("SemiBold", "Semibold", "DemiBold", "Bold"),
    FontWeight.bold: ("Bold",),
    FontWeight.heavy: ("Heavy", "ExtraBold", "Black", "Bold"),
    FontWeight.black: ("Black", "Heavy", "ExtraBold", "Bold"),
}
#: Style suffixes a font file's name may end with, longest first (to find its family).
_STYLE_SUFFIXES = sorted(
    {style + slant for styles in _WEIGHT_STYLES.values() for style in styles for slant in ("", "Italic", "Oblique")}
    | {"Regular", "Book", "Roman"}, key=len, reverse=True)
#: Family-name parts for a width or a monospaced design.
_WIDTH_PARTS = {FontWidth.compressed: ("Compressed", "Condensed"), FontWidth.condensed: ("Condensed",), FontWidth.expanded: ("Expanded",)}


def font_face(
    font: Any, weight: FontWeight | str | None = None, *, italic: bool = False, width: FontWidth | str | None = None,
    monospaced: bool = False,
) -> Any:
    """The face of ``font``'s family (a Pillow ``FreeTypeFont`` read from a file) in ``weight``
    (None: regular), italic, ``width`` and monospaced, at the same size: the installed font file whose name is
    the family's with that style (``DejaVuSans-Bold.ttf``, ``DejaVuSansCondensed-BoldOblique.ttf``,
    ``DejaVuSansMono.ttf``); ``font`` itself when no such file is installed or the font has no
    file."""
    weight = None if weight is None else arguments.member(weight, FontWeight, "font_face(weight)")
    width = None if width is None else arguments.member(width, FontWidth, "font_face(width)")
    path = getattr(font, "path", None)
    if not isinstance(path, (str, os.PathLike)) or (weight in (None, FontWeight.regular) and not italic and width in (None, FontWidth.standard) and not monospaced):
        return font
    directory, name = os.path.split(os.fspath(path))
    stem, extension = os.path.splitext(name)
    family = stem.split("-")[0]
    for suffix in _STYLE_SUFFIXES:
        if suffix and family.endswith(suffix) and family != suffix:
            family = family[: -len(suffix)]
            break
    designs = [family + part for part in (_WIDTH_PARTS.get(width, ("",)) if width is not None else ("",))]
    if monospaced:
        designs = [design + "Mono" for design in designs]
    for design in designs:
        for style in _WEIGHT_STYLES[FontWeight.regular if weight is None else weight]:
            for slant in (("Italic", "Oblique") if italic else ("",)):
                for styled in ([f"{design}-{style}{slant}"] if style or slant else [design, f"{design}-Regular", f"{design}-Book"]):
                    candidate = os.path.join(directory, styled + extension)
                    if os.path.exists(candidate):
                        return font.font_variant(font=candidate)
    return font


class FontLike(Protocol):
    """What is needed of a font: Pillow's ``FreeTypeFont`` has both methods."""

    def getlength(self, text: str) -> float:
        """The advance of ``text`` in pixels."""
        ...

    def getmetrics(self) -> tuple[int, int]:
        """The font's ascent and descent in pixels."""
        ...


class FontTextLayout:
    """Wraps and measures one string in one font; its methods are the measured view's callbacks."""

    def __init__(self, text: str, font: FontLike, line_spacing: float = 0.0) -> None:
        self.paragraphs = [paragraph.split(" ") for paragraph in text.split("\n")]
        self.font = font
        self.ascent, descent = font.getmetrics()
        self.line_height = float(self.ascent + descent)
        self.line_spacing = line_spacing
        #: From the top of one line to the top of the next.
        self.line_pitch = self.line_height + line_spacing

    def lines(self, width: float | None) -> list[str]:
        """The lines of the text wrapped under ``width`` (None or infinite: no wrapping)."""
        wraps = width is not None and math.isfinite(width)
        lines: list[str] = []
        for words in self.paragraphs:
            if not wraps:
                lines.append(" ".join(words))
                continue
            assert width is not None
            current: str | None = None
            for word in words:
                candidate = word if current is None else f"{current} {word}"
                if current is not None and self.font.getlength(candidate) <= width:
                    current = candidate
                    continue
                if current is not None:
                    lines.append(current)
                while len(word) > 1 and self.font.getlength(word) > width:
                    cut = max(1, max((k for k in range(1, len(word)) if self.font.getlength(word[:k]) <= width), default=1))
                    lines.append(word[:cut])
                    word = word[cut:]
                current = word
            lines.append(current if current is not None else "")
        return lines

    def measure(self, width: float | None, height: float | None) -> tuple[float, float]:
        """The view's size for a proposal (None = unspecified)."""
        lines = self.lines(width)
        if height is not None and math.isfinite(height) and self.line_pitch > 0:
            # n lines take n x line height + (n - 1) x line spacing.
            lines = lines[: max(1, math.floor((height + self.line_spacing) / self.line_pitch))]
        return max(self.font.getlength(line) for line in lines), len(lines) * self.line_pitch - self.line_spacing

    def first_baseline(self, width: float, height: float) -> float:
        """Distance from the top to the first line's baseline."""
        return float(self.ascent)

    def last_baseline(self, width: float, height: float) -> float:
        """Distance from the top to the last line's baseline."""
        lines = max(1, round((height + self.line_spacing) / self.line_pitch)) if self.line_pitch > 0 else 1
        return (lines - 1) * self.line_pitch + self.ascent


def measure_font_texts(batch: MeasureBatch) -> list[tuple[float, float]]:
    """The batch measure of every ``font_text``: each request's ``FontTextLayout`` measures it."""
    return [layout.measure(width, height) for layout, width, height in batch]


def font_text(
    text: str, font: FontLike, line_spacing: float = 0.0, *, weight: FontWeight | str | None = None, italic: bool = False,
    width: FontWidth | str | None = None, monospaced: bool = False,
) -> Measured:
    """A view showing ``text`` in ``font``, measured by the font, with text baselines;
    ``line_spacing`` points between lines (``.lineSpacing(_:)``, a number >= 0). ``weight``,
    ``italic``, ``width`` and ``monospaced`` measure it in that face of the font's family
    (``font_face``), where installed. All the font texts of a layout are measured by one
    batch measure (``measure_font_texts``)."""
    spacing = arguments.real(line_spacing, "font_text(line_spacing)", minimum=0)
    face = font_face(font, weight, italic=arguments.boolean(italic, "font_text(italic)"), width=width,
                     monospaced=arguments.boolean(monospaced, "font_text(monospaced)"))
    layout = FontTextLayout(arguments.string(text, "font_text(text)"), face, spacing)
    return Measured(measure_batch=measure_font_texts, data=layout,
                    first_baseline=FontTextLayout.first_baseline, last_baseline=FontTextLayout.last_baseline)
