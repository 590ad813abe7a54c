"""Pictures of layouts: SVG (no dependencies) and PNG (through Pillow).

Every view's frame is drawn in document order (parents under their children), filled with
its colour if it has one and outlined otherwise, with its id as a label. On request the
alignment guides that placed the children of stacks are drawn as dashed lines: for the
built-in edge and centre guides, from the children that have no explicit value for the
guide (a result holds frames only: explicit, baseline and custom guide values come from
``Tree.guide_position`` on a tree that is kept).
"""

from __future__ import annotations

import math
import re
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any
from xml.sax.saxutils import escape

if TYPE_CHECKING:
    from .result import LayoutResult, Rect

__all__ = ["to_svg", "save_png", "color_rgb"]

#: SwiftUI's system colours (light mode).
_SYSTEM_COLORS = {
    "red": (255, 59, 48),
    "orange": (255, 149, 0),
    "yellow": (255, 204, 0),
    "green": (52, 199, 89),
    "mint": (0, 199, 190),
    "teal": (48, 176, 199),
    "cyan": (50, 173, 230),
    "blue": (0, 122, 255),
    "indigo": (88, 86, 214),
    "purple": (175, 82, 222),
    "pink": (255, 45, 85),
    "brown": (162, 132, 94),
    "gray": (142, 142, 147),
    "grey": (142, 142, 147),
    "black": (0, 0, 0),
    "white": (255, 255, 255),
    "primary": (0, 0, 0),
    "secondary": (142, 142, 147),
}
_HEX = re.compile(r"^#?([0-9a-fA-F]{6})$")
_OUTLINE = (120, 120, 128)
_GUIDE = (230, 0, 120)
_LABEL = (30, 30, 30)
_EDGE_FRACTION = {"leading": 0.0, "top": 0.0, "center": 0.5, "trailing": 1.0, "bottom": 1.0}


def color_rgb(color: str) -> tuple[int, int, int] | None:
    """The RGB of a colour name (SwiftUI's system colours, ``#rrggbb``), None for ``clear`` or unknown names."""
    name = color.strip()
    if name.lower() in _SYSTEM_COLORS:
        return _SYSTEM_COLORS[name.lower()]
    match = _HEX.match(name)
    if match:
        value = int(match.group(1), 16)
        return (value >> 16 & 255, value >> 8 & 255, value & 255)
    return None


@dataclass(frozen=True)
class _Shape:
    kind: str  # "rect", "rounded", "capsule", "ellipse"
    rect: tuple[float, float, float, float]
    fill: tuple[int, int, int] | None
    label: str | None
    container: bool


@dataclass(frozen=True)
class _Line:
    x1: float
    y1: float
    x2: float
    y2: float
    guide: str


def _shape_kind(view_type: str) -> str:
    return {"RoundedRectangle": "rounded", "Capsule": "capsule", "Ellipse": "ellipse", "Circle": "ellipse"}.get(view_type, "rect")


def _finite(rect: Rect) -> bool:
    return all(math.isfinite(v) for v in rect)


def _scene(result: LayoutResult, guides: bool) -> tuple[tuple[float, float, float, float], list[_Shape], list[_Line]]:
    """The bounds (x, y, width, height), the shapes in drawing order, and the guide lines."""
    shapes: list[_Shape] = []
    min_x, min_y = 0.0, 0.0
    max_x = result.size.width if math.isfinite(result.size.width) else 0.0
    max_y = result.size.height if math.isfinite(result.size.height) else 0.0
    views = [view for view in result if _finite(view.frame)]
    for view in views:
        frame = view.frame
        min_x, min_y = min(min_x, frame.x), min(min_y, frame.y)
        max_x, max_y = max(max_x, frame.max_x), max(max_y, frame.max_y)
        fill = color_rgb(view.color) if view.color else None
        container = view.type in ("HStack", "VStack", "ZStack", "GeometryReader")
        shapes.append(_Shape(_shape_kind(view.type), tuple(frame), fill, view.id, container))  # type: ignore[arg-type]
    lines = _guide_lines(result) if guides else []
    return (min_x, min_y, max(max_x - min_x, 1.0), max(max_y - min_y, 1.0)), shapes, lines


def _guide_lines(result: LayoutResult) -> list[_Line]:
    by_parent: dict[str, list[Any]] = {}
    for view in result:
        parent, _, last = view.path.rpartition("/")
        if last.isdigit():
            by_parent.setdefault(parent or "/", []).append(view)
    lines: list[_Line] = []
    for view in result:
        horizontal, vertical = view.record.alignment
        children = by_parent.get(view.path, [])
        frame = view.frame
        if not children or not _finite(frame):
            continue
        for axis, name in (("horizontal", horizontal), ("vertical", vertical)):
            if name not in _EDGE_FRACTION:
                continue
            for child in children:
                if f"{axis}:{name}" in child.record.explicit:
                    continue
                outer = child.outer_frame
                dx, dy = child.record.end_offset
                if axis == "horizontal":
                    x = outer.x - dx + outer.width * _EDGE_FRACTION[name]
                    lines.append(_Line(x, frame.y, x, frame.max_y, name))
                else:
                    y = outer.y - dy + outer.height * _EDGE_FRACTION[name]
                    lines.append(_Line(frame.x, y, frame.max_x, y, name))
                break
    return lines


