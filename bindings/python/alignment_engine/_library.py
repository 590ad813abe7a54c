"""Finding and loading ``libalignment_engine.so``, and the ctypes signature of every function
of ``bindings/c/include/alignment_engine.h``.

The library is loaded on first use (``library()``), so the package imports, and views can be
built, without it. Where it is looked for, in order:

1. the path in the environment variable ``ALIGNMENT_ENGINE_LIBRARY`` (only that path, when set);
2. the copy installed inside the package (a wheel holds it; ``pip install ./bindings/python`` builds it);
3. the repository's release build, ``.build/release/libalignment_engine.so`` relative to the
   repository root (found from this file's location), for ``PYTHONPATH=bindings/python``.
"""

from __future__ import annotations

import ctypes
import os
import threading
from ctypes import POINTER, c_char_p, c_double, c_int, c_int32, c_size_t, c_void_p
from pathlib import Path

from .errors import LibraryNotFoundError, error_for_status

__all__ = [
    "LIBRARY_NAME",
    "ENVIRONMENT_VARIABLE",
    "Size",
    "Rect",
    "Font",
    "Dimensions",
    "GUIDE_FN",
    "MEASURE_FN",
    "MEASURE_BATCH_FN",
    "BASELINE_FN",
    "GEOMETRY_FN",
    "candidate_paths",
    "library",
    "unconverted",
    "check",
    "take_string",
]

LIBRARY_NAME = "libalignment_engine.so"
ENVIRONMENT_VARIABLE = "ALIGNMENT_ENGINE_LIBRARY"

_PACKAGE_DIR = Path(__file__).resolve().parent
# bindings/python/alignment_engine -> repository root
_REPOSITORY_ROOT = _PACKAGE_DIR.parents[2]


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

_tree_p = c_void_p
_status = c_int
_view = c_int32
_guide = c_int32
_view_p = POINTER(c_int32)

