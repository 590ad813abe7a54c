"""Views of the Python builder API (``HStack(...)``, ``Color().grid_cell_columns(2)``), as
data, so that an input of the issues is saved and replayed as it is.

A view is ``{"type": NAME, "args": [...], "kwargs": {...}, "children": [...], "modifiers":
[[METHOD, *args], ...]}``: ``NAME`` is a class of ``alignment_engine`` (``"Layout"``: a
``layouts.FuzzLayout`` whose behaviour is ``args[0]``), ``METHOD`` a method of ``View``.
Values are JSON, except ``{"float": "nan" | "inf" | "-inf"}``, ``{"guide": "leading"}`` (a
built-in guide by its Python name: ``leading``, ``top``, ``first_text_baseline`` ...),
``{"alignment": "top_leading"}`` and ``{"view": VIEW}`` (a view argument, for overlays).

A ``python`` case lays out ``view`` with ``layout(view, width, height)`` and checks:
- ``python-exception``: building and laying out returns, or raises the package's
  ``LayoutError``, a ``TypeError`` / ``ValueError`` for a bad argument, or a custom layout's own
  ``FuzzCallbackError``;
- ``invalid-number``: a result's frames have finite origins and sizes that are not NaN or
  negative;
- ``wrong-error`` / ``wrong-size``: ``expect`` (``{"raises": [names of exception classes],
  "names": [words, one of which the message holds]}`` for an error; ``"frames": {index:
  [x, y, width, height]}`` (``"inf"`` for an infinite length) or ``"width": W`` for a
  layout; both may be given when either outcome is right).

``DocumentViews`` builds a layout document's views with the builder API, so that every
random document is also laid out through ``layout()`` and compared (``document_views_agree``),
and through a ``LayoutSession`` changed in place and compared with the document changed alike
(``session_agrees``).
"""

from __future__ import annotations

import json
import math
import random
import re
import warnings
from typing import Any

import alignment_engine
from alignment_engine import (
    Alignment,
    EdgeInsets,
    Edges,
    Font,
    GridItem,
    HorizontalAlignment,
    LayoutError,
    LayoutSession,
    LayoutWarning,
    SafeAreaRegions,
    UnitPoint,
    VerticalAlignment,
    View,
    layout,
)
from alignment_engine.values.parameters import DEFAULT_PADDING
from alignment_engine.values.text import DynamicTypeSize

from .engine import document_result_text
from .layouts import FuzzCallbackError, FuzzLayout
from .properties import Violation, nearly_equal

#: The text environment modifiers of docs/document-extensions.md, named as documents name them.
TEXT_MODIFIERS = {"font", "fontWeight", "fontWidth", "bold", "italic", "monospaced", "monospacedDigit", "kerning", "tracking",
                  "baselineOffset", "minimumScaleFactor", "truncationMode", "allowsTightening", "dynamicTypeSize", "imageScale"}

_FLOATS = {"nan": math.nan, "inf": math.inf, "-inf": -math.inf}
#: The controls: views made from a title or label views, with their slots as keyword arguments.
_CONTROLS = {"Button", "Link", "NavigationLink", "Label", "Toggle", "Stepper", "Slider", "ProgressView", "TextField", "SecureField",
             "Picker", "LabeledContent", "List", "Form", "Section"}


def value(data: Any) -> Any:
    """A Python value from its JSON form (see the module's docstring)."""
    if isinstance(data, list):
        return [value(item) for item in data]
    if not isinstance(data, dict):
        return data
    if "float" in data:
        return _FLOATS[data["float"]]
    if "guide" in data:
        name = data["guide"]
        return getattr(HorizontalAlignment, name, None) or getattr(VerticalAlignment, name)
    if "alignment" in data:
        return getattr(Alignment, data["alignment"])
    if "view" in data:
        return view(data["view"])
    raise ValueError(f"unknown value form {data!r}")


