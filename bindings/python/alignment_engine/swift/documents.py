"""The writer of documents: the views the inliner built become a layout document (format 1),
with the environment (fonts, line limits, text alignment, colours) handed down to the Text
and shapes below each modifier, ids, and the source of every view.

The walk keeps its own stack, so views of any depth are written without recursion. Each view
of the document gets a ``ViewSource``: its path in the result (``/0/1``, ``/modifiers/2``),
where its expression is, and the custom views it was inlined from.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Optional

from .assumptions import Assumptions
from .kinds import FontWithTraits
from .syntax import SourceLocation, Syntax
from .table import CONTROL_TYPES
from .templates import write_markers
from .values import ViewValue, Views

__all__ = ["ViewSource", "Origin", "WrittenDocument", "write_document", "SHAPE_TYPES", "TEXT_ENVIRONMENT"]

#: The document's shape types, whose colour the environment's foreground colour sets.
SHAPE_TYPES = frozenset({"Rectangle", "RoundedRectangle", "Capsule", "Ellipse", "Circle"})
#: The Text fields the environment sets.
TEXT_ENVIRONMENT = ("font", "lineLimit", "reservesSpace", "multilineTextAlignment", "lineSpacing")
#: The environment's key for the row templates' elements around a view: ``{marker: "\\(variable)"}``.
_ROW_ELEMENTS = "rowElements"


@dataclass(frozen=True)
class ViewSource:
    """Where a view of a document came from: its ``path`` in the result, the ``location`` of
    the SwiftUI expression that made it, and the ``calls`` of the custom views it was inlined
    from (outermost first)."""

    path: str
    location: SourceLocation
    calls: tuple[SourceLocation, ...] = ()

    def to_dict(self) -> dict[str, Any]:
        """``{"path", "file", "line", "column", "calls": [...]}``."""
        return {"path": self.path, **self.location.to_dict(), "calls": [call.to_dict() for call in self.calls]}


#: Where a view of a written document came from: its result path, its syntax, the calls of
#: the custom views it was inlined from, and the syntax of each of its document modifiers.
Origin = tuple[str, Syntax, tuple[Syntax, ...], tuple[Syntax, ...]]


@dataclass
class WrittenDocument:
    """A written document (without a proposal or direction, which callers add) and where
    each of its views came from, in document order."""

    document: dict[str, Any]
    origins: list[Origin]
    #: The result path of each GeometryReader, and its proxy's key.
    readers: dict[str, tuple[str, int, int]]


def write_document(
    views: Views, entry: Syntax, assumptions: Assumptions, guides: list[dict[str, Any]], fonts: dict[str, Any]
) -> WrittenDocument:
    """The document of an entry point's views (several stand in a VStack, noted), with its
    custom ``guides`` and ``fonts``."""
    if not views:
        where = entry.location
        from ..errors import SwiftSourceError

        raise SwiftSourceError("the entry point shows no view", where.file, where.line, where.column)
    if len(views) == 1:
        root = views[0]
    else:
        assumptions.add(entry, "layout", f"{len(views)} views at the top: stacked in a VStack", construct=entry.excerpt(40))
        root = ViewValue("VStack", (), tuple(views), (), entry)
    writer = _Writer(assumptions)
    document: dict[str, Any] = {"format": 1}
    top = writer.write(root)
    document.update(writer.root_keys)
    if guides:
        document["guides"] = guides
    if fonts:
        document["fonts"] = fonts
    document["root"] = top
    return WrittenDocument(document, writer.origins, writer.readers)


class _Writer:
    def __init__(self, assumptions: Assumptions) -> None:
        self.assumptions = assumptions
        self.origins: list[Origin] = []
        self.root_keys: dict[str, Any] = {}
        self.ids: set[str] = set()
        self.readers: dict[str, tuple[str, int, int]] = {}

    def write(self, root: ViewValue) -> dict[str, Any]:
        holder: dict[str, Any] = {}
        # (view, result path, inherited environment, where its object goes, and under which key)
        stack: list[tuple[ViewValue, str, dict[str, Any], Any, Any]] = [(root, "/", {}, holder, "root")]
        while stack:
            view, path, inherited, container, key = stack.pop()
            made, pending = self._view(view, path, inherited, root_chain=view is root)
            if key is None:
                container.append(made)
            else:
                container[key] = made
            stack.extend(reversed(pending))
        return holder["root"]

    def _view(
        self, view: ViewValue, path: str, inherited: dict[str, Any], root_chain: bool
    ) -> tuple[dict[str, Any], list[tuple[ViewValue, str, dict[str, Any], Any, Any]]]:
        if view.type == "ForEach":
            return self._template(view, path, inherited)
        made: dict[str, Any] = {"type": view.type}
        environment = inherited  # copied before its first change (most views change nothing)
        owned = False
        own: dict[str, Any] = {}
        identifier: Optional[tuple[str, Syntax]] = None
        layers: dict[int, dict[str, Any]] = {}
        document_modifiers = [modifier for modifier in view.modifiers if modifier.kind == "document"]
        index = len(document_modifiers)
        # Outermost first: inner environment values replace outer ones; an overlay's content
        # sees the environment of the modifiers outside it.
        for modifier in reversed(view.modifiers):
            kind = modifier.kind
            if kind == "document":
                index -= 1
                value = modifier.value
                if isinstance(value, dict) and isinstance(value.get("content"), ViewValue):
                    layers[index] = environment
                    owned = False
            elif kind == "environment":
                if not owned:
                    environment, owned = dict(environment), True
                environment[modifier.key] = modifier.value
            elif kind == "field":
                own[modifier.key] = modifier.value
            elif kind == "id" and identifier is None:
                identifier = (modifier.value, modifier.syntax)
            elif kind == "root":
                if root_chain:
                    self.root_keys[modifier.key] = modifier.value
                else:
                    self.assumptions.add(modifier.syntax, "modifier", f"{modifier.key} is read from the root view only: left out")
        if identifier is not None:
            if identifier[0] in self.ids:
                self.assumptions.add(identifier[1], "value", f"the id {identifier[0]!r} is already taken by another view: this view has none")
            else:
                self.ids.add(identifier[0])
                made["id"] = identifier[0]
        fields = dict(view.fields)
        slots = {key: _one_view(fields.pop(key), view.syntax) for key in _SLOTS if isinstance(fields.get(key), Views)}
        reader = fields.pop("proxy", None)
        if reader is not None:
            self.readers[path] = reader
        if view.type == "Text":
            font = _own_font(view)
            if font is not _NO_FONT:
                environment = {**environment, "font": font}
        self._environment_fields(view.type, fields, own, environment)
        if view.type == "Text" and _ROW_ELEMENTS in environment and isinstance(fields.get("text"), str):
            fields["text"] = write_markers(fields["text"], environment[_ROW_ELEMENTS])
        made.update(fields)
        first = _font_modifiers(view.type, fields, environment.get("font"))
        self.origins.append((path, view.syntax, view.calls, (view.syntax,) * len(first) + tuple(modifier.syntax for modifier in document_modifiers)))
        pending: list[tuple[ViewValue, str, dict[str, Any], Any, Any]] = []
        prefix = "" if path == "/" else path
        # A control's slots (a Label's title, a Section's header): its views before its
        # children, a footer after them, as results list them.
        for key, slot in slots.items():
            if slot is not None and key != "footer":
                pending.append((slot, f"{prefix}/{key}", environment, made, key))
        if view.children:
            children: list[dict[str, Any]] = []
            made["children"] = children
            for position, child in enumerate(view.children):
                pending.append((child, f"{prefix}/{position}", environment, children, None))
        elif view.type in _CONTAINERS:
            made["children"] = []
        if slots.get("footer") is not None:
            pending.append((slots["footer"], f"{prefix}/footer", environment, made, "footer"))
        if document_modifiers or first:
            modifiers: list[dict[str, Any]] = list(first)
            for position, modifier in enumerate(document_modifiers):
                value = modifier.value
                if position in layers:
                    layer = {key: item for key, item in value.items() if key != "content"}
                    pending.append((value["content"], f"{prefix}/modifiers/{len(modifiers)}", layers[position], layer, "content"))
                    modifiers.append({modifier.key: layer})
                else:
                    modifiers.append({modifier.key: value})
            made["modifiers"] = modifiers
        return made, pending

    def _template(
        self, view: ViewValue, path: str, inherited: dict[str, Any]
    ) -> tuple[dict[str, Any], list[tuple[ViewValue, str, dict[str, Any], Any, Any]]]:
        """A lazy row template (docs/document-extensions.md, "Lazy rows and viewports"): no
        view of a result itself, its content stands for every row (``/0/*`` in the sources)."""
        fields = {key: value for key, value in view.fields if not key.startswith("_")}
        marker = view.field("_marker")
        environment = inherited
        if marker is not None:
            environment = {**inherited, _ROW_ELEMENTS: {**inherited.get(_ROW_ELEMENTS, {}), marker: f"\\({fields['variable']})"}}
        made: dict[str, Any] = {"type": "ForEach", **fields}
        return made, [(view.children[0], f"{path.rsplit('/', 1)[0]}/*", environment, made, "content")]

    def _environment_fields(self, kind: str, fields: dict[str, Any], own: dict[str, Any], environment: dict[str, Any]) -> None:
        """The fields the environment and the view's own modifiers set."""
        if kind == "Text":
            for key in TEXT_ENVIRONMENT:
                if key in environment and environment[key] is not None:
                    fields[key] = environment[key]
            if isinstance(fields.get("font"), FontWithTraits):
                fields["font"] = fields["font"].font
            if "lineLimit" not in fields:
                fields.pop("reservesSpace", None)
        elif kind == "Image":
            if own.get("resizable"):
                fields["resizable"] = True
        elif kind == "TextField" and fields.get("axis") == "vertical":
            for key in ("lineLimit", "reservesSpace"):
                if environment.get(key) is not None:
                    fields[key] = environment[key]
            if "lineLimit" not in fields:
                fields.pop("reservesSpace", None)
        elif kind in SHAPE_TYPES:
            color = own.get("color", environment.get("color"))
            if color is not None:
                fields["color"] = color


#: The document modifiers of SwiftUI's ``Text`` methods that set its attributes.
_TEXT_ATTRIBUTES = frozenset({"fontWeight", "bold", "italic", "monospaced", "monospacedDigit", "fontWidth", "kerning", "tracking", "baselineOffset"})
_NO_FONT = object()


def _own_font(view: ViewValue) -> Any:
    """The font a Text's own ``.font`` sets: ``Text.font`` and the other attribute methods
    directly on it return a Text, whose attributes the last one applied sets
    (``Text("a").font(.caption).font(.title)`` is in title, as the engine lays out the
    document's own font and font modifiers); ``_NO_FONT`` when it sets none."""
    found = _NO_FONT
    for modifier in view.modifiers:
        if modifier.kind == "environment" and modifier.key == "font":
            found = modifier.value
        elif modifier.kind != "document" or modifier.key not in _TEXT_ATTRIBUTES:
            break
    return found


def _font_modifiers(kind: str, fields: dict[str, Any], font: Any) -> list[dict[str, Any]]:
    """The modifiers a view's font adds before its own: a Text's font's traits (its weight,
    width...: the text's own attributes, which its own modifiers replace), and for a symbol
    image, which is sized from its font, and a control, whose titles take the font in place
    of their default font, the font too."""
    traits = [{key: value} for key, value in font.traits] if isinstance(font, FontWithTraits) else []
    if kind == "Text":
        return traits
    symbol = kind == "Image" and "systemName" in fields and "width" not in fields
    if font is not None and (symbol or kind in CONTROL_TYPES):
        return [{"font": font.font if isinstance(font, FontWithTraits) else font}] + traits
    return []


#: The fields of a control that hold views (docs/document-extensions.md, "Controls").
_SLOTS = ("title", "icon", "label", "header", "footer")


def _one_view(views: Views, syntax: Syntax) -> Optional[ViewValue]:
    """A slot's views as one view: several stand in a leading VStack (as the engine composes
    them); None for none."""
    if not views:
        return None
    if len(views) == 1:
        return views[0]
    return ViewValue("VStack", (("alignment", "leading"),), tuple(views), (), syntax)


#: Document types that hold children (an empty list is written for none).
_CONTAINERS = frozenset({
    "HStack", "VStack", "ZStack", "LazyHStack", "LazyVStack", "Grid", "GridRow", "LazyVGrid", "LazyHGrid",
    "ViewThatFits", "GeometryReader", "ScrollView",
})
