"""SwiftUI code for a layout document: the view tree a SwiftUI developer writes (and
AlignmentEngine's Swift API compiles), generated from the document itself so the gallery's
code never disagrees with what was laid out. Custom guides become ``AlignmentID``s, metrics
fonts a comment. Anything the translation does not know fails (``SwiftUIError``)."""

from __future__ import annotations

import json
import re
from typing import Any

INDENT = "    "
_STANDARD_COLORS = {"black", "blue", "brown", "clear", "cyan", "gray", "green", "indigo", "mint", "orange", "pink",
                    "purple", "red", "teal", "white", "yellow", "primary", "secondary"}
_SHAPES = {"Rectangle", "RoundedRectangle", "Capsule", "Ellipse", "Circle"}
_FRAME_KEYS = ["minWidth", "idealWidth", "maxWidth", "minHeight", "idealHeight", "maxHeight"]


class SwiftUIError(Exception):
    """A document uses a view, modifier or key the translation does not know."""


def swiftui_code(document: dict[str, Any]) -> str:
    """The SwiftUI code of a layout document: its custom guides, then ``let content = ...``."""
    parts = [_guide_extension(guide) for guide in document.get("guides", [])]
    notes = []
    for name, font in document.get("fonts", {}).items():
        notes.append(f"// .{name}: a metrics font, size {_n(font['size'])}, ascent {_n(font['ascent'])}, "
                     f"descent {_n(font['descent'])}, leading {_n(font.get('leading', 0))}, advance {_n(font['advance'])}")
    proposal = document.get("proposal", {})
    if proposal:
        width, height = (_proposal_axis(proposal.get(axis)) for axis in ("width", "height"))
        notes.append(f"// laid out for the proposal ProposedViewSize(width: {width}, height: {height})")
    if document.get("safeArea"):
        insets = ", ".join(f"{edge}: {_n(document['safeArea'].get(edge, 0))}" for edge in ("top", "leading", "bottom", "trailing"))
        notes.append(f"// laid out in a safe area: safeArea: EdgeInsets({insets})")
    if document.get("pixelScale") is not None:
        notes.append(f"// frames rounded to a pixel scale of {_n(document['pixelScale'])}")
    for name, size in document.get("symbols", {}).items():
        notes.append(f"// the symbol {json.dumps(name)}: {_n(size['width'])} x {_n(size['height'])} ems")
    notes += _platform_notes(document)
    root = _view(document["root"], 0)
    if document.get("layoutDirection", "leftToRight") != "leftToRight":
        root += f"\n.environment(\\.layoutDirection, .{document['layoutDirection']})"
    if "dynamicTypeSize" in document:
        root += f"\n.dynamicTypeSize(.{document['dynamicTypeSize']})"
    parts.append("\n".join(notes + ["let content = " + root]))
    return "\n\n".join(parts) + "\n"


def _guide_extension(guide: dict[str, Any]) -> str:
    name = guide["name"]
    kind = {"horizontal": "HorizontalAlignment", "vertical": "VerticalAlignment"}[guide["axis"]]
    identifier = name[0].upper() + name[1:]
    return (
        f"extension {kind} {{\n"
        f"{INDENT}enum {identifier}: AlignmentID {{\n"
        f"{INDENT * 2}static func defaultValue(in d: ViewDimensions) -> CGFloat {{ {_closure_body(guide['default'])} }}\n"
        f"{INDENT}}}\n"
        f"{INDENT}static let {name} = {kind}({identifier}.self)\n"
        "}"
    )


def _view(view: dict[str, Any], depth: int) -> str:
    kind = view.get("type")
    known = _VIEW_KEYS.get(kind)
    if known is None:
        raise SwiftUIError(f"no SwiftUI translation for view type {kind!r}")
    unknown = set(view) - known - {"type", "id", "modifiers", "children"}
    if unknown:
        raise SwiftUIError(f"no SwiftUI translation for {kind} keys {sorted(unknown)}")
    code = _control(kind, view, depth) if kind in _CONTROL_KEYS else _constructor(kind, view, depth)
    # Modifiers go under a leaf, indented, and under a container's closing brace, aligned.
    modifier_depth = depth if code.endswith("}") else depth + 1
    for modifier in view.get("modifiers", []):
        code += "\n" + INDENT * modifier_depth + _modifier(modifier, modifier_depth)
    if "id" in view:
        code += "\n" + INDENT * modifier_depth + f".id({json.dumps(view['id'])})"
    return code


