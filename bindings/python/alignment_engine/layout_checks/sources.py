"""The screens of SwiftUI source a sweep lays out: the ``.swift`` files that paths name, every
``View`` struct and ``#Preview`` in them as a layout document (with where each of its views
is written), and the rules ``// alignment-engine: ignore RULE`` comments silence.

The files are read together, so the views of one file inline into the screens of another. A
file that cannot be read, a screen that cannot be made a document and an ignore comment that
names no rule are each a ``Problem`` at their place; the rest goes on.
"""

from __future__ import annotations

import os
import re
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, Iterable, Iterator, Mapping, Sequence

from ..errors import LayoutError, SwiftSourceError
from ..swift import StandIns, SwiftDocument
from ..swift.parsing import parse
from ..swift.reader import SwiftSource, template_path
from ..swift.syntax import SourceLocation
from .findings import Problem
from .rules import RULES

__all__ = [
    "IGNORE_COMMENT", "EntryPoint", "Screen", "SourceFiles", "entry_points", "file_stamps", "find_swift_files", "holds_swift_files",
    "ignore_comments", "read_screens", "read_source",
]

#: ``// alignment-engine: ignore truncation, overlap`` (no rule names: every rule).
IGNORE_COMMENT = re.compile(r"//\s*alignment-engine:\s*ignore\b(?P<rules>[^\n]*)")
#: Folders a search for source skips: hidden ones (``.git``, ``.build``) and build products.
_SKIPPED_FOLDERS = frozenset({"build", "DerivedData", "Pods", "Carthage", "node_modules"})

#: The last step of a result path (``/0/modifiers/1`` -> ``/0``, ``/2`` -> ``/``, a lazy
#: template's ``/0/*`` -> ``/0``).
_PARENT = re.compile(r"/(?:modifiers/)?(?:\d+|\*)$")

#: Where a view is written: (file, line, column), lines and columns from 1.
Where = tuple[str, int, int]


@dataclass(frozen=True)
class Screen:
    """One screen read from the source: its ``name`` (the ``View`` struct's name, or the
    preview's title or ``#Preview FILE:LINE``), which entry point it is (``{"view": NAME}``
    or ``{"preview": NUMBER}``, ``SwiftSource.document``'s keywords), where it is declared,
    its layout ``document`` (without a proposal: a configuration adds it), where each view
    is written by result path, and the rules silenced for each view by result path (``"*"``:
    every rule). Plain data, so it goes to worker processes and Dask workers as it is."""

    name: str
    entry: Mapping[str, Any]
    file: str
    line: int
    column: int
    document: Mapping[str, Any]
    locations: Mapping[str, Where]
    silenced: Mapping[str, frozenset[str]] = field(default_factory=dict)

    def key(self, path: str) -> str:
        """The path ``locations`` and ``silenced`` know the view at result path ``path`` by:
        itself, or for a row of a lazy template the template's (``/0/41/2`` -> ``/0/*/2``)."""
        return path if path in self.locations else template_path(path, self.locations) or path

    def where(self, path: str) -> Where:
        """Where the view at ``path`` is written (the screen's declaration if not known)."""
        return self.locations.get(self.key(path), (self.file, self.line, self.column))


def _swift_files(folder: str) -> Iterator[str]:
    """The ``.swift`` files below a folder, in name order, hidden folders and build products
    skipped."""
    for root, folders, files in os.walk(folder):
        folders[:] = sorted(f for f in folders if not f.startswith(".") and f not in _SKIPPED_FOLDERS)
        yield from (os.path.join(root, name) for name in sorted(files) if name.endswith(".swift"))


def holds_swift_files(folder: str) -> bool:
    """Whether a folder holds a ``.swift`` file (where a sweep would look for them)."""
    return next(_swift_files(folder), None) is not None


