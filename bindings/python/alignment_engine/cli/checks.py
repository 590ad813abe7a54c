"""``alignment-engine check PATHS...`` over SwiftUI source: every ``View`` struct and
``#Preview`` of the ``.swift`` files and folders given, laid out over a sweep of devices,
Dynamic Type sizes and directions, checked against the layout rules, reported as text (with
a progress bar on a terminal), JSON, JUnit XML or SARIF.

Exit codes as ``check``'s on documents: 0 nothing found; 1 a finding remains; 2 something
could not be checked (a file that does not parse, a screen that does not lay out; each is
reported with its place and the rest is checked) or the command line or configuration file
cannot be used.
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path
from typing import Any, Sequence

from .. import devices
from .._version import __version__
from ..layout_checks.cache import CACHE_FOLDER, ResultCache
from ..layout_checks.findings import Problem
from ..layout_checks.reports import FORMATS, render
from ..layout_checks.rules import RULES
from ..layout_checks.settings import DIRECTIONS, Settings, SettingsError, load_settings
from ..layout_checks.sources import holds_swift_files
from ..layout_checks.sweep import PICTURE_FORMATS, Sweep
from ..swift import StandIns
from .batch import Progress, UsageError

__all__ = ["add_check_options", "is_source", "check_sweep", "reject_sweep_options"]

#: Exit codes (as ``main``'s).
OK, FAILED, USAGE = 0, 1, 2
#: The options only a sweep of source takes, by destination.
SWEEP_OPTIONS = ("devices", "directions", "rules", "config", "format", "output", "pictures", "picture_format", "cache")


def _names(text: str) -> list[str]:
    """``a,b`` -> ``["a", "b"]`` (names may hold spaces and parentheses, not commas)."""
    names = [name.strip() for name in text.split(",") if name.strip()]
    if not names:
        raise argparse.ArgumentTypeError("expected names separated by commas")
    return names


def add_check_options(command: argparse.ArgumentParser) -> None:
    """The options of ``check`` on SwiftUI source."""
    group = command.add_argument_group(
        "SwiftUI source (.swift files and folders that hold them: a sweep of layout checks)",
        "Settings come from alignment-engine.toml (its [check] table, in the current folder or above, or --config); "
        "these options replace them.",
    )  # fmt: skip
    group.add_argument("--devices", type=_names, metavar="NAMES", help="device presets, separated by commas (default: a small, a regular and a large phone)")
    group.add_argument("--directions", type=_names, metavar="DIRECTIONS", help="layout directions: ltr, rtl or both (default ltr,rtl)")
    group.add_argument("--rules", type=_names, metavar="RULES", help=f"the rules to check (default all: {','.join(RULES)})")
    group.add_argument("--config", metavar="FILE", help="the configuration file (default: alignment-engine.toml in the current folder or above)")
    group.add_argument("--format", choices=FORMATS, help="report format (default text)")
    group.add_argument("-o", "--output", metavar="FILE", help="write the report to FILE (default: standard output)")
    group.add_argument("--pictures", metavar="DIR", help="draw each finding's configuration with the view outlined into DIR")
    group.add_argument("--picture-format", choices=PICTURE_FORMATS, help="format of those pictures (default svg)")
    group.add_argument("--cache", metavar="DIR", help=f"where results are kept between runs (default {CACHE_FOLDER}); --no-cache: none")
    group.add_argument("--no-cache", dest="cache", action="store_const", const="", help="lay out everything, keep nothing")


def is_source(inputs: Sequence[str]) -> bool:
    """Whether ``check``'s inputs are SwiftUI source: ``.swift`` files, or folders that hold
    any (searched through); a mix with layout documents is a usage error."""
    kinds = {_is_source(item) for item in inputs}
    if len(kinds) > 1:
        raise UsageError("give .swift files and folders of them, or layout documents, not both")
    return kinds == {True}


def _is_source(item: str) -> bool:
    return item.endswith(".swift") or (Path(item).is_dir() and holds_swift_files(item))


def reject_sweep_options(arguments: argparse.Namespace) -> None:
    """A usage error when a sweep's options are given with layout documents."""
    for name in SWEEP_OPTIONS:
        if getattr(arguments, name, None) is not None:
            raise UsageError(f"--{name.replace('_', '-')} applies to SwiftUI source (.swift files and folders) only")


