"""A sweep's findings in the formats CI reads: readable text, JSON, JUnit XML and SARIF 2.1.0."""

from __future__ import annotations

import json
from collections import defaultdict
from pathlib import PurePath
from typing import TYPE_CHECKING, Any, Sequence
from urllib.parse import quote
from xml.etree import ElementTree

from .findings import Configuration, Finding, Problem
from .rules import RULES

if TYPE_CHECKING:
    from .sources import Screen

__all__ = ["FORMATS", "render"]

#: The output formats of ``alignment-engine check``.
FORMATS = ("text", "json", "junit", "sarif")

#: What each rule checks, as SARIF's rule descriptions and the text output's legend say it.
RULE_DESCRIPTIONS = {
    "truncation": "Text is truncated, shrunk below the threshold, or taller than its frame.",
    "overflow": "A view lies outside its parent's frame or off the screen.",
    "overlap": "Sibling views overlap outside a ZStack, overlay or background.",
    "tap-target": "A control people tap is smaller than the minimum tap target (44 x 44 points).",
}

_TOOL = "alignment-engine"


def render(format: str, findings: Sequence[Finding], problems: Sequence[Problem], configurations: Sequence[Configuration],
           screens: int, version: str, checked: Sequence[Screen] = ()) -> str:
    """The report of a sweep of ``screens`` screens over ``configurations``, in ``format``;
    ``checked`` are those screens (JUnit XML lists each in each configuration, passing or
    not; without them, only the screens with findings)."""
    if format == "json":
        return _json(findings, problems, configurations, screens)
    if format == "junit":
        return _junit(findings, problems, configurations, checked)
    if format == "sarif":
        return _sarif(findings, problems, version)
    return _text(findings, problems, configurations, screens)


def _text(findings: Sequence[Finding], problems: Sequence[Problem], configurations: Sequence[Configuration], screens: int) -> str:
    lines: list[str] = []
    for problem in problems:
        lines.append(f"{problem.file}:{problem.line}:{problem.column}: error: {problem.message}")
    grouped: dict[tuple[str, int, int, str, str], list[Finding]] = defaultdict(list)
    for finding in findings:
        grouped[(finding.file, finding.line, finding.column, finding.rule, finding.message)].append(finding)
    for (file, line, column, rule, message), same in sorted(grouped.items()):
        where = "; ".join(str(f.configuration) for f in same)
        lines.append(f"{file}:{line}:{column}: {rule}: {message} [{where}]")
        for finding in same:
            if finding.picture:
                lines.append(f"    picture: {finding.picture}")
    found = len(findings)
    summary = (f"{screens} screen{'s' if screens != 1 else ''} x {len(configurations)} configuration{'s' if len(configurations) != 1 else ''}: "
               f"{found} finding{'s' if found != 1 else ''}")
    if problems:
        summary += f", {len(problems)} could not be checked"
    lines.append(summary)
    return "\n".join(lines) + "\n"


def _json(findings: Sequence[Finding], problems: Sequence[Problem], configurations: Sequence[Configuration], screens: int) -> str:
    return json.dumps({
        "findings": [f.to_dict() for f in findings],
        "problems": [p.to_dict() for p in problems],
        "screens": screens,
        "configurations": [c.to_dict() for c in configurations],
    }, indent=2) + "\n"


