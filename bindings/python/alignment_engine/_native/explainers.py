"""Asking the library why views got their frames (``ae_tree_explain``, ``ae_view_explain``,
``ae_document_explain``), and the explainers a ``LayoutResult`` asks on request: one for a
kept tree, one for a document's text."""

from __future__ import annotations

import ctypes
import json
from typing import Any, Callable

from ..errors import LayoutError
from ..values.explanation import Explanation
from .library import check, library, take_string

__all__ = ["tree_explanation", "tree_trace", "document_explanation", "document_trace", "DocumentExplainer", "TreeExplainer"]


def tree_explanation(handle: int) -> Explanation:
    """The explanation of a tree's last layout (``ae_tree_explain``)."""
    out, length = ctypes.c_void_p(), ctypes.c_size_t()
    check(library().ae_tree_explain(handle, ctypes.byref(out), ctypes.byref(length)))
    return Explanation(json.loads(take_string(out, length.value)))


def tree_trace(handle: int, view: int) -> str:
    """The text trace of one view of a tree's last layout (``ae_view_explain``)."""
    out = ctypes.c_void_p()
    check(library().ae_view_explain(handle, view, ctypes.byref(out)))
    return take_string(out)


def document_explanation(data: bytes) -> tuple[dict[str, Any], Explanation]:
    """Lays out a document's UTF-8 JSON and explains it: (the result JSON as data, the explanation)."""
    out, length = ctypes.c_void_p(), ctypes.c_size_t()
    check(library().ae_document_explain(data, len(data), None, ctypes.byref(out), ctypes.byref(length)))
    answer = json.loads(take_string(out, length.value))
    return answer["result"], Explanation(answer["explanation"])


def document_trace(data: bytes, view: str) -> str:
    """The text trace of the view with id or path ``view`` of a document's UTF-8 JSON (``ae_document_explain``)."""
    out, length = ctypes.c_void_p(), ctypes.c_size_t()
    check(library().ae_document_explain(data, len(data), view.encode("utf-8"), ctypes.byref(out), ctypes.byref(length)))
    return take_string(out, length.value)


class DocumentExplainer:
    """Explains a document's layout on request by laying its JSON out again with the explanation."""

    def __init__(self, data: bytes) -> None:
        self._data = data
        self._explanation: Explanation | None = None

    def explanation(self) -> Explanation:
        if self._explanation is None:
            self._explanation = document_explanation(self._data)[1]
        return self._explanation

    def trace(self, path: str) -> str:
        return document_trace(self._data, path)


class TreeExplainer:
    """Explains a builder layout from its tree, which it keeps (and frees when it is collected).

    ``tree`` is an ``alignment_engine.Tree`` (its callbacks may run while the core replays the layout);
    ``views`` maps each path to the tree's view id, or makes that mapping when first needed.
    """

    def __init__(self, tree: Any, views: dict[str, int] | Callable[[], dict[str, int]]) -> None:
        self._tree = tree
        self._views = views
        self._explanation: Explanation | None = None

    def explanation(self) -> Explanation:
        if self._explanation is None:
            self._explanation = self._tree._call("LayoutResult.explanation", tree_explanation)
        return self._explanation

    def trace(self, path: str) -> str:
        if callable(self._views):
            self._views = self._views()
        if path not in self._views:
            raise LayoutError(f"no view at path {path!r}")
        return self._tree._call("LayoutResult.explain", tree_trace, self._views[path])
