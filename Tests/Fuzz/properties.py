"""Properties every run must satisfy, checked without a reference model.

Each check returns a list of ``Violation``s; an empty list means the property holds.
A violation's ``kind`` names the property (it becomes the corpus file's prefix) and its
``signature`` (kind plus the shape of the detail, numbers removed) tells distinct failures apart.

Documents (``document.md``):
- ``invalid-number``: a successful result holds no NaN (``null``), no ``"-infinity"`` and no
  infinity except an infinite size (``width`` / ``height`` written ``"infinity"``); origins,
  line frames and baselines are finite; sizes are not negative;
- ``wrong-views``: the result lists every view of the document, in document order, with its
  path, type and id;
- ``error-without-path``: a rejected document raises the package's ``LayoutError`` whose message
  names where (a JSON path from the document's top level, or a line/column for JSON syntax);
- ``roundtrip``: the same result after a JSON round trip with another key order and spacing;
- ``mirror``: right-to-left frames mirror left-to-right ones in the root's space, x' = W - x -
  width (semantics 14.7), for documents where that is guaranteed: no ``environment`` (decision 16
  mirrors only below a direction change) and no ``position`` modifier (its x is a point of the
  parent's space, not a placement), no ``pixelScale`` (rounding half up is not symmetric), no
  number of 1e15 or more (a length added to such a number and taken away again is lost to
  rounding, so x' = W - x - width holds only approximately, past any tolerance on the result's
  own numbers), no safe-area insets on the leading or trailing edge (the root is placed at
  the safe part's left edge in both directions), and a finite root width;
- ``infinite-size``: a result with an infinite size comes from an infinite proposal: a
  document that says ``"infinity"`` nowhere (no infinite proposal, no infinite maximum frame)
  and has no ``aspectRatio`` (filling makes an unspecified axis infinite, and so does
  a ratio of 0 taken from a child 0 wide) has only finite sizes; a sum that overflows is an
  error naming the container (document.md's Result);
- ``batch``: the same result laid out alone and again after (or concurrently with) other documents;
- ``swift``: a document written as SwiftUI source (``document_to_swift``) and read back gives the
  same result: the same size, and every view's type, id, frames, lines and baselines, in document
  order (paths may differ in modifier indices: a padding of default and given edges is written
  as two paddings), within 1e-9 relative (two paddings add their insets in another order). A
  document with a control whose fields no SwiftUI initialiser takes together is left out.

SwiftUI source (``swift_source``):
- ``swift-source``: any source text (a mutated corpus file, a random document written as
  source and mutated) gives a layout or a ``SwiftSourceError`` that names the file, never
  another exception.
"""

from __future__ import annotations

import json
import math
import re
from dataclasses import dataclass
from typing import Any, Iterator

VIEW_TYPES = ("HStack", "VStack", "ZStack", "Color", "Rectangle", "RoundedRectangle", "Capsule", "Ellipse", "Circle",
              "GeometryReader", "Image", "Text", "Spacer", "Grid", "GridRow", "Divider", "ViewThatFits", "ScrollView",
              "LazyHStack", "LazyVStack", "Layout", "LazyVGrid", "LazyHGrid")
TOP_LEVEL_KEYS = ("format", "proposal", "safeArea", "layoutDirection", "pixelScale", "guides", "fonts", "dynamicTypeSize", "symbols", "root",
                  "platform", "device")
#: The modifiers whose value holds a content view (``{"content": VIEW}``).
CONTENT_MODIFIERS = ("overlay", "background", "safeAreaInset")
#: A message that starts with a JSON path and a colon (``root.children[2].id: ...``, ``["a b"]: ...``).
_LEADING_PATH = re.compile(r'([^\s:\[\]".]+|\["[^"]*"\])(\.[^\s:\[\].]+|\[\d+\]|\["[^"]*"\])*: ')
_POSITION_WORDS = re.compile(r"line \d+|column \d+|offset \d+|byte \d+|position \d+|character \d+", re.IGNORECASE)


