"""Kinds of arguments: how a SwiftUI argument's value becomes a document value, and back.

Each kind reads an evaluated Swift value (``values``) into the document's JSON value, or
raises ``Mismatch`` when the value is not of its kind (so that the next overload of a view or
modifier is tried), and writes a document value as Swift source. ``sample`` is a document
value of the kind, for the table's tests. Members such as ``.leading`` are looked up in the
files' extensions first (``extension CGFloat { static let gutter: CGFloat = 12 }``) through
the ``Context`` the reader gives.
"""

from __future__ import annotations

import math
from dataclasses import dataclass
from typing import Any, Optional, Protocol, Sequence

from ..values.text import FontWeight, FontWidth
from .expressions import swift_expression
from .values import NIL, Closure, Constructed, Interval, KeyPath, Member, ViewValue

__all__ = [
    "Mismatch", "Context", "Kind", "Number", "Boolean", "String", "Guide", "AnyGuide", "KeyPathIs", "Alignment2D", "Choice", "ChoiceRange", "Axes", "EdgeSet",
    "SafeAreaRegions", "ShapeStyle", "Insets", "Anchor", "GridItems", "ColorName", "FontName", "FontWithTraits", "Content", "ReaderContent", "GuideValue",
    "Ratio", "Pair", "Anything", "Slot", "Binding", "Selection", "OptionalInsets",
    "format_number", "swift_string", "HORIZONTAL_GUIDES", "VERTICAL_GUIDES", "ALIGNMENTS", "TEXT_STYLES", "TEXT_STYLE_SIZES",
    "FONT_WEIGHTS", "FONT_WIDTHS", "SWIFTUI_COLORS", "EDGES", "EDGE_SETS", "edges_value", "edge_set",
]

HORIZONTAL_GUIDES = ("leading", "center", "trailing")
VERTICAL_GUIDES = ("top", "center", "bottom", "firstTextBaseline", "lastTextBaseline")
ALIGNMENTS = ("topLeading", "top", "topTrailing", "leading", "center", "trailing", "bottomLeading", "bottom", "bottomTrailing")
#: SwiftUI's two-dimensional alignments on a text baseline, as the document's objects.
_BASELINE_ALIGNMENTS = {
    f"{horizontal}{baseline[0].upper()}{baseline[1:]}": {"horizontal": horizontal, "vertical": baseline}
    for horizontal in ("leading", "center", "trailing") for baseline in ("firstTextBaseline", "lastTextBaseline")
}
#: SwiftUI's text styles, the fonts every document has (document.md), and their point sizes
#: at the default Dynamic Type size.
TEXT_STYLE_SIZES = {
    "largeTitle": 34, "title": 28, "title2": 22, "title3": 20, "headline": 17, "body": 17, "callout": 16,
    "subheadline": 15, "footnote": 13, "caption": 12, "caption2": 11,
}
TEXT_STYLES = tuple(TEXT_STYLE_SIZES)


def _swiftui_name(name: str) -> str:
    """SwiftUI's spelling of a name of the Python package's enums (``ultra_light`` -> ``ultraLight``)."""
    head, *rest = name.split("_")
    return head + "".join(part.capitalize() for part in rest)


#: SwiftUI's ``Font.Weight`` and ``Font.Width`` names, lightest and narrowest first.
FONT_WEIGHTS = tuple(_swiftui_name(weight.name) for weight in FontWeight)
FONT_WIDTHS = tuple(_swiftui_name(width.name) for width in FontWidth)
#: SwiftUI's named colours (``Color.red``, ``.red``).
SWIFTUI_COLORS = frozenset({
    "red", "orange", "yellow", "green", "mint", "teal", "cyan", "blue", "indigo", "purple", "pink", "brown",
    "white", "gray", "black", "clear", "primary", "secondary", "accentColor",
})
EDGES = ("top", "leading", "bottom", "trailing")
_EDGE_SETS = {
    "all": frozenset(EDGES), "horizontal": frozenset({"leading", "trailing"}), "vertical": frozenset({"top", "bottom"}),
    **{edge: frozenset({edge}) for edge in EDGES},
}
#: The names of ``Edge.Set`` and ``Edge`` members (the document's edge names too), as sets of edges.
EDGE_SETS = _EDGE_SETS


def edges_value(edges: frozenset[str]) -> Any:
    """A set of edges as the document writes it: one name when one names it (``"all"``,
    ``"horizontal"``, ``"top"``), else a list of edges in the order of ``EDGES``."""
    for name, members in _EDGE_SETS.items():
        if members == edges:
            return name
    return [edge for edge in EDGES if edge in edges]