def _constructor(kind: str, view: dict[str, Any], depth: int) -> str:
    arguments: list[str] = []
    for key in ("columns", "rows"):
        if key in view:
            arguments.append(f"{key}: [{', '.join(_grid_item(item) for item in view[key])}]")
    if view.get("alignment") is not None:  # a guide for a stack or row, a 2-D alignment for a ZStack or Grid
        value = _alignment(view["alignment"]) if kind in ("ZStack", "Grid") else _guide(view["alignment"])
        arguments.append(f"alignment: {value}")
    if kind == "Grid":
        arguments += [f"{key}: {_n(view[key])}" for key in ("horizontalSpacing", "verticalSpacing") if view.get(key) is not None]
    if "spacing" in view and view["spacing"] is not None:
        arguments.append(f"spacing: {_n(view['spacing'])}")
    if kind == "ScrollView" and "axes" in view:
        arguments.append(_axes(view["axes"]))
    if kind == "ViewThatFits" and "in" in view:
        arguments.append(f"in: {_axes(view['in'])}")
    if kind in _SHAPES or kind == "Color":
        color = view.get("color")
        if kind == "Color":
            return _color(color or "clear")
        shape = f"{kind}(cornerRadius: 8)" if kind == "RoundedRectangle" else f"{kind}()"
        return shape + (f"\n{INDENT * (depth + 1)}.fill({_color(color)})" if color else "")
    if kind == "Image" and "width" not in view:
        size = view.get("symbolSize")
        given = f", size: SymbolSize(width: {_n(size['width'])}, height: {_n(size['height'])})" if size else ""
        return f"Image(systemName: {json.dumps(view['systemName'])}{given})" + (".resizable()" if view.get("resizable") else "")
    if kind == "Image":
        code = f"Image(\"image\", width: {_n(view['width'])}, height: {_n(view['height'])})"
        return code + (".resizable()" if view.get("resizable") else "")
    if kind == "Text":
        code = f"Text({json.dumps(view['text'])})"
        if "font" in view:
            code += f"\n{INDENT * (depth + 1)}.font(.{view['font']})"
        if view.get("lineLimit") is not None:
            reserves = ", reservesSpace: true" if view.get("reservesSpace") else ""
            code += f"\n{INDENT * (depth + 1)}.lineLimit({view['lineLimit']}{reserves})"
        if view.get("lineSpacing"):
            code += f"\n{INDENT * (depth + 1)}.lineSpacing({_n(view['lineSpacing'])})"
        if "multilineTextAlignment" in view:
            code += f"\n{INDENT * (depth + 1)}.multilineTextAlignment(.{view['multilineTextAlignment']})"
        return code
    if kind == "Spacer":
        return f"Spacer(minLength: {_n(view['minLength'])})" if view.get("minLength") is not None else "Spacer()"
    if kind == "Divider":
        return "Divider()"
    head = kind + (f"({', '.join(arguments)})" if arguments else "")
    children = view.get("children", [])
    closure = " { _ in" if kind == "GeometryReader" else " {"
    body = "\n".join(INDENT * (depth + 1) + _view(child, depth + 1) for child in children)
    return head + closure + ("\n" + body if body else "") + "\n" + INDENT * depth + "}"