def _settings(arguments: argparse.Namespace) -> Settings:
    """The configuration file's settings with the command line's in place."""
    known = [device.name for device in devices.ALL]
    settings = load_settings(Path(arguments.config) if arguments.config else None, known)
    for name, values, allowed in (("--devices", arguments.devices, known), ("--directions", arguments.directions, DIRECTIONS),
                                  ("--rules", arguments.rules, RULES)):
        unknown = [value for value in values or () if value not in allowed]
        if unknown:
            raise UsageError(f"{name}: unknown {unknown[0]!r} (known: {', '.join(allowed)})")
    return settings.overriding(devices=arguments.devices, dynamic_type=arguments.dynamic_type, directions=arguments.directions, rules=arguments.rules)


class _Bar:
    """The progress bar of layouts, made when the sweep says how many there are."""

    def __init__(self, enabled: bool | None) -> None:
        self.enabled = enabled
        self.bar: Progress | None = None

    def __call__(self, done: int, total: int) -> None:
        if self.bar is None:
            self.bar = Progress(total, self.enabled, unit=" layout")
        self.bar.advance(done)

    def close(self) -> None:
        if self.bar is not None:
            self.bar.close()


#: Options of ``check`` on documents that a sweep does not take, and what it takes instead.
_DOCUMENT_OPTIONS = {
    "expected": ("--expected", "it applies to layout documents only"), "tolerance": ("--tolerance", "it applies to layout documents only"),
    "device": ("--device", "a sweep takes --devices"), "orientation": ("--orientation", "a sweep lays out in portrait"),
    "safe_area": ("--safe-area", "a sweep takes each device's safe area"),
}


def _stand_ins(arguments: argparse.Namespace) -> StandIns:
    """The platform profile of ``--platform`` and ``--metric``, as the source's stand-ins."""
    platform: dict[str, Any] = {"name": arguments.platform} if arguments.platform else {}
    if arguments.metric:
        platform["metrics"] = dict(arguments.metric)
    return StandIns(platform=platform or None)


def check_sweep(arguments: argparse.Namespace) -> int:
    """``check PATHS...`` on SwiftUI source."""
    for name, (option, why) in _DOCUMENT_OPTIONS.items():
        if getattr(arguments, name, None) is not None:
            raise UsageError(f"{option}: {why}")
    try:
        settings = _settings(arguments)
        cache = ResultCache(arguments.cache if arguments.cache is not None else CACHE_FOLDER) if arguments.cache != "" else None
        sweep = Sweep(settings, _stand_ins(arguments), arguments.pictures, arguments.picture_format or "svg", cache)
    except SettingsError as error:
        print(f"error: {error}", file=sys.stderr)
        return USAGE
    bar = _Bar(arguments.progress)
    try:
        report = sweep.run(arguments.inputs, jobs=arguments.jobs, progress=bar)
    except ImportError as error:  # the swift extra is not installed
        print(f"error: {error}", file=sys.stderr)
        return USAGE
    finally:
        bar.close()
    text = render(arguments.format or "text", report.findings, report.problems, report.configurations, report.screens, __version__, report.checked)
    if arguments.output:
        try:
            Path(arguments.output).write_text(text, encoding="utf-8")
        except OSError as error:
            print(f"error: {arguments.output}: {error.strerror or error}", file=sys.stderr)
            return USAGE
        _summary(report.findings, report.problems)
    else:
        sys.stdout.write(text)
    return USAGE if report.problems else FAILED if report.findings else OK


def _summary(findings: Sequence[object], problems: Sequence[Problem]) -> None:
    """One line on standard error when the report went to a file."""
    print(f"{len(findings)} finding{'s' if len(findings) != 1 else ''}, {len(problems)} could not be checked", file=sys.stderr)
