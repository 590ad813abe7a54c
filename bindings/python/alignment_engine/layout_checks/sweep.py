"""A sweep: every screen of some SwiftUI files (each ``View`` struct and ``#Preview``) laid out
in every configuration (device x Dynamic Type size x direction) and checked against the rules.

The pieces, for the command line, the Dask example and the local web page alike:

- ``Sweep(settings).read(paths)`` reads the files once, together (``Reading``: the source,
  its screens and the problems found reading them);
- ``lay_out_screen(swift, configuration)`` lays out one read entry point in one
  configuration (a ``LayoutResult``, pictures and explanations included) and
  ``check_screen(...)`` checks it (``screen_findings``: the findings of a layout): findings
  at the source of each view, minus those that ignore comments silence, a picture per
  finding with the view outlined when asked;
- ``Sweep.tasks(reading)`` is the work left after the cache (``Task``: one screen in some
  configurations, plain data), ``run_task(task)`` does one anywhere (this process, a worker
  process, a Dask worker: it reads the files again where it runs, once per process), and
  ``Sweep.report(...)`` puts the outcomes together and fills the cache;
- ``Sweep.run(paths, jobs)`` does all of it, in ``jobs`` worker processes.
"""

from __future__ import annotations

import re
from concurrent.futures import ProcessPoolExecutor
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, Callable, Iterable, Iterator, Mapping, Sequence

from .. import devices
from ..errors import LayoutError
from ..results.result import LayoutResult
from ..swift import StandIns, SwiftDocument
from ..swift.reader import SwiftSource, read_swift
from ..swift_layout import layout_swift_document
from .cache import Outcome, ResultCache, key_of
from .findings import Configuration, Finding, Problem
from .rules import RULES, check_layout
from .settings import Settings, SettingsError
from .sources import Screen, file_stamps, find_swift_files, problem_of, read_screens

__all__ = [
    "Checking", "PICTURE_FORMATS", "Reading", "Report", "Sweep", "Task", "check_screen", "configurations_of", "lay_out_screen",
    "run_task", "screen_findings",
]

#: The formats of the pictures of findings.
PICTURE_FORMATS = ("svg", "png")


def configurations_of(settings: Settings) -> list[Configuration]:
    """The configurations a sweep with these settings lays out, device by device, then text
    size, then direction (the devices default to ``devices.SWEEP``: a small, a regular and a
    large phone). An unknown device is a ``SettingsError`` (at the configuration file, when
    the settings came from one)."""
    names = list(settings.devices) if settings.devices is not None else [device.name for device in devices.SWEEP]
    for name in names:
        try:
            devices.named(name)
        except KeyError as error:
            raise SettingsError(str(error.args[0]), settings.source) from None
    return [Configuration(name, size, direction) for name in names for size in settings.dynamic_type for direction in settings.directions]


def lay_out_screen(swift: SwiftDocument, configuration: Configuration) -> LayoutResult:
    """An entry point laid out in a configuration: proposed the device's screen (portrait),
    centred in its safe area as a hosting controller places a screen, at its pixel scale
    (unless the source sets ``\\.displayScale``), Dynamic Type size and layout direction.
    Raises ``LayoutError`` (located at the source) for a screen that does not lay out."""
    device = devices.named(configuration.device)
    screen = device.screen_size()
    return layout_swift_document(
        swift, screen.width, screen.height, configuration.direction, safe_area=device.safe_area(),
        dynamic_type_size=configuration.dynamic_type_size, settings={"pixelScale": swift.document.get("pixelScale", device.pixel_scale)},
        centred=True,
    )


@dataclass(frozen=True)
class Checking:
    """What a check looks for and leaves: the rules and their thresholds, the stand-ins of
    the source, and the folder pictures of findings go to (None: no pictures) in a format
    of ``PICTURE_FORMATS``."""

    rules: Sequence[str] = RULES
    options: Mapping[str, Mapping[str, float]] = field(default_factory=dict)
    stand_ins: StandIns = field(default_factory=StandIns)
    pictures: str | None = None
    picture_format: str = "svg"


def check_screen(swift: SwiftDocument, screen: Screen, configuration: Configuration, checking: Checking) -> tuple[Outcome, LayoutResult | None]:
    """One screen in one configuration: its findings (without those ignore comments
    silence) and problems, and its layout (None if it does not lay out)."""
    try:
        result = lay_out_screen(swift, configuration)
    except LayoutError as error:
        problem = problem_of(error, screen.file, screen.line, screen.column, screen.name)
        return ([], [Problem(problem.file, problem.line, problem.column, f"{screen.name} does not lay out: {problem.message}", screen.name)]), None
    return (screen_findings(result, screen, configuration, checking), []), result


