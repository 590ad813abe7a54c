"""The HTML page in a real headless browser: Debian's Chromium driven by Playwright (the
system browser, never a downloaded one). Hovering a view shows its proposal and frame;
clicking a view in the outline keeps it shown."""

from __future__ import annotations

from pathlib import Path

import pytest

from alignment_engine import layout_document
from alignment_engine.pictures.html import save_html

from conftest import REPOSITORY

CSDN = REPOSITORY / "examples" / "documents" / "seed001-csdn-cross-stack.json"


def test_hovering_a_view_shows_its_proposal_and_frame(browser, tmp_path: Path) -> None:  # type: ignore[no-untyped-def]
    result = layout_document(CSDN)
    page_file = tmp_path / "csdn.html"
    save_html(result, page_file)
    page = browser.new_page()
    requests: list[str] = []
    page.on("request", lambda request: requests.append(request.url))
    page.goto(page_file.as_uri())
    page.hover('rect.hit[data-path="/0/0"]')
    details = page.locator(".ae-details")
    assert details.get_attribute("data-path") == "/0/0"
    assert details.locator('[data-field="id"]').inner_text() == "handle"
    assert details.locator('[data-field="kind"]').inner_text() == "Text"
    assert details.locator('[data-field="proposal"]').inner_text() == "60 x 53.75"
    assert details.locator('[data-field="frame"]').inner_text() == "(7.5, 30.5, 45, 17)"
    assert details.locator('[data-field="size"]').inner_text() == "45 x 17"
    assert ".alignmentGuide(midAccountAndName) = 8.5: proposed 60 x 53.75" in details.locator('[data-field="modifiers"]').inner_text()
    assert "center (horizontal): d[center] = 22.5 (default)" in details.locator('[data-field="guides"]').inner_text()

    # Hovering in the outline works too: the second column's stack and its custom guide value.
    page.hover('.ae-tree li[data-path="/1"]')
    assert details.locator('[data-field="id"]').inner_text() == "name"
    assert "midAccountAndName (vertical, custom): d[midAccountAndName] = 39 (content), line at y = 39" in details.locator(
        '[data-field="guides"]'
    ).inner_text()

    # A click pins the view: hovering another one no longer replaces it.
    page.click('.ae-tree li[data-path="/1/1"]')
    page.hover('rect.hit[data-path="/0/1"]')
    assert details.get_attribute("data-path") == "/1/1"
    assert details.locator('[data-field="frame"]').inner_text() == tuple_text(result["user"].frame)
    assert ".alignmentGuide(midAccountAndName) = 14" in details.locator('[data-field="modifiers"]').inner_text()
    assert requests == [page_file.as_uri()]  # self-contained: nothing else is fetched
    page.close()


def tuple_text(rect) -> str:  # type: ignore[no-untyped-def]
    return "(" + ", ".join(f"{v:g}" for v in rect) + ")"
