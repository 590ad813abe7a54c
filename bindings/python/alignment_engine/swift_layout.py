"""SwiftUI source laid out: ``layout_swift`` reads ``.swift`` files (or source text), lays
out an entry point for a proposal and returns a ``LayoutResult`` whose ``assumptions`` say
what stood in for what the source does not determine; ``swift_to_document`` gives the layout
document the source became. Both need the ``swift`` extra (``pip install
'alignment-engine[swift]'``); ``alignment_engine.swift`` has the reader itself (parse once,
documents for many proposals)."""

from __future__ import annotations

import copy
import math
import re
from typing import Any, Mapping, Optional, Sequence, Union

from .errors import InvalidDocumentError, SwiftSourceError
from .layout import Viewport, layout_document, with_viewports
from .results.result import LayoutResult
from .swift import StandIns, SwiftDocument, read_swift
from .swift.evaluation import MAX_ELEMENTS
from .swift.reader import Proposal, SwiftInput
from .swift.templates import long_templates
from .values.parameters import EdgeInsets, LayoutDirection
from .values.text import DynamicTypeSize

__all__ = ["layout_swift", "swift_to_document", "read_swift_document", "layout_swift_document"]

_Sources = Union[SwiftInput, Sequence[SwiftInput]]
#: The JSON path an engine error starts with.
_JSON_PATH = re.compile(r"^((?:root|guides)[^\s:]*):\s*(.*)$", re.S)
#: Safe-area insets: ``EdgeInsets``, ``(top, leading, bottom, trailing)`` or None.
_SafeArea = Union[EdgeInsets, tuple[float, float, float, float], None]
#: ScrollViews' viewports: ``(id, offset, length)``, id None for the first ScrollView.
_Viewports = Sequence[Viewport]


def read_swift_document(
    source_or_path: _Sources, view: Optional[str] = None, *, preview: Union[int, str, None] = None, **stand_ins: Any
) -> SwiftDocument:
    """Reads an entry point of SwiftUI source into a ``SwiftDocument``: the document, its
    assumptions and the source of each view. Arguments as ``layout_swift``'s; ``stand_ins``
    are ``StandIns``' fields (``text_length``, ``placeholders``, ``images``, ``assume``,
    ``fonts``)."""
    return read_swift(source_or_path).document(view, preview, StandIns(**stand_ins))


#: How many layouts a document whose views read GeometryReaders' sizes gets at most.
GEOMETRY_LAYOUTS = 4


def layout_swift_document(
    swift: SwiftDocument,
    width: Proposal = None,
    height: Proposal = None,
    direction: Union[LayoutDirection, str] = "ltr",
    *,
    safe_area: _SafeArea = None,
    dynamic_type_size: Union[DynamicTypeSize, str, None] = None,
    settings: Optional[Mapping[str, Any]] = None,
    viewports: _Viewports = (),
    centred: bool = False,
) -> LayoutResult:
    """Lays out a read ``SwiftDocument`` for a proposal, direction and safe area (as
    ``SwiftDocument.for_proposal`` takes them), at ``dynamic_type_size`` (as ``layout_swift``
    takes it), with other top-level keys of the document in ``settings`` (``{"pixelScale":
    2}``) and ScrollViews' ``viewports`` (``(id or None for the first, offset, length)``, as
    ``--viewport`` gives them: their lazy stacks build only the rows near them); with
    ``centred``, the root is centred in the safe part of the proposal, as a hosting
    controller places a screen (``centred_root``): the result has the document's ``assumptions`` and ``sources``. Views that read a GeometryReader's size are
    read again with the sizes a layout gave the readers, until they settle (at most
    ``GEOMETRY_LAYOUTS`` layouts; the source is not parsed again). An error the engine finds
    in the document is a ``SwiftSourceError`` at the source of the view it concerns."""
    result = _layout(swift, width, height, direction, safe_area, dynamic_type_size, settings, viewports, centred)
    sizes: dict[str, tuple[float, float]] = {}
    for _ in range(GEOMETRY_LAYOUTS - 1):
        if not swift.needs_geometry and not sizes:
            break
        settled = {path: (result[path].frame.width, result[path].frame.height) for path in swift.readers if path in result}
        if settled == sizes:
            break
        sizes = settled
        swift = swift.with_geometry(sizes)
        result = _layout(swift, width, height, direction, safe_area, dynamic_type_size, settings, viewports, centred)
    return result


def _layout(
    swift: SwiftDocument, width: Proposal, height: Proposal, direction: Union[LayoutDirection, str], safe_area: _SafeArea,
    dynamic_type_size: Union[DynamicTypeSize, str, None], settings: Optional[Mapping[str, Any]], viewports: _Viewports,
    centred: bool = False,
) -> LayoutResult:
    document = swift.for_proposal(width, height, direction, safe_area=safe_area)
    document.update(settings or {})
    if viewports:  # set on a copy: the read document's views are shared
        document = with_viewports({**document, "root": copy.deepcopy(document["root"])}, tuple(viewports))
    document = _first_screens(swift, document)
    if centred:
        document = centred_root(document)
    try:
        result = layout_document(document, dynamic_type_size=dynamic_type_size)
    except InvalidDocumentError as error:
        match = _JSON_PATH.match(str(error))
        where = swift.locate(match.group(1)) if match else None
        if where is None:
            raise SwiftSourceError(f"{error} (in the layout document the source became)", swift.sources[0].location.file if swift.sources else None) from error
        raise SwiftSourceError(f"{match.group(2)} (in the layout document: {match.group(1)})", where.file, where.line, where.column) from error  # type: ignore[union-attr]
    result.assumptions = swift.assumptions
    result.source_document = swift
    return result


