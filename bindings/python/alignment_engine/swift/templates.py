"""Lazy row templates: a ``ForEach`` that is all of a lazy stack's or lazy grid's content,
over a range or a collection whose elements the source does not determine, is read once into
the document's ``ForEach`` (docs/document-extensions.md, "Lazy rows and viewports"), whose
rows the engine builds when a layout needs them.

A range's element is an ``Element`` while the content is read: interpolated into a Text's
string it becomes the document's ``\\(variable)``; any other use (arithmetic, a condition, a
size, an index) raises ``TemplateMisuse``, and the lazy container reads its content again
with every row built (as for any other ``ForEach``), noting why.
"""

from __future__ import annotations

import re
from typing import Any, Iterator, Optional

from .syntax import Syntax
from .table import CONTROL_TYPES
from .values import Argument, Constructed, Element, Member, Modifier, ViewValue, Views

__all__ = ["LAZY_CONTAINERS", "TemplateMisuse", "marked", "misuse_of", "content_misuse", "uses_marker", "write_markers", "long_templates"]

#: The SwiftUI views whose ``ForEach`` content may be a template (a List is a control, whose
#: rows the engine builds eagerly).
LAZY_CONTAINERS = frozenset({"LazyVStack", "LazyHStack", "LazyVGrid", "LazyHGrid"})
_MARKER = re.compile("\U000F0000([0-9]+)\U000F0001")


class TemplateMisuse(Exception):
    """A template's content uses its element in a way the document's template cannot say:
    ``serial`` names the template, ``syntax`` the use, ``why`` says what it is."""

    def __init__(self, serial: int, syntax: Syntax, why: str) -> None:
        super().__init__(why)
        self.serial = serial
        self.syntax = syntax
        self.why = why


def marked(value: Any) -> Optional[int]:
    """The serial of the template whose element a string holds (None: none)."""
    if isinstance(value, str):
        found = _MARKER.search(value)
        if found is not None:
            return int(found.group(1))
    return None


def misuse_of(values: Any, syntax: Syntax, why: str, strings: bool = False) -> Optional[TemplateMisuse]:
    """The misuse of an element among ``values`` (and with ``strings``, of a string made from
    one), or None."""
    for value in values:
        if isinstance(value, Argument):
            value = value.value
        if isinstance(value, Element):
            return TemplateMisuse(value.serial, syntax, why)
        serial = marked(value) if strings else None
        if serial is not None:
            return TemplateMisuse(serial, syntax, why)
    return None


def content_misuse(view: ViewValue, serial: int, variable: Optional[str]) -> Optional[TemplateMisuse]:
    """What in a template's content a document row cannot hold: a control (the engine builds
    no row of controls), a GeometryReader (its size would be one row's), the element anywhere
    but in a Text's string, a Text that holds ``\\(variable)`` itself; None when it can."""
    placeholder = f"\\({variable})" if variable else None
    for found in _views(view):
        if found.type in CONTROL_TYPES or found.type == "GeometryReader":
            return TemplateMisuse(serial, found.syntax, f"a {found.type} in a row (the engine builds lazy rows of plain views only)")
        for key, value in found.fields:
            if found.type == "Text" and key == "text" and isinstance(value, str):
                if placeholder is not None and placeholder in value:
                    return TemplateMisuse(serial, found.syntax, f"a text that holds {placeholder} itself")
                continue
            misuse = _held(value, found.syntax, serial)
            if misuse is not None:
                return misuse
        for modifier in found.modifiers:
            misuse = _held(modifier.value, modifier.syntax, serial)
            if misuse is not None:
                return misuse
    return None


def uses_marker(view: ViewValue, marker: str) -> bool:
    """Whether a Text in a template's content shows its element."""
    return any(found.type == "Text" and marker in found.field("text", "") for found in _views(view))


def write_markers(text: str, markers: dict[str, str]) -> str:
    """A Text's string with each element's marker written as its ``\\(variable)``."""
    return _MARKER.sub(lambda match: markers.get(match.group(0), match.group(0)), text)


def _views(view: ViewValue) -> Iterator[ViewValue]:
    """A view and every view inside it (children, and the content of overlays and
    backgrounds), with an explicit stack."""
    stack = [view]
    while stack:
        found = stack.pop()
        yield found
        stack.extend(found.children)
        for modifier in found.modifiers:
            stack.extend(_inner_views(modifier.value))
        for _, value in found.fields:
            stack.extend(_inner_views(value))


def _inner_views(value: Any) -> list[ViewValue]:
    if isinstance(value, ViewValue):
        return [value]
    if isinstance(value, Views):
        return list(value)
    if isinstance(value, dict):
        return [item for item in value.values() if isinstance(item, ViewValue)]
    return []


def _held(value: Any, syntax: Syntax, serial: int) -> Optional[TemplateMisuse]:
    """The element (or a string made from it) inside a field's or modifier's value (views
    inside are checked as views), or None."""
    stack = [value]
    while stack:
        item = stack.pop()
        if isinstance(item, (ViewValue, Views)):
            continue
        if isinstance(item, Element) or marked(item) is not None:
            return TemplateMisuse(item.serial if isinstance(item, Element) else marked(item) or serial, syntax,  # type: ignore[arg-type]
                                  "a value made from the element outside a Text's string")
        if isinstance(item, dict):
            stack.extend(item.values())
        elif isinstance(item, (list, tuple)):
            stack.extend(item)
        elif isinstance(item, (Constructed, Member)):
            stack.extend(argument.value for argument in item.arguments or ())
        elif isinstance(item, Modifier):
            stack.append(item.value)
    return None


def long_templates(root: dict[str, Any], longest: int) -> list[tuple[str, Optional[dict[str, Any]]]]:
    """The document's templates of more than ``longest`` rows whose ScrollView has no
    viewport: each one's JSON path, and its nearest ScrollView (None: none)."""
    found: list[tuple[str, Optional[dict[str, Any]]]] = []
    stack: list[tuple[Any, str, Optional[dict[str, Any]]]] = [(root, "root", None)]
    while stack:
        node, path, scroll = stack.pop()
        if not isinstance(node, dict):
            continue
        if node.get("type") == "ScrollView":
            scroll = node
        if node.get("type") == "ForEach":
            span = node.get("range")
            count = node.get("count", span[1] - span[0] if isinstance(span, list) and len(span) == 2 else 0)
            if count > longest and (scroll is None or "viewport" not in scroll):
                found.append((path, scroll))
            continue
        for index, child in enumerate(node.get("children") or ()):
            stack.append((child, f"{path}.children[{index}]", scroll))
    return found
