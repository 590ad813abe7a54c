"""Parsing Swift with tree-sitter (the ``swift`` extra: ``tree-sitter`` and
``tree-sitter-swift``): bytes in, a ``Syntax`` tree out, or a ``SwiftSourceError`` that names
the file, line and column of the first syntax error and the construct it is in.

The parse tree is copied into ``Syntax`` nodes with an explicit stack, so a file of any nesting
depth is read without recursion; what reads the nodes afterwards bounds its own depth.
"""

from __future__ import annotations

import threading
from typing import Any, Optional

from ..errors import SwiftSourceError
from .syntax import SourceFile, Syntax

__all__ = ["MAX_FILE_BYTES", "EXTRA_HINT", "parse", "load_grammar"]

#: The largest source file the reader takes (tree-sitter parses a few MB per second).
MAX_FILE_BYTES = 2 * 1024 * 1024
#: What to install when the grammar is missing.
EXTRA_HINT = "pip install 'alignment-engine[swift]' (tree-sitter and tree-sitter-swift)"

#: Named nodes the reader never looks at.
_SKIPPED = frozenset({"comment", "multiline_comment", "directive", "diagnostic", "shebang_line"})

#: The constructs syntax errors are reported in, by tree-sitter kind.
_CONSTRUCTS = {
    "source_file": "the file",
    "value_arguments": "the arguments of a call",
    "call_suffix": "a call",
    "lambda_literal": "a closure",
    "statements": "a list of statements",
    "class_body": "the body of a type",
    "enum_class_body": "the body of an enum",
    "function_body": "the body of a function",
    "computed_property": "a computed property",
    "property_declaration": "a property declaration",
    "function_declaration": "a function declaration",
    "class_declaration": "a type declaration",
    "if_statement": "an if statement",
    "switch_statement": "a switch statement",
    "line_string_literal": "a string literal",
    "multi_line_string_literal": "a string literal",
    "array_literal": "an array literal",
    "macro_invocation": "a macro such as #Preview",
}

_local = threading.local()


def load_grammar() -> Any:
    """A tree-sitter ``Parser`` for Swift (one per thread); raises ``ImportError`` saying what
    to install when the ``swift`` extra is missing."""
    parser = getattr(_local, "parser", None)
    if parser is None:
        try:
            import tree_sitter
            import tree_sitter_swift
        except ImportError as error:
            raise ImportError(f"reading SwiftUI source needs the swift extra: {EXTRA_HINT}") from error
        parser = tree_sitter.Parser(tree_sitter.Language(tree_sitter_swift.language()))
        _local.parser = parser
    return parser


def parse(name: str, data: bytes) -> Syntax:
    """The syntax tree of one file (``name`` is how messages name it). Raises
    ``SwiftSourceError`` for a file over ``MAX_FILE_BYTES``, text that is not UTF-8 or holds a
    NUL byte, and syntax errors."""
    file = SourceFile(name, data)
    if len(data) > MAX_FILE_BYTES:
        raise SwiftSourceError(
            f"the file is {len(data) / 1e6:.1f} MB; the reader takes files up to {MAX_FILE_BYTES // (1024 * 1024)} MB", name
        )
    try:
        data.decode("utf-8")
    except UnicodeDecodeError as error:
        raise _error(file, error.start, f"the file is not UTF-8 text (byte {data[error.start]:#04x})") from None
    nul = data.find(b"\x00")
    if nul >= 0:
        raise _error(file, nul, "the file holds a NUL byte: it is not Swift source")
    tree = load_grammar().parse(data)
    if tree.root_node.has_error:
        raise _syntax_error(file, tree.root_node)
    return _copy(tree, file)


def _error(file: SourceFile, offset: int, message: str) -> SwiftSourceError:
    where = file.location(offset)
    return SwiftSourceError(message, where.file, where.line, where.column)


def _syntax_error(file: SourceFile, root: Any) -> SwiftSourceError:
    """The error for the first syntax error in document order: the first ERROR or MISSING
    node that holds no other."""
    stack = [root]
    while stack:
        node = stack.pop()
        inner = [child for child in node.children if child.has_error or child.is_missing or child.type == "ERROR"]
        if inner:
            stack.extend(reversed(inner))
            continue
        if node.type != "ERROR" and not node.is_missing:
            continue
        parent = node.parent
        while parent is not None and parent.type == "ERROR":
            parent = parent.parent
        construct = _CONSTRUCTS.get(parent.type, parent.type.replace("_", " ")) if parent is not None else "the file"
        if node.is_missing:
            if node.start_byte >= len(file.data.rstrip()):
                return _error(file, node.start_byte, f"syntax error: the file ends before `{node.type}` closes {construct}")
            return _error(file, node.start_byte, f"syntax error: missing `{node.type}` in {construct}")
        text = " ".join(file.text(node.start_byte, min(node.end_byte, node.start_byte + 200)).split())
        shown = text if len(text) <= 40 else text[:39] + "…"
        return _error(file, node.start_byte, f"syntax error in {construct}: unexpected `{shown}`")
    return _error(file, 0, "syntax error")


