"""What the command line does to one document, as picklable tasks (so that worker processes,
and Dask workers, run the very same code): lay it out, draw it, make its page, check it.

A task never raises for a bad document: it returns an ``Outcome`` whose ``error`` says what
went wrong, so that a batch goes on with the other documents.
"""

from __future__ import annotations

import json
import sys
from dataclasses import dataclass
from pathlib import Path
from typing import Callable

from ..errors import LayoutError
from ..layout import layout_document, with_viewports
from ..pictures import save_html, save_png, save_svg
from ..results.checks import compare_results
from ..results.result import LayoutResult
from ..values.text import DynamicTypeSize

__all__ = [
    "Outcome", "DocumentSettings", "LayoutTask", "PictureTask", "HtmlTask", "CheckTask",
    "SafeArea", "read_document", "expected_path", "picture_savers",
]

#: The picture formats and their file suffixes.
PICTURE_FORMATS = ("svg", "png")


@dataclass(frozen=True)
class Outcome:
    """What a task did with one document."""

    #: The document's path (``-`` for standard input).
    document: str
    #: A result JSON to print, when the task writes no file.
    text: str | None = None
    #: The files the task wrote.
    written: tuple[str, ...] = ()
    #: For a check: every difference from the expected result (empty: it matches).
    problems: tuple[str, ...] = ()
    #: Why the document could not be handled, or None.
    error: str | None = None


#: Safe-area insets (top, leading, bottom, trailing) that replace a document's ``safeArea``.
SafeArea = tuple[float, float, float, float]


#: A viewport given on the command line: the ScrollView's id (None: the first ScrollView of
#: the document), the offset and the length.
Viewport = tuple[str | None, float, float]


@dataclass(frozen=True)
class DocumentSettings:
    """What the command line sets in every document: its platform profile (``--platform``),
    numbers of it (``--metric``), its device (``--device``) and how it is held
    (``--orientation``), its safe area (``--safe-area``), its Dynamic Type size
    (``--dynamic-type``, SwiftUI's name: ``accessibility3``), its ScrollViews' viewports
    (``--viewport``); None and empty change nothing."""

    platform: str | None = None
    metrics: tuple[tuple[str, float], ...] = ()
    device: str | None = None
    orientation: str | None = None
    safe_area: SafeArea | None = None
    dynamic_type_size: str | None = None
    viewports: tuple[Viewport, ...] = ()


def read_document(document: str, result_paths: bool | None = None, settings: DocumentSettings = DocumentSettings()) -> LayoutResult:
    """Lays out a document by path (``-``: the JSON on standard input); ``result_paths`` as
    ``layout_document`` takes it; ``settings`` from the command line (viewports are set on
    the document's ScrollViews first)."""
    options = {
        "platform": settings.platform, "metrics": dict(settings.metrics), "device": settings.device, "orientation": settings.orientation,
        "safe_area": settings.safe_area,
        "dynamic_type_size": None if settings.dynamic_type_size is None else DynamicTypeSize.from_swiftui_name(settings.dynamic_type_size),
    }
    if document == "-":
        text = sys.stdin.read()
        if not text.lstrip().startswith("{"):
            raise LayoutError("standard input does not hold a JSON object")
    elif settings.viewports:
        text = Path(document).read_text(encoding="utf-8")
    else:
        return layout_document(Path(document), result_paths=result_paths, **options)  # type: ignore[arg-type]
    if settings.viewports:
        return layout_document(with_viewports(json.loads(text), settings.viewports), result_paths=result_paths, **options)  # type: ignore[arg-type]
    return layout_document(text, result_paths=result_paths, **options)  # type: ignore[arg-type]


def _failure(document: str, error: Exception) -> Outcome:
    if isinstance(error, OSError) and error.strerror:
        where = f"{error.filename}: " if error.filename is not None and str(error.filename) != document else ""
        return Outcome(document, error=f"{where}{error.strerror}")
    return Outcome(document, error=str(error))


#: What a bad document, an unwritable output or a missing optional dependency raises.
_EXPECTED_FAILURES = (LayoutError, OSError, ValueError, ImportError)


def _stem(document: str) -> str:
    return "stdin" if document == "-" else Path(document).name.removesuffix(".json")


def _target(out: str, document: str, suffix: str, in_directory: str | None = None) -> Path:
    """``out`` itself if it names a ``.suffix`` file, else ``out/NAME.suffix`` (or
    ``NAME.in_directory``) in the directory ``out``."""
    path = Path(out)
    if path.suffix == f".{suffix}":
        path.parent.mkdir(parents=True, exist_ok=True)
        return path
    path.mkdir(parents=True, exist_ok=True)
    return path / f"{_stem(document)}.{in_directory or suffix}"


