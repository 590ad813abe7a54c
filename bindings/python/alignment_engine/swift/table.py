"""The one table from SwiftUI to layout documents: every view, modifier and argument label the
reader understands, with SwiftUI's default arguments, and the document type, field or
modifier each becomes. The source writer reads the same table backwards.

A view is a ``ViewEntry``: SwiftUI's name, the document's type, its initialisers (``forms``)
as ``Param`` lists, and whether it holds views (``content``). A modifier is a
``ModifierEntry``: its forms, and a ``Target`` saying where the arguments land (a document
modifier, an environment value for Text, a field of the view, its id, a top-level key). A
new view kind or modifier of the document format is one entry here.

``IGNORED`` lists modifiers that never change a layout (drawing, interaction, accessibility,
navigation chrome); ``STAND_INS`` SwiftUI views the engine does not have whose content is laid
out in their place (stated as an assumption).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Optional

from ..values.text import DynamicTypeSize, ImageScale, TruncationMode
from . import kinds
from .kinds import Kind

__all__ = [
    "REQUIRED", "Param", "ViewEntry", "Target", "ModifierForm", "ModifierEntry", "StandIn",
    "VIEWS", "MODIFIERS", "IGNORED", "STAND_INS", "CONTROL_TYPES", "entries_for_type", "entries_for_modifier",
]


class _Required:
    def __repr__(self) -> str:
        return "REQUIRED"


#: A parameter without a default: the call must give it.
REQUIRED: Any = _Required()


@dataclass(frozen=True)
class Param:
    """A parameter of a SwiftUI initialiser or modifier: its argument ``label`` (None when
    unlabelled), the document ``key`` it fills (None: read and dropped; ``"content"``: the
    views a container holds or a layer shows), its ``kind``, and
    SwiftUI's ``default`` as a document value (``REQUIRED``: none; None: ``nil``, which the
    document writes by leaving the key out). ``closure``: it takes a trailing closure;
    ``whole``: the kind reads the whole call (``Color(red:green:blue:)``); ``fill``: what the
    source writer writes for a parameter SwiftUI requires when the document leaves its key
    out (the document's own default)."""

    label: Optional[str]
    key: Optional[str]
    kind: Kind
    default: Any = REQUIRED
    closure: bool = False
    whole: bool = False
    fill: Any = None


@dataclass(frozen=True)
class ViewEntry:
    """A SwiftUI view: ``name`` as SwiftUI spells it, the document ``type``, its initialisers
    (``forms``, tried in order), ``content`` (``"children"``: its view builder's views are
    the document's children; ``"one"``: one child, several in a stack along its ``axes``
    (SwiftUI stacks a scroll view's views so); None:
    none), ``fields`` written on every such view, and ``stand_in`` (``"text"``: a non-literal
    string becomes placeholder text; ``"image"``: the image's size comes from the reader's
    options)."""

    name: str
    type: str
    forms: tuple[tuple[Param, ...], ...] = ((),)
    content: Optional[str] = None
    fields: tuple[tuple[str, Any], ...] = ()
    stand_in: Optional[str] = None


@dataclass(frozen=True)
class Target:
    """Where a modifier's arguments land:

    - ``"document"``: the document modifier ``key`` whose value ``build`` makes from the
      read arguments (by key): ``"object"`` (those given, and the defaults that are not
      nil), ``"value"`` (the only parameter's), ``"constant"`` (``constant``), or one of the
      other builders of ``modifier_values``;
    - ``"environment"``: each argument is an environment value for the Text and shapes below;
    - ``"field"``: each argument is a field of the view, if its type is one of ``types``;
    - ``"id"``: the view's id; ``"root"``: a top-level key of the document;
    - ``"none"``: nothing: an overload without layout meaning (``.environment(model)``).
    """

    kind: str
    key: Optional[str] = None
    build: str = "object"
    constant: Any = None
    types: tuple[str, ...] = ()


@dataclass(frozen=True)
class ModifierForm:
    """One overload of a modifier: its parameters and where they land."""

    params: tuple[Param, ...]
    target: Target


@dataclass(frozen=True)
class ModifierEntry:
    """A SwiftUI modifier: ``name`` and its overloads (``forms``, tried in order)."""

    name: str
    forms: tuple[ModifierForm, ...]


# Kinds used by several entries.
_LENGTH = kinds.Number()
_SIZE = kinds.Number(minimum=0)
_OPTIONAL_SIZE = kinds.Number(nil=True, minimum=0)
_MAX_SIZE = kinds.Number(nil=True, infinite=True, minimum=0)
_SPACING = kinds.Number(nil=True)
_COUNT = kinds.Number(whole=True, minimum=1)
_HORIZONTAL = kinds.Guide("horizontal")
_VERTICAL = kinds.Guide("vertical")
_ALIGNMENT = kinds.Alignment2D()
_AXES = kinds.Axes()
_CONTENT = kinds.Content()
_COLOR = kinds.ColorName()
_ANY = kinds.Anything()
_TEXT = kinds.String()
_TEXT_ALIGNMENT = kinds.Choice("TextAlignment", ("leading", "center", "trailing"))
_DIRECTION = kinds.Choice("LayoutDirection", ("leftToRight", "rightToLeft"))
_EDGE_SET = kinds.EdgeSet()
_CONTENT_MODE = kinds.Choice("ContentMode", ("fit", "fill"))
_FONT = kinds.FontName()
_FLAG = kinds.Boolean()
_DYNAMIC_TYPE_SIZES = kinds.ChoiceRange("DynamicTypeSize", tuple(size.swiftui_name for size in DynamicTypeSize))
_IMAGE_SCALE = kinds.Choice("Image.Scale", tuple(scale.name for scale in ImageScale))
_TRUNCATION_MODE = kinds.Choice("Text.TruncationMode", tuple(mode.name for mode in TruncationMode))
_SCALE_FACTOR = kinds.Number(minimum=0, maximum=1)


def _content(label: str = "content") -> Param:
    return Param(label, "content", _CONTENT, closure=True)


def _stack(name: str, type_: str, guide: Kind) -> ViewEntry:
    return ViewEntry(name, type_, ((Param("alignment", "alignment", guide, "center"), Param("spacing", "spacing", _SPACING, None), _content()),), "children")


def _shape(name: str, type_: str, *forms: tuple[Param, ...]) -> ViewEntry:
    return ViewEntry(name, type_, forms or ((),))


_ROUNDED = (Param("cornerRadius", None, _ANY, fill=8), Param("style", None, _ANY, None))

_VIEW_LIST: list[ViewEntry] = [
    _stack("HStack", "HStack", _VERTICAL),
    _stack("VStack", "VStack", _HORIZONTAL),
    _stack("LazyHStack", "LazyHStack", _VERTICAL),
    _stack("LazyVStack", "LazyVStack", _HORIZONTAL),
    _stack("HStackLayout", "HStack", _VERTICAL),
    _stack("VStackLayout", "VStack", _HORIZONTAL),
    ViewEntry("ZStack", "ZStack", ((Param("alignment", "alignment", _ALIGNMENT, "center"), _content()),), "children"),
    ViewEntry("ZStackLayout", "ZStack", ((Param("alignment", "alignment", _ALIGNMENT, "center"), _content()),), "children"),
    ViewEntry("Grid", "Grid", ((
        Param("alignment", "alignment", _ALIGNMENT, "center"), Param("horizontalSpacing", "horizontalSpacing", _SPACING, None),
        Param("verticalSpacing", "verticalSpacing", _SPACING, None), _content(),
    ),), "children"),
    ViewEntry("GridRow", "GridRow", ((Param("alignment", "alignment", kinds.Guide("vertical"), None), _content()),), "children"),
    ViewEntry("LazyVGrid", "LazyVGrid", ((
        Param("columns", "columns", kinds.GridItems()), Param("alignment", "alignment", _HORIZONTAL, "center"),
        Param("spacing", "spacing", _SPACING, None), Param("pinnedViews", None, _ANY, None), _content(),
    ),), "children"),
    ViewEntry("LazyHGrid", "LazyHGrid", ((
        Param("rows", "rows", kinds.GridItems()), Param("alignment", "alignment", _VERTICAL, "center"),
        Param("spacing", "spacing", _SPACING, None), Param("pinnedViews", None, _ANY, None), _content(),
    ),), "children"),
    ViewEntry("ScrollView", "ScrollView", ((Param(None, "axes", _AXES, "vertical"), Param("showsIndicators", None, _ANY, None), _content()),), "one"),
    ViewEntry("ViewThatFits", "ViewThatFits", ((Param("in", "in", _AXES, ["horizontal", "vertical"]), _content()),), "children"),
    ViewEntry("GeometryReader", "GeometryReader", ((Param("content", "content", kinds.ReaderContent(), closure=True),),), "children"),
    ViewEntry("Color", "Color", ((Param(None, "color", _COLOR, whole=True),),)),
    _shape("Rectangle", "Rectangle"),
    _shape("RoundedRectangle", "RoundedRectangle", _ROUNDED, (Param("cornerSize", None, _ANY, fill="CGSize(width: 8, height: 8)"), Param("style", None, _ANY, None))),
    _shape("UnevenRoundedRectangle", "RoundedRectangle", (Param(None, None, _ANY, whole=True),)),
    _shape("Capsule", "Capsule", (Param("style", None, _ANY, None),)),
    _shape("Ellipse", "Ellipse"),
    _shape("Circle", "Circle"),
    _shape("ContainerRelativeShape", "Rectangle"),
    ViewEntry("Image", "Image", (
        (Param(None, None, _TEXT), Param("bundle", None, _ANY, None)),
        (Param("systemName", "systemName", _TEXT),),
        (Param("decorative", None, _TEXT), Param("bundle", None, _ANY, None)),
        (Param(None, None, _TEXT), Param("bundle", None, _ANY, None), Param("label", None, _ANY, fill='Text("label")')),
        (Param(None, None, _ANY, whole=True),),
    ), stand_in="image"),
    ViewEntry("Text", "Text", (
        (Param(None, "text", _TEXT),),
        (Param("verbatim", "text", _TEXT),),
        (Param(None, "text", _TEXT), Param("tableName", None, _ANY, None), Param("bundle", None, _ANY, None), Param("comment", None, _ANY, None)),
        (Param(None, "text", _ANY, whole=True),),
    ), stand_in="text"),
    ViewEntry("Spacer", "Spacer", ((Param("minLength", "minLength", _SPACING, None),),)),
    ViewEntry("Divider", "Divider"),
]

# The controls (docs/document-extensions.md, "Controls"). Actions, bindings the layout does not
# read (isOn, a Stepper's or Slider's value), destinations and ranges are read and dropped; the
# source writer writes them as `fill` says. A control's views in fields of their own (a
# Section's header) are `Slot`s, written as labelled trailing closures.
_TITLE = Param(None, "title", _TEXT)
_LABEL = Param("label", "content", _CONTENT, closure=True)
_SLOT = kinds.Slot()
_ACTION = Param("action", None, _ANY, closure=True, fill="{}")
_ROLE = Param("role", None, _ANY, None)
_URL = Param("destination", None, _ANY, fill='URL(string: "https://example.com")!')
_DESTINATION = Param("destination", None, _ANY, closure=True, fill="{ EmptyView() }")
_IS_ON = Param("isOn", None, _ANY, fill=".constant(false)")
_STEPPER_VALUE = (Param("value", None, _ANY, fill=".constant(0)"), Param("in", None, _ANY, None), Param("step", None, _ANY, None))
_SLIDER_VALUE = (Param("value", None, _ANY, fill=".constant(0.5)"), Param("in", None, _ANY, None), Param("step", None, _ANY, None))
_PROGRESS = (Param("value", "value", kinds.Number(nil=True), None), Param("total", "total", _SIZE, 1))
_FIELD_TEXT = Param("text", "text", kinds.Binding(_TEXT), "", fill="")
_PROMPT = Param("prompt", None, _ANY, None)
_SELECTION = Param("selection", "selection", kinds.Selection(), 0, fill=0)

_CONTROL_LIST: list[ViewEntry] = [
    ViewEntry("Button", "Button", ((_TITLE, _ROLE, _ACTION), (_ROLE, _ACTION, _LABEL)), "children"),
    ViewEntry("Link", "Link", ((_TITLE, _URL), (_URL, _LABEL)), "children"),
    ViewEntry("NavigationLink", "NavigationLink", (
        (_TITLE, _DESTINATION), (_TITLE, Param("value", None, _ANY)), (_DESTINATION, _LABEL), (Param("value", None, _ANY), _LABEL),
    ), "children"),
    ViewEntry("Label", "Label", (
        (_TITLE, Param("systemImage", "systemImage", _TEXT)),
        (Param("title", "title", _SLOT, closure=True), Param("icon", "icon", _SLOT, closure=True)),
    )),
    ViewEntry("Toggle", "Toggle", ((_TITLE, _IS_ON), (_IS_ON, _LABEL)), "children"),
    ViewEntry("Stepper", "Stepper", (
        (_TITLE, *_STEPPER_VALUE), (_TITLE, Param("onIncrement", None, _ANY), Param("onDecrement", None, _ANY)), (*_STEPPER_VALUE, _LABEL),
    ), "children"),
    ViewEntry("Slider", "Slider", (
        _SLIDER_VALUE + (Param("onEditingChanged", None, _ANY, None),),
        _SLIDER_VALUE + (Param("label", None, _ANY, closure=True),),
    )),
    ViewEntry("ProgressView", "ProgressView", (_PROGRESS, (_TITLE, *_PROGRESS), (*_PROGRESS, _LABEL)), "children"),
    ViewEntry("TextField", "TextField", ((
        _TITLE, _FIELD_TEXT, _PROMPT, Param("axis", "axis", kinds.Choice("Axis", ("horizontal", "vertical")), "horizontal"),
    ),)),
    ViewEntry("SecureField", "SecureField", ((_TITLE, _FIELD_TEXT, _PROMPT),)),
    ViewEntry("Picker", "Picker", ((_TITLE, _SELECTION, _content()), (_SELECTION, _content(), Param("label", "label", _SLOT, closure=True))), "children"),
    ViewEntry("LabeledContent", "LabeledContent", (
        (_TITLE, Param("value", "value", _TEXT)), (_TITLE, _content()), (_content(), Param("label", "label", _SLOT, closure=True)),
    ), "children"),
    ViewEntry("List", "List", ((Param("selection", None, _ANY, None), _content()),), "children"),
    ViewEntry("Form", "Form", ((_content(),),), "children"),
    ViewEntry("Section", "Section", (
        (_TITLE, _content()),
        (_content(), Param("header", "header", _SLOT, None, closure=True), Param("footer", "footer", _SLOT, None, closure=True)),
        (Param("header", "header", _SLOT, None), Param("footer", "footer", _SLOT, None), _content()),
    ), "children"),
]
_VIEW_LIST += _CONTROL_LIST
#: The controls' document types: views written as their initialisers with trailing closures.
CONTROL_TYPES = frozenset(entry.type for entry in _CONTROL_LIST)

#: Every view the reader builds, by SwiftUI name.
VIEWS: dict[str, ViewEntry] = {entry.name: entry for entry in _VIEW_LIST}


def _modifier(name: str, *forms: ModifierForm) -> ModifierEntry:
    return ModifierEntry(name, forms)


def _document(key: str, *params: Param, build: str = "object", constant: Any = None) -> ModifierForm:
    return ModifierForm(params, Target("document", key, build, constant))


def _environment(*params: Param) -> ModifierForm:
    return ModifierForm(params, Target("environment"))


def _flag(key: str) -> ModifierEntry:
    """A text modifier of one Boolean that is true when left out (``.bold()``, ``.bold(false)``)."""
    return _modifier(key, _document(key, Param(None, "isActive", _FLAG, True), build="value"))


def _key_path(name: str) -> Param:
    """``environment``'s first argument, the key path ``\\.name``."""
    return Param(None, None, kinds.KeyPathIs(name), fill=name)


_FRAME_FIXED = _document(
    "frame", Param("width", "width", _OPTIONAL_SIZE, None), Param("height", "height", _OPTIONAL_SIZE, None),
    Param("alignment", "alignment", _ALIGNMENT, "center"),
)
_FRAME_FLEXIBLE = _document("frame", *(
    Param(label, label, _MAX_SIZE if label.startswith("max") else _OPTIONAL_SIZE, None)
    for label in ("minWidth", "idealWidth", "maxWidth", "minHeight", "idealHeight", "maxHeight")
), Param("alignment", "alignment", _ALIGNMENT, "center"))
_SHAPES = ("Color", "Rectangle", "RoundedRectangle", "Capsule", "Ellipse", "Circle")


def _layers(name: str) -> ModifierEntry:
    """``overlay`` and ``background``: the content closure form, a shape style
    (``.background(.red)``, or any colour with ``ignoresSafeAreaEdges:``), whose content
    ignores the safe area on those edges (all by default), the older view-first form
    (``.background(Color.red)``, read as a view: see decisions.md, "Safe area"), and a style
    in a shape (``.background(.red, in: Capsule())``)."""
    return _modifier(
        name,
        _document(name, Param("alignment", "alignment", _ALIGNMENT, "center"), _content(), build="layer"),
        _document(name, Param(None, "content", kinds.ShapeStyle()), Param("ignoresSafeAreaEdges", "edges", _EDGE_SET, frozenset(kinds.EDGES)),
                  build="style-layer"),
        _document(name, Param(None, "content", _CONTENT), Param("ignoresSafeAreaEdges", "edges", _EDGE_SET), build="style-layer"),
        _document(name, Param(None, "content", _CONTENT), Param("alignment", "alignment", _ALIGNMENT, "center"), build="layer"),
        _document(name, Param(None, "color", _COLOR, "background"), Param("in", "content", _CONTENT),
                  Param("fillStyle", None, _ANY, None), build="styled-shape"),
    )


def _paddings(name: str) -> ModifierEntry:
    """``padding`` and ``safeAreaPadding``: ``(EdgeInsets)``, ``(length)``, ``(edges, length)``."""
    return _modifier(
        name,
        _document(name, Param(None, "insets", kinds.Insets()), build="padding"),
        _document(name, Param(None, "length", _LENGTH), build="padding"),
        _document(name, Param(None, "edges", _EDGE_SET, frozenset(kinds.EDGES)), Param(None, "length", _SPACING, None), build="padding"),
    )


def _inset(edge: Kind, guide: Kind) -> ModifierForm:
    """``safeAreaInset(edge:alignment:spacing:content:)`` for a top or bottom ``edge`` (a
    horizontal ``guide``) or a leading or trailing one (a vertical guide)."""
    return _document(
        "safeAreaInset", Param("edge", "edge", edge), Param("alignment", "alignment", guide, "center"),
        Param("spacing", "spacing", _SPACING, None), _content(), build="inset",
    )


_MODIFIER_LIST: list[ModifierEntry] = [
    _modifier("frame", _FRAME_FIXED, _FRAME_FLEXIBLE),
    _paddings("padding"),
    _modifier("alignmentGuide", _document(
        "alignmentGuide", Param(None, "guide", kinds.AnyGuide()), Param("computeValue", "value", kinds.GuideValue(), closure=True),
    )),
    _modifier(
        "offset",
        _document("offset", Param("x", "x", _LENGTH, 0), Param("y", "y", _LENGTH, 0)),
        _document("offset", Param(None, "offset", kinds.Pair("CGSize", ("width", "height"), ("x", "y"))), build="value"),
    ),
    _modifier(
        "fixedSize",
        _document("fixedSize", build="constant", constant=True),
        _document("fixedSize", Param("horizontal", "horizontal", kinds.Boolean()), Param("vertical", "vertical", kinds.Boolean())),
    ),
    _modifier("layoutPriority", _document("layoutPriority", Param(None, "priority", _LENGTH), build="value")),
    _layers("overlay"),
    _layers("background"),
    _modifier("border", _document("overlay", Param(None, "color", _COLOR), Param("width", None, _ANY, 1), build="border")),
    _modifier("aspectRatio", _document(
        "aspectRatio", Param(None, "ratio", kinds.Ratio(), None), Param("contentMode", "contentMode", _CONTENT_MODE, fill="fit"),
    )),
    _modifier("scaledToFit", _document("aspectRatio", build="constant", constant={"contentMode": "fit"})),
    _modifier("scaledToFill", _document("aspectRatio", build="constant", constant={"contentMode": "fill"})),
    _modifier(
        "position",
        _document("position", Param("x", "x", _LENGTH, 0), Param("y", "y", _LENGTH, 0)),
        _document("position", Param(None, "position", kinds.Pair("CGPoint", ("x", "y"), ("x", "y"))), build="value"),
    ),
    # Text and symbol modifiers the engine applies to the Text and symbol images below them
    # (docs/document-extensions.md); before ``environment``, so that the writer writes them so.
    _modifier("fontWeight", _document("fontWeight", Param(None, "weight", kinds.Choice("Font.Weight", kinds.FONT_WEIGHTS, nil=True)), build="value")),
    _flag("bold"),
    _flag("italic"),
    _flag("monospaced"),
    _modifier("monospacedDigit", _document("monospacedDigit", build="constant", constant=True)),
    _modifier("fontWidth", _document("fontWidth", Param(None, "width", kinds.Choice("Font.Width", kinds.FONT_WIDTHS, nil=True)), build="value")),
    _modifier("kerning", _document("kerning", Param(None, "kerning", _LENGTH), build="value")),
    _modifier("tracking", _document("tracking", Param(None, "tracking", _LENGTH), build="value")),
    _modifier("baselineOffset", _document("baselineOffset", Param(None, "baselineOffset", _LENGTH), build="value")),
    _modifier("minimumScaleFactor", _document("minimumScaleFactor", Param(None, "factor", _SCALE_FACTOR), build="value")),
    _modifier("truncationMode", _document("truncationMode", Param(None, "mode", _TRUNCATION_MODE), build="value")),
    _modifier("allowsTightening", _document("allowsTightening", Param(None, "flag", _FLAG), build="value")),
    _modifier("dynamicTypeSize", _document("dynamicTypeSize", Param(None, "size", _DYNAMIC_TYPE_SIZES), build="value")),
    _modifier("imageScale", _document("imageScale", Param(None, "scale", _IMAGE_SCALE), build="value")),
    _modifier(
        "environment",
        _document("environment", _key_path("layoutDirection"), Param(None, "layoutDirection", _DIRECTION)),
        _document("dynamicTypeSize", _key_path("dynamicTypeSize"), Param(None, "size", _DYNAMIC_TYPE_SIZES), build="value"),
        _document("imageScale", _key_path("imageScale"), Param(None, "scale", _IMAGE_SCALE), build="value"),
        _document("truncationMode", _key_path("truncationMode"), Param(None, "mode", _TRUNCATION_MODE), build="value"),
        _document("minimumScaleFactor", _key_path("minimumScaleFactor"), Param(None, "factor", _SCALE_FACTOR), build="value"),
        _document("allowsTightening", _key_path("allowsTightening"), Param(None, "flag", _FLAG), build="value"),
        ModifierForm((_key_path("displayScale"), Param(None, "pixelScale", kinds.Number(minimum=0))), Target("root")),
        _environment(_key_path("font"), Param(None, "font", _FONT)),
        _environment(_key_path("lineLimit"), Param(None, "lineLimit", kinds.Number(whole=True, nil=True, minimum=1))),
        _environment(_key_path("multilineTextAlignment"), Param(None, "multilineTextAlignment", _TEXT_ALIGNMENT)),
        _environment(_key_path("lineSpacing"), Param(None, "lineSpacing", _SIZE)),
        _document("environment", _key_path("defaultMinListRowHeight"), Param(None, "defaultMinListRowHeight", _SIZE)),
        ModifierForm((Param(None, None, _ANY, fill="Model()"),), Target("none")),
    ),
    _modifier("gridCellColumns", _document("gridCellColumns", Param(None, "count", _COUNT), build="value")),
    _modifier("gridColumnAlignment", _document("gridColumnAlignment", Param(None, "guide", _HORIZONTAL), build="value")),
    _modifier("gridCellAnchor", _document("gridCellAnchor", Param(None, "anchor", kinds.Anchor()), build="value")),
    _modifier("gridCellUnsizedAxes", _document("gridCellUnsizedAxes", Param(None, "axes", _AXES), build="value")),
    _modifier(
        "containerRelativeFrame",
        _document("containerRelativeFrame", Param(None, "axes", _AXES), Param("alignment", "alignment", _ALIGNMENT, "center")),
        _document(
            "containerRelativeFrame", Param(None, "axes", _AXES), Param("count", "count", _COUNT, fill=1), Param("span", "span", _COUNT, 1),
            Param("spacing", "spacing", _LENGTH, fill=0), Param("alignment", "alignment", _ALIGNMENT, "center"),
        ),
    ),
    _modifier("ignoresSafeArea", _document(
        "ignoresSafeArea", Param(None, "regions", kinds.SafeAreaRegions(), "all"), Param("edges", "edges", _EDGE_SET, frozenset(kinds.EDGES)),
        build="ignores-safe-area",
    )),
    _modifier("edgesIgnoringSafeArea", _document("ignoresSafeArea", Param(None, "edges", _EDGE_SET), build="ignores-safe-area")),
    _modifier(
        "safeAreaInset",
        _inset(kinds.Choice("VerticalEdge", ("top", "bottom")), _HORIZONTAL),
        _inset(kinds.Choice("HorizontalEdge", ("leading", "trailing")), _VERTICAL),
    ),
    _paddings("safeAreaPadding"),
    _modifier("font", _environment(Param(None, "font", _FONT))),
    _modifier("lineLimit", _environment(
        Param(None, "lineLimit", kinds.Number(whole=True, nil=True, minimum=1)), Param("reservesSpace", "reservesSpace", kinds.Boolean(), False),
    )),
    _modifier("multilineTextAlignment", _environment(Param(None, "multilineTextAlignment", _TEXT_ALIGNMENT))),
    _modifier("lineSpacing", _environment(Param(None, "lineSpacing", _SIZE))),
    _modifier("resizable", ModifierForm(
        (Param("capInsets", None, _ANY, None), Param("resizingMode", None, _ANY, None)), Target("field", "resizable", "constant", True, ("Image",)),
    )),
    _modifier("fill", ModifierForm((Param(None, "color", _COLOR, None), Param("style", None, _ANY, None)), Target("field", types=_SHAPES))),
    _modifier("foregroundColor", _environment(Param(None, "color", _COLOR))),
    _modifier("foregroundStyle", _environment(Param(None, "color", _COLOR))),
    _modifier("id", ModifierForm((Param(None, "id", _TEXT),), Target("id"))),
    # The control modifiers (docs/document-extensions.md, "Control modifiers").
    *(_modifier(name, _document(name, Param(None, "style", kinds.Choice(swift_type, names)), build="value")) for name, swift_type, names in (
        ("buttonStyle", "PrimitiveButtonStyle", ("automatic", "bordered", "borderedProminent", "borderless", "plain")),
        ("controlSize", "ControlSize", ("mini", "small", "regular", "large", "extraLarge")),
        ("labelStyle", "LabelStyle", ("automatic", "titleAndIcon", "titleOnly", "iconOnly")),
        ("toggleStyle", "ToggleStyle", ("automatic", "switch", "checkbox")),
        ("progressViewStyle", "ProgressViewStyle", ("automatic", "circular", "linear")),
        ("textFieldStyle", "TextFieldStyle", ("automatic", "plain", "roundedBorder")),
        ("pickerStyle", "PickerStyle", ("automatic", "menu", "segmented")),
        ("listStyle", "ListStyle", ("automatic", "plain", "insetGrouped", "grouped", "sidebar")),
    )),
    _modifier("labelsHidden", _document("labelsHidden", build="constant", constant=True)),
    _modifier("listRowInsets", _document("listRowInsets", Param(None, "insets", kinds.OptionalInsets()), build="value")),
    _modifier("listRowSpacing", _document("listRowSpacing", Param(None, "spacing", _OPTIONAL_SIZE), build="value")),
    _modifier(
        "listSectionSpacing",
        _document("listSectionSpacing", Param(None, "spacing", kinds.Choice("ListSectionSpacing", ("default", "compact"))), build="value"),
        _document("listSectionSpacing", Param(None, "spacing", _SIZE), build="value"),
    ),
]

#: Every modifier the reader understands, by SwiftUI name.
MODIFIERS: dict[str, ModifierEntry] = {entry.name: entry for entry in _MODIFIER_LIST}

#: Modifiers that never change a layout: they draw, animate, handle input, describe the view
#: for accessibility, present other screens, or shape controls without changing their size.
IGNORED = frozenset({
    # drawing
    "tint", "accentColor", "opacity", "cornerRadius", "clipShape", "clipped", "mask", "shadow", "blur", "brightness",
    "contrast", "saturation", "grayscale", "colorMultiply", "colorInvert", "hueRotation", "luminanceToAlpha",
    "rotationEffect", "rotation3DEffect", "scaleEffect", "transformEffect", "projectionEffect", "blendMode",
    "compositingGroup", "drawingGroup", "stroke", "strokeBorder", "renderingMode", "interpolation", "antialiased",
    "symbolRenderingMode", "symbolVariant", "symbolEffect", "preferredColorScheme",
    "colorScheme", "redacted", "unredacted", "privacySensitive", "hidden", "zIndex", "overlayPreferenceValue",
    "backgroundPreferenceValue", "containerShape", "contentShape", "hoverEffect", "visualEffect",
    "buttonBorderShape", "underline", "strikethrough", "fontDesign", "textCase", "textSelection", "flipsForRightToLeftLayoutDirection",
    # animation and identity for animation
    "animation", "transition", "matchedGeometryEffect", "contentTransition", "transaction", "tag",
    # input and events
    "onTapGesture", "onLongPressGesture", "gesture", "simultaneousGesture", "highPriorityGesture", "onAppear",
    "onDisappear", "onChange", "onReceive", "task", "refreshable", "onSubmit", "onHover", "onDrag", "onDrop",
    "draggable", "dropDestination", "focused", "focusable", "allowsHitTesting", "disabled", "keyboardShortcut",
    "submitLabel", "onOpenURL", "onPreferenceChange", "preference", "coordinateSpace", "onGeometryChange",
    "sensoryFeedback", "scrollDismissesKeyboard", "keyboardType", "textContentType", "autocorrectionDisabled",
    "textInputAutocapitalization", "scrollIndicators", "scrollDisabled", "scrollContentBackground",
    "scrollTargetBehavior", "scrollTargetLayout", "scrollPosition", "scrollClipDisabled", "environmentObject",
    # accessibility
    "accessibilityLabel", "accessibilityHint", "accessibilityValue", "accessibilityIdentifier", "accessibilityHidden",
    "accessibilityElement", "accessibilityAddTraits", "accessibilityRemoveTraits", "accessibilityAction",
    "accessibilitySortPriority", "accessibilityLabeledPair", "accessibilityRepresentation", "help",
    # navigation and presentation (another screen, or the bars around this one)
    "navigationTitle", "navigationBarTitle", "navigationBarTitleDisplayMode", "navigationBarHidden",
    "navigationBarBackButtonHidden", "navigationDestination", "toolbar", "toolbarBackground", "toolbarColorScheme",
    "sheet", "fullScreenCover", "popover", "alert", "confirmationDialog", "contextMenu", "swipeActions",
    "searchable", "tabItem", "badge", "statusBarHidden", "listRowBackground", "listRowSeparator",
    "listSectionSeparator", "presentationDetents", "interactiveDismissDisabled",
    # previews
    "previewLayout", "previewDisplayName", "previewDevice", "previewInterfaceOrientation",
})

@dataclass(frozen=True)
class StandIn:
    """A SwiftUI view the engine has no layout of, laid out as the views of its closure
    arguments in place (stated as an assumption, ``replacement``): ``content`` are the labels
    of those arguments in order (None: the trailing closure)."""

    replacement: str
    content: tuple[Optional[str], ...]


#: SwiftUI views the engine has no layout of, laid out as their content in place.
STAND_INS: dict[str, StandIn] = {
    "NavigationStack": StandIn("its content, without the navigation bar", (None, "content", "root")),
    "NavigationView": StandIn("its content, without the navigation bar", (None, "content")),
}


def entries_for_type(document_type: str) -> list[ViewEntry]:
    """The view entries that make a document type, the first being SwiftUI's own name."""
    return [entry for entry in VIEWS.values() if entry.type == document_type]


def entries_for_modifier(key: str) -> list[tuple[ModifierEntry, ModifierForm]]:
    """The modifier forms that make a document modifier, in table order."""
    return [(entry, form) for entry in MODIFIERS.values() for form in entry.forms if form.target.kind == "document" and form.target.key == key]