def find_swift_files(paths: Iterable[str]) -> tuple[list[str], list[Problem]]:
    """The ``.swift`` files the paths name, each once: files as given, folders searched in
    name order (hidden folders and build products skipped). A path that does not exist, or
    a folder without any ``.swift`` file, is a problem."""
    found: dict[str, None] = {}
    problems: list[Problem] = []
    for item in paths:
        path = Path(item)
        if path.is_dir():
            before = len(found)
            found.update(dict.fromkeys(_swift_files(item)))
            if len(found) == before:
                problems.append(Problem(item, 1, 1, "no .swift files in this folder"))
        elif path.is_file():
            found[item] = None
        else:
            problems.append(Problem(item, 1, 1, "no such file or folder"))
    return list(found), problems


def ignore_comments(file: str, lines: Sequence[str]) -> tuple[dict[int, frozenset[str]], list[Problem]]:
    """The ignore comments of a file's lines: the rules each silences by line (from 1), and
    a problem for each rule name that is not a rule."""
    comments: dict[int, frozenset[str]] = {}
    problems: list[Problem] = []
    for number, text in enumerate(lines, 1):
        match = IGNORE_COMMENT.search(text)
        if match is None:
            continue
        names = [name for name in re.split(r"[\s,]+", match.group("rules")) if name]
        unknown = [name for name in names if name not in RULES]
        if unknown:
            column = match.start("rules") + match.group("rules").index(unknown[0]) + 1
            problems.append(Problem(file, number, column, f"unknown rule {unknown[0]!r} in an ignore comment (rules: {', '.join(RULES)})"))
        known = frozenset(name for name in names if name in RULES)
        comments[number] = known if names else frozenset({"*"})
    return comments, problems


@dataclass(frozen=True)
class EntryPoint:
    """A screen's entry point in read source, before it is made a document: a ``View``
    struct (``entry`` ``{"view": NAME}``) or a ``#Preview`` (``{"preview": NUMBER}``, from 1),
    its ``name`` (the struct's name, the preview's title or ``#Preview FILE:LINE``), its
    ``title`` for a person choosing among screens (a preview's is ``#Preview 'TITLE'`` or
    ``#Preview FILE:LINE``) and where it is declared."""

    entry: Mapping[str, Any]
    name: str
    title: str
    location: SourceLocation

    @property
    def kind(self) -> str:
        """``view`` or ``preview``."""
        return next(iter(self.entry))

    @property
    def id(self) -> str:
        """``view:NAME`` or ``preview:NUMBER``."""
        return f"{self.kind}:{self.entry[self.kind]}"


def entry_points(source: SwiftSource) -> list[EntryPoint]:
    """The entry points of read source: its ``View`` structs, then its ``#Preview`` blocks."""
    declarations = source.declarations
    points = [EntryPoint({"view": name}, name, name, declarations.types[name].syntax.location) for name in declarations.views]
    for number, preview in enumerate(declarations.previews, 1):
        where = preview.syntax.location
        unnamed = f"#Preview {Path(where.file).name}:{where.line}"
        points.append(EntryPoint({"preview": number}, preview.name or unnamed, f"#Preview {preview.name!r}" if preview.name else unnamed, where))
    return points