def edge_set(value: Any) -> Optional[frozenset[str]]:
    """The set of edges a document value names (a name or a list of names), or None when it
    names none of them."""
    names = value if isinstance(value, list) else [value]
    if not all(isinstance(name, str) and name in _EDGE_SETS for name in names):
        return None
    return frozenset().union(*(_EDGE_SETS[name] for name in names))


class Mismatch(Exception):
    """A value that is not of the kind asked for."""


class Context(Protocol):
    """What kinds ask the reader: the files' static members and custom guides, and fonts."""

    def static_value(self, types: Sequence[str], name: str) -> Any:
        """The value of ``static let name`` in an extension of one of ``types``, or None."""
        ...

    def custom_guide(self, axis: str, name: str) -> bool:
        """Whether ``name`` is a custom guide of ``axis`` declared in the files (and note its use)."""
        ...

    def font(self, value: Member) -> Optional[str]:
        """The document font a ``Font`` value that is not a text style stands for, or None."""
        ...

    def guide_expression(self, closure: Closure) -> str:
        """A guide closure as a document expression (raises ``Mismatch`` when it has no such form)."""
        ...

    def views(self, value: Any) -> Any:
        """A value as ``Views`` (a closure is run as a view builder); raises ``Mismatch``."""
        ...

    def reader_views(self, value: Any) -> Any:
        """A ``GeometryReader``'s content closure run with its proxy, as ``Views``."""
        ...


def format_number(value: float) -> str:
    """A number as Swift (and JSON) writes it: whole numbers without a fraction."""
    if isinstance(value, bool):
        raise TypeError("not a number")
    if abs(value) < 1e15 and value == int(value):
        return str(int(value))
    return repr(float(value))


def swift_string(text: str) -> str:
    """A Swift string literal of ``text``."""
    out = []
    for char in text:
        if char == "\\":
            out.append("\\\\")
        elif char == '"':
            out.append('\\"')
        elif char == "\n":
            out.append("\\n")
        elif char == "\t":
            out.append("\\t")
        elif char == "\r":
            out.append("\\r")
        elif ord(char) < 0x20 or 0xD800 <= ord(char) <= 0xDFFF or ord(char) == 0x7F:
            out.append(f"\\u{{{ord(char):x}}}")
        else:
            out.append(char)
    return '"' + "".join(out) + '"'


def _member(value: Any, types: Sequence[str]) -> Optional[str]:
    """The name of ``.name`` or ``T.name`` for T one of ``types`` (no arguments), or None."""
    if isinstance(value, Member) and value.arguments is None and (value.type is None or value.type in types):
        return value.name
    return None


class Kind:
    """A kind of argument; ``types`` are the Swift types it is written as."""

    types: tuple[str, ...] = ()

    def read(self, value: Any, context: Context) -> Any:
        """The document value of an evaluated Swift value; raises ``Mismatch``."""
        raise NotImplementedError

    def write(self, value: Any) -> str:
        """The Swift source of a document value."""
        raise NotImplementedError

    def sample(self) -> Any:
        """A document value of the kind (for tests)."""
        raise NotImplementedError

    def writes(self, value: Any) -> bool:
        """Whether ``write`` says the document value (a modifier with a form per kind of
        value, such as ``.listSectionSpacing(.compact)`` and ``.listSectionSpacing(20)``,
        is written in the form whose kind says it)."""
        return True

    def _static(self, value: Any, context: Context) -> Any:
        """A member of the kind's types declared in the files, read as this kind, or None."""
        if isinstance(value, Member) and value.arguments is None and (value.type is None or value.type in self.types):
            found = context.static_value(self.types, value.name)
            if found is not None:
                return self.read(found, context)
        return None


