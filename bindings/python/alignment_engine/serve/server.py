"""The local web server of ``alignment-engine serve``: the standard library's ``http.server``
in a thread, bound to 127.0.0.1 only, serving one static page (``static/``, shipped with the
package) and the JSON endpoints it calls:

- ``GET /api/version``: ``{"version"}``, which increases when a file changes (the page polls it
  every second and lays out again);
- ``GET /api/screens``: the files' text and their screens, or the error that stops reading them;
- ``GET /api/options``: the devices, Dynamic Type sizes and directions, those the settings
  check, and the defaults;
- ``GET /api/layout?screen=&device=&dynamicTypeSize=&direction=``: the screen laid out
  (``Workspace.layout``);
- ``GET /api/explain?...&path=``: how one view got its frame.

A bad request is a 400 answer and anything unexpected a 500 answer, both JSON with an
``error`` message: never a traceback page.
"""

from __future__ import annotations

import json
import os
import sys
import threading
import webbrowser
from http import HTTPStatus
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from importlib import resources
from typing import Any, Callable, Optional, Sequence
from urllib.parse import parse_qs, urlsplit

from ..layout_checks.settings import Settings
from .workspace import Workspace

__all__ = ["ServePage", "serve"]

#: The page's files and their content types.
_STATIC = {
    "/": ("index.html", "text/html; charset=utf-8"),
    "/page.js": ("page.js", "text/javascript; charset=utf-8"),
    "/page.css": ("page.css", "text/css; charset=utf-8"),
}
#: The address the server binds: this machine only.
HOST = "127.0.0.1"


class _Handler(BaseHTTPRequestHandler):
    server: "_Server"

    def do_GET(self) -> None:  # noqa: N802 - http.server's name
        url = urlsplit(self.path)
        query = {key: values[-1] for key, values in parse_qs(url.query).items()}
        try:
            if url.path in _STATIC:
                name, content_type = _STATIC[url.path]
                self._send(HTTPStatus.OK, (resources.files(__package__) / "static" / name).read_bytes(), content_type)
                return
            if url.path == "/favicon.ico":
                self._send(HTTPStatus.NO_CONTENT, b"", "image/x-icon")
                return
            route = self._routes().get(url.path)
            if route is None:
                self._json(HTTPStatus.NOT_FOUND, {"error": {"message": f"no such page: {url.path}"}})
                return
            self._json(HTTPStatus.OK, route(query))
        except ValueError as error:
            self._json(HTTPStatus.BAD_REQUEST, {"error": {"message": str(error)}})
        except Exception as error:  # noqa: BLE001 - the page shows it; the server goes on
            self._json(HTTPStatus.INTERNAL_SERVER_ERROR, {"error": {"message": f"internal error: {type(error).__name__}: {error}"}})

    def _routes(self) -> dict[str, Callable[[dict[str, str]], Any]]:
        workspace = self.server.workspace
        return {
            "/api/version": lambda query: {"version": workspace.refresh()},
            "/api/screens": lambda query: workspace.screens(),
            "/api/options": lambda query: workspace.options(),
            "/api/layout": lambda query: workspace.layout(_required(query, "screen"), workspace.configuration(query)),
            "/api/explain": lambda query: workspace.explain(_required(query, "screen"), workspace.configuration(query), _required(query, "path")),
        }

    def _json(self, status: HTTPStatus, data: Any) -> None:
        self._send(status, json.dumps(data).encode("utf-8"), "application/json")

    def _send(self, status: HTTPStatus, body: bytes, content_type: str) -> None:
        self.send_response(status)
        self.send_header("Content-Type", content_type)
        self.send_header("Content-Length", str(len(body)))
        self.send_header("Cache-Control", "no-store")
        self.end_headers()
        self.wfile.write(body)

    def log_message(self, format: str, *args: Any) -> None:  # noqa: A002 - http.server's name
        """Requests are not logged (the page polls every second)."""


def _required(query: dict[str, str], name: str) -> str:
    value = query.get(name)
    if not value:
        raise ValueError(f"missing parameter {name!r}")
    return value


class _Server(ThreadingHTTPServer):
    daemon_threads = True

    def __init__(self, port: int, workspace: Workspace) -> None:
        self.workspace = workspace
        super().__init__((HOST, port), _Handler)


class ServePage:
    """The page's server for ``paths`` (``.swift`` files and folders) with the layout
    checks' ``settings`` (None: the defaults), started at once in a thread on ``port`` of
    127.0.0.1 (0: a free port); ``url`` is its address. ``close()`` (or leaving a ``with``
    block) stops it."""

    def __init__(self, paths: Sequence[str | os.PathLike[str]], port: int = 0, workspace: Optional[Workspace] = None,
                 settings: Optional[Settings] = None) -> None:
        self.workspace = workspace if workspace is not None else Workspace(paths, settings=settings)
        self.workspace.refresh()
        self._server = _Server(port, self.workspace)
        self.port: int = self._server.server_address[1]
        self.url = f"http://{HOST}:{self.port}/"
        # A short poll interval: close() waits for the loop to see it.
        self._thread = threading.Thread(target=self._server.serve_forever, args=(0.05,), name="alignment-engine serve", daemon=True)
        self._thread.start()

    def close(self) -> None:
        """Stops the server and waits for its thread."""
        self._server.shutdown()
        self._server.server_close()
        self._thread.join()

    def __enter__(self) -> ServePage:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()


def serve(paths: Sequence[str | os.PathLike[str]], port: int = 0, open_browser: bool = True, settings: Optional[Settings] = None) -> None:
    """Serves the page for ``paths`` with ``settings`` until interrupted (Ctrl-C): prints
    its URL and, with ``open_browser``, opens it in the default browser."""
    with ServePage(paths, port, settings=settings) as page:
        print(f"Serving {len(page.workspace.files.list())} .swift file(s) at {page.url} (Ctrl-C stops)", flush=True)
        if open_browser:
            webbrowser.open(page.url)
        try:
            threading.Event().wait()
        except KeyboardInterrupt:
            print(file=sys.stderr)
