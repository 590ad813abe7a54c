"""Evaluating Swift expressions: literals and strings (with interpolation), arithmetic on
constants of the files, names (locals, ``self``'s properties, statics, globals, types),
members, calls of closures, functions and methods of the files, instances of their structs
and classes, and the few functions of Swift's library that layouts use (``min``, ``max``,
``CGFloat(_)``, ``Array(repeating:count:)``, ``enumerated()``...).

What the source does not determine evaluates to ``Unknown`` (unless ``StandIns.assume``
gives it); constructs the evaluator does not read are ``Unknown`` too, with a note. The
inliner (``inlining.Inliner``) extends the evaluator with views.
"""

from __future__ import annotations

import math
import re
import sys
from typing import Any, Optional, Sequence

from ..errors import SwiftSourceError
from .assumptions import Assumptions, StandIns
from .declarations import Declarations, Function, Property, TypeDeclaration
from .operators import NotConstant, binary, number, truth
from .scope import MISSING, Scope
from .statements import Body, StatementRunner
from .syntax import Syntax
from .templates import TemplateMisuse, misuse_of
from .values import NIL, Argument, Closure, Constructed, Element, GeometryProxy, Instance, Interval, KeyPath, Member, SwiftInt, TypeRef, Unknown, Views

__all__ = ["MAX_DEPTH", "FRAMES_PER_LEVEL", "MAX_ELEMENTS", "Evaluator"]

#: How deep expressions may nest, counting the bodies of custom views they inline: deeper
#: source is an error. Reading a level takes at most ``FRAMES_PER_LEVEL`` Python frames.
MAX_DEPTH = 500
#: Python frames one level of ``MAX_DEPTH`` takes at most (a view inside a view's closure:
#: the call, the table's arguments, the closure's statements).
FRAMES_PER_LEVEL = 16
#: The most elements a collection may have (a ``ForEach`` over a longer range is an error).
MAX_ELEMENTS = 10_000

_NUMERIC_STATICS = {"infinity": math.inf, "zero": 0, "pi": math.pi, "greatestFiniteMagnitude": sys.float_info.max, "leastNonzeroMagnitude": 5e-324}
_NUMERIC_TYPES = frozenset({"CGFloat", "Double", "Float", "Int", "Float64", "Int64", "Int32", "UInt"})
_BINARY_KINDS = frozenset({  # the operators' expressions
    "additive_expression", "multiplicative_expression", "comparison_expression", "equality_expression",
    "conjunction_expression", "disjunction_expression", "nil_coalescing_expression", "range_expression",
})
#: Wrappers whose value is set from outside the view (an argument, the environment, a model).
_OUTSIDE_WRAPPERS = frozenset({"Environment", "EnvironmentObject", "ObservedObject", "Binding", "Bindable", "FocusState", "Namespace", "GestureState", "FetchRequest", "Query"})
#: Wrappers whose initial value the source gives (and ``--assume`` may change: it is state).
_STATE_WRAPPERS = frozenset({"State", "StateObject", "AppStorage", "SceneStorage", "Published", "ScaledMetric"})