_VIEW_KEYS: dict[str, set[str]] = {
    "HStack": {"alignment", "spacing"}, "VStack": {"alignment", "spacing"}, "ZStack": {"alignment"},
    "LazyHStack": {"alignment", "spacing"}, "LazyVStack": {"alignment", "spacing"},
    "Color": {"color"}, **{shape: {"color"} for shape in _SHAPES},
    "GeometryReader": set(), "Image": {"width", "height", "resizable", "systemName", "symbolSize"},
    "Text": {"text", "font", "lineLimit", "reservesSpace", "lineSpacing", "multilineTextAlignment"}, "Spacer": {"minLength"},
    "Grid": {"alignment", "horizontalSpacing", "verticalSpacing"}, "GridRow": {"alignment"}, "Divider": set(),
    "ViewThatFits": {"in"}, "ScrollView": {"axes"},
    "LazyVGrid": {"columns", "alignment", "spacing"}, "LazyHGrid": {"rows", "alignment", "spacing"},
}


# ---- Controls (docs/document-extensions.md, "Controls") ----

_CONTROL_KEYS: dict[str, set[str]] = {
    "Button": {"title"}, "Link": {"title", "destination"}, "NavigationLink": {"title"},
    "Label": {"title", "systemImage", "icon"}, "Toggle": {"title", "isOn"}, "Stepper": {"title", "value"},
    "Slider": {"value"}, "ProgressView": {"title", "value", "total"},
    "TextField": {"title", "text", "axis", "lineLimit", "reservesSpace"}, "SecureField": {"title", "text"},
    "Picker": {"title", "label", "selection"}, "LabeledContent": {"title", "label", "value"},
    "List": set(), "Form": set(), "Section": {"title", "header", "footer"},
}
_VIEW_KEYS.update(_CONTROL_KEYS)
#: The style modifiers: ``.buttonStyle(.bordered)``.
_STYLE_MODIFIERS = {"buttonStyle", "controlSize", "labelStyle", "toggleStyle", "progressViewStyle", "textFieldStyle", "pickerStyle",
                    "listStyle"}


def _platform_notes(document: dict[str, Any]) -> list[str]:
    """Comments for the document's platform profile and device."""
    notes = []
    platform = document.get("platform")
    if platform is not None:
        name, metrics = (platform, {}) if isinstance(platform, str) else (platform.get("name", "ios26"), platform.get("metrics", {}))
        overrides = ", ".join(f"{key} = {_n(value)}" for key, value in metrics.items())
        notes.append(f"// the controls of the {name} profile" + (f", with {overrides}" if overrides else ""))
    device = document.get("device")
    if device is not None:
        name, orientation = (device, "portrait") if isinstance(device, str) else (device["name"], device.get("orientation", "portrait"))
        notes.append(f"// on an {name} held in {orientation}" if name[0] in "iI" else f"// on a {name} held in {orientation}")
    return notes


