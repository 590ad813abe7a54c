"""AlignmentEngine for Python: SwiftUI's layout and alignment system through
``libalignment_engine.so``.

Build views in SwiftUI's words, lay them out, read frames::

    from alignment_engine import HStack, Color, VerticalAlignment, layout

    view = HStack(
        Color("red").frame(width=60, height=60).id("a"),
        Color("blue").frame(width=40, height=20).id("b"),
        alignment=VerticalAlignment.top, spacing=8,
    )
    result = layout(view)
    result["b"].frame            # Rect(x=68.0, y=0.0, width=40.0, height=20.0)

``Grid``/``GridRow``/``Divider``, ``ViewThatFits`` and custom layouts (subclass ``Layout``,
then ``Flow(spacing=4)(a, b, c)``) work like SwiftUI's. ``layout_document`` lays out a JSON
layout document; ``layout_swift`` lays out SwiftUI source (``.swift`` files, with the
``swift`` extra); ``checks`` has test helpers;
``LayoutSession`` keeps a laid-out tree and changes it in place (``set_text``,
``set_frame``, ``mark_dirty``...) for layouts again at the cost of what changed;
``Tree`` and ``Program`` are the low-level (batched) API.
"""

from ._native.library import candidate_paths
from ._native.tree import Tree
from ._version import __version__
from .errors import (
    BufferTooSmallError,
    BusyError,
    CallbackError,
    InvalidArgumentError,
    InvalidDocumentError,
    InvalidExpressionError,
    InvalidGuideError,
    InvalidTreeError,
    InvalidValueError,
    LayoutError,
    LibraryNotFoundError,
    NotLaidOutError,
    NullArgumentError,
    SwiftSourceError,
)
from .layout import layout, layout_document
from .swift_layout import layout_swift, swift_to_document
from .program import Program
from ._native.measure_batch import MeasureBatch
from .results import LayoutResult, ViewLayout, assert_aligned, assert_frames, assert_matches, compare_results
from .session import LayoutSession
from .values import (
    Alignment,
    ContentMode,
    EdgeInsets,
    Edges,
    Font,
    HorizontalAlignment,
    LayoutDirection,
    LayoutValueKey,
    Rect,
    SafeAreaRegions,
    Size,
    TextAlignment,
    UnitPoint,
    VerticalAlignment,
    ViewDimensions,
)
from .views import (
    AnyLayout,
    Capsule,
    Circle,
    Color,
    Divider,
    Ellipse,
    ForEach,
    GeometryProxy,
    GeometryReader,
    Grid,
    GridLayout,
    GridRow,
    HStack,
    HStackLayout,
    Image,
    Layout,
    LayoutSubview,
    LayoutSubviews,
    GridItem,
    LazyHGrid,
    LazyHStack,
    LazyVGrid,
    LazyVStack,
    Measured,
    ProposedViewSize,
    Rectangle,
    RoundedRectangle,
    ScrollView,
    Spacer,
    SubviewDimensions,
    Text,
    View,
    ViewSpacing,
    ViewThatFits,
    VStack,
    VStackLayout,
    ZStack,
    ZStackLayout,
)

__all__ = [
    "Alignment",
    "AnyLayout",
    "Divider",
    "Grid",
    "GridRow",
    "HStackLayout",
    "GridLayout",
    "LayoutValueKey",
    "Layout",
    "LazyHStack",
    "LazyVStack",
    "ForEach",
    "GridItem",
    "LazyVGrid",
    "LazyHGrid",
    "ScrollView",
    "LayoutSubview",
    "LayoutSubviews",
    "ProposedViewSize",
    "SubviewDimensions",
    "UnitPoint",
    "ViewSpacing",
    "ViewThatFits",
    "VStackLayout",
    "ZStackLayout",
    "BufferTooSmallError",
    "BusyError",
    "CallbackError",
    "Capsule",
    "Circle",
    "Color",
    "ContentMode",
    "EdgeInsets",
    "Edges",
    "Ellipse",
    "Font",
    "GeometryProxy",
    "GeometryReader",
    "HStack",
    "HorizontalAlignment",
    "Image",
    "InvalidArgumentError",
    "InvalidDocumentError",
    "InvalidExpressionError",
    "InvalidGuideError",
    "InvalidTreeError",
    "InvalidValueError",
    "LayoutDirection",
    "LayoutError",
    "LayoutResult",
    "LayoutSession",
    "LibraryNotFoundError",
    "Measured",
    "MeasureBatch",
    "NotLaidOutError",
    "NullArgumentError",
    "Program",
    "Rect",
    "Rectangle",
    "RoundedRectangle",
    "SafeAreaRegions",
    "Size",
    "Spacer",
    "Text",
    "TextAlignment",
    "Tree",
    "VStack",
    "VerticalAlignment",
    "View",
    "ViewDimensions",
    "ViewLayout",
    "ZStack",
    "assert_aligned",
    "assert_frames",
    "assert_matches",
    "candidate_paths",
    "compare_results",
    "layout",
    "layout_document",
    "layout_swift",
    "swift_to_document",
    "SwiftSourceError",
    "version",
]


def version() -> str:
    """The C library's version (loads the library)."""
    from ._native.library import library

    return library().ae_version().decode()