# name: (result type, argument types), in the header's order.
_SIGNATURES: dict[str, tuple[object, list[object]]] = {
    "ae_version": (c_char_p, []),
    "ae_status_name": (c_char_p, [c_int]),
    "ae_last_error_message": (c_char_p, []),
    "ae_string_free": (None, [c_void_p]),
    "ae_tree_create": (_status, [POINTER(c_void_p)]),
    "ae_tree_free": (None, [_tree_p]),
    "ae_tree_get_view_count": (_status, [_tree_p, POINTER(c_size_t)]),
    "ae_tree_define_guide": (_status, [_tree_p, c_char_p, c_int, c_char_p, POINTER(_guide)]),
    "ae_tree_define_guide_callback": (_status, [_tree_p, c_char_p, c_int, GUIDE_FN, c_void_p, POINTER(_guide)]),
    "ae_tree_find_guide": (_status, [_tree_p, c_char_p, c_int, POINTER(_guide)]),
    "ae_tree_define_measure": (_status, [_tree_p, MEASURE_FN, BASELINE_FN, BASELINE_FN, c_void_p, POINTER(c_int32)]),
    "ae_tree_define_measure_batch": (_status, [_tree_p, MEASURE_BATCH_FN, BASELINE_FN, BASELINE_FN, c_void_p, POINTER(c_int32)]),
    "ae_tree_layout": (_status, [_tree_p, _view, c_double, c_double, c_int, POINTER(Size)]),
    "ae_tree_layout_again": (_status, [_tree_p, POINTER(Size)]),
    "ae_tree_get_layout_flag": (_status, [_tree_p, POINTER(c_void_p)]),
    "ae_tree_get_frames": (_status, [_tree_p, c_void_p, c_size_t, POINTER(c_size_t)]),
    "ae_view_create_hstack": (_status, [_tree_p, _guide, c_double, _view_p]),
    "ae_view_create_vstack": (_status, [_tree_p, _guide, c_double, _view_p]),
    "ae_view_create_zstack": (_status, [_tree_p, _guide, _guide, _view_p]),
    "ae_view_create_shape": (_status, [_tree_p, c_int, _view_p]),
    "ae_view_create_geometry_reader": (_status, [_tree_p, _view_p]),
    "ae_view_create_image": (_status, [_tree_p, c_double, c_double, c_int, _view_p]),
    "ae_view_create_text": (_status, [_tree_p, c_char_p, POINTER(Font), c_int32, c_int, _view_p]),
    "ae_view_create_spacer": (_status, [_tree_p, c_double, _view_p]),
    "ae_view_create_measured": (_status, [_tree_p, MEASURE_FN, BASELINE_FN, BASELINE_FN, c_void_p, _view_p]),
    "ae_view_create_measured_batch": (_status, [_tree_p, c_int32, c_void_p, _view_p]),
    "ae_view_set_children": (_status, [_tree_p, _view, c_void_p, c_size_t]),
    "ae_view_set_id": (_status, [_tree_p, _view, c_char_p]),
    "ae_view_set_color": (_status, [_tree_p, _view, c_char_p]),
    "ae_view_observe_geometry": (_status, [_tree_p, _view, GEOMETRY_FN, c_void_p]),
    "ae_view_apply_frame": (_status, [_tree_p, _view, c_double, c_double, _guide, _guide]),
    "ae_view_apply_flexible_frame": (
        _status,
        [_tree_p, _view, c_double, c_double, c_double, c_double, c_double, c_double, _guide, _guide],
    ),
    "ae_view_apply_padding": (_status, [_tree_p, _view, c_double, c_double, c_double, c_double]),
    "ae_view_apply_alignment_guide": (_status, [_tree_p, _view, _guide, c_char_p]),
    "ae_view_apply_alignment_guide_callback": (_status, [_tree_p, _view, _guide, GUIDE_FN, c_void_p]),
    "ae_view_apply_offset": (_status, [_tree_p, _view, c_double, c_double]),
    "ae_view_apply_fixed_size": (_status, [_tree_p, _view, c_int, c_int]),
    "ae_view_apply_layout_priority": (_status, [_tree_p, _view, c_double]),
    "ae_view_apply_overlay": (_status, [_tree_p, _view, _view, _guide, _guide]),
    "ae_view_apply_background": (_status, [_tree_p, _view, _view, _guide, _guide]),
    "ae_view_apply_aspect_ratio": (_status, [_tree_p, _view, c_double, c_int]),
    "ae_view_apply_position": (_status, [_tree_p, _view, c_double, c_double]),
    "ae_view_apply_layout_direction": (_status, [_tree_p, _view, c_int]),
    "ae_view_get_frame": (_status, [_tree_p, _view, POINTER(Rect)]),
    "ae_view_get_outer_frame": (_status, [_tree_p, _view, POINTER(Rect)]),
    "ae_view_get_guide_position": (_status, [_tree_p, _view, c_int32, POINTER(c_double)]),
    "ae_view_get_text_lines": (
        _status,
        [_tree_p, _view, c_void_p, c_size_t, POINTER(c_size_t), POINTER(c_double), POINTER(c_double)],
    ),
    "ae_tree_get_text_lines": (
        _status,
        [_tree_p, c_void_p, c_size_t, POINTER(c_size_t), c_void_p, c_size_t, POINTER(c_size_t)],
    ),
    "ae_dimensions_get_value": (_status, [POINTER(Dimensions), _guide, POINTER(c_double)]),
    "ae_dimensions_get_explicit_value": (_status, [POINTER(Dimensions), _guide, POINTER(c_int), POINTER(c_double)]),
    "ae_tree_build": (_status, [_tree_p, c_void_p, c_size_t, _view_p]),
    "ae_document_layout": (_status, [c_char_p, c_size_t, POINTER(c_void_p), POINTER(c_size_t)]),
    # Changing a laid-out tree (issue 11).
    "ae_view_mark_dirty": (_status, [_tree_p, _view]),
    "ae_view_set_text": (_status, [_tree_p, _view, c_char_p, c_size_t]),
    "ae_view_set_spacing": (_status, [_tree_p, _view, c_double]),
    "ae_view_set_grid_spacing": (_status, [_tree_p, _view, c_double, c_double]),
    "ae_view_set_alignment": (_status, [_tree_p, _view, _guide, _guide]),
    "ae_view_set_image_size": (_status, [_tree_p, _view, c_double, c_double]),
    "ae_view_set_measured_fixed_size": (_status, [_tree_p, _view, c_int]),
    "ae_tree_set_measure_fixed_size": (_status, [_tree_p, c_int32, c_int]),
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
    # Explanations (the header's last block).
    "ae_tree_explain": (_status, [_tree_p, POINTER(c_void_p), POINTER(c_size_t)]),
    "ae_view_explain": (_status, [_tree_p, _view, POINTER(c_void_p)]),
    "ae_document_explain": (_status, [c_char_p, c_size_t, c_char_p, POINTER(c_void_p), POINTER(c_size_t)]),
}