class Number(Kind):
    """A number (``CGFloat``, ``Double``, ``Int``): ``minimum`` the least allowed (a smaller one
    is a mismatch), ``infinite`` whether ``.infinity`` is allowed (the document's
    ``"infinity"``), ``nil`` whether ``nil`` is (None), ``whole`` whether it must be whole,
    ``maximum`` the greatest allowed."""

    types = ("CGFloat", "Double", "Float", "Int")

    def __init__(
        self, *, infinite: bool = False, nil: bool = False, whole: bool = False, minimum: Optional[float] = None, maximum: Optional[float] = None
    ) -> None:
        """A number kind with these constraints."""
        self.infinite = infinite
        self.nil = nil
        self.whole = whole
        self.minimum = minimum
        self.maximum = maximum

    def read(self, value: Any, context: Context) -> Any:
        if value is NIL and self.nil:
            return None
        name = _member(value, self.types)
        if name in ("infinity", "greatestFiniteMagnitude") and self.infinite:
            return "infinity"
        if name == "zero":
            return 0
        if isinstance(value, bool) or not isinstance(value, (int, float)):
            found = self._static(value, context)
            if found is not None:
                return found
            raise Mismatch("a number")
        if math.isinf(value) and value > 0 and self.infinite:
            return "infinity"
        if not math.isfinite(value):
            raise Mismatch("a finite number")
        if self.whole and value != int(value):
            raise Mismatch("a whole number")
        if self.minimum is not None and value < self.minimum:
            raise Mismatch(f"a number of at least {format_number(self.minimum)}")
        if self.maximum is not None and value > self.maximum:
            raise Mismatch(f"a number of at most {format_number(self.maximum)}")
        return int(value) if self.whole else float(value) if isinstance(value, float) else value

    def write(self, value: Any) -> str:
        if value == "infinity":
            return ".infinity"
        if value is None:
            return "nil"
        return format_number(value)

    def writes(self, value: Any) -> bool:
        if value is None or value == "infinity":
            return (self.nil and value is None) or (self.infinite and value == "infinity")
        return isinstance(value, (int, float)) and not isinstance(value, bool)

    def sample(self) -> Any:
        return 1 if self.whole or (self.maximum is not None and self.maximum < 10) else 10


class Boolean(Kind):
    """``true`` / ``false``."""

    types = ("Bool",)

    def read(self, value: Any, context: Context) -> Any:
        if isinstance(value, bool):
            return value
        raise Mismatch("true or false")

    def write(self, value: Any) -> str:
        return "true" if value else "false"

    def sample(self) -> Any:
        return True


class String(Kind):
    """A string."""

    types = ("String",)

    def read(self, value: Any, context: Context) -> Any:
        if isinstance(value, str):
            return value
        raise Mismatch("a string")

    def write(self, value: Any) -> str:
        return swift_string(value)

    def writes(self, value: Any) -> bool:
        return isinstance(value, str)

    def sample(self) -> Any:
        return "sample"


class Guide(Kind):
    """A horizontal or vertical alignment guide: built-in (``.leading``) or custom (a static of
    an extension of ``HorizontalAlignment`` / ``VerticalAlignment``). ``qualified_center``:
    the centre is written with its axis (``"HorizontalAlignment.center"``), as
    ``alignmentGuide`` wants it."""

    def __init__(self, axis: str, *, qualified_center: bool = False) -> None:
        """A guide of ``axis`` (``"horizontal"`` or ``"vertical"``)."""
        self.axis = axis
        self.swift_type = "HorizontalAlignment" if axis == "horizontal" else "VerticalAlignment"
        self.types = (self.swift_type,)
        self.builtins = HORIZONTAL_GUIDES if axis == "horizontal" else VERTICAL_GUIDES
        self.qualified_center = qualified_center

    def read(self, value: Any, context: Context) -> Any:
        name = _member(value, self.types)
        if name is None:
            raise Mismatch(f"a {self.axis} alignment guide")
        if name in self.builtins:
            if name == "center" and self.qualified_center:
                if value.type is None:
                    raise Mismatch("a guide whose axis is written: HorizontalAlignment.center or VerticalAlignment.center")
                return f"{self.swift_type}.center"
            return name
        if context.custom_guide(self.axis, name):
            return name
        raise Mismatch(f"a {self.axis} alignment guide")

    def write(self, value: Any) -> str:
        if value.endswith(".center"):
            return value
        return f".{value}"

    def sample(self) -> Any:
        return f"{self.swift_type}.center" if self.qualified_center else self.builtins[-1]


class AnyGuide(Kind):
    """A guide of either axis, as ``alignmentGuide`` takes it (its centre written with its
    axis: ``HorizontalAlignment.center``)."""

    types = ("HorizontalAlignment", "VerticalAlignment")
    _axes = (Guide("horizontal", qualified_center=True), Guide("vertical", qualified_center=True))

    def read(self, value: Any, context: Context) -> Any:
        for kind in self._axes:
            try:
                return kind.read(value, context)
            except Mismatch:
                continue
        raise Mismatch("an alignment guide such as .top or HorizontalAlignment.center")

    def write(self, value: Any) -> str:
        return self._axes[0].write(value)

    def sample(self) -> Any:
        return "bottom"


class KeyPathIs(Kind):
    """The key path ``\\.name`` itself (``environment``'s first argument selects the form)."""

    def __init__(self, name: str) -> None:
        """The key path ``\\.name``."""
        self.name = name

    def read(self, value: Any, context: Context) -> Any:
        if isinstance(value, KeyPath) and value.names == (self.name,):
            return self.name
        raise Mismatch(f"\\.{self.name}")

    def write(self, value: Any) -> str:
        return f"\\.{self.name}"

    def sample(self) -> Any:
        return self.name


