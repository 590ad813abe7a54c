"""Writes a ``Scene`` as an SVG document (the one renderer: PNG pictures rasterise this SVG)."""

from __future__ import annotations

import math
from typing import Sequence
from xml.sax.saxutils import escape, quoteattr

from ..values.geometry import Rect
from .scene import BASELINE, BUILTIN_GUIDE, CUSTOM_GUIDE, HIGHLIGHT, LABEL_FONT_SIZE, LABEL_TEXT, OUTLINE, PADDING_BAND, SPACING_BAND, Scene

__all__ = ["write_svg", "TEXT_FONT", "LABEL_FONT"]

#: The font families pictures name: installed with the project's setup (fonts-dejavu-core),
#: so the browser and the rasteriser draw the same glyphs (``scene.TEXT_FONT_FILE``).
TEXT_FONT = "DejaVu Sans, sans-serif"
LABEL_FONT = "DejaVu Sans Mono, monospace"


def _fmt(value: float) -> str:
    return f"{value:.3f}".rstrip("0").rstrip(".") if math.isfinite(value) else "0"


def _hex(rgb: tuple[int, int, int]) -> str:
    return "#%02x%02x%02x" % rgb


def _title(text: str) -> str:
    return f"<title>{escape(text)}</title>"


def write_svg(scene: Scene, *, scale: float = 1.0, interactive: bool = False, highlights: Sequence[Rect] = ()) -> str:
    """The SVG text of a scene, ``scale`` pixels per point. With ``interactive``, every view
    also gets a transparent hit area (``<rect class="hit" data-path="…">``, innermost on top)
    for pages that react to the pointer. ``highlights`` are outlined in red above everything."""
    if not (math.isfinite(scale) and scale > 0):
        raise ValueError(f"scale must be a finite number > 0, not {scale!r}")
    b = scene.bounds
    out = [
        f'<svg xmlns="http://www.w3.org/2000/svg" width="{_fmt(b.width * scale)}" height="{_fmt(b.height * scale)}" '
        f'viewBox="{_fmt(b.x)} {_fmt(b.y)} {_fmt(b.width)} {_fmt(b.height)}">',
        f'<rect class="canvas" x="{_fmt(b.x)}" y="{_fmt(b.y)}" width="{_fmt(b.width)}" height="{_fmt(b.height)}" fill="white"/>',
        '<g class="views">',
    ]
    for box in scene.boxes:
        x, y, w, h = box.rect
        path = quoteattr(box.path)
        if box.shape == "outline":
            out.append(
                f'<rect class="outline" data-path={path} x="{_fmt(x)}" y="{_fmt(y)}" width="{_fmt(w)}" height="{_fmt(h)}" '
                f'fill="none" stroke="{_hex(OUTLINE)}" stroke-width="0.5" stroke-dasharray="2 2">{_title(box.title)}</rect>'
            )
            continue
        fill = _hex(box.fill) if box.fill else "none"
        if box.shape == "ellipse":
            out.append(
                f'<ellipse class="view" data-path={path} cx="{_fmt(x + w / 2)}" cy="{_fmt(y + h / 2)}" rx="{_fmt(w / 2)}" ry="{_fmt(h / 2)}" '
                f'fill="{fill}">{_title(box.title)}</ellipse>'
            )
            continue
        radius = min(w, h) / 2 if box.shape == "capsule" else (min(8.0, min(w, h) / 2) if box.shape == "rounded" else 0.0)
        rounded = f' rx="{_fmt(radius)}"' if radius else ""
        out.append(
            f'<rect class="view" data-path={path} x="{_fmt(x)}" y="{_fmt(y)}" width="{_fmt(w)}" height="{_fmt(h)}"{rounded} '
            f'fill="{fill}">{_title(box.title)}</rect>'
        )
        if box.shape == "image":
            out.append(
                f'<path class="image-cross" d="M{_fmt(x)} {_fmt(y)}L{_fmt(x + w)} {_fmt(y + h)}M{_fmt(x + w)} {_fmt(y)}L{_fmt(x)} {_fmt(y + h)}" '
                f'stroke="{_hex(OUTLINE)}" stroke-width="0.5" fill="none"/>'
            )
    out.append("</g>")
    out.append(f'<g class="texts" font-family="{TEXT_FONT}">')
    for run in scene.texts:
        # A transform (not textLength, which rasterisers ignore) makes the glyphs span the line's width.
        out.append(
            f'<text class="text" data-path={quoteattr(run.path)} transform="matrix({_fmt(run.stretch)} 0 0 1 {_fmt(run.x)} {_fmt(run.baseline)})" '
            f'font-size="{_fmt(run.font_size)}" fill="{_hex(run.fill)}">{escape(run.text)}</text>'
        )
    out.append("</g>")
    if scene.bands or scene.lines or scene.labels:
        out.extend(_explanation_layer(scene))
    if highlights:
        out.append('<g class="highlights">')
        for x, y, w, h in highlights:
            out.append(f'<rect class="highlight" x="{_fmt(x)}" y="{_fmt(y)}" width="{_fmt(w)}" height="{_fmt(h)}" '
                       f'fill="none" stroke="{_hex(HIGHLIGHT)}" stroke-width="2"/>')
        out.append("</g>")
    if interactive:
        out.append('<g class="hits">')
        for path, (x, y, w, h) in scene.hits:
            out.append(
                f'<rect class="hit" data-path={quoteattr(path)} x="{_fmt(x)}" y="{_fmt(y)}" width="{_fmt(w)}" height="{_fmt(h)}" '
                'fill="transparent" pointer-events="all"/>'
            )
        out.append("</g>")
    out.append("</svg>")
    return "\n".join(out) + "\n"