def view(spec: dict[str, Any]) -> Any:
    """The ``View`` a spec describes (children and modifiers applied in order)."""
    children = [view(child) for child in spec.get("children", [])]
    if spec["type"] == "Layout":
        made = FuzzLayout(spec["args"][0], _no_tree, [])(*children)
    else:
        args, kwargs = value(spec.get("args", [])), {k: value(v) for k, v in spec.get("kwargs", {}).items()}
        made = getattr(alignment_engine, spec["type"])(*children, *args, **kwargs)
    for method, *arguments in spec.get("modifiers", []):
        made = getattr(made, method)(*value(arguments))
    return made


def _no_tree() -> Any:
    raise FuzzCallbackError("a builder-API layout has no tree to misuse")


def _length(data: Any) -> float:
    return math.inf if data == "inf" else float(data)


def run(case: dict[str, Any]) -> list[Violation]:
    """Builds and lays out a ``python`` case; answers the violations."""
    expect = case.get("expect") or {}
    try:
        result = layout(view(case["view"]), case.get("width"), case.get("height"))
    except (LayoutError, TypeError, ValueError, FuzzCallbackError) as error:
        raises, names = expect.get("raises"), expect.get("names", [])
        if raises is None and expect:
            return [Violation("wrong-error", f"expected a layout, got {type(error).__name__} | {str(error)[:300]}")]
        if raises is not None and type(error).__name__ not in raises and not any(c.__name__ in raises for c in type(error).__mro__):
            return [Violation("wrong-error", f"expected {raises}, got {type(error).__name__} | {str(error)[:300]}")]
        if names and not any(word in str(error) for word in names):
            return [Violation("wrong-error", f"expected an error naming one of {names} | got: {str(error)[:300]}")]
        return []
    except Exception as error:  # noqa: BLE001 - every other exception is a finding
        return [Violation("python-exception", f"{type(error).__name__} | {str(error)[:300]}")]
    found = []
    for record in result.views:
        frame = record.frame
        if not all(math.isfinite(v) for v in (frame.x, frame.y)) or any(math.isnan(v) or v < 0 for v in (frame.width, frame.height)):
            found.append(Violation("invalid-number", f"a frame is not valid | {record.type} at {record.path}: {frame}"))
            break
    for index, wanted in expect.get("frames", {}).items():
        frame = result.views[int(index)].frame
        if [frame.x, frame.y, frame.width, frame.height] != [_length(v) for v in wanted]:
            found.append(Violation("wrong-size", f"expected view {index} at {wanted}, got {frame}"))
    if "width" in expect and result.size.width != expect["width"]:
        found.append(Violation("wrong-size", f"expected width {expect['width']}, got {result.size.width}"))
    if "raises" in expect and "frames" not in expect and "width" not in expect:
        found.append(Violation("wrong-error", f"expected {expect['raises']} naming one of {expect.get('names')}, got a layout"))
    return found


# ---- A document's views through the builder API (the ``builder`` property) ----


def _snake(name: str) -> str:
    """``firstTextBaseline`` -> ``first_text_baseline`` (the Python names of guides and alignments)."""
    return re.sub(r"(?<!^)([A-Z])", r"_\1", name).lower()


def _number(value: Any) -> Any:
    return math.inf if value == "infinity" else value