class Alignment2D(Kind):
    """A two-dimensional alignment: one of the nine names (``.topLeading``), one on a text
    baseline (``.leadingFirstTextBaseline``), ``Alignment(horizontal:vertical:)``, or a
    static of ``extension Alignment``."""

    types = ("Alignment",)
    _horizontal = Guide("horizontal")
    _vertical = Guide("vertical")

    def read(self, value: Any, context: Context) -> Any:
        name = _member(value, self.types)
        if name in ALIGNMENTS:
            return name
        if name in _BASELINE_ALIGNMENTS:
            return dict(_BASELINE_ALIGNMENTS[name])
        if isinstance(value, Constructed) and value.type == "Alignment":
            horizontal, vertical = value.argument("horizontal"), value.argument("vertical")
            if horizontal is None or vertical is None:
                raise Mismatch("Alignment(horizontal:vertical:)")
            return {"horizontal": self._horizontal.read(horizontal, context), "vertical": self._vertical.read(vertical, context)}
        found = self._static(value, context)
        if found is not None:
            return found
        raise Mismatch("an alignment such as .topLeading")

    def write(self, value: Any) -> str:
        if isinstance(value, str):
            return f".{value}"
        return f"Alignment(horizontal: {self._horizontal.write(value['horizontal'])}, vertical: {self._vertical.write(value['vertical'])})"

    def sample(self) -> Any:
        return "topLeading"


class Choice(Kind):
    """One of a few names (``TextAlignment``, ``ContentMode``, ``Font.Weight``); ``nil``
    whether ``nil`` is allowed too (None)."""

    def __init__(self, swift_type: str, names: Sequence[str], *, nil: bool = False) -> None:
        """Members of ``swift_type`` named ``names`` (the document's names too)."""
        self.types = (swift_type,)
        self.names = tuple(names)
        self.nil = nil

    def read(self, value: Any, context: Context) -> Any:
        if value is NIL and self.nil:
            return None
        name = _member(value, self.types)
        if name in self.names:
            return name
        raise Mismatch(f"one of {', '.join('.' + n for n in self.names)}")

    def write(self, value: Any) -> str:
        return "nil" if value is None else f".{value}"

    def sample(self) -> Any:
        return self.names[-1]

    def writes(self, value: Any) -> bool:
        return value in self.names or (self.nil and value is None)


class ChoiceRange(Choice):
    """One of a few ordered names, or a range of them (``.dynamicTypeSize(...DynamicTypeSize
    .xxxLarge)``, ``.small ... .large``, ``DynamicTypeSize.large...``), read as the
    document's ``{"min", "max"}`` (a bound left out where the range is open; ``..<x`` ends at
    the name before ``x``)."""

    def read(self, value: Any, context: Context) -> Any:
        if not isinstance(value, Interval):
            return super().read(value, context)
        bounds: dict[str, Any] = {}
        if value.lower is not None:
            bounds["min"] = super().read(value.lower, context)
        if value.upper is not None:
            upper = self.names.index(super().read(value.upper, context)) - (0 if value.closed else 1)
            if upper < 0:
                raise Mismatch(f"a range that holds a {self.types[0]}")
            bounds["max"] = self.names[upper]
        return bounds

    def write(self, value: Any) -> str:
        if not isinstance(value, dict):
            return super().write(value)
        lower, upper = value.get("min"), value.get("max")
        if lower is None and upper is None:
            lower = self.names[0]  # every name
        if lower is None:
            return f"...{self.types[0]}.{upper}"
        if upper is None:
            return f"{self.types[0]}.{lower}..."
        return f".{lower} ... .{upper}"

    def sample(self) -> Any:
        return {"max": self.names[-2]}

    def writes(self, value: Any) -> bool:
        if isinstance(value, dict):
            return set(value) <= {"min", "max"} and all(bound in self.names for bound in value.values())
        return super().writes(value)


class Axes(Kind):
    """An axis or a set of axes: ``.horizontal``, ``[.horizontal, .vertical]``."""

    types = ("Axis", "Axis.Set")

    def read(self, value: Any, context: Context) -> Any:
        if isinstance(value, list):
            names = [_member(item, self.types) for item in value]
            if not names or any(name not in ("horizontal", "vertical") for name in names):
                raise Mismatch("axes")
            return list(dict.fromkeys(names))  # type: ignore[arg-type]
        name = _member(value, self.types)
        if name in ("horizontal", "vertical"):
            return name
        raise Mismatch("an axis such as .horizontal")

    def write(self, value: Any) -> str:
        if isinstance(value, list):
            return "[" + ", ".join(f".{name}" for name in value) + "]"
        return f".{value}"

    def sample(self) -> Any:
        return ["horizontal", "vertical"]


