"""The documentation site that ``scripts/docs.sh`` builds into ``site/`` (``scripts/test.sh``
builds it just before this suite), served on 127.0.0.1 and opened in Debian's Chromium
driven by Playwright: every page reached by following internal links from the landing page
opens, nothing it loads answers 404, every image is drawn, and every public Swift symbol,
Python name and C function of the header has its entry."""

from __future__ import annotations

import functools
import importlib
import pkgutil
import re
import threading
import urllib.error
import urllib.request
from http.server import SimpleHTTPRequestHandler, ThreadingHTTPServer
from urllib.parse import quote, urldefrag

import pytest

from conftest import REPOSITORY

SITE = REPOSITORY / "site"
HEADER = REPOSITORY / "bindings" / "c" / "include" / "alignment_engine.h"
SYMBOLS = SITE / "swift" / "symbols.txt"

pytestmark = pytest.mark.skipif(
    not (SITE / "index.html").exists(), reason="no site/ (scripts/docs.sh builds it; scripts/test.sh runs it first)"
)


class _QuietHandler(SimpleHTTPRequestHandler):
    def log_message(self, format: str, *args: object) -> None:  # noqa: A002 - the base class's name
        pass


@pytest.fixture(scope="module")
def base_url():  # type: ignore[no-untyped-def]
    """The site served by Python's http.server on a free port of 127.0.0.1, in a thread."""
    server = ThreadingHTTPServer(("127.0.0.1", 0), functools.partial(_QuietHandler, directory=str(SITE)))
    thread = threading.Thread(target=server.serve_forever, daemon=True)
    thread.start()
    yield f"http://127.0.0.1:{server.server_address[1]}"
    server.shutdown()
    server.server_close()
    thread.join()


@pytest.fixture(scope="module")
def crawl(browser, base_url):  # type: ignore[no-untyped-def]
    """Opens every page reachable from the landing page through links of the site (the Swift
    pages only at the door: they are a JavaScript app, opened in their own test) and returns
    (pages with the ids on each, failed loads, images not drawn, links to missing ids)."""
    page = browser.new_page()
    failures: list[str] = []
    page.on("response", lambda response: response.status >= 400 and failures.append(f"{response.status} {response.url}"))
    page.on("requestfailed", lambda request: failures.append(f"failed {request.url}"))
    start = f"{base_url}/index.html"
    queue, seen = [start], {start}
    pages: dict[str, set[str]] = {}
    missing_images: list[str] = []
    fragments: list[tuple[str, str, str]] = []
    while queue:
        url = queue.pop()
        if "/swift/" in url:  # DocC's app: only that the page is there
            status = _status(url)
            if status != 200:
                failures.append(f"{status} {url}")
            continue
        response = page.goto(url)
        assert response is not None and response.ok, f"{url}: {response.status if response else 'no response'}"
        pages[url] = set(page.eval_on_selector_all("[id]", "elements => elements.map(e => e.id)"))
        missing_images += [
            f"{url}: {source}"
            for source in page.eval_on_selector_all(
                "img", "images => images.filter(i => !(i.complete && i.naturalWidth > 0)).map(i => i.src)"
            )
        ]
        for link in page.eval_on_selector_all("a[href]", "links => links.map(a => a.href)"):
            target, fragment = urldefrag(link)
            if not target.startswith(base_url):
                continue
            if fragment:
                fragments.append((url, target, fragment))
            if target not in seen:
                seen.add(target)
                queue.append(target)
    page.close()
    broken_fragments = [
        f"{url}: {target}#{fragment}" for url, target, fragment in fragments if target in pages and fragment not in pages[target]
    ]
    return pages, failures, missing_images, broken_fragments


def _status(url: str) -> int:
    """The HTTP status of a GET of ``url`` (its path quoted as a browser would)."""
    base, path = url.split("/", 3)[:3], url.split("/", 3)[3]
    try:
        with urllib.request.urlopen("/".join(base) + "/" + quote(path, safe="/()':,=+!*$&;@~-._%")) as response:
            return int(response.status)
    except urllib.error.HTTPError as error:
        return error.code


