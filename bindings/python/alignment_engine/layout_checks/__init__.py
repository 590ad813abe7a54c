"""Layout checks for CI: the rules a laid-out screen is checked against (truncation,
overflow, overlap, tap targets), the settings of a sweep, and its reports in text, JSON,
JUnit XML and SARIF."""

from .findings import Configuration, Finding, Problem
from .reports import FORMATS, render
from .rules import RULES, TAP_TARGETS, check_layout
from .settings import CONFIG_FILE, Settings, SettingsError, read_settings

__all__ = [
    "CONFIG_FILE", "Configuration", "FORMATS", "Finding", "Problem", "RULES", "Settings", "SettingsError",
    "TAP_TARGETS", "check_layout", "read_settings", "render",
]