def screen_findings(result: LayoutResult, screen: Screen, configuration: Configuration, checking: Checking) -> list[Finding]:
    """The findings of a screen laid out in a configuration (``lay_out_screen``), at the
    source of each view, without those ignore comments silence, each with its picture when
    ``checking`` asks for pictures."""
    size = devices.named(configuration.device).screen_size()
    document = result.source_document.for_proposal(size.width, size.height, configuration.direction)
    laid_out = result.to_dict()
    # The root's outer frame is the frame that centres it (``lay_out_screen``), none of the
    # source's: the root's frame is where the screen's content is.
    root = laid_out["views"][0]
    root["outerFrame"] = root["frame"]
    findings: list[Finding] = []
    for item in check_layout(document, laid_out, checking.rules, checking.options):
        silenced = screen.silenced.get(screen.key(item.path), frozenset())
        if item.rule in silenced or "*" in silenced:
            continue
        file, line, column = screen.where(item.path)
        picture = _picture(result, screen, configuration, item.rule, item.path, checking) if checking.pictures is not None else None
        findings.append(Finding(item.rule, file, line, column, item.view, configuration, item.message, screen.name, item.path, picture))
    return findings


def _picture(result: LayoutResult, screen: Screen, configuration: Configuration, rule: str, path: str, checking: Checking) -> str:
    """Draws the layout with the view at ``path`` outlined; returns the picture's file."""
    stem = re.sub(r"[^A-Za-z0-9.]+", "-", f"{screen.name} {configuration} {rule} {path}").strip("-")
    target = Path(str(checking.pictures)) / f"{stem}.{checking.picture_format}"
    target.parent.mkdir(parents=True, exist_ok=True)
    save = result.save_png if checking.picture_format == "png" else result.save_svg
    save(target, highlight=[path], scale=2 if checking.picture_format == "png" else 1)
    return str(target)


@dataclass(frozen=True)
class Task:
    """One screen in some configurations: plain data, for any process that can read
    ``files`` (the readable files of the sweep, read together)."""

    files: tuple[str, ...]
    screen: Screen
    configurations: tuple[Configuration, ...]
    checking: Checking


#: The source this process read last: (the files and their sizes and times, the source).
_last_read: tuple[Any, SwiftSource] | None = None


def _source(files: Sequence[str]) -> SwiftSource:
    """The files read together, once per process while they do not change."""
    global _last_read
    stamp = file_stamps(files)
    if _last_read is None or _last_read[0] != stamp:
        _last_read = (stamp, read_swift(list(files)))
    return _last_read[1]


def _remember(files: Sequence[str], source: SwiftSource) -> None:
    global _last_read
    _last_read = (file_stamps(files), source)


def run_task(task: Task) -> list[Outcome]:
    """The outcome of the task's screen in each of its configurations, in order."""
    try:
        swift = _source(task.files).document(stand_ins=task.checking.stand_ins, **task.screen.entry)
    except (LayoutError, OSError) as error:
        problem = problem_of(error, task.screen.file, task.screen.line, task.screen.column, task.screen.name)
        return [([], [problem])] + [([], []) for _ in task.configurations[1:]]
    return [check_screen(swift, task.screen, configuration, task.checking)[0] for configuration in task.configurations]


def _counted(done: Iterable[list[Outcome]], progress: Callable[[int], None] | None) -> Iterator[list[Outcome]]:
    for outcomes in done:
        if progress is not None:
            progress(len(outcomes))
        yield outcomes


@dataclass
class Reading:
    """What a sweep read: the source (None if no file could be read), the files read
    together, the screens, and what could not be read."""

    source: SwiftSource | None
    files: tuple[str, ...]
    screens: list[Screen]
    problems: list[Problem]


@dataclass
class Report:
    """A sweep's findings (each once, in source order) and problems, how many screens and
    which configurations it covered, how many (screen, configuration) pairs it laid out and
    how many came from the cache, and the screens it checked."""

    findings: list[Finding]
    problems: list[Problem]
    screens: int
    configurations: list[Configuration]
    laid_out: int = 0
    cached: int = 0
    checked: list[Screen] = field(default_factory=list)


