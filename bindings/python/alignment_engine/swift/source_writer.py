"""Layout documents written as SwiftUI source, through the table read backwards: each view
of the document is one SwiftUI expression (SwiftUI's name, argument labels and modifiers),
custom guides are ``AlignmentID`` types, and what source cannot say is returned as the stand-ins
that make the reader give the document back: the proposal and direction, the natural size
of each image (``Image("image-120x80")``), the fonts of the metrics model, the platform
profile of the controls and the device (a proposal given with a device is written ``nil``
where it is unspecified, so that the device's screen is not the proposal).

The writer keeps its own stack, so documents of any depth are written without recursion.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from typing import Any, Optional

from ..errors import InvalidDocumentError
from . import modifier_values
from .assumptions import StandIns
from .expressions import swift_expression
from .kinds import TEXT_STYLES, ColorName, FontName, Slot, format_number, swift_string
from .table import CONTROL_TYPES, REQUIRED, Param, ViewEntry, entries_for_type

__all__ = ["WrittenSource", "document_to_swift", "type_name"]

_INDENT = "    "
_COLOR = ColorName()
_FONT = FontName()
#: Characters that make SwiftUI read a string literal as Markdown: such Text is written
#: ``Text(verbatim:)``.
_MARKDOWN = re.compile(r"[*_~`\[\]]")


@dataclass(frozen=True)
class WrittenSource:
    """A document as SwiftUI source: ``text``, and what the reader needs to give the
    document back: ``stand_ins`` (image sizes, fonts), the proposal (``width``, ``height``),
    ``direction`` and the screen's ``safe_area`` insets (``(top, leading, bottom, trailing)``,
    None for none)."""

    text: str
    stand_ins: StandIns
    width: Any
    height: Any
    direction: str
    safe_area: Optional[tuple[float, float, float, float]] = None

    def command(self, path: str = "VIEW.swift") -> str:
        """The ``alignment-engine layout`` command line that lays the source out as the
        document was."""
        parts = ["alignment-engine layout", path]
        for key, value in (("--width", self.width), ("--height", self.height)):
            if value is not None:
                parts += [key, value if isinstance(value, str) else format_number(value)]
        if self.direction == "rtl":
            parts += ["--direction", "rtl"]
        if self.safe_area is not None:
            parts += ["--safe-area", ",".join(format_number(inset) for inset in self.safe_area)]
        for name, (width, height) in self.stand_ins.images.items():
            parts += ["--image", f"{name}={format_number(width)}x{format_number(height)}"]
        for name, metrics in self.stand_ins.fonts.items():
            numbers = ",".join(format_number(metrics.get(key, 0)) for key in ("size", "ascent", "descent", "leading", "advance"))
            parts += ["--font", f"{_shell(name)}={numbers}"]
        for key in ("platform", "device"):
            given = getattr(self.stand_ins, key)
            settings = given if isinstance(given, dict) else {} if given is None else {"name": given}
            if "name" in settings:
                parts += [f"--{key}", _shell(settings["name"])]
            parts += [f"--metric {name}={format_number(value)}" for name, value in (settings.get("metrics") or {}).items()]
            parts += [f"--orientation {settings['orientation']}"] if "orientation" in settings else []
        return " ".join(parts)


def _insets(value: Any) -> Optional[tuple[float, float, float, float]]:
    """A document's ``safeArea`` as ``(top, leading, bottom, trailing)`` (a missing edge is 0)."""
    if not isinstance(value, dict):
        return None
    top, leading, bottom, trailing = (float(value.get(edge) or 0) for edge in ("top", "leading", "bottom", "trailing"))
    return (top, leading, bottom, trailing)


def _shell(text: str) -> str:
    return text if re.fullmatch(r"[\w.-]+", text) else "'" + text.replace("'", "'\\''") + "'"


