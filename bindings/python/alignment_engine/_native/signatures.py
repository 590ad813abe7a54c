"""The C types of ``bindings/c/include/alignment_engine.h`` as ctypes declarations: its structs,
its callback types, and ``SIGNATURES``, the result and argument types of every function, in the
header's order (by object). ``library()`` sets them all on the loaded library, so every
function is called as an attribute (``library().ae_view_create_grid(...)``).
"""

from __future__ import annotations

import ctypes
from ctypes import POINTER, c_char_p, c_double, c_int, c_int32, c_int64, c_size_t, c_uint32, c_uint64, c_void_p

__all__ = [
    "Size",
    "Rect",
    "Font",
    "FontTraits",
    "Dimensions",
    "LayoutCallbacks",
    "EdgeInsetsStruct",
    "DeviceStruct",
    "GUIDE_FN",
    "MEASURE_FN",
    "MEASURE_BATCH_FN",
    "BASELINE_FN",
    "GEOMETRY_FN",
    "ROW_FN",
    "GEOMETRY_FRAME_FN",
    "LENGTH_FN",
    "SIZE_FN",
    "PLACE_FN",
    "EXPLICIT_FN",
    "SPACING_FN",
    "SIGNATURES",
]


class Size(ctypes.Structure):
    """``ae_size``."""

    _fields_ = [("width", c_double), ("height", c_double)]


class Rect(ctypes.Structure):
    """``ae_rect``."""

    _fields_ = [("x", c_double), ("y", c_double), ("width", c_double), ("height", c_double)]


class Font(ctypes.Structure):
    """``ae_font``."""

    _fields_ = [
        ("size", c_double),
        ("ascent", c_double),
        ("descent", c_double),
        ("leading", c_double),
        ("advance", c_double),
    ]


class FontTraits(ctypes.Structure):
    """``ae_font_traits``: a text style and traits, -1 for none."""

    _fields_ = [(name, c_int32) for name in ("text_style", "weight", "width", "bold", "italic", "monospaced", "monospaced_digit")]


class GridItemStruct(ctypes.Structure):
    """``ae_grid_item``."""

    _fields_ = [
        ("size", c_int),
        ("minimum", c_double),
        ("maximum", c_double),
        ("spacing", c_double),
        ("horizontal_alignment", c_int32),
        ("vertical_alignment", c_int32),
    ]


class EdgeInsetsStruct(ctypes.Structure):
    """``ae_edge_insets``."""

    _fields_ = [("top", c_double), ("leading", c_double), ("bottom", c_double), ("trailing", c_double)]


class DeviceStruct(ctypes.Structure):
    """``ae_device``: a device preset."""

    _fields_ = [
        ("name", c_char_p),
        ("width", c_double),
        ("height", c_double),
        ("pixel_scale", c_double),
        ("portrait_safe_area", EdgeInsetsStruct),
        ("landscape_safe_area", EdgeInsetsStruct),
        ("sweep", c_int32),
    ]


class Dimensions(ctypes.Structure):
    """``ae_dimensions``: a view's size as a guide callback sees it."""

    _fields_ = [("width", c_double), ("height", c_double), ("context", c_void_p)]