#: Expressions a call binds tighter than, by the field of their last operand.
_OPERANDS = {
    **dict.fromkeys((
        "additive_expression", "multiplicative_expression", "comparison_expression", "equality_expression",
        "conjunction_expression", "disjunction_expression", "nil_coalescing_expression", "range_expression",
    ), ""),
    "ternary_expression": "if_false",
}


#: Swift's precedence of the binary operators' expressions (higher binds tighter).
_PRECEDENCE = {
    "multiplicative_expression": 150, "additive_expression": 140, "range_expression": 135, "nil_coalescing_expression": 131,
    "comparison_expression": 130, "equality_expression": 130, "conjunction_expression": 120, "disjunction_expression": 110,
}


def _rotate_left(node: Syntax) -> None:
    """``(a + b) * c`` where the source says ``a + b * c``: what a call moved into an operand
    (``_regroup_postfix``) may leave a looser operator as a tighter one's left operand; the tree
    is turned so that the tighter operator takes the right operand, as Swift's precedence
    says. (Parentheses in the source are a ``tuple_expression``, never turned.)"""
    left = node.children[0] if node.children else None
    if left is None or left.kind not in _PRECEDENCE or _PRECEDENCE[left.kind] >= _PRECEDENCE[node.kind]:
        return
    inner_right = left.children[-1]
    tight = Syntax(node.kind, inner_right.field, node.file, inner_right.start, node.end)
    inner_right.field = node.children[0].field
    tight.children = [inner_right, *node.children[1:]]
    left.children[-1] = tight
    node.kind = left.kind
    node.children = left.children
    _rotate_left(tight)


def _rotate_right(node: Syntax) -> None:
    """``a * (-b + c)`` where the source says ``a * -b + c``: the grammar reads a sign as
    applying to all that follows (``a * -(b + c)``), and ``_tighten_prefix`` makes its operand
    a looser (or, for the left-associative ``+`` and ``*``, an equal) operator as the right
    operand of this one; the tree is turned so that this operator takes the left operand,
    ``(a * -b) + c``, as Swift's precedence says."""
    right = node.children[-1] if node.children else None
    if right is None or right.kind not in _PRECEDENCE or not right.children:
        return
    looser = _PRECEDENCE[right.kind] < _PRECEDENCE[node.kind]
    if not looser and not (right.kind == node.kind and node.kind in _LEFT_ASSOCIATIVE):
        return
    inner_left = right.children[0]
    tight = Syntax(node.kind, node.children[0].field, node.file, node.start, inner_left.end)
    inner_left.field = right.field
    tight.children = [*node.children[:-1], inner_left]
    right.children[0] = tight
    node.kind = right.kind
    node.children = right.children
    _rotate_right(tight)


#: The binary operators' expressions that group from the left (``a - b - c`` is ``(a - b) - c``).
_LEFT_ASSOCIATIVE = ("additive_expression", "multiplicative_expression")


def _rotate(node: Syntax) -> None:
    """Both corrections of a binary operator's operands (``_rotate_left``, ``_rotate_right``)."""
    _rotate_left(node)
    _rotate_right(node)


def _regroup_postfix(node: Syntax) -> None:
    """A call or member the grammar attaches to a whole operator expression
    (``Text("a") + Text("b")`` read as ``(Text("a") + Text)("b")``, ``-d[.top]`` as
    ``(-d)[.top]``, ``a * 2 + b[1].c`` as ``(a * 2 + b[1]).c``, ``-(x)`` as a call of ``-``)
    attached to the operand it belongs to, as Swift's precedence says."""
    if not node.children:
        return
    callee = node.children[0]
    if node.kind == "call_expression" and callee.kind in ("call_suffix", "-", "+", "!", "bang"):
        _prefix_call(node)
        return
    if callee.kind == "prefix_expression":
        operation = callee.child("operation")
        last = "target" if operation is not None and operation.kind != "." else None
    elif callee.kind in _OPERANDS:
        last = _OPERANDS[callee.kind] or ("rhs" if callee.child("rhs") is not None else "end")
    else:
        return
    operand = callee.child(last) if last is not None else None
    if operand is None:
        return
    postfix = Syntax(node.kind, last, node.file, operand.start, node.end)
    operand.field = callee.field
    postfix.children = [operand, *node.children[1:]]
    callee.children[callee.children.index(operand)] = postfix
    node.kind = callee.kind
    node.children = callee.children
    _regroup_postfix(postfix)