def _junit(findings: Sequence[Finding], problems: Sequence[Problem], configurations: Sequence[Configuration], checked: Sequence[Screen]) -> str:
    """One test suite per file that declares a screen; one test case per screen and
    configuration, passing or failing with a failure per finding (a screen that could not be
    read or laid out is one test case with an error per problem instead); a problem of a
    file is a test case of that file with an error. As JUnit counts: ``tests`` test cases,
    ``failures`` and ``errors`` the test cases that have a failure or an error."""
    files: dict[str, dict[tuple[str, Configuration | None], tuple[int, list[Finding | Problem]]]] = defaultdict(dict)
    declared = {screen.name: screen for screen in reversed(checked)}  # a name's first screen
    broken = {problem.screen for problem in problems if problem.screen}
    order: dict[Configuration | None, int] = {configuration: index for index, configuration in enumerate(configurations)}
    for screen in checked:
        if screen.name not in broken:
            for configuration in configurations:
                files[screen.file].setdefault((screen.name, configuration), (screen.line, []))
    for finding in findings:
        screen = declared.get(finding.screen)
        file, line = (screen.file, screen.line) if screen is not None else (finding.file, finding.line)
        files[file].setdefault((finding.screen, finding.configuration), (line, []))[1].append(finding)
    for problem in problems:
        files[problem.file].setdefault((problem.screen, None), (problem.line, []))[1].append(problem)
    root = ElementTree.Element("testsuites", name="layout checks", tests="0", failures="0", errors="0")
    totals = [0, 0, 0]
    for file in sorted(files):
        cases = files[file]
        suite = ElementTree.SubElement(root, "testsuite", name=file, tests=str(len(cases)))
        failures = errors = 0
        for (screen, configuration), (line, items) in sorted(cases.items(), key=lambda item: (item[0][0], order.get(item[0][1], -1))):
            name = screen or file
            case = ElementTree.SubElement(suite, "testcase", name=f"{name} [{configuration}]" if configuration else name,
                                          classname=file, file=file, line=str(line))
            for item in items:
                if isinstance(item, Finding):
                    failure = ElementTree.SubElement(case, "failure", type=item.rule, message=item.message)
                    failure.text = f"{item.file}:{item.line}:{item.column}: {item.view}: {item.message}"
                else:
                    error = ElementTree.SubElement(case, "error", type="problem", message=item.message)
                    error.text = f"{item.file}:{item.line}:{item.column}: {item.message}"
            failures += any(isinstance(item, Finding) for item in items)
            errors += any(isinstance(item, Problem) for item in items)
        suite.set("failures", str(failures))
        suite.set("errors", str(errors))
        totals[0] += len(cases)
        totals[1] += failures
        totals[2] += errors
    root.set("tests", str(totals[0]))
    root.set("failures", str(totals[1]))
    root.set("errors", str(totals[2]))
    ElementTree.indent(root)
    return '<?xml version="1.0" encoding="UTF-8"?>\n' + ElementTree.tostring(root, encoding="unicode") + "\n"


def _sarif(findings: Sequence[Finding], problems: Sequence[Problem], version: str) -> str:
    """SARIF 2.1.0: one run, the four rules, a result per finding at its line (code review
    shows it there), and each problem as a tool execution notification."""
    rules = [{"id": rule, "name": rule, "shortDescription": {"text": RULE_DESCRIPTIONS[rule]}} for rule in RULES]
    results: list[dict[str, Any]] = []
    for finding in findings:
        results.append({
            "ruleId": finding.rule,
            "ruleIndex": RULES.index(finding.rule),
            "level": "warning",
            "message": {"text": f"{finding.view}: {finding.message} ({finding.configuration})"},
            "locations": [_location(finding.file, finding.line, finding.column)],
            "properties": {"configuration": finding.configuration.to_dict(), "screen": finding.screen},
        })
    notifications = [{"level": "error", "message": {"text": p.message}, "locations": [_location(p.file, p.line, p.column)]}
                     for p in problems]
    run: dict[str, Any] = {
        "tool": {"driver": {"name": _TOOL, "version": version, "rules": rules}},
        "results": results,
        "invocations": [{"executionSuccessful": not problems, "toolExecutionNotifications": notifications}],
    }
    sarif = {"version": "2.1.0", "$schema": "https://json.schemastore.org/sarif-2.1.0.json", "runs": [run]}
    return json.dumps(sarif, indent=2) + "\n"


def _location(file: str, line: int, column: int) -> dict[str, Any]:
    """A SARIF location: a relative path stays a relative URI (code review finds it in the
    repository), an absolute one becomes a ``file:`` URI; either percent-encoded."""
    uri = PurePath(file).as_uri() if PurePath(file).is_absolute() else quote(PurePath(file).as_posix())
    return {"physicalLocation": {"artifactLocation": {"uri": uri}, "region": {"startLine": max(line, 1), "startColumn": max(column, 1)}}}
