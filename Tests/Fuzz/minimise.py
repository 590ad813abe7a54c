"""Greedy minimisation of a failing case: keep any smaller variant that still shows the same
failure signature, until no single reduction does (or the time budget is spent).

A mutated text that still parses becomes a document first. Documents shrink by dropping top-level keys, guides, children, modifiers and view fields and
by replacing a view with one of its children; call sequences by dropping chunks of calls.
"""

from __future__ import annotations

import copy
import json
import time
from typing import Any, Callable, Iterator

Document = dict[str, Any]


def _views(doc: Document) -> Iterator[dict[str, Any]]:
    stack = [doc["root"]] if isinstance(doc.get("root"), dict) else []
    while stack:
        node = stack.pop()
        yield node
        stack.extend(node.get("children", []))
        for modifier in node.get("modifiers", []):
            for key in ("overlay", "background", "safeAreaInset"):
                if key in modifier:
                    stack.append(modifier[key]["content"])


def document_reductions(doc: Document) -> Iterator[Document]:
    """Smaller variants of a document, biggest cuts first."""
    for key in [k for k in doc if k != "root"]:
        yield {k: v for k, v in doc.items() if k != key}
    for index in range(len(doc.get("guides", []))):
        smaller = copy.deepcopy(doc)
        del smaller["guides"][index]
        yield smaller
    count = sum(1 for _ in _views(doc))
    for position in range(count):
        node = list(_views(doc))[position]
        edits: list[Callable[[dict[str, Any]], None]] = []
        for i in range(len(node.get("children", []))):
            edits.append(lambda n, i=i: n["children"].pop(i))
        for k in range(len(node.get("modifiers", []))):
            edits.append(lambda n, k=k: n["modifiers"].pop(k))
        for key in ("id", "alignment", "spacing", "color", "lineLimit", "font", "multilineTextAlignment", "minLength", "resizable", "modifiers"):
            if key in node:
                edits.append(lambda n, key=key: n.pop(key))
        for edit in edits:
            smaller = copy.deepcopy(doc)
            edit(list(_views(smaller))[position])
            yield smaller


def promote(doc: Document) -> Iterator[Document]:
    """Each view replaced by one of its children (the subtree moves up a level)."""
    count = sum(1 for _ in _views(doc))
    for position in range(count):
        node = list(_views(doc))[position]
        for i in range(len(node.get("children", []))):
            smaller = copy.deepcopy(doc)
            target = list(_views(smaller))[position]
            child = target["children"][i]
            target.clear()
            target.update(child)
            yield smaller


def call_reductions(calls: list[Any]) -> Iterator[list[Any]]:
    """Shorter call sequences: halves, quarters, ... down to single calls (the first stays)."""
    size = max(1, (len(calls) - 1) // 2)
    while size >= 1:
        for start in range(1, len(calls), size):
            if start + size <= len(calls):
                yield calls[:start] + calls[start + size :]
        size //= 2


def _as_document(hex_text: str) -> dict[str, Any] | None:
    """A mutated text that is still a JSON object, as a document case (which can shrink)."""
    try:
        parsed = json.loads(bytes.fromhex(hex_text).decode("utf-8"))
    except ValueError:
        return None
    if not isinstance(parsed, dict) or not isinstance(parsed.get("root"), dict):
        return None
    return {"kind": "document", "document": parsed}


def minimise(case: dict[str, Any], still_fails: Callable[[dict[str, Any]], bool], budget: float) -> dict[str, Any]:
    """The smallest variant of ``case`` found within ``budget`` seconds for which ``still_fails``."""
    deadline = time.monotonic() + budget
    if case["kind"] == "text" and budget > 0:
        document = _as_document(case["hex"])
        if document is not None and still_fails(document):
            case = document
    improved = True
    while improved and time.monotonic() < deadline:
        improved = False
        if case["kind"] == "document":
            variants = (dict(case, document=d) for gen in (promote, document_reductions) for d in gen(case["document"]))
        elif case["kind"] == "api":
            variants = (dict(case, calls=c) for c in call_reductions(case["calls"]))
        else:
            return case
        for variant in variants:
            if time.monotonic() >= deadline:
                break
            if still_fails(variant):
                case = variant
                improved = True
                break
    return case