def centred_root(document: dict[str, Any]) -> dict[str, Any]:
    """The document with its root centred in the safe part of its proposal, as SwiftUI's
    hosting view places a screen's root (the layout document puts the root at the corner):
    a frame of the safe part's length around the root on each axis the proposal gives a
    finite length (docs/decisions.md, "Safe area"). The views are shared, not copied."""
    proposal = document.get("proposal") or {}
    insets = document.get("safeArea") or {}
    frame: dict[str, float] = {}
    for axis, edges in (("width", ("leading", "trailing")), ("height", ("top", "bottom"))):
        length = proposal.get(axis)
        if isinstance(length, (int, float)) and math.isfinite(length):
            frame[axis] = length - sum(float(insets.get(edge, 0)) for edge in edges)
    if not frame:
        return document
    root = dict(document["root"])
    root["modifiers"] = [*root.get("modifiers", ()), {"frame": frame}]
    return {**document, "root": root}


def _first_screens(swift: SwiftDocument, document: dict[str, Any]) -> dict[str, Any]:
    """The document with a viewport on each ScrollView that holds a lazy template of more
    rows than the reader builds one by one (``MAX_ELEMENTS``) and has none: its first
    screen, as long as the proposal along its axis (docs/decisions.md, "Lazy ForEach in
    SwiftUI source"). Without a ScrollView or a finite proposal, a ``SwiftSourceError``."""
    if not long_templates(document["root"], MAX_ELEMENTS):
        return document
    document = {**document, "root": copy.deepcopy(document["root"])}  # the read document's views are shared
    proposal = document.get("proposal") or {}
    for path, scroll in long_templates(document["root"], MAX_ELEMENTS):
        length = proposal.get("width" if scroll is not None and scroll.get("axes") == "horizontal" else "height")
        if scroll is None or not isinstance(length, (int, float)) or not math.isfinite(length) or length <= 0:
            where = swift.locate(f"{path}.content")
            raise SwiftSourceError(
                f"a lazy ForEach of more than {MAX_ELEMENTS} rows needs a ScrollView with a viewport (--viewport) or a proposed "
                "length to lay out the rows it shows", *((where.file, where.line, where.column) if where is not None else ()))
        scroll["viewport"] = {"offset": 0, "length": length}
    return document


def layout_swift(
    source_or_path: _Sources,
    view: Optional[str] = None,
    width: Proposal = None,
    height: Proposal = None,
    direction: Union[LayoutDirection, str] = "ltr",
    *,
    preview: Union[int, str, None] = None,
    safe_area: _SafeArea = None,
    dynamic_type_size: Union[DynamicTypeSize, str, None] = None,
    viewports: _Viewports = (),
    **stand_ins: Any,
) -> LayoutResult:
    """Lays out SwiftUI source.

    ``source_or_path``: a ``.swift`` path, Swift source text, bytes, or a list of them (one
    program). ``view`` names a ``View`` struct, ``preview`` a ``#Preview`` / ``PreviewProvider``
    by number (from 1) or name; neither: the first preview of the first file, else its first
    ``View`` struct. ``width`` / ``height``: the proposal (None: unspecified; a number;
    ``math.inf`` or ``"infinity"``); ``direction``: ``"ltr"`` or ``"rtl"``; ``safe_area``: the
    screen's safe-area insets, ``EdgeInsets`` or ``(top, leading, bottom, trailing)`` (the
    document's ``safeArea``; None: none); ``dynamic_type_size``: the Dynamic Type size of the
    screen (a ``DynamicTypeSize`` or its name; None: large), which the source's own
    ``.dynamicTypeSize(_:)`` modifiers change for the views inside them, as in SwiftUI;
    ``viewports``: ScrollViews' visible parts, ``(id, offset, length)`` (id None: the first
    ScrollView), whose lazy stacks and grids then build only the rows near them.

    Stand-ins for what the source does not determine (keywords, ``StandIns``' fields):
    ``text_length`` characters of placeholder text for each unknown part of a Text (12);
    ``placeholders``: sizes of unknown views by name (else flexible); ``images``: natural
    sizes of images by name; ``assume``: values of properties and conditions by name (Swift
    source such as ``"true"``, ``".loaded"``, ``"5"``); ``fonts``: fonts of the metrics model
    by name; ``platform``: the controls' platform profile (``"ios18"``, or ``{"name": ...,
    "metrics": {...}}``); ``device``: a device preset's name (its screen is the proposal when
    ``width`` and ``height`` are None).

    The result's ``assumptions`` list every stand-in with its file, line and column, and
    ``sources`` the source of each view (in the order of ``views``). Raises
    ``SwiftSourceError`` for source that cannot be read (syntax errors name the file, line
    and column), ``ImportError`` without the ``swift`` extra.
    """
    return layout_swift_document(
        read_swift_document(source_or_path, view, preview=preview, **stand_ins), width, height, direction,
        safe_area=safe_area, dynamic_type_size=dynamic_type_size, viewports=viewports,
    )


def swift_to_document(
    source_or_path: _Sources,
    view: Optional[str] = None,
    width: Proposal = None,
    height: Proposal = None,
    direction: Union[LayoutDirection, str] = "ltr",
    *,
    preview: Union[int, str, None] = None,
    safe_area: _SafeArea = None,
    **stand_ins: Any,
) -> dict[str, Any]:
    """The layout document SwiftUI source becomes (arguments as ``layout_swift``'s); its
    assumptions are in ``read_swift_document(...).assumptions``."""
    return read_swift_document(source_or_path, view, preview=preview, **stand_ins).for_proposal(width, height, direction, safe_area=safe_area)
