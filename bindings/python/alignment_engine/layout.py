"""Laying out: ``layout(view)`` for builder views and ``layout_document(doc)`` for layout
documents, both returning a ``LayoutResult``."""

from __future__ import annotations

import ctypes
import json
import math
import os
import warnings
from pathlib import Path
from typing import Any, Iterable, Mapping, Sequence, Union

from . import _json, devices
from ._native.explainers import DocumentExplainer, TreeExplainer
from ._native.library import check, library, take_string
from ._native.tree import Tree
from .errors import InvalidDocumentError, LayoutWarning
from .results.result import LayoutResult, TextLines, ViewRecord, _numpy, frame_buffer
from .values import _arguments as arguments
from .values.explanation import Explainer
from .values.geometry import Rect, Size
from .values.guides import Guide
from .values.parameters import EdgeInsets, Font, LayoutDirection, safe_area_insets
from .values.text import DynamicTypeSize, SymbolSize
from .views._builder import Builder, with_rows
from .views.controls import tappable_types
from .views.view import View

__all__ = ["layout", "layout_document", "Document", "parse_proposal", "tree_result"]

#: A layout document: parsed JSON, JSON text, UTF-8 bytes, or the path of a JSON file.
Document = Union[dict, str, bytes, "os.PathLike[str]"]
_Proposal = Union[float, str, None]


def _proposal(value: _Proposal, name: str) -> float | None:
    """A proposed length: None (unspecified), a number >= 0, ``math.inf`` or ``"infinity"``."""
    if value is None:
        return None
    if value == "infinity":
        return math.inf
    return arguments.real(value, name, minimum=0, infinite=True)