class DocumentViews:
    """Builds a layout document's view tree with the builder API (``HStack(...).padding(8)``):
    the same views, modifiers and values, custom guides and fonts included."""

    def __init__(self, doc: dict[str, Any]) -> None:
        self.fonts = {name: Font(m["size"], m["ascent"], m["descent"], m.get("leading", 0), m["advance"])
                      for name, m in (doc.get("fonts") or {}).items()}
        self.custom = {g["name"]: (HorizontalAlignment if g["axis"] == "horizontal" else VerticalAlignment).custom(g["name"], g["default"])
                       for g in doc.get("guides") or []}

    def guide(self, name: str, axis: str) -> Any:
        """A guide by its document name (``center`` on ``axis``, ``VerticalAlignment.center``, custom names)."""
        if name in self.custom:
            return self.custom[name]
        if name.endswith(".center"):
            return HorizontalAlignment.center if name.startswith("Horizontal") else VerticalAlignment.center
        kind = HorizontalAlignment if name in ("leading", "center", "trailing") and axis == "horizontal" or name in ("leading", "trailing") else VerticalAlignment
        return getattr(kind, _snake(name))

    def alignment(self, value: Any) -> Alignment:
        if isinstance(value, dict):
            return Alignment(self.guide(value["horizontal"], "horizontal"), self.guide(value["vertical"], "vertical"))
        return getattr(Alignment, _snake(value))

    def grid_item(self, item: dict[str, Any]) -> GridItem:
        """A document grid item as ``GridItem.fixed`` / ``.flexible`` / ``.adaptive``."""
        options: dict[str, Any] = {"spacing": item.get("spacing")}
        if item.get("alignment") is not None:
            options["alignment"] = self.alignment(item["alignment"])
        if "fixed" in item:
            return GridItem.fixed(item["fixed"], **options)
        size = "flexible" if "flexible" in item else "adaptive"
        bounds = {k: math.inf if v == "infinity" else v for k, v in item[size].items()}
        return getattr(GridItem, size)(**bounds, **options)

    def view(self, spec: dict[str, Any]) -> Any:
        kind, children = spec["type"], [self.view(child) for child in spec.get("children", [])]
        options: dict[str, Any] = {}
        if kind in ("HStack", "LazyHStack", "VStack", "LazyVStack"):
            if "alignment" in spec:
                options["alignment"] = self.guide(spec["alignment"], "vertical" if "H" in kind else "horizontal")
            options["spacing"] = spec.get("spacing")
        elif kind in ("ZStack", "Grid") and "alignment" in spec:
            options["alignment"] = self.alignment(spec["alignment"])
        if kind == "Grid":
            options.update(horizontal_spacing=spec.get("horizontalSpacing"), vertical_spacing=spec.get("verticalSpacing"))
        elif kind == "GridRow" and spec.get("alignment") is not None:
            options["alignment"] = self.guide(spec["alignment"], "vertical")
        elif kind in ("LazyVGrid", "LazyHGrid"):
            key = "columns" if kind == "LazyVGrid" else "rows"
            options[key] = [self.grid_item(item) for item in spec[key]]
            if "alignment" in spec:
                options["alignment"] = self.guide(spec["alignment"], "horizontal" if kind == "LazyVGrid" else "vertical")
            options["spacing"] = spec.get("spacing")
        elif kind in ("ViewThatFits", "ScrollView") and ("in" in spec or "axes" in spec):
            options["axes"] = spec.get("in", spec.get("axes"))
        elif kind == "Image" and "width" not in spec:
            size = spec.get("symbolSize")
            children, options = [], {"resizable": spec.get("resizable", False), "system_name": spec["systemName"],
                                     "symbol_size": None if size is None else (size["width"], size["height"])}
        elif kind == "Image":
            children = [spec["width"], spec["height"], spec.get("resizable", False)]
        elif kind == "Text":
            font = self.font(spec["font"]) if "font" in spec else None
            children = [spec["text"], font, spec.get("lineLimit"), spec.get("multilineTextAlignment", "leading")]
            options.update(reserves_space=spec.get("reservesSpace", False), line_spacing=spec.get("lineSpacing", 0))
        elif kind == "Spacer":
            children = [spec.get("minLength")]
        elif kind in _CONTROLS:
            children, options = self.control(kind, spec, children)
        elif "color" in spec:
            children = [spec["color"]]
        made = getattr(alignment_engine, kind)(*children, **options)
        for modifier in spec.get("modifiers", []):
            made = self.modify(made, *next(iter(modifier.items())))
        return made.id(spec["id"]) if "id" in spec else made

    def font(self, name: str) -> Font:
        """A font by its document name: the document's, or a text style's."""
        return self.fonts.get(name) or Font.system(_snake(name))

    def root(self, doc: dict[str, Any]) -> Any:
        """The document's root view."""
        return self.view(doc["root"])

    def control(self, kind: str, spec: dict[str, Any], children: list[Any]) -> tuple[list[Any], dict[str, Any]]:
        """A control's arguments: its title or label views, its slots as keyword arguments."""
        title = spec.get("title")
        slot = lambda key: self.view(spec[key]) if isinstance(spec.get(key), dict) else None  # noqa: E731 - local shorthand
        if kind == "Label":
            return [], {"title": title if isinstance(title, str) else None, "title_view": slot("title"),
                        "system_image": spec.get("systemImage"), "icon": slot("icon")}
        if kind in ("TextField", "SecureField"):
            options = {} if kind == "SecureField" else {"axis": spec.get("axis", "horizontal"), "line_limit": spec.get("lineLimit"),
                                                        "reserves_space": spec.get("reservesSpace", False)}
            return [spec["title"], spec.get("text", "")], options
        if kind == "Slider":
            return [], {}
        if kind == "Picker":
            return [title, *children], {"selection": spec.get("selection", 0), "label": slot("label")}
        if kind == "LabeledContent":
            return ([title] if title is not None else []) + children, {"value": spec.get("value"), "label": slot("label")}
        if kind == "Section":
            return ([title] if title is not None else []) + children, {"header": slot("header"), "footer": slot("footer")}
        if kind in ("List", "Form"):
            return children, {}
        options = {"value": spec.get("value"), "total": spec.get("total", 1)} if kind == "ProgressView" else {}
        return ([title] if title is not None else []) + children, options

    def modify(self, view: Any, name: str, body: Any) -> Any:
        if name in TEXT_MODIFIERS:
            return self.text_modify(view, name, body)
        if name == "frame":
            keys = {_snake(k): _number(v) for k, v in body.items() if k != "alignment"}
            return view.frame(**keys, **({"alignment": self.alignment(body["alignment"])} if "alignment" in body else {}))
        if name == "padding":
            if isinstance(body, dict):
                return view.padding(EdgeInsets(**{k: DEFAULT_PADDING if v is None else v for k, v in body.items()}))
            return view.padding(body)
        if name == "alignmentGuide":
            guide = body["guide"]
            axis = "horizontal" if guide in ("leading", "trailing") or guide.startswith("Horizontal") else "vertical"
            return view.alignment_guide(self.guide(guide, axis), body["value"])
        if name in ("overlay", "background"):
            return getattr(view, name)(self.view(body["content"]), self.alignment(body.get("alignment", "center")))
        if name == "fixedSize":
            return view.fixed_size(body["horizontal"], body["vertical"]) if isinstance(body, dict) else view.fixed_size(body, body)
        if name == "aspectRatio":
            return view.aspect_ratio(body.get("ratio"), body.get("contentMode", "fit"))
        if name == "environment":
            if "defaultMinListRowHeight" in body:
                return view.environment(default_min_list_row_height=body["defaultMinListRowHeight"])
            return view.environment(layout_direction=body["layoutDirection"])
        if name == "labelsHidden":
            return view.labels_hidden()
        if name == "listRowInsets":
            if isinstance(body, dict):
                return view.list_row_insets(EdgeInsets(**body))
            return view.list_row_insets(None if body is None else EdgeInsets(body, body, body, body))
        if name in ("buttonStyle", "controlSize", "labelStyle", "toggleStyle", "progressViewStyle", "textFieldStyle", "pickerStyle",
                    "listStyle", "listRowSpacing", "listSectionSpacing"):
            return getattr(view, _snake(name))(body)
        if name == "gridColumnAlignment":
            return view.grid_column_alignment(self.guide(body, "horizontal"))
        if name == "containerRelativeFrame":
            return view.container_relative_frame(body["axes"], body.get("count", 1), body.get("span", 1), body.get("spacing", 0),
                                                 self.alignment(body.get("alignment", "center")))
        if name == "ignoresSafeArea":
            if body is True:
                return view.ignores_safe_area()
            return view.ignores_safe_area(_flags(SafeAreaRegions, body.get("regions", "all")), _flags(Edges, body.get("edges", "all")))
        if name == "safeAreaInset":
            edge = body["edge"]
            alignment = self.guide(body["alignment"], "horizontal" if edge in ("top", "bottom") else "vertical") if "alignment" in body else None
            return view.safe_area_inset(edge, self.view(body["content"]), alignment, body.get("spacing"))
        if name == "safeAreaPadding":
            if isinstance(body, dict):
                return view.safe_area_padding(EdgeInsets(**{k: DEFAULT_PADDING if v is None else v for k, v in body.items()}))
            return view.safe_area_padding(body)
        if name == "gridCellAnchor":
            return view.grid_cell_anchor((body["x"], body["y"]) if isinstance(body, dict) else getattr(UnitPoint, _snake(body)))
        simple = {"offset": "offset", "position": "position", "layoutPriority": "layout_priority",
                  "gridCellColumns": "grid_cell_columns", "gridCellUnsizedAxes": "grid_cell_unsized_axes"}
        method = getattr(view, simple[name])
        return method(**body) if isinstance(body, dict) else method(body)


    def text_modify(self, view: Any, name: str, body: Any) -> Any:
        """A text environment modifier (docs/document-extensions.md) by the Python method of its name."""
        if name == "font":
            # The modifier, also on a Text (whose own ``font`` method sets its own font).
            return View.font(view, self.font(body))
        if name == "dynamicTypeSize":
            if isinstance(body, dict):
                return view.dynamic_type_size(minimum=DynamicTypeSize.from_swiftui_name(body.get("min", "xSmall")),
                                              maximum=DynamicTypeSize.from_swiftui_name(body.get("max", "accessibility5")))
            return view.dynamic_type_size(DynamicTypeSize.from_swiftui_name(body))
        if name in ("fontWeight", "fontWidth", "truncationMode", "imageScale"):
            return getattr(view, _snake(name))(None if body is None else _snake(body))
        return getattr(view, _snake(name))(body)