@dataclass
class Sweep:
    """A sweep with ``settings`` (rules, thresholds, devices, text sizes, directions), the
    source's ``stand_ins``, pictures of findings into ``pictures`` (None: none), and a
    ``cache`` of outcomes (None: none)."""

    settings: Settings = field(default_factory=Settings)
    stand_ins: StandIns = field(default_factory=StandIns)
    pictures: str | None = None
    picture_format: str = "svg"
    cache: ResultCache | None = None

    def __post_init__(self) -> None:
        self.configurations = configurations_of(self.settings)
        if self.picture_format not in PICTURE_FORMATS:
            raise SettingsError(f"picture format {self.picture_format!r}: expected one of {', '.join(PICTURE_FORMATS)}")
        self.checking = Checking(tuple(self.settings.rules), self.settings.options, self.stand_ins, self.pictures, self.picture_format)

    def read(self, paths: Iterable[str]) -> Reading:
        """The ``.swift`` files the paths name (folders searched), read together."""
        files, problems = find_swift_files(paths)
        source, screens, unread = read_screens(files, self.stand_ins) if files else (None, [], [])
        readable = tuple(source.files) if source is not None else ()
        if source is not None:
            _remember(readable, source)
        return Reading(source, readable, screens, problems + unread)

    def _key(self, screen_key: str, configuration: Configuration) -> str:
        return key_of(screen_key, configuration.to_dict())

    def _screen_key(self, screen: Screen) -> str:
        checking = self.checking
        return key_of(screen.name, screen.entry, screen.document, screen.locations, screen.silenced, checking.rules, checking.options,
                      checking.pictures, checking.picture_format)

    def tasks(self, reading: Reading) -> tuple[list[Task], dict[tuple[int, Configuration], Outcome]]:
        """The work left after the cache (a task per screen with configurations to lay
        out) and the outcomes the cache has, by (screen index, configuration)."""
        tasks: list[Task] = []
        cached: dict[tuple[int, Configuration], Outcome] = {}
        for index, screen in enumerate(reading.screens):
            screen_key = self._screen_key(screen)
            left: list[Configuration] = []
            for configuration in self.configurations:
                outcome = self.cache.get(self._key(screen_key, configuration)) if self.cache is not None else None
                if outcome is None:
                    left.append(configuration)
                else:
                    cached[(index, configuration)] = outcome
            if left:
                tasks.append(Task(reading.files, screen, tuple(left), self.checking))
        return tasks, cached

    def run(self, paths: Iterable[str], jobs: int = 1, progress: Callable[[int, int], None] | None = None) -> Report:
        """Reads the paths and checks every screen in every configuration, with ``jobs``
        worker processes; ``progress(done, total)`` is told each count of configurations
        done (those the cache has at once) and how many there are."""
        reading = self.read(paths)
        tasks, cached = self.tasks(reading)
        total = len(reading.screens) * len(self.configurations)
        if progress is not None:
            progress(len(cached), total)
        return self.report(reading, tasks, self.outcomes(tasks, jobs, lambda done: progress(done, total) if progress else None), cached)

    @staticmethod
    def outcomes(tasks: Sequence[Task], jobs: int = 1, progress: Callable[[int], None] | None = None) -> Iterator[list[Outcome]]:
        """``run_task`` of each task, in order, in ``jobs`` worker processes (1: here);
        ``progress`` is told each count of configurations done."""
        if jobs <= 1 or len(tasks) <= 1:
            yield from _counted(map(run_task, tasks), progress)
            return
        with ProcessPoolExecutor(max_workers=min(jobs, len(tasks))) as pool:
            yield from _counted(pool.map(run_task, tasks, chunksize=max(1, len(tasks) // (jobs * 8))), progress)

    def report(self, reading: Reading, tasks: Sequence[Task], outcomes: Iterable[list[Outcome]],
               cached: Mapping[tuple[int, Configuration], Outcome]) -> Report:
        """The report of a sweep from the outcomes of its tasks (in the order of ``tasks``)
        and those of the cache; the new outcomes go into the cache, which is saved."""
        found: dict[tuple[int, Configuration], Outcome] = dict(cached)
        index_of = {id(screen): index for index, screen in enumerate(reading.screens)}
        laid_out = 0
        for task, results in zip(tasks, outcomes):
            screen_key = self._screen_key(task.screen)
            for configuration, outcome in zip(task.configurations, results):
                found[(index_of[id(task.screen)], configuration)] = outcome
                laid_out += 1
                if self.cache is not None:
                    self.cache.put(self._key(screen_key, configuration), outcome)
        if self.cache is not None:
            try:
                self.cache.save()
            except OSError as error:
                reading.problems.append(Problem(str(self.cache.folder), 1, 1, f"cannot write the cache: {error.strerror or error}"))
        order = {configuration: i for i, configuration in enumerate(self.configurations)}
        findings: dict[tuple[Any, ...], Finding] = {}
        problems: dict[tuple[Any, ...], Problem] = {(p.file, p.line, p.column, p.message): p for p in reading.problems}
        for (_, configuration), (screen_findings, screen_problems) in sorted(found.items(), key=lambda item: (item[0][0], order[item[0][1]])):
            for finding in screen_findings:  # a view a preview shows is found once, in the first screen that shows it
                findings.setdefault((finding.rule, finding.file, finding.line, finding.column, finding.configuration, finding.message), finding)
            for problem in screen_problems:
                problems.setdefault((problem.file, problem.line, problem.column, problem.message), problem)
        ordered = sorted(findings.values(), key=lambda f: (f.file, f.line, f.column, RULES.index(f.rule), order[f.configuration], f.message))
        located = sorted(problems.values(), key=lambda p: (p.file, p.line, p.column, p.message))
        return Report(ordered, located, len(reading.screens), list(self.configurations), laid_out, len(cached), list(reading.screens))