def layout(
    view: View,
    width: _Proposal = None,
    height: _Proposal = None,
    direction: LayoutDirection | str = "ltr",
    *,
    safe_area: EdgeInsets | tuple[float, float, float, float] | None = None,
    guides: Iterable[Guide] = (),
    pixel_scale: float | None = None,
    dynamic_type_size: DynamicTypeSize | str = DynamicTypeSize.large,
    symbols: dict[str, SymbolSize | tuple[float, float]] | None = None,
    font: Font | None = None,
    platform: str | None = None,
    metrics: Mapping[str, float] | None = None,
    device: str | None = None,
    orientation: str = "portrait",
) -> LayoutResult:
    """Lays out a view for a proposal and returns every view's frames.

    ``width`` / ``height``: the proposal (None = unspecified, i.e. the ideal size; a number;
    ``math.inf`` or ``"infinity"``). ``direction``: ``"ltr"``, ``"rtl"`` or a
    ``LayoutDirection``. ``safe_area``: the insets of the screen's unsafe edges
    (``EdgeInsets`` or ``(top, leading, bottom, trailing)``, each >= 0, leading and trailing in
    ``direction``), as a hosting view has them: the root is laid out in the safe part, at
    (leading, top), and frames are in the screen's space (an iPhone 15 Pro in portrait:
    ``layout(view, 393, 852, safe_area=(59, 0, 34, 0))``). ``guides``: custom guides to define first, in order (needed only for
    guides that are read inside guide functions but used nowhere in the tree, or to define a
    guide before another one whose default expression refers to it). ``pixel_scale``: the
    screen's pixels per point (a number > 0), of which a ``Divider`` is one thick (1 / scale
    points; 1 point without a scale); frames stay exact. ``dynamic_type_size``: the Dynamic
    Type size of the root (a ``DynamicTypeSize`` or its name), which every text set in a text
    style follows. ``symbols``: the box (a ``SymbolSize`` or ``(width, height)``, in ems) of
    SF Symbols by name; a symbol of a name the engine does not know and ``symbols`` does not
    size lays out as a 1 em square and warns (``LayoutWarning``, ``LayoutResult.warnings``).
    ``font``: the root's font, of every text without one of its own or a ``.font`` above it
    (None: ``Font.body``; a document's own ``body`` font is this).

    ``platform``: the profile controls use (``"ios18"``, ``"ios26"``, the default, or
    ``"macos"``), ``metrics`` numbers of it to override (``{"toggleSwitchWidth": 51}``).
    ``device``: a preset's name (``alignment_engine.devices``), held in ``orientation``: its
    screen is the proposal, its scale the pixel scale and its safe area the safe area, unless
    given.

    An exception raised by a Python guide or measure function comes out of this call as itself.
    """
    arguments.instance(view, View, "layout(view)")
    if device is not None:
        preset = devices.named(arguments.string(device, "layout(device)"))
        screen = preset.screen_size(orientation)
        width = screen.width if width is None else width
        height = screen.height if height is None else height
        pixel_scale = preset.pixel_scale if pixel_scale is None else pixel_scale
        safe_area = preset.safe_area(orientation) if safe_area is None else safe_area
    proposed_width, proposed_height, right_to_left = parse_proposal(width, height, direction, "layout")
    insets = safe_area_insets(safe_area, "layout(safe_area)")
    if pixel_scale is not None:
        pixel_scale = arguments.real(pixel_scale, "layout(pixel_scale)", positive=True)
    size_of_type = arguments.member(dynamic_type_size, DynamicTypeSize, "layout(dynamic_type_size)")
    symbol_sizes = symbol_size_table(symbols, "layout(symbols)")
    root_font = None if font is None else arguments.instance(font, Font, "layout(font)")
    # GeometryReader content functions are called again with the frames layout gave the
    # readers, until those frames settle (at most 8 layouts; once without readers). The
    # result keeps the last tree for its explanation (pictures, explain); it is freed with
    # the result.
    geometry_frames: list[Rect] = []
    for attempt in range(_GEOMETRY_ATTEMPTS):
        tree = Tree()
        try:
            for guide in guides:
                tree.guide_id(guide)
            builder = Builder(tree, geometry_frames)
            root = builder.build(view)
            # Room for every frame, touched while the tree is built (as the engine's per-node
            # state is), so that reading them after the layout copies into memory at hand.
            buffer = frame_buffer(tree.view_count)
            tree.set_pixel_scale(pixel_scale)
            configure_text(tree, size_of_type, symbol_sizes, root_font)
            set_platform(tree, platform, metrics)
            size = tree._layout_checked(root, proposed_width, proposed_height, right_to_left, insets)
            if not builder.geometry_settled and attempt < _GEOMETRY_ATTEMPTS - 1:
                geometry_frames = builder.observed_frames
                tree.close()
                continue
            if builder.row_tables:
                records, slots = with_rows(tree, builder.records, builder.slot_run, builder.row_tables)
                explainer = TreeExplainer(tree, lambda: {record.path: slot for record, slot in zip(records, slots)})
                return tree_result(tree, size, records, slots, explainer)
            explainer = TreeExplainer(tree, builder.paths)
            return tree_result(tree, size, builder.records, builder.slot_run, explainer, buffer=buffer)
        except BaseException:
            tree.close()
            raise
    raise AssertionError("unreachable")


#: How many layouts ``layout`` makes at most for GeometryReader content to settle.
_GEOMETRY_ATTEMPTS = 8


def set_platform(tree: Tree, platform: str | None, metrics: Mapping[str, float] | None) -> None:
    """Gives ``tree`` the profile ``platform`` (None: the default) with ``metrics`` overridden."""
    if platform is not None:
        tree.set_platform(platform)
    for name, value in (metrics or {}).items():
        tree.set_platform_metric(name, value)


def parse_proposal(
    width: _Proposal, height: _Proposal, direction: LayoutDirection | str, call: str
) -> tuple[float | None, float | None, bool]:
    """``layout``'s proposal and direction arguments as ``Tree.layout`` takes them; ``call``
    names the function in messages about bad arguments."""
    right_to_left = LayoutDirection.parse(direction, f"{call}(direction)") == LayoutDirection.right_to_left
    return _proposal(width, f"{call}(width)"), _proposal(height, f"{call}(height)"), right_to_left