def _tighten_prefix(node: Syntax) -> None:
    """``-a + b``, which the grammar reads as ``-(a + b)``: the sign applied to the leftmost
    operand, as Swift's prefix operators bind tighter than any binary one; ``.headline.bold``,
    read as ``.(headline.bold)``: the implicit member is ``.headline`` (``_implicit_member``)."""
    operation, target = node.child("operation"), node.child("target")
    if operation is not None and operation.kind == "." and target is not None and target.kind == "navigation_expression":
        _implicit_member(node, operation, target)
        return
    if operation is None or operation.kind not in ("-", "+") or target is None or target.kind not in _OPERANDS or target.kind == "ternary_expression":
        return
    first = target.children[0] if target.children else None
    if first is None or first.field not in ("lhs", "start"):
        return
    signed = Syntax("prefix_expression", first.field, node.file, node.start, first.end)
    first.field = "target"
    signed.children = [operation, first]
    target.children[0] = signed
    node.kind = target.kind
    node.children = target.children
    _tighten_prefix(signed)


def _implicit_member(node: Syntax, operation: Syntax, target: Syntax) -> None:
    """``.a.b.c``, which the grammar reads as ``.`` applied to ``a.b.c``: the dot taken to the
    leftmost name (``(.a).b.c``), the node becoming the member chain."""
    innermost = target
    while (inner := innermost.child("target")) is not None and inner.kind == "navigation_expression":
        innermost = inner
    name = innermost.child("target")
    if name is None or name.kind != "simple_identifier":
        return
    member = Syntax("prefix_expression", "target", node.file, node.start, name.end)
    name.field = "target"
    member.children = [operation, name]
    innermost.children[innermost.children.index(name)] = member
    node.kind = target.kind
    node.children = target.children


def _prefix_call(node: Syntax) -> None:
    """``-(x)``, which the grammar reads as a call of the operator ``-`` (a call without a
    callee, or of the operator's token): made the prefix expression it is (``-`` applied to
    the parenthesised ``x``)."""
    suffix = node.first("call_suffix")
    if suffix is None:
        return
    operator = node.file.text(node.start, suffix.start).strip()
    arguments = suffix.first("value_arguments")
    values = [argument for argument in arguments.children if argument.kind == "value_argument"] if arguments is not None else []
    if operator not in ("-", "+", "!") or len(values) != 1 or values[0].child("name") is not None or values[0].child("value") is None:
        return
    inner = Syntax("tuple_expression", "target", node.file, arguments.start, arguments.end)  # type: ignore[union-attr]
    inner.children = [values[0].child("value")]  # type: ignore[list-item]
    token = Syntax("bang" if operator == "!" else operator, "operation", node.file, node.start, node.start + 1)
    node.kind = "prefix_expression"
    node.children = [token, inner]


def _copy(tree: Any, file: SourceFile) -> Syntax:
    """The tree as ``Syntax`` nodes: named nodes (comments left out) and the anonymous tokens
    that fill a field (operators, ``let`` / ``var``), walked with tree-sitter's cursor."""
    kinds, named, fields = _grammar_names(tree.language)
    cursor = tree.walk()
    node = cursor.node
    root = Syntax(node.type, None, file, node.start_byte, node.end_byte)
    # The Syntax of every node on the cursor's path from the root, and the children list of
    # the last (where the next node goes).
    path = [root]
    siblings = root.children
    first_child, next_sibling, parent = cursor.goto_first_child, cursor.goto_next_sibling, cursor.goto_parent
    if not first_child():
        return root
    while True:
        node = cursor.node
        kind = node.kind_id
        field = cursor.field_id
        if named[kind]:
            start, end = node.byte_range
            made = Syntax(kinds[kind], fields[field], file, start, end)
            siblings.append(made)
            if first_child():
                path.append(made)
                siblings = made.children
                continue
        elif field is not None:
            start, end = node.byte_range
            siblings.append(Syntax(kinds[kind], fields[field], file, start, end))
        while not next_sibling():
            if not parent():
                return root
            done = path.pop()
            if not path:
                return root
            siblings = path[-1].children
            if done.kind in _FIXED:
                _FIXED[done.kind](done)


_NAMES: dict[int, tuple[list[str], list[bool], dict[Optional[int], Optional[str]]]] = {}


def _grammar_names(language: Any) -> tuple[list[str], list[bool], dict[Optional[int], Optional[str]]]:
    """The grammar's node kinds (by id), whether each is named and copied (comments are
    not), and its field names (by id; None for none)."""
    key = id(language)
    names = _NAMES.get(key)
    if names is None:
        kinds = [language.node_kind_for_id(kind) or "" for kind in range(language.node_kind_count)]
        named = [bool(language.node_kind_is_named(kind)) and kinds[kind] not in _SKIPPED for kind in range(language.node_kind_count)]
        fields: dict[Optional[int], Optional[str]] = {field: language.field_name_for_id(field) for field in range(language.field_count + 1)}
        fields[None] = None
        names = _NAMES[key] = (kinds, named, fields)
    return names


#: The corrections of the grammar's precedence, by the kind of node they apply to once its
#: children are copied.
_FIXED = {
    "call_expression": _regroup_postfix, "navigation_expression": _regroup_postfix, "prefix_expression": _tighten_prefix,
    **dict.fromkeys(_PRECEDENCE, _rotate),
}
