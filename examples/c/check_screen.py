"""Checks what examples/c/draw_screen.c drew against the frames it printed.

    draw_screen OUTDIR > OUTDIR/frames.txt && python3 examples/c/check_screen.py OUTDIR/frames.txt

Needs Pillow (in the project's .venv). For each picture: its size is the root's size at the
picture's scale; the Texts' frames do not overlap; every dark (text) pixel lies inside a
Text's frame (1 pixel of anti-aliasing allowed) and every Text's frame holds dark pixels, so
each label was drawn where the engine put it; a Text of n lines is n line heights and n - 1
line spacings tall, its last baseline n - 1 line heights and spacings below its first, and
its text pixels reach down to its last baseline (the paragraph, 3 lines or more with 4
points of line spacing, is drawn at its laid-out height); the header's texts and each form
row's key and value share a baseline, and the values' left edges lie on the custom
valueColumn guide.
Between the pictures: the window narrowed from 360 to 280 points, the changed label grew,
the paragraph wrapped to more lines, and the incremental relayout measured less than a cold
layout and gave exactly its frames. Prints a summary; exits 1 with the failures otherwise.
"""

from __future__ import annotations

import math
import sys
from dataclasses import dataclass, field
from pathlib import Path

from PIL import Image

DARK = 100  # a pixel whose brightest channel is below this is text (backgrounds are lighter)
TOLERANCE_PIXELS = 1


@dataclass(frozen=True)
class View:
    id: str
    kind: str
    x: float
    y: float
    width: float
    height: float
    baseline: float | None


@dataclass(frozen=True)
class TextLines:
    """A Text's lines as the host drew them, and its last baseline in the root's space."""

    count: int
    line_height: float
    line_spacing: float
    last_baseline: float


@dataclass
class Screen:
    views: dict[str, View]
    texts: dict[str, TextLines] = field(default_factory=dict)
    picture: Path | None = None
    size: tuple[float, float] = (0.0, 0.0)
    scale: float = 1.0
    measures: int = 0
    value_column: float = math.nan


def read(path: Path) -> dict[str, Screen]:
    """The printed lines, by screen name ("screen-1", "screen-2", "cold")."""
    screens: dict[str, Screen] = {}
    for line in path.read_text().splitlines():
        kind, name, *rest = line.split()
        screen = screens.setdefault(name, Screen(views={}))
        if kind == "view":
            numbers = [float(value) for value in rest[2:]]
            baseline = numbers[4] if len(numbers) > 4 else None
            screen.views[rest[0]] = View(rest[0], rest[1], *numbers[:4], baseline)
        elif kind == "text":
            screen.texts[rest[0]] = TextLines(int(rest[1]), *(float(value) for value in rest[2:5]))
        elif kind == "picture":
            screen.picture, screen.size, screen.scale = Path(rest[0]), (float(rest[1]), float(rest[2])), float(rest[3])
        elif kind == "measures":
            screen.measures = int(rest[0])
        elif kind == "guide":
            screen.value_column = float(rest[1])
    return screens


def overlaps(a: View, b: View) -> bool:
    return a.x < b.x + b.width and b.x < a.x + a.width and a.y < b.y + b.height and b.y < a.y + a.height


def check_picture(name: str, screen: Screen, failures: list[str]) -> str:
    """Checks one picture against its frames; returns a summary line."""
    if screen.picture is None:
        failures.append(f"{name}: no picture was drawn")
        return f"{name}: no picture"
    image = Image.open(screen.picture).convert("RGB")
    expected = tuple(math.ceil(length * screen.scale) for length in screen.size)
    if image.size != expected:
        failures.append(f"{name}: picture is {image.size}, the root at scale {screen.scale:g} is {expected}")
    texts = [view for view in screen.views.values() if view.kind == "text"]
    for index, a in enumerate(texts):
        failures.extend(f"{name}: {a.id} and {b.id} overlap" for b in texts[index + 1 :] if overlaps(a, b))

    def pixel_box(view: View) -> tuple[float, float, float, float]:
        return (view.x * screen.scale - TOLERANCE_PIXELS, view.y * screen.scale - TOLERANCE_PIXELS,
                (view.x + view.width) * screen.scale + TOLERANCE_PIXELS,
                (view.y + view.height) * screen.scale + TOLERANCE_PIXELS)

    boxes = {view.id: pixel_box(view) for view in texts}
    inside = dict.fromkeys(boxes, 0)
    lowest = dict.fromkeys(boxes, -1)  # the lowest row of text pixels in each Text's frame
    outside: list[tuple[int, int]] = []
    width, height = image.size
    pixels = image.load()
    for y in range(height):
        for x in range(width):
            if max(pixels[x, y]) >= DARK:
                continue
            # pixel (x, y) covers [x, x + 1) x [y, y + 1)
            owner = next((key for key, (left, top, right, bottom) in boxes.items()
                          if left <= x and x + 1 <= right and top <= y and y + 1 <= bottom), None)
            if owner is None:
                outside.append((x, y))
            else:
                inside[owner] += 1
                lowest[owner] = y
    if outside:
        failures.append(f"{name}: {len(outside)} text pixels outside every Text's frame, e.g. {outside[:5]}")
    failures.extend(f"{name}: no text drawn in {key}'s frame" for key, count in inside.items() if count < 20)

    views = screen.views
    for view in texts:
        failures.extend(check_lines(name, view, screen.texts[view.id], lowest[view.id] + 1, screen.scale))
    bio = screen.texts["bio"]
    if bio.count < 3 or bio.line_spacing <= 0:
        failures.append(f"{name}: the paragraph has {bio.count} lines {bio.line_spacing:g} points apart: "
                        "nothing shows its line spacing")
    for group in (("title", "edit"), ("name.key", "name.value"), ("mail.key", "mail.value"), ("status.key", "status.value")):
        baselines = {views[key].baseline for key in group}
        if len(baselines) != 1:
            failures.append(f"{name}: {' and '.join(group)} do not share a baseline: {sorted(baselines)}")
    for key in ("name.value", "mail.value", "status.value"):
        if views[key].x != screen.value_column:
            failures.append(f"{name}: {key} starts at x = {views[key].x}, the valueColumn guide at {screen.value_column}")
    return (f"{name}: {width} x {height} pixels, {sum(inside.values())} text pixels inside the frames of "
            f"{len(texts)} Texts, {len(outside)} outside; valueColumn at x = {screen.value_column:g}; "
            f"{screen.measures} measure calls; the paragraph's {bio.count} lines {bio.line_spacing:g} points apart")


