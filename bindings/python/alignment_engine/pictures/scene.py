"""The scene of a layout: what a picture of it shows, once, for every picture format.

``build_scene(result, explain=...)`` turns a result and its explanation (from the layout
core) into a ``Scene``: boxes with their colour and shape, text runs at their baselines,
and with ``explain`` the explanation layer: every alignment line (built-in and custom guides,
by name) through the views it aligned, with a mark per aligned view (filled for explicit
values, hollow for defaults), first and last text baselines, padding and spacing as shaded
bands, and labels placed outside the views with leader lines so that they never overlap each
other or cover a view. ``alignment_engine.svg`` writes a scene as SVG; PNG is that SVG
rasterised, so the formats never differ.
"""

from __future__ import annotations

import ctypes
import math
import re
from dataclasses import dataclass, field
from functools import lru_cache
from typing import Any, Iterable

from .._native.library import check, library
from ..values.explanation import AlignmentLine, Explanation, ViewExplanation
from ..values.geometry import Rect

__all__ = ["Box", "TextRun", "Line", "Band", "Mark", "Label", "Scene", "build_scene", "color_rgb", "LABEL_FONT_SIZE"]

RGB = tuple[int, int, int]

#: SwiftUI's system colours (light mode).
_SYSTEM_COLORS: dict[str, RGB] = {
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

#: The primary (foreground) colour: unstyled shapes and text.
PRIMARY: RGB = (0, 0, 0)
IMAGE_FILL: RGB = (209, 209, 214)
OUTLINE: RGB = (142, 142, 147)
BUILTIN_GUIDE: RGB = (230, 0, 120)
CUSTOM_GUIDE: RGB = (0, 128, 255)
BASELINE: RGB = (255, 149, 0)
PADDING_BAND: RGB = (255, 149, 0)
SPACING_BAND: RGB = (52, 199, 89)
LABEL_TEXT: RGB = (30, 30, 30)
#: The outline of a view the layout checks found (``highlight``).
HIGHLIGHT: RGB = (230, 30, 80)

#: Labels use a monospaced font, so their boxes are known without measuring text.
LABEL_FONT_SIZE = 8.0
_LABEL_CHAR_WIDTH = 0.6021 * LABEL_FONT_SIZE  # DejaVu Sans Mono's advance
_LABEL_HEIGHT = LABEL_FONT_SIZE * 1.4
_LABEL_PAD = 2.0
_GUTTER = 10.0
_SHAPES = {"RoundedRectangle": "rounded", "Capsule": "capsule", "Ellipse": "ellipse", "Circle": "ellipse"}
_FILLED = {"Color", "Rectangle", "RoundedRectangle", "Capsule", "Ellipse", "Circle"}
#: The tracks a lazy grid's explanation names: ``tracks: 0+70, 78+57`` (start+length).
_TRACKS = re.compile(r"tracks: ([^)]*)\)$")


@lru_cache(maxsize=None)
def _has_children(view_type: str) -> bool:
    """Whether views of ``view_type`` are containers, as the library says."""
    has_children = ctypes.c_int32()
    check(library().ae_view_type_has_children(view_type.encode(), ctypes.byref(has_children)))
    return bool(has_children.value)


def color_rgb(color: str) -> RGB | None:
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
class Box:
    """A view's frame drawn as a shape (``rect``, ``rounded``, ``capsule``, ``ellipse``,
    ``image``, ``outline`` for containers and texts in the explanation layer)."""

    path: str
    shape: str
    rect: Rect
    fill: RGB | None
    title: str


@dataclass(frozen=True)
class TextRun:
    """One line of a Text, drawn from ``x`` at its ``baseline`` over ``width`` points: the
    glyphs of ``TEXT_FONT_FILE`` at ``font_size``, squeezed or stretched by ``stretch`` so the
    line takes exactly the width the engine's font metrics gave it."""

    path: str
    text: str
    x: float
    baseline: float
    width: float
    font_size: float
    fill: RGB
    stretch: float


@dataclass(frozen=True)
class Line:
    """A guide line (``kind``: ``alignment`` or ``baseline``; ``custom`` for custom guides)."""

    x1: float
    y1: float
    x2: float
    y2: float
    kind: str
    guide: str
    custom: bool
    title: str


@dataclass(frozen=True)
class Mark:
    """Where an aligned view's guide met the line: ``explicit`` values are drawn filled."""

    x: float
    y: float
    explicit: bool
    custom: bool
    title: str


@dataclass(frozen=True)
class Band:
    """A shaded ``padding`` or ``spacing`` band."""

    rect: Rect
    kind: str
    title: str


@dataclass(frozen=True)
class Label:
    """A line's name in a box (``rect``) outside the views, with a leader line from ``anchor``."""

    text: str
    rect: Rect
    anchor: tuple[float, float]
    custom: bool


@dataclass
class Scene:
    """Everything a picture draws, in the root's coordinate space; ``bounds`` includes the margin."""

    bounds: Rect
    boxes: list[Box] = field(default_factory=list)
    texts: list[TextRun] = field(default_factory=list)
    bands: list[Band] = field(default_factory=list)
    lines: list[Line] = field(default_factory=list)
    marks: list[Mark] = field(default_factory=list)
    labels: list[Label] = field(default_factory=list)
    #: Every view's frame in drawing order (for pages that make views clickable).
    hits: list[tuple[str, Rect]] = field(default_factory=list)


def _finite(rect: Rect) -> bool:
    return all(math.isfinite(v) for v in rect)


def _union(rects: Iterable[Rect]) -> Rect | None:
    rects = [r for r in rects if _finite(r)]
    if not rects:
        return None
    x0, y0 = min(r.x for r in rects), min(r.y for r in rects)
    x1, y1 = max(r.max_x for r in rects), max(r.max_y for r in rects)
    return Rect(x0, y0, x1 - x0, y1 - y0)


def _drawing_order(explanation: Explanation) -> list[ViewExplanation]:
    """Views as SwiftUI draws them: a background's content, then the view, its children,
    then its overlays' content (depth first, with an explicit stack)."""
    below: dict[str, list[ViewExplanation]] = {}
    above: dict[str, list[ViewExplanation]] = {}
    for view in explanation.views:
        if view.parent is None:
            continue
        parent = explanation[view.parent]
        _, _, tail = view.path.rpartition("/modifiers/")
        is_background = "/modifiers/" in view.path and tail.isdigit() and any(
            s.kind == "background" and s.modifier == int(tail) for s in parent.steps
        )
        (below if is_background else above).setdefault(view.parent, []).append(view)
    order: list[ViewExplanation] = []
    roots = [v for v in explanation.views if v.parent is None]
    # Work items: (view, expanded?): a view is expanded into its backgrounds, itself, then the rest.
    stack: list[tuple[ViewExplanation, bool]] = [(root, False) for root in reversed(roots)]
    while stack:
        view, expanded = stack.pop()
        if expanded:
            order.append(view)
            continue
        for child in reversed(above.get(view.path, [])):
            stack.append((child, False))
        stack.append((view, True))
        for child in reversed(below.get(view.path, [])):
            stack.append((child, False))
    return order


def _box(view: ViewExplanation, explain: bool) -> Box | None:
    frame = view.frame
    if not _finite(frame):
        return None
    title = f"{view.label} {tuple(frame)}"
    color = color_rgb(view.color) if view.color else None
    if view.type in _FILLED:
        fill = color if view.color else PRIMARY
        if view.color and color is None:  # clear or an unknown name: nothing to fill
            return Box(view.path, "outline", frame, None, title) if explain else None
        return Box(view.path, _SHAPES.get(view.type, "rect"), frame, fill, title)
    if view.type == "Image":
        return Box(view.path, "image", frame, IMAGE_FILL, title)
    if explain and (_has_children(view.type) or view.type in ("Text", "Measured")):
        return Box(view.path, "outline", frame, None, title)
    return None


#: The font text is drawn with (Debian's fonts-dejavu-core, installed by the setup).
TEXT_FONT_FILE = "DejaVuSans.ttf"


@lru_cache(maxsize=64)
def _font(size: float) -> Any:
    try:
        from PIL import ImageFont

        return ImageFont.truetype(TEXT_FONT_FILE, size)
    except (ImportError, OSError):
        return None


def _stretch(string: str, font_size: float, width: float) -> float:
    """How much the font's glyphs must be scaled horizontally to span ``width`` (1 when the
    font cannot be measured: Pillow or the font missing)."""
    font = _font(font_size)
    natural = font.getlength(string) if font is not None else 0.0
    return width / natural if natural > 0 and width > 0 else 1.0


def _text_runs(view: ViewExplanation) -> list[TextRun]:
    text = view.text
    if text is None:
        return []
    fill = (color_rgb(view.color) if view.color else None) or PRIMARY
    return [
        TextRun(view.path, string, line.x, line.y + text.ascent, line.width, text.font_size, fill, _stretch(string, text.font_size, line.width))
        for string, line in zip(text.line_strings, text.lines)
        if string and _finite(line)
    ]


def _matters(line: AlignmentLine) -> bool:
    """Whether an alignment is worth drawing: every stack's, and a frame's, overlay's or
    background's when it moved something (a child shorter or longer than the frame on that
    axis, or an explicit value)."""
    if line.kind in ("HStack", "VStack", "ZStack"):
        return True
    horizontal = line.axis == "horizontal"
    length = line.extent.width if horizontal else line.extent.height
    return any(m.explicit or (m.frame.width if horizontal else m.frame.height) != length for m in line.members)


def _alignment_layer(explanation: Explanation, scene: Scene) -> list[tuple[Line, float, float]]:
    """Lines, marks and spacing bands of every alignment; returns each line with the point
    its label points at and the coordinate it wants along the gutter."""
    wanted: list[tuple[Line, float, float]] = []
    for line in explanation.alignments:
        members = [m for m in line.members if _finite(m.frame)]
        span = _union([line.extent, *(m.frame for m in members)])
        if span is None or not math.isfinite(line.position) or not _matters(line):
            continue
        container = explanation[line.container]
        owner = f"the {line.kind} (modifier {line.modifier}) of {container.label}" if line.modifier is not None else container.label
        values = ", ".join(f"{m.path}: {m.value:g} ({m.source})" for m in members)
        title = f"{line.guide} ({line.axis}{', custom' if line.custom else ''}) of {owner} at {line.position:g}; {values}"
        p = line.position
        if line.axis == "horizontal":
            drawn = Line(p, span.y, p, span.max_y, "alignment", line.guide, line.custom, title)
            wanted.append((drawn, p, span.max_y))
            for m in members:
                scene.marks.append(Mark(p, m.frame.mid_y, m.explicit, line.custom, f"{m.path}: d[{line.guide}] = {m.value:g} ({m.source})"))
        else:
            drawn = Line(span.x, p, span.max_x, p, "alignment", line.guide, line.custom, title)
            wanted.append((drawn, span.max_x, p))
            for m in members:
                scene.marks.append(Mark(m.frame.mid_x, p, m.explicit, line.custom, f"{m.path}: d[{line.guide}] = {m.value:g} ({m.source})"))
        scene.lines.append(drawn)
        if line.kind in ("HStack", "VStack") and line.modifier is None:
            _spacing_bands(line, members, scene)
    return wanted


def _spacing_bands(line: AlignmentLine, members: list[Any], scene: Scene) -> None:
    horizontal_stack = line.kind == "HStack"
    ordered = sorted(members, key=lambda m: m.frame.x if horizontal_stack else m.frame.y)
    for before, after in zip(ordered, ordered[1:]):
        if horizontal_stack:
            gap = after.frame.x - before.frame.max_x
            rect = Rect(before.frame.max_x, line.extent.y, gap, line.extent.height)
        else:
            gap = after.frame.y - before.frame.max_y
            rect = Rect(line.extent.x, before.frame.max_y, line.extent.width, gap)
        if gap > 0:
            scene.bands.append(Band(rect, "spacing", f"spacing {gap:g} in {line.kind} {line.container}"))


def _track_bands(view: ViewExplanation, scene: Scene) -> None:
    """The spacing between a lazy grid's tracks (columns of a LazyVGrid, rows of a
    LazyHGrid), across the whole grid, as spacing bands."""
    match = _TRACKS.search(view.steps[-1].description) if view.type in ("LazyVGrid", "LazyHGrid") and view.steps else None
    if match is None or not _finite(view.frame):
        return
    cells = [tuple(float(n) for n in cell.split("+")) for cell in match.group(1).split(", ")]
    f, columns = view.frame, view.type == "LazyVGrid"
    for (start, length), (next_start, _) in zip(cells, cells[1:]):
        gap = next_start - (start + length)
        if gap <= 0:
            continue
        if columns:
            x = f.x + (f.width - next_start if view.right_to_left else start + length)
            rect = Rect(x, f.y, gap, f.height)
        else:
            rect = Rect(f.x, f.y + start + length, f.width, gap)
        scene.bands.append(Band(rect, "spacing", f"spacing {gap:g} between the {'columns' if columns else 'rows'} of {view.label}"))


def _padding_bands(view: ViewExplanation, scene: Scene) -> None:
    for outer, inner in zip(view.steps, view.steps[1:]):
        if outer.kind != "padding" or not (_finite(outer.frame) and _finite(inner.frame)):
            continue
        o, i = outer.frame, inner.frame
        title = f"{outer.part}: {outer.description}" if outer.part else f"{outer.description} of {view.label}"
        for rect in (
            Rect(o.x, o.y, o.width, i.y - o.y),
            Rect(o.x, i.max_y, o.width, o.max_y - i.max_y),
            Rect(o.x, i.y, i.x - o.x, i.height),
            Rect(i.max_x, i.y, o.max_x - i.max_x, i.height),
        ):
            if rect.width > 0 and rect.height > 0:
                scene.bands.append(Band(rect, "padding", title))


def _baselines(view: ViewExplanation, scene: Scene) -> None:
    text = view.text
    if text is None or not _finite(view.frame):
        return
    frame = view.frame
    for name, y in (("firstTextBaseline", text.first_baseline), ("lastTextBaseline", text.last_baseline)):
        if math.isfinite(y) and (name == "firstTextBaseline" or y != text.first_baseline):
            scene.lines.append(Line(frame.x, y, frame.max_x, y, "baseline", name, False, f"{name} of {view.label} at y = {y:g}"))


def _label_size(text: str) -> tuple[float, float]:
    return len(text) * _LABEL_CHAR_WIDTH + 2 * _LABEL_PAD, _LABEL_HEIGHT


def _place_labels(wanted: list[tuple[Line, float, float]], content: Rect) -> list[Label]:
    """Labels in two gutters outside the views: names of horizontal lines (vertical guides) to
    the right, stacked downwards; names of vertical lines below, in rows, moved rightwards. A
    label never overlaps another one nor any view; a leader line joins it to its line."""
    labels: list[Label] = []
    right = sorted((w for w in wanted if w[0].y1 == w[0].y2), key=lambda w: w[2])
    x = content.max_x + _GUTTER
    bottom_of_right = content.max_y
    next_y = -math.inf
    for line, ax, ay in right:
        width, height = _label_size(line.guide)
        y = max(ay - height / 2, next_y)
        labels.append(Label(line.guide, Rect(x, y, width, height), (ax, ay), line.custom))
        next_y = y + height + 1
        bottom_of_right = max(bottom_of_right, y + height)
    below = sorted((w for w in wanted if w[0].y1 != w[0].y2), key=lambda w: w[1])
    row_top = max(content.max_y, bottom_of_right) + _GUTTER
    row_ends: list[float] = []
    for line, ax, ay in below:
        width, height = _label_size(line.guide)
        desired = ax - width / 2
        row = next((r for r, end in enumerate(row_ends) if end <= desired), None)
        if row is None:
            # Every row is taken there: start a new row, or shift within the least full one.
            row = len(row_ends)
            if row >= 3:
                row = min(range(len(row_ends)), key=lambda r: row_ends[r])
            else:
                row_ends.append(-math.inf)
        x0 = max(desired, row_ends[row])
        labels.append(Label(line.guide, Rect(x0, row_top + row * (height + 2), width, height), (ax, ay), line.custom))
        row_ends[row] = x0 + width + 2
    return labels


def build_scene(result: Any, explanation: Explanation, *, explain: bool = False, margin: float = 8.0) -> Scene:
    """The scene of a result (``size``) and its explanation; see the module's docstring."""
    if not (math.isfinite(margin) and margin >= 0):
        raise ValueError(f"margin must be a finite number >= 0, not {margin!r}")
    width, height = result.size
    root = Rect(0.0, 0.0, width if math.isfinite(width) else 0.0, height if math.isfinite(height) else 0.0)
    scene = Scene(root)
    for view in _drawing_order(explanation):
        box = _box(view, explain)
        if box is not None:
            scene.boxes.append(box)
        scene.texts.extend(_text_runs(view))
        if _finite(view.frame):
            scene.hits.append((view.path, view.frame))
    content = _union([root, *(v.frame for v in explanation.views)]) or root
    if explain:
        for view in explanation.views:
            _padding_bands(view, scene)
            _track_bands(view, scene)
            _baselines(view, scene)
        wanted = _alignment_layer(explanation, scene)
        scene.labels = _place_labels(wanted, content)
    everything = _union([content, *(label.rect for label in scene.labels)]) or content
    scene.bounds = Rect(everything.x - margin, everything.y - margin, max(everything.width, 1.0) + 2 * margin, max(everything.height, 1.0) + 2 * margin)
    return scene