_lock = threading.Lock()
_loaded: ctypes.CDLL | None = None


def candidate_paths() -> list[Path]:
    """The paths the library is looked for at, in order (see the module's docstring)."""
    configured = os.environ.get(ENVIRONMENT_VARIABLE)
    if configured:
        return [Path(configured)]
    return [_PACKAGE_DIR / LIBRARY_NAME, _REPOSITORY_ROOT / ".build" / "release" / LIBRARY_NAME]


def _load() -> ctypes.CDLL:
    paths = candidate_paths()
    failures: list[str] = []
    for path in paths:
        if not path.is_file():
            failures.append(f"{path} (not found)")
            continue
        try:
            lib = ctypes.CDLL(str(path))
        except OSError as error:
            failures.append(f"{path} ({error})")
            continue
        missing = [name for name in _SIGNATURES if not hasattr(lib, name)]
        if missing:
            failures.append(f"{path} (does not export {', '.join(missing)})")
            continue
        for name, (restype, argtypes) in _SIGNATURES.items():
            function = getattr(lib, name)
            function.restype = restype
            function.argtypes = argtypes
        return lib
    hint = (
        f"set {ENVIRONMENT_VARIABLE} to the library's path, run `swift build -c release` in the "
        "repository, or install the package's wheel (scripts/build-wheel.sh) or `pip install ./bindings/python`"
    )
    raise LibraryNotFoundError(f"cannot load {LIBRARY_NAME}; tried: {'; '.join(failures)}. {hint}")


def library() -> ctypes.CDLL:
    """The loaded library, with every function's signature set; loads it on first use.

    Raises ``LibraryNotFoundError`` naming every path tried.
    """
    global _loaded
    if _loaded is None:
        with _lock:
            if _loaded is None:
                _loaded = _load()
    return _loaded


_unconverted: dict[str, ctypes._CFuncPtr] = {}


def unconverted(name: str) -> ctypes._CFuncPtr:
    """A second ctypes function object of ``name`` without ``argtypes``: ctypes then converts
    nothing, so its arguments must already be ctypes objects of the header's types (for a
    pointer, a ``c_void_p`` or a ``byref``). A call costs about half that of the checked
    function (``ae_tree_layout_again``: 200 ns against 380 with ``argtypes``, see ``Tree.layout``);
    only for calls whose arguments are made once and reused."""
    function = _unconverted.get(name)
    if function is None:
        lib = library()
        function = lib._FuncPtr((name, lib))
        function.restype = _SIGNATURES[name][0]
        _unconverted[name] = function
    return function


def check(status: int) -> None:
    """Raises the exception of a failed call (with the library's message); nothing for AE_OK."""
    if status:
        lib = library()
        message = (lib.ae_last_error_message() or b"").decode("utf-8", "replace")
        name = (lib.ae_status_name(status) or b"").decode("utf-8", "replace")
        raise error_for_status(status, message, name)


def take_string(pointer: ctypes.c_void_p, length: int | None = None) -> str:
    """The UTF-8 text of a string the library allocated (``length`` bytes, or up to its NUL),
    freed with ``ae_string_free`` whatever happens."""
    try:
        raw = ctypes.string_at(pointer.value) if length is None else ctypes.string_at(pointer.value, length)
    finally:
        library().ae_string_free(pointer.value)
    return raw.decode("utf-8")