class EdgeSet(Kind):
    """A set of edges (``Edge.Set``): ``.all``, ``.horizontal``, ``.top``, ``[.top, .leading]``;
    read as a frozenset of the four edge names."""

    types = ("Edge.Set", "Edge")

    def read(self, value: Any, context: Context) -> Any:
        items = value if isinstance(value, list) else [value]
        edges: set[str] = set()
        for item in items:
            name = _member(item, self.types)
            if name not in _EDGE_SETS:
                raise Mismatch("edges such as .horizontal")
            edges |= _EDGE_SETS[name]
        return frozenset(edges)

    def write(self, value: Any) -> str:
        for name, edges in _EDGE_SETS.items():
            if edges == value:
                return f".{name}"
        return "[" + ", ".join(f".{edge}" for edge in EDGES if edge in value) + "]"

    def sample(self) -> Any:
        return frozenset({"leading", "trailing"})


class SafeAreaRegions(Kind):
    """``SafeAreaRegions``: ``.container``, ``.keyboard``, ``.all`` or a list of them; read as
    the document writes it (a name, or a list of names when there are several)."""

    types = ("SafeAreaRegions",)
    _names = ("container", "keyboard", "all")

    def read(self, value: Any, context: Context) -> Any:
        items = value if isinstance(value, list) else [value]
        names = [_member(item, self.types) for item in items]
        if not names or any(name not in self._names for name in names):
            raise Mismatch("safe-area regions such as .container")
        unique = list(dict.fromkeys(names))  # type: ignore[arg-type]
        return unique[0] if len(unique) == 1 else unique

    def write(self, value: Any) -> str:
        if isinstance(value, list):
            return "[" + ", ".join(f".{name}" for name in value) + "]"
        return f".{value}"

    def sample(self) -> Any:
        return "container"


class Insets(Kind):
    """``EdgeInsets(top:leading:bottom:trailing:)`` (each 0 by default): a padding object."""

    types = ("EdgeInsets",)
    _length = Number()

    def read(self, value: Any, context: Context) -> Any:
        if isinstance(value, Member) and value.name == "init" and value.type in (None, "EdgeInsets"):
            value = Constructed("EdgeInsets", value.arguments or (), value.syntax)
        if not isinstance(value, Constructed) or value.type != "EdgeInsets":
            found = self._static(value, context)
            if found is not None:
                return found
            raise Mismatch("EdgeInsets")
        insets = {edge: 0 for edge in EDGES}
        for argument in value.arguments:
            if argument.label not in insets:
                raise Mismatch("EdgeInsets(top:leading:bottom:trailing:)")
            insets[argument.label] = self._length.read(argument.value, context)
        return insets

    def write(self, value: Any) -> str:
        return "EdgeInsets(" + ", ".join(f"{edge}: {format_number(value.get(edge) or 0)}" for edge in EDGES) + ")"

    def sample(self) -> Any:
        return {"top": 1, "leading": 2, "bottom": 3, "trailing": 4}


class Anchor(Kind):
    """A unit point: one of the nine names (``.topLeading``) or ``UnitPoint(x:y:)``."""

    types = ("UnitPoint",)
    _number = Number()

    def read(self, value: Any, context: Context) -> Any:
        name = _member(value, self.types)
        if name in ALIGNMENTS:
            return name
        if isinstance(value, Constructed) and value.type == "UnitPoint":
            return {"x": self._number.read(value.argument("x"), context), "y": self._number.read(value.argument("y"), context)}
        raise Mismatch("a unit point such as .topLeading")

    def write(self, value: Any) -> str:
        if isinstance(value, str):
            return f".{value}"
        return f"UnitPoint(x: {format_number(value['x'])}, y: {format_number(value['y'])})"

    def sample(self) -> Any:
        return {"x": 0.25, "y": 1}