def layout_options(doc: dict[str, Any]) -> dict[str, Any]:
    """``layout()``'s keywords for a document's top-level ``dynamicTypeSize`` and ``symbols``,
    and its own ``body`` font (the root's font)."""
    options: dict[str, Any] = {}
    body = (doc.get("fonts") or {}).get("body")
    if body is not None:
        options["font"] = Font(body["size"], body["ascent"], body["descent"], body.get("leading", 0), body["advance"])
    if "dynamicTypeSize" in doc:
        options["dynamic_type_size"] = DynamicTypeSize.from_swiftui_name(doc["dynamicTypeSize"])
    if "symbols" in doc:
        options["symbols"] = {name: (size["width"], size["height"]) for name, size in doc["symbols"].items()}
    return options


def _flags(kind: Any, value: Any) -> Any:
    """A document's set (a name or a list of names) as the flags ``kind``."""
    names = value if isinstance(value, list) else [value]
    flags = kind(0)
    for name in names:
        flags |= kind[name]
    return flags


def _safe_area(doc: dict[str, Any]) -> tuple[float, float, float, float] | None:
    """A document's ``safeArea`` as ``layout(safe_area=...)`` takes it."""
    insets = doc.get("safeArea")
    return None if insets is None else tuple(float(insets.get(e, 0)) for e in ("top", "leading", "bottom", "trailing"))  # type: ignore[return-value]


