"""Checks of the values users pass, made where they pass them.

Every view, modifier, ``LayoutSession`` and ``Tree`` setter and ``Layout`` subview proxy
checks its arguments with these functions before anything reaches ctypes (which truncates
``2.5`` to ``2`` and wraps ``2**32 + 2`` to ``2``). A bad value raises ``TypeError`` (wrong
type) or ``InvalidValueError``, a ``ValueError`` (NaN, infinite, negative, out of range),
whose message starts with the parameter and the view, e.g. ``grid_cell_columns(count) on
Text 'x': expected a whole number from 1 to 2147483647, not 2.5 (float)``.

``name`` is the parameter as the call spells it (``HStack(spacing)``,
``LayoutSession.set_offset(x)``); ``where`` says which view, as text or as a function that
makes the text only when a check fails (``on Text 'x'``). Numbers may be any
``numbers.Real`` (NumPy's included) and counts any ``numbers.Integral``; ``bool`` is neither.
"""

from __future__ import annotations

import math
import numbers
import operator
import sys
from enum import Enum
from typing import Any, Callable, TypeVar, Union

from ..errors import InvalidValueError

__all__ = [
    "INT32_MAX", "Where", "label", "type_error", "value_error",
    "real", "optional_real", "whole", "optional_whole", "boolean", "string", "instance", "member", "pair",
]

#: The largest value a C ``int32_t`` holds.
INT32_MAX = 2**31 - 1
#: The largest finite float.
_LARGEST = sys.float_info.max

#: Which view a parameter belongs to: text, or a function that makes it.
Where = Union[str, Callable[[], str]]

_E = TypeVar("_E", bound=Enum)
_T = TypeVar("_T")


def label(name: str, where: Where) -> str:
    """``name`` followed by the text of ``where``: ``grid_cell_columns(count) on Text 'x'``."""
    place = where() if callable(where) else where
    return f"{name} {place}" if place else name


def type_error(name: str, where: Where, expected: str, value: object) -> TypeError:
    """The ``TypeError`` for ``value`` given as ``name`` where ``expected`` was wanted."""
    return TypeError(f"{label(name, where)}: expected {expected}, not {value!r} ({type(value).__name__})")


def value_error(name: str, where: Where, expected: str, value: object) -> InvalidValueError:
    """The ``ValueError`` (an ``InvalidValueError``, as the library's own) for ``value`` given
    as ``name`` where ``expected`` was wanted."""
    shown = "NaN" if isinstance(value, float) and value != value else repr(value)
    return InvalidValueError(f"{label(name, where)}: expected {expected}, not {shown}")


def real(
    value: Any, name: str, where: Where = "", *, minimum: float | None = None, positive: bool = False, infinite: bool = False
) -> float:
    """``value`` as a float: a finite number (``infinite``: or positive infinity), at least
    ``minimum`` when given, above 0 when ``positive``."""
    kind = type(value)
    # The common case first: a finite float or an int a float holds (NaN fails the comparison).
    if (kind is float or kind is int) and -_LARGEST <= value <= _LARGEST:
        number = float(value)
    else:
        number = _unusual_real(value, name, where, minimum, infinite)
    if minimum is not None and number < minimum:
        raise value_error(name, where, f"a number {_at_least(minimum)}", value)
    if positive and number <= 0:
        raise value_error(name, where, "a number > 0", value)
    return number


def _unusual_real(value: Any, name: str, where: Where, minimum: float | None, infinite: bool) -> float:
    """``real`` for any other value: another ``numbers.Real``, an infinity, NaN, a huge int."""
    if not isinstance(value, numbers.Real) or isinstance(value, bool):
        raise type_error(name, where, "a number", value)
    try:
        number = float(value)
    except OverflowError:
        raise value_error(name, where, "a number a float can hold", value) from None
    if number != number or number == -math.inf or (number == math.inf and not infinite):
        rule = "a finite number or math.inf" if infinite else "a finite number"
        raise value_error(name, where, rule if minimum is None else f"{rule} {_at_least(minimum)}", value)
    return number


