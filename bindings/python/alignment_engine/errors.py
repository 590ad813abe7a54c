"""Exceptions raised by the package, one class per status code of the C library."""

from __future__ import annotations

__all__ = [
    "LayoutWarning",
    "LayoutError",
    "LibraryNotFoundError",
    "NullArgumentError",
    "InvalidArgumentError",
    "InvalidValueError",
    "InvalidGuideError",
    "InvalidExpressionError",
    "InvalidTreeError",
    "CallbackError",
    "InvalidDocumentError",
    "NotLaidOutError",
    "BufferTooSmallError",
    "BusyError",
    "SwiftSourceError",
    "error_for_status",
]


class LayoutError(Exception):
    """Base class of every error of the package.

    ``status`` is the C library's status code (``None`` for errors raised by Python code),
    ``status_name`` its name (e.g. ``"AE_ERROR_INVALID_VALUE"``).
    """

    status: int | None = None
    status_name: str | None = None

    def __init__(self, message: str, status: int | None = None, status_name: str | None = None) -> None:
        super().__init__(message)
        if status is not None:
            self.status = status
        if status_name is not None:
            self.status_name = status_name


class LibraryNotFoundError(LayoutError, OSError):
    """``libalignment_engine.so`` could not be found or loaded; the message lists every path tried."""


class NullArgumentError(LayoutError):
    """A required pointer was NULL (AE_ERROR_NULL_ARGUMENT): a bug of these bindings."""

    status = 1


class InvalidArgumentError(LayoutError, ValueError):
    """An enum value out of range, an unknown view or guide id, a bad count (AE_ERROR_INVALID_ARGUMENT)."""

    status = 2


class InvalidValueError(LayoutError, ValueError):
    """A number not allowed where it stands: NaN, a negative size, an infinity (AE_ERROR_INVALID_VALUE)."""

    status = 3


class InvalidGuideError(LayoutError, ValueError):
    """An unknown guide, a guide of the wrong axis, a reused or reserved name (AE_ERROR_INVALID_GUIDE)."""

    status = 4


class InvalidExpressionError(LayoutError, ValueError):
    """A guide expression that does not parse (AE_ERROR_INVALID_EXPRESSION)."""

    status = 5


class InvalidTreeError(LayoutError, ValueError):
    """Two parents, a view made its own ancestor, a duplicate id (AE_ERROR_INVALID_TREE)."""

    status = 6


class CallbackError(LayoutError):
    """A callback answered NaN or failed without a Python exception (AE_ERROR_CALLBACK_FAILED).

    A Python exception raised inside a callback is re-raised as itself instead.
    """

    status = 7


class InvalidDocumentError(LayoutError, ValueError):
    """A layout document that is not valid (AE_ERROR_INVALID_DOCUMENT); the message names the JSON path."""

    status = 8


class NotLaidOutError(LayoutError):
    """Frames were asked for before a successful layout or after the tree changed (AE_ERROR_NOT_LAID_OUT)."""

    status = 9


class BufferTooSmallError(LayoutError):
    """A buffer passed to the library was too small (AE_ERROR_BUFFER_TOO_SMALL)."""

    status = 10


class BusyError(LayoutError):
    """The tree is in use by another call (AE_ERROR_BUSY): a callback of a running layout used
    its own tree, or two threads used one tree at the same time."""

    status = 11


class SwiftSourceError(LayoutError, ValueError):
    """SwiftUI source that cannot be read: a syntax error, a file that is not UTF-8 text or too
    large, views that contain themselves or nest too deep. ``file``, ``line`` and ``column``
    (from 1) say where, when a place is known; the message starts with them
    (``Screen.swift:12:9: ...``)."""

    def __init__(self, message: str, file: str | None = None, line: int | None = None, column: int | None = None) -> None:
        where = ":".join(str(part) for part in (file, line, column) if part is not None)
        super().__init__(f"{where}: {message}" if where else message)
        self.file = file
        self.line = line
        self.column = column


class LayoutWarning(UserWarning):
    """Something laid out by a documented fallback rather than as asked: an SF Symbol name the
    engine does not know, laid out as the default 1 em square (``LayoutResult.warnings``)."""


_BY_STATUS: dict[int, type[LayoutError]] = {
    cls.status: cls
    for cls in (
        NullArgumentError,
        InvalidArgumentError,
        InvalidValueError,
        InvalidGuideError,
        InvalidExpressionError,
        InvalidTreeError,
        CallbackError,
        InvalidDocumentError,
        NotLaidOutError,
        BufferTooSmallError,
        BusyError,
    )
    if cls.status is not None
}


def error_for_status(status: int, message: str, status_name: str | None = None) -> LayoutError:
    """The exception for a non-zero status of the C library, carrying its message."""
    cls = _BY_STATUS.get(status, LayoutError)
    return cls(message or status_name or f"status {status}", status, status_name)
