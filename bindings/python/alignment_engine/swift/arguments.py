"""Matching a call's arguments to the parameters of a table entry's form, as Swift matches
them: in order, by label, skipping parameters with defaults, trailing closures to the
parameters that take closures; then reading each with its kind.

A value the source does not determine (``Unknown``) matches any kind; the form's reader
decides what stands in for it (placeholder text, SwiftUI's default).
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, Sequence

from .kinds import Context, Mismatch
from .table import REQUIRED, Param
from .values import Argument, Unknown

__all__ = ["Bound", "Unbound", "bind", "bind_first"]


@dataclass
class Unbound:
    """Arguments that fit none of the forms: ``reason`` says what the last form read wrong
    (empty when the labels fit none)."""

    reason: str = ""


@dataclass
class Bound:
    """A form whose parameters the arguments fit: the document ``values`` by key (given, or
    SwiftUI's defaults that are not nil), the ``unknown`` parameters (with their arguments),
    and the ``content`` (views of the parameter that takes them, None without)."""

    params: tuple[Param, ...]
    values: dict[str, Any] = field(default_factory=dict)
    unknown: list[tuple[Param, Argument]] = field(default_factory=list)
    content: Any = None


def _assign(params: Sequence[Param], arguments: Sequence[Argument]) -> Optional[dict[int, Argument]]:
    """Which parameter each argument goes to, or None when they do not fit."""
    assigned: dict[int, Argument] = {}
    position = 0
    for argument in arguments:
        index: Optional[int] = None
        for candidate in range(position, len(params)):
            param = params[candidate]
            if argument.trailing and argument.label is None:
                if param.closure:
                    index = candidate
                    break
            elif param.label == argument.label:
                index = candidate
                break
            if param.default is REQUIRED:
                return None
        if index is None:
            return None
        assigned[index] = argument
        position = index + 1
    for index, param in enumerate(params):
        if index not in assigned and param.default is REQUIRED:
            return None
    return assigned


def bind(params: tuple[Param, ...], arguments: Sequence[Argument], context: Context, call: Any = None) -> Bound | Unbound:
    """The arguments read into one form's parameters, or ``Unbound`` when they do not fit it
    (labels, or a value of another kind). ``call`` is what a ``whole`` parameter reads: the
    call itself, as ``Constructed``."""
    if len(params) == 1 and params[0].whole:
        param = params[0]
        try:
            read = param.kind.read(call, context)
        except Mismatch as why:
            return Unbound(str(why))
        return Bound(params, {param.key: read} if param.key is not None and read is not None else {})
    assigned = _assign(params, arguments)
    if assigned is None:
        return Unbound()
    bound = Bound(params)
    for index, param in enumerate(params):
        argument = assigned.get(index)
        if argument is None:
            if param.key is not None and param.default is not None:
                bound.values[param.key] = param.default
            continue
        if isinstance(argument.value, Unknown):
            bound.unknown.append((param, argument))
            continue
        try:
            read = param.kind.read(argument.value, context)
        except Mismatch as why:
            return Unbound(f"{param.label or 'the argument'}: {why}" if param.label else str(why))
        if param.key == "content":
            bound.content = read
            bound.values["content"] = read
        elif param.key is not None:
            bound.values[param.key] = read
    return bound


def bind_first(forms: Sequence[tuple[Param, ...]], arguments: Sequence[Argument], context: Context, call: Any = None) -> Bound | Unbound:
    """The first form the arguments fit, or ``Unbound`` with the reason of the form whose
    labels fit (if any)."""
    reason = ""
    for params in forms:
        bound = bind(params, arguments, context, call)
        if isinstance(bound, Bound):
            return bound
        reason = reason or bound.reason
    return Unbound(reason)