@dataclass(frozen=True)
class Violation:
    """A property that did not hold: ``kind`` (the property), ``detail`` (what was seen)."""

    kind: str
    detail: str

    @property
    def signature(self) -> str:
        """The kind and the detail's shape: numbers and quoted names removed, and the context
        after `` | `` (which view, which path) left out."""
        shape = self.detail.split(" | ")[0]
        shape = re.sub(r"'[^']*'", "'S'", shape)
        shape = re.sub(r"(?<![\w.])-?(nan|inf|infinity)\b", "X", shape)
        shape = re.sub(r"\b(" + "|".join(VIEW_TYPES) + r")\b", "T", shape)
        shape = re.sub(r"-?\d+(\.\d+)?(e[-+]?\d+)?", "N", shape)
        return f"{self.kind}:{shape[:120]}"

    def as_dict(self) -> dict[str, str]:
        return {"kind": self.kind, "detail": self.detail}


# ---- Results ----


def parse_result(text: str) -> tuple[Any, list[Violation]]:
    """The result's JSON, and a violation for each JSON constant NaN / Infinity it contains."""
    seen: list[Violation] = []

    def constant(name: str) -> float:
        seen.append(Violation("invalid-number", f"the result holds the JSON constant {name}"))
        return math.nan

    try:
        return json.loads(text, parse_constant=constant), seen
    except ValueError as error:
        return None, [Violation("invalid-number", f"the result is not valid JSON: {error}")]


def _number(value: Any, where: str, size: bool) -> Iterator[Violation]:
    """A violation if ``value`` is not a valid coordinate (``size``: or an infinite size)."""
    if value is None:
        yield Violation("invalid-number", f"{where} is null (NaN)")
    elif value == "infinity" and size:
        return
    elif isinstance(value, str):
        yield Violation("invalid-number", f"{where} is {value!r}")
    elif not isinstance(value, (int, float)) or isinstance(value, bool):
        yield Violation("invalid-number", f"{where} is {value!r}, not a number")
    elif not math.isfinite(value):
        yield Violation("invalid-number", f"{where} is {value}")
    elif size and value < 0:
        yield Violation("invalid-number", f"{where} is negative ({value})")


def _rect(rect: Any, where: str) -> Iterator[Violation]:
    if not isinstance(rect, dict):
        yield Violation("invalid-number", f"{where} is not an object")
        return
    for key in ("x", "y"):
        yield from _number(rect.get(key), f"{where}.{key}", size=False)
    for key in ("width", "height"):
        yield from _number(rect.get(key), f"{where}.{key}", size=True)


def _in_view(violations: Iterator[Violation], view: dict[str, Any]) -> Iterator[Violation]:
    """The violations with the view they concern as context."""
    for violation in violations:
        yield Violation(violation.kind, f"{violation.detail} | {view.get('type')} at {view.get('path')}")


def result_numbers(result: Any) -> list[Violation]:
    """``invalid-number`` violations of a parsed result (see the module's docstring)."""
    found: list[Violation] = []
    if not isinstance(result, dict) or not isinstance(result.get("views"), list):
        return [Violation("invalid-number", "the result has no views list")]
    found += _number((result.get("size") or {}).get("width"), "size.width", size=True)
    found += _number((result.get("size") or {}).get("height"), "size.height", size=True)
    for view in result["views"]:
        for key in ("frame", "outerFrame"):
            found += _in_view(_rect(view.get(key), key), view)
        for line in view.get("lines", []):
            found += _in_view(_rect(line, "line"), view)
        for key in ("firstBaseline", "lastBaseline"):
            if key in view:
                found += _in_view(_number(view[key], key, size=False), view)
        if "scale" in view:
            found += _in_view(_number(view["scale"], "scale", size=True), view)
    return _distinct(found)[:1]