def symbol_size_table(symbols: dict[str, SymbolSize | tuple[float, float]] | None, name: str) -> list[tuple[str, SymbolSize]]:
    """``symbols`` (a dict of symbol names to sizes in ems) checked, as a list."""
    if symbols is None:
        return []
    if not isinstance(symbols, dict):
        raise arguments.type_error(name, "", "a dict of symbol names to sizes", symbols)
    return [
        (arguments.string(symbol, f"{name} key"), size if isinstance(size, SymbolSize) else SymbolSize(*arguments.pair(size, f"{name}[{symbol!r}]", minimum=0)))
        for symbol, size in symbols.items()
    ]


def configure_text(tree: Tree, dynamic_type_size: DynamicTypeSize, symbols: Sequence[tuple[str, SymbolSize]], font: Font | None) -> None:
    """Gives a tree its Dynamic Type size, its symbols' sizes and its root's font (before its
    first layout)."""
    if font is not None:
        tree.set_font(None if font.style is not None else font.as_tuple(), font.traits() if font.has_traits else None)
    if dynamic_type_size != DynamicTypeSize.large:
        tree.set_dynamic_type_size(int(dynamic_type_size))
    for name, size in symbols:
        tree.define_symbol(name, size.width, size.height)


def tree_result(
    tree: Tree,
    size: tuple[float, float],
    records: Sequence[ViewRecord],
    slots: Sequence[int],
    explainer: Explainer,
    *,
    changed: bool = False,
    buffer: Any = None,
    texts: bool | None = None,
    taps: Sequence[tuple[int, str]] | None = None,
) -> LayoutResult:
    """The result of the tree's last layout for builder ``records`` whose views are ``slots``:
    it reads the frames and the Texts' lines when first asked for. ``changed``: the result
    lists the views that layout changed (else every view); ``buffer``: room for every frame
    (``frame_buffer``); ``texts``: whether a record is a Text (None: the result looks);
    ``taps``: the slots and types of the tappable controls (None: the result looks). Its
    warnings are also issued as ``LayoutWarning`` warnings."""
    reader = TreeFrames(tree, tree.layout_number)
    changed_views = changed_view_ids(tree) if changed else None
    messages = tree.warnings()
    warn(messages, stacklevel=4)
    return LayoutResult(
        Size(*size), records, reader, slots, explainer, warnings=messages, changed=changed_views, frame_buffer=buffer, texts=texts, taps=taps
    )


def warn(messages: Iterable[str], stacklevel: int) -> None:
    """Issues each of a layout's warnings as a ``LayoutWarning`` (``stacklevel`` counts from
    this function to the caller's code)."""
    for message in messages:
        warnings.warn(message, LayoutWarning, stacklevel=stacklevel)


def changed_view_ids(tree: Tree) -> Any:
    """The views the tree's last layout changed: an int32 NumPy array, or an ``array("i")``."""
    numpy = _numpy()
    if numpy is None:
        return tree.changed_views()
    out = numpy.empty(tree.view_count, dtype=numpy.int32)
    return out[: tree.changed_views(out)]


class TreeFrames:
    """A ``FrameReader`` of one layout of a tree: its frames (``Tree.layout_frames``, which
    answers while the tree keeps them) and its Texts' lines (while that layout stands)."""

    __slots__ = ("_tree", "_layout")

    def __init__(self, tree: Tree, layout: int) -> None:
        self._tree = tree
        self._layout = layout

    @property
    def count(self) -> int:
        return self._tree.view_count

    def frames(self, out: Any, views: Any = None) -> None:
        self._tree.layout_frames(self._layout, out, views)

    def text_lines(self) -> dict[int, TextLines]:
        fits = self._tree.all_text_fits()
        return {slot: (*lines, *fits.get(slot, (False, 1.0))) for slot, lines in self._tree.all_text_lines().items()}

    def tap_target(self, view: int, type: str) -> Rect | None:
        return self._tree.tap_target(view) if type in TAPPABLE else None


#: The types of the controls people tap.
TAPPABLE = tappable_types()


def _document_bytes(doc: Document) -> bytes:
    """The document's UTF-8 JSON, never decoded here: text, bytes and files go to the library
    as they are; a dict is encoded at any depth (``_json.dumps``)."""
    if isinstance(doc, dict):
        return _json.dumps(doc).encode("utf-8")
    if isinstance(doc, (bytes, bytearray)):
        return bytes(doc)
    if isinstance(doc, str) and doc.lstrip().startswith("{"):
        return doc.encode("utf-8")
    if isinstance(doc, (str, os.PathLike)):
        return Path(doc).read_bytes()
    raise arguments.type_error("layout_document(doc)", "", "a dict, JSON text, UTF-8 bytes or a path", doc)


