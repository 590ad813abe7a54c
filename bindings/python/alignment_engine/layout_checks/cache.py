"""The results of a sweep kept between runs: the findings and problems of each screen in each
configuration, by a key of everything they depend on (the screen's document and where its
views are written, the configuration, the rules and thresholds, the engine's version). A
second run on unchanged source lays nothing out again; a changed file lays out again only
the screens whose documents changed.

The cache is one JSON file in a folder (``.alignment-engine-cache/checks.json`` by
default), written whole at the end of a run (to a new file, then renamed, so a run that
stops halfway leaves the last one intact). A cache that cannot be read is started afresh.
"""

from __future__ import annotations

import hashlib
import json
import os
from pathlib import Path
from typing import Any, Mapping

from .._version import __version__
from .findings import Configuration, Finding, Problem

__all__ = ["CACHE_FOLDER", "ResultCache", "key_of"]

#: The folder a sweep keeps its cache in, in the current directory, unless told otherwise.
CACHE_FOLDER = ".alignment-engine-cache"
#: The cache's file in its folder; its ``format`` changes when the entries do.
_FILE, _FORMAT = "checks.json", 1
#: Entries kept at most: the newest (those of the last runs) stay.
_LIMIT = 50_000

#: A screen's outcome in one configuration: its findings and problems.
Outcome = tuple[list[Finding], list[Problem]]


def key_of(*parts: Any) -> str:
    """A key of JSON-able parts (and the engine's version)."""
    text = json.dumps([__version__, *parts], sort_keys=True, separators=(",", ":"), default=sorted)
    return hashlib.sha256(text.encode("utf-8")).hexdigest()


class ResultCache:
    """Outcomes by key, read from and written to ``folder``."""

    def __init__(self, folder: str | os.PathLike[str] = CACHE_FOLDER) -> None:
        self.folder = Path(folder)
        self._entries: dict[str, Any] = {}
        try:
            data = json.loads((self.folder / _FILE).read_text(encoding="utf-8"))
            if isinstance(data, dict) and data.get("format") == _FORMAT and isinstance(data.get("entries"), dict):
                self._entries = data["entries"]
        except (OSError, ValueError):
            pass  # no cache yet, or one that cannot be read: start afresh
        self._changed = False

    def __len__(self) -> int:
        """How many outcomes the cache holds."""
        return len(self._entries)

    def get(self, key: str) -> Outcome | None:
        """The outcome kept under ``key``; None when there is none, or when a picture it
        names is gone (it is drawn again)."""
        entry = self._entries.get(key)
        if entry is None:
            return None
        try:
            findings = [_finding(item) for item in entry["findings"]]
            problems = [Problem(**item) for item in entry["problems"]]
        except (KeyError, TypeError, ValueError):
            return None
        if any(f.picture is not None and not os.path.exists(f.picture) for f in findings):
            return None
        return findings, problems

    def put(self, key: str, outcome: Outcome) -> None:
        """Keeps an outcome under ``key`` (newest last)."""
        findings, problems = outcome
        self._entries.pop(key, None)
        self._entries[key] = {"findings": [_finding_json(f) for f in findings], "problems": [_problem_json(p) for p in problems]}
        self._changed = True

    def save(self) -> None:
        """Writes the cache, if anything was added (``OSError`` if the folder cannot be written)."""
        if not self._changed:
            return
        entries = self._entries
        if len(entries) > _LIMIT:
            entries = dict(list(entries.items())[-_LIMIT:])
        self.folder.mkdir(parents=True, exist_ok=True)
        target = self.folder / _FILE
        temporary = target.with_name(f"{_FILE}.{os.getpid()}.tmp")
        temporary.write_text(json.dumps({"format": _FORMAT, "entries": entries}, separators=(",", ":")), encoding="utf-8")
        os.replace(temporary, target)
        ignore = self.folder / ".gitignore"
        if not ignore.exists():
            ignore.write_text("*\n", encoding="utf-8")
        self._changed = False


def _finding_json(finding: Finding) -> dict[str, Any]:
    return {**finding.to_dict(), "screen": finding.screen, "path": finding.path, "picture": finding.picture}


def _finding(item: Mapping[str, Any]) -> Finding:
    where = item["configuration"]
    configuration = Configuration(where["device"], where["dynamicTypeSize"], where["direction"])
    return Finding(item["rule"], item["file"], item["line"], item["column"], item["view"], configuration, item["message"],
                   item["screen"], item["path"], item["picture"])


def _problem_json(problem: Problem) -> dict[str, Any]:
    return {"file": problem.file, "line": problem.line, "column": problem.column, "message": problem.message, "screen": problem.screen}

