"""The site's link check: every ``href`` and ``src`` of every HTML page the site wrote (all
but the DocC app's, whose pages are built by JavaScript) must name a file of the site, and a
``#fragment`` into one of these pages an id on it."""

from __future__ import annotations

from html.parser import HTMLParser
from pathlib import Path
from urllib.parse import unquote, urlsplit

#: Folders of the site whose pages are not checked here (DocC's JavaScript app).
SKIPPED = ("swift",)


class _Page(HTMLParser):
    def __init__(self) -> None:
        super().__init__()
        self.links: list[str] = []
        self.ids: set[str] = set()

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        for name, value in attrs:
            if value is None:
                continue
            if name in ("href", "src") and not (tag == "link" and ("rel", "canonical") in attrs):
                self.links.append(value)
            elif name in ("id", "name"):
                self.ids.add(value)


def broken_links(site: Path) -> list[str]:
    """Every broken internal link of the site, as "PAGE: LINK (why)"."""
    site = site.resolve()
    pages: dict[Path, _Page] = {}
    for path in sorted(site.rglob("*.html")):
        if path.relative_to(site).parts[0] in SKIPPED:
            continue
        page = _Page()
        page.feed(path.read_text(errors="replace"))
        pages[path] = page
    broken = []
    for path, page in pages.items():
        for link in page.links:
            parts = urlsplit(link)
            if parts.scheme or parts.netloc:
                continue  # another site, mailto:, data:

            target = path if not parts.path else (path.parent / unquote(parts.path)).resolve()
            if parts.path.endswith("/") or target.is_dir():
                target = target / "index.html"
            where = f"{path.relative_to(site)}: {link}"
            if not target.is_relative_to(site):
                broken.append(f"{where} (outside the site)")
            elif not target.exists():
                broken.append(f"{where} (no such file)")
            elif parts.fragment and target in pages and unquote(parts.fragment) not in pages[target].ids:
                broken.append(f"{where} (no id {parts.fragment!r})")
    return broken