def _with_top_level(data: bytes, key: str, value: Any) -> bytes:
    """The document with its top-level ``key`` set to ``value``. A document that never
    mentions the key gets it written in front of its first key; one that does is decoded (at
    any depth) and encoded again."""
    start = len(data) - len(data.lstrip())
    if data[start : start + 1] != b"{" or data[start + 1 :].lstrip().startswith(b"}"):
        return data  # not a document with keys: the library says what is wrong
    if f'"{key}"'.encode() not in data:
        return b'%s{"%s":%s,%s' % (data[:start], key.encode(), _json.dumps(value).encode("utf-8"), data[start + 1 :])
    doc = _document_object(data)
    if doc is None:
        return data  # the library says what is wrong
    doc[key] = value
    return _json.dumps(doc).encode("utf-8")


def _document_object(data: bytes) -> dict[str, Any] | None:
    """The document decoded, or None if it is not a JSON object."""
    try:
        doc = _json.loads(data)
    except ValueError:
        return None
    return doc if isinstance(doc, dict) else None


def layout_document(
    doc: Document,
    *,
    result_paths: bool | None = None,
    dynamic_type_size: DynamicTypeSize | str | None = None,
    safe_area: EdgeInsets | tuple[float, float, float, float] | None = None,
    platform: str | None = None,
    metrics: Mapping[str, float] | None = None,
    device: str | None = None,
    orientation: str | None = None,
) -> LayoutResult:
    """Lays out a layout document (format 1, see the spec) with ``ae_document_layout``.

    ``doc`` is the parsed JSON (a dict), JSON text, UTF-8 bytes, or the path of a JSON file;
    text, bytes and files go to the library undecoded, so documents of any depth lay out.
    ``result_paths``: None follows the document's ``resultPaths`` (default true); False gives
    views no ``path`` but a ``parent`` (the index of the entry that holds them), so the
    result stays linear in size at any depth; True gives every view its path.
    ``safe_area``: None follows the document's ``safeArea``; insets (``EdgeInsets`` or
    ``(top, leading, bottom, trailing)``, each >= 0) replace it.
    ``dynamic_type_size``: None follows the document's ``dynamicTypeSize`` (default large);
    a ``DynamicTypeSize`` (or its name) replaces it. The document's warnings (unknown symbol
    names) are issued as ``LayoutWarning`` warnings and kept in ``warnings``.

    ``platform``, ``metrics``, ``device`` and ``orientation`` set the document's top-level
    ``platform`` (its name; ``metrics`` are added to the document's own overrides) and
    ``device`` (see ``docs/document-extensions.md``), as the command line's options do.

    Raises ``InvalidDocumentError`` (whose message names the JSON path) for a document that
    is not valid.
    """
    data = _document_bytes(doc)
    if platform is not None or metrics or device is not None or orientation is not None:
        data = _with_settings(data, platform, metrics or {}, device, orientation)
    if result_paths is not None:
        data = _with_top_level(data, "resultPaths", arguments.boolean(result_paths, "layout_document(result_paths)"))
    if dynamic_type_size is not None:
        size = arguments.member(dynamic_type_size, DynamicTypeSize, "layout_document(dynamic_type_size)")
        data = _with_top_level(data, "dynamicTypeSize", size.swiftui_name)
    insets = safe_area_insets(safe_area, "layout_document(safe_area)")
    if insets is not None:
        data = _with_top_level(data, "safeArea", {"top": insets.top, "leading": insets.leading, "bottom": insets.bottom, "trailing": insets.trailing})
    out = ctypes.c_void_p()
    length = ctypes.c_size_t()
    check(library().ae_document_layout(data, len(data), ctypes.byref(out), ctypes.byref(length)))
    answer = take_string(out, length.value)
    try:
        # The result nests a few levels whatever the document's depth: the C decoder reads it.
        result = json.loads(answer)
    except ValueError as error:
        raise InvalidDocumentError(f"the library answered JSON that does not parse: {error}") from error
    laid_out = LayoutResult.from_dict(result, _DocumentColors(data), DocumentExplainer(data))
    warn(laid_out.warnings, stacklevel=3)
    return laid_out


