"""The document value of a modifier, built from its read arguments as its table entry's
``Target.build`` says, and the arguments that write a document value back as SwiftUI calls.

Arguments are by document key (``{"width": 100, "alignment": "center"}``), with SwiftUI's
defaults filled in; views are ``Views`` until the document writer turns them into objects.
"""

from __future__ import annotations

from typing import Any, Optional

from .kinds import EDGES, edge_set, edges_value
from .syntax import Syntax
from .table import ModifierEntry, ModifierForm, Target, entries_for_modifier
from .values import Modifier, ViewValue, Views

__all__ = ["SKIP", "build", "calls"]


class _Skip:
    def __repr__(self) -> str:
        return "SKIP"


#: What ``build`` returns for a modifier that has nothing to apply (an overlay of no views).
SKIP: Any = _Skip()


def build(target: Target, arguments: dict[str, Any], syntax: Syntax) -> Any:
    """The document value of a modifier (``SKIP`` when there is nothing to apply)."""
    how = target.build
    if how == "object":
        return {key: value for key, value in arguments.items() if value is not None}
    if how == "value":
        (value,) = arguments.values()
        return value
    if how == "constant":
        return target.constant
    if how == "layer":
        content = _one(arguments["content"], arguments.get("alignment", "center"), syntax)
        if content is None:
            return SKIP
        return {"alignment": arguments.get("alignment", "center"), "content": content}
    if how == "styled-shape":
        shape = _one(arguments["content"], "center", syntax)
        if shape is None:
            return SKIP
        fields = tuple(item for item in shape.fields if item[0] != "color") + (("color", arguments["color"]),)
        return {"content": ViewValue(shape.type, fields, shape.children, shape.modifiers, shape.syntax, shape.calls)}
    if how == "border":
        return {"content": ViewValue("Rectangle", (("color", arguments["color"]),), (), (), syntax)}
    if how == "padding":
        return _padding(arguments)
    if how == "ignores-safe-area":
        return _ignoring(arguments.get("regions", "all"), arguments.get("edges", _ALL))
    if how == "style-layer":
        content = _one(arguments["content"], "center", syntax)
        if content is None:
            return SKIP
        edges = arguments.get("edges", _ALL)
        if edges:
            content = content.with_modifier(Modifier("document", "ignoresSafeArea", _ignoring("all", edges), syntax))
        return {"alignment": "center", "content": content}
    if how == "inset":
        alignment = arguments.get("alignment", "center")
        content = _one(arguments["content"], alignment if alignment in _STACKED else "center", syntax)
        if content is None:
            return SKIP
        made = {"edge": arguments["edge"], "alignment": alignment}
        if arguments.get("spacing") is not None:
            made["spacing"] = arguments["spacing"]
        made["content"] = content
        return made
    raise ValueError(f"no modifier builder {how!r}")


_ALL = frozenset(EDGES)
#: The alignments of an inset's content that a ZStack of several views can take.
_STACKED = frozenset({"leading", "center", "trailing", "top", "bottom"})


def _ignoring(regions: Any, edges: frozenset[str]) -> Any:
    """``ignoresSafeArea``'s document value: ``true`` for all regions on all edges."""
    made: dict[str, Any] = {}
    if regions != "all":
        made["regions"] = regions
    if edges != _ALL:
        made["edges"] = edges_value(edges)
    return made or True


def _one(views: Views, alignment: Any, syntax: Syntax) -> Optional[ViewValue]:
    """The content of an overlay or background as one view: several views stand in a ZStack
    with the layer's alignment (as SwiftUI places them); None for none."""
    if not views:
        return None
    if len(views) == 1:
        return views[0]
    return ViewValue("ZStack", (("alignment", alignment),), tuple(views), (), syntax)


