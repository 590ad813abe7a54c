"""The page of ``alignment-engine serve`` in a real headless browser (Debian's Chromium driven
by Playwright, as the HTML page's test): open it, pick a device (the picture becomes that
device's screen), hover a view (its frame and explanation show, its source line is marked),
follow a finding to its line, change the file (the new layout shows without a reload), break
it (the error shows with its place).

Numbers (docs/decisions.md, "Device presets"): the iPhone 17 is 402 x 874 points, the
iPhone SE (3rd generation) 375 x 667 with a 20-point top safe area; a 100 x 50 colour at the
top of a VStack whose other child takes the screen's width is centred at x = (375 - 100) / 2
= 137.5; the VStack, 80 high, is centred in the safe area of 375 x 647 at y = 20, at y = 20 +
(647 - 80) / 2 = 303.5; 150 wide, the colour is at (375 - 150) / 2 = 112.5.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from alignment_engine.serve import ServePage
from test_serve import BANNER

pytest.importorskip("tree_sitter_swift", reason="the swift extra is not installed (scripts/python-env.sh installs it)")

#: The banner of the endpoints' tests, its last colour narrowed so that the screen fits.
SCREEN = BANNER.replace("width: 500, height: 10", "width: 20, height: 10")


def test_the_page_lays_out_hovers_and_follows_the_file(browser, tmp_path: Path) -> None:  # type: ignore[no-untyped-def]
    source = tmp_path / "Banner.swift"
    source.write_text(SCREEN, encoding="utf-8")
    with ServePage([tmp_path]) as served:
        page = browser.new_page(viewport={"width": 1400, "height": 1000})
        problems: list[str] = []
        page.on("pageerror", lambda error: problems.append(str(error)))
        page.goto(served.url)
        picture = page.locator("#picture svg")
        picture.wait_for()
        assert page.locator("#screen option").all_inner_texts() == ["#Preview 'Banner'", "Banner"]
        assert (picture.get_attribute("width"), picture.get_attribute("height")) == ("402", "874")  # the iPhone 17 to start with
        assert page.locator("#file-name").inner_text() == str(source)
        # What alignment-engine check sweeps by default comes first, in its own group.
        assert page.locator("#device optgroup").evaluate_all("groups => groups.map(group => group.label)") == ["checked", "others"]
        assert page.locator('#device optgroup[label="checked"] option').evaluate_all("items => items.map(item => item.value)") == [
            "iPhone SE (3rd generation)", "iPhone 17", "iPhone 17 Pro Max"]
        assert page.locator('#dynamic-type optgroup[label="checked"] option').all_inner_texts() == ["large", "accessibility1", "accessibility3"]

        page.select_option("#device", "iPhone SE (3rd generation)")
        page.wait_for_function("document.querySelector('#picture').getAttribute('data-device') === 'iPhone SE (3rd generation)'")
        assert (picture.get_attribute("width"), picture.get_attribute("height")) == ("375", "667")

        page.hover('#picture rect.hit[data-path="/0"]')
        details = page.locator("#details")
        assert details.get_attribute("data-path") == "/0"
        assert details.locator('[data-field="frame"]').inner_text() == "(137.5, 303.5, 100, 50)"
        assert details.locator('[data-field="kind"]').inner_text() == "Color"
        assert details.locator('[data-field="source"]').inner_text() == "Banner.swift:6:13"
        assert page.locator(".source .line.active").get_attribute("data-line") == "6"
        page.wait_for_function("document.querySelector('#explanation').textContent.startsWith('How Color /0 got its frame (137.5, 303.5, 100, 50)')")

        # Nothing breaks a rule here, so the list says so.
        assert page.locator("#findings").inner_text() == "none in this configuration"

        # The file changes: the page lays out again by itself.
        source.write_text(SCREEN.replace("width: 100, height: 50", "width: 150, height: 50") + "// wider\n", encoding="utf-8")
        page.wait_for_function("document.querySelector('#picture').getAttribute('data-version') === '2'")
        page.hover('#picture rect.hit[data-path="/1"]')
        page.hover('#picture rect.hit[data-path="/0"]')
        assert details.locator('[data-field="frame"]').inner_text() == "(112.5, 303.5, 150, 50)"
        assert page.locator(".source .line").count() == 17

        # A screen that breaks a rule: its finding links to the line, and the view is outlined.
        source.write_text(BANNER, encoding="utf-8")
        page.wait_for_function("document.querySelector('#picture').getAttribute('data-version') === '3'")
        assert page.locator("#picture rect.highlight").count() == 1
        assert page.locator("#findings li").inner_text().startswith("overflow Color: Color is off the screen: 62.5 pt past its leading edge, 62.5 pt past its trailing edge")
        page.click("#findings a.finding-link")
        assert page.locator(".source .line.target").get_attribute("data-line") == "8"
        assert details.get_attribute("data-path") == "/2"

        # A file that does not parse: the error with its place, no picture, the line marked.
        source.write_text(SCREEN.replace("struct Banner: View {", "struct Banner: View {{"), encoding="utf-8")
        page.wait_for_function("document.querySelector('#picture').getAttribute('data-version') === '4'")
        assert page.locator("#error").is_visible()
        assert page.locator("#error").inner_text().startswith("Banner.swift:")
        assert page.locator("#picture svg").count() == 0
        assert page.locator(".source .line.error").count() == 1
        assert problems == []
        page.close()