@dataclass(frozen=True)
class LayoutTask:
    """Lays a document out: its result JSON is printed (``out`` None) or written to ``out``
    (a ``.json`` file, or a directory that gets ``NAME.result.json``); ``pictures`` are
    (format, path) pairs to draw it to as well; ``result_paths`` False writes ``parent``
    indices instead of paths (None: as the document says)."""

    out: str | None = None
    indent: int | None = 2
    pictures: tuple[tuple[str, str], ...] = ()
    explain: bool = False
    result_paths: bool | None = None
    settings: DocumentSettings = DocumentSettings()

    def __call__(self, document: str) -> Outcome:
        try:
            result = read_document(document, self.result_paths, self.settings)
            text = result.to_json(indent=self.indent)
            written: list[str] = []
            savers = picture_savers() if self.pictures else {}
            for kind, path in self.pictures:
                savers[kind](result, path, explain=self.explain)
                written.append(path)
            if self.out is None:
                return Outcome(document, text=text, written=tuple(written))
            target = _target(self.out, document, "json", "result.json")
            target.write_text(text + "\n", encoding="utf-8")
            return Outcome(document, written=(*written, str(target)))
        except _EXPECTED_FAILURES as error:
            return _failure(document, error)


@dataclass(frozen=True)
class PictureTask:
    """Draws a document: ``out`` is a ``.svg`` / ``.png`` file or a directory that gets
    ``NAME.svg`` and/or ``NAME.png`` (``formats``)."""

    out: str
    formats: tuple[str, ...] = ("svg",)
    explain: bool = False
    scale: float = 1.0
    margin: float = 8.0
    settings: DocumentSettings = DocumentSettings()

    def __call__(self, document: str) -> Outcome:
        try:
            savers = picture_savers()
            result = read_document(document, settings=self.settings)
            suffix = Path(self.out).suffix.lstrip(".")
            formats = (suffix,) if suffix in PICTURE_FORMATS else self.formats
            written = []
            for kind in formats:
                target = _target(self.out, document, kind)
                savers[kind](result, str(target), explain=self.explain, scale=self.scale, margin=self.margin)
                written.append(str(target))
            return Outcome(document, written=tuple(written))
        except _EXPECTED_FAILURES as error:
            return _failure(document, error)


@dataclass(frozen=True)
class HtmlTask:
    """Writes a document's HTML page: ``out`` is a ``.html`` file or a directory that gets ``NAME.html``."""

    out: str
    settings: DocumentSettings = DocumentSettings()

    def __call__(self, document: str) -> Outcome:
        try:
            result = read_document(document, settings=self.settings)
            target = _target(self.out, document, "html")
            save_html(result, str(target))
            return Outcome(document, written=(str(target),))
        except _EXPECTED_FAILURES as error:
            return _failure(document, error)


def expected_path(document: str, expected_dir: str | None = None) -> Path:
    """Where a document's expected result is: ``NAME.expected.json`` beside it or in ``expected_dir``."""
    path = Path(document)
    folder = Path(expected_dir) if expected_dir is not None else path.parent
    return folder / f"{_stem(document)}.expected.json"


@dataclass(frozen=True)
class CheckTask:
    """Lays a document out and compares the result with its expected result
    (``alignment_engine.checks.compare_results``, the checks of the test suites)."""

    expected_dir: str | None = None
    tolerance: float = 1e-6
    settings: DocumentSettings = DocumentSettings()

    def __call__(self, document: str) -> Outcome:
        expected = expected_path(document, self.expected_dir)
        try:
            result = read_document(document, settings=self.settings)
        except _EXPECTED_FAILURES as error:
            return _failure(document, error)
        try:
            wanted = json.loads(expected.read_text(encoding="utf-8"))
        except FileNotFoundError:
            return Outcome(document, error=f"no expected result {expected}")
        except (OSError, ValueError) as error:
            return Outcome(document, error=f"expected result {expected}: {error}")
        try:
            problems = compare_results(result, wanted, tolerance=self.tolerance)
        except (KeyError, TypeError, ValueError) as error:
            return Outcome(document, error=f"expected result {expected} is not a result JSON: {error!r}")
        return Outcome(document, problems=tuple(problems))


PictureSaver = Callable[..., None]


def picture_savers() -> dict[str, PictureSaver]:
    """``pictures.save_svg`` / ``save_png(result, path, explain=, scale=, margin=)`` by format."""
    return {"svg": save_svg, "png": save_png}