def infinite_sizes(doc: Any, result: dict[str, Any]) -> list[Violation]:
    """``infinite-size``: an infinite size in the result of a document without ``"infinity"``."""
    text = json.dumps(doc)
    if "infinity" in text or '"aspectRatio"' in text:
        return []
    for view in result["views"]:
        for key in ("width", "height"):
            if view["frame"][key] == "infinity" or view["outerFrame"][key] == "infinity":
                return [Violation("infinite-size", f"an infinite {key} without an infinite proposal | {view['type']} at {view['path']}")]
    return []


def _distinct(violations: list[Violation]) -> list[Violation]:
    """One violation per signature."""
    seen: dict[str, Violation] = {}
    for violation in violations:
        seen.setdefault(violation.signature, violation)
    return list(seen.values())


#: A control's slots that come before its children in results (document-extensions.md, "Controls");
#: a Section's ``footer`` comes after them.
_LEADING_SLOTS = ("title", "icon", "label", "header")


def document_views(doc: dict[str, Any]) -> list[tuple[str, str, str | None]]:
    """(path, type, id) of every view of a document, in result order (document.md)."""
    order: list[tuple[str, str, str | None]] = []
    stack = [(doc["root"], "/")]
    while stack:
        node, path = stack.pop()
        order.append((path, node.get("type"), node.get("id")))
        prefix = "" if path == "/" else path
        slot = lambda keys: [(node[k], f"{prefix}/{k}") for k in keys if isinstance(node.get(k), dict)]  # noqa: E731
        pending = slot(_LEADING_SLOTS) + [(child, f"{prefix}/{i}") for i, child in enumerate(node.get("children", []))] + slot(("footer",))
        for k, modifier in enumerate(node.get("modifiers", [])):
            for key in CONTENT_MODIFIERS:
                if key in modifier:
                    pending.append((modifier[key]["content"], f"{prefix}/modifiers/{k}"))
        stack.extend(reversed(pending))
    return order


def result_views(doc: dict[str, Any], result: dict[str, Any]) -> list[Violation]:
    """``wrong-views``: the result's views are the document's, in order."""
    expected = document_views(doc)
    got = [(v.get("path"), v.get("type"), v.get("id")) for v in result.get("views", [])]
    if expected == got:
        return []
    for index, (want, have) in enumerate(zip(expected, got)):
        if want != have:
            return [Violation("wrong-views", f"a view differs | view {index}: expected {want}, got {have}")]
    return [Violation("wrong-views", f"expected {len(expected)} views, got {len(got)}")]


# ---- Errors ----


def error_names_place(message: str, doc: Any) -> bool:
    """Whether an error message says where: a JSON path (from a top-level key of the document
    or of the format) or a position in the text."""
    if _POSITION_WORDS.search(message) or _LEADING_PATH.match(message):
        return True
    keys = set(TOP_LEVEL_KEYS)
    if isinstance(doc, dict):
        keys |= {k for k in doc if isinstance(k, str) and k}
    return any(re.search(rf"(^|[\s'\"(`]){re.escape(key)}([.\[:'\"`]|$)", message) for key in keys)


def document_error(error: BaseException, doc: Any) -> list[Violation]:
    """Violations of a rejected document: the package's own exception, with a place."""
    from alignment_engine import LayoutError

    if not isinstance(error, LayoutError):
        return [Violation("python-exception", f"{type(error).__name__} | {error}")]
    message = str(error)
    if not message.strip():
        return [Violation("error-without-path", f"{type(error).__name__} with an empty message")]
    if not error_names_place(message, doc):
        return [Violation("error-without-path", f"{type(error).__name__}: {message[:300]}")]
    return []


# ---- Mirror ----