class Evaluator(StatementRunner):
    """Evaluates expressions of the files (see the module's docstring)."""

    def __init__(self, declarations: Declarations, stand_ins: StandIns, assumptions: Assumptions) -> None:
        """An evaluator of ``declarations``' expressions that records its assumptions."""
        self.declarations = declarations
        self.stand_ins = stand_ins
        self.assumptions = assumptions
        self.depth = 0
        self.file_scope = Scope()
        self._globals: dict[str, Any] = {}
        self._statics: dict[tuple[str, str], Any] = {}
        self._assumed: dict[str, Any] = {}
        #: Whether a value read from a GeometryReader's proxy was not known yet (a layout
        #: gives the readers' sizes; ``reader.SwiftDocument`` reads again with them).
        self.geometry_unknown = False
        #: The lazy row templates being read (``templates``), innermost last, by serial:
        #: while one is, the uses of its element are checked.
        self.templating: list[int] = []

    # Assumptions.

    def note(self, syntax: Syntax, kind: str, replacement: str, construct: Optional[str] = None) -> None:
        """Records an assumption at ``syntax``."""
        self.assumptions.add(syntax, kind, replacement, construct)

    def assumed(self, name: str) -> Any:
        """The value ``StandIns.assume`` gives ``name`` (its source read as Swift), or ``MISSING``."""
        if name in self._assumed:
            return self._assumed[name]
        value: Any = MISSING
        if name in self.stand_ins.assume:
            given = self.stand_ins.assume[name]
            value = self._assumption_value(given) if isinstance(given, str) else given
        self._assumed[name] = value
        return value

    def _assumption_value(self, text: str) -> Any:
        """An assumed value written as Swift (``true``, ``3``, ``.loaded``, ``"Anna"``); text
        that is no Swift value stays the string it is."""
        from .parsing import parse

        try:
            root = parse("--assume", f"let _ = {text}".encode("utf-8"))
            declaration = root.children[0]
            value = self.evaluate(declaration.child("value"), self.file_scope)  # type: ignore[arg-type]
        except (SwiftSourceError, IndexError, AttributeError):
            return text
        return text if isinstance(value, Unknown) or isinstance(value, TypeRef) else value

    def element_use(self, syntax: Syntax, why: str, *values: Any, strings: bool = False) -> None:
        """Raises ``templates.TemplateMisuse`` when one of ``values`` is a lazy row template's
        element (with ``strings``, or a string made from one): ``why`` says what the use is."""
        if self.templating:
            misuse = misuse_of(values, syntax, why, strings)
            if misuse is not None:
                raise misuse

    def unknown(self, path: str, syntax: Syntax) -> Any:
        """What an undetermined value is: the value ``StandIns.assume`` gives its path (or the
        path's last part), else ``Unknown``."""
        path = path.removeprefix("self.")
        for name in (path, path.rsplit(".", 1)[-1]):
            value = self.assumed(name)
            if value is not MISSING:
                return value
        return Unknown(path, syntax)

    # Expressions.

    def evaluate(self, node: Syntax, scope: Scope) -> Any:
        """The value of an expression."""
        self.depth += 1
        try:
            if self.depth > MAX_DEPTH:
                where = node.location
                raise SwiftSourceError(
                    f"the source nests deeper than {MAX_DEPTH} levels here (views inside views, calls inside calls): "
                    "the reader does not go deeper", where.file, where.line, where.column,
                )
            method = _DISPATCH.get(node.kind)
            if method is None:
                return self.unsupported(node)
            return method(self, node, scope)
        finally:
            self.depth -= 1

    def unsupported(self, node: Syntax) -> Any:
        """An expression the reader does not read: an unknown value, noted (in a lazy row
        template, which could not say what it does with the element, it ends the template)."""
        if self.templating:
            raise TemplateMisuse(self.templating[-1], node, f"{node.kind.replace('_', ' ')} the reader does not read")
        self.note(node, "unsupported", f"not read ({node.kind.replace('_', ' ')}): an unknown value")
        return Unknown(node.excerpt(40), node)

    def _integer(self, node: Syntax, scope: Scope) -> Any:
        text = node.text.replace("_", "")
        base = {"0x": 16, "0o": 8, "0b": 2}.get(text[:2].lower(), 10)
        return int(text[2:] if base != 10 else text, base)

    def _real(self, node: Syntax, scope: Scope) -> Any:
        try:
            return float(node.text.replace("_", "")) if not node.text.lower().startswith("0x") else float.fromhex(node.text)
        except ValueError:
            return self.unsupported(node)

    def _boolean(self, node: Syntax, scope: Scope) -> Any:
        return node.text == "true"

    def _nil(self, node: Syntax, scope: Scope) -> Any:
        return NIL

    def _string(self, node: Syntax, scope: Scope) -> Any:
        parts: list[Any] = []
        multiline = node.kind == "multi_line_string_literal"
        for child in node.children:
            if child.kind == "interpolated_expression":
                value_node = child.child("value")
                value = self.evaluate(value_node, scope) if value_node is not None else ""
                if isinstance(value, Unknown):
                    parts.append(value)
                elif isinstance(value, Element):
                    parts.append(value.marker)  # a row template's element: its document variable
                elif isinstance(value, bool):
                    parts.append("true" if value else "false")
                elif isinstance(value, float) and abs(value) < 1e15 and value == int(value):
                    parts.append(f"{value:.1f}")
                elif number(value) or isinstance(value, str):
                    parts.append(str(value))
                else:
                    parts.append(Unknown(child.excerpt(40), child))
            elif child.kind == "str_escaped_char":
                parts.append(_escape(child.text))
            elif child.kind == "raw_str_end_part" or child.kind == "raw_str_part":
                parts.append(_raw(child.text))
            elif child.field == "text":
                parts.append(child.text)
        if multiline:
            parts = _dedent(parts)
        if any(isinstance(part, Unknown) for part in parts):
            merged: list[Any] = []
            for part in parts:
                if isinstance(part, str) and merged and isinstance(merged[-1], str):
                    merged[-1] += part
                else:
                    merged.append(part)
            return Unknown(node.excerpt(60), node, tuple(merged))
        return "".join(parts)

    def _identifier(self, node: Syntax, scope: Scope) -> Any:
        return self.lookup(node.text, node, scope)

    def lookup(self, name: str, syntax: Syntax, scope: Scope) -> Any:
        """The value of a name: a local, ``self``'s member, a static of the enclosing type, a
        global of the files, or a type."""
        if name.startswith("$") and len(name) > 1 and not name[1:].isdigit():
            name = name[1:]  # a binding ($isOn) reads as its value
        value = scope.local(name)
        if value is not MISSING:
            return value
        receiver = scope.receiver
        if isinstance(receiver, Instance):
            found = self.instance_member(receiver, name, syntax)
            if found is not MISSING:
                return found
        owner = scope.owner
        while owner is not None:
            found = self.static_member(owner, name, syntax)
            if found is not MISSING:
                return found
            owner = self.declarations.type_named(owner.name.rsplit(".", 1)[0]) if "." in owner.name else None
        if name in self.declarations.globals:
            return self.global_value(name)
        if name in self.declarations.functions:
            return self._function_value(self.declarations.functions[name], None, self.file_scope)
        if name == "Self" and scope.owner is not None:
            return TypeRef(scope.owner.name)
        if name[:1].isupper() or name in _NUMERIC_TYPES:
            return TypeRef(name)
        if name == "self":
            return receiver if receiver is not MISSING else Unknown("self", syntax)
        return self.unknown(name, syntax)

    def global_value(self, name: str) -> Any:
        """The value of a global constant of the files (evaluated once)."""
        if name not in self._globals:
            self._globals[name] = Unknown(name, self.declarations.globals[name].syntax)  # a cycle reads as unknown
            self._globals[name] = self.property_value(self.declarations.globals[name], self.file_scope)
        return self._globals[name]

    def property_value(self, item: Property, scope: Scope) -> Any:
        """The value of a property in ``scope``: its getter's, or its initial value's."""
        if item.getter is not None:
            return self.run_body(item.getter, scope.child())
        if item.value is not None:
            return self.typed(self.evaluate(item.value, scope), item.type)
        return self.unknown(item.name, item.syntax)

    def typed(self, value: Any, type_name: Optional[str]) -> Any:
        """A value as a declaration of ``type_name`` holds it (``let x: CGFloat = 5`` is 5.0;
        ``let n = 5`` is an ``Int``; ``let trend: Trend = .up`` is a case of ``Trend``)."""
        base = (type_name or "").rstrip("?!")
        if isinstance(value, Member) and value.type is None and base:
            declaration = self.declarations.type_named(base)
            if declaration is not None and value.name in declaration.cases:
                return Member(declaration.name, value.name, value.syntax, value.arguments)
            return value
        if isinstance(value, bool) or not number(value):
            return value
        if base in ("CGFloat", "Double", "Float"):
            return float(value)
        if (base == "Int" or (not base and type(value) is int)) and isinstance(value, int):
            return SwiftInt(value)
        return value

    def static_member(self, owner: TypeDeclaration, name: str, syntax: Syntax) -> Any:
        """A static property, enum case, static method or nested type of a type of the files,
        or ``MISSING``."""
        if name in owner.statics:
            key = (owner.name, name)
            if key not in self._statics:
                self._statics[key] = Unknown(f"{owner.name}.{name}", syntax)  # a cycle reads as unknown
                self._statics[key] = self.property_value(owner.statics[name], Scope(self.file_scope, owner=owner))
            return self._statics[key]
        if name in owner.cases:
            return Member(owner.name, name, syntax)
        if name in owner.static_methods:
            return self._function_value(owner.static_methods[name], None, Scope(self.file_scope, owner=owner))
        if name in owner.nested:
            return TypeRef(owner.nested[name])
        return MISSING

    def static_value(self, types: Sequence[str], name: str) -> Any:
        """The value of ``static let name`` of one of ``types`` in the files, or None."""
        for type_name in types:
            owner = self.declarations.type_named(type_name)
            if owner is not None and name in owner.statics:
                return self.static_member(owner, name, owner.statics[name].syntax)
        return None

    def instance_member(self, instance: Instance, name: str, syntax: Syntax) -> Any:
        """A stored or computed property or a method of an instance, or ``MISSING``."""
        if name in instance.fields:
            return instance.fields[name]
        declaration = instance.declaration
        if name in declaration.computed:
            return self.property_value(declaration.computed[name], Scope(self.file_scope, receiver=instance, owner=declaration))
        if name in declaration.methods:
            return self._function_value(declaration.methods[name], instance, Scope(self.file_scope, owner=declaration))
        return self.static_member(declaration, name, syntax)

    def _function_value(self, functions: list[Function], receiver: Any, scope: Scope) -> Any:
        """A function of the files as a closure (the first overload)."""
        function = functions[0]
        inner = Scope(scope, receiver=receiver) if receiver is not None else scope
        return function.closure(inner)

    def _self(self, node: Syntax, scope: Scope) -> Any:
        receiver = scope.receiver
        return receiver if receiver is not MISSING else Unknown("self", node)

    def _navigation(self, node: Syntax, scope: Scope) -> Any:
        target_node = node.child("target")
        suffix = node.child("suffix")
        name_node = suffix.child("suffix") if suffix is not None else None
        if target_node is None or name_node is None:
            return self.unsupported(node)
        if target_node.kind == "key_path_expression":
            base = tuple(child.text for child in target_node.children if child.kind == "type_identifier")
            return KeyPath(base + (name_node.text,), node)
        target = self.evaluate(target_node, scope)
        return self.member(target, name_node.text, node, scope)

    def member(self, target: Any, name: str, syntax: Syntax, scope: Scope) -> Any:
        """``target.name``."""
        if isinstance(target, Element) and name == "description":
            return target.marker
        self.element_use(syntax, f"its member .{name}", target, strings=True)
        if isinstance(target, KeyPath):
            return KeyPath(target.names + (name,), syntax)
        if isinstance(target, Unknown):
            return self.unknown(f"{target.path}.{name}", syntax)
        if isinstance(target, Instance):
            found = self.instance_member(target, name, syntax)
            return found if found is not MISSING else self.unknown(f"{target.declaration.name}.{name}", syntax)
        if isinstance(target, TypeRef):
            return self._type_member(target, name, syntax)
        if isinstance(target, Member):
            found = self._enum_member(target, name, syntax)
            return found if found is not target else self.unknown(syntax.excerpt(40), syntax)
        if isinstance(target, (list, tuple, range, str, dict)) and not isinstance(target, Views):
            found = _collection_member(target, name)
            if found is not MISSING:
                return found
        if isinstance(target, GeometryProxy):
            return self._proxy_member(target, name, syntax)
        if isinstance(target, Constructed):
            value = target.argument(name)
            if value is not None:
                return value
        if number(target) and name in ("magnitude", "description"):
            return abs(target) if name == "magnitude" else str(target)
        return self.unknown(f"{syntax.excerpt(40)}", syntax)

    def _proxy_member(self, proxy: GeometryProxy, name: str, syntax: Syntax) -> Any:
        """``proxy.size`` (and ``proxy.frame(in:)``, see ``call_method``): the reader's size
        once a layout has given it, else unknown."""
        if name == "size" and proxy.size is not None:
            return Constructed("CGSize", (Argument("width", proxy.size[0], syntax), Argument("height", proxy.size[1], syntax)), syntax)
        if name == "size":
            self.geometry_unknown = True
        return Unknown(syntax.excerpt(40), syntax)

    def _type_member(self, target: TypeRef, name: str, syntax: Syntax) -> Any:
        owner = self.declarations.type_named(target.name)
        if owner is not None:
            found = self.static_member(owner, name, syntax)
            if found is not MISSING:
                return found
        if target.name in _NUMERIC_TYPES and name in _NUMERIC_STATICS:
            value = _NUMERIC_STATICS[name]
            return SwiftInt(value) if target.name == "Int" and isinstance(value, int) else value
        if name[:1].isupper():
            return TypeRef(f"{target.name}.{name}")
        if name == "self":
            return target
        return Member(target.name, name, syntax)

    def _enum_member(self, target: Member, name: str, syntax: Syntax) -> Any:
        """A computed property of an enum of the files on one of its cases; other members of
        a member (``Color.red.opacity``) are the member itself."""
        owner = self.declarations.type_named(target.type) if target.type else None
        if owner is not None and name in owner.computed:
            return self.property_value(owner.computed[name], Scope(self.file_scope, receiver=target, owner=owner))
        if owner is not None and name in owner.methods:
            return self._function_value(owner.methods[name], target, Scope(self.file_scope, owner=owner))
        if name == "rawValue":
            return target.name
        return target

    def _prefix(self, node: Syntax, scope: Scope) -> Any:
        operation = node.child("operation")
        target_node = node.child("target")
        if target_node is None:
            return self.unsupported(node)
        op = operation.kind if operation is not None else "."
        if op == ".":
            name = target_node.text.strip("`")
            if target_node.kind != "simple_identifier" and not name.isidentifier():
                return self.unsupported(node)
            return Member(None, name, node)  # keywords too: .switch, .default
        value = self.evaluate(target_node, scope)
        self.element_use(node, "an operator on the element", value, strings=True)
        if op == "-" and number(value):
            return -value
        if op in ("!", "bang") and isinstance(value, bool):
            return not value
        if op in ("+", "&"):
            return value
        if isinstance(value, Unknown):
            return Unknown(node.excerpt(40), node)
        return self.unsupported(node)

    def _postfix(self, node: Syntax, scope: Scope) -> Any:
        target = node.child("target")
        return self.evaluate(target, scope) if target is not None else self.unsupported(node)

    def _inner(self, node: Syntax, scope: Scope) -> Any:
        """``try x``, ``await x``, ``x as T``: the value of x (``as`` converts numbers)."""
        inner = node.child("expr") or next((child for child in node.children if child.kind not in ("try_operator", "as_operator", "await")), None)
        if inner is None:
            return self.unsupported(node)
        value = self.evaluate(inner, scope)
        cast = node.child("name") if node.kind == "as_expression" else None
        return self.typed(value, cast.text) if cast is not None else value

    def _binary(self, node: Syntax, scope: Scope) -> Any:
        op_node = node.child("op")
        op = op_node.kind if op_node is not None else ("??" if node.kind == "nil_coalescing_expression" else "")
        if node.kind == "nil_coalescing_expression":
            value_node, fallback = node.child("value"), node.child("if_nil")
            value = self.evaluate(value_node, scope) if value_node is not None else NIL
            if value is NIL:
                return self.evaluate(fallback, scope) if fallback is not None else NIL
            return value
        lhs_node = node.child("lhs") or node.child("start")
        rhs_node = node.child("rhs") or node.child("end")
        if lhs_node is None or rhs_node is None:
            return self.unsupported(node)
        lhs = self.evaluate(lhs_node, scope)
        if op in ("&&", "||"):
            return self._logic(op, lhs, rhs_node, node, scope)
        rhs = self.evaluate(rhs_node, scope)
        if node.kind == "range_expression":
            self.element_use(node, "a range bounded by the element", lhs, rhs)
            if isinstance(lhs, int) and isinstance(rhs, int) and not isinstance(lhs, bool) and not isinstance(rhs, bool):
                if rhs < lhs:
                    raise self.error(node, f"`{node.excerpt(40)}`: the range's upper bound {rhs} is below its lower bound {lhs} "
                                           "(Swift stops the program: a range's lower bound must not be above its upper bound)")
                return range(lhs, rhs + (1 if op == "..." else 0))
            if isinstance(lhs, Member) and isinstance(rhs, Member):
                return Interval(lhs, rhs, op == "...", node)
            return Unknown(node.excerpt(40), node)
        return self.combine(op, lhs, rhs, node)

    def _open_range(self, node: Syntax, scope: Scope) -> Any:
        """``...upper``, ``..<upper`` and ``lower...`` of members (``...DynamicTypeSize.xxxLarge``)."""
        bound_node = node.child("end") or node.child("start")
        bound = self.evaluate(bound_node, scope) if bound_node is not None else None
        if not isinstance(bound, Member):
            return self.unsupported(node)
        if node.kind == "open_end_range_expression":
            return Interval(bound, None, True, node)
        return Interval(None, bound, not node.text.lstrip().startswith("..<"), node)

    def _logic(self, op: str, lhs: Any, rhs_node: Syntax, node: Syntax, scope: Scope) -> Any:
        try:
            left = truth(lhs)
            if left == (op == "||"):
                return left
        except NotConstant:
            left = None
        right = self.evaluate(rhs_node, scope)
        try:
            value = truth(right)
        except NotConstant:
            return Unknown(node.excerpt(40), node)
        if left is None:
            return value if value == (op == "||") else Unknown(node.excerpt(40), node)
        return value

    def _ternary(self, node: Syntax, scope: Scope) -> Any:
        condition_node = node.child("condition")
        condition = self.evaluate(condition_node, scope) if condition_node is not None else NIL
        try:
            chosen = "if_true" if truth(condition) else "if_false"
        except NotConstant:
            text = " ".join(condition_node.excerpt(60).split()) if condition_node is not None else ""
            assumed = self.assumed(text)
            if isinstance(assumed, bool):
                chosen = "if_true" if assumed else "if_false"
            else:
                self.note(condition_node or node, "branch", "took the first value (the condition is not known; --assume sets it)")
                chosen = "if_true"
        branch = node.child(chosen)
        return self.evaluate(branch, scope) if branch is not None else self.unsupported(node)

    def _tuple(self, node: Syntax, scope: Scope) -> Any:
        values = [self.evaluate(child, scope) for child in node.children_in("value")]
        return values[0] if len(values) == 1 else tuple(values)

    def _array(self, node: Syntax, scope: Scope) -> Any:
        return [self.evaluate(child, scope) for child in node.children]

    def _dictionary(self, node: Syntax, scope: Scope) -> Any:
        keys = [self.evaluate(child, scope) for child in node.children_in("key")]
        values = [self.evaluate(child, scope) for child in node.children_in("value")]
        try:
            return dict(zip(keys, values))
        except TypeError:
            return Unknown(node.excerpt(40), node)

    def _key_path(self, node: Syntax, scope: Scope) -> Any:
        return KeyPath(tuple(child.text for child in node.children if child.kind == "type_identifier"), node)

    def _lambda(self, node: Syntax, scope: Scope) -> Any:
        parameters: list[str] = []
        kind = node.child("type")
        if kind is not None:
            holder = kind.first("lambda_function_type_parameters")
            for parameter in (holder.children if holder is not None else ()):
                name = parameter.child("name") or parameter.first("simple_identifier")
                parameters.append(name.text if name is not None else "_")
        statements = node.first("statements")
        return Closure(tuple(parameters), tuple(statements.children) if statements is not None else (), scope, node)

    def _if_expression(self, node: Syntax, scope: Scope) -> Any:
        return self.run_body((node,), scope.child())

    # Calls.

    def arguments(self, suffix: Syntax, scope: Scope) -> tuple[tuple[Argument, ...], bool]:
        """A call's arguments, trailing closures last, and whether it is a subscript (``[...]``)."""
        made: list[Argument] = []
        subscript = False
        label: Optional[str] = None
        for child in suffix.children:
            if child.kind == "value_arguments":
                subscript = child.file.data[child.start : child.start + 1] == b"["
                for argument in child.of_kind("value_argument"):
                    name = argument.child("name")
                    value_node = argument.child("value")
                    if value_node is None:
                        continue
                    made.append(Argument(name.text.strip() if name is not None else None, self.evaluate(value_node, scope), value_node))
            elif child.kind == "lambda_literal":
                made.append(Argument(label, self.evaluate(child, scope), child, trailing=True))
                label = None
            elif child.field == "name":
                label = child.text
        return tuple(made), subscript

    def _call(self, node: Syntax, scope: Scope) -> Any:
        callee = node.children[0] if node.children else None
        suffix = node.first("call_suffix")
        if callee is None or suffix is None:
            return self.unsupported(node)
        arguments, subscript = self.arguments(suffix, scope)
        if subscript:
            return self._subscript(self.evaluate(callee, scope), arguments, node)
        if callee.kind == "simple_identifier":
            return self.call_name(callee.text, arguments, node, scope)
        if callee.kind == "navigation_expression":
            target_node, member_suffix = callee.child("target"), callee.child("suffix")
            name_node = member_suffix.child("suffix") if member_suffix is not None else None
            if target_node is not None and name_node is not None:
                target = self.evaluate(target_node, scope)
                # A modifier is located where its name is (`.padding(8)`), not where its chain starts.
                call = Syntax("call_expression", None, node.file, member_suffix.start, node.end)  # type: ignore[union-attr]
                call.children = node.children
                return self.call_method(target, name_node.text, arguments, call, scope)
        if callee.kind == "prefix_expression" and callee.child("operation") is not None and callee.child("operation").kind == ".":  # type: ignore[union-attr]
            target = callee.child("target")
            if target is not None:
                return Member(None, target.text, node, arguments)
        return self.call_value(self.evaluate(callee, scope), arguments, node)

    def combine(self, op: str, lhs: Any, rhs: Any, syntax: Syntax) -> Any:
        """``lhs op rhs`` (the inliner joins Texts); unknown when the operands are not known,
        an error where Swift would trap (a division by zero, an overflow)."""
        self.element_use(syntax, "arithmetic on the element" if op in ("+", "-", "*", "/", "%") else "a comparison of the element",
                         lhs, rhs, strings=op != "+")
        try:
            return binary(op, lhs, rhs)
        except NotConstant:
            return Unknown(syntax.excerpt(40), syntax)
        except (ZeroDivisionError, OverflowError) as error:
            raise self.error(syntax, f"{error} in `{syntax.excerpt(40)}`") from None

    def _subscript(self, target: Any, arguments: Sequence[Argument], syntax: Syntax) -> Any:
        self.element_use(syntax, "indexing by the element", target, *arguments, strings=True)
        if len(arguments) == 1 and arguments[0].label is None:
            key = arguments[0].value
            try:
                if isinstance(target, (list, tuple, range)) and isinstance(key, int) and not isinstance(key, bool):
                    return target[key] if 0 <= key < len(target) else Unknown(syntax.excerpt(40), syntax)
                if isinstance(target, dict):
                    return target.get(key, NIL)
            except TypeError:
                pass
        return Unknown(syntax.excerpt(40), syntax)

    def call_name(self, name: str, arguments: tuple[Argument, ...], syntax: Syntax, scope: Scope) -> Any:
        """A call of a bare name: a local closure, a method of ``self``, a function of the
        files or of Swift's library, or a type (its initialiser)."""
        value = scope.local(name)
        if value is not MISSING:
            return self.call_value(value, arguments, syntax)
        receiver = scope.receiver
        if isinstance(receiver, Instance):
            found = self.instance_member(receiver, name, syntax)
            if found is not MISSING:
                return self.call_value(found, arguments, syntax)
        if scope.owner is not None:
            found = self.static_member(scope.owner, name, syntax)
            if found is not MISSING:
                return self.call_value(found, arguments, syntax)
        if name in self.declarations.functions:
            return self.call_value(self._function_value(self.declarations.functions[name], None, self.file_scope), arguments, syntax)
        library = _LIBRARY.get(name)
        if library is not None:
            self.element_use(syntax, f"the element in {name}(…)", *arguments)
            return library(self, arguments, syntax)
        if name[:1].isupper() or name in _NUMERIC_TYPES:
            return self.construct(name, arguments, syntax, scope)
        return self.call_free(name, arguments, syntax, scope)

    def call_free(self, name: str, arguments: tuple[Argument, ...], syntax: Syntax, scope: Scope) -> Any:
        """A call of a name nothing declares (the inliner applies modifiers of ``self``)."""
        return self.unknown(f"{name}(…)", syntax)

    def call_value(self, value: Any, arguments: tuple[Argument, ...], syntax: Syntax) -> Any:
        """A call of a value: a closure or function, a type, a member (``.init(...)``)."""
        if isinstance(value, Closure):
            return self.call_closure(value, arguments, syntax)
        if isinstance(value, TypeRef):
            return self.construct(value.name, arguments, syntax, self.file_scope)
        if isinstance(value, Member) and value.arguments is None:
            return Member(value.type, value.name, syntax, arguments)
        return Unknown(syntax.excerpt(40), syntax)

    def call_closure(self, closure: Closure, arguments: Sequence[Argument], syntax: Syntax) -> Any:
        """Runs a closure or function with arguments (by label for functions, in order for
        closures; defaults for the rest; ``$0``... for closures without named parameters)."""
        scope = Scope(closure.scope)
        positional = list(arguments)
        names = closure.parameters
        if not names and closure.syntax.kind == "lambda_literal":
            for index, argument in enumerate(positional):
                scope.bind(f"${index}", argument.value)
        elif closure.labels:
            self._bind_labelled(closure, positional, scope)
        else:
            values = [argument.value for argument in positional]
            if len(names) > 1 and len(values) == 1 and isinstance(values[0], tuple) and len(values[0]) == len(names):
                values = list(values[0])  # { index, item in ... } over enumerated()
            for index, name in enumerate(names):
                scope.bind(name, values[index] if index < len(values) else Unknown(name, syntax))
        return self.run_body(closure.body, scope)

    def _bind_labelled(self, closure: Closure, arguments: list[Argument], scope: Scope) -> None:
        """Binds a function's parameters: by label, unlabelled ones in order, a trailing
        closure to the first parameter of a function type left (or the last parameter)."""
        remaining = [argument for argument in arguments if not (argument.trailing and argument.label is None)]
        trailing = [argument for argument in arguments if argument.trailing and argument.label is None]
        takes_closure = [i for i, kind in enumerate(closure.types) if kind is not None and "->" in kind] or [len(closure.parameters) - 1]
        for index, (name, label) in enumerate(zip(closure.parameters, closure.labels)):
            match = next((argument for argument in remaining if argument.label == label), None)
            if match is None and trailing and index in takes_closure:
                match = trailing.pop(0)
                remaining.append(match)
            if match is None and label is None:
                match = next((argument for argument in remaining if argument.label is None), None)
            if match is not None:
                remaining.remove(match)
                scope.bind(name, match.value)
            elif name in closure.defaults:
                scope.bind(name, self.evaluate(closure.defaults[name], closure.scope))
            else:
                scope.bind(name, self.unknown(name, closure.syntax))

    def call_method(self, target: Any, name: str, arguments: tuple[Argument, ...], syntax: Syntax, scope: Scope) -> Any:
        """``target.name(arguments)``."""
        self.element_use(syntax, f".{name}(…) of the element", target, strings=name not in ("uppercased", "lowercased"))
        if isinstance(target, Instance):
            found = self.instance_member(target, name, syntax)
            return self.call_value(found, arguments, syntax) if found is not MISSING else self.unknown(syntax.excerpt(40), syntax)
        if isinstance(target, TypeRef):
            if name == "init":
                return self.construct(target.name, arguments, syntax, scope)
            member = self._type_member(target, name, syntax)
            if isinstance(member, Member) and member.arguments is None:
                return Member(member.type, member.name, syntax, arguments)
            return self.call_value(member, arguments, syntax)
        if isinstance(target, Member):
            found = self._enum_member(target, name, syntax)
            if isinstance(found, Closure):
                return self.call_value(found, arguments, syntax)
            self.element_use(syntax, f"the element in .{name}(…)", *arguments)
            return target.called(name, arguments)
        self.element_use(syntax, f"the element in .{name}(…)", *arguments)
        if isinstance(target, Unknown):
            return self.unknown(f"{target.path}.{name}(…)", syntax)
        if isinstance(target, GeometryProxy) and name == "frame":
            if target.size is None:
                self.geometry_unknown = True
                return Unknown(syntax.excerpt(40), syntax)
            local = arguments and isinstance(arguments[0].value, Member) and arguments[0].value.name == "local"
            if not local:
                return Unknown(syntax.excerpt(40), syntax)
            width, height = target.size
            return Constructed("CGRect", tuple(Argument(label, value, syntax) for label, value in (("x", 0), ("y", 0), ("width", width), ("height", height))), syntax)
        if isinstance(target, (list, tuple, range, str)) and not isinstance(target, Views):
            found = _collection_method(target, name, arguments)
            if found is not MISSING:
                return found
        return Unknown(syntax.excerpt(40), syntax)

    def construct(self, name: str, arguments: tuple[Argument, ...], syntax: Syntax, scope: Scope) -> Any:
        """A call of a type: conversions (``CGFloat(x)``), structs and classes of the files
        (the inliner adds views), else the call kept with its arguments (``Constructed``)."""
        if name == "String" and len(arguments) == 1 and arguments[0].label in (None, "describing") and isinstance(arguments[0].value, Element):
            return arguments[0].value.marker
        declaration = self.declarations.type_named(name)
        if declaration is None or declaration.kind not in ("struct", "class", "actor"):
            self.element_use(syntax, f"the element in {name}(…)", *arguments)
        if name in _NUMERIC_TYPES and len(arguments) == 1:
            value = arguments[0].value
            if number(value):
                return SwiftInt(int(value)) if name.startswith(("Int", "UInt")) else float(value)
            return value
        if name == "String" and arguments and arguments[0].label == "format":
            return _format(arguments, syntax)
        if name in ("UnicodeScalar", "Unicode.Scalar", "Character") and len(arguments) == 1:
            value = arguments[0].value
            if name != "Character" and isinstance(value, int) and not isinstance(value, bool):
                return chr(value) if 0 <= value <= 0x10FFFF and not 0xD800 <= value <= 0xDFFF else NIL
            return value if isinstance(value, str) else Unknown(syntax.excerpt(40), syntax)
        if name == "String" and len(arguments) == 1 and arguments[0].label is None:
            value = arguments[0].value
            return value if isinstance(value, (str, Unknown)) else str(value) if number(value) else Unknown(syntax.excerpt(40), syntax)
        if name == "Array" and len(arguments) == 2 and arguments[0].label == "repeating" and arguments[1].label == "count":
            count = arguments[1].value
            if isinstance(count, int) and not isinstance(count, bool):
                return [arguments[0].value] * self.count(count, syntax)
            return Unknown(syntax.excerpt(40), syntax)
        if name == "Array" and len(arguments) == 1:
            value = arguments[0].value
            return list(value) if isinstance(value, (list, tuple, range)) else value
        if declaration is not None and declaration.kind in ("struct", "class", "actor"):
            return self.instantiate(declaration, arguments, syntax)
        return Constructed(name, arguments, syntax)

    def count(self, count: int, syntax: Syntax, why: str = "") -> int:
        """A collection's length, at most ``MAX_ELEMENTS`` (``why`` says why its views are
        made one by one, for the error)."""
        if count > MAX_ELEMENTS:
            because = f" (its rows are not a lazy template: {why})" if why else ""
            raise self.error(syntax, f"a collection of {count} elements: the reader expands at most {MAX_ELEMENTS}{because}")
        return max(0, count)

    def error(self, syntax: Syntax, message: str) -> SwiftSourceError:
        """A ``SwiftSourceError`` at ``syntax``."""
        where = syntax.location
        return SwiftSourceError(message, where.file, where.line, where.column)

    # Instances.

    def instantiate(self, declaration: TypeDeclaration, arguments: Sequence[Argument], syntax: Syntax) -> Instance:
        """An instance of a struct or class of the files: its initialiser's assignments, or the
        memberwise initialiser's arguments, over the properties' initial values."""
        instance = Instance(declaration, {}, syntax)
        scope = Scope(self.file_scope, receiver=instance, owner=declaration)
        given: dict[str, Any] = {}
        if declaration.inits:
            initialiser = self._initialiser(declaration.inits, arguments)
            self._initial_values(declaration, instance, scope, skip=set())
            inner = Scope(scope)
            closure = initialiser.closure(scope)
            self._bind_labelled(closure, list(arguments), inner)
            self.run(initialiser.body, inner, Body())
        else:
            given = self._memberwise(declaration, arguments)
            self._initial_values(declaration, instance, scope, skip=set(given))
            instance.fields.update(given)
        for item in declaration.stored:
            if item.wrapper in _STATE_WRAPPERS or isinstance(instance.fields.get(item.name), Unknown):
                for name in (f"{declaration.name}.{item.name}", item.name):
                    value = self.assumed(name)
                    if value is not MISSING:
                        instance.fields[item.name] = value
                        break
        return instance

    def _initialiser(self, inits: list[Function], arguments: Sequence[Argument]) -> Function:
        """The initialiser whose labels the arguments fit best."""
        labels = [argument.label for argument in arguments if not argument.trailing]

        def fits(function: Function) -> tuple[int, int]:
            names = [parameter.label for parameter in function.parameters]
            return (sum(1 for label in labels if label in names), -abs(len(names) - len(arguments)))

        return max(inits, key=fits)

    def _memberwise(self, declaration: TypeDeclaration, arguments: Sequence[Argument]) -> dict[str, Any]:
        """The stored properties the memberwise initialiser's arguments set."""
        given: dict[str, Any] = {}
        stored = [item for item in declaration.stored if item.wrapper not in _OUTSIDE_WRAPPERS - {"Binding", "ObservedObject", "Bindable"}]
        by_name = {item.name: item for item in stored}
        unlabelled = [argument for argument in arguments if argument.label is None]
        for argument in arguments:
            if argument.label in by_name:
                given[argument.label] = self.typed(argument.value, by_name[argument.label].type)
        closures = [item for item in stored if item.name not in given and _holds_views(item)]
        for argument, item in zip(unlabelled, closures):
            given[item.name] = argument.value
        return given

    def _initial_values(self, declaration: TypeDeclaration, instance: Instance, scope: Scope, skip: set[str]) -> None:
        for item in declaration.stored:
            if item.name in skip:
                continue
            if item.value is not None and item.wrapper not in _OUTSIDE_WRAPPERS - {"Binding"}:
                instance.fields[item.name] = self.property_value(item, scope)
            elif item.type is not None and item.type.endswith("?") and item.value is None:
                instance.fields[item.name] = NIL
            else:
                instance.fields[item.name] = Unknown(item.name, item.syntax)

    def bind_pattern(self, pattern: Syntax, value: Any, scope: Scope) -> None:
        """Binds the names of a ``let`` pattern (a name, or a tuple of names)."""
        identifier = pattern.child("bound_identifier") or pattern.first("simple_identifier")
        if identifier is not None:
            scope.bind(identifier.text, value)
            return
        names = [child for child in pattern.children if child.kind == "pattern"]
        values = list(value) if isinstance(value, tuple) and len(value) == len(names) else [Unknown(item.excerpt(), item) for item in names]
        for item, part in zip(names, values):
            self.bind_pattern(item, part, scope)

    def assign(self, target: Syntax, value: Any, scope: Scope) -> None:
        """``x = value``, ``self.x = value`` or ``_x = State(initialValue: value)``."""
        node = target.children[0] if target.kind == "directly_assignable_expression" and target.children else target
        name: Optional[str] = None
        if node.kind == "simple_identifier":
            name = node.text
            if scope.assign(name, value):
                return
        elif node.kind == "navigation_expression":
            base = node.child("target")
            suffix = node.child("suffix")
            if base is not None and base.kind == "self_expression" and suffix is not None and suffix.child("suffix") is not None:
                name = suffix.child("suffix").text  # type: ignore[union-attr]
        receiver = scope.receiver
        if name is None or not isinstance(receiver, Instance):
            return
        if name.startswith("_") and isinstance(value, Constructed) and value.arguments:
            name, value = name[1:], value.arguments[0].value  # _x = State(initialValue: v)
        declared = next((item for item in receiver.declaration.stored if item.name == name), None)
        receiver.fields[name] = self.typed(value, declared.type if declared is not None else None)

    # Views (the inliner's).

    def views_of(self, value: Any, syntax: Syntax) -> Optional[Views]:
        """A value as views, or None (the evaluator knows no views)."""
        return value if isinstance(value, Views) else None


