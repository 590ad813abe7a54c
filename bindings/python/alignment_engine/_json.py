"""JSON for documents of any nesting depth: ``loads`` and ``dumps`` with explicit stacks.

The standard ``json`` module recurses once per nesting level and raises ``RecursionError``
near Python's recursion limit (a document a few hundred views deep). Layout documents nest
as deep as their views, so the package reads and writes them here: with the standard module
(fast, in C) while it can, else level by level on a list, with the standard module's
scanners for the leaves (strings, numbers).
"""

from __future__ import annotations

import json
import re
from json.decoder import scanstring
from json.scanner import NUMBER_RE
from typing import Any, Iterator

__all__ = ["loads", "dumps"]

_WHITESPACE = re.compile(r"[ \t\n\r]*")
_LITERALS = (("true", True), ("false", False), ("null", None))
_END = object()


def loads(text: str | bytes) -> Any:
    """The value of a JSON text (``bytes`` are UTF-8), as ``json.loads`` gives it, at any depth.

    Raises ``ValueError`` (a ``json.JSONDecodeError``) for text that is not JSON."""
    try:
        return json.loads(text)
    except RecursionError:
        return _loads_iteratively(text.decode("utf-8") if isinstance(text, (bytes, bytearray)) else text)


def _loads_iteratively(text: str) -> Any:
    skip = _WHITESPACE.match
    pos = skip(text, 0).end()
    # Open containers, innermost last: [the list or dict, the key its next value goes to].
    stack: list[list[Any]] = []
    while True:
        char = text[pos : pos + 1]
        if char == "{" or char == "[":
            pos = skip(text, pos + 1).end()
            closer = "}" if char == "{" else "]"
            if text[pos : pos + 1] != closer:
                if char == "{":
                    key, pos = _key(text, pos)
                    stack.append([{}, key])
                else:
                    stack.append([[], None])
                continue
            value: Any = {} if char == "{" else []
            pos += 1
        else:
            value, pos = _scalar(text, pos)
        # Store the value; close every container that ends here.
        while True:
            if not stack:
                pos = skip(text, pos).end()
                if pos != len(text):
                    raise json.JSONDecodeError("Extra data", text, pos)
                return value
            top = stack[-1]
            container = top[0]
            if type(container) is list:
                container.append(value)
            else:
                container[top[1]] = value
            pos = skip(text, pos).end()
            char = text[pos : pos + 1]
            if char == ",":
                pos = skip(text, pos + 1).end()
                if type(container) is dict:
                    top[1], pos = _key(text, pos)
                break
            if char != ("]" if type(container) is list else "}"):
                raise json.JSONDecodeError("Expecting ',' delimiter", text, pos)
            pos += 1
            value = container
            stack.pop()


def _key(text: str, pos: int) -> tuple[str, int]:
    """An object's key at ``pos`` and the position of the value after its colon."""
    if text[pos : pos + 1] != '"':
        raise json.JSONDecodeError("Expecting property name enclosed in double quotes", text, pos)
    key, pos = scanstring(text, pos + 1)
    pos = _WHITESPACE.match(text, pos).end()
    if text[pos : pos + 1] != ":":
        raise json.JSONDecodeError("Expecting ':' delimiter", text, pos)
    return key, _WHITESPACE.match(text, pos + 1).end()


def _scalar(text: str, pos: int) -> tuple[Any, int]:
    """A string, number, true, false or null at ``pos``, and the position after it."""
    if text[pos : pos + 1] == '"':
        return scanstring(text, pos + 1)
    number = NUMBER_RE.match(text, pos)
    if number is not None:
        integer, fraction, exponent = number.groups()
        value = float(integer + (fraction or "") + (exponent or "")) if fraction or exponent else int(integer)
        return value, number.end()
    for word, value in _LITERALS:
        if text.startswith(word, pos):
            return value, pos + len(word)
    raise json.JSONDecodeError("Expecting value", text, pos)


def dumps(value: Any) -> str:
    """Compact JSON text for ``value`` (dicts with string keys, lists and tuples, strings,
    numbers, booleans, None) at any depth; other values raise ``TypeError`` as in ``json.dumps``."""
    try:
        return json.dumps(value, separators=(",", ":"))
    except RecursionError:
        return _dumps_iteratively(value)


def _dumps_iteratively(value: Any) -> str:
    out: list[str] = []
    # Open containers, innermost last: [their remaining items, is an object, nothing written yet].
    stack: list[list[Any]] = []
    while True:
        if isinstance(value, dict):
            out.append("{")
            stack.append([iter(value.items()), True, True])
        elif isinstance(value, (list, tuple)):
            out.append("[")
            stack.append([iter(value), False, True])
        else:
            out.append(json.dumps(value))
        while stack:
            top = stack[-1]
            items: Iterator[Any] = top[0]
            item = next(items, _END)
            if item is _END:
                out.append("}" if top[1] else "]")
                stack.pop()
                continue
            if not top[2]:
                out.append(",")
            top[2] = False
            if top[1]:
                key, value = item
                if not isinstance(key, str):
                    raise TypeError(f"keys must be str, not {type(key).__name__}")
                out.append(json.dumps(key))
                out.append(":")
            else:
                value = item
            break
        else:
            return "".join(out)