GUIDE_FN = ctypes.CFUNCTYPE(c_double, POINTER(Dimensions), c_void_p)
# ``ae_measure_fn``'s ``ae_size *out`` as a pointer to its two doubles: the trampoline then
# writes ``out[0], out[1]`` without making an ``ae_size`` object per call (about 25% of a
# call's cost; see Tree._measure_trampoline).
MEASURE_FN = ctypes.CFUNCTYPE(c_int, c_double, c_double, c_void_p, POINTER(c_double))
BASELINE_FN = ctypes.CFUNCTYPE(c_double, c_double, c_double, c_void_p)
# ``ae_measure_batch_fn`` with its arrays as addresses (the trampoline copies and writes them
# in one step each).
MEASURE_BATCH_FN = ctypes.CFUNCTYPE(c_int, c_void_p, c_size_t, c_void_p, c_void_p, POINTER(c_size_t))
GEOMETRY_FN = ctypes.CFUNCTYPE(None, c_double, c_double, c_void_p)
#: ``ae_row_fn``: builds a lazy container's row ``index`` and writes its view; 0 = success.
ROW_FN = ctypes.CFUNCTYPE(c_int, c_void_p, c_int32, c_int64, c_void_p, POINTER(c_int32))
#: ``ae_geometry_frame_fn``: ``(x, y, width, height, user_data)``.
GEOMETRY_FRAME_FN = ctypes.CFUNCTYPE(None, c_double, c_double, c_double, c_double, c_void_p)
#: ``ae_length_fn``: ``(container_length, axis, user_data)`` -> a containerRelativeFrame's length.
LENGTH_FN = ctypes.CFUNCTYPE(c_double, c_double, c_int, c_void_p)

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


class LayoutCallbacks(ctypes.Structure):
    """``ae_layout_callbacks``."""

    _fields_ = [("size_that_fits", SIZE_FN), ("place_subviews", PLACE_FN), ("explicit_alignment", EXPLICIT_FN)]


_tree_p = c_void_p
_status = c_int
_view = c_int32
_guide = c_int32
_view_p = POINTER(c_int32)

