"""The one place the harness reaches below the Python package's public API: the raw result
JSON of a document (``layout_document`` parses it into a ``LayoutResult``, which hides a
``null`` or a ``"-infinity"`` behind a Python error). Everything else goes through
``alignment_engine`` itself, so a renamed C function is absorbed by the bindings.
"""

from __future__ import annotations

import ctypes

from alignment_engine._native.library import check, library


def document_result_text(data: bytes) -> str:
    """The result JSON the library answers for a document's bytes; raises the package's
    ``LayoutError`` subclass for a rejected document."""
    lib = library()
    out = ctypes.c_void_p()
    length = ctypes.c_size_t()
    check(lib.ae_document_layout(data, len(data), ctypes.byref(out), ctypes.byref(length)))
    try:
        return ctypes.string_at(out.value, length.value).decode("utf-8")
    finally:
        lib.ae_string_free(out.value)