class GridItems(Kind):
    """A list of ``GridItem(_ size: = .flexible(), spacing: = nil, alignment: = nil)``, each
    size ``.fixed(_)``, ``.flexible(minimum: = 10, maximum: = .infinity)`` or
    ``.adaptive(minimum:maximum: = .infinity)``."""

    types = ("GridItem",)
    _length = Number(infinite=True)
    _spacing = Number(nil=True)
    _alignment = Alignment2D()

    def read(self, value: Any, context: Context) -> Any:
        if not isinstance(value, list):
            found = self._static(value, context)
            if found is not None:
                return found
            raise Mismatch("an array of GridItem")
        return [self._item(item, context) for item in value]

    def _item(self, item: Any, context: Context) -> dict[str, Any]:
        if isinstance(item, Member) and item.name == "init" and item.type in (None, "GridItem"):
            item = Constructed("GridItem", item.arguments or (), item.syntax)
        if not isinstance(item, Constructed) or item.type != "GridItem":
            raise Mismatch("GridItem")
        made: dict[str, Any] = {"flexible": {}}
        for argument in item.arguments:
            if argument.label is None:
                made = {**self._size(argument.value, context), **{k: v for k, v in made.items() if k in ("spacing", "alignment")}}
            elif argument.label == "spacing":
                made["spacing"] = self._spacing.read(argument.value, context)
            elif argument.label == "alignment":
                made["alignment"] = None if argument.value is NIL else self._alignment.read(argument.value, context)
            else:
                raise Mismatch("GridItem(_:spacing:alignment:)")
        return made

    def _size(self, size: Any, context: Context) -> dict[str, Any]:
        if not isinstance(size, Member) or size.type not in (None, "GridItem.Size") or size.name not in ("fixed", "flexible", "adaptive"):
            raise Mismatch("a GridItem size: .fixed, .flexible or .adaptive")
        arguments = size.arguments or ()
        if size.name == "fixed":
            if len(arguments) != 1 or arguments[0].label is not None:
                raise Mismatch(".fixed(_:)")
            return {"fixed": self._length.read(arguments[0].value, context)}
        bounds: dict[str, Any] = {}
        for argument in arguments:
            if argument.label not in ("minimum", "maximum"):
                raise Mismatch(f".{size.name}(minimum:maximum:)")
            bounds[argument.label] = self._length.read(argument.value, context)
        if size.name == "adaptive" and "minimum" not in bounds:
            raise Mismatch(".adaptive(minimum:maximum:)")
        return {size.name: bounds}

    def write(self, value: Any) -> str:
        return "[" + ", ".join(self._write_item(item) for item in value) + "]"

    def _write_item(self, item: dict[str, Any]) -> str:
        parts = []
        for kind in ("fixed", "flexible", "adaptive"):
            if kind in item:
                bounds = item[kind]
                if kind == "fixed":
                    parts.append(f".fixed({self._length.write(bounds)})")
                else:
                    inner = ", ".join(f"{key}: {self._length.write(bounds[key])}" for key in ("minimum", "maximum") if key in bounds)
                    parts.append(f".{kind}({inner})")
        if "spacing" in item:
            parts.append(f"spacing: {self._spacing.write(item['spacing'])}")
        if "alignment" in item:
            parts.append(f"alignment: {'nil' if item['alignment'] is None else self._alignment.write(item['alignment'])}")
        return "GridItem(" + ", ".join(parts) + ")"

    def sample(self) -> Any:
        return [{"fixed": 40}, {"flexible": {"minimum": 10}, "spacing": 4}, {"adaptive": {"minimum": 20}, "alignment": "top"}]


class ColorName(Kind):
    """A colour, kept as a name for pictures: ``.red``, ``Color.red``, ``Color("Brand")``,
    ``Color(.systemBlue)``, ``Color(red:green:blue:)`` (``"#rrggbb"``), or a static of
    ``extension Color``. ``.opacity(_)`` and the like keep the colour."""

    types = ("Color", "ShapeStyle", "HierarchicalShapeStyle")

    def read(self, value: Any, context: Context) -> Any:
        name = _member(value, self.types)
        if name in SWIFTUI_COLORS:
            return name
        if isinstance(value, ViewValue) and value.type == "Color" and not value.modifiers:
            return value.field("color", "color")
        if isinstance(value, Constructed) and value.type == "Color":
            first = value.argument(None)
            if isinstance(first, str):
                return first
            if isinstance(first, Member) and first.arguments is None:
                return first.name
            channels = [value.argument(label) for label in ("red", "green", "blue")]
            if all(isinstance(channel, (int, float)) and not isinstance(channel, bool) for channel in channels):
                return "#" + "".join(f"{max(0, min(255, round(float(channel) * 255))):02x}" for channel in channels)
            return "color"
        found = self._static(value, context)
        if found is not None:
            return found
        if name is not None:
            return name
        raise Mismatch("a colour")

    def write(self, value: Any) -> str:
        if value in SWIFTUI_COLORS:
            return f"Color.{value}"
        return f"Color({swift_string(value)})"

    def sample(self) -> Any:
        return "blue"


@dataclass(frozen=True)
class FontWithTraits:
    """A font whose value sets a weight, width or the like (``.headline.bold()``,
    ``.system(size: 20, weight: .bold)``): its document ``font`` and the text modifiers of
    those traits (``(("bold", True),)``), in order."""

    font: str
    traits: tuple[tuple[str, Any], ...]


