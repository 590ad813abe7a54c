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
from ..swift.reader import SwiftSource
from ..swift.syntax import SourceLocation
from .findings import Problem
from .rules import RULES

__all__ = ["IGNORE_COMMENT", "Screen", "find_swift_files", "holds_swift_files", "ignore_comments", "read_screens"]

#: ``// alignment-engine: ignore truncation, overlap`` (no rule names: every rule).
IGNORE_COMMENT = re.compile(r"//\s*alignment-engine:\s*ignore\b(?P<rules>[^\n]*)")
#: Folders a search for source skips: hidden ones (``.git``, ``.build``) and build products.
_SKIPPED_FOLDERS = frozenset({"build", "DerivedData", "Pods", "Carthage", "node_modules"})

#: The last step of a result path (``/0/modifiers/1`` -> ``/0``, ``/2`` -> ``/``).
_PARENT = re.compile(r"/(?:modifiers/)?\d+$")

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

    def where(self, path: str) -> Where:
        """Where the view at ``path`` is written (the screen's declaration if not known)."""
        return self.locations.get(path, (self.file, self.line, self.column))


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


def _silencing(comments: Mapping[str, dict[int, frozenset[str]]], lines: Mapping[str, Sequence[str]], where: SourceLocation) -> frozenset[str]:
    """The rules silenced at a place: by a comment on its line, or alone on the line above."""
    in_file = comments.get(where.file, {})
    rules = in_file.get(where.line, frozenset())
    above = where.line - 1
    if above in in_file and lines[where.file][above - 1].lstrip().startswith("//"):
        rules |= in_file[above]
    return rules


def read_screens(files: Sequence[str], stand_ins: StandIns | None = None) -> tuple[SwiftSource | None, list[Screen], list[Problem]]:
    """The files read together (None if none can be), every screen of them (their ``View``
    structs, then their ``#Preview`` blocks), and what could not be read."""
    problems: list[Problem] = []
    parsed = []
    lines: dict[str, list[str]] = {}
    comments: dict[str, dict[int, frozenset[str]]] = {}
    for file in files:
        try:
            data = Path(file).read_bytes()
            parsed.append((file, parse(file, data)))
        except SwiftSourceError as error:
            problems.append(problem_of(error, file))
            continue
        except OSError as error:
            problems.append(Problem(file, 1, 1, f"cannot read the file: {error.strerror or error}"))
            continue
        lines[file] = data.decode("utf-8").splitlines()
        comments[file], wrong = ignore_comments(file, lines[file])
        problems.extend(wrong)
    if not parsed:
        return None, [], problems
    try:
        source = SwiftSource(parsed)
    except LayoutError as error:
        return None, [], [*problems, problem_of(error, parsed[0][0])]
    declarations = source.declarations
    entries: list[tuple[dict[str, Any], SourceLocation, str]] = []
    for name in declarations.views:
        entries.append(({"view": name}, declarations.types[name].syntax.location, name))
    for number, preview in enumerate(declarations.previews, 1):
        where = preview.syntax.location
        entries.append(({"preview": number}, where, preview.name or f"#Preview {Path(where.file).name}:{where.line}"))
    screens: list[Screen] = []
    for entry, where, name in entries:
        try:
            read = source.document(stand_ins=stand_ins, **entry)
        except LayoutError as error:
            problems.append(problem_of(error, where.file, where.line, where.column, name))
            continue
        screens.append(_screen(name, entry, where, read, comments, lines))
    return source, screens, problems


def _screen(name: str, entry: Mapping[str, Any], where: SourceLocation, read: SwiftDocument, comments: Mapping[str, dict[int, frozenset[str]]],
            lines: Mapping[str, Sequence[str]]) -> Screen:
    """A screen of a read entry point: each view silenced by comments at its own source,
    the custom views it was inlined from, and the views around it."""
    locations: dict[str, Where] = {}
    silenced: dict[str, frozenset[str]] = {}
    for item in read.sources:  # document order: a view's container comes before it
        locations[item.path] = (item.location.file, item.location.line, item.location.column)
        rules = _silencing(comments, lines, item.location)
        for call in item.calls:
            rules |= _silencing(comments, lines, call)
        if item.path != "/":
            rules |= silenced.get(_PARENT.sub("", item.path) or "/", frozenset())
        if rules:
            silenced[item.path] = rules
    return Screen(name, entry, where.file, where.line, where.column, read.document, locations, silenced)


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