def _control(kind: str, view: dict[str, Any], depth: int) -> str:
    """A control's initializer: its title and values as arguments, its label, content, rows
    and slots in trailing closures (``Button { } label: { }``)."""
    title = view.get("title")
    string_title = [json.dumps(title)] if isinstance(title, str) else []
    children = view.get("children", [])

    def block(views: list[dict[str, Any]]) -> str:
        body = "\n".join(INDENT * (depth + 1) + _view(child, depth + 1) for child in views)
        return "{\n" + body + "\n" + INDENT * depth + "}" if body else "{}"

    def call(arguments: list[str], closures: list[tuple[str, list[dict[str, Any]]]] = ()) -> str:
        head = kind + (f"({', '.join(arguments)})" if arguments or not closures else "")
        tail = " ".join((f"{label}: " if label else "") + block(views) for label, views in closures)
        return head + (" " + tail if tail else "")

    if kind == "Button":
        return call(string_title, [("", [])]) if string_title else f"Button {{}} label: {block(children)}"
    if kind == "Link":
        destination = f"destination: URL(string: {json.dumps(view.get('destination', 'https://example.com'))})!"
        return call(string_title + [destination], [] if string_title else [("", children)])
    if kind == "NavigationLink":
        return call(string_title, [("", [])]) if string_title else "NavigationLink {} label: " + block(children)
    if kind == "Label":
        if string_title and "systemImage" in view:
            return call(string_title + [f"systemImage: {json.dumps(view['systemImage'])}"])
        title_view = title if isinstance(title, dict) else {"type": "Text", "text": title}
        icon = view.get("icon") or {"type": "Image", "systemName": view.get("systemImage")}
        icon_code = f"{{\n{INDENT * (depth + 1)}Image(systemName: {json.dumps(icon['systemName'])})\n{INDENT * depth}}}" \
            if "systemName" in icon else block([icon])
        return f"Label {block([title_view])} icon: {icon_code}"
    if kind in ("Toggle", "Stepper"):
        binding = f"isOn: .constant({str(view.get('isOn', False)).lower()})" if kind == "Toggle" else f"value: .constant({_n(view.get('value', 0))})"
        return call(string_title + [binding], [] if string_title else [("", children)])
    if kind == "Slider":
        return f"Slider(value: .constant({_n(view.get('value', 0.5))}))"
    if kind == "ProgressView":
        arguments = string_title + ([f"value: {_n(view['value'])}", f"total: {_n(view.get('total', 1))}"] if view.get("value") is not None else [])
        return call(arguments, [] if string_title or not children else [("", children)])
    if kind in ("TextField", "SecureField"):
        arguments = string_title + [f"text: .constant({json.dumps(view.get('text', ''))})"]
        if view.get("axis") == "vertical":
            arguments.append("axis: .vertical")
        code = call(arguments)
        if view.get("lineLimit") is not None:
            reserves = ", reservesSpace: true" if view.get("reservesSpace") else ""
            code += f"\n{INDENT * (depth + 1)}.lineLimit({view['lineLimit']}{reserves})"
        return code
    if kind == "Picker":
        options = [{**option, "modifiers": [*option.get("modifiers", []), {"tag": index}]} for index, option in enumerate(children)]
        selection = f"selection: .constant({view.get('selection', 0)})"
        closures = [("", options)] + ([("label", [view["label"]])] if "label" in view else [])
        return call(string_title + [selection], closures)
    if kind == "LabeledContent":
        if "value" in view:
            return call(string_title + [f"value: {json.dumps(view['value'])}"])
        return call(string_title, [("", children)] + ([("label", [view["label"]])] if "label" in view else []))
    if kind == "Section":
        if string_title and "footer" in view:  # Section(title) has no footer: the title is the header's Text
            view = {**view, "header": {"type": "Text", "text": title}}
            string_title = []
        slots = [(key, [view[key]]) for key in ("header", "footer") if key in view]
        return call(string_title, [("", children)] + slots)
    return call([], [("", children)])  # List, Form


def _grid_item(item: dict[str, Any]) -> str:
    """``GridItem(.fixed(70))``, ``GridItem(.adaptive(minimum: 40), spacing: 2)``."""
    if "fixed" in item:
        size = f".fixed({_n(item['fixed'])})"
    else:
        kind = "flexible" if "flexible" in item else "adaptive"
        bounds = [f"{key}: {'.infinity' if value == 'infinity' else _n(value)}" for key, value in item[kind].items()]
        size = f".{kind}({', '.join(bounds)})"
    extras = [f"spacing: {_n(item['spacing'])}"] if item.get("spacing") is not None else []
    extras += [f"alignment: {_alignment(item['alignment'])}"] if item.get("alignment") is not None else []
    return f"GridItem({', '.join([size] + extras)})"


