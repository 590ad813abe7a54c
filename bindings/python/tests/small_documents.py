"""Many small layout documents with frames known in closed form, for the command line's
batch test and its timing.

Document ``i`` is an HStack (alignment top, center or bottom, spacing ``i % 7``) of three
colours with fixed frames; its expected frames follow from SwiftUI's HStack rules: children
side by side with the spacing between them, the stack as tall as the tallest, each child
placed on the stack's alignment guide.

    python3 bindings/python/tests/small_documents.py 1000 /tmp/docs   # writes doc0000.json ...
"""

from __future__ import annotations

import json
import sys
from pathlib import Path
from typing import Any

_ALIGNMENTS = ("top", "center", "bottom")


def _children(i: int) -> list[tuple[str, float, float]]:
    """(id, width, height) of the document's colours; even heights keep centres on whole points."""
    return [(f"c{k}", float(10 + (i * 3 + k * 5) % 13), float(2 * (3 + (i + k * 7) % 9))) for k in range(3)]


def document(i: int) -> dict[str, Any]:
    """Small document number ``i``."""
    return {
        "format": 1,
        "root": {
            "type": "HStack",
            "id": f"row{i}",
            "alignment": _ALIGNMENTS[i % 3],
            "spacing": i % 7,
            "children": [
                {"type": "Color", "id": name, "color": "blue", "modifiers": [{"frame": {"width": w, "height": h}}]}
                for name, w, h in _children(i)
            ],
        },
    }


def expected_frames(i: int) -> dict[str, tuple[float, float, float, float]]:
    """Every view's frame (x, y, width, height) by id, worked out by hand from the HStack rules."""
    children = _children(i)
    spacing = float(i % 7)
    width = sum(w for _, w, _ in children) + spacing * (len(children) - 1)
    height = max(h for _, _, h in children)
    frames = {f"row{i}": (0.0, 0.0, width, height)}
    x = 0.0
    for name, w, h in children:
        y = {"top": 0.0, "center": (height - h) / 2, "bottom": height - h}[_ALIGNMENTS[i % 3]]
        frames[name] = (x, y, w, h)
        x += w + spacing
    return frames


def write_documents(folder: Path, count: int) -> list[Path]:
    """Writes documents ``doc0000.json`` ... into ``folder``; returns their paths."""
    folder.mkdir(parents=True, exist_ok=True)
    paths = []
    for i in range(count):
        path = folder / f"doc{i:04d}.json"
        path.write_text(json.dumps(document(i)), encoding="utf-8")
        paths.append(path)
    return paths


if __name__ == "__main__":
    if len(sys.argv) != 3:
        sys.exit(f"usage: {sys.argv[0]} COUNT FOLDER")
    write_documents(Path(sys.argv[2]), int(sys.argv[1]))