def type_name(name: str) -> str:
    """A Swift type name made of a file name (``apple-one-quarter-stripes`` ->
    ``AppleOneQuarterStripes``)."""
    words = re.findall(r"[A-Za-z0-9]+", name)
    made = "".join(word[:1].upper() + word[1:] for word in words) or "DocumentView"
    return made if not made[0].isdigit() else "View" + made


def document_to_swift(document: dict[str, Any], name: str = "DocumentView", path: Optional[str] = None) -> WrittenSource:
    """A layout document as SwiftUI source: a ``View`` struct called ``name`` and a
    ``#Preview`` of it; ``path``, the file's name, goes into the comment that says how to lay
    it out (``NAME.swift`` by default). Raises ``InvalidDocumentError`` for what no SwiftUI
    source says (a view type or modifier the table does not know)."""
    writer = _SourceWriter(document)
    lines = writer.view_lines(_with_dynamic_type_size(document), 2)
    proposal = document.get("proposal") or {}
    direction = "rtl" if document.get("layoutDirection") == "rightToLeft" else "ltr"
    safe_area = _insets(document.get("safeArea"))
    fonts = {font: dict(metrics) for font, metrics in (document.get("fonts") or {}).items()}
    device = document.get("device")
    stand_ins = StandIns(images=dict(writer.images), fonts=fonts, platform=document.get("platform"), device=device)
    width, height = proposal.get("width"), proposal.get("height")
    if device is not None and "proposal" in document:  # a proposal given, unspecified or not, is the device's screen no more
        width, height = ("nil" if value is None else value for value in (width, height))
    written = WrittenSource("", stand_ins, width, height, direction, safe_area)
    struct = type_name(name)
    head = ["// Written by alignment-engine from a layout document. Lay it out as the document was with:",
            f"// {written.command(path or struct + '.swift')}", "", "import SwiftUI", ""]
    for guide in document.get("guides") or []:
        head += _guide_lines(guide)
    scale = document.get("pixelScale")
    preview = f"{struct}()" + (f".environment(\\.displayScale, {format_number(scale)})" if scale else "")
    if document.get("symbols"):
        raise InvalidDocumentError("symbols: SwiftUI source does not say the size of a symbol")
    body = [f"struct {struct}: View {{", f"{_INDENT}var body: some View {{", *lines, f"{_INDENT}}}", "}", "",
            "#Preview {", f"{_INDENT}{preview}", "}", ""]
    return WrittenSource("\n".join(head + body), stand_ins, written.width, written.height, direction, written.safe_area)


def _with_dynamic_type_size(document: dict[str, Any]) -> Any:
    """The root, with the document's Dynamic Type size as its ``.dynamicTypeSize(_:)``: around
    everything but the offsets at the end of its modifiers, which move its outer frame."""
    root, size = document["root"], document.get("dynamicTypeSize")
    if size is None or not isinstance(root, dict):
        return root
    modifiers = list(root.get("modifiers") or [])
    place = len(modifiers)
    while place > 0 and isinstance(modifiers[place - 1], dict) and list(modifiers[place - 1]) == ["offset"]:
        place -= 1
    return {**root, "modifiers": modifiers[:place] + [{"dynamicTypeSize": size}] + modifiers[place:]}


def _guide_lines(guide: dict[str, Any]) -> list[str]:
    axis = "HorizontalAlignment" if guide["axis"] == "horizontal" else "VerticalAlignment"
    name = guide["name"]
    identifier = f"{name[:1].upper()}{name[1:]}Guide"
    expression = swift_expression(str(guide["default"]))
    return [
        f"extension {axis} {{",
        f"{_INDENT}private enum {identifier}: AlignmentID {{",
        f"{_INDENT * 2}static func defaultValue(in d: ViewDimensions) -> CGFloat {{ {expression} }}",
        f"{_INDENT}}}",
        "",
        f"{_INDENT}static let {name} = {axis}({identifier}.self)",
        "}",
        "",
    ]


