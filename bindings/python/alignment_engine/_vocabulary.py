"""ctypes declarations of the C functions for grids, ViewThatFits and custom layouts
(the issue-12 block of ``alignment_engine.h``), set on the shared library on first use."""

from __future__ import annotations

import ctypes
import threading
from ctypes import POINTER, c_char_p, c_double, c_int, c_int32, c_size_t, c_uint32, c_void_p

from ._library import Size, library

__all__ = ["LENGTH_FN", "SIZE_FN", "PLACE_FN", "EXPLICIT_FN", "SPACING_FN", "GEOMETRY_FRAME_FN", "LayoutCallbacks", "AXES_HORIZONTAL", "AXES_VERTICAL", "vocabulary_library"]

AXES_HORIZONTAL = 1
AXES_VERTICAL = 2

#: ``size_that_fits(context, subviews, proposed_width, proposed_height, out_size)``.
SIZE_FN = ctypes.CFUNCTYPE(c_int, c_void_p, c_void_p, c_double, c_double, POINTER(Size))
#: ``place_subviews(context, subviews, x, y, width, height, proposed_width, proposed_height)``.
PLACE_FN = ctypes.CFUNCTYPE(c_int, c_void_p, c_void_p, c_double, c_double, c_double, c_double, c_double, c_double)
#: ``explicit_alignment(context, subviews, guide, x, y, width, height, proposed_width, proposed_height, out_has_value, out_value)``.
EXPLICIT_FN = ctypes.CFUNCTYPE(
    c_int, c_void_p, c_void_p, c_int32, c_double, c_double, c_double, c_double, c_double, c_double, POINTER(c_int), POINTER(c_double)
)
#: ``spacing(context, subviews, out_zero_edges)`` of ``ae_view_set_layout_spacing``.
SPACING_FN = ctypes.CFUNCTYPE(c_int, c_void_p, c_void_p, POINTER(c_uint32))

#: ``ae_length_fn``: ``(container_length, axis, user_data)`` -> the length.
LENGTH_FN = ctypes.CFUNCTYPE(c_double, c_double, c_int, c_void_p)

#: ``ae_geometry_frame_fn``: ``(x, y, width, height, user_data)``.
GEOMETRY_FRAME_FN = ctypes.CFUNCTYPE(None, c_double, c_double, c_double, c_double, c_void_p)


class LayoutCallbacks(ctypes.Structure):
    """``ae_layout_callbacks``."""

    _fields_ = [("size_that_fits", SIZE_FN), ("place_subviews", PLACE_FN), ("explicit_alignment", EXPLICIT_FN)]


_status = c_int
_tree_p = c_void_p
_view = c_int32
_view_p = POINTER(c_int32)
_SIGNATURES = {
    "ae_view_create_grid": (_status, [_tree_p, c_int32, c_int32, c_double, c_double, _view_p]),
    "ae_view_create_grid_row": (_status, [_tree_p, c_int32, _view_p]),
    "ae_view_create_divider": (_status, [_tree_p, _view_p]),
    "ae_view_create_view_that_fits": (_status, [_tree_p, c_int, _view_p]),
    "ae_view_apply_grid_cell_columns": (_status, [_tree_p, _view, c_int32]),
    "ae_view_apply_grid_column_alignment": (_status, [_tree_p, _view, c_int32]),
    "ae_view_apply_grid_cell_anchor": (_status, [_tree_p, _view, c_double, c_double]),
    "ae_view_apply_grid_cell_unsized_axes": (_status, [_tree_p, _view, c_int]),
    "ae_view_create_layout": (_status, [_tree_p, c_char_p, POINTER(LayoutCallbacks), c_void_p, _view_p]),
    "ae_subviews_get_count": (_status, [c_void_p, POINTER(c_size_t)]),
    "ae_subviews_get_size": (_status, [c_void_p, c_size_t, c_double, c_double, POINTER(Size)]),
    "ae_subviews_get_guide_value": (_status, [c_void_p, c_size_t, c_double, c_double, c_int32, POINTER(c_double)]),
    "ae_subviews_place": (_status, [c_void_p, c_size_t, c_double, c_double, c_double, c_double, c_double, c_double]),
    "ae_subviews_get_priority": (_status, [c_void_p, c_size_t, POINTER(c_double)]),
    "ae_view_set_layout_spacing": (_status, [_tree_p, _view, SPACING_FN]),
    "ae_subviews_get_spacing": (_status, [c_void_p, c_size_t, POINTER(c_uint32)]),
    "ae_subviews_get_layout_direction": (_status, [c_void_p, POINTER(c_int)]),
    "ae_view_observe_geometry_frame": (_status, [_tree_p, _view, GEOMETRY_FRAME_FN, c_void_p]),
    "ae_view_create_scroll_view": (_status, [_tree_p, c_int, _view_p]),
    "ae_view_create_lazy_hstack": (_status, [_tree_p, c_int32, c_double, _view_p]),
    "ae_view_create_lazy_vstack": (_status, [_tree_p, c_int32, c_double, _view_p]),
    # Issue 20: text spacing and styles, the pixel scale, containerRelativeFrame.
    "ae_tree_set_pixel_scale": (_status, [_tree_p, c_double]),
    "ae_font_get_text_style": (_status, [c_int, POINTER(c_double)]),
    "ae_view_set_line_limit": (_status, [_tree_p, _view, c_int32, c_int]),
    "ae_view_set_line_spacing": (_status, [_tree_p, _view, c_double]),
    "ae_view_apply_container_relative_frame": (_status, [_tree_p, _view, c_int, c_int32, c_int32, c_double, c_int32, c_int32]),
    "ae_view_apply_container_relative_frame_callback": (_status, [_tree_p, _view, c_int, LENGTH_FN, c_void_p, c_int32, c_int32]),
}

_lock = threading.Lock()
_configured: ctypes.CDLL | None = None


def vocabulary_library() -> ctypes.CDLL:
    """The shared library with the signatures of these functions set."""
    global _configured
    if _configured is None:
        with _lock:
            lib = library()
            for name, (restype, argtypes) in _SIGNATURES.items():
                function = getattr(lib, name)
                function.restype = restype
                function.argtypes = argtypes
            _configured = lib
    return _configured