def document_views_agree(doc: dict[str, Any], result: dict[str, Any]) -> list[Violation]:
    """``builder``: the builder API lays out a document's views (``DocumentViews``) exactly as
    the document is laid out: the same size, and every view at the same path with the same
    frame. Documents with a ``pixelScale`` are left out (``layout()`` has no pixel scale)."""
    if doc.get("pixelScale") is not None or doc.get("device") is not None:
        return []
    made = DocumentViews(doc)
    proposal = doc.get("proposal") or {}
    try:
        with warnings.catch_warnings():
            warnings.simplefilter("ignore", LayoutWarning)
            python = layout(made.root(doc), proposal.get("width"), proposal.get("height"), doc.get("layoutDirection", "leftToRight"),
                            safe_area=_safe_area(doc), guides=list(made.custom.values())[::-1], **layout_options(doc), **_platform(doc))
    except Exception as error:  # noqa: BLE001 - the document was laid out, so this is a finding
        return [Violation("builder", f"the builder API raised {type(error).__name__} for a document the library laid out | {str(error)[:200]}")]
    return [Violation("builder", detail) for detail in _differences(python, result)]


def _platform(doc: dict[str, Any]) -> dict[str, Any]:
    """The document's ``platform`` as ``layout()``'s keyword arguments."""
    platform = doc.get("platform")
    settings = platform if isinstance(platform, dict) else {"name": platform}
    return {"platform": settings.get("name"), "metrics": settings.get("metrics")}


