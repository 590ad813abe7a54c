"""Shared test setup: the repository's paths, and skipping library tests when the library
cannot be loaded (set ALIGNMENT_ENGINE_LIBRARY or run `swift build -c release`)."""

from __future__ import annotations

import os
import shutil
import sys
from pathlib import Path

import pytest

PACKAGE_ROOT = Path(__file__).resolve().parents[1]
REPOSITORY = PACKAGE_ROOT.parents[1]
FIXTURES = REPOSITORY / "Tests" / "Fixtures"

sys.path.insert(0, str(PACKAGE_ROOT))

from alignment_engine import LibraryNotFoundError  # noqa: E402
from alignment_engine._native.library import library  # noqa: E402


def _library_problem() -> str | None:
    try:
        library()
    except LibraryNotFoundError as error:
        return str(error)
    return None


LIBRARY_PROBLEM = _library_problem()


def pytest_collection_modifyitems(config: pytest.Config, items: list[pytest.Item]) -> None:
    if LIBRARY_PROBLEM is None:
        return
    skip = pytest.mark.skip(reason=f"library not available: {LIBRARY_PROBLEM}")
    for item in items:
        if "no_library" not in item.keywords:
            item.add_marker(skip)


def pytest_configure(config: pytest.Config) -> None:
    config.addinivalue_line("markers", "no_library: the test does not need libalignment_engine.so")


@pytest.fixture
def subprocess_env() -> dict[str, str]:
    """An environment for child Pythons that finds this package."""
    env = dict(os.environ)
    env["PYTHONPATH"] = os.pathsep.join([str(PACKAGE_ROOT), env.get("PYTHONPATH", "")]).rstrip(os.pathsep)
    return env


#: Debian's Chromium, which the browser tests drive with Playwright (never a downloaded one).
CHROMIUM = shutil.which("chromium") or shutil.which("chromium-browser")


@pytest.fixture(scope="module")
def browser():  # type: ignore[no-untyped-def]
    """A headless Chromium for the tests of pages (skips when Chromium or Playwright is missing)."""
    if CHROMIUM is None:
        pytest.skip("Chromium is not installed (scripts/python-env.sh installs Debian's chromium as root)")
    sync_api = pytest.importorskip("playwright.sync_api", reason="Playwright is not installed (scripts/python-env.sh installs it)")
    with sync_api.sync_playwright() as playwright:
        browser = playwright.chromium.launch(executable_path=CHROMIUM, args=["--no-sandbox"])
        yield browser
        browser.close()