def _holds_views(item: Property) -> bool:
    """Whether a stored property holds a view builder's result or closure (``let content:
    Content``, ``@ViewBuilder var label: ...``, ``let action: () -> Void``)."""
    type_name = item.type or ""
    return item.wrapper == "ViewBuilder" or "->" in type_name or type_name in ("Content", "Label", "Header", "Footer", "Destination") or type_name.endswith("View")


def _escape(text: str) -> str:
    """A string literal's escape sequence as its character."""
    if text.startswith("\\u{"):
        try:
            return chr(int(text[3:-1], 16))
        except ValueError:
            return ""
    return {"\\n": "\n", "\\t": "\t", "\\r": "\r", "\\0": "\0", "\\\\": "\\", '\\"': '"', "\\'": "'"}.get(text, text[1:])


def _raw(text: str) -> str:
    """The text of a raw string literal's part (``#"..."#``), its delimiters removed."""
    hashes = len(text) - len(text.lstrip("#"))
    opening, closing = "#" * hashes + '"', '"' + "#" * hashes
    if hashes and text.startswith(opening):
        text = text[len(opening):]
    if hashes and text.endswith(closing):
        text = text[: -len(closing)]
    return text


def _dedent(parts: list[Any]) -> list[Any]:
    """A multi-line string literal's parts: the newline after the opening quotes and before
    the closing ones dropped, and the closing quotes' indentation taken off every line."""
    if not parts or not isinstance(parts[-1], str):
        return parts
    last = parts[-1]
    indent = last[last.rfind("\n") + 1 :] if "\n" in last else ""
    parts = list(parts)
    parts[-1] = last[: last.rfind("\n")] if "\n" in last else last
    if isinstance(parts[0], str) and parts[0].startswith("\n"):
        parts[0] = parts[0][1:]
    if indent.strip() == "":
        parts = [part.replace("\n" + indent, "\n") if isinstance(part, str) else part for part in parts]
        if isinstance(parts[0], str) and parts[0].startswith(indent):
            parts[0] = parts[0][len(indent) :]
    return parts


