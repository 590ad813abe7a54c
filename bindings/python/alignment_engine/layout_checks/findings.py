"""What a sweep of layout checks reports: the configurations it lays out in, and its findings."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

__all__ = ["Configuration", "Finding", "Problem"]


@dataclass(frozen=True, order=True)
class Configuration:
    """One setting of a sweep: a device (by its preset name), a Dynamic Type size (SwiftUI's
    name: ``large``, ``accessibility3`` ...) and a layout direction (``ltr`` or ``rtl``)."""

    device: str
    dynamic_type_size: str
    direction: str

    def to_dict(self) -> dict[str, str]:
        """The configuration as the JSON output names it."""
        return {"device": self.device, "dynamicTypeSize": self.dynamic_type_size, "direction": self.direction}

    def __str__(self) -> str:
        return f"{self.device}, {self.dynamic_type_size}, {self.direction}"


@dataclass(frozen=True)
class Finding:
    """A rule a view breaks in a configuration: the rule (``truncation``, ``overflow``,
    ``overlap``, ``tap-target``), where the view is written (file, line and column from 1),
    the view (``Button 'save'``), the configuration and what is wrong. ``screen`` names the
    view struct or preview the view belongs to; ``picture`` is the file of the picture of
    that configuration with the view outlined, when one was drawn."""

    rule: str
    file: str
    line: int
    column: int
    view: str
    configuration: Configuration
    message: str
    screen: str = ""
    path: str = ""
    picture: str | None = field(default=None, compare=False)

    def to_dict(self) -> dict[str, Any]:
        """The finding as ``--format json`` writes it."""
        entry: dict[str, Any] = {
            "rule": self.rule, "file": self.file, "line": self.line, "column": self.column, "view": self.view,
            "configuration": self.configuration.to_dict(), "message": self.message,
        }
        if self.screen:
            entry["screen"] = self.screen
        if self.picture is not None:
            entry["picture"] = self.picture
        return entry


@dataclass(frozen=True)
class Problem:
    """Something a sweep could not check (a file that does not parse, a view that does not
    lay out, a bad configuration file), with where it is and why. The sweep goes on with
    the rest; a run with problems fails at the end."""

    file: str
    line: int
    column: int
    message: str
    screen: str = ""

    def to_dict(self) -> dict[str, Any]:
        """The problem as ``--format json`` writes it."""
        entry: dict[str, Any] = {"file": self.file, "line": self.line, "column": self.column, "message": self.message}
        if self.screen:
            entry["screen"] = self.screen
        return entry
