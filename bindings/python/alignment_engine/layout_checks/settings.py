"""The settings of a sweep: which rules, their thresholds, the devices, Dynamic Type sizes and
directions, read from ``alignment-engine.toml`` (its ``[check]`` table) and the command line.

A configuration file::

    [check]
    rules = ["truncation", "overflow", "overlap", "tap-target"]
    devices = ["iPhone SE (3rd generation)", "iPhone 16", "iPhone 16 Pro Max"]
    dynamic-type = ["large", "accessibility1", "accessibility3"]
    directions = ["ltr", "rtl"]

    [check.truncation]
    min-scale = 0.75          # a text shrunk below this is a finding

    [check.tap-target]
    min-width = 44
    min-height = 44
"""

from __future__ import annotations

import re
import sys
from dataclasses import dataclass, field, replace
from pathlib import Path
from typing import Any, Mapping, Sequence

from .rules import RULES

if sys.version_info >= (3, 11):
    import tomllib
else:  # pragma: no cover - Python 3.10
    import tomli as tomllib

__all__ = [
    "CONFIG_FILE", "DIRECTIONS", "DYNAMIC_TYPE_SIZES", "Settings", "SettingsError", "find_settings_file", "load_settings", "read_settings",
]

#: The configuration file a sweep looks for in the current directory and above.
CONFIG_FILE = "alignment-engine.toml"

#: SwiftUI's Dynamic Type sizes, smallest first.
DYNAMIC_TYPE_SIZES = (
    "xSmall", "small", "medium", "large", "xLarge", "xxLarge", "xxxLarge",
    "accessibility1", "accessibility2", "accessibility3", "accessibility4", "accessibility5",
)
DIRECTIONS = ("ltr", "rtl")

#: Each rule's thresholds and their defaults.
RULE_OPTIONS: dict[str, dict[str, float]] = {
    "truncation": {"min-scale": 1.0},
    "overflow": {"tolerance": 0.5},
    "overlap": {"tolerance": 0.5},
    "tap-target": {"min-width": 44.0, "min-height": 44.0},
}


class SettingsError(ValueError):
    """A configuration file or command line that cannot be used: says what and where."""

    def __init__(self, message: str, file: str = "", line: int = 0, column: int = 0) -> None:
        super().__init__(f"{file}:{line}:{column}: {message}" if file else message)
        self.file, self.line, self.column, self.message = file, line, column, message


@dataclass(frozen=True)
class Settings:
    """What a sweep checks and over what. ``devices`` are device preset names; ``None`` in
    a field means the sweep's default."""

    rules: Sequence[str] = RULES
    devices: Sequence[str] | None = None
    dynamic_type: Sequence[str] = ("large", "accessibility1", "accessibility3")
    directions: Sequence[str] = DIRECTIONS
    options: Mapping[str, Mapping[str, float]] = field(default_factory=lambda: {r: dict(o) for r, o in RULE_OPTIONS.items()})
    source: str = ""

    def overriding(self, **changes: Any) -> "Settings":
        """These settings with the command line's choices (those not None) in place."""
        return replace(self, **{k: v for k, v in changes.items() if v is not None})


def find_settings_file(folder: Path) -> Path | None:
    """The ``alignment-engine.toml`` in ``folder`` or the nearest folder above it, or None."""
    for place in (folder, *folder.resolve().parents):
        candidate = place / CONFIG_FILE
        if candidate.is_file():
            return candidate
    return None


def _line_of(text: str, key: str) -> tuple[int, int]:
    """Where ``key`` is first written in the file (line, column from 1), or (1, 1)."""
    match = re.search(rf'^[ \t]*"?{re.escape(key)}"?\s*=', text, re.M)
    if match is None:
        match = re.search(rf"\[[^\]]*{re.escape(key)}[^\]]*\]", text)
    if match is None:
        return 1, 1
    line = text.count("\n", 0, match.start()) + 1
    column = match.start() - (text.rfind("\n", 0, match.start()) + 1) + 1 + (len(match.group(0)) - len(match.group(0).lstrip()))
    return line, column


