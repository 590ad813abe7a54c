"""Guide closures as the document's guide expressions: the body of an ``alignmentGuide``
closure or of an ``AlignmentID``'s ``defaultValue(in:)``, written over the view's dimensions
(``{ d in d[.bottom] - 10 }``, ``{ $0.width / 2 }``, ``{ d in d[explicit: .top] ?? 0 }``),
becomes the expression text the document format reads (``"d[.bottom] - 10"``).

Names of the files' constants evaluate to their numbers; ``let`` bindings before the
``return`` are put in place. Anything else (a geometry proxy, state changed inside the
closure) is not a guide expression: ``Mismatch`` says why.
"""

from __future__ import annotations

from typing import Any, Optional, Protocol, Sequence

from .kinds import HORIZONTAL_GUIDES, VERTICAL_GUIDES, Mismatch, format_number
from .operators import number
from .syntax import Syntax

__all__ = ["GuideContext", "guide_expression"]

_PRECEDENCE = {"+": 1, "-": 1, "*": 2, "/": 2}
#: Statements that are not expressions (a guide closure of that kind has state or branches).
_STATEMENTS = frozenset({
    "if_statement", "guard_statement", "switch_statement", "for_statement", "while_statement", "assignment",
    "property_declaration", "control_transfer_statement", "do_statement", "function_declaration",
})
_BUILTIN = frozenset(HORIZONTAL_GUIDES) | frozenset(VERTICAL_GUIDES)


class GuideContext(Protocol):
    """What translation asks the reader: constants' values and custom guides."""

    def evaluate(self, node: Syntax, scope: Any) -> Any:
        """The value of an expression in a scope."""
        ...

    def custom_guide(self, axis: str, name: str) -> bool:
        """Whether ``name`` is a custom guide of ``axis`` (noting its use)."""
        ...


def guide_expression(statements: Sequence[Syntax], parameter: str, scope: Any, context: GuideContext) -> str:
    """The document expression of a guide closure's body; ``parameter`` is its dimensions'
    name (``d``, ``context``, ``$0``)."""
    return _Translator(parameter, scope, context).body(statements)