def _modifier(modifier: dict[str, Any], depth: int) -> str:
    if len(modifier) != 1:
        raise SwiftUIError(f"a modifier must have one key: {modifier}")
    (name, value), = modifier.items()
    if name == "frame":
        if set(value) & set(_FRAME_KEYS):
            keys = [key for key in _FRAME_KEYS if key in value]
        else:
            keys = [key for key in ("width", "height") if key in value]
        arguments = [f"{key}: {_length(value[key])}" for key in keys]
        if "alignment" in value:
            arguments.append(f"alignment: {_alignment(value['alignment'])}")
        return f".frame({', '.join(arguments)})"
    if name in ("padding", "safeAreaPadding"):
        if value is None:
            return f".{name}()"
        if not isinstance(value, dict):
            return f".{name}({_n(value)})"
        for edges, keys in (("horizontal", {"leading", "trailing"}), ("vertical", {"top", "bottom"})):
            if set(value) == keys and len({value[key] for key in keys}) == 1:
                value = {edges: value[next(iter(keys))]}
        if len(value) == 1:
            (edge, length), = value.items()
            return f".{name}(.{edge})" if length is None else f".{name}(.{edge}, {_n(length)})"
        insets = ", ".join(f"{edge}: {_n(value.get(edge) or 0)}" for edge in ("top", "leading", "bottom", "trailing"))
        return f".{name}(EdgeInsets({insets}))"
    if name == "ignoresSafeArea":
        if value is True:
            return ".ignoresSafeArea()"
        arguments = [_set(value["regions"])] if "regions" in value else []
        arguments += [f"edges: {_set(value['edges'])}"] if "edges" in value else []
        return f".ignoresSafeArea({', '.join(arguments)})"
    if name == "safeAreaInset":
        arguments = [f"edge: .{value['edge']}"]
        arguments += [f"alignment: {_guide(value['alignment'])}"] if "alignment" in value else []
        arguments += [f"spacing: {_n(value['spacing'])}"] if value.get("spacing") is not None else []
        content = _view(value["content"], depth + 1)
        return f".safeAreaInset({', '.join(arguments)}) {{\n{INDENT * (depth + 1)}{content}\n{INDENT * depth}}}"
    if name == "alignmentGuide":
        return f".alignmentGuide({_guide(value['guide'])}) {{ {_closure(value['value'])} }}"
    if name in ("offset", "position"):
        return f".{name}({', '.join(f'{axis}: {_n(value[axis])}' for axis in ('x', 'y') if axis in value)})"
    if name == "fixedSize":
        if value is True:
            return ".fixedSize()"
        if value is False:
            return ".fixedSize(horizontal: false, vertical: false)"
        return f".fixedSize(horizontal: {str(value.get('horizontal', False)).lower()}, vertical: {str(value.get('vertical', False)).lower()})"
    if name == "layoutPriority":
        return f".layoutPriority({_n(value)})"
    if name in ("overlay", "background"):
        alignment = f"(alignment: {_alignment(value['alignment'])})" if "alignment" in value else ""
        content = _view(value["content"], depth + 1)
        return f".{name}{alignment} {{\n{INDENT * (depth + 1)}{content}\n{INDENT * depth}}}"
    if name == "aspectRatio":
        ratio = f"{_n(value['ratio'])}, " if value.get("ratio") is not None else ""
        return f".aspectRatio({ratio}contentMode: .{value.get('contentMode', 'fit')})"
    if name == "environment":
        if "defaultMinListRowHeight" in value:
            return f".environment(\\.defaultMinListRowHeight, {_n(value['defaultMinListRowHeight'])})"
        return f".environment(\\.layoutDirection, .{value['layoutDirection']})"
    if name in _STYLE_MODIFIERS:
        return f".{name}(.{value})"
    if name == "tag":  # a Picker's option (written by _control)
        return f".tag({value})"
    if name == "labelsHidden":
        return ".labelsHidden()"
    if name in ("listRowSpacing", "listSectionSpacing"):
        return f".{name}({'nil' if value is None else _n(value) if not isinstance(value, str) else '.' + value})"
    if name == "listRowInsets":
        if value is None:
            return ".listRowInsets(nil)"
        insets = value if isinstance(value, dict) else dict.fromkeys(("top", "leading", "bottom", "trailing"), value)
        return f".listRowInsets(EdgeInsets({', '.join(f'{edge}: {_n(insets.get(edge) or 0)}' for edge in ('top', 'leading', 'bottom', 'trailing'))}))"
    if name == "gridCellColumns":
        return f".gridCellColumns({value})"
    if name == "gridColumnAlignment":
        return f".gridColumnAlignment({_guide(value)})"
    if name == "gridCellAnchor":
        anchor = f".{value}" if isinstance(value, str) else f"UnitPoint(x: {_n(value['x'])}, y: {_n(value['y'])})"
        return f".gridCellAnchor({anchor})"
    if name == "gridCellUnsizedAxes":
        return f".gridCellUnsizedAxes({_axes(value)})"
    if name == "containerRelativeFrame":
        grid = "count" in value or "span" in value or "spacing" in value
        arguments = [_axes(value["axes"])]
        if grid:
            arguments += [f"count: {value.get('count', 1)}", f"span: {value.get('span', 1)}", f"spacing: {_n(value.get('spacing', 0))}"]
        if "alignment" in value:
            arguments.append(f"alignment: {_alignment(value['alignment'])}")
        return f".containerRelativeFrame({', '.join(arguments)})"
    if name in _TEXT_MODIFIERS:
        return _text_modifier(name, value)
    raise SwiftUIError(f"no SwiftUI translation for modifier {name!r}")