def test_every_page_opens_with_nothing_missing(crawl) -> None:  # type: ignore[no-untyped-def]
    pages, failures, missing_images, broken_fragments = crawl
    assert failures == []
    assert missing_images == []
    assert broken_fragments == []
    names = {url.rsplit("/", 1)[-1] for url in pages}
    assert {"index.html", "tutorial.html", "guide.html", "document.html", "command-line.html", "swift-source.html"} <= names
    # The gallery: one page per document of examples/documents and Tests/Fixtures/documents.
    documents = [
        path.stem
        for folder in ("examples/documents", "Tests/Fixtures/documents")
        for path in (REPOSITORY / folder).glob("*.json")
        if not path.name.endswith((".expected.json", ".result.json"))
    ]
    gallery = {url.rsplit("/", 1)[-1][: -len(".html")] for url in pages if "/_generated/gallery/" in url}
    assert documents and set(documents) <= gallery


def _ids(crawl, part: str) -> set[str]:  # type: ignore[no-untyped-def]
    pages = crawl[0]
    return {identifier for url, ids in pages.items() if f"/_generated/{part}/" in url for identifier in ids}


def test_every_public_python_name_has_an_entry(crawl) -> None:  # type: ignore[no-untyped-def]
    ids = _ids(crawl, "python")
    package = importlib.import_module("alignment_engine")
    modules = [package] + [
        importlib.import_module(info.name)
        for info in pkgutil.walk_packages(package.__path__, "alignment_engine.")
        if not any(part.startswith("_") for part in info.name.split("."))
    ]
    missing = []
    for module in modules:
        for name in module.__all__:
            defined_in = getattr(getattr(module, name), "__module__", None)
            if f"{module.__name__}.{name}" not in ids and f"{defined_in}.{name}" not in ids:
                missing.append(f"{module.__name__}.{name}")
    assert missing == []
    assert "alignment_engine.views.stacks.HStack" in ids and "alignment_engine.session.LayoutSession.set_text" in ids


def test_every_c_function_has_an_entry(crawl) -> None:  # type: ignore[no-untyped-def]
    ids = _ids(crawl, "c")
    functions = re.findall(r"^(?:const\s+)?\w+\s+\**(ae_\w+)\(", HEADER.read_text(), re.M)
    assert len(functions) >= 90
    assert [name for name in functions if f"c.{name}" not in ids] == []


def test_a_python_function_links_to_the_c_function_it_calls(browser, base_url) -> None:  # type: ignore[no-untyped-def]
    page = browser.new_page()
    page.goto(f"{base_url}/_generated/python/alignment_engine.session.html")
    entry = page.locator('[id="alignment_engine.session.LayoutSession.set_text"]').locator("xpath=..")
    link = entry.locator("dd a", has_text="ae_view_set_text").first
    assert link.get_attribute("href").endswith("/c/views.html#c.ae_view_set_text")
    page.close()


def _swift_symbols() -> list[tuple[str, str]]:
    if not SYMBOLS.exists():
        if (REPOSITORY / "scripts" / "docs-swift.sh").exists():
            pytest.fail(f"{SYMBOLS} is missing: scripts/docs.sh did not build the Swift part")
        pytest.skip("no Swift part: scripts/docs-swift.sh is not in this checkout")
    lines = [line.split("\t") for line in SYMBOLS.read_text().splitlines() if line.strip()]
    return [(symbol, url) for symbol, url in lines]


def test_every_public_swift_symbol_has_a_page(base_url) -> None:  # type: ignore[no-untyped-def]
    """Each symbol's page URL answers 200 (DocC's static hosting writes an index.html for it;
    the page's content is DocC's JavaScript app, rendered in the next test)."""
    symbols = _swift_symbols()
    assert symbols
    missing = []
    for symbol, url in symbols:
        if _status(base_url + url) != 200:
            missing.append(f"{symbol}: {url}")
    assert missing == []


def test_docc_pages_render_in_the_browser(browser, base_url) -> None:  # type: ignore[no-untyped-def]
    symbols = _swift_symbols()
    plain = [(symbol, url) for symbol, url in symbols if re.fullmatch(r"[\w/]+", symbol)]
    page = browser.new_page()
    failures: list[str] = []
    page.on("response", lambda response: response.status >= 400 and failures.append(f"{response.status} {response.url}"))
    for symbol, url in [("AlignmentEngine", "/swift/documentation/alignmentengine/")] + plain[:2]:
        page.goto(base_url + url)
        title = page.locator("main h1").first
        title.wait_for(timeout=15000)
        assert symbol.rsplit("/", 1)[-1] in title.inner_text()
    assert failures == []
    page.close()