class _Translator:
    def __init__(self, parameter: str, scope: Any, context: GuideContext) -> None:
        self.parameter = parameter
        self.scope = scope
        self.context = context
        self.bindings: dict[str, tuple[str, int]] = {}

    def body(self, statements: Sequence[Syntax]) -> str:
        result: Optional[Syntax] = None
        for index, statement in enumerate(statements):
            last = index == len(statements) - 1
            if statement.kind == "property_declaration" and not last:
                self._binding(statement)
            elif statement.kind == "control_transfer_statement" and statement.text.startswith("return") and last:
                result = statement.child("result") or (statement.children[0] if statement.children else None)
            elif last and statement.kind not in _STATEMENTS:
                result = statement
            else:
                raise Mismatch(f"`{statement.excerpt(40)}`: a guide of layout documents is one expression, after `let` constants")
        if result is None:
            raise Mismatch("the closure returns nothing")
        return self.expression(result)[0]

    def _binding(self, statement: Syntax) -> None:
        pattern, value = statement.child("name"), statement.child("value")
        identifier = pattern.child("bound_identifier") if pattern is not None else None
        if identifier is None or value is None:
            raise Mismatch(f"`{statement.excerpt(40)}`")
        self.bindings[identifier.text] = self.expression(value)

    def expression(self, node: Syntax) -> tuple[str, int]:
        """The expression's text and precedence (3: an atom)."""
        kind = node.kind
        if kind in ("integer_literal", "real_literal", "hex_literal"):
            return self._constant(node)
        if kind == "simple_identifier" and node.text in self.bindings:
            return self.bindings[node.text]
        if kind in ("additive_expression", "multiplicative_expression"):
            return self._binary(node)
        if kind == "prefix_expression" and node.child("operation") is not None and node.child("operation").kind == "-":  # type: ignore[union-attr]
            operand = self.expression(node.child("target"))  # type: ignore[arg-type]
            return f"-{self._wrap(operand, 3)}", 3
        if kind == "tuple_expression" and len(node.children_in("value")) == 1:
            return self.expression(node.children_in("value")[0])
        if kind == "navigation_expression" and self._is_dimensions(node.child("target")):
            member = node.child("suffix").child("suffix").text  # type: ignore[union-attr]
            if member not in ("width", "height"):
                raise Mismatch(f"`{node.excerpt(40)}`: the dimensions have width, height and guides")
            return f"d.{member}", 3
        if kind == "call_expression":
            return self._call(node)
        if kind == "nil_coalescing_expression":
            return self._explicit(node)
        return self._constant(node)

    def _is_dimensions(self, node: Optional[Syntax]) -> bool:
        return node is not None and node.kind == "simple_identifier" and node.text in (self.parameter, "$0")

    def _constant(self, node: Syntax) -> tuple[str, int]:
        if self._mentions_dimensions(node):
            raise Mismatch(f"`{node.excerpt(40)}` is not one of the guide expressions of layout documents")
        value = self.context.evaluate(node, self.scope)
        if not number(value):
            raise Mismatch(f"`{node.excerpt(40)}` is not a number the source determines")
        text = format_number(value)
        return text, (3 if not text.startswith("-") else 1)

    def _mentions_dimensions(self, node: Syntax) -> bool:
        stack = [node]
        while stack:
            item = stack.pop()
            if item.kind == "simple_identifier" and item.text in (self.parameter, "$0"):
                return True
            stack.extend(item.children)
        return False

    def _binary(self, node: Syntax) -> tuple[str, int]:
        op = node.child("op").kind  # type: ignore[union-attr]
        precedence = _PRECEDENCE[op]
        left = self.expression(node.child("lhs"))  # type: ignore[arg-type]
        right = self.expression(node.child("rhs"))  # type: ignore[arg-type]
        right_needs = precedence + (1 if op in ("-", "/") else 0)
        return f"{self._wrap(left, precedence)} {op} {self._wrap(right, right_needs)}", precedence

    @staticmethod
    def _wrap(part: tuple[str, int], needed: int) -> str:
        return part[0] if part[1] >= needed else f"({part[0]})"

    def _call(self, node: Syntax) -> tuple[str, int]:
        callee = node.children[0]
        suffix = node.first("call_suffix")
        arguments_node = suffix.first("value_arguments") if suffix is not None else None
        arguments = list(arguments_node.of_kind("value_argument")) if arguments_node is not None else []
        if self._is_dimensions(callee) and arguments_node is not None and arguments_node.file.data[arguments_node.start : arguments_node.start + 1] == b"[":
            if len(arguments) != 1:
                raise Mismatch(f"`{node.excerpt(40)}`")
            label = arguments[0].child("name")
            if label is not None:
                raise Mismatch(f"`{node.excerpt(40)}`: d[explicit: .guide] needs ?? and a value for views without one")
            return f"d[{self._guide(arguments[0].child('value'))}]", 3  # type: ignore[arg-type]
        name = callee.text if callee.kind == "simple_identifier" else ""
        if name in ("min", "max") and len(arguments) == 2 and not self._trailing(suffix):
            parts = [self.expression(argument.child("value"))[0] for argument in arguments]  # type: ignore[arg-type]
            return f"{name}({parts[0]}, {parts[1]})", 3
        if name in ("CGFloat", "Double") and len(arguments) == 1:
            return self.expression(arguments[0].child("value"))  # type: ignore[arg-type]
        return self._constant(node)

    @staticmethod
    def _trailing(suffix: Optional[Syntax]) -> bool:
        return suffix is not None and suffix.first("lambda_literal") is not None

    def _explicit(self, node: Syntax) -> tuple[str, int]:
        value, fallback = node.child("value"), node.child("if_nil")
        if value is None or fallback is None or value.kind != "call_expression" or not self._is_dimensions(value.children[0]):
            raise Mismatch(f"`{node.excerpt(40)}` is not one of the guide expressions of layout documents")
        arguments_node = value.first("call_suffix").first("value_arguments")  # type: ignore[union-attr]
        arguments = list(arguments_node.of_kind("value_argument")) if arguments_node is not None else []
        label = arguments[0].child("name") if len(arguments) == 1 else None
        if label is None or label.text.strip() != "explicit":
            raise Mismatch(f"`{node.excerpt(40)}`: ?? follows d[explicit: .guide]")
        guide = self._guide(arguments[0].child("value"))  # type: ignore[arg-type]
        return f"(d[explicit: {guide}] ?? {self.expression(fallback)[0]})", 3

    def _guide(self, node: Syntax) -> str:
        """A guide inside ``d[...]``: ``.name`` or ``HorizontalAlignment.center``."""
        if node.kind == "prefix_expression" and node.child("target") is not None:
            name = node.child("target").text  # type: ignore[union-attr]
            if name in _BUILTIN or self.context.custom_guide("horizontal", name) or self.context.custom_guide("vertical", name):
                return f".{name}"
        if node.kind == "navigation_expression":
            target = node.child("target")
            name = node.child("suffix").child("suffix").text  # type: ignore[union-attr]
            if target is not None and target.text in ("HorizontalAlignment", "VerticalAlignment"):
                axis = "horizontal" if target.text == "HorizontalAlignment" else "vertical"
                builtins = HORIZONTAL_GUIDES if axis == "horizontal" else VERTICAL_GUIDES
                if name == "center":
                    return f"{target.text}.center"
                if name in builtins or self.context.custom_guide(axis, name):
                    return f".{name}"
        raise Mismatch(f"`{node.excerpt(40)}` is not a guide")