def mirror_eligible(doc: dict[str, Any]) -> bool:
    """Whether the spec guarantees the mirror property for a document (module docstring)."""
    if doc.get("pixelScale") is not None or doc.get("device") is not None or doc.get("layoutDirection", "leftToRight") != "leftToRight":
        return False
    # Insets on the leading and trailing edges put the root off the screen's centre line.
    if any((doc.get("safeArea") or {}).get(edge) for edge in ("leading", "trailing")):
        return False
    if any(abs(float(number)) >= 1e15 for number in re.findall(r"-?\d+\.?\d*(?:e[-+]?\d+)?", json.dumps(doc["root"]))):
        return False
    stack = [doc["root"]]
    while stack:
        node = stack.pop()
        for modifier in node.get("modifiers", []):
            if "environment" in modifier or "position" in modifier:
                return False
            for key in CONTENT_MODIFIERS:
                if key in modifier:
                    stack.append(modifier[key]["content"])
        stack.extend(node.get("children", []))
        stack.extend(node[key] for key in (*_LEADING_SLOTS, "footer") if isinstance(node.get(key), dict))
    return True


def finitely_wide(result: dict[str, Any]) -> bool:
    """Whether every view of a result is finitely wide: right to left, a view inside an
    infinitely wide one would stand at x = inf - x - width, which no layout can answer."""
    return all(view["frame"]["width"] != "infinity" and view["outerFrame"]["width"] != "infinity" for view in result["views"])


def nearly_equal(a: Any, b: Any, scale: float = 0.0) -> bool:
    """Equal up to rounding: relative to the numbers, or to ``scale``, the largest magnitude
    the computation went through (a mirrored x passes through every ancestor's width)."""
    if a == b:
        return True
    if not isinstance(a, (int, float)) or not isinstance(b, (int, float)):
        return False
    return abs(a - b) <= max(1e-6 * max(1.0, abs(a), abs(b)), 1e-12 * scale)


def _magnitude(result: dict[str, Any]) -> float:
    """The largest finite x or width of a result's frames."""
    values = [abs(v) for view in result["views"] for key in ("frame", "outerFrame")
              for v in (view[key]["x"], view[key]["width"]) if isinstance(v, (int, float))]
    return max(values, default=0.0)


def _mirrored(ltr: dict[str, Any], rtl: dict[str, Any], width: float, scale: float) -> bool:
    if not all(nearly_equal(ltr[k], rtl[k]) for k in ("y", "width", "height")):
        return False
    if ltr["width"] == "infinity" or ltr["x"] is None:
        return nearly_equal(ltr["x"], rtl["x"], scale)
    return nearly_equal(rtl["x"], width - ltr["x"] - ltr["width"], scale)


def mirror(ltr: dict[str, Any], rtl: dict[str, Any]) -> list[Violation]:
    """``mirror``: every frame of ``rtl`` is the mirror image of ``ltr``'s in the root's space."""
    width = ltr["size"]["width"]
    if not isinstance(width, (int, float)) or not math.isfinite(width) or ltr["size"] != rtl["size"]:
        if ltr["size"] != rtl["size"]:
            return [Violation("mirror", f"size {ltr['size']} left to right, {rtl['size']} right to left")]
        return []
    scale = max(_magnitude(ltr), abs(width))
    for a, b in zip(ltr["views"], rtl["views"]):
        pairs = [(a.get(k), b.get(k), k) for k in ("frame", "outerFrame")]
        pairs += [(la, lb, "line") for la, lb in zip(a.get("lines", []), b.get("lines", []))]
        for left, right, key in pairs:
            if not _mirrored(left, right, width, scale):
                return [Violation("mirror", f"{a['type']} {key} not mirrored | {a['path']}: {left} left to right, {right} right to left (width {width})")]
        for key in ("firstBaseline", "lastBaseline"):
            if not nearly_equal(a.get(key), b.get(key)):
                return [Violation("mirror", f"{key} differs | {a['path']}: {a.get(key)} vs {b.get(key)}")]
    return []


def rtl_variant(doc: dict[str, Any]) -> dict[str, Any]:
    """The document laid out right to left."""
    return {**doc, "layoutDirection": "rightToLeft"}