def _hex(rgb: tuple[int, int, int]) -> str:
    return "#%02x%02x%02x" % rgb


def _fmt(value: float) -> str:
    return f"{value:.3f}".rstrip("0").rstrip(".")


def to_svg(result: LayoutResult, *, guides: bool = False, labels: bool = True, scale: float = 1.0) -> str:
    """An SVG document of the layout: a ``<rect>`` (or ``<ellipse>``) per view in document
    order, ``<text>`` labels with view ids, and with ``guides`` the guide ``<line>``s."""
    (bx, by, bw, bh), shapes, lines = _scene(result, guides)
    out = [
        f'<svg xmlns="http://www.w3.org/2000/svg" width="{_fmt(bw * scale)}" height="{_fmt(bh * scale)}" '
        f'viewBox="{_fmt(bx)} {_fmt(by)} {_fmt(bw)} {_fmt(bh)}">',
        f'<rect class="canvas" x="{_fmt(bx)}" y="{_fmt(by)}" width="{_fmt(bw)}" height="{_fmt(bh)}" fill="white"/>',
    ]
    for shape in shapes:
        x, y, w, h = shape.rect
        fill = _hex(shape.fill) if shape.fill else "none"
        stroke = f'stroke="{_hex(_OUTLINE)}" stroke-width="0.5"' + (' stroke-dasharray="2 2"' if shape.container else "")
        if shape.kind == "ellipse":
            out.append(
                f'<ellipse cx="{_fmt(x + w / 2)}" cy="{_fmt(y + h / 2)}" rx="{_fmt(w / 2)}" ry="{_fmt(h / 2)}" fill="{fill}" {stroke}/>'
            )
        else:
            radius = min(w, h) / 2 if shape.kind == "capsule" else (min(8.0, min(w, h) / 2) if shape.kind == "rounded" else 0)
            rounded = f' rx="{_fmt(radius)}"' if radius else ""
            out.append(f'<rect x="{_fmt(x)}" y="{_fmt(y)}" width="{_fmt(w)}" height="{_fmt(h)}"{rounded} fill="{fill}" {stroke}/>')
    for line in lines:
        out.append(
            f'<line class="guide" x1="{_fmt(line.x1)}" y1="{_fmt(line.y1)}" x2="{_fmt(line.x2)}" y2="{_fmt(line.y2)}" '
            f'stroke="{_hex(_GUIDE)}" stroke-width="0.75" stroke-dasharray="4 2"><title>{escape(line.guide)}</title></line>'
        )
    if labels:
        for shape in shapes:
            if shape.label:
                x, y, _, _ = shape.rect
                out.append(f'<text x="{_fmt(x + 2)}" y="{_fmt(y + 9)}" font-family="sans-serif" font-size="8" fill="{_hex(_LABEL)}">{escape(shape.label)}</text>')
    out.append("</svg>")
    return "\n".join(out) + "\n"


def save_png(result: LayoutResult, path: str, *, scale: float = 2.0, guides: bool = False, labels: bool = True) -> None:
    """Writes a PNG picture of the layout (the same drawing as ``to_svg``) with Pillow."""
    try:
        from PIL import Image, ImageDraw
    except ImportError as error:
        raise ImportError("PNG pictures need Pillow: pip install pillow") from error
    (bx, by, bw, bh), shapes, lines = _scene(result, guides)
    image = Image.new("RGB", (max(1, math.ceil(bw * scale)), max(1, math.ceil(bh * scale))), "white")
    draw = ImageDraw.Draw(image)

    def box(x: float, y: float, w: float, h: float) -> list[float]:
        x0, y0 = (x - bx) * scale, (y - by) * scale
        return [x0, y0, x0 + max(w * scale - 1, 0), y0 + max(h * scale - 1, 0)]

    for shape in shapes:
        corners = box(*shape.rect)
        outline = None if shape.fill else _OUTLINE
        if shape.kind == "ellipse":
            draw.ellipse(corners, fill=shape.fill, outline=outline)
        elif shape.kind in ("capsule", "rounded"):
            _, _, w, h = shape.rect
            radius = min(w, h) / 2 if shape.kind == "capsule" else min(8.0, min(w, h) / 2)
            draw.rounded_rectangle(corners, radius=radius * scale, fill=shape.fill, outline=outline)
        else:
            draw.rectangle(corners, fill=shape.fill, outline=outline)
    for line in lines:
        draw.line([((line.x1 - bx) * scale, (line.y1 - by) * scale), ((line.x2 - bx) * scale, (line.y2 - by) * scale)], fill=_GUIDE, width=1)
    if labels:
        for shape in shapes:
            if shape.label:
                x0, y0, _, _ = box(*shape.rect)
                draw.text((x0 + 2, y0 + 1), shape.label, fill=_LABEL)
    image.save(path, format="PNG")