#: A ScrollView's viewport: its id (None: the first ScrollView of the document), the offset
#: and the length.
Viewport = tuple[Union[str, None], float, float]


def with_viewports(doc: dict, viewports: tuple[Viewport, ...]) -> dict:
    """The document with each viewport set on its ScrollView (by id, else the first one)."""
    scrolls: list[dict] = []
    stack = [doc.get("root")] if isinstance(doc, dict) else []
    while stack:  # document order, with an explicit stack
        node = stack.pop()
        if not isinstance(node, dict):
            continue
        if node.get("type") == "ScrollView":
            scrolls.append(node)
        pending = list(node.get("children", [])) if isinstance(node.get("children"), list) else []
        for modifier in node.get("modifiers", []) if isinstance(node.get("modifiers"), list) else []:
            for key in ("overlay", "background"):
                if isinstance(modifier, dict) and isinstance(modifier.get(key), dict):
                    pending.append(modifier[key].get("content"))
        stack.extend(reversed(pending))
    for name, offset, length in viewports:
        found = [scroll for scroll in scrolls if name is None or scroll.get("id") == name][:1]
        if not found:
            raise InvalidDocumentError(f"--viewport: the document has no ScrollView{'' if name is None else f' with id {name!r}'}")
        found[0]["viewport"] = {"offset": offset, "length": length}
    return doc


def _with_settings(data: bytes, platform: str | None, metrics: Mapping[str, float], device: str | None, orientation: str | None) -> bytes:
    """The document with its ``platform`` and ``device`` set: the platform's name replaced,
    ``metrics`` added to its overrides; the device named, held in ``orientation``."""
    doc = _document_object(data)
    if doc is None:
        return data  # the library says what is wrong
    for key, values in (("platform", {"name": platform, "metrics": metrics or None}), ("device", {"name": device, "orientation": orientation})):
        values = {name: value for name, value in values.items() if value is not None}
        if values:
            given = doc.get(key)  # a name, or an object of settings
            settings: dict[str, Any] = dict(given) if isinstance(given, dict) else {} if given is None else {"name": given}
            if "metrics" in values:
                values["metrics"] = {**(settings.get("metrics") or {}), **dict(values["metrics"])}
            doc[key] = {**settings, **values}
    return _json.dumps(doc).encode("utf-8")


class _DocumentColors:
    """The ``color`` of each view of a document in document order, read from the document
    (which the result JSON does not repeat) only when first asked for, with an explicit
    stack; empty if the document cannot be read."""

    def __init__(self, data: bytes) -> None:
        """``data``: the document's UTF-8 JSON, as the library laid it out."""
        self._data: bytes | None = data
        self._colors: list[str | None] = []

    def get(self, index: int) -> str | None:
        """The colour of the view at ``index`` of the result, or None."""
        if self._data is not None:
            self._colors = _colors(self._data)
            self._data = None
        return self._colors[index] if index < len(self._colors) else None


def _colors(data: bytes) -> list[str | None]:
    """Each view's ``color`` in document order (a view, its children, its modifiers' content)."""
    try:
        doc = _json.loads(data)
        colors: list[str | None] = []
        stack: list[dict[str, Any]] = [doc["root"]]
        while stack:
            node = stack.pop()
            colors.append(node.get("color"))
            # A control's slot views come before its children (a Section's footer after them).
            leading = [node[key] for key in ("title", "icon", "label", "header") if isinstance(node.get(key), dict)]
            trailing = [node["footer"]] if isinstance(node.get("footer"), dict) else []
            pending = leading + list(node.get("children", [])) + trailing
            for modifier in node.get("modifiers", []):
                for key in ("overlay", "background"):
                    if isinstance(modifier, dict) and key in modifier:
                        pending.append(modifier[key]["content"])
            stack.extend(reversed(pending))
        return colors
    except (ValueError, KeyError, TypeError, AttributeError):
        return []