def _collection_member(target: Any, name: str) -> Any:
    """Properties of arrays, ranges, tuples, strings and dictionaries, or ``MISSING``."""
    if isinstance(target, tuple) and name.isdigit():
        index = int(name)
        return target[index] if index < len(target) else MISSING
    if name == "count":
        return SwiftInt(len(target))
    if name == "isEmpty":
        return len(target) == 0
    if isinstance(target, dict):
        return list(target.keys()) if name == "keys" else list(target.values()) if name == "values" else MISSING
    if name == "indices" and not isinstance(target, str):
        return range(len(target))
    if name in ("first", "last"):
        return (target[0] if name == "first" else target[-1]) if len(target) else NIL
    if name == "startIndex":
        return SwiftInt(0)
    if name == "endIndex":
        return SwiftInt(len(target))
    if isinstance(target, str) and name in ("capitalized",):
        return target.title()
    return MISSING


def _collection_method(target: Any, name: str, arguments: Sequence[Argument]) -> Any:
    """Methods of arrays, ranges and strings that layouts use, or ``MISSING``."""
    if isinstance(target, str):
        if name == "uppercased":
            return target.upper()
        if name == "lowercased":
            return target.lower()
        return MISSING
    values = list(target)
    first = arguments[0].value if arguments else None
    if name == "enumerated":
        return [(SwiftInt(index), value) for index, value in enumerate(values)]
    if name == "reversed":
        return values[::-1]
    if name in ("prefix", "suffix", "dropFirst", "dropLast"):
        count = first if isinstance(first, int) and not isinstance(first, bool) else (1 if name.startswith("drop") else None)
        if count is None:
            return MISSING
        count = max(0, count)
        return {"prefix": values[:count], "suffix": values[len(values) - count :] if count else [],
                "dropFirst": values[count:], "dropLast": values[: len(values) - count]}[name]
    if name == "sorted" and not arguments:
        try:
            return sorted(values)
        except TypeError:
            return MISSING
    return MISSING


