"""The document's guide expressions written as Swift: ``swift_expression`` parses an
expression of the format (``d[.leading] + d.width / 3``, ``$0.width``, ``--d.height``) and
writes it as the body of a Swift closure over ``d``."""

from __future__ import annotations

import re
from typing import Any, Optional

__all__ = ["swift_expression"]


_TOKEN = re.compile(r"\s*(?:(\d+\.?\d*(?:[eE][-+]?\d+)?|\.\d+(?:[eE][-+]?\d+)?)|(\$0|[A-Za-z_][A-Za-z_0-9]*)|(\?\?|[-+*/()\[\],.:]))")


def swift_expression(text: str) -> str:
    """A guide expression of the document format as Swift source: ``$0`` written ``d``, and a
    sign before a sign parenthesised (``--d.width``, which the format reads and Swift does
    not, is written ``-(-d.width)``). Text that does not parse is returned as it is."""
    try:
        parser = _ExpressionParser(text)
        tree = parser.expression(0)
        if parser.peek() is not None:
            return text
    except (IndexError, ValueError):
        return text
    return _emit(tree)[0]


class _ExpressionParser:
    """A precedence-climbing parser of the document's guide expressions."""

    _BINARY = {"??": 0, "+": 1, "-": 1, "*": 2, "/": 2}

    def __init__(self, text: str) -> None:
        self.tokens: list[str] = []
        position = 0
        text = text.rstrip()
        while position < len(text):
            match = _TOKEN.match(text, position)
            if match is None or match.end() == position:
                raise ValueError(text[position:])
            self.tokens.append(match.group(1) or match.group(2) or match.group(3))
            position = match.end()
        self.index = 0

    def peek(self) -> Optional[str]:
        return self.tokens[self.index] if self.index < len(self.tokens) else None

    def take(self, expected: Optional[str] = None) -> str:
        token = self.tokens[self.index]
        if expected is not None and token != expected:
            raise ValueError(token)
        self.index += 1
        return token

    def expression(self, minimum: int) -> tuple[Any, ...]:
        left = self.unary()
        while True:
            token = self.peek()
            if token not in self._BINARY or self._BINARY[token] < minimum:
                return left
            self.take()
            precedence = self._BINARY[token]
            right = self.expression(precedence if token == "??" else precedence + 1)
            left = ("binary", token, left, right)

    def unary(self) -> tuple[Any, ...]:
        if self.peek() == "-":
            self.take()
            return ("negative", self.unary())
        return self.primary()

    def primary(self) -> tuple[Any, ...]:
        token = self.take()
        if token == "(":
            inner = self.expression(0)
            self.take(")")
            return ("parentheses", inner)
        if token[0].isdigit() or token[0] == ".":
            return ("atom", token)
        if token in ("min", "max"):
            self.take("(")
            first = self.expression(0)
            self.take(",")
            second = self.expression(0)
            self.take(")")
            return ("call", token, first, second)
        if token in ("d", "$0"):
            if self.peek() == ".":
                self.take()
                return ("atom", "d." + self.take())
            self.take("[")
            parts = []
            while self.peek() != "]":
                parts.append(self.take())
            self.take("]")
            inside = "".join(part if part not in (":",) else ": " for part in parts)
            return ("atom", f"d[{inside}]")
        raise ValueError(token)


def _emit(tree: tuple[Any, ...]) -> tuple[str, int]:
    """Swift text of a parsed expression and its precedence (4: an atom)."""
    kind = tree[0]
    if kind == "atom":
        return tree[1], 4
    if kind == "parentheses":
        return f"({_emit(tree[1])[0]})", 4
    if kind == "call":
        return f"{tree[1]}({_emit(tree[2])[0]}, {_emit(tree[3])[0]})", 4
    if kind == "negative":
        operand, precedence = _emit(tree[1])
        return (f"-({operand})" if precedence < 3 or operand.startswith("-") else f"-{operand}"), 3
    op, left, right = tree[1], _emit(tree[2]), _emit(tree[3])
    precedence = _ExpressionParser._BINARY[op]
    left_text = left[0] if left[1] >= precedence else f"({left[0]})"
    right_text = right[0] if right[1] > precedence or (right[1] == precedence and op == "??") else f"({right[0]})"
    return f"{left_text} {op} {right_text}", precedence