def _differences(python: Any, result: dict[str, Any], *, rounding: bool = False) -> list[str]:
    """Where a ``LayoutResult`` differs from a document's result: the size, the number of
    views, or the first view whose path or frame differs; with ``rounding``, numbers that
    differ by rounding only are equal (a relayout moves a kept subtree by its origin's
    change, which rounds otherwise than placing it anew: docs/decisions.md)."""
    def same(a: list[float], b: list[float]) -> bool:
        return all(nearly_equal(x, y) for x, y in zip(a, b)) if rounding else a == b

    size = result["size"]
    if not same([python.size.width, python.size.height], [_number(size["width"]), _number(size["height"])]):
        return [f"size {python.size} through the builder API, {size} as a document"]
    if len(python.views) != len(result["views"]):
        return [f"{len(python.views)} views through the builder API, {len(result['views'])} as a document"]
    for record, entry in zip(python.views, result["views"]):
        frame = [_number(entry["frame"][k]) for k in ("x", "y", "width", "height")]
        if record.path != entry["path"] or not same([record.frame.x, record.frame.y, record.frame.width, record.frame.height], frame):
            return [f"{entry['type']} frame differs | {entry['path']}: {record.frame} through the builder API, {entry['frame']} as a document"]
    return []


# ---- Changes in place through a LayoutSession (the ``session`` property) ----


def _changes(doc: dict[str, Any], rng: random.Random) -> list[tuple[str, str, dict[str, Any], Any]]:
    """Up to three changes of views with an id: (view id, setter, keyword arguments, the
    document edit as a function of the view's dict)."""
    found: list[tuple[str, str, dict[str, Any], Any]] = []
    stack = [doc["root"]]
    while stack:
        spec = stack.pop()
        stack += spec.get("children", [])
        stack += [m[k]["content"] for m in spec.get("modifiers", []) for k in ("overlay", "background", "safeAreaInset") if k in m]
        if "id" not in spec:
            continue
        name, kind = spec["id"], spec["type"]
        length = rng.choice([0.0, 5.0, 40.0, 120.0])
        if kind == "Text":
            text = rng.choice(["", "Hi", "a longer text that wraps", "שלום עולם"])
            found.append((name, "set_text", {"text": text}, lambda s, t=text: s.update(text=t)))
        elif kind in ("HStack", "VStack", "LazyHStack", "LazyVStack"):
            found.append((name, "set_spacing", {"spacing": length}, lambda s, v=length: s.update(spacing=v)))
        elif kind == "Grid":
            found.append((name, "set_spacing", {"horizontal": length, "vertical": None},
                          lambda s, v=length: s.update(horizontalSpacing=v, verticalSpacing=None)))
        elif kind == "Image" and "width" in spec:
            found.append((name, "set_image_size", {"width": length, "height": 7.0}, lambda s, v=length: s.update(width=v, height=7.0)))
        for index, modifier in enumerate(spec.get("modifiers", []) if kind != "GridRow" else []):  # a row's are its cells'
            (key, body), = modifier.items()
            arguments: dict[str, Any] | None = None
            if key == "frame" and not (set(body) - {"width", "height", "alignment"}):
                arguments, edited = {"width": length, "height": body.get("height")}, {**body, "width": length}
            elif key == "padding" and not isinstance(body, dict):
                arguments, edited = {"edges": length}, length
            elif key in ("offset", "position"):
                arguments, edited = {"x": length, "y": -3.0}, {"x": length, "y": -3.0}
            elif key == "layoutPriority":
                arguments, edited = {"priority": length}, length
            elif key == "fixedSize":
                arguments, edited = {"horizontal": True, "vertical": False}, {"horizontal": True, "vertical": False}
            elif key == "safeAreaPadding":
                arguments, edited = {"edges": length}, length
            elif key == "ignoresSafeArea":
                arguments, edited = {"edges": Edges.top | Edges.leading}, {"edges": ["top", "leading"]}
            if arguments is not None:
                if key == "frame" and "alignment" in body:
                    arguments["alignment"] = body["alignment"]
                setter = {"frame": "set_frame", "padding": "set_padding", "offset": "set_offset", "position": "set_position",
                          "layoutPriority": "set_layout_priority", "fixedSize": "set_fixed_size",
                          "safeAreaPadding": "set_safe_area_padding", "ignoresSafeArea": "set_ignores_safe_area"}[key]
                found.append((name, setter, {**arguments, "index": index},
                              lambda s, i=index, k=key, e=edited: s["modifiers"].__setitem__(i, {k: e})))
    rng.shuffle(found)
    return found[:3]


