"""Small reStructuredText builders shared by the generated reference pages."""

from __future__ import annotations

from collections.abc import Iterable


def index_page(title: str, introduction: str, pages: Iterable[str]) -> str:
    """An index page: the title, an introduction, and a table of contents of ``pages``."""
    return (
        f"{title}\n{'=' * len(title)}\n\n{introduction}\n\n"
        ".. toctree::\n   :maxdepth: 1\n\n" + "\n".join(f"   {page}" for page in pages) + "\n"
    )