def _padding(arguments: dict[str, Any]) -> Any:
    if "insets" in arguments:
        return arguments["insets"]
    length = arguments.get("length")
    edges = arguments.get("edges", frozenset(EDGES))
    if edges == frozenset(EDGES):
        return length
    return {edge: length for edge in EDGES if edge in edges}


def calls(key: str, value: Any) -> list[tuple[ModifierEntry, ModifierForm, dict[str, Any]]]:
    """The SwiftUI calls that make the document modifier ``{key: value}``: (entry, form,
    arguments by document key), innermost first; empty when no form can. Arguments equal to
    the form's defaults are left out; ``fixedSize: false`` (which does nothing) is written
    ``.fixedSize(horizontal: false, vertical: false)``."""
    forms = entries_for_modifier(key)
    if key == "fixedSize" and value is False:
        value = {"horizontal": False, "vertical": False}
    if key in ("padding", "safeAreaPadding"):
        return _padding_calls(forms, value)
    for entry, form in forms:
        arguments = _unbuild(form, value)
        if arguments is not None:
            defaults = {param.key: param.default for param in form.params if param.key is not None}
            return [(entry, form, {k: v for k, v in arguments.items() if k not in defaults or defaults[k] != v or k == "content"})]
    return []


def _unbuild(form: ModifierForm, value: Any) -> Optional[dict[str, Any]]:
    """The arguments of one form for a document value, or None when the form cannot say it."""
    target = form.target
    keys = [param.key for param in form.params if param.key is not None]
    if target.build == "constant":
        return {} if value == target.constant else None
    if target.build == "value":
        param = next((param for param in form.params if param.key is not None), None)
        return {keys[0]: value} if len(keys) == 1 and param is not None and param.kind.writes(value) else None
    if target.build == "ignores-safe-area":
        if "regions" not in keys:
            return None
        if value is True:
            return {}
        if not isinstance(value, dict) or not set(value) <= {"regions", "edges"}:
            return None
        edges = edge_set(value.get("edges", "all"))
        return None if edges is None else {"regions": value.get("regions", "all"), "edges": edges}
    if target.build == "inset":
        if not isinstance(value, dict) or not set(value) <= set(keys) or value.get("edge") not in form.params[0].kind.names:  # type: ignore[attr-defined]
            return None
        return dict(value)
    if target.build in ("object", "layer"):
        if not isinstance(value, dict) or not set(value) <= set(keys):
            return None
        if target.build == "layer" and (form.params[-1].key != "content" or not form.params[-1].closure):
            return None
        return dict(value)
    return None


def _padding_calls(forms: list[tuple[ModifierEntry, ModifierForm]], value: Any) -> list[tuple[ModifierEntry, ModifierForm, dict[str, Any]]]:
    """``padding``: ``.padding()`` for ``null``, ``.padding(8)`` for a number, and for edges
    ``.padding(.horizontal, 8)`` when the given edges share a length, else
    ``.padding(EdgeInsets(...))``, with the edges of default padding as an inner
    ``.padding(edges)`` (equal to one padding: a default padding is never negative)."""
    entry = forms[0][0]
    insets, length, edges = (form for _, form in forms)
    if value is None:
        return [(entry, edges, {})]
    if not isinstance(value, dict):
        return [(entry, length, {"length": value})]
    defaults = frozenset(edge for edge in EDGES if edge in value and value[edge] is None)
    given = {edge: value[edge] for edge in EDGES if edge in value and value[edge] is not None}
    made: list[tuple[ModifierEntry, ModifierForm, dict[str, Any]]] = []
    if defaults:
        made.append((entry, edges, {"edges": defaults}))
    if given:
        lengths = set(given.values())
        if len(lengths) == 1:
            (shared,) = lengths
            made.append((entry, edges, {"edges": frozenset(given), "length": shared}))
        else:
            made.append((entry, insets, {"insets": {edge: given.get(edge, 0) for edge in EDGES}}))
    if not made:
        made.append((entry, length, {"length": 0}))
    return made
