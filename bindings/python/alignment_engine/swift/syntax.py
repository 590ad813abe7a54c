"""Swift syntax as the reader walks it: ``Syntax`` nodes copied from tree-sitter's parse tree
(named nodes, and the operator tokens their fields name), the ``SourceFile`` they come from and
``SourceLocation`` (file, line and column from 1).

Nodes keep tree-sitter's kind names (``call_expression``, ``navigation_expression``...), so the
grammar is the reference for what each holds; a node knows its place only as byte offsets and
works out its line and column (in characters) when asked.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Iterator

__all__ = ["SourceFile", "SourceLocation", "Syntax"]


@dataclass(frozen=True)
class SourceLocation:
    """A place in a source file: ``file`` as the reader was given it, ``line`` and ``column``
    from 1 (the column counts characters)."""

    file: str
    line: int
    column: int

    def __str__(self) -> str:
        return f"{self.file}:{self.line}:{self.column}"

    def to_dict(self) -> dict[str, object]:
        """``{"file", "line", "column"}``."""
        return {"file": self.file, "line": self.line, "column": self.column}


class SourceFile:
    """One source file: its name (a path, or ``<source>`` for text) and its UTF-8 bytes."""

    __slots__ = ("name", "data", "_line_starts")

    def __init__(self, name: str, data: bytes) -> None:
        """``data`` is the file's UTF-8 text."""
        self.name = name
        self.data = data
        self._line_starts: list[int] | None = None

    def location(self, offset: int) -> SourceLocation:
        """The line and column (from 1, in characters) of a byte offset."""
        starts = self._line_starts
        if starts is None:
            starts = [0]
            find = self.data.find
            at = find(b"\n")
            while at >= 0:
                starts.append(at + 1)
                at = find(b"\n", at + 1)
            self._line_starts = starts
        low, high = 0, len(starts) - 1
        while low < high:  # the last line start at or before the offset
            middle = (low + high + 1) // 2
            if starts[middle] <= offset:
                low = middle
            else:
                high = middle - 1
        start = starts[low]
        column = len(self.data[start:offset].decode("utf-8", errors="replace")) + 1
        return SourceLocation(self.name, low + 1, column)

    def text(self, start: int, end: int) -> str:
        """The source text between two byte offsets."""
        return self.data[start:end].decode("utf-8", errors="replace")


class Syntax:
    """A node of the parse tree: ``kind`` (tree-sitter's name, or an operator token's text),
    ``field`` (its field in its parent, or None), ``children`` (named children and field
    tokens, in order) and its byte range in ``file``."""

    __slots__ = ("kind", "field", "children", "file", "start", "end", "_text")

    def __init__(self, kind: str, field: str | None, file: SourceFile, start: int, end: int) -> None:
        """A node without children yet (the parser appends them)."""
        self.kind = kind
        self.field = field
        self.children: list[Syntax] = []
        self.file = file
        self.start = start
        self.end = end
        self._text: str | None = None

    @property
    def text(self) -> str:
        """The node's source text (of an identifier, a literal, an operator...)."""
        text = self._text
        if text is None:
            text = self._text = self.file.text(self.start, self.end)
        return text

    @property
    def location(self) -> SourceLocation:
        """Where the node starts."""
        return self.file.location(self.start)

    def excerpt(self, limit: int = 80) -> str:
        """The node's source text on one line, at most ``limit`` characters (``…`` where cut)."""
        text = " ".join(self.file.text(self.start, min(self.end, self.start + 4 * limit)).split())
        return text if len(text) <= limit else text[: limit - 1] + "…"

    def child(self, field: str) -> Syntax | None:
        """The first child in ``field``, or None."""
        for child in self.children:
            if child.field == field:
                return child
        return None

    def children_in(self, field: str) -> list[Syntax]:
        """Every child in ``field``."""
        return [child for child in self.children if child.field == field]

    def first(self, kind: str) -> Syntax | None:
        """The first child of ``kind``, or None."""
        for child in self.children:
            if child.kind == kind:
                return child
        return None

    def of_kind(self, kind: str) -> Iterator[Syntax]:
        """The children of ``kind``."""
        return (child for child in self.children if child.kind == kind)

    def __repr__(self) -> str:
        return f"<Syntax {self.kind} {self.excerpt(40)!r}>"