#: The text environment modifiers (docs/document-extensions.md).
_TEXT_MODIFIERS = {"font", "fontWeight", "fontWidth", "bold", "italic", "monospaced", "monospacedDigit", "kerning", "tracking",
                   "baselineOffset", "minimumScaleFactor", "truncationMode", "allowsTightening", "dynamicTypeSize", "imageScale"}


def _text_modifier(name: str, value: Any) -> str:
    """``.fontWeight(.bold)``, ``.bold()``, ``.dynamicTypeSize(...DynamicTypeSize.xxxLarge)`` ..."""
    if name in ("bold", "italic", "monospaced", "monospacedDigit"):
        return f".{name}()" if value else f".{name}(false)"
    if name == "allowsTightening":
        return f".allowsTightening({str(value).lower()})"
    if name in ("kerning", "tracking", "baselineOffset", "minimumScaleFactor"):
        return f".{name}({_n(value)})"
    if name == "dynamicTypeSize" and isinstance(value, dict):
        low, high = value.get("min"), value.get("max")
        bounds = (f"DynamicTypeSize.{low}" if low else "") + "..." + (f"DynamicTypeSize.{high}" if high else "")
        return f".dynamicTypeSize({bounds if low or high else 'DynamicTypeSize.xSmall...DynamicTypeSize.accessibility5'})"
    return f".{name}({'nil' if value is None else '.' + value})"


def _set(value: Any) -> str:
    """An option set as Swift writes it: ``.top``, ``[.top, .leading]``."""
    if isinstance(value, list):
        return f"[{', '.join(f'.{name}' for name in value)}]"
    return f".{value}"


def _guide(name: str) -> str:
    """A guide as a Swift expression: ``.top``, ``HorizontalAlignment.center``, ``.custom``."""
    return name if "." in name else f".{name}"


def _alignment(value: Any) -> str:
    if isinstance(value, dict):
        return f"Alignment(horizontal: {_guide(value['horizontal'])}, vertical: {_guide(value['vertical'])})"
    return f".{value}"


def _axes(value: Any) -> str:
    if isinstance(value, str):
        return f".{value}"
    return "[" + ", ".join(f".{axis}" for axis in value) + "]"


def _closure(value: Any) -> str:
    """The closure of an ``alignmentGuide``: ``d in EXPRESSION`` (``$0`` kept as written)."""
    body = _closure_body(value)
    if "$0" in body:
        return body
    return ("d in " if re.search(r"\bd\b", body) else "_ in ") + body


def _closure_body(value: Any) -> str:
    return _n(value) if isinstance(value, (int, float)) else str(value)


def _color(name: str) -> str:
    return f"Color.{name}" if name in _STANDARD_COLORS else f"Color({json.dumps(name)})"


def _length(value: Any) -> str:
    return ".infinity" if value == "infinity" else _n(value)


def _proposal_axis(value: Any) -> str:
    return "nil" if value is None else _length(value)


def _n(value: Any) -> str:
    """A number as Swift writes it: 8, 0.5, 74.25."""
    if isinstance(value, bool) or not isinstance(value, (int, float)):
        raise SwiftUIError(f"expected a number, found {value!r}")
    return str(int(value)) if float(value).is_integer() else repr(float(value))