_FORMAT = re.compile(r"%(?:(\d*)\.?(\d*)l{0,2}([dixXfs@%]))")


def _format(arguments: Sequence[Argument], syntax: Syntax) -> Any:
    """``String(format:_:...)`` with ``%d``, ``%x``, ``%X``, ``%f`` (and ``%.2f``), ``%@``
    and ``%s`` of known values; anything else is unknown."""
    template, values = arguments[0].value, [argument.value for argument in arguments[1:]]
    if not isinstance(template, str) or any(isinstance(value, Unknown) for value in values):
        return Unknown(syntax.excerpt(40), syntax)
    pending = list(values)
    out: list[str] = []
    position = 0
    for match in _FORMAT.finditer(template):
        out.append(template[position : match.start()])
        position = match.end()
        width, precision, conversion = match.groups()
        if conversion == "%":
            out.append("%")
            continue
        if not pending:
            return Unknown(syntax.excerpt(40), syntax)
        value = pending.pop(0)
        if conversion in "dixX" and isinstance(value, int) and not isinstance(value, bool):
            out.append(f"{value:{width}{'d' if conversion == 'i' else conversion}}")
        elif conversion == "f" and number(value):
            out.append(f"{float(value):{width}.{precision or 6}f}")
        elif conversion in "s@" and isinstance(value, (str, int, float)):
            out.append(str(value))
        else:
            return Unknown(syntax.excerpt(40), syntax)
    out.append(template[position:])
    return "".join(out)


