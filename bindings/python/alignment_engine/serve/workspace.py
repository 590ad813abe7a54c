"""What a serve page asks for, answered from the files: their screens (each ``#Preview`` and
``View`` struct), a screen laid out in a configuration (device, Dynamic Type size,
direction) with its picture, its views' frames and sources and the layout checks' findings,
and the explanation of one view. The files are read again when ``refresh`` finds them
changed; every answer is plain JSON data, and source that cannot be read or laid out is an
``error`` with its place, never an exception."""

from __future__ import annotations

import os
import threading
from collections import OrderedDict
from typing import Any, Callable, Mapping, Optional, Sequence, TypeVar

from .. import devices
from ..errors import LayoutError, SwiftSourceError
from ..layout_checks import Configuration, Settings
from ..layout_checks.settings import DIRECTIONS, DYNAMIC_TYPE_SIZES
from ..layout_checks.sources import EntryPoint, Screen, SourceFiles, entry_points, read_source
from ..layout_checks.sweep import Checking, lay_out_screen, screen_findings
from ..pictures.html import view_details
from ..pictures.scene import build_scene
from ..pictures.svg import write_svg
from ..results.result import LayoutResult
from ..swift import StandIns, SwiftDocument
from ..swift.reader import template_path
from ..values.geometry import Rect
from .files import SwiftFiles

__all__ = ["Workspace", "DEFAULT_DYNAMIC_TYPE_SIZE"]

#: The Dynamic Type size a page starts with: SwiftUI's default.
DEFAULT_DYNAMIC_TYPE_SIZE = "large"
#: How many laid-out configurations are kept for explanations.
_KEPT_RESULTS = 16

_T = TypeVar("_T")


def _located(error: BaseException, fallback_file: Optional[str] = None) -> dict[str, Any]:
    """An error as the page shows it: its message and, when known, its file, line and column."""
    file, line, column = getattr(error, "file", None), getattr(error, "line", None), getattr(error, "column", None)
    message = str(error)
    where = ":".join(str(part) for part in (file, line, column) if part is not None)
    if where and message.startswith(where + ": "):
        message = message[len(where) + 2:]
    return {"message": message, "file": file or fallback_file, "line": line, "column": column}