def check_lines(name: str, view: View, lines: TextLines, ink_bottom: int, scale: float) -> list[str]:
    """A Text of ``lines`` in ``view``'s frame, whose text pixels end ``ink_bottom`` pixels down
    the picture drawn at ``scale``: as tall as its lines and spacings, its baselines a line
    pitch apart, drawn down to its last baseline."""
    failures = []
    pitch = lines.line_height + lines.line_spacing
    height = lines.count * lines.line_height + (lines.count - 1) * lines.line_spacing
    if not math.isclose(view.height, height, abs_tol=1e-9):
        failures.append(f"{name}: {view.id} is {view.height} tall, not {lines.count} lines of {lines.line_height} "
                        f"{lines.line_spacing:g} apart ({height})")
    if view.baseline is None:
        return [*failures, f"{name}: {view.id} has no baseline"]
    if not math.isclose(lines.last_baseline - view.baseline, (lines.count - 1) * pitch, abs_tol=1e-9):
        failures.append(f"{name}: {view.id}'s last baseline {lines.last_baseline} is not {lines.count - 1} line "
                        f"pitches of {pitch} below its first, {view.baseline}")
    if ink_bottom < lines.last_baseline * scale - TOLERANCE_PIXELS:
        failures.append(f"{name}: {view.id}'s text is drawn down to y = {ink_bottom / scale:g}, above its last "
                        f"baseline {lines.last_baseline:g}: its lines are not drawn where the layout put them")
    return failures


def check(path: Path) -> list[str]:
    screens = read(path)
    failures: list[str] = []
    first, second, cold = screens["screen-1"], screens["screen-2"], screens["cold"]
    for name in ("screen-1", "screen-2"):
        print(check_picture(name, screens[name], failures))
    if (first.size[0], second.size[0]) != (360, 280):
        failures.append(f"window widths {first.size[0]:g} and {second.size[0]:g}, not 360 and 280")
    for key, view in first.views.items():
        changed = second.views[key]
        if key in ("name.value", "mail.value") and changed != view:
            failures.append(f"{key} moved although nothing changed it: {view} -> {changed}")
    if not second.views["status.value"].width > first.views["status.value"].width:
        failures.append("the changed label did not grow")
    if not second.views["bio"].height > first.views["bio"].height:
        failures.append("the paragraph did not wrap to more lines in the narrower window")
    if second.views["card"].width != first.views["card"].width - 80:
        failures.append("the card did not narrow with the window")
    if second.views != cold.views:
        different = [key for key in cold.views if second.views.get(key) != cold.views[key]]
        failures.append(f"the incremental relayout differs from a cold layout in {different}")
    if not 0 < second.measures < cold.measures:
        failures.append(f"the incremental relayout made {second.measures} measure calls, a cold layout {cold.measures}")
    print(f"screen-2 laid out incrementally ({second.measures} measure calls) equals a cold layout "
          f"({cold.measures} measure calls) in all {len(cold.views)} frames")
    return failures


if __name__ == "__main__":
    if len(sys.argv) != 2:
        sys.exit("usage: check_screen.py FRAMES.txt (what draw_screen printed)")
    problems = check(Path(sys.argv[1]))
    if problems:
        print("\n".join(problems), file=sys.stderr)
        sys.exit(1)