class _SourceWriter:
    def __init__(self, document: dict[str, Any]) -> None:
        self.fonts = document.get("fonts") or {}
        self.images: dict[str, tuple[float, float]] = {}
        # Symbols the engine sizes from their font: their names cannot stand for a size.
        self.sized_by_font = {view["systemName"] for view in _views(document["root"]) if "systemName" in view and "width" not in view}

    def view_lines(self, root: dict[str, Any], indent: int) -> list[str]:
        """The source lines of a view and everything in it."""
        out: list[str] = []
        # Work items, last first: a line to write, or a view to write at an indent.
        work: list[tuple[str, Any, int]] = [("view", root, indent)]
        while work:
            kind, item, depth = work.pop()
            if kind == "line":
                out.append(item)
                continue
            work.extend(reversed(self._view(item, depth)))
        return out

    def _view(self, view: dict[str, Any], depth: int) -> list[tuple[str, Any, int]]:
        """The work items of one view: its call, children, modifiers."""
        pad = _INDENT * depth
        kind = view.get("type")
        entries = entries_for_type(kind) if isinstance(kind, str) else []
        if not entries:
            raise InvalidDocumentError(f"{kind!r}: no SwiftUI view of that type")
        entry = entries[0]
        items: list[tuple[str, Any, int]] = []
        call = self._call(entry, view) if kind not in CONTROL_TYPES else ""
        children = view.get("children")
        if kind in CONTROL_TYPES:
            items += _control(entry, view, depth)
            modifier_depth = depth if len(items) > 1 else depth + 1
        elif entry.content is not None:
            items.append(("line", f"{pad}{call} {{" + (" _ in" if kind == "GeometryReader" else ""), 0))
            items += [("view", child, depth + 1) for child in children or []]
            items.append(("line", f"{pad}}}", 0))
            modifier_depth = depth
        else:
            items.append(("line", f"{pad}{call}", 0))
            modifier_depth = depth + 1
        for line in self._field_modifiers(view):
            items.append(("line", f"{_INDENT * modifier_depth}{line}", 0))
        for modifier in view.get("modifiers") or []:
            items += self._modifier(modifier, modifier_depth)
        if "id" in view:
            items.append(("line", f"{_INDENT * modifier_depth}.id({swift_string(view['id'])})", 0))
        return items

    def _call(self, entry: Any, view: dict[str, Any]) -> str:
        """The initialiser call of a view (``HStack(alignment: .top, spacing: 8)``)."""
        kind = entry.type
        if kind == "Color":
            return _COLOR.write(view["color"]) if "color" in view else "Color.gray"
        if kind == "Text":
            text = view["text"]
            return f"Text(verbatim: {swift_string(text)})" if _MARKDOWN.search(text) else f"Text({swift_string(text)})"
        if kind == "Image":
            return self._image(view)
        arguments = _arguments(entry.forms[0], view)
        if arguments is None:
            return f"{entry.name}()"
        return f"{entry.name}({arguments})" if arguments or entry.content is None else entry.name

    def _image(self, view: dict[str, Any]) -> str:
        """An Image: an SF Symbol by its name (its natural size, when the document gives one,
        as the stand-in of that name), else an asset named after its size."""
        symbol = view.get("systemName")
        if "symbolSize" in view:
            raise InvalidDocumentError("symbolSize: SwiftUI source does not say the size of a symbol")
        if symbol is not None and "width" not in view:
            return f"Image(systemName: {swift_string(symbol)})"
        size = (view["width"], view["height"])
        if symbol is not None and symbol not in self.sized_by_font and self.images.get(symbol, size) == size:
            self.images[symbol] = size
            return f"Image(systemName: {swift_string(symbol)})"
        name = f"image-{format_number(size[0])}x{format_number(size[1])}"
        self.images[name] = size
        return f"Image({swift_string(name)})"

    def _field_modifiers(self, view: dict[str, Any]) -> list[str]:
        """The modifiers that set a view's own fields: a Text's font, line limit, alignment
        and line spacing, an Image's ``resizable``, a shape's colour."""
        kind = view["type"]
        lines: list[str] = []
        if kind == "Text":
            font = view.get("font")
            if font is not None:
                lines.append(f".font({self._font(font)})")
            limit = view.get("lineLimit")
            if limit is not None:
                lines.append(f".lineLimit({format_number(limit)}, reservesSpace: true)" if view.get("reservesSpace") else f".lineLimit({format_number(limit)})")
            if view.get("multilineTextAlignment") not in (None, "leading"):
                lines.append(f".multilineTextAlignment(.{view['multilineTextAlignment']})")
            if view.get("lineSpacing"):
                lines.append(f".lineSpacing({format_number(view['lineSpacing'])})")
        elif kind == "TextField" and view.get("lineLimit") is not None:
            limit = format_number(view["lineLimit"])
            lines.append(f".lineLimit({limit}, reservesSpace: true)" if view.get("reservesSpace") else f".lineLimit({limit})")
        elif kind == "Image" and view.get("resizable"):
            lines.append(".resizable()")
        elif kind != "Color" and "color" in view:
            lines.append(f".fill({_COLOR.write(view['color'])})")
        return lines

    def _font(self, font: str) -> str:
        """A font of the document as SwiftUI's: a text style, or a custom font of its size that
        Dynamic Type does not scale (the document's fonts keep their size)."""
        if font in TEXT_STYLES:
            return _FONT.write(font)
        size = (self.fonts.get(font) or {}).get("size", 17)
        return f".custom({swift_string(font)}, fixedSize: {format_number(size)})"

    def _modifier(self, modifier: dict[str, Any], depth: int) -> list[tuple[str, Any, int]]:
        """The work items of one document modifier (one or two SwiftUI calls)."""
        if not isinstance(modifier, dict) or len(modifier) != 1:
            raise InvalidDocumentError(f"{modifier!r}: a modifier is an object with one key")
        ((key, value),) = modifier.items()
        if key == "font" and isinstance(value, str):
            # Read back as the font of the environment, which reaches the same Text and symbols.
            return [("line", f"{_INDENT * depth}.font({self._font(value)})", 0)]
        calls = modifier_values.calls(key, value)
        if not calls:
            raise InvalidDocumentError(f"{key}: no SwiftUI modifier writes {value!r}")
        pad = _INDENT * depth
        items: list[tuple[str, Any, int]] = []
        for entry, form, arguments in calls:
            content = arguments.get("content")
            written = _arguments(form.params, arguments, skip_closures=True)
            if written is None:
                raise InvalidDocumentError(f"{key}: no SwiftUI modifier writes {value!r}")
            closure = next((param for param in form.params if param.closure and param.key != "content"), None)
            tail = f" {closure.kind.write(arguments[closure.key])}" if closure is not None and closure.key in arguments else ""
            if content is not None:
                items.append(("line", f"{pad}.{entry.name}({written}) {{" if written else f"{pad}.{entry.name} {{", 0))
                items.append(("view", content, depth + 1))
                items.append(("line", f"{pad}}}", 0))
            else:
                items.append(("line", f"{pad}.{entry.name}({written}){tail}", 0))
        return items


