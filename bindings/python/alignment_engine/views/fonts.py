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
"""

from __future__ import annotations

import math
from typing import Protocol

from .._native.measure_batch import MeasureBatch
from ..values import _arguments as arguments
from .leaves import Measured

__all__ = ["FontLike", "FontTextLayout", "font_text", "measure_font_texts"]


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


def font_text(text: str, font: FontLike, line_spacing: float = 0.0) -> Measured:
    """A view showing ``text`` in ``font``, measured by the font, with text baselines;
    ``line_spacing`` points between lines (``.lineSpacing(_:)``, a number >= 0). All the font
    texts of a layout are measured by one batch measure (``measure_font_texts``)."""
    spacing = arguments.real(line_spacing, "font_text(line_spacing)", minimum=0)
    layout = FontTextLayout(arguments.string(text, "font_text(text)"), font, spacing)
    return Measured(measure_batch=measure_font_texts, data=layout,
                    first_baseline=FontTextLayout.first_baseline, last_baseline=FontTextLayout.last_baseline)
