"""Layout checks for CI: the rules a laid-out screen is checked against (truncation,
overflow, overlap, tap targets), the settings of a sweep, the screens of SwiftUI source, the
sweep over devices, Dynamic Type sizes and directions with its cache, and its reports in
text, JSON, JUnit XML and SARIF (``alignment-engine check PATHS``; docs/layout-checks.md)."""

from .cache import CACHE_FOLDER, ResultCache
from .findings import Configuration, Finding, Problem
from .reports import FORMATS, render
from .rules import RULES, TAP_TARGETS, check_layout
from .settings import CONFIG_FILE, Settings, SettingsError, read_settings
from .sources import Screen, read_screens
from .sweep import Report, Sweep, check_screen, lay_out_screen

__all__ = [
    "CACHE_FOLDER", "CONFIG_FILE", "Configuration", "FORMATS", "Finding", "Problem", "RULES", "Report", "ResultCache", "Screen",
    "Settings", "SettingsError", "Sweep", "TAP_TARGETS", "check_layout", "check_screen", "lay_out_screen", "read_screens",
    "read_settings", "render",
]
