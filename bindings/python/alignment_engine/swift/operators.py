"""Swift's operators on known values: arithmetic (``Int`` division truncates, literals and
``CGFloat`` divide exactly), comparison, equality of enum cases by name, ``&&`` / ``||`` with
unknown operands, string and array concatenation. ``NotConstant`` says the operands are not
values these operators know (an unknown value among them)."""

from __future__ import annotations

import math
import operator
from typing import Any, Callable

from .values import NIL, Member, SwiftInt

__all__ = ["NotConstant", "binary", "equal", "truth", "number"]

#: The largest Swift Int.
_INT_MAX = 2**63 - 1


class NotConstant(Exception):
    """The operands are not values the operators know."""


def number(value: Any) -> bool:
    """Whether a value is a number (``bool`` is not)."""
    return isinstance(value, (int, float)) and not isinstance(value, bool)


def truth(value: Any) -> bool:
    """A condition's value; raises ``NotConstant`` for anything but a ``Bool``."""
    if isinstance(value, bool):
        return value
    raise NotConstant("not a Bool")


def equal(a: Any, b: Any) -> bool:
    """Swift's ``==`` on known values: enum cases compare by name."""
    if isinstance(a, Member) and isinstance(b, Member):
        return a.name == b.name
    if isinstance(a, Member) or isinstance(b, Member):
        return False
    if number(a) and number(b):
        return bool(a == b)
    if type(a) is not type(b) and not (a is NIL or b is NIL):
        raise NotConstant("different types")
    try:
        return bool(a == b)
    except Exception as error:  # noqa: BLE001 - values that do not compare are not constants
        raise NotConstant(str(error)) from None


def _int(value: int) -> int:
    if abs(value) > _INT_MAX:
        raise OverflowError("the integer overflows Swift's Int")
    return value


def _arithmetic(op: str, a: Any, b: Any) -> Any:
    typed = isinstance(a, SwiftInt) or isinstance(b, SwiftInt)
    if isinstance(a, int) and isinstance(b, int):
        if op == "/":
            if b == 0:
                raise ZeroDivisionError("division by zero")
            if typed or a % b == 0:
                quotient = abs(a) // abs(b) * (1 if (a >= 0) == (b >= 0) else -1)
                return SwiftInt(quotient) if typed else quotient
            return a / b
        if op == "%":
            if b == 0:
                raise ZeroDivisionError("division by zero")
            result = int(math.fmod(a, b))
        else:
            result = _INTEGER_OPERATIONS[op](a, b)
        result = _int(result)
        return SwiftInt(result) if typed else result
    if op == "/":
        if b == 0:
            return math.copysign(math.inf, a) if a != 0 else math.nan
        return a / b
    if op == "%":
        return math.fmod(a, b)
    return _INTEGER_OPERATIONS[op](float(a), float(b))


_INTEGER_OPERATIONS: dict[str, Callable[[Any, Any], Any]] = {"+": operator.add, "-": operator.sub, "*": operator.mul}
_COMPARISONS: dict[str, Callable[[Any, Any], bool]] = {"<": operator.lt, "<=": operator.le, ">": operator.gt, ">=": operator.ge}


def binary(op: str, a: Any, b: Any) -> Any:
    """``a op b`` on known values; raises ``NotConstant`` otherwise, ``ZeroDivisionError`` and
    ``OverflowError`` as Swift would trap."""
    if op in ("+", "-", "*", "/", "%") and number(a) and number(b):
        return _arithmetic(op, a, b)
    if op == "+" and isinstance(a, str) and isinstance(b, str):
        return a + b
    if op == "+" and isinstance(a, list) and isinstance(b, list):
        return a + b
    if op in _COMPARISONS and ((number(a) and number(b)) or (isinstance(a, str) and isinstance(b, str))):
        return _COMPARISONS[op](a, b)
    if op == "==":
        return equal(a, b)
    if op == "!=":
        return not equal(a, b)
    raise NotConstant(f"{op} on these values")