def reserialised(doc: dict[str, Any]) -> str:
    """The document's JSON with reversed key order and other spacing."""

    def reverse(value: Any) -> Any:
        if isinstance(value, dict):
            return {k: reverse(value[k]) for k in reversed(list(value))}
        if isinstance(value, list):
            return [reverse(v) for v in value]
        return value

    return json.dumps(reverse(json.loads(json.dumps(doc))), indent="\t", separators=(" ,  ", " : "), ensure_ascii=True)


# ---- SwiftUI source ----


def _close(a: Any, b: Any) -> bool:
    """Results equal up to rounding, paths left out."""
    if isinstance(a, dict) and isinstance(b, dict):
        return a.keys() == b.keys() and all(_close(a[k], b[k]) for k in a if k != "path")
    if isinstance(a, list) and isinstance(b, list):
        return len(a) == len(b) and all(_close(x, y) for x, y in zip(a, b))
    if isinstance(a, (int, float)) and isinstance(b, (int, float)) and not isinstance(a, bool):
        return abs(a - b) <= 1e-9 * max(1.0, abs(a), abs(b))
    return bool(a == b)


def swift_round_trip(doc: dict[str, Any], result: dict[str, Any]) -> list[Violation]:
    """``swift``: the document written as source and read back lays out as it did."""
    try:
        from alignment_engine import layout_document
        from alignment_engine.swift import read_swift
        from alignment_engine.swift.source_writer import document_to_swift
    except ImportError:  # the swift extra is not installed: the property is not checked
        return []
    if "symbols" in doc or '"symbolSize"' in json.dumps(doc):
        return []  # a symbol's size in ems has no SwiftUI source (the writer says so)
    from alignment_engine import InvalidDocumentError

    try:
        written = document_to_swift(doc)
    except InvalidDocumentError as error:
        if "no initialiser of" in str(error):  # a control's fields no SwiftUI initialiser takes together
            return []
        return [Violation("swift", f"written as source: InvalidDocumentError | {str(error)[:300]}")]
    try:
        swift = read_swift(written.text).document(stand_ins=written.stand_ins)
        again = layout_document(swift.for_proposal(written.width, written.height, written.direction, safe_area=written.safe_area)).to_dict()
    except Exception as error:  # noqa: BLE001 - every failure of the round trip is the finding
        return [Violation("swift", f"written as source and read back: {type(error).__name__} | {str(error)[:300]}")]
    if swift.assumptions:
        return [Violation("swift", f"the source written from a document needs a stand-in | {swift.assumptions[0]}")]
    expected = {"size": result["size"], "views": [{k: v for k, v in view.items() if k != "path"} for view in result["views"]]}
    got = {"size": again["size"], "views": [{k: v for k, v in view.items() if k != "path"} for view in again["views"]]}
    if _close(expected, got):
        return []
    for index, (want, have) in enumerate(zip(expected["views"], got["views"])):
        if not _close(want, have):
            return [Violation("swift", f"a view differs after a round trip through SwiftUI source | view {index}: {want} then {have}")]
    return [Violation("swift", f"the result differs after a round trip through SwiftUI source | {expected['size']} then {got['size']}, {len(got['views'])} views")]


def swift_source(text: str) -> list[Violation]:
    """``swift-source``: source text gives a layout or a ``SwiftSourceError`` naming the file."""
    try:
        from alignment_engine import SwiftSourceError, layout_swift
    except ImportError:
        return []
    try:
        # As bytes: a one-line text ending in ".swift" would be read as a path.
        layout_swift(text.encode("utf-8", "surrogatepass"), width=390, height=844)
    except ImportError:  # the swift extra is not installed
        return []
    except SwiftSourceError as error:
        if not str(error).startswith("<source>"):
            return [Violation("swift-source", f"an error that does not name the file | {str(error)[:300]}")]
    except Exception as error:  # noqa: BLE001 - anything else is the finding
        return [Violation("swift-source", f"{type(error).__name__} instead of a layout or a SwiftSourceError | {str(error)[:300]}")]
    return []
