"""The Sphinx extension that makes the site from the project's own sources: it writes the C
reference (from the header), the Python API pages (from the package), the gallery (from the
layout documents) and the command line's help into ``docs/_generated/`` before Sphinx reads
the sources, adds the C functions a Python function calls to its docstring, and after the
build fails it on an undocumented public Python name or a broken link."""

from __future__ import annotations

import contextlib
import io
import os
import re
import shutil
from pathlib import Path
from typing import Any

from sphinx.application import Sphinx
from sphinx.errors import SphinxError
from sphinx.util import logging

import c_header
import gallery
import links
import python_api
import swiftui

DOCS = Path(__file__).resolve().parent.parent
REPOSITORY = DOCS.parent
GENERATED = DOCS / "_generated"
HEADER = REPOSITORY / "bindings" / "c" / "include" / "alignment_engine.h"

logger = logging.getLogger(__name__)


class SourceError(SphinxError):
    """A source of a generated page breaks a rule of the site (Sphinx prints the message)."""

    category = "The documentation's sources are not complete"


class _State:
    """What the generators found, for the checks after the build."""

    c_functions: set[str] = set()
    python_names: set[str] = set()
    documented: set[str] = set()


def generate(app: Sphinx) -> None:
    """Writes every generated page (called when the builder starts)."""
    try:
        _generate(app)
    except (c_header.HeaderError, gallery.GalleryError, swiftui.SwiftUIError) as error:
        logger.error(str(error))  # first, where it is seen, before Sphinx's report
        raise SourceError(str(error)) from None


def _swift_pages(app: Sphinx) -> dict[str, str]:
    """The Swift part's pages by symbol (``scripts/docs-swift.sh`` wrote them into the site's
    ``swift/`` before Sphinx runs, and the build has the ``swift`` tag), first page first."""
    if not app.tags.has("swift"):
        return {}
    pages: dict[str, str] = {}
    for line in (Path(app.outdir) / "swift" / "symbols.txt").read_text().splitlines():
        symbol, url = line.split("\t")
        pages.setdefault(symbol, url)
    return pages


def _generate(app: Sphinx) -> None:
    shutil.rmtree(GENERATED, ignore_errors=True)
    _State.c_functions = set(c_header.write_reference(HEADER, GENERATED / "c"))
    python_api.write_reference(GENERATED / "python")
    _State.python_names = python_api.public_names()
    import alignment_engine

    def python_name(name: str) -> str:
        return f"{python_api.home(alignment_engine, name)}.{name}"

    api = gallery.Links(python_name, _State.c_functions, _swift_pages(app))
    gallery.write_gallery(REPOSITORY, GENERATED / "gallery", api)
    (GENERATED / "cli-help.txt").write_text(_command_line_help())


def _command_line_help() -> str:
    """``alignment-engine --help`` and the help of every command it lists."""
    from alignment_engine.cli.main import main

    def help_text(*command: str) -> str:
        output = io.StringIO()
        with contextlib.redirect_stdout(output), contextlib.suppress(SystemExit):
            main([*command, "--help"])
        return "$ alignment-engine " + " ".join([*command, "--help"]) + "\n" + output.getvalue()

    columns = os.environ.get("COLUMNS")
    os.environ["COLUMNS"] = "100"  # argparse wraps help to the terminal's width
    try:
        overview = help_text()
        commands = re.findall(r"^    (\w+)  ", overview, re.M)
        if not commands:
            raise SourceError("alignment-engine --help lists no commands")
        return "\n".join([overview] + [help_text(command) for command in commands])
    finally:
        if columns is None:
            del os.environ["COLUMNS"]
        else:
            os.environ["COLUMNS"] = columns


def add_c_functions(app: Sphinx, what: str, name: str, obj: Any, options: Any, lines: list[str]) -> None:
    """Records that ``name`` has a docstring and appends the C functions it calls."""
    if any(line.strip() for line in lines):
        _State.documented.add(name)
    called = python_api.c_functions_called(obj, _State.c_functions)
    if called:
        lines += ["", "C: " + ", ".join(f":c:func:`{function}`" for function in called) + "."]


def check(app: Sphinx, exception: Exception | None) -> None:
    """After a successful build: every public Python name has a docstring, no link is broken."""
    if exception is not None:
        return
    for name in sorted(_State.python_names - _State.documented):
        logger.warning(f"public Python name without a docstring (or not documented): {name}")
    for link in links.broken_links(Path(app.outdir)):
        logger.warning(f"broken link: {link}")


def setup(app: Sphinx) -> dict[str, Any]:
    app.connect("builder-inited", generate)
    app.connect("autodoc-process-docstring", add_c_functions)
    app.connect("build-finished", check)
    return {"parallel_read_safe": False}
