"""The picture savers over the package's first pictures module (``to_svg`` / ``save_png`` with
``guides=``), until the scene renderer with ``pictures.save_svg`` / ``save_png(...,
explain=, scale=, margin=)`` is merged; delete this file then. The explanation layer is the
guide lines here, and the first renderer has no margin."""

from __future__ import annotations

from typing import Callable

from ..result import LayoutResult


def savers() -> dict[str, Callable[..., None]]:
    from .. import pictures

    def save_svg(result: LayoutResult, path: str, *, explain: bool = False, scale: float = 1.0, margin: float = 8.0) -> None:
        with open(path, "w", encoding="utf-8") as file:
            file.write(pictures.to_svg(result, guides=explain, scale=scale))

    def save_png(result: LayoutResult, path: str, *, explain: bool = False, scale: float = 1.0, margin: float = 8.0) -> None:
        pictures.save_png(result, path, guides=explain, scale=scale)

    return {"svg": save_svg, "png": save_png}
