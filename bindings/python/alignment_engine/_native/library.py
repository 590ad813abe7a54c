"""Finding and loading ``libalignment_engine.so`` with the signature of every function of
``bindings/c/include/alignment_engine.h`` set (``signatures.SIGNATURES``), and the helpers
every call uses: raising a failed call's error, taking a string the library allocated.

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
from pathlib import Path

from ..errors import LibraryNotFoundError, error_for_status
from .signatures import SIGNATURES

__all__ = [
    "LIBRARY_NAME",
    "ENVIRONMENT_VARIABLE",
    "candidate_paths",
    "library",
    "unconverted",
    "check",
    "take_string",
]

LIBRARY_NAME = "libalignment_engine.so"
ENVIRONMENT_VARIABLE = "ALIGNMENT_ENGINE_LIBRARY"

_PACKAGE_DIR = Path(__file__).resolve().parents[1]
# bindings/python/alignment_engine -> repository root
_REPOSITORY_ROOT = _PACKAGE_DIR.parents[2]


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
        missing = [name for name in SIGNATURES if not hasattr(lib, name)]
        if missing:
            failures.append(f"{path} (does not export {', '.join(missing)})")
            continue
        for name, (restype, argtypes) in SIGNATURES.items():
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
        function.restype = SIGNATURES[name][0]
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
