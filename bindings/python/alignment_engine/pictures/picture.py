"""Pictures of layouts: SVG, and PNG rasterised from that SVG (with CairoSVG), so the two
never differ.

Both draw the layout's scene (``alignment_engine.scene``): views with their colours and
shapes, Text with its real lines and font size at its baselines, and with ``explain=True``
the explanation layer (every alignment guide by name, text baselines, padding and spacing
bands, explicit values marked, labels that overlap nothing). ``scale`` is pixels per point,
``margin`` the space in points around everything drawn.

``result`` is a ``LayoutResult`` made by ``layout`` or ``layout_document``: the explanation
the pictures need comes from the layout core through it. ``highlight`` names views by their
paths (``/0/2``) to outline in red above everything: what the layout checks found.
"""

from __future__ import annotations

import os
from typing import Any, Iterable, Union

from ..values import _arguments as arguments
from .scene import build_scene, color_rgb
from .svg import write_svg

__all__ = ["to_svg", "save_svg", "save_png", "png_bytes", "color_rgb"]

_Path = Union[str, "os.PathLike[str]"]


def to_svg(result: Any, *, explain: bool = False, scale: float = 1.0, margin: float = 8.0, highlight: Iterable[str] = ()) -> str:
    """The SVG document of a layout."""
    scale = arguments.real(scale, "to_svg(scale)", positive=True)
    margin = arguments.real(margin, "to_svg(margin)", minimum=0)
    paths = set(highlight)
    outlined = [view.frame for view in result if view.path in paths] if paths else []
    scene = build_scene(result, result.explanation, explain=arguments.boolean(explain, "to_svg(explain)"), margin=margin)
    return write_svg(scene, scale=scale, highlights=outlined)


def save_svg(result: Any, path: _Path, *, explain: bool = False, scale: float = 1.0, margin: float = 8.0, highlight: Iterable[str] = ()) -> None:
    """Writes ``to_svg(result, ...)`` to a file."""
    with open(path, "w", encoding="utf-8") as file:
        file.write(to_svg(result, explain=explain, scale=scale, margin=margin, highlight=highlight))


def png_bytes(svg: str) -> bytes:
    """An SVG document rasterised to PNG by CairoSVG (at the size the SVG states)."""
    try:
        import cairosvg
    except ImportError as error:  # pragma: no cover - the setup installs it
        raise ImportError("PNG pictures need CairoSVG: pip install cairosvg (scripts/python-env.sh installs it)") from error
    data: bytes = cairosvg.svg2png(bytestring=svg.encode("utf-8"))
    return data


def save_png(result: Any, path: _Path, *, explain: bool = False, scale: float = 1.0, margin: float = 8.0, highlight: Iterable[str] = ()) -> None:
    """Writes a PNG of the layout: exactly ``to_svg(result, ...)`` rasterised."""
    data = png_bytes(to_svg(result, explain=explain, scale=scale, margin=margin, highlight=highlight))
    with open(path, "wb") as file:
        file.write(data)