@dataclass
class SourceFiles:
    """``.swift`` files read together: the source (None if no file can be read), each file's
    text (a file that cannot be decoded as UTF-8 with replacement characters), the rules its
    ignore comments silence by line, and what could not be read."""

    source: SwiftSource | None
    texts: dict[str, str]
    comments: dict[str, dict[int, frozenset[str]]]
    problems: list[Problem]

    def __post_init__(self) -> None:
        self._lines = {file: text.splitlines() for file, text in self.texts.items()}

    @property
    def unread(self) -> list[Problem]:
        """The problems of files left out of the source (those that cannot be read or
        parsed), not those of ignore comments in files read."""
        read = set(self.source.files) if self.source is not None else set()
        return [problem for problem in self.problems if problem.file not in read]

    def document(self, point: EntryPoint, stand_ins: StandIns | None = None) -> SwiftDocument:
        """The entry point as a layout document; ``LayoutError`` (located) if it cannot be one."""
        if self.source is None:
            raise LayoutError("the files could not be read")
        return self.source.document(stand_ins=stand_ins, **point.entry)

    def screen(self, point: EntryPoint, read: SwiftDocument) -> Screen:
        """The screen of an entry point read as ``read``: each view silenced by comments at
        its own source, the custom views it was inlined from, and the views around it."""
        locations: dict[str, Where] = {}
        silenced: dict[str, frozenset[str]] = {}
        for item in read.sources:  # document order: a view's container comes before it
            locations[item.path] = (item.location.file, item.location.line, item.location.column)
            rules = self._silencing(item.location)
            for call in item.calls:
                rules |= self._silencing(call)
            if item.path != "/":
                rules |= silenced.get(_PARENT.sub("", item.path) or "/", frozenset())
            if rules:
                silenced[item.path] = rules
        where = point.location
        return Screen(point.name, point.entry, where.file, where.line, where.column, read.document, locations, silenced)

    def _silencing(self, where: SourceLocation) -> frozenset[str]:
        """The rules silenced at a place: by a comment on its line, or alone on the line above."""
        in_file = self.comments.get(where.file, {})
        rules = in_file.get(where.line, frozenset())
        above = where.line - 1
        if above in in_file and self._lines[where.file][above - 1].lstrip().startswith("//"):
            rules |= in_file[above]
        return rules


def read_source(files: Sequence[str]) -> SourceFiles:
    """The files read together (a file that cannot be read or parsed is a problem and left
    out), with their ignore comments."""
    problems: list[Problem] = []
    parsed = []
    texts: dict[str, str] = {}
    comments: dict[str, dict[int, frozenset[str]]] = {}
    for file in files:
        try:
            data = Path(file).read_bytes()
        except OSError as error:
            problems.append(Problem(file, 1, 1, f"cannot read the file: {error.strerror or error}"))
            continue
        texts[file] = data.decode("utf-8", errors="replace")
        try:
            parsed.append((file, parse(file, data)))
        except SwiftSourceError as error:
            problems.append(problem_of(error, file))
            continue
        comments[file], wrong = ignore_comments(file, texts[file].splitlines())
        problems.extend(wrong)
    source = None
    if parsed:
        try:
            source = SwiftSource(parsed)
        except LayoutError as error:
            problems.append(problem_of(error, parsed[0][0]))
    return SourceFiles(source, texts, comments, problems)


def read_screens(files: Sequence[str], stand_ins: StandIns | None = None) -> tuple[SwiftSource | None, list[Screen], list[Problem]]:
    """The files read together (None if none can be), every screen of them (their ``View``
    structs, then their ``#Preview`` blocks), and what could not be read."""
    read = read_source(files)
    if read.source is None:
        return None, [], read.problems
    screens: list[Screen] = []
    for point in entry_points(read.source):
        try:
            screens.append(read.screen(point, read.document(point, stand_ins)))
        except LayoutError as error:
            where = point.location
            read.problems.append(problem_of(error, where.file, where.line, where.column, point.name))
    return read.source, screens, read.problems


def file_stamps(files: Sequence[str]) -> tuple[tuple[str, int, int], ...]:
    """Each file with its size and modification time (ns), -1 and -1 for a file that is not
    there: a stamp that changes when a file is written, added or removed."""
    stamps = []
    for file in files:
        try:
            status = os.stat(file)
            stamps.append((file, status.st_size, status.st_mtime_ns))
        except OSError:
            stamps.append((file, -1, -1))
    return tuple(stamps)


def problem_of(error: Exception, file: str, line: int = 1, column: int = 1, screen: str = "") -> Problem:
    """A problem of an error, at the place the error names (else at ``file:line:column``),
    with its message without that place."""
    message = str(error)
    if isinstance(error, SwiftSourceError) and error.file:
        if error.line is not None:
            file, line, column = error.file, error.line, error.column or 1
        where = ":".join(str(part) for part in (error.file, error.line, error.column) if part is not None)
        message = message.removeprefix(f"{where}: ")
    return Problem(file, line, column, message, screen)
