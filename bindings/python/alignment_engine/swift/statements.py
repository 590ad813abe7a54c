"""Running statements: bodies of closures, functions and computed properties, as view
builders (each view of a statement is one more view) and as ordinary functions (``return``,
or the value of a single expression); ``if`` / ``guard`` / ``switch`` with the branch their
conditions choose, or the first one, stated as an assumption, when the source does not
determine them; local constants and assignments.

``StatementRunner`` is a part of the evaluator (``evaluation.Evaluator``), whose
``evaluate``, ``unknown_condition`` and ``views_of`` it calls.
"""

from __future__ import annotations

from typing import Any, Optional, Sequence

from .declarations import function_of
from .operators import NotConstant, binary, equal, truth
from .scope import MISSING, Scope
from .syntax import Syntax
from .values import NIL, Member, Unknown, Views

__all__ = ["Body", "StatementRunner"]


class Body:
    """What running statements produced: the value of each expression statement (with its
    syntax), and the value of a ``return`` if one ran."""

    __slots__ = ("outputs", "returned")

    def __init__(self) -> None:
        """Nothing produced yet."""
        self.outputs: list[tuple[Any, Syntax]] = []
        self.returned: Any = MISSING


class StatementRunner:
    """Runs statements for the evaluator (see the module's docstring)."""

    # What the evaluator provides.

    def evaluate(self, node: Syntax, scope: Scope) -> Any:
        """The value of an expression (the evaluator's)."""
        raise NotImplementedError

    def views_of(self, value: Any, syntax: Syntax) -> Optional[Views]:
        """A value as views, or None (the inliner's)."""
        raise NotImplementedError

    def note(self, syntax: Syntax, kind: str, replacement: str, construct: Optional[str] = None) -> None:
        """Records an assumption (the evaluator's)."""
        raise NotImplementedError

    def assumed(self, name: str) -> Any:
        """The value ``--assume`` gives a name, or ``MISSING`` (the evaluator's)."""
        raise NotImplementedError

    def bind_pattern(self, pattern: Syntax, value: Any, scope: Scope) -> None:
        """Binds the names of a ``let`` pattern (the evaluator's)."""
        raise NotImplementedError

    def assign(self, target: Syntax, value: Any, scope: Scope) -> None:
        """Assigns to a variable or a property (the evaluator's)."""
        raise NotImplementedError

    def element_use(self, syntax: Syntax, why: str, *values: Any, strings: bool = False) -> None:
        """Ends a lazy row template whose element is among ``values`` (the evaluator's)."""
        raise NotImplementedError

    def run_body(self, statements: Sequence[Syntax], scope: Scope) -> Any:
        """The value of a body: what it returns; else, with one expression statement, its
        value; else the views of its statements (``Views``)."""
        body = Body()
        self.run(statements, scope, body)
        if body.returned is not MISSING:
            return body.returned
        if len(body.outputs) == 1:
            return body.outputs[0][0]
        views: list[Any] = []
        for value, syntax in body.outputs:
            made = self.views_of(value, syntax)
            if made is not None:
                views.extend(made)
        return Views(views)

    def run(self, statements: Sequence[Syntax], scope: Scope, body: Body) -> None:
        """Runs statements into ``body``, up to a ``return``."""
        for statement in statements:
            kind = statement.kind
            if kind == "property_declaration":
                self._declare(statement, scope)
            elif kind == "control_transfer_statement":
                if statement.text.startswith("return"):
                    result = statement.child("result") or next((c for c in statement.children), None)
                    body.returned = self.evaluate(result, scope) if result is not None else NIL
                return
            elif kind == "if_statement":
                self._if(statement, scope, body)
            elif kind == "guard_statement":
                self._guard(statement, scope, body)
            elif kind == "switch_statement":
                self._switch(statement, scope, body)
            elif kind == "assignment":
                target, result = statement.child("target"), statement.child("result")
                operator_token = statement.child("operator")
                if target is not None and result is not None:
                    value = self.evaluate(result, scope)
                    if operator_token is not None and operator_token.kind != "=":
                        current = self.evaluate(target.children[0] if target.children else target, scope)
                        self.element_use(statement, "arithmetic on the element", current, value)
                        try:
                            value = binary(operator_token.kind[:-1], current, value)
                        except (NotConstant, ZeroDivisionError, OverflowError):
                            value = Unknown(target.excerpt(), statement)
                    self.assign(target, value, scope)
            elif kind == "function_declaration":
                self._local_function(statement, scope)
            elif kind in ("for_statement", "while_statement", "repeat_while_statement", "do_statement"):
                self.note(statement, "unsupported", "not run (loops are not read)", statement.excerpt(40))
            elif kind in ("class_declaration", "typealias_declaration", "import_declaration"):
                continue
            else:
                body.outputs.append((self.evaluate(statement, scope), statement))
            if body.returned is not MISSING:
                return

    def _declare(self, statement: Syntax, scope: Scope) -> None:
        """``let x = 1`` / ``var (a, b) = ...`` inside a body."""
        pending: Optional[Syntax] = None
        for child in statement.children:
            if child.field == "name":
                if pending is not None:
                    self.bind_pattern(pending, Unknown(pending.excerpt(), pending), scope)
                pending = child
            elif child.field == "value" and pending is not None:
                self.bind_pattern(pending, self.evaluate(child, scope), scope)
                pending = None
            elif child.field == "computed_value" and pending is not None:
                statements = child.first("statements")
                self.bind_pattern(pending, self.run_body(statements.children if statements else (), scope.child()), scope)
                pending = None
        if pending is not None:
            self.bind_pattern(pending, Unknown(pending.excerpt(), pending), scope)

    def _local_function(self, statement: Syntax, scope: Scope) -> None:
        function = function_of(statement)
        scope.bind(function.name, function.closure(scope))

    # Conditions.

    def conditions(self, statement: Syntax, scope: Scope) -> Optional[bool]:
        """Whether the conditions of an ``if`` / ``guard`` hold (None: the source does not
        say); ``if let`` binds its names in ``scope``."""
        known = True
        unknown = False
        children = statement.children
        index = 0
        while index < len(children):
            child = children[index]
            if child.kind in ("statements", "else"):
                break
            if child.field == "condition" and child.kind == "value_binding_pattern":
                name_node = children[index + 1] if index + 1 < len(children) else None
                name = name_node.text if name_node is not None else ""
                index += 2
                if index < len(children) and children[index].kind == "=":
                    value = self.evaluate(children[index + 1], scope)
                    index += 2
                else:
                    value = self.evaluate(name_node, scope) if name_node is not None else NIL
                scope.bind(name, value)
                if value is NIL:
                    known = False
                elif isinstance(value, Unknown):
                    unknown = True
                continue
            if child.field == "condition":
                value = self.evaluate(child, scope)
                try:
                    if not truth(value):
                        known = False
                except NotConstant:
                    unknown = True
            index += 1
        if not known:
            return False
        return None if unknown else True

    def _condition_text(self, statement: Syntax) -> Optional[Syntax]:
        """The first condition node (where an assumption about the conditions points)."""
        return next((child for child in statement.children if child.field == "condition"), None)

    def _decide(self, statement: Syntax, scope: Scope, what: str) -> bool:
        """The conditions' value, else what ``--assume`` says of their text, else true (the
        first branch), noted."""
        held = self.conditions(statement, scope)
        if held is not None:
            return held
        first = self._condition_text(statement)
        conditions = [child for child in statement.children if child.field == "condition"]
        text = " ".join(first.file.text(conditions[0].start, conditions[-1].end).split()) if first is not None else ""
        assumed = self.assumed(text)
        if isinstance(assumed, bool):
            return assumed
        self.note(first or statement, "branch", what, f"{statement.kind.split('_')[0]} {text}")
        return True

    def _if(self, statement: Syntax, scope: Scope, body: Body) -> None:
        inner = scope.child()
        if self._decide(statement, inner, "took the first branch (the condition is not known; --assume sets it)"):
            branch = statement.first("statements")
            if branch is not None:
                self.run(branch.children, inner, body)
            return
        seen_else = False
        for child in statement.children:
            if child.kind == "else":
                seen_else = True
            elif seen_else and child.kind == "if_statement":
                self._if(child, scope, body)
                return
            elif seen_else and child.kind == "statements":
                self.run(child.children, scope.child(), body)
                return

    def _guard(self, statement: Syntax, scope: Scope, body: Body) -> None:
        if self._decide(statement, scope, "took the guard as passing (the condition is not known; --assume sets it)"):
            return
        otherwise = statement.first("statements")
        if otherwise is not None:
            self.run(otherwise.children, scope.child(), body)

    def _switch(self, statement: Syntax, scope: Scope, body: Body) -> None:
        subject_node = statement.child("expr")
        subject = self.evaluate(subject_node, scope) if subject_node is not None else NIL
        self.element_use(statement, "a switch on the element", subject, strings=True)
        entries = list(statement.of_kind("switch_entry"))
        if not entries:
            return
        chosen: Optional[Syntax] = None
        inner = scope.child()
        if not isinstance(subject, Unknown):
            for entry in entries:
                if self._matches(entry, subject, inner):
                    chosen = entry
                    break
        else:
            chosen = entries[0]
            label = chosen.first("switch_pattern")
            self.note(subject_node or statement, "branch", f"took the first case{' ' + label.excerpt(40) if label else ''} (the value is not known; --assume sets it)",
                      f"switch {subject.path}")
        if chosen is not None:
            statements = chosen.first("statements")
            if statements is not None:
                self.run(statements.children, inner, body)

    def _matches(self, entry: Syntax, subject: Any, scope: Scope) -> bool:
        if entry.first("default_keyword") is not None:
            return True
        for pattern in entry.of_kind("switch_pattern"):
            inner = pattern.first("pattern")
            if inner is not None and self._pattern(inner, subject, scope):
                guard = next((child for child in entry.children if child.kind not in ("switch_pattern", "statements", "where_keyword")), None)
                if guard is None:
                    return True
                try:
                    return truth(self.evaluate(guard, scope))
                except NotConstant:
                    return True
        return False

    def _pattern(self, pattern: Syntax, subject: Any, scope: Scope) -> bool:
        """Whether a ``case`` pattern matches a known value (binding its names to unknown
        payloads)."""
        names = [child for child in pattern.children if child.kind == "simple_identifier"]
        nested = [child for child in pattern.children if child.kind == "pattern"]
        if names and isinstance(subject, Member):
            for item in nested:
                identifier = item.child("bound_identifier") or item.first("simple_identifier")
                if identifier is not None:
                    scope.bind(identifier.text, Unknown(identifier.text, identifier))
            return names[0].text == subject.name
        expressions = [child for child in pattern.children if child.kind not in ("pattern", "value_binding_pattern")]
        if len(expressions) != 1:
            return False
        case = self.evaluate(expressions[0], scope)
        try:
            if isinstance(case, range):
                return subject in case
            if isinstance(case, Member) and isinstance(subject, Member):
                return case.name == subject.name
            return equal(case, subject)
        except (NotConstant, TypeError):
            return False