#: ``Font``'s methods that set what the text modifiers of the same traits set, by the
#: document's modifier key; ``weight`` and ``width`` take a ``Font.Weight`` and ``Font.Width``.
_FONT_TRAITS = {"bold": "bold", "italic": "italic", "monospaced": "monospaced", "monospacedDigit": "monospacedDigit", "weight": "fontWeight", "width": "fontWidth"}


class FontName(Kind):
    """A font: a text style (``.title``, ``Font.title``, ``.system(.title)``), or a font the
    reader defines for the document (``.system(size: 15)``, ``.custom("Avenir", size: 14)``);
    with a weight, width, italics or monospacing (``.headline.bold()``, ``.body.weight(.semibold)``,
    ``.system(size: 20, weight: .bold)``), a ``FontWithTraits``. Other variants
    (``.leading(_)``, ``.smallCaps()``) keep the font."""

    types = ("Font",)

    def read(self, value: Any, context: Context) -> Any:
        font = self._font(value, context)
        traits = _font_traits(value, context)
        if isinstance(font, FontWithTraits):
            font, traits = font.font, font.traits + traits
        return FontWithTraits(font, traits) if traits else font

    def _font(self, value: Any, context: Context) -> Any:
        name = _member(value, self.types)
        if name in TEXT_STYLES:
            return name
        if isinstance(value, Member) and value.type in (None, "Font") and value.arguments is not None:
            if value.name == "system" and value.arguments and value.arguments[0].label is None:
                style = _member(value.arguments[0].value, ("Font.TextStyle",))
                if style in TEXT_STYLES:
                    return style
            made = context.font(value)
            if made is not None:
                return made
        found = self._static(value, context)
        if found is not None:
            return found
        raise Mismatch("a font such as .title")

    def write(self, value: Any) -> str:
        if value in TEXT_STYLES:
            return f".{value}"
        return f".custom({swift_string(value)}, fixedSize: 17)"

    def sample(self) -> Any:
        return "caption"


_WEIGHT = Choice("Font.Weight", FONT_WEIGHTS)
_WIDTH = Choice("Font.Width", FONT_WIDTHS)


def _font_traits(value: Any, context: Context) -> tuple[tuple[str, Any], ...]:
    """The traits a font value sets: the ``weight:`` of ``.system(...)``, then the trait
    methods called on it; a method whose argument is not understood is passed over."""
    if not isinstance(value, Member):
        return ()
    traits: list[tuple[str, Any]] = []
    calls = [("weight", (argument,)) for argument in value.arguments or () if argument.label == "weight"] + list(value.calls)
    for method, arguments in calls:
        key = _FONT_TRAITS.get(method)
        if key is None:
            continue
        if method in ("weight", "width"):
            try:
                traits.append((key, (_WEIGHT if method == "weight" else _WIDTH).read(arguments[0].value, context) if arguments else None))
            except Mismatch:
                continue
        elif not arguments:
            traits.append((key, True))
    return tuple((key, trait) for key, trait in traits if trait is not None)


class Content(Kind):
    """Views: a view builder closure, views (``.background(Text("a"))``), or a colour or
    other shape style, which is a view that fills its frame (``.background(.red)``); read
    as ``Views``."""

    types = ("View",)

    def read(self, value: Any, context: Context) -> Any:
        return context.views(value)

    def write(self, value: Any) -> str:
        raise TypeError("views are written by the source writer")

    def sample(self) -> Any:
        return {"type": "Color", "color": "red"}


class ShapeStyle(Content):
    """A shape style written as an implicit member (``.red``): the only overloads of
    ``background`` and ``overlay`` such an argument type-checks against are the ShapeStyle
    ones, which ignore the safe area; read as views (a Color), as ``Content`` reads it."""

    types = ("ShapeStyle",)

    def read(self, value: Any, context: Context) -> Any:
        if not isinstance(value, Member) or value.type is not None:
            raise Mismatch("a shape style such as .red")
        return context.views(value)


class ReaderContent(Content):
    """A ``GeometryReader``'s content: a closure of its geometry proxy (whose size the
    reader knows once a layout has given it)."""

    def read(self, value: Any, context: Context) -> Any:
        return context.reader_views(value)


class GuideValue(Kind):
    """An ``alignmentGuide`` closure (``{ d in d[.bottom] }``), read as a guide expression of
    the document (``"d[.bottom]"``)."""

    def read(self, value: Any, context: Context) -> Any:
        if isinstance(value, Closure):
            return context.guide_expression(value)
        if isinstance(value, (int, float)) and not isinstance(value, bool):
            return format_number(value)
        raise Mismatch("a closure such as { d in d[.top] }")

    def write(self, value: Any) -> str:
        text = swift_expression(value) if isinstance(value, str) else format_number(value)
        return "{ d in " + text + " }"

    def sample(self) -> Any:
        return "d.height / 2"