class Workspace:
    """The ``.swift`` files of ``paths`` (files, and folders searched), read as one program
    as ``alignment-engine check`` reads them (``layout_checks.sources``), their screens laid
    out and checked as it lays them out and checks them (``layout_checks.sweep``);
    ``stand_ins`` stand in for what the source does not determine, ``settings`` (those of
    ``alignment-engine.toml``: ``layout_checks.settings.load_settings``) choose the layout
    checks' rules and thresholds and the configurations the page offers first. Safe to call
    from several threads (one call runs at a time)."""

    def __init__(self, paths: Sequence[str | os.PathLike[str]], stand_ins: Optional[StandIns] = None, settings: Optional[Settings] = None) -> None:
        self.files = SwiftFiles(paths)
        self.stand_ins = stand_ins if stand_ins is not None else StandIns()
        self.settings = settings if settings is not None else Settings()
        self._checking = Checking(tuple(self.settings.rules), self.settings.options, self.stand_ins)
        #: Increases each time the files change; the page polls it.
        self.version = 0
        self._lock = threading.Lock()
        self._stamp: Optional[tuple[tuple[str, int, int], ...]] = None
        self._read = SourceFiles(None, {}, {}, [])
        self._points: dict[str, EntryPoint] = {}
        self._error: Optional[dict[str, Any]] = None
        self._texts: dict[str, str] = {}
        self._screens: dict[str, tuple[SwiftDocument, Screen]] = {}
        self._results: OrderedDict[tuple[str, Configuration], LayoutResult] = OrderedDict()

    def _locked(self, work: Callable[[], _T]) -> _T:
        with self._lock:
            self._refresh()
            return work()

    def refresh(self) -> int:
        """Reads the files again if one was added, removed or written since the last call;
        returns ``version``."""
        return self._locked(lambda: self.version)

    def _refresh(self) -> None:
        stamp = self.files.stamp()
        if stamp == self._stamp:
            return
        self._stamp = stamp
        self.version += 1
        self._screens.clear()
        self._results.clear()
        names = [name for name, _, _ in stamp]
        self._read, self._points, self._error = SourceFiles(None, {}, {}, []), {}, None
        if not names:
            self._error = {"message": "no .swift files in " + ", ".join(str(path) for path in self.files.paths), "file": None, "line": None, "column": None}
        else:
            try:
                self._read = read_source(names)
            except ImportError as error:  # without the swift extra
                self._error = _located(error)
        self._texts = {name: self._read.texts.get(name, "") for name in names}
        unread = self._read.unread
        if unread and self._error is None:  # a file that does not parse stops the page, at its place
            problem = unread[0]
            self._error = {"message": problem.message, "file": problem.file, "line": problem.line, "column": problem.column}
        if self._read.source is not None:
            # Previews first: the screens their author made to be looked at.
            points = sorted(entry_points(self._read.source), key=lambda point: point.kind != "preview")
            self._points = {point.id: point for point in points}

    # What the page asks for.

    def screens(self) -> dict[str, Any]:
        """The files (name and text), their screens (``id``: ``preview:N`` from 1 or
        ``view:NAME``, ``title``, ``kind``, where each is declared), and the error that keeps
        them from being read (None when they read)."""
        return self._locked(lambda: {
            "version": self.version,
            "files": [{"name": name, "text": text} for name, text in self._texts.items()],
            "screens": [
                {"id": point.id, "title": point.title, "kind": point.kind, "file": point.location.file, "line": point.location.line}
                for point in self._points.values()
            ],
            "error": self._error,
        })

    def options(self) -> dict[str, Any]:
        """What the page's selectors offer: every device preset (with its screen), the
        Dynamic Type sizes and the directions; ``checked``, those ``alignment-engine check``
        sweeps with the same settings (``alignment-engine.toml``'s ``devices``,
        ``dynamic-type`` and ``directions``, else the sweep's defaults) and ``settingsFile``,
        the file they came from (None: none); and the configuration the page starts with, the
        first of each checked (``large`` and left to right when they are checked; without
        configured devices, the sweep's regular phone)."""
        settings = self.settings
        regular = devices.SWEEP[len(devices.SWEEP) // 2]
        checked_devices = list(settings.devices) if settings.devices is not None else [device.name for device in devices.SWEEP]
        default = Configuration(
            checked_devices[0] if settings.devices is not None else regular.name,
            DEFAULT_DYNAMIC_TYPE_SIZE if DEFAULT_DYNAMIC_TYPE_SIZE in settings.dynamic_type else settings.dynamic_type[0],
            "ltr" if "ltr" in settings.directions else settings.directions[0],
        )
        return {
            "devices": [{"name": device.name, "width": device.width, "height": device.height, "pixelScale": device.pixel_scale} for device in devices.ALL],
            "dynamicTypeSizes": list(DYNAMIC_TYPE_SIZES),
            "directions": list(DIRECTIONS),
            "checked": {"devices": checked_devices, "dynamicTypeSizes": list(settings.dynamic_type), "directions": list(settings.directions)},
            "settingsFile": settings.source or None,
            "default": default.to_dict(),
        }

    @staticmethod
    def configuration(query: Mapping[str, str]) -> Configuration:
        """The configuration a page asks for (``device``, ``dynamicTypeSize``, ``direction``);
        ``ValueError`` naming what is wrong."""
        device = query.get("device", "")
        try:
            devices.named(device)
        except KeyError as error:
            raise ValueError(error.args[0]) from None
        size = query.get("dynamicTypeSize", DEFAULT_DYNAMIC_TYPE_SIZE)
        if size not in DYNAMIC_TYPE_SIZES:
            raise ValueError(f"unknown Dynamic Type size {size!r} (known: {', '.join(DYNAMIC_TYPE_SIZES)})")
        direction = query.get("direction", "ltr")
        if direction not in DIRECTIONS:
            raise ValueError(f"unknown direction {direction!r} (known: {', '.join(DIRECTIONS)})")
        return Configuration(device, size, direction)

    def layout(self, screen: str, configuration: Configuration) -> dict[str, Any]:
        """A screen laid out in a configuration: the picture (SVG with a hit area per view,
        the views the findings name outlined), each view's frame, details and source, the
        findings with their places, and the assumptions made; or ``error`` with its place."""
        return self._locked(lambda: self._layout(screen, configuration))

    def _layout(self, screen: str, configuration: Configuration) -> dict[str, Any]:
        answer: dict[str, Any] = {"version": self.version, "screen": screen, "configuration": configuration.to_dict()}
        size = devices.named(configuration.device).screen_size()
        answer["screenSize"] = {"width": size.width, "height": size.height}
        try:
            result = self._result(screen, configuration)
        except (LayoutError, ValueError) as error:
            answer["error"] = _located(error, self._declaration_file(screen))
            return answer
        swift: SwiftDocument = result.source_document
        sources = {source.path: source for source in swift.sources}
        templates = [path for path in sources if "*" in path]  # the rows' views come from these
        explanation = result.explanation
        details = view_details(explanation)
        found = screen_findings(result, self._screens[screen][1], configuration, self._checking)
        views = []
        for view in result:
            source = sources.get(view.path) or sources.get(template_path(view.path, templates) or "")
            views.append({
                "path": view.path, "id": view.id, "type": view.type, "frame": list(view.frame),
                "source": source.location.to_dict() if source is not None else None,
                "details": details.get(view.path),
            })
        answer["views"] = views
        answer["findings"] = [
            {
                "rule": finding.rule, "path": finding.path, "view": finding.view, "message": finding.message,
                "source": {"file": finding.file, "line": finding.line, "column": finding.column},
            }
            for finding in found
        ]
        answer["assumptions"] = [assumption.to_dict() for assumption in swift.assumptions]
        scene = build_scene(result, explanation, margin=0.0)
        screen_rect = Rect(0.0, 0.0, size.width, size.height)
        scene.bounds = _union(scene.bounds, screen_rect)
        highlights = [result[finding.path].frame for finding in found if finding.path]
        answer["svg"] = write_svg(scene, interactive=True, highlights=highlights)
        return answer

    def explain(self, screen: str, configuration: Configuration, path: str) -> dict[str, Any]:
        """How the view at ``path`` got its frame (the layout core's trace, as ``alignment-engine
        explain`` prints it), or ``error``."""
        def work() -> dict[str, Any]:
            try:
                result = self._result(screen, configuration)
                return {"path": path, "text": result.explain(path)}
            except KeyError:
                return {"path": path, "error": {"message": f"no view at {path!r}", "file": None, "line": None, "column": None}}
            except (LayoutError, ValueError) as error:
                return {"path": path, "error": _located(error, self._declaration_file(screen))}
        return self._locked(work)

    # Reading and laying out, cached until the files change.

    def _declaration_file(self, screen: str) -> Optional[str]:
        point = self._points.get(screen)
        return point.location.file if point is not None else None

    def _screen(self, screen: str) -> tuple[SwiftDocument, Screen]:
        """A screen read (as a check reads it: ``SourceFiles.document`` and ``.screen``)."""
        if self._read.source is None:
            error = self._error or {}
            raise SwiftSourceError(error.get("message", "the files could not be read"), error.get("file"), error.get("line"), error.get("column"))
        read = self._screens.get(screen)
        if read is None:
            point = self._points.get(screen)
            if point is None:  # the reader says what there is
                self._read.source.document(stand_ins=self.stand_ins, **_entry(screen))
                raise ValueError(f"unknown screen {screen!r}")
            swift = self._read.document(point, self.stand_ins)
            read = self._screens[screen] = (swift, self._read.screen(point, swift))
        return read

    def _result(self, screen: str, configuration: Configuration) -> LayoutResult:
        """A screen laid out in a configuration (``lay_out_screen``), the last few kept."""
        key = (screen, configuration)
        result = self._results.get(key)
        if result is not None:
            self._results.move_to_end(key)
            return result
        result = lay_out_screen(self._screen(screen)[0], configuration)
        self._results[key] = result
        while len(self._results) > _KEPT_RESULTS:
            self._results.popitem(last=False)
        return result


def _entry(screen: str) -> dict[str, Any]:
    """The entry point a screen's id names (``preview:N``, ``view:NAME``)."""
    kind, _, name = screen.partition(":")
    if kind == "preview" and name.isdigit():
        return {"preview": int(name)}
    if kind == "view" and name:
        return {"view": name}
    raise ValueError(f"unknown screen {screen!r}: expected preview:N or view:NAME")


def _union(a: Rect, b: Rect) -> Rect:
    x0, y0 = min(a.x, b.x), min(a.y, b.y)
    return Rect(x0, y0, max(a.max_x, b.max_x) - x0, max(a.max_y, b.max_y) - y0)