def _at_least(minimum: float) -> str:
    return "that is not negative" if minimum == 0 else f">= {minimum:g}"


def optional_real(
    value: Any, name: str, where: Where = "", *, minimum: float | None = None, positive: bool = False, infinite: bool = False
) -> float | None:
    """None, or ``value`` checked as ``real`` checks it."""
    return None if value is None else real(value, name, where, minimum=minimum, positive=positive, infinite=infinite)


def whole(value: Any, name: str, where: Where = "", *, minimum: int = 0, maximum: int = INT32_MAX) -> int:
    """``value`` as an int from ``minimum`` to ``maximum`` (a C ``int32_t`` by default)."""
    if isinstance(value, bool):
        raise type_error(name, where, f"a whole number from {minimum} to {maximum}", value)
    try:
        number = operator.index(value)
    except TypeError:
        raise type_error(name, where, f"a whole number from {minimum} to {maximum}", value) from None
    if not minimum <= number <= maximum:
        raise value_error(name, where, f"a whole number from {minimum} to {maximum}", value)
    return number


def optional_whole(value: Any, name: str, where: Where = "", *, minimum: int = 0, maximum: int = INT32_MAX) -> int | None:
    """None, or ``value`` checked as ``whole`` checks it."""
    return None if value is None else whole(value, name, where, minimum=minimum, maximum=maximum)


def boolean(value: Any, name: str, where: Where = "") -> bool:
    """``value`` as a bool: ``True``, ``False`` or a NumPy boolean."""
    if isinstance(value, bool) or type(value).__name__ == "bool_":
        return bool(value)
    raise type_error(name, where, "True or False", value)


def string(value: Any, name: str, where: Where = "") -> str:
    """``value``, which must be a ``str``."""
    if isinstance(value, str):
        return value
    raise type_error(name, where, "a str", value)


def instance(value: Any, kind: type[_T] | tuple[type, ...], name: str, where: Where = "") -> _T:
    """``value``, which must be an instance of ``kind``."""
    if isinstance(value, kind):
        return value  # type: ignore[return-value]
    names = " or ".join(k.__name__ for k in kind) if isinstance(kind, tuple) else kind.__name__
    raise type_error(name, where, f"{'an' if names[0] in 'AEIOU' else 'a'} {names}", value)


def member(value: Any, kind: type[_E], name: str, where: Where = "") -> _E:
    """``value`` as a member of the enum ``kind``: a member, a member's name, or for an
    ``IntEnum`` a member's value."""
    if isinstance(value, kind):
        return value
    names = ", ".join(repr(m.name) for m in kind)
    if isinstance(value, str):
        try:
            return kind[value]
        except KeyError:
            raise value_error(name, where, f"one of {names}", value) from None
    if issubclass(kind, int) and isinstance(value, numbers.Integral) and not isinstance(value, bool):
        try:
            return kind(value)
        except ValueError:
            values = ", ".join(str(m.value) for m in kind)
            raise value_error(name, where, f"one of {names} or {values}", value) from None
    raise type_error(name, where, f"a {kind.__name__} or its name", value)


def pair(value: Any, name: str, where: Where = "", *, optional: bool = False, minimum: float | None = None, infinite: bool = False) -> tuple[Any, Any]:
    """``value`` as two numbers (a tuple such as ``(x, y)`` or a ``ProposedViewSize``);
    ``optional``: either may be None."""
    try:
        first, second = value
    except (TypeError, ValueError):
        raise type_error(name, where, "a pair of numbers", value) from None
    check = optional_real if optional else real
    return (
        check(first, f"{name}[0]", where, minimum=minimum, infinite=infinite),
        check(second, f"{name}[1]", where, minimum=minimum, infinite=infinite),
    )