def _names(value: Any, allowed: Sequence[str], what: str, key: str, error: Any) -> tuple[str, ...]:
    if not isinstance(value, list) or not all(isinstance(v, str) for v in value) or not value:
        raise error(f"'{key}' must be a non-empty list of {what} names", key)
    unknown = [v for v in value if allowed and v not in allowed]
    if unknown:
        raise error(f"'{key}' has unknown {what} {', '.join(repr(u) for u in unknown)} (known: {', '.join(allowed)})", key)
    return tuple(value)


def read_settings(path: Path, devices: Sequence[str] = ()) -> Settings:
    """The ``[check]`` settings of the configuration file at ``path``; ``devices`` are the
    known device names (empty: not checked here). Raises ``SettingsError`` with the file,
    line and column of what is wrong."""
    file = str(path)
    try:
        text = path.read_text(encoding="utf-8")
    except (OSError, UnicodeDecodeError) as failure:
        raise SettingsError(f"cannot read the configuration: {failure}", file, 1, 1) from None
    try:
        data = tomllib.loads(text)
    except tomllib.TOMLDecodeError as failure:
        message = str(failure)
        match = re.search(r"\(at line (\d+), column (\d+)\)", message)
        if match:
            line, column = int(match.group(1)), int(match.group(2))
        else:  # "(at end of document)": after the last character
            line, column = text.count("\n") + 1, len(text) - text.rfind("\n")
        raise SettingsError(f"not valid TOML: {message.split(' (at ')[0]}", file, line, column) from None

    def error(message: str, key: str) -> SettingsError:
        return SettingsError(message, file, *_line_of(text, key))

    check = data.get("check", {})
    if not isinstance(check, dict):
        raise error("'check' must be a table", "check")
    unknown = sorted(set(check) - {"rules", "devices", "dynamic-type", "directions", *RULE_OPTIONS})
    if unknown:
        raise error(f"unknown key 'check.{unknown[0]}' (known: rules, devices, dynamic-type, directions, and a table per rule)", unknown[0])
    settings = Settings(source=file)
    changes: dict[str, Any] = {}
    if "rules" in check:
        changes["rules"] = _names(check["rules"], RULES, "rule", "rules", error)
    if "devices" in check:
        changes["devices"] = _names(check["devices"], tuple(devices), "device", "devices", error)
    if "dynamic-type" in check:
        changes["dynamic_type"] = _names(check["dynamic-type"], DYNAMIC_TYPE_SIZES, "Dynamic Type size", "dynamic-type", error)
    if "directions" in check:
        changes["directions"] = _names(check["directions"], DIRECTIONS, "direction", "directions", error)
    options = {rule: dict(defaults) for rule, defaults in RULE_OPTIONS.items()}
    for rule, defaults in RULE_OPTIONS.items():
        table = check.get(rule, {})
        if not isinstance(table, dict):
            raise error(f"'check.{rule}' must be a table of thresholds", rule)
        for key, value in table.items():
            if key not in defaults:
                raise error(f"unknown threshold 'check.{rule}.{key}' (known: {', '.join(defaults)})", key)
            if isinstance(value, bool) or not isinstance(value, (int, float)) or not value >= 0 or value == float("inf"):
                raise error(f"'check.{rule}.{key}' must be a number >= 0, not {value!r}", key)
            options[rule][key] = float(value)
    changes["options"] = options
    return replace(settings, **changes)


def load_settings(config: Path | None = None, devices: Sequence[str] = (), folder: Path | None = None) -> Settings:
    """The settings ``alignment-engine check`` and ``serve`` use: those of ``config`` if
    given, else of the ``alignment-engine.toml`` in ``folder`` (default: the current folder)
    or the nearest folder above it, else the defaults. ``devices`` are the known device
    names; ``SettingsError`` says what is wrong and where."""
    path = config if config is not None else find_settings_file(folder if folder is not None else Path.cwd())
    return read_settings(path, devices) if path is not None else Settings()