class Ratio(Kind):
    """An aspect ratio: a number, ``CGSize(width:height:)`` (width over height) or ``nil``."""

    types = ("CGFloat", "CGSize")
    _number = Number(nil=True, minimum=0)

    def read(self, value: Any, context: Context) -> Any:
        if isinstance(value, Constructed) and value.type == "CGSize":
            width, height = value.argument("width"), value.argument("height")
            if not all(isinstance(v, (int, float)) and not isinstance(v, bool) for v in (width, height)) or not height:
                raise Mismatch("CGSize(width:height:) with a height other than 0")
            return width / height
        return self._number.read(value, context)

    def write(self, value: Any) -> str:
        return self._number.write(value)

    def sample(self) -> Any:
        return 1.5


class Pair(Kind):
    """A ``CGSize(width:height:)`` or ``CGPoint(x:y:)`` read as two document keys
    (``{"x": width, "y": height}`` for an offset)."""

    def __init__(self, swift_type: str, labels: tuple[str, str], keys: tuple[str, str]) -> None:
        """``swift_type``'s two ``labels`` become the document's ``keys``."""
        self.types = (swift_type,)
        self.labels = labels
        self.keys = keys
        self._number = Number()

    def read(self, value: Any, context: Context) -> Any:
        if isinstance(value, Member) and value.type in (None, *self.types) and value.name == "zero":
            return dict.fromkeys(self.keys, 0)
        if isinstance(value, Member) and value.name == "init" and value.type in (None, *self.types):
            value = Constructed(self.types[0], value.arguments or (), value.syntax)
        if not isinstance(value, Constructed) or value.type != self.types[0]:
            raise Mismatch(f"{self.types[0]}({self.labels[0]}:{self.labels[1]}:)")
        return {key: self._number.read(value.argument(label), context) for key, label in zip(self.keys, self.labels)}

    def write(self, value: Any) -> str:
        inner = ", ".join(f"{label}: {format_number(value.get(key, 0))}" for label, key in zip(self.labels, self.keys))
        return f"{self.types[0]}({inner})"

    def sample(self) -> Any:
        return dict(zip(self.keys, (3, 4)))


class Anything(Kind):
    """An argument the document has no place for (``RoundedRectangle``'s ``cornerRadius``,
    ``ScrollView``'s ``showsIndicators``): read and dropped; written as the Swift text it is
    given (a number, or source such as ``"CGSize(width: 8, height: 8)"``)."""

    def read(self, value: Any, context: Context) -> Any:
        return None

    def write(self, value: Any) -> str:
        return value if isinstance(value, str) else format_number(value)

    def sample(self) -> Any:
        return None


class Slot(Content):
    """A control's view in a field of its own, written as a labelled trailing closure (a
    Section's ``header:``, a Label's ``icon:``, a Picker's ``label:``): read as ``Views``,
    which the document writer makes one view of."""

    def sample(self) -> Any:
        return {"type": "Text", "text": "Sample"}


class Binding(Kind):
    """A control's binding whose value the layout reads (a TextField's text, a Picker's
    selection): ``.constant(x)`` or a property's value (``$name`` reads as ``name``), read with
    ``kind``; written ``.constant(x)``."""

    def __init__(self, kind: Kind) -> None:
        """A binding of a value of ``kind``."""
        self.kind = kind
        self.types = ("Binding",)

    def read(self, value: Any, context: Context) -> Any:
        if isinstance(value, Member) and value.name == "constant" and value.type in (None, "Binding") and value.arguments and len(value.arguments) == 1:
            value = value.arguments[0].value
        return self.kind.read(value, context)

    def write(self, value: Any) -> str:
        return f".constant({self.kind.write(value)})"

    def sample(self) -> Any:
        return self.kind.sample()


class Selection(Binding):
    """A Picker's selection, read as the index of the option shown (its options are tagged
    with their indices when written); None for a value that is no index (the reader then
    shows the first option, noted)."""

    def __init__(self) -> None:
        """A selection binding."""
        super().__init__(Number(whole=True, minimum=0))

    def read(self, value: Any, context: Context) -> Any:
        try:
            return super().read(value, context)
        except Mismatch:
            return None

    def sample(self) -> Any:
        return 0


class OptionalInsets(Insets):
    """``EdgeInsets(...)`` or ``nil`` (None: the style's own, as ``.listRowInsets(nil)``)."""

    def read(self, value: Any, context: Context) -> Any:
        return None if value is NIL else super().read(value, context)

    def write(self, value: Any) -> str:
        if isinstance(value, (int, float)) and not isinstance(value, bool):
            value = dict.fromkeys(EDGES, value)  # a length for every edge
        return "nil" if value is None else super().write(value)