def session_agrees(doc: dict[str, Any]) -> list[Violation]:
    """``session``: a ``LayoutSession`` of a document's views, laid out, changed in place
    (texts, spacings, image sizes, frames, paddings, offsets, positions, priorities,
    fixedSize; chosen by a generator seeded with the document) and laid out again, then
    changed again one change per layout (new values, often an earlier one: a subtree moved
    and moved back), gives the frames of the document changed alike. Documents with a
    ``pixelScale`` or a ``device`` are left out."""
    if doc.get("pixelScale") is not None or doc.get("device") is not None:
        return []
    rng = random.Random(json.dumps(doc, sort_keys=True))
    changes = _changes(doc, rng)
    if not changes:
        return []
    # The second round: each change laid out on its own.
    one_by_one = len(changes)
    changes += _changes(doc, rng)
    made = DocumentViews(doc)
    proposal = doc.get("proposal") or {}
    arguments = (proposal.get("width"), proposal.get("height"), doc.get("layoutDirection", "leftToRight"))
    safe_area = {"safe_area": _safe_area(doc)}
    changed = json.loads(json.dumps(doc))
    views = {}
    stack = [changed["root"]]
    while stack:
        spec = stack.pop()
        views[spec.get("id")] = spec
        stack += spec.get("children", [])
        stack += [m[k]["content"] for m in spec.get("modifiers", []) for k in ("overlay", "background", "safeAreaInset") if k in m]
    try:
        with LayoutSession(made.root(doc), guides=list(made.custom.values())[::-1], **layout_options(doc), **_platform(doc)) as session:
            session.layout(*arguments, **safe_area)
            for number, (name, setter, keywords, edit) in enumerate(changes):
                if "alignment" in keywords:
                    keywords["alignment"] = made.alignment(keywords["alignment"])
                getattr(session, setter)(name, **keywords)
                edit(views[name])
                if one_by_one <= number + 1 < len(changes):
                    try:
                        session.layout(*arguments, **safe_area)
                    except LayoutError:
                        pass  # the document changed so far may fail; only the last layout counts
            python: Any = session.layout(*arguments, **safe_area)
    except Exception as error:  # noqa: BLE001 - compared with the document's outcome below
        python = error
    try:
        expected: Any = json.loads(document_result_text(json.dumps(changed).encode()))
    except LayoutError as error:
        expected = error
    if isinstance(python, Exception) or isinstance(expected, Exception):
        if isinstance(python, Exception) == isinstance(expected, Exception):
            return []
        outcomes = f"the session: {str(python)[:150] if isinstance(python, Exception) else 'a layout'}; " \
                   f"the document: {str(expected)[:150] if isinstance(expected, Exception) else 'a layout'}"
        return [Violation("session", f"a LayoutSession changed in place and the document changed alike differ | {outcomes}")]
    done = ", ".join(f"{setter}({name!r}, {keywords})" for name, setter, keywords, _ in changes)
    return [Violation("session", f"{detail.split(' | ')[0]} after changes in place | {done}: {detail.split(' | ')[-1]}")
            for detail in _differences(python, expected, rounding=True)]