def _numbers(evaluator: Evaluator, arguments: Sequence[Argument], syntax: Syntax) -> Optional[list[Any]]:
    values = [argument.value for argument in arguments]
    return values if values and all(number(value) for value in values) else None


def _min(evaluator: Evaluator, arguments: Sequence[Argument], syntax: Syntax) -> Any:
    values = _numbers(evaluator, arguments, syntax)
    return min(values) if values else Unknown(syntax.excerpt(40), syntax)


def _max(evaluator: Evaluator, arguments: Sequence[Argument], syntax: Syntax) -> Any:
    values = _numbers(evaluator, arguments, syntax)
    return max(values) if values else Unknown(syntax.excerpt(40), syntax)


def _unary(function: Any) -> Any:
    def call(evaluator: Evaluator, arguments: Sequence[Argument], syntax: Syntax) -> Any:
        values = _numbers(evaluator, arguments, syntax)
        if values is None or len(values) != 1:
            return Unknown(syntax.excerpt(40), syntax)
        result = function(values[0])
        return SwiftInt(result) if isinstance(values[0], SwiftInt) and isinstance(result, int) else result

    return call


def _ignored(evaluator: Evaluator, arguments: Sequence[Argument], syntax: Syntax) -> Any:
    return NIL


#: Functions of Swift's library the evaluator runs.
_LIBRARY = {
    "min": _min, "max": _max, "abs": _unary(abs), "round": _unary(lambda v: float(round(v))),
    "floor": _unary(lambda v: float(math.floor(v))), "ceil": _unary(lambda v: float(math.ceil(v))),
    "sqrt": _unary(lambda v: math.sqrt(v) if v >= 0 else math.nan), "print": _ignored, "debugPrint": _ignored,
    "withAnimation": _ignored, "assert": _ignored, "precondition": _ignored,
}