def _views(root: Any) -> list[dict[str, Any]]:
    """Every view of a document: its root, their children and the content of their modifiers."""
    found: list[dict[str, Any]] = []
    stack = [root]
    while stack:
        view = stack.pop()
        if not isinstance(view, dict):
            continue
        found.append(view)
        stack.extend(view.get("children") or [])
        for modifier in view.get("modifiers") or []:
            if isinstance(modifier, dict):
                stack.extend(value.get("content") for value in modifier.values() if isinstance(value, dict))
    return found


#: Fields of controls that play no part in layout (the reader drops them): never a reason to
#: choose one initialiser over another.
_UNREAD = {"Toggle": {"isOn"}, "Link": {"destination"}, "Stepper": {"value"}, "Slider": {"value"}, "TextField": {"lineLimit", "reservesSpace"}}


def _control(entry: ViewEntry, view: dict[str, Any], depth: int) -> list[tuple[str, Any, int]]:
    """The work items of a control: its first initialiser that takes every field the view
    has, with its arguments, then its closures as trailing closures (the first unlabelled):
    an action or destination as ``fill`` says, content and slots as views. A document no
    initialiser says (a Section's title with a footer, a Label's title string with an icon
    view) is an ``InvalidDocumentError``."""
    unread = {"type", "id", "modifiers", *_UNREAD.get(entry.type, ())}
    given = {key for key, value in view.items() if key not in unread and not (key == "children" and not value)}
    for params in entry.forms:
        slots = {param.key for param in params if isinstance(param.kind, Slot)}
        if any(not isinstance(view[key], dict) for key in slots & given):
            continue  # a slot holds a view; a title string is another initialiser's
        if any(not param.kind.writes(view[param.key]) for param in params if param.key in given and param.key not in slots and not param.closure):
            continue  # a title view is another initialiser's
        keys = {"children" if param.key == "content" else param.key for param in params if param.key is not None}
        required = {param.key for param in params if param.key not in (None, "content") and param.default is REQUIRED and param.fill is None}
        if given <= keys and required <= given:
            break
    else:
        raise InvalidDocumentError(f"{entry.type}: no initialiser of {entry.name} takes {', '.join(sorted(given))}")
    pad = _INDENT * depth
    arguments = []
    for param in params:
        if param.closure:
            continue
        value = view.get(param.key) if param.key is not None else None
        if value is None or (param.default is not REQUIRED and value == param.default):
            if param.fill is not None:
                arguments.append(_labelled(param, param.kind.write(param.fill)))
            continue
        arguments.append(_labelled(param, param.kind.write(value)))
    closures = [param for param in params if param.closure]
    line = f"{pad}{entry.name}" + (f"({', '.join(arguments)})" if arguments or not closures else "")
    items: list[tuple[str, Any, int]] = []
    written = 0
    for param in closures:
        if param.key == "content":
            views = list(view.get("children") or [])
        elif isinstance(param.kind, Slot):
            slot = view.get(param.key)
            if slot is None and param.default is None:
                continue  # an optional slot left out
            views = [] if slot is None else [slot]
        else:
            views = None
        line += " " if written == 0 else f" {param.label}: "
        written += 1
        if views is None:
            line += param.kind.write(param.fill)
            continue
        if not views:
            line += "{}"
            continue
        items.append(("line", line + "{", 0))
        for index, child in enumerate(views):
            items.append(("view", child, depth + 1))
            if entry.type == "Picker" and param.key == "content":  # an option's tag is its index, the selection's value
                tag_depth = depth + 1 if any(item.content is not None for item in entries_for_type(child.get("type"))) else depth + 2
                items.append(("line", f"{_INDENT * tag_depth}.tag({index})", 0))
        line = f"{pad}}}"
    items.append(("line", line, 0))
    return items


def _arguments(params: tuple[Param, ...], values: dict[str, Any], skip_closures: bool = False) -> Optional[str]:
    """The arguments of a call for document values by key, in the parameters' order; values
    equal to SwiftUI's defaults are left out. None when a required parameter has no value."""
    parts: list[str] = []
    for param in params:
        if param.key == "content" or (param.closure and skip_closures):
            continue
        if param.key is None:
            if param.default is REQUIRED:
                if param.fill is None:
                    return None
                parts.append(_labelled(param, param.kind.write(param.fill)))
            continue
        if param.key not in values:
            if param.default is REQUIRED:
                if param.fill is None:
                    return None
                parts.append(_labelled(param, param.kind.write(param.fill)))
            continue
        value = values[param.key]
        if param.default is not REQUIRED and value == param.default:
            continue
        if value is None:
            if param.default is REQUIRED:  # .listRowSpacing(nil)
                parts.append(_labelled(param, param.kind.write(value)))
            continue
        parts.append(_labelled(param, param.kind.write(value)))
    return ", ".join(parts)


def _labelled(param: Param, text: str) -> str:
    return f"{param.label}: {text}" if param.label else text