def _explanation_layer(scene: Scene) -> list[str]:
    out = ['<g class="explanation" pointer-events="none">']
    for band in scene.bands:
        x, y, w, h = band.rect
        color = PADDING_BAND if band.kind == "padding" else SPACING_BAND
        out.append(
            f'<rect class="band {band.kind}" x="{_fmt(x)}" y="{_fmt(y)}" width="{_fmt(w)}" height="{_fmt(h)}" '
            f'fill="{_hex(color)}" fill-opacity="0.25">{_title(band.title)}</rect>'
        )
    for line in scene.lines:
        if line.kind == "baseline":
            style = f'stroke="{_hex(BASELINE)}" stroke-width="0.75"'
        else:
            color = CUSTOM_GUIDE if line.custom else BUILTIN_GUIDE
            style = f'stroke="{_hex(color)}" stroke-width="{1 if line.custom else 0.75}" stroke-dasharray="4 2"'
        out.append(
            f'<line class="guide {line.kind}" data-guide={quoteattr(line.guide)} x1="{_fmt(line.x1)}" y1="{_fmt(line.y1)}" '
            f'x2="{_fmt(line.x2)}" y2="{_fmt(line.y2)}" {style}>{_title(line.title)}</line>'
        )
    for mark in scene.marks:
        color = _hex(CUSTOM_GUIDE if mark.custom else BUILTIN_GUIDE)
        if mark.explicit:
            # Explicit values (alignmentGuide, baselines): a filled diamond.
            r = 2.5
            points = f"{_fmt(mark.x)},{_fmt(mark.y - r)} {_fmt(mark.x + r)},{_fmt(mark.y)} {_fmt(mark.x)},{_fmt(mark.y + r)} {_fmt(mark.x - r)},{_fmt(mark.y)}"
            out.append(f'<polygon class="mark explicit" points="{points}" fill="{color}">{_title(mark.title)}</polygon>')
        else:
            out.append(
                f'<circle class="mark default" cx="{_fmt(mark.x)}" cy="{_fmt(mark.y)}" r="1.75" fill="white" stroke="{color}" '
                f'stroke-width="0.75">{_title(mark.title)}</circle>'
            )
    for label in scene.labels:
        x, y, w, h = label.rect
        color = _hex(CUSTOM_GUIDE if label.custom else BUILTIN_GUIDE)
        ax, ay = label.anchor
        # The leader runs from the line's end to the nearest side of the label.
        lx = min(max(ax, x), x + w)
        ly = min(max(ay, y), y + h)
        out.append('<g class="label">')
        out.append(
            f'<line class="leader" x1="{_fmt(ax)}" y1="{_fmt(ay)}" x2="{_fmt(lx)}" y2="{_fmt(ly)}" stroke="{color}" '
            'stroke-width="0.5" stroke-dasharray="1 1"/>'
        )
        out.append(
            f'<rect class="label-box" x="{_fmt(x)}" y="{_fmt(y)}" width="{_fmt(w)}" height="{_fmt(h)}" rx="1.5" '
            f'fill="white" stroke="{color}" stroke-width="0.5"/>'
        )
        out.append(
            f'<text class="label-text" x="{_fmt(x + 2)}" y="{_fmt(y + h - 3)}" font-family="{LABEL_FONT}" '
            f'font-size="{_fmt(LABEL_FONT_SIZE)}" fill="{_hex(LABEL_TEXT)}">{escape(label.text)}</text>'
        )
        out.append("</g>")
    out.append("</g>")
    return out