_DISPATCH = {
    "integer_literal": Evaluator._integer, "hex_literal": Evaluator._integer, "oct_literal": Evaluator._integer,
    "bin_literal": Evaluator._integer, "real_literal": Evaluator._real, "boolean_literal": Evaluator._boolean,
    "nil_literal": Evaluator._nil, "line_string_literal": Evaluator._string, "multi_line_string_literal": Evaluator._string,
    "raw_string_literal": Evaluator._string, "simple_identifier": Evaluator._identifier, "self_expression": Evaluator._self,
    "navigation_expression": Evaluator._navigation, "prefix_expression": Evaluator._prefix,
    "postfix_expression": Evaluator._postfix, "try_expression": Evaluator._inner, "await_expression": Evaluator._inner,
    "as_expression": Evaluator._inner, "ternary_expression": Evaluator._ternary, "tuple_expression": Evaluator._tuple,
    "array_literal": Evaluator._array, "dictionary_literal": Evaluator._dictionary, "key_path_expression": Evaluator._key_path,
    "lambda_literal": Evaluator._lambda, "call_expression": Evaluator._call, "if_statement": Evaluator._if_expression,
    "switch_statement": Evaluator._if_expression, "open_start_range_expression": Evaluator._open_range,
    "open_end_range_expression": Evaluator._open_range, **{kind: Evaluator._binary for kind in _BINARY_KINDS},
}