#: name: (result type, argument types), in the header's order, under its section names.
SIGNATURES: dict[str, tuple[object, list[object]]] = {
    # Library: version, status names, view types, error messages, returned strings.
    "ae_version": (c_char_p, []),
    "ae_status_name": (c_char_p, [c_int]),
    "ae_view_type_has_children": (_status, [c_char_p, POINTER(c_int32)]),
    "ae_last_error_message": (c_char_p, []),
    "ae_string_free": (None, [c_void_p]),
    # Trees: creating and freeing, measures, building many views at once.
    "ae_tree_create": (_status, [POINTER(c_void_p)]),
    "ae_tree_free": (None, [_tree_p]),
    "ae_tree_get_view_count": (_status, [_tree_p, POINTER(c_size_t)]),
    "ae_tree_define_measure": (_status, [_tree_p, MEASURE_FN, BASELINE_FN, BASELINE_FN, c_void_p, POINTER(c_int32)]),
    "ae_tree_define_measure_batch": (_status, [_tree_p, MEASURE_BATCH_FN, BASELINE_FN, BASELINE_FN, c_void_p, POINTER(c_int32)]),
    "ae_tree_set_measure_fixed_size": (_status, [_tree_p, c_int32, c_int]),
    "ae_tree_build": (_status, [_tree_p, c_void_p, c_size_t, _view_p]),
    "ae_tree_set_pixel_scale": (_status, [_tree_p, c_double]),
    # Views: leaves and containers, children, names, observers, in-place changes.
    "ae_view_create_hstack": (_status, [_tree_p, _guide, c_double, _view_p]),
    "ae_view_create_vstack": (_status, [_tree_p, _guide, c_double, _view_p]),
    "ae_view_create_zstack": (_status, [_tree_p, _guide, _guide, _view_p]),
    "ae_view_create_shape": (_status, [_tree_p, c_int, _view_p]),
    "ae_view_create_geometry_reader": (_status, [_tree_p, _view_p]),
    "ae_view_create_image": (_status, [_tree_p, c_double, c_double, c_int, _view_p]),
    "ae_view_create_text": (_status, [_tree_p, c_char_p, POINTER(Font), c_int32, c_int, _view_p]),
    "ae_font_get_text_style": (_status, [c_int, POINTER(c_double)]),
    "ae_view_create_spacer": (_status, [_tree_p, c_double, _view_p]),
    "ae_view_create_measured": (_status, [_tree_p, MEASURE_FN, BASELINE_FN, BASELINE_FN, c_void_p, _view_p]),
    "ae_view_create_measured_batch": (_status, [_tree_p, c_int32, c_void_p, _view_p]),
    "ae_view_create_scroll_view": (_status, [_tree_p, c_int, _view_p]),
    "ae_view_create_lazy_hstack": (_status, [_tree_p, c_int32, c_double, _view_p]),
    "ae_view_create_lazy_vstack": (_status, [_tree_p, c_int32, c_double, _view_p]),
    "ae_view_set_children": (_status, [_tree_p, _view, c_void_p, c_size_t]),
    "ae_view_set_id": (_status, [_tree_p, _view, c_char_p]),
    "ae_view_set_color": (_status, [_tree_p, _view, c_char_p]),
    "ae_view_observe_geometry": (_status, [_tree_p, _view, GEOMETRY_FN, c_void_p]),
    "ae_view_observe_geometry_frame": (_status, [_tree_p, _view, GEOMETRY_FRAME_FN, c_void_p]),
    "ae_view_mark_dirty": (_status, [_tree_p, _view]),
    "ae_view_set_text": (_status, [_tree_p, _view, c_char_p, c_size_t]),
    "ae_view_set_line_limit": (_status, [_tree_p, _view, c_int32, c_int]),
    "ae_view_set_line_spacing": (_status, [_tree_p, _view, c_double]),
    "ae_view_set_spacing": (_status, [_tree_p, _view, c_double]),
    "ae_view_set_alignment": (_status, [_tree_p, _view, _guide, _guide]),
    "ae_view_set_image_size": (_status, [_tree_p, _view, c_double, c_double]),
    "ae_view_set_measured_fixed_size": (_status, [_tree_p, _view, c_int]),
    # Modifiers: applying them, and changing an applied one.
    "ae_view_apply_frame": (_status, [_tree_p, _view, c_double, c_double, _guide, _guide]),
    "ae_view_apply_flexible_frame": (
        _status,
        [_tree_p, _view, c_double, c_double, c_double, c_double, c_double, c_double, _guide, _guide],
    ),
    "ae_view_apply_padding": (_status, [_tree_p, _view, c_double, c_double, c_double, c_double]),
    "ae_view_apply_offset": (_status, [_tree_p, _view, c_double, c_double]),
    "ae_view_apply_fixed_size": (_status, [_tree_p, _view, c_int, c_int]),
    "ae_view_apply_layout_priority": (_status, [_tree_p, _view, c_double]),
    "ae_view_apply_overlay": (_status, [_tree_p, _view, _view, _guide, _guide]),
    "ae_view_apply_background": (_status, [_tree_p, _view, _view, _guide, _guide]),
    "ae_view_apply_aspect_ratio": (_status, [_tree_p, _view, c_double, c_int]),
    "ae_view_apply_position": (_status, [_tree_p, _view, c_double, c_double]),
    "ae_view_apply_layout_direction": (_status, [_tree_p, _view, c_int]),
    "ae_view_set_frame": (_status, [_tree_p, _view, c_int32, c_double, c_double, _guide, _guide]),
    "ae_view_set_flexible_frame": (
        _status,
        [_tree_p, _view, c_int32, c_double, c_double, c_double, c_double, c_double, c_double, _guide, _guide],
    ),
    "ae_view_set_padding": (_status, [_tree_p, _view, c_int32, c_double, c_double, c_double, c_double]),
    "ae_view_set_offset": (_status, [_tree_p, _view, c_int32, c_double, c_double]),
    "ae_view_set_layout_priority": (_status, [_tree_p, _view, c_int32, c_double]),
    "ae_view_set_fixed_size": (_status, [_tree_p, _view, c_int32, c_int, c_int]),
    "ae_view_set_aspect_ratio": (_status, [_tree_p, _view, c_int32, c_double, c_int]),
    "ae_view_set_position": (_status, [_tree_p, _view, c_int32, c_double, c_double]),
    "ae_view_apply_container_relative_frame": (_status, [_tree_p, _view, c_int, c_int32, c_int32, c_double, _guide, _guide]),
    "ae_view_apply_container_relative_frame_callback": (_status, [_tree_p, _view, c_int, LENGTH_FN, c_void_p, _guide, _guide]),
    # Safe area.
    "ae_view_apply_ignores_safe_area": (_status, [_tree_p, _view, c_uint32, c_uint32]),
    "ae_view_apply_safe_area_inset": (_status, [_tree_p, _view, _view, c_uint32, _guide, c_double]),
    "ae_view_apply_safe_area_padding": (_status, [_tree_p, _view, c_double, c_double, c_double, c_double]),
    "ae_view_set_ignores_safe_area": (_status, [_tree_p, _view, c_int32, c_uint32, c_uint32]),
    "ae_view_set_safe_area_padding": (_status, [_tree_p, _view, c_int32, c_double, c_double, c_double, c_double]),
    # Text: fonts, weights, Dynamic Type, SF Symbols, how texts fit.
    "ae_view_apply_text_modifier": (_status, [_tree_p, _view, c_int, c_double]),
    "ae_view_set_text_modifier": (_status, [_tree_p, _view, c_int32, c_int, c_double]),
    "ae_view_apply_dynamic_type_size_range": (_status, [_tree_p, _view, c_int, c_int]),
    "ae_view_apply_font": (_status, [_tree_p, _view, POINTER(Font), POINTER(FontTraits)]),
    "ae_view_set_text_font": (_status, [_tree_p, _view, POINTER(Font), POINTER(FontTraits)]),
    "ae_tree_set_dynamic_type_size": (_status, [_tree_p, c_int]),
    "ae_tree_set_font": (_status, [_tree_p, POINTER(Font), POINTER(FontTraits)]),
    "ae_view_create_symbol": (_status, [_tree_p, c_char_p, POINTER(c_double), c_int, _view_p]),
    "ae_tree_define_symbol": (_status, [_tree_p, c_char_p, c_double, c_double]),
    "ae_tree_get_warnings": (_status, [_tree_p, POINTER(c_void_p), POINTER(c_size_t)]),
    "ae_view_get_text_fit": (_status, [_tree_p, _view, POINTER(c_int32), POINTER(c_double)]),
    "ae_tree_get_text_fits": (_status, [_tree_p, c_void_p, c_size_t, POINTER(c_size_t)]),
    "ae_text_style_scaled_value": (_status, [c_int, c_double, c_int, POINTER(c_double)]),
    "ae_font_get_text_style_at": (_status, [c_int, c_int, POINTER(c_double)]),
    # Grids and ViewThatFits.
    "ae_view_create_grid": (_status, [_tree_p, c_int32, c_int32, c_double, c_double, _view_p]),
    "ae_view_create_grid_row": (_status, [_tree_p, c_int32, _view_p]),
    "ae_view_create_divider": (_status, [_tree_p, _view_p]),
    "ae_view_create_view_that_fits": (_status, [_tree_p, c_int, _view_p]),
    "ae_view_apply_grid_cell_columns": (_status, [_tree_p, _view, c_int32]),
    "ae_view_apply_grid_column_alignment": (_status, [_tree_p, _view, c_int32]),
    "ae_view_apply_grid_cell_anchor": (_status, [_tree_p, _view, c_double, c_double]),
    "ae_view_apply_grid_cell_unsized_axes": (_status, [_tree_p, _view, c_int]),
    "ae_view_set_grid_spacing": (_status, [_tree_p, _view, c_double, c_double]),
    "ae_view_create_lazy_vgrid": (_status, [_tree_p, c_void_p, c_size_t, c_int32, c_double, _view_p]),
    "ae_view_create_lazy_hgrid": (_status, [_tree_p, c_void_p, c_size_t, c_int32, c_double, _view_p]),
    # Lazy rows and viewports: rows built on demand, only those in and near the viewport.
    "ae_view_set_rows": (_status, [_tree_p, _view, c_int64, ROW_FN, c_void_p]),
    "ae_view_set_viewport": (_status, [_tree_p, _view, c_double, c_double]),
    "ae_view_remove_viewport": (_status, [_tree_p, _view]),
    "ae_view_get_row_window": (_status, [_tree_p, _view, POINTER(c_int64), POINTER(c_int64)]),
    "ae_view_get_row": (_status, [_tree_p, _view, c_int64, _view_p]),
    # Host layouts: containers the host sizes and places (SwiftUI's Layout).
    "ae_view_create_layout": (_status, [_tree_p, c_char_p, POINTER(LayoutCallbacks), c_void_p, _view_p]),
    "ae_subviews_get_count": (_status, [c_void_p, POINTER(c_size_t)]),
    "ae_subviews_get_size": (_status, [c_void_p, c_size_t, c_double, c_double, POINTER(Size)]),
    "ae_subviews_get_guide_value": (_status, [c_void_p, c_size_t, c_double, c_double, c_int32, POINTER(c_double)]),
    "ae_subviews_place": (_status, [c_void_p, c_size_t, c_double, c_double, c_double, c_double, c_double, c_double]),
    "ae_subviews_get_priority": (_status, [c_void_p, c_size_t, POINTER(c_double)]),
    "ae_view_set_layout_spacing": (_status, [_tree_p, _view, SPACING_FN]),
    "ae_subviews_get_spacing": (_status, [c_void_p, c_size_t, POINTER(c_uint32)]),
    "ae_subviews_get_layout_direction": (_status, [c_void_p, POINTER(c_int)]),
    "ae_view_set_layout_value": (_status, [_tree_p, _view, c_char_p, c_double]),
    "ae_subviews_get_layout_value": (_status, [c_void_p, c_size_t, c_char_p, c_double, POINTER(c_double)]),
    # Controls: SwiftUI's controls, their styles, platform profiles, devices, tap targets.
    "ae_view_create_button": (_status, [_tree_p, c_char_p, _view_p]),
    "ae_view_create_link": (_status, [_tree_p, c_char_p, _view_p]),
    "ae_view_create_navigation_link": (_status, [_tree_p, c_char_p, _view_p]),
    "ae_view_create_label": (_status, [_tree_p, c_char_p, c_char_p, _view_p]),
    "ae_view_create_toggle": (_status, [_tree_p, c_char_p, _view_p]),
    "ae_view_create_stepper": (_status, [_tree_p, c_char_p, _view_p]),
    "ae_view_create_slider": (_status, [_tree_p, _view_p]),
    "ae_view_create_progress_view": (_status, [_tree_p, c_char_p, c_double, c_double, _view_p]),
    "ae_view_create_text_field": (_status, [_tree_p, c_char_p, c_char_p, c_int, c_int32, c_int, _view_p]),
    "ae_view_create_secure_field": (_status, [_tree_p, c_char_p, c_char_p, _view_p]),
    "ae_view_create_picker": (_status, [_tree_p, c_char_p, c_int32, c_int, _view_p]),
    "ae_view_create_labeled_content": (_status, [_tree_p, c_char_p, c_char_p, _view_p]),
    "ae_view_create_list": (_status, [_tree_p, _view_p]),
    "ae_view_create_form": (_status, [_tree_p, _view_p]),
    "ae_view_create_section": (_status, [_tree_p, c_char_p, c_int, c_int, _view_p]),
    "ae_view_apply_style": (_status, [_tree_p, _view, c_int, c_int32]),
    "ae_view_apply_labels_hidden": (_status, [_tree_p, _view]),
    "ae_view_apply_list_row_insets": (_status, [_tree_p, _view, c_double, c_double, c_double, c_double]),
    "ae_view_apply_list_row_spacing": (_status, [_tree_p, _view, c_double]),
    "ae_view_apply_list_section_spacing": (_status, [_tree_p, _view, c_int, c_double]),
    "ae_view_apply_default_min_list_row_height": (_status, [_tree_p, _view, c_double]),
    "ae_tree_set_platform": (_status, [_tree_p, c_char_p]),
    "ae_tree_set_platform_metric": (_status, [_tree_p, c_char_p, c_double]),
    "ae_tree_get_platform_metric": (_status, [_tree_p, c_char_p, POINTER(c_double)]),
    "ae_device_get_count": (_status, [POINTER(c_size_t)]),
    "ae_device_get": (_status, [c_size_t, POINTER(DeviceStruct)]),
    "ae_view_get_tap_target": (_status, [_tree_p, _view, POINTER(Rect), POINTER(c_int)]),
    # Layout and results: laying out, then reading frames and text lines.
    "ae_tree_layout": (_status, [_tree_p, _view, c_double, c_double, c_int, POINTER(Size)]),
    "ae_tree_layout_in_safe_area": (
        _status,
        [_tree_p, _view, c_double, c_double, c_double, c_double, c_double, c_double, c_int, POINTER(Size)],
    ),
    "ae_tree_layout_again": (_status, [_tree_p, POINTER(Size)]),
    "ae_tree_get_layout_flag": (_status, [_tree_p, POINTER(c_void_p)]),
    "ae_tree_get_frames": (_status, [_tree_p, c_void_p, c_size_t, POINTER(c_size_t)]),
    "ae_tree_get_changed_views": (_status, [_tree_p, c_void_p, c_size_t, POINTER(c_size_t)]),
    "ae_tree_get_layout_number": (_status, [_tree_p, POINTER(c_uint64)]),
    "ae_tree_set_keeps_previous_frames": (_status, [_tree_p, c_int32]),
    "ae_tree_get_layout_frames": (_status, [_tree_p, c_uint64, c_void_p, c_size_t, c_void_p]),
    "ae_view_get_frame": (_status, [_tree_p, _view, POINTER(Rect)]),
    "ae_view_get_outer_frame": (_status, [_tree_p, _view, POINTER(Rect)]),
    "ae_view_get_text_lines": (
        _status,
        [_tree_p, _view, c_void_p, c_size_t, POINTER(c_size_t), POINTER(c_double), POINTER(c_double)],
    ),
    "ae_tree_get_text_lines": (
        _status,
        [_tree_p, c_void_p, c_size_t, POINTER(c_size_t), c_void_p, c_size_t, POINTER(c_size_t)],
    ),
    # Guides: custom guides, explicit guide values, guide callbacks, guide positions.
    "ae_tree_define_guide": (_status, [_tree_p, c_char_p, c_int, c_char_p, POINTER(_guide)]),
    "ae_tree_define_guide_callback": (_status, [_tree_p, c_char_p, c_int, GUIDE_FN, c_void_p, POINTER(_guide)]),
    "ae_tree_find_guide": (_status, [_tree_p, c_char_p, c_int, POINTER(_guide)]),
    "ae_view_apply_alignment_guide": (_status, [_tree_p, _view, _guide, c_char_p]),
    "ae_view_apply_alignment_guide_callback": (_status, [_tree_p, _view, _guide, GUIDE_FN, c_void_p]),
    "ae_dimensions_get_value": (_status, [POINTER(Dimensions), _guide, POINTER(c_double)]),
    "ae_dimensions_get_explicit_value": (_status, [POINTER(Dimensions), _guide, POINTER(c_int), POINTER(c_double)]),
    "ae_view_get_guide_position": (_status, [_tree_p, _view, c_int32, POINTER(c_double)]),
    # Explanations: why views got their frames.
    "ae_tree_explain": (_status, [_tree_p, POINTER(c_void_p), POINTER(c_size_t)]),
    "ae_view_explain": (_status, [_tree_p, _view, POINTER(c_void_p)]),
    "ae_document_explain": (_status, [c_char_p, c_size_t, c_char_p, POINTER(c_void_p), POINTER(c_size_t)]),
    # Layout documents.
    "ae_document_layout": (_status, [c_char_p, c_size_t, POINTER(c_void_p), POINTER(c_size_t)]),

}
